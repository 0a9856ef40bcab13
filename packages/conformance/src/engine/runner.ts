/** Runs a selection of the catalogue against a target and returns one verdict per selected requirement. */
import type { Catalogue } from '../catalogue.js';
import type { Profile } from '../contract/profiles.js';
import type { Check, CheckRun } from './check.js';
import { hasTestClock } from './clock.js';
import { FixturesError, tokenVariable, type Fixtures } from './fixtures.js';
import { MediaTypeObserver } from './media-types.js';
import { ResponseObserver } from './observer.js';
import { runPool } from './pool.js';
import { runId } from './run-id.js';
import { applyControls, SuccessLog } from './controls.js';
import { applyServerErrors, ServerErrorLog } from './server-errors.js';
import { checkContext, StatusCoverage, type Coverage } from './coverage.js';
import { checkSettings, operationTimeout, skipReason, type Overrides } from './overrides.js';
import type { TokenBroker } from './tokens.js';
import type { BaselineOutcome } from '../baseline/outcome.js';
import { globToRegExp } from './glob.js';
import { subjectOperations } from './subject.js';
import { toolVersion } from '../version.js';
import { Ledger, type Leftover } from './ledger.js';
import { RUN_SHRINK_BUDGET_MS } from './property.js';
import { noReach, ResponseTimes, type Reach } from './instances-and-timing.js';
import { Session, type RunEnv } from './session.js';
import { TargetUnreachable, Transport, type TransportOptions } from './transport.js';
import type { Capability, Requirement, SeedsOutcome, Verdict } from './types.js';

export interface Selection {
  profiles?: Profile[];
  /** Requirement IDs; `*` matches any characters (`DEL-*`, `*.deleteSpaceById`). */
  only?: string[];
  /** Requirement ID patterns to leave out (same syntax as `only`). */
  exclude?: string[];
  /** Only requirements about one of these operationIds (`*` allowed): engine/subject.ts. */
  operations?: string[];
}

export interface RunOptions {
  fixtures: Fixtures;
  selection?: Selection;
  seed: number;
  path?: string;
  numRuns?: number;
  concurrency?: number;
  /** Request rate, timeout, extra headers (see Transport). */
  transport?: TransportOptions;
  /** Leave what the run created and changed in place (`--keep`). */
  keep?: boolean;
  /**
   * The run works in a tenant of its own (engine/tenant.ts): removing it at the end removes everything the run
   * made at once, so nothing is deleted or restored object by object.
   */
  tenant?: { id: string; remove(): Promise<string | undefined> };
  /** Let checks delete objects the run did not create (`--allow-destructive`). */
  allowDestructive?: boolean;
  /** Aborting it stops the run early; the result is marked interrupted and the target still cleaned up. */
  signal?: AbortSignal;
  /** Other instances, cache bounds, response-time budget (CLI: --also-target, --max-staleness, --max-response-time). */
  reach?: Partial<Reach>;
  /** Checks not started within this many ms of the run's start are SKIPPED (CLI: --time-budget). */
  timeBudgetMs?: number;
  /** Per-operation and per-requirement settings of the config file (skip, timeout, numRuns). */
  overrides?: Overrides;
  /** Token providers of the callers: a token answered 401 after it worked is fetched again (tokens.ts). */
  tokens?: TokenBroker;
  /**
   * How long the run may spend shrinking failures (default RUN_SHRINK_BUDGET_MS); 0: failures are reported as first
   * found (`mutate` needs only the verdicts).
   */
  shrinkBudgetMs?: number;
  /** Record which requirements' checks called each operation (RunResult.exercisedBy; mutate judges with it). */
  recordExercised?: boolean;
  /** Called with the number of requirements decided so far (the unit the summary counts). */
  onCheckDone?(check: Check, verdicts: Verdict[], done: number, total: number): void;
}

