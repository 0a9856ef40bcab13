/**
 * A `mutate` run: first the baseline — the whole catalogue once, in an unmutated tenant, recording which checks call
 * which operations — then each mutant in a tenant of its own made with it, running only the requirements that judge
 * it (about an operation it touches, or calling one in the baseline: judges.ts) and passed in the baseline, in two
 * rounds (the few about its own operation first). A mutant is killed when one of them now fails or errors. Every
 * tenant is removed afterwards, also after an error or an interruption (the signal).
 */
import type { Catalogue } from '../catalogue.js';
import { Interrupted } from '../engine/errors.js';
import { FixturesError, type Fixtures } from '../engine/fixtures.js';
import { runSuite, type RunOptions, type RunResult } from '../engine/runner.js';
import { createRunTenant } from '../engine/tenant.js';
import { TargetUnreachable } from '../engine/transport.js';
import { clip } from '../reporters/clip.js';
import { toolVersion } from '../version.js';
import { judgingRounds, profileOfMutant } from './judges.js';
import type { Mutant } from './mutants.js';
import type { MutantOutcome, MutationBaseline, MutationResult } from './result.js';
import type { SelectedMutants } from './select.js';

export interface MutationOptions {
  /** Base URL of a reference server started with --test-api. */
  target: string;
  /** Extra headers of every request (`--header`). */
  headers?: Record<string, string>;
  testApiToken?: string;
  /** Pages the target can fetch, for the import and OpenAPI checks (each tenant's fixtures get them). */
  fetchable?: Pick<Fixtures, 'publicPageUrl' | 'openapiDocumentUrl'>;
  /** The seed of every run of the suite, the baseline's included (and of the sample's draw). */
  seed: number;
  /** `--sample <n>`, reported as asked. */
  sample?: number;
  /** Mutants measured at once (default 2). */
  concurrency?: number;
  /** Checks at once within each run of the suite (runSuite's default when absent). */
  checkConcurrency?: number;
  numRuns?: number;
  timeoutMs?: number;
  /** Aborting it stops the run: mutants not measured yet are reported as not run, every tenant still removed. */
  signal?: AbortSignal;
  onBaseline?(baseline: MutationBaseline): void;
  onMutantDone?(outcome: MutantOutcome, done: number, total: number): void;
}

/** The longest reason kept for a requirement that is unstable on the reference. */
const REASON_MAX = 300;

const failedOrErrored = (result: RunResult): string[] =>
  result.results
    .filter(({ verdict }) => verdict.status === 'fail' || verdict.status === 'error')
    .map(({ requirement }) => requirement.id);

/** A tenant of the run (made with `mutants`, or none), whose removal is memoized and whose leftover is recorded. */
interface OpenTenant {
  fixtures: Fixtures;
  tenant: NonNullable<RunOptions['tenant']>;
  close(): Promise<void>;
}

async function openTenant(options: MutationOptions, leftovers: string[], mutants?: string[]): Promise<OpenTenant> {
  const made = await createRunTenant(
    options.target,
    options.headers,
    options.testApiToken,
    mutants !== undefined ? { mutants } : {},
  );
  const id = made.fixtures.tenantId ?? '';
  let removal: Promise<string | undefined> | undefined;
  const remove = () => (removal ??= made.remove());
  return {
    fixtures: { ...made.fixtures, ...options.fetchable },
    tenant: { id, remove, more: mutants !== undefined ? { mutants } : {} },
    async close() {
      const left = await remove();
      if (left !== undefined && !leftovers.includes(left)) leftovers.push(left);
    },
  };
}

