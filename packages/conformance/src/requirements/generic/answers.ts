/**
 * spec (every operation's response schemas, failure responses and security scheme) — what an answer must not
 * carry. Passive, like RSP-SCHEMA: decided from every exchange the run observes (engine/answers.ts); the probes of
 * the responses family and every other check feed them (locks-and-params.ts passiveIds).
 */
import {
  challengeId,
  commonFailures,
  judgesBodies,
  noServerErrorId,
  secretId,
  statusDeclaredId,
  undeclaredId,
} from '../../engine/answers.js';
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import { behaviour, failureStatuses, rfc, serverErrorClass } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { about } from '../entries-and-answers.js';

function requirementsOf(spec: ApiSpec, op: Operation): Requirement[] {
  const declared = [...op.mediaTypes.keys()].filter((s) => s >= 400 && s < 500);
  const bodies: Requirement[] = judgesBodies(op)
    ? [
        about(op, {
          id: undeclaredId(op),
          level: 'SHOULD',
          source: behaviour('fields-always-sent'),
          category: 'responses',
          statement: `every 2xx body of ${op.id} holds only the properties its response schema declares (maps excepted)`,
          passive: true,
        }),
        about(op, {
          id: secretId(op),
          // The contract names each object's fields and says nothing of others: keeping secrets out is the reference's.
          level: 'SHOULD',
          source: behaviour('authentication-and-tokens'),
          category: 'responses',
          statement: `no 2xx body of ${op.id} holds an undeclared property named like a secret (password, hash, secret, token, API key)`,
          passive: true,
        }),
      ]
    : [];
  return [
    ...bodies,
    about(op, {
      id: statusDeclaredId(op),
      level: 'SHOULD',
      source: failureStatuses,
      category: 'responses',
      section: 'Errors',
      statement: `every 4xx answer of ${op.id} has a status it declares (${declared.join(', ')}) or one every operation may answer (${commonFailures(spec).join(', ')}), with the error body`,
      passive: true,
    }),
    about(op, {
      id: noServerErrorId(op),
      level: 'MUST',
      source: serverErrorClass,
      category: 'robustness',
      section: 'Errors',
      statement: `no answer of ${op.id} during the run, to any request any check sent (valid or not), is a server error: every status is below 500, but 501 (not implemented: the run skips) and 503 with Retry-After (throttled, retried)`,
      passive: true,
    }),
    about(op, {
      id: challengeId(op),
      level: 'MUST',
      source: rfc(
        'RFC 9110 §15.5.2',
        'The server generating a 401 response MUST send a WWW-Authenticate header field (Section 11.6.1) containing at least one challenge applicable to the target resource.',
      ),
      category: 'auth',
      section: 'Authentication',
      statement: `every 401 answer of ${op.id} carries WWW-Authenticate with a Bearer challenge (RFC 9110 §15.5.2)`,
      passive: true,
    }),
  ];
}

export const answersModule: SuiteModule = {
  name: 'answers',
  file: moduleFile(import.meta.url),
  build: (spec) => ({ requirements: spec.operations.flatMap((op) => requirementsOf(spec, op)), checks: [] }),
};
