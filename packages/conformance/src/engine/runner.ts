/** Runs a selection of the catalogue against a target and returns one verdict per selected requirement. */
import type { Catalogue } from '../catalogue.js';
import type { Profile } from '../contract/profiles.js';
import { ChecksApart, type TenantPerCheck } from './apart.js';
import type { Check, CheckRun } from './check.js';
import { hasTestClock } from './clock.js';
import { FixturesError, tokenVariable, type Fixtures } from './fixtures.js';
import { runPool } from './pool.js';
import { paceRun, slotsOf } from './run-pace.js';
import { runId } from './run-id.js';
import { applyControls } from './controls.js';
import { applyServerErrors } from './server-errors.js';
import { checkContext, type Coverage } from './coverage.js';
import { checkSettings, operationTimeout, skipReason, type Overrides } from './overrides.js';
import type { TokenBroker } from './tokens.js';
import type { BaselineOutcome } from '../baseline/outcome.js';
import { globToRegExp } from './glob.js';
import { subjectOperations } from './subject.js';
import { toolVersion } from '../version.js';
import { Ledger, type Leftover } from './ledger.js';
import { RUN_SHRINK_BUDGET_MS } from './property.js';
import { noReach, type Reach } from './instances-and-timing.js';
import { RunObservers } from './run-observers.js';
import { Session, type RunEnv } from './session.js';
import { TargetUnreachable, Transport, type TransportOptions } from './transport.js';
import { Timeline, type RunTiming } from './timeline.js';
import { TENANTS_PATH, type TenantOptions } from './tenant.js';
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
  /** At most this many checks (and twice as many requests) at once; the run chooses below it (chooseConcurrency). */
  concurrency?: number;
  /** Request rate, timeout, extra headers (see Transport). */
  transport?: TransportOptions;
  /** Makes the run's transport (`compare` mirrors every request to a second server); default a Transport. */
  transportOf?(options: TransportOptions, timeline: Timeline): Transport;
  /** Leave what the run created and changed in place (`--keep`). */
  keep?: boolean;
  /**
   * The run works in a tenant of its own (engine/tenant.ts): removing it at the end removes everything the run
   * made at once, so nothing is deleted or restored object by object.
   */
  tenant?: {
    id: string;
    remove(): Promise<string | undefined>;
    /** How it was made: more are made the same way for checks apart (apart.ts); absent, none are made. */
    more?: TenantOptions;
  };
  /** When checks that would run alone or wait for a lock work in a tenant of their own (apart.ts); default auto. */
  tenantPerCheck?: TenantPerCheck;
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
  /** Tenants made for checks apart (RunOptions.tenantPerCheck), removed as each check ended unless kept. */
  tenantsApart?: number;
  /** What the run could not remove or restore. */
  leftovers: Leftover[];
  /** How many times the target answered 429 (each waited out). */
  throttled: number;
  /** Where the run's time went: requests, the longest chain of dependent ones, round trips, the slowest checks. */
  timing?: RunTiming;
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

/** What the phases of one run share. */
interface RunState {
  catalogue: Catalogue;
  options: RunOptions;
  /** When the run started (ms since the epoch). */
  started: number;
  overrides: Overrides;
  reach: Reach;
  selected: Requirement[];
  observers: RunObservers;
  env: RunEnv;
  /** The session of the run's first request, which later tells a dropped connection from a target gone down. */
  probe: Session;
  /** Checks at once (and twice as many requests in flight), chosen from the target's round trip. */
  concurrency: number;
  /** The checks working in tenants of their own, when the run puts checks apart. */
  apart?: ChecksApart;
  /** The verdicts so far: the requirements skipped up front, then each check's. */
  verdicts: Map<string, Verdict>;
  /** The selected requirements left for the checks to decide. */
  runnable: Set<string>;
  /** The runnable requirements decided from every exchange once the checks are done. */
  passive: Requirement[];
  passiveIds: Set<string>;
}

const interrupted = (options: RunOptions): boolean => options.signal?.aborted === true;

/** Whether no further check may start: the run was interrupted, or the target stopped answering. */
const halted = (state: RunState): boolean => interrupted(state.options) || state.env.stopped !== undefined;

/**
 * Runs the selected requirements. Throws TargetUnreachable when the target does not answer at the start; a target
 * that stops answering during the run ends it early with a report (`stopped`).
 */