/** The suite on some requirements in an open tenant (which the run removes at its end). */
function runIn(
  catalogue: Catalogue,
  open: OpenTenant,
  requirements: string[],
  options: MutationOptions,
  recordExercised = false,
) {
  return runSuite(catalogue, {
    recordExercised,
    fixtures: open.fixtures,
    tenant: open.tenant,
    selection: { only: requirements },
    seed: options.seed,
    // Every tenant of a mutate run is its own and removed after it: the writes the suite makes only on objects it
    // may destroy (a member removed, an invite deleted, a user set as SSO member) judge their operations too.
    allowDestructive: true,
    // A verdict is all a mutant needs: shrinking a failure would only spend time.
    shrinkBudgetMs: 0,
    ...(options.checkConcurrency !== undefined ? { concurrency: options.checkConcurrency } : {}),
    ...(options.numRuns !== undefined ? { numRuns: options.numRuns } : {}),
    transport: {
      headers: options.headers ?? {},
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    },
    ...(options.signal !== undefined ? { signal: options.signal } : {}),
  });
}

/** Runs `work` on each item, at most `limit` at once; after a failure no further item starts. */
async function eachAtMost<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** The baseline: the requirements `ids` once in an unmutated tenant; which passed, which are unstable. */
async function runBaseline(
  catalogue: Catalogue,
  ids: string[],
  options: MutationOptions,
  leftovers: string[],
): Promise<{
  baseline: MutationBaseline;
  passed: Set<string>;
  exercised: Record<string, string[]>;
  interrupted: boolean;
}> {
  const started = Date.now();
  if (ids.length === 0)
    return {
      baseline: { requirements: 0, passed: 0, skipped: 0, unstable: [], durationMs: 0 },
      passed: new Set(),
      exercised: {},
      interrupted: false,
    };
  const open = await openTenant(options, leftovers);
  let result: RunResult;
  try {
    result = await runIn(catalogue, open, ids, options, true);
  } catch (error) {
    // Interrupted before its first request: nothing was decided.
    if (!(error instanceof Interrupted)) throw error;
    return {
      baseline: {
        tenant: open.tenant.id,
        requirements: ids.length,
        passed: 0,
        skipped: 0,
        unstable: [],
        durationMs: 0,
      },
      passed: new Set(),
      exercised: {},
      interrupted: true,
    };
  } finally {
    await open.close();
  }
  const passed = new Set(result.results.filter((r) => r.verdict.status === 'pass').map((r) => r.requirement.id));
  const unstable = result.results
    .filter(({ verdict }) => verdict.status === 'fail' || verdict.status === 'error')
    .map(({ verdict }) => ({
      id: verdict.id,
      status: verdict.status,
      reason: clip(verdict.failure?.message ?? verdict.reason ?? '', REASON_MAX),
    }));
  return {
    baseline: {
      tenant: open.tenant.id,
      requirements: result.results.length,
      passed: passed.size,
      skipped: result.results.filter((r) => r.verdict.status === 'skip').length,
      unstable,
      durationMs: Date.now() - started,
    },
    passed,
    exercised: result.exercisedBy ?? {},
    interrupted: result.interrupted,
  };
}

/** What one round of a mutant's requirements decided, in a tenant of its own made with it. */
type Round = { killedBy: string[] } | { status: 'not-run' | 'error' | 'killed'; reason: string };

async function round(
  catalogue: Catalogue,
  mutant: Mutant,
  requirements: string[],
  options: MutationOptions,
  leftovers: string[],
): Promise<Round> {
  let open: OpenTenant;
  try {
    open = await openTenant(options, leftovers, [mutant.id]);
  } catch (error) {
    if (!(error instanceof FixturesError || error instanceof TargetUnreachable)) throw error;
    return { status: 'error', reason: `its tenant could not be made: ${error.message}` };
  }
  try {
    const result = await runIn(catalogue, open, requirements, options);
    if (result.interrupted) return { status: 'not-run', reason: 'the run was interrupted during it' };
    // A target that went down decides nothing about the mutant (and every later one will say so too).
    if (result.stopped !== undefined) return { status: 'error', reason: result.stopped };
    return { killedBy: failedOrErrored(result) };
  } catch (error) {
    if (error instanceof Interrupted) return { status: 'not-run', reason: 'the run was interrupted during it' };
    // The suite refuses to start when the admin's first request is refused: a run would stop there, so it is seen.
    if (error instanceof FixturesError)
      return { status: 'killed', reason: `the run refused to start: ${error.message}` };
    if (error instanceof TargetUnreachable) return { status: 'error', reason: error.message };
    throw error;
  } finally {
    await open.close();
  }
}

