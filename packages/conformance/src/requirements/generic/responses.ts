/**
 * spec (every operation's success status and response schemas) — success statuses and response bodies. Every 2xx answer any check sees
 * must carry the status the spec names (RSP-STATUS) and validate against the response schema as the contract
 * requires it (RSP-SCHEMA), and should send the fields the live service always sends (RSP-FIELDS, SHOULD:
 * `x-required-beyond-contract`, docs/behaviour.md#must-and-should-in-the-conformance-suite).
 * Both are passive: decided from everything observed. A probe per operation makes sure each is exercised.
 */
import type { Check } from '../../engine/check.js';
import { NotApplicable, SetupFailed } from '../../engine/errors.js';
import { moduleFile, joinBuilt, type Built, type SuiteModule } from '../../engine/module.js';
import {
  fieldsRequirementId,
  hasSchemaRequirement,
  hasStatusRequirement,
  schemaRequirementId,
  statusRequirementId,
} from '../../engine/observer.js';
import { mediaTypeId, undeclaredMediaTypeId } from '../../engine/media-types.js';
import { Session } from '../../engine/session.js';
import { behaviour, contract, failureStatuses } from '../../engine/sources.js';
import type { Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { about } from '../entries-and-answers.js';
import { readYourWritesApplies } from './read-your-writes.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

/** A probe of one operation: a valid request, so that its answer is judged (it decides nothing itself). */
const probe = (toolkit: Toolkit, op: Operation): Check => ({
  name: `probe ${op.id}`,
  covers: [],
  feeds: passiveIds(op),
  locks: mutationLocks(toolkit, op),
  async run(run) {
    const s = new Session(run.env);
    try {
      const params = await s.paramsFor(op, op.method === 'get' ? 'shared' : 'fresh');
      const body = await s.baseBody(op, params);
      await s.callRaw(op, { params, ...(body !== undefined ? { body } : {}) });
    } catch (error) {
      // A probe decides nothing itself: an operation it cannot reach is reported by the passive verdict.
      if (!(error instanceof NotApplicable || error instanceof SetupFailed)) throw error;
    }
    return [];
  },
});

/** The passive requirements of one operation's answers, and its probe (the DELETE family exercises deletes). */
function responsesOf(spec: ApiSpec, toolkit: Toolkit, op: Operation): Built {
  const requirements: Requirement[] = [];
  if (hasStatusRequirement(op)) {
    requirements.push(
      about(op, {
        id: statusRequirementId(op),
        level: 'MUST',
        source: contract('Errors', 'The success status codes are 200, 201, 204 and 205, as listed per operation.'),
        category: 'responses',
        statement: `a successful ${op.id} answers ${op.successStatuses.join(' or ')}`,
        passive: true,
      }),
    );
  }
  if (hasSchemaRequirement(op)) {
    requirements.push(
      about(op, {
        id: schemaRequirementId(op),
        level: 'MUST',
        source: contract(
          'Resources and their fields › Shared shapes',
          'Only fields marked Required below are known to be always present; for every other field the requiredness is not shown.',
        ),
        category: 'responses',
        statement: `every 2xx body of ${op.id} validates against its response schema as the contract requires it`,
        passive: true,
      }),
      about(op, {
        id: fieldsRequirementId(op),
        level: 'SHOULD',
        source: behaviour('fields-always-sent'),
        category: 'responses',
        statement: `every 2xx body of ${op.id} sends the fields the live service always sends`,
        passive: true,
      }),
    );
  }
  requirements.push(
    about(op, {
      id: mediaTypeId(op),
      level: 'MUST',
      source: contract(
        'What the service does',
        'The service manages a documentation workspace over HTTP with JSON bodies.',
      ),
      category: 'responses',
      statement: `every answer of ${op.id} with a status the spec declares carries its media type (${[...new Set([...op.mediaTypes.values()].flat())].join(', ') || 'none'}, charset utf-8 allowed); a status declared without content carries no Content-Type`,
      passive: true,
    }),
    about(op, {
      id: undeclaredMediaTypeId(op),
      level: 'SHOULD',
      source: failureStatuses,
      category: 'responses',
      statement: `an answer of ${op.id} with a status the spec does not declare (405, 429, 500, …) labels its JSON body application/json`,
      passive: true,
    }),
  );
  // DELETEs are exercised by the DELETE family, writes judged for read-your-writes by that check.
  const exercised = op.method === 'delete' || readYourWritesApplies(spec, toolkit, op);
  return { requirements, checks: exercised ? [] : [probe(toolkit, op)] };
}

export const responsesModule: SuiteModule = {
  name: 'responses',
  file: moduleFile(import.meta.url),
  build: (spec, toolkit) => joinBuilt(spec.operations.map((op) => responsesOf(spec, toolkit, op))),
};