export async function runSuite(catalogue: Catalogue, options: RunOptions): Promise<RunResult> {
  const started = Date.now();
  const overrides = options.overrides ?? {};
  const reach: Reach = { ...noReach, ...options.reach };
  const selected = selectRequirements(catalogue, options.selection);
  const observers = new RunObservers(catalogue.spec, basePathOf(options.fixtures.baseUrl), selected);
  const env = runEnv(catalogue, options, observers, reach);
  const probe = await probeTarget(env);
  const concurrency = await paceRun(env, probe, options.concurrency);
  const { verdicts, runnable } = skippedUpFront(selected, env.capabilities, overrides);
  const passive = selected.filter((r) => r.passive === true && runnable.has(r.id));
  const passiveIds = new Set(passive.map((r) => r.id));
  const state: RunState = {
    catalogue,
    options,
    started,
    overrides,
    reach,
    selected,
    observers,
    env,
    probe,
    concurrency,
    verdicts,
    runnable,
    passive,
    passiveIds,
  };
  const more = options.tenant?.more;
  const mode = options.tenantPerCheck ?? 'auto';
  // Under --keep everything the run made stays in the run's tenant, the one place to look at it.
  if (more !== undefined && mode !== 'never' && options.keep !== true)
    state.apart = new ChecksApart(env, more, mode, concurrency);
  const checks = checksToRun(state);
  const failure = await runChecks(state, state.apart?.place(checks) ?? checks);
  env.transport.timeline.enter('cleanup');
  const leftovers = [...(await cleanUp(options, env, concurrency)), ...(await apartLeftovers(state))];
  if (failure !== undefined) throw failure;
  decidePassive(state);
  return assembleResult(state, leftovers);
}

const transportOf = (options: RunOptions, transport: TransportOptions, timeline: Timeline): Transport =>
  options.transportOf?.(transport, timeline) ?? new Transport(transport, timeline);

/** What every session of the run shares: the observers hear every exchange, the config file sets the timeouts. */
function runEnv(catalogue: Catalogue, options: RunOptions, observers: RunObservers, reach: Reach): RunEnv {
  const overrides = options.overrides ?? {};
  return {
    spec: catalogue.spec,
    fixtures: options.fixtures,
    toolkit: catalogue.toolkit,
    capabilities: new Set(),
    observe: (exchange) => observers.observe(exchange),
    requestTimeout: (operationId) =>
      (operationId === undefined ? undefined : operationTimeout(operationId, overrides)) ??
      checkContext.getStore()?.timeoutMs,
    ...(options.tokens !== undefined ? { tokens: options.tokens } : {}),
    shared: new Map(),
    memo: new Map(),
    transport: transportOf(options, options.transport ?? {}, new Timeline(() => checkContext.getStore()?.check.name)),
    ledger: new Ledger(catalogue.spec),
    ...(options.transport?.headers !== undefined ? { headers: options.transport.headers } : {}),
    allowDestructive: options.allowDestructive === true,
    setupFailures: new Map(),
    shrink: { remainingMs: options.shrinkBudgetMs ?? RUN_SHRINK_BUDGET_MS, groups: new Map() },
    ...(options.signal !== undefined ? { signal: options.signal } : {}),
    reach,
  };
}

/** The run's first request, which must reach the target and be let in; a test clock adds the `clock` capability. */
async function probeTarget(env: RunEnv): Promise<Session> {
  const probe = new Session(env);
  const first = await probe.request('GET', '/v1/orgs'); // throws TargetUnreachable
  // A run whose admin is refused everything decides nothing: every refusal would lack its control, every setup fail.
  if (first.status === 401 || first.status === 403)
    throw new FixturesError(
      `the target refuses the fixtures' admin token: GET /v1/orgs answered ${first.status} (check tokens.admin or ${tokenVariable('admin')})`,
    );
  if (await hasTestClock(probe)) env.capabilities.add('clock');
  return probe;
}

/** Why a requirement is skipped before any check runs (the config file, a capability the target lacks), if it is. */
function upFrontSkip(
  requirement: Requirement,
  capabilities: ReadonlySet<Capability>,
  overrides: Overrides,
): string | undefined {
  const skip = skipReason(requirement, overrides);
  if (skip !== undefined) return skip;
  const missing = (requirement.needs ?? []).filter((need) => !capabilities.has(need));
  if (missing.length === 0) return undefined;
  return `the target has no ${missing.join(', ')} capability (GET /__test/clock did not answer 200)`;
}

/** The selected requirements skipped up front, each with its verdict, and those left for the checks. */
function skippedUpFront(
  selected: Requirement[],
  capabilities: ReadonlySet<Capability>,
  overrides: Overrides,
): { verdicts: Map<string, Verdict>; runnable: Set<string> } {
  const verdicts = new Map<string, Verdict>();
  const runnable = new Set<string>();
  for (const requirement of selected) {
    const reason = upFrontSkip(requirement, capabilities, overrides);
    if (reason === undefined) runnable.add(requirement.id);
    else verdicts.set(requirement.id, { id: requirement.id, status: 'skip', reason });
  }
  return { verdicts, runnable };
}

