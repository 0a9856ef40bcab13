/** Runs a selection of the catalogue against a target and returns one verdict per selected requirement. */
import type { Catalogue } from '../catalogue.js';
import type { Profile } from '../spec/profiles.js';
import type { Check, CheckRun } from './check.js';
import { hasTestClock } from './clock.js';
import type { Fixtures } from './fixtures.js';
import { ResponseObserver } from './observer.js';
import { runPool } from './pool.js';
import { noReach, ResponseTimes, type Reach } from './reach.js';
import { Session, type RunEnv } from './session.js';
import { TargetUnreachable } from './transport.js';
import type { Capability, Requirement, Verdict } from './types.js';

export interface Selection {
  profiles?: Profile[];
  /** Requirement IDs; `*` matches any characters (`DEL-*`, `*.deleteSpaceById`). */
  only?: string[];
}

export interface RunOptions {
  fixtures: Fixtures;
  selection?: Selection;
  seed: number;
  path?: string;
  numRuns?: number;
  concurrency?: number;
  /** Other instances, cache bounds, response-time budget (CLI: --also-target, --max-staleness, --max-response-time). */
  reach?: Partial<Reach>;
  /** Checks not started within this many ms of the run's start are SKIPPED (CLI: --time-budget). */
  timeBudgetMs?: number;
  onCheckDone?(check: Check, verdicts: Verdict[], done: number, total: number): void;
}

export interface RunResult {
  target: string;
  seed: number;
  capabilities: Capability[];
  durationMs: number;
  /** Selected requirements in catalogue order, each with its verdict. */
  results: { requirement: Requirement; verdict: Verdict }[];
}

const globToRegExp = (glob: string): RegExp => new RegExp(`^${glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** The requirements a selection names. */
export function selectRequirements(catalogue: Catalogue, selection: Selection = {}): Requirement[] {
  const patterns = selection.only?.map(globToRegExp);
  return catalogue.requirements.filter(
    (r) =>
      (selection.profiles === undefined || selection.profiles.length === 0 || selection.profiles.includes(r.profile)) &&
      (patterns === undefined || patterns.length === 0 || patterns.some((p) => p.test(r.id))),
  );
}

/** Whether the target still answers a plain GET. */
async function answers(session: Session): Promise<boolean> {
  try {
    await session.request('GET', '/v1/orgs');
    return true;
  } catch {
    return false;
  }
}

/** Runs the selected requirements. Throws TargetUnreachable when the target does not answer. */
export async function runSuite(catalogue: Catalogue, options: RunOptions): Promise<RunResult> {
  const started = Date.now();
  const observer = new ResponseObserver(catalogue.spec);
  const times = new ResponseTimes();
  const reach: Reach = { ...noReach, ...options.reach };
  const env: RunEnv = {
    spec: catalogue.spec,
    fixtures: options.fixtures,
    toolkit: catalogue.toolkit,
    capabilities: new Set(),
    observe: (exchange) => {
      observer.observe(exchange);
      times.observe(exchange);
    },
    shared: new Map(),
    memo: new Map(),
    reach,
  };
  const probe = new Session(env);
  await probe.request('GET', '/v1/orgs'); // throws TargetUnreachable
  if (await hasTestClock(probe)) env.capabilities.add('clock');

  const selected = selectRequirements(catalogue, options.selection);
  const verdicts = new Map<string, Verdict>();
  const runnable = new Set<string>();
  for (const requirement of selected) {
    const missing = (requirement.needs ?? []).filter((need) => !env.capabilities.has(need));
    if (missing.length > 0) {
      verdicts.set(requirement.id, { id: requirement.id, status: 'skip', reason: `the target has no ${missing.join(', ')} capability (GET /__test/clock did not answer 200)` });
    } else {
      runnable.add(requirement.id);
    }
  }
  const passive = selected.filter((r) => r.passive === true && runnable.has(r.id));
  const passiveIds = new Set(passive.map((r) => r.id));
  const checks = catalogue.checks.filter((c) => c.covers.some((id) => runnable.has(id)) || (c.feeds ?? []).some((id) => passiveIds.has(id)));

  const run: CheckRun = {
    env,
    selected: runnable,
    seed: options.seed,
    ...(options.path !== undefined ? { path: options.path } : {}),
    ...(options.numRuns !== undefined ? { numRuns: options.numRuns } : {}),
  };
  let done = 0;
  const decide = async (check: Check): Promise<void> => {
    let result: Verdict[];
    try {
      // Checks that run alone may take half the budget, so that the others get their turn on a slow target.
      const whole = options.timeBudgetMs;
      const budget = whole === undefined ? undefined : check.exclusive === true ? whole / 2 : whole;
      if (whole !== undefined && budget !== undefined && Date.now() - started > budget) {
        const reason = `the run's time budget (${whole / 1000} s${check.exclusive === true ? ', half of it for checks that run alone' : ''}) was spent before ${check.name} started`;
        result = check.covers.filter((id) => runnable.has(id)).map((id) => ({ id, status: 'skip' as const, reason, check: check.name }));
      } else result = await check.run(run);
    } catch (error) {
      // A dropped connection ends the run only when the target no longer answers at all.
      if (error instanceof TargetUnreachable && !(await answers(probe))) throw error;
      const reason = `the check ${check.name} crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
      result = check.covers.filter((id) => runnable.has(id)).map((id) => ({ id, status: 'error' as const, reason, check: check.name }));
    }
    for (const verdict of result) verdicts.set(verdict.id, verdict);
    done += 1;
    options.onCheckDone?.(check, result, done, checks.length);
  };
  await runPool(checks, options.concurrency ?? 4, decide);

  for (const requirement of passive) {
    const operationId = requirement.operations[0] ?? '';
    const verdict = requirement.category === 'performance' ? times.verdict(requirement.id, operationId, reach.maxResponseTimeMs) : observer.verdict(requirement.id, operationId);
    verdicts.set(requirement.id, verdict);
  }
  return {
    target: options.fixtures.baseUrl,
    seed: options.seed,
    capabilities: [...env.capabilities],
    durationMs: Date.now() - started,
    results: selected.map((requirement) => ({
      requirement,
      verdict: verdicts.get(requirement.id) ?? { id: requirement.id, status: 'skip', reason: 'no check decided it in this run' },
    })),
  };
}