/**
 * One mutant: its judging requirements that passed in the baseline, in two rounds (judges.ts › judgingRounds), each
 * in a tenant of its own; the second runs only when the first killed nothing. Killed, survived, or why it could not
 * be measured.
 */
async function measure(
  catalogue: Catalogue,
  mutant: Mutant,
  passedInBaseline: Set<string>,
  exercised: Record<string, string[]>,
  options: MutationOptions,
  leftovers: string[],
): Promise<MutantOutcome> {
  const started = Date.now();
  const rounds = judgingRounds(catalogue, mutant, exercised).map((requirements) =>
    requirements.map((r) => r.id).filter((id) => passedInBaseline.has(id)),
  );
  const profile = profileOfMutant(catalogue, mutant);
  const took = () => Date.now() - started;
  if (options.signal?.aborted === true)
    return {
      mutant,
      profile,
      requirements: rounds.flat(),
      killedBy: [],
      status: 'not-run',
      reason: 'the run was interrupted before it',
      durationMs: 0,
    };
  if (rounds.flat().length === 0)
    return {
      mutant,
      profile,
      requirements: [],
      killedBy: [],
      status: 'survived',
      reason: 'no requirement that passed on the unmutated reference uses an operation it touches',
      durationMs: 0,
    };
  const ran: string[] = [];
  for (const requirements of rounds) {
    if (requirements.length === 0) continue;
    ran.push(...requirements);
    const decided = await round(catalogue, mutant, requirements, options, leftovers);
    const base = { mutant, profile, requirements: [...ran], durationMs: took() };
    if ('status' in decided) return { ...base, killedBy: [], status: decided.status, reason: decided.reason };
    if (decided.killedBy.length > 0) return { ...base, killedBy: decided.killedBy, status: 'killed' };
  }
  return { mutant, profile, requirements: ran, killedBy: [], status: 'survived', durationMs: took() };
}

/** The baseline, then every selected mutant; equivalent ones are only listed. Outcomes are sorted by mutant id. */
export async function runMutation(
  catalogue: Catalogue,
  selected: SelectedMutants,
  options: MutationOptions,
): Promise<MutationResult> {
  const started = Date.now();
  const leftovers: string[] = [];
  // The whole catalogue once: which checks call which operations is known only from a run.
  const ids = selected.run.length === 0 ? [] : catalogue.requirements.map((r) => r.id);
  const { baseline, passed, exercised, interrupted } = await runBaseline(catalogue, ids, options, leftovers);
  options.onBaseline?.(baseline);
  let done = 0;
  const measured = await eachAtMost(selected.run, options.concurrency ?? 2, async (mutant) => {
    const outcome: MutantOutcome = interrupted
      ? {
          mutant,
          profile: profileOfMutant(catalogue, mutant),
          requirements: [],
          killedBy: [],
          status: 'not-run',
          reason: 'the run was interrupted during the baseline',
          durationMs: 0,
        }
      : await measure(catalogue, mutant, passed, exercised, options, leftovers);
    done += 1;
    options.onMutantDone?.(outcome, done, selected.run.length);
    return outcome;
  });
  const equivalent = selected.equivalent.map((mutant): MutantOutcome => ({
    mutant,
    status: 'equivalent',
    profile: profileOfMutant(catalogue, mutant),
    requirements: [],
    killedBy: [],
    reason: mutant.equivalent ?? '',
    durationMs: 0,
  }));
  return {
    tool: { name: 'docs-api-conformance', version: toolVersion },
    specVersion: catalogue.spec.document.info.version,
    target: options.target.replace(/\/+$/, ''),
    seed: options.seed,
    ...(options.sample !== undefined ? { sample: options.sample } : {}),
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    interrupted: options.signal?.aborted === true,
    baseline,
    mutants: [...measured, ...equivalent].sort((a, b) => (a.mutant.id < b.mutant.id ? -1 : 1)),
    leftovers,
  };
}