/** The checks that decide a runnable requirement or feed a passive one. */
function checksToRun({ catalogue, runnable, passiveIds }: RunState): Check[] {
  return catalogue.checks.filter(
    (c) => c.covers.some((id) => runnable.has(id)) || (c.feeds ?? []).some((id) => passiveIds.has(id)),
  );
}

/** Runs the checks in a pool, then applies the server errors and the controls; returns what threw, if anything. */
async function runChecks(state: RunState, checks: Check[]): Promise<unknown> {
  const { env, observers, selected, verdicts, concurrency } = state;
  try {
    await prepareAlone(state, checks);
    await runPool(checks, slotsOf(env, concurrency), checkDecider(state), () => halted(state));
    env.transport.timeline.enter('controls');
    applyServerErrors(observers.serverErrors, selected, verdicts);
    if (!halted(state)) await applyControls(env, observers.successes, selected, verdicts);
    return undefined;
  } catch (error) {
    return error;
  }
}

/** Makes the shared objects of the checks that run alone, all at once, before any of them starts (Check.prepare). */
async function prepareAlone(state: RunState, checks: Check[]): Promise<void> {
  const run = checkRun(state);
  await Promise.all(
    checks
      .filter((check) => check.exclusive === true && check.prepare !== undefined)
      .map((check) =>
        checkContext.run({ check }, async () => {
          await check.prepare?.(run).catch(() => undefined);
        }),
      ),
  );
}

/** What every check of the run is given. */
function checkRun({ env, runnable, options }: RunState): CheckRun {
  return {
    env,
    selected: runnable,
    seed: options.seed,
    ...(options.path !== undefined ? { path: options.path } : {}),
    ...(options.numRuns !== undefined ? { numRuns: options.numRuns } : {}),
  };
}

/** Decides a check for the pool: records its verdicts and reports the progress. */
function checkDecider(state: RunState): (check: Check) => Promise<void> {
  const { options, selected, runnable, passive, passiveIds, verdicts } = state;
  const run = checkRun(state);
  const byId = new Map(selected.map((r) => [r.id, r]));
  // Progress counts requirements, like the summary: those skipped up front and the passive ones decided last included.
  let done = selected.length - runnable.size;
  const total = selected.length;
  return async (check) => {
    if (halted(state)) return;
    const result = await checkVerdicts(state, check, run, byId);
    if (result === undefined) return;
    for (const verdict of result) if (runnable.has(verdict.id)) verdicts.set(verdict.id, verdict);
    done += result.filter((v) => runnable.has(v.id) && !passiveIds.has(v.id)).length;
    options.onCheckDone?.(check, result, Math.min(done, total - passive.length), total);
  };
}

/** A check's verdicts: SKIPPED once the time budget is spent, ERROR when it throws; undefined once interrupted. */
async function checkVerdicts(
  state: RunState,
  check: Check,
  run: CheckRun,
  byId: Map<string, Requirement>,
): Promise<Verdict[] | undefined> {
  let result: Verdict[];
  try {
    result = overBudget(state, check) ?? (await runCheck(state, check, run, byId));
  } catch (error) {
    if (interrupted(state.options)) return undefined;
    result = await errorVerdicts(state, check, error);
  }
  return interrupted(state.options) ? undefined : result;
}

/** One verdict per runnable requirement the check covers, all of one status and reason. */
function coveredVerdicts(check: Check, runnable: Set<string>, status: 'skip' | 'error', reason: string): Verdict[] {
  return check.covers.filter((id) => runnable.has(id)).map((id) => ({ id, status, reason, check: check.name }));
}

/** The check's requirements SKIPPED when the run's time budget was spent before it started; undefined otherwise. */
function overBudget({ options, started, runnable }: RunState, check: Check): Verdict[] | undefined {
  const whole = options.timeBudgetMs;
  if (whole === undefined) return undefined;
  // Checks that run alone may take half the budget, so that the others get their turn on a slow target.
  const alone = check.exclusive === true;
  const spent = Date.now() - started > (alone ? whole / 2 : whole);
  if (!spent) return undefined;
  const reason = `the run's time budget (${whole / 1000} s${alone ? ', half of it for checks that run alone' : ''}) was spent before ${check.name} started`;
  return coveredVerdicts(check, runnable, 'skip', reason);
}

/** Runs the check with the config file's number of examples and timeout for it, the check known to the observers. */
function runCheck(state: RunState, check: Check, run: CheckRun, byId: Map<string, Requirement>): Promise<Verdict[]> {
  const { numRuns, timeoutMs } = checkSettings(check, byId, state.runnable, state.overrides);
  const own = numRuns !== undefined ? { ...run, numRuns } : run;
  return state.env.transport.timeline.check(check, () =>
    checkContext.run({ check, ...(timeoutMs !== undefined ? { timeoutMs } : {}) }, () => check.run(own)),
  );
}

