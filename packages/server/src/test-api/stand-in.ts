/**
 * The fault rules, the request journal and the mutated tenants of one app (with the test API only): created with
 * the app, in memory, per instance. `record` goes first in the middleware chain, `inject` and `mutate` right
 * before /v1.
 */
import type { RequestHandler } from 'express';
import type { Deps } from '../deps.js';
import { isOperation } from './fault-file.js';
import { callerOf, faultInjection } from './fault-injection.js';
import { FaultRules } from './fault-rules.js';
import { MutantRegistry, mutation } from './mutants/engine.js';
import { journalRecorder, RequestJournal } from './request-journal.js';

export interface FaultsAndJournal {
  rules: FaultRules;
  journal: RequestJournal;
  /** Records every answered request (outside /__test) in the journal. */
  record: RequestHandler;
  /** Applies the fault rules to /v1 requests. */
  inject: RequestHandler;
  /** The behaviour mutants switched on per tenant (createTenant `mutants`). */
  mutants: MutantRegistry;
  /** Applies each mutated tenant's mutants to its /v1 requests. */
  mutate: RequestHandler;
  /**
   * Back to the state after start-up: the rules of `serve --faults` only (their sequences anew), an empty journal,
   * no mutated tenant.
   */
  reset(): void;
}

export function faultsAndJournal(services: Deps): FaultsAndJournal {
  const rules = new FaultRules();
  const loadStartRules = () => {
    for (const rule of services.config.faults ?? []) rules.add(rule, isOperation);
  };
  loadStartRules();
  const journal = new RequestJournal(services.config.journalSize);
  const mutants = new MutantRegistry();
  return {
    rules,
    journal,
    record: journalRecorder(journal),
    inject: faultInjection(rules, services),
    mutants,
    mutate: mutation(mutants, services, (req, res) => callerOf(services, req, res)),
    reset() {
      rules.clear();
      loadStartRules();
      journal.clear();
      mutants.clear();
    },
  };
}
