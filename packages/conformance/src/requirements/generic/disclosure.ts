/**
 * spec (every operation) — what an error answer must not disclose: ERR-DISCLOSE (SHOULD: the contract is silent,
 * docs/behaviour.md#error-body-and-failure-statuses says the reference's error bodies carry none of it). Passive,
 * like RSP-SECRET: decided from every error answer the run provokes (engine/disclosure.ts), whichever check sent
 * the request (locks-and-params.ts passiveIds).
 */
import { disclosureId } from '../../engine/disclosure.js';
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import { failureStatuses } from '../../engine/sources.js';
import { about } from '../entries-and-answers.js';

export const disclosureModule: SuiteModule = {
  name: 'disclosure',
  file: moduleFile(import.meta.url),
  build: (spec) => ({
    requirements: spec.operations.map((op) =>
      about(op, {
        id: disclosureId(op),
        level: 'SHOULD',
        source: failureStatuses,
        category: 'responses',
        section: 'Errors',
        statement: `no error answer (4xx, 5xx) of ${op.id} discloses internals or secrets: a stack trace, a source file path, SQL text or a driver error, a debug page, a bearer token of the run, a loopback or private host`,
        passive: true,
      }),
    ),
    checks: [],
  }),
};