/** The verdicts of a check that threw; a target that no longer answers at all stops the run. */
async function errorVerdicts(state: RunState, check: Check, error: unknown): Promise<Verdict[]> {
  const { env } = state;
  // A dropped connection ends the run only when the target no longer answers at all: the report says so.
  const down = error instanceof TargetUnreachable && !(await answers(state.probe));
  if (down && env.stopped === undefined) {
    env.stopped = `the target stopped answering during ${check.name}: ${error.message}`;
    env.stoppedByCheck = true;
  }
  return coveredVerdicts(check, state.runnable, 'error', errorReason(check, error, down));
}

/** Why a check that threw decided nothing (`down`: the target no longer answers at all). */
function errorReason(check: Check, error: unknown, down: boolean): string {
  if (error instanceof TargetUnreachable)
    return down
      ? `the target stopped answering during this check: ${error.message}`
      : `the target gave no answer to a request of this check (it still answers others): ${error.message}`;
  return `the check ${check.name} crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

/**
 * Undoes what the run did, also when it failed or was interrupted (unless kept): removes the run's tenant, or undoes
 * the ledger with a fresh transport (the run's may be aborted). Returns what could not be undone.
 */
async function cleanUp(options: RunOptions, env: RunEnv, concurrency: number): Promise<Leftover[]> {
  if (options.keep === true) return [];
  const { tenant } = options;
  if (tenant !== undefined) {
    const left = await tenant.remove();
    return left === undefined
      ? []
      : [{ path: `${TENANTS_PATH}/${tenant.id}`, operation: "the run's tenant", reason: left }];
  }
  const { signal: _aborted, ...rest } = env;
  const cleaner = new Session({
    ...rest,
    transport: transportOf(options, { ...options.transport, maxInFlight: 2 * concurrency }, env.transport.timeline),
    observe: () => undefined,
  });
  return env.ledger.cleanup((method, path, body) => cleaner.request(method, path, body === undefined ? {} : { body }));
}

/** The tenants of checks apart that could not be removed. */
async function apartLeftovers({ apart }: RunState): Promise<Leftover[]> {
  const left = (await apart?.left()) ?? [];
  return left.map(({ id, reason }) => ({ path: `${TENANTS_PATH}/${id}`, operation: "a check's tenant", reason }));
}

/** Decides the passive requirements from every exchange the run saw, reported as one last check. */
function decidePassive(state: RunState): void {
  const { passive, observers, reach, verdicts, options, selected } = state;
  if (halted(state) || passive.length === 0) return;
  const decided = passive.map((requirement) => observers.passiveVerdict(requirement, reach.maxResponseTimeMs));
  for (const verdict of decided) verdicts.set(verdict.id, verdict);
  const observed: Check = {
    name: 'every response seen in the run (status, schema, response time)',
    covers: passive.map((r) => r.id),
    run: () => Promise.resolve(decided),
  };
  options.onCheckDone?.(observed, decided, selected.length, selected.length);
}

/** Why a selected requirement has no verdict at the end of the run. */
function notDecidedReason({ options, env }: RunState): string {
  if (interrupted(options)) return 'the run was interrupted before a check decided it';
  if (env.stopped !== undefined) return `the run stopped before a check decided it (${env.stopped})`;
  return 'no check decided it in this run';
}

/** The run's result: every selected requirement in catalogue order with its verdict, and what the run did. */
function assembleResult(state: RunState, leftovers: Leftover[]): RunResult {
  const { catalogue, options, started, env, observers, selected, verdicts } = state;
  const notDecided = notDecidedReason(state);
  const { tenant } = options;
  return {
    tool: { name: 'docs-api-conformance', version: toolVersion },
    specVersion: catalogue.spec.document.info.version,
    runId,
    target: options.fixtures.baseUrl,
    seed: options.seed,
    capabilities: [...env.capabilities],
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    interrupted: interrupted(options),
    ...(env.stopped !== undefined ? { stopped: env.stopped } : {}),
    cleanedUp: options.keep !== true,
    created: env.ledger.created.length + (state.apart?.created() ?? 0),
    ...(tenant !== undefined ? { tenant: tenant.id } : {}),
    ...(state.apart !== undefined ? { tenantsApart: state.apart.tenants() } : {}),
    leftovers,
    throttled: env.transport.throttled,
    timing: env.transport.timing(),
    results: selected.map((requirement) => ({
      requirement,
      verdict: verdicts.get(requirement.id) ?? { id: requirement.id, status: 'skip', reason: notDecided },
    })),
    coverage: observers.coverage.result(),
    ...(options.recordExercised === true ? { exercisedBy: observers.coverage.exercisedBy() } : {}),
  };
}