export interface RunResult {
  tool: { name: 'docs-api-conformance'; version: string };
  specVersion: string;
  /** Marks the objects the run creates (`conformance-<runId>-…` titles). */
  runId: string;
  target: string;
  seed: number;
  capabilities: Capability[];
  startedAt: string;
  durationMs: number;
  interrupted: boolean;
  /** Why the run stopped early: the target stopped answering (it went down) during a check. */
  stopped?: string;
  /** Whether the run deleted what it created and restored what it changed (false with --keep). */
  cleanedUp: boolean;
  /** How many objects the run created (and, unless kept, deleted). */
  created: number;
  /** The run's own tenant, whose removal was the cleanup (RunOptions.tenant). */
  tenant?: string;
  /** What the run could not remove or restore. */
  leftovers: Leftover[];
  /** How many times the target answered 429 (each waited out). */
  throttled: number;
  /** Selected requirements in catalogue order, each with its verdict. */
  results: { requirement: Requirement; verdict: Verdict }[];
  /** Which documented statuses of the selected operations the run observed, and which requirements drew them. */
  coverage?: Coverage;
  /** Per operation called, the requirements whose checks called it (RunOptions.recordExercised). */
  exercisedBy?: Record<string, string[]>;
  /** A run on several seeds (`--seeds`): each requirement's worst verdict, and those that varied (engine/seeds.ts). */
  seeds?: SeedsOutcome;
  /** What the baseline (--baseline) says about the run: known failures, fixed and expired entries. */
  baseline?: BaselineOutcome;
  /**
   * Set when the verdicts judge traffic (`proxy`, `replay`) rather than requests of the run's own: the seed,
   * the test clock and the cleanup then mean nothing.
   */
  traffic?: TrafficCounts;
}

/** How much traffic a traffic result judged. */
export interface TrafficCounts {
  /** Every exchange seen. */
  exchanges: number;
  /** Exchanges forwarded without judgment (paths outside the contract: probes, the test API, …). */
  unjudged: number;
  /** Requests refused in enforce mode without reaching the target. */
  refused: number;
}

