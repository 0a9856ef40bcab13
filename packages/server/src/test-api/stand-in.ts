/**
 * The fault rules and the request journal of one app (with the test API only): created with the app,
 * in memory, per instance. `record` goes first in the middleware chain, `inject` right before /v1.
 */
import type { RequestHandler } from 'express';
import type { Deps } from '../deps.js';
import { isOperation } from './fault-file.js';
import { faultInjection } from './fault-injection.js';
import { FaultRules } from './fault-rules.js';
import { journalRecorder, RequestJournal } from './request-journal.js';

export interface FaultsAndJournal {
  rules: FaultRules;
  journal: RequestJournal;
  /** Records every answered request (outside /__test) in the journal. */
  record: RequestHandler;
  /** Applies the fault rules to /v1 requests. */
  inject: RequestHandler;
  /** Back to the state after start-up: the rules of `serve --faults` only (their sequences anew), an empty journal. */
  reset(): void;
}

export function faultsAndJournal(services: Deps): FaultsAndJournal {
  const rules = new FaultRules();
  const loadStartRules = () => {
    for (const rule of services.config.faults ?? []) rules.add(rule, isOperation);
  };
  loadStartRules();
  const journal = new RequestJournal(services.config.journalSize);
  return {
    rules,
    journal,
    record: journalRecorder(journal),
    inject: faultInjection(rules, services),
    reset() {
      rules.clear();
      loadStartRules();
      journal.clear();
    },
  };
}