/** The requirements a selection names. */
export function selectRequirements(catalogue: Catalogue, selection: Selection = {}): Requirement[] {
  const patterns = selection.only?.map(globToRegExp) ?? [];
  const excluded = selection.exclude?.map(globToRegExp) ?? [];
  const operations = selection.operations?.map(globToRegExp) ?? [];
  return catalogue.requirements.filter(
    (r) =>
      (selection.profiles === undefined || selection.profiles.length === 0 || selection.profiles.includes(r.profile)) &&
      (patterns.length === 0 || patterns.some((p) => p.test(r.id))) &&
      !excluded.some((p) => p.test(r.id)) &&
      (operations.length === 0 || subjectOperations(r).some((op) => operations.some((p) => p.test(op)))),
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

/** The path of the target's base URL (`/api` of `https://host/api/`), which the spec's paths follow. */
const basePathOf = (baseUrl: string): string => new URL(baseUrl).pathname.replace(/\/$/, '');

/**
 * Runs the selected requirements. Throws TargetUnreachable when the target does not answer at the start; a target
 * that stops answering during the run ends it early with a report (`stopped`).
 */
export async function runSuite(catalogue: Catalogue, options: RunOptions): Promise<RunResult> {
  const started = Date.now();
  const observer = new ResponseObserver(catalogue.spec, basePathOf(options.fixtures.baseUrl));
  const mediaTypes = new MediaTypeObserver(catalogue.spec);
  const transport = new Transport(options.transport);
  const times = new ResponseTimes();
  const reach: Reach = { ...noReach, ...options.reach };
  const overrides = options.overrides ?? {};
  const selected = selectRequirements(catalogue, options.selection);
  const coverage = new StatusCoverage(catalogue.spec, selected);
  const successes = new SuccessLog();
  const serverErrors = new ServerErrorLog();
  const env: RunEnv = {
    spec: catalogue.spec,
    fixtures: options.fixtures,
    toolkit: catalogue.toolkit,
    capabilities: new Set(),
    observe: (exchange) => {
      observer.observe(exchange);
      mediaTypes.observe(exchange);
      times.observe(exchange);
      coverage.observe(exchange);
      successes.observe(exchange);
      serverErrors.observe(exchange, observer.operationOf(exchange), checkContext.getStore()?.check.name);
    },
    requestTimeout: (operationId) =>
      (operationId === undefined ? undefined : operationTimeout(operationId, overrides)) ??
      checkContext.getStore()?.timeoutMs,
    ...(options.tokens !== undefined ? { tokens: options.tokens } : {}),
    shared: new Map(),
    memo: new Map(),
    transport,
    ledger: new Ledger(catalogue.spec),
    ...(options.transport?.headers !== undefined ? { headers: options.transport.headers } : {}),
    allowDestructive: options.allowDestructive === true,
    setupFailures: new Map(),
    shrink: { remainingMs: options.shrinkBudgetMs ?? RUN_SHRINK_BUDGET_MS, groups: new Map() },
    ...(options.signal !== undefined ? { signal: options.signal } : {}),
    reach,
  };
  const probe = new Session(env);
  const first = await probe.request('GET', '/v1/orgs'); // throws TargetUnreachable
  // A run whose admin is refused everything decides nothing: every refusal would lack its control, every setup fail.
  if (first.status === 401 || first.status === 403)
    throw new FixturesError(
      `the target refuses the fixtures' admin token: GET /v1/orgs answered ${first.status} (check tokens.admin or ${tokenVariable('admin')})`,
    );
  if (await hasTestClock(probe)) env.capabilities.add('clock');

  const verdicts = new Map<string, Verdict>();
  const runnable = new Set<string>();
  for (const requirement of selected) {
    const missing = (requirement.needs ?? []).filter((need) => !env.capabilities.has(need));
    const skip = skipReason(requirement, overrides);
    if (skip !== undefined) {
      verdicts.set(requirement.id, { id: requirement.id, status: 'skip', reason: skip });
    } else if (missing.length > 0) {
      verdicts.set(requirement.id, {
        id: requirement.id,
        status: 'skip',
        reason: `the target has no ${missing.join(', ')} capability (GET /__test/clock did not answer 200)`,
      });
    } else {
      runnable.add(requirement.id);
    }
  }
  const byId = new Map(selected.map((r) => [r.id, r]));
  const passive = selected.filter((r) => r.passive === true && runnable.has(r.id));
  const passiveIds = new Set(passive.map((r) => r.id));
  const checks = catalogue.checks.filter(
    (c) => c.covers.some((id) => runnable.has(id)) || (c.feeds ?? []).some((id) => passiveIds.has(id)),
  );

  const run: CheckRun = {
    env,
    selected: runnable,
    seed: options.seed,
    ...(options.path !== undefined ? { path: options.path } : {}),
    ...(options.numRuns !== undefined ? { numRuns: options.numRuns } : {}),
  };
  // Progress counts requirements, like the summary: those skipped up front and the passive ones decided last included.
  let done = selected.length - runnable.size;
  const total = selected.length;
  const interrupted = () => options.signal?.aborted === true;
  const halted = () => interrupted() || env.stopped !== undefined;
  const decide = async (check: Check): Promise<void> => {
    if (halted()) return;
    let result: Verdict[];
    try {
      // Checks that run alone may take half the budget, so that the others get their turn on a slow target.
      const whole = options.timeBudgetMs;
      const budget = whole === undefined ? undefined : check.exclusive === true ? whole / 2 : whole;
      if (whole !== undefined && budget !== undefined && Date.now() - started > budget) {
        const reason = `the run's time budget (${whole / 1000} s${check.exclusive === true ? ', half of it for checks that run alone' : ''}) was spent before ${check.name} started`;
        result = check.covers
          .filter((id) => runnable.has(id))
          .map((id) => ({ id, status: 'skip' as const, reason, check: check.name }));
      } else {
        const { numRuns, timeoutMs } = checkSettings(check, byId, runnable, overrides);
        const own = numRuns !== undefined ? { ...run, numRuns } : run;
        result = await checkContext.run({ check, ...(timeoutMs !== undefined ? { timeoutMs } : {}) }, () =>
          check.run(own),
        );
      }
    } catch (error) {
      if (interrupted()) return;
      // A dropped connection ends the run only when the target no longer answers at all: the report says so.
      const down = error instanceof TargetUnreachable && !(await answers(probe));
      if (down && env.stopped === undefined) {
        env.stopped = `the target stopped answering during ${check.name}: ${error.message}`;
        env.stoppedByCheck = true;
      }
      const reason = down
        ? `the target stopped answering during this check: ${error.message}`
        : error instanceof TargetUnreachable
          ? `the target gave no answer to a request of this check (it still answers others): ${error.message}`
          : `the check ${check.name} crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
      result = check.covers
        .filter((id) => runnable.has(id))
        .map((id) => ({ id, status: 'error' as const, reason, check: check.name }));
    }
    if (interrupted()) return;
    for (const verdict of result) if (runnable.has(verdict.id)) verdicts.set(verdict.id, verdict);
    done += result.filter((v) => runnable.has(v.id) && !passiveIds.has(v.id)).length;
    options.onCheckDone?.(check, result, Math.min(done, total - passive.length), total);
  };
  let failure: unknown;
  try {
    await runPool(checks, options.concurrency ?? 4, decide, halted);
    applyServerErrors(serverErrors, selected, verdicts);
    if (!halted()) await applyControls(env, successes, selected, verdicts);
  } catch (error) {
    failure = error;
  }

  // Undo what the run did, also when it failed or was interrupted; a fresh transport (the run's may be aborted).
  const leftovers: Leftover[] = [];
  const { tenant } = options;
  if (options.keep !== true && tenant !== undefined) {
    const left = await tenant.remove();
    if (left !== undefined)
      leftovers.push({ path: `/__test/tenants/${tenant.id}`, operation: "the run's tenant", reason: left });
  } else if (options.keep !== true) {
    const { signal: _aborted, ...rest } = env;
    const cleaner = new Session({ ...rest, transport: new Transport(options.transport), observe: () => undefined });
    leftovers.push(
      ...(await env.ledger.cleanup((method, path, body) =>
        cleaner.request(method, path, body === undefined ? {} : { body }),
      )),
    );
  }
  if (failure !== undefined) throw failure;

  if (!halted() && passive.length > 0) {
    const decided = passive.map((requirement) => {
      const operationId = requirement.operations[0] ?? '';
      return requirement.category === 'performance'
        ? times.verdict(requirement.id, operationId, reach.maxResponseTimeMs)
        : MediaTypeObserver.decides(requirement.id)
          ? mediaTypes.verdict(requirement.id, operationId)
          : observer.verdict(requirement.id, operationId);
    });
    for (const verdict of decided) verdicts.set(verdict.id, verdict);
    const observed: Check = {
      name: 'every response seen in the run (status, schema, response time)',
      covers: passive.map((r) => r.id),
      run: () => Promise.resolve(decided),
    };
    options.onCheckDone?.(observed, decided, total, total);
  }
  const notDecided = interrupted()
    ? 'the run was interrupted before a check decided it'
    : env.stopped !== undefined
      ? `the run stopped before a check decided it (${env.stopped})`
      : 'no check decided it in this run';
  return {
    tool: { name: 'docs-api-conformance', version: toolVersion },
    specVersion: catalogue.spec.document.info.version,
    runId,
    target: options.fixtures.baseUrl,
    seed: options.seed,
    capabilities: [...env.capabilities],
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    interrupted: interrupted(),
    ...(env.stopped !== undefined ? { stopped: env.stopped } : {}),
    cleanedUp: options.keep !== true,
    created: env.ledger.created.length,
    ...(tenant !== undefined ? { tenant: tenant.id } : {}),
    leftovers,
    throttled: transport.throttled,
    results: selected.map((requirement) => ({
      requirement,
      verdict: verdicts.get(requirement.id) ?? { id: requirement.id, status: 'skip', reason: notDecided },
    })),
    coverage: coverage.result(),
    ...(options.recordExercised === true ? { exercisedBy: coverage.exercisedBy() } : {}),
  };
}
