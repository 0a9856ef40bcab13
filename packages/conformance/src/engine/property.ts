/**
 * Runs a check's examples with fast-check (`fc.check`) and turns the outcome into verdicts. One property
 * can decide several requirements: the first failing requirements are shrunk and recorded, then the
 * property runs again for the rest, so each requirement gets its own smallest counterexample.
 */
import fc from 'fast-check';
import type { CheckRun } from './check.js';
import { Interrupted, NotApplicable, SetupFailed, Violation } from './errors.js';
import { Session } from './session.js';
import type { ShrinkState } from './shrink.js';
import type { Exchange, Verdict } from './types.js';

/** Broken requirements of one example. */
export class Findings {
  private readonly broken = new Map<string, string>();
  private stops = false;

  constructor(private readonly watched: ReadonlySet<string>) {}

  /** Records that requirement `id` does not hold (only the first message per requirement is kept). */
  fail(id: string, message: string): void {
    if (this.watched.has(id) && !this.broken.has(id)) this.broken.set(id, message);
  }

  /**
   * Records a failure of `id` unless `ok`, and answers `ok`. In a model run (`stopAtFailure`) a failure of a
   * watched requirement ends the example instead: the model and the target no longer agree.
   */
  require(id: string, ok: boolean, message: () => string): boolean {
    if (ok) return true;
    if (this.stops && this.watching(id)) throw new Violation(id, message());
    this.fail(id, message());
    return false;
  }

  /** From now on a failure of a watched requirement ends the example (see modelCheck). */
  stopAtFailure(): void {
    this.stops = true;
  }

  /** Whether the example still matters for `id` (it is watched and not broken yet). */
  watching(id: string): boolean {
    return this.watched.has(id);
  }

  get entries(): [string, string][] {
    return [...this.broken.entries()];
  }
}

export interface Example<T> {
  arbitrary: fc.Arbitrary<T>;
  /** Default number of examples (overridden by `--num-runs`). */
  numRuns: number;
  /**
   * Examples run on every seed before the drawn ones (boundaries and combinations that matter): the verdict of a
   * fixed server then does not depend on the seed. A counterexample's path (`--path`) counts them first.
   */
  always?: T[];
  /**
   * Each example makes its own objects and judges nothing another example changes: the examples are sent at once
   * (a distant target is then not waited on example after example). Should one of them fail, they run again one
   * after the other, as fast-check draws them, so that the failure is found, shrunk and replayed as without this.
   */
  independent?: boolean;
  /**
   * Each example works in a tenant of its own where the run makes them (RunEnv.tenants): what it changes for the
   * whole tenant (its clock) no other example sees, so the examples are then independent.
   */
  tenantEach?: boolean;
  /** Runs one example against the target and records what does not hold. */
  examine(value: T, session: Session, findings: Findings): Promise<void>;
}

/** At most this many examples of one independent property in flight (the transport caps the requests). */
const EXAMPLES_AT_ONCE = 16;

const TIME_LIMIT_MS = 45_000;
/** Shrinking one property's failure may take this long; then the smallest counterexample found so far is kept. */
export const SHRINK_BUDGET_MS = 8_000;
/** Shrinking in the whole run may take this long; then failures are reported as first found. */
export const RUN_SHRINK_BUDGET_MS = 60_000;

/** A text with its values blanked out: quoted strings, paths, and tokens with a digit (ids, lengths, times). */
const blanked = (text: string): string =>
  text
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/`[^`]*`/g, '`…`')
    .replace(/\/v1\/\S*/g, '/…')
    .replace(/[A-Za-z0-9_-]*\d[A-Za-z0-9_-]*/g, (token) => (/^[1-5]\d\d$/.test(token) ? token : '#'));

/**
 * The kind of a failure, to group the same systematic fault seen by many requirements. A failure that shows an
 * error answer (`… answered 400 <html>…`) is of that answer's kind, whichever requirement and operation saw it: a
 * server that answers every error with an HTML page is one fault, shown once. Any other failure is of its
 * requirement family (`LIM`, `AUTH-REQUIRED`, with a trailing status like `.400`) and its message, values blanked.
 */
export function failureKind(id: string, message: string): string {
  const error = /\banswered ([45]\d\d)\b(.*)$/s.exec(message);
  if (error !== null) return `an error answered ${error[1]}:${blanked(error[2] ?? '').slice(0, 160)}`;
  const family = /^([A-Z]+(?:-[A-Z]+)*)/.exec(id)?.[1] ?? id;
  const status = /\.(\d{3})$/.exec(id)?.[1];
  return `${family}${status !== undefined ? `.${status}` : ''}: ${blanked(message).slice(0, 160)}`;
}

/** What stops a property before it decides its requirements: an example does not apply, or its setup failed. */
interface Stop {
  status: 'skip' | 'error';
  reason: string;
  exchanges: Exchange[];
}

/** A failure an example showed: the broken requirements with their messages, and the exchanges that showed it. */
interface Shown {
  findings: [string, string][];
  exchanges: Exchange[];
}

/** One property being run: what its rounds share. */
interface PropertyRun<T> {
  run: CheckRun;
  example: Example<T>;
  /** Set when an example does not apply or its setup failed: the property decides nothing more. */
  stop?: Stop;
  /** The examples started and not yet awaited. */
  inflight: Set<Promise<void>>;
}

/** One round of a property: the requirements it watches, and what it saw fail. */
interface Round {
  watched: Set<string>;
  last?: Shown;
  /** When the first failure was seen; after it every example is a shrink step. */
  failedAt?: number;
  /** Shrinking stops: budget spent, or the failure's kind was already shown by another requirement. */
  settled: boolean;
}

const aborted = (run: CheckRun): boolean => run.env.signal?.aborted === true;

/** Decides `covers` (those selected) by running the example as a property; returns one verdict per requirement. */
export async function runProperty<T>(
  run: CheckRun,
  checkName: string,
  covers: string[],
  example: Example<T>,
): Promise<Verdict[]> {
  const started = Date.now();
  const property: PropertyRun<T> = { run, example, inflight: new Set() };
  let remaining = covers.filter((id) => run.selected.has(id));
  const verdicts: Verdict[] = [];
  if (remaining.length > 0 && independent(example, run) && run.path === undefined) {
    if (await heldAtOnce(property, remaining)) remaining = [];
  }
  while (remaining.length > 0 && property.stop === undefined && !aborted(run)) {
    const round: Round = { watched: new Set(remaining), settled: false };
    const details = await runRound(property, round);
    if (!details.failed) break;
    // fast-check gives null, not an error, for a failure no exception caused (nothing thrown to pass on).
    if (details.errorInstance !== undefined && details.errorInstance !== null && round.last === undefined)
      throw details.errorInstance;
    if (round.last === undefined) break;
    verdicts.push(...failVerdicts(checkName, round.last, details, round.settled, run.env.shrink));
    const failed = new Set(round.last.findings.map(([id]) => id));
    remaining = remaining.filter((id) => !failed.has(id));
  }
  verdicts.push(...undecidedVerdicts(run, checkName, covers, verdicts, property.stop));
  const durationMs = Date.now() - started;
  return verdicts.map((v) => ({ ...v, durationMs }));
}

/** Whether the examples may run at once: each makes its own objects, or works in a tenant of its own. */
const independent = (example: Example<unknown>, run: CheckRun): boolean =>
  example.independent === true || (example.tenantEach === true && run.env.tenants !== undefined);

/** The session of one example: in a tenant of its own (Example.tenantEach) where the run makes them. */
async function exampleSession<T>(property: PropertyRun<T>): Promise<{ session: Session; close(): void }> {
  const { run, example } = property;
  const tenants = example.tenantEach === true ? run.env.tenants : undefined;
  if (tenants === undefined) return { session: new Session(run.env), close: () => undefined };
  const { env, close } = await tenants.make();
  return { session: new Session(env), close };
}

/** What one example of an independent property showed. */
type AtOnce = 'held' | 'failed' | 'interrupted' | { stop: Stop } | { crashed: unknown };

/** Runs one example of an independent property on a session of its own. */
async function exampleAtOnce<T>(property: PropertyRun<T>, watched: Set<string>, value: T): Promise<AtOnce> {
  let own: { session: Session; close(): void };
  try {
    own = await exampleSession(property);
  } catch (error) {
    return { crashed: error };
  }
  const { session } = own;
  const findings = new Findings(watched);
  try {
    await property.example.examine(value, session, findings);
  } catch (error) {
    if (error instanceof Violation) return 'failed';
    if (error instanceof Interrupted) return 'interrupted';
    if (error instanceof NotApplicable)
      return { stop: { status: 'skip', reason: error.message, exchanges: session.exchanges } };
    if (error instanceof SetupFailed)
      return { stop: { status: 'error', reason: error.message, exchanges: session.exchanges } };
    return { crashed: error };
  } finally {
    own.close();
  }
  return findings.entries.length === 0 ? 'held' : 'failed';
}

/**
 * Sends every example of an independent property at once, the same examples fast-check draws for the seed. True when
 * that decides the property: every example held, or the first not to hold stopped it (not applicable, its setup
 * failed) with every example before it held, which is where the examples one after the other would have stopped.
 * False when one failed or crashed: they are then run one after the other.
 */
async function heldAtOnce<T>(property: PropertyRun<T>, watched: string[]): Promise<boolean> {
  const { run, example } = property;
  const values = [
    ...(example.always ?? []),
    ...fc.sample(example.arbitrary, { seed: run.seed, numRuns: run.numRuns ?? example.numRuns }),
  ];
  const outcomes: AtOnce[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < values.length && !aborted(run); index = next++)
      outcomes[index] = await exampleAtOnce(property, new Set(watched), values[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(EXAMPLES_AT_ONCE, values.length) }, worker));
  for (const outcome of outcomes) {
    if (outcome === 'held') continue;
    if (outcome === 'interrupted') return true;
    if (typeof outcome === 'object' && 'stop' in outcome) {
      property.stop = outcome.stop;
      return true;
    }
    return false;
  }
  return true;
}

/**
 * One round: the property checked until its first failure, which is kept as found when its kind is already shown;
 * a failure of a new kind is then replayed from its path and shrunk (if the replay passes, it is kept as found).
 */
async function runRound<T>(property: PropertyRun<T>, round: Round): Promise<fc.RunDetails<[T]>> {
  const { run, example, inflight } = property;
  const shrink = run.env.shrink;
  const predicate = fc.asyncProperty(example.arbitrary, (value) => holds(property, round, value));
  const check = (path: string | undefined, endOnFailure: boolean) =>
    fc.check(predicate, {
      // fast-check counts the examples among the runs: the drawn ones come on top of them.
      numRuns: (run.numRuns ?? example.numRuns) + (example.always?.length ?? 0),
      seed: run.seed,
      ...(path !== undefined ? { path } : {}),
      ...(example.always !== undefined ? { examples: example.always.map((v): [T] => [v]) } : {}),
      interruptAfterTimeLimit: TIME_LIMIT_MS,
      markInterruptAsFailure: false,
      endOnFailure,
    });
  // Found without shrinking first: fast-check would otherwise walk the whole shrink tree of a failure whose kind
  // is already shown (a large drawn value has thousands of candidates, each skipped but still drawn).
  let details = await check(run.path, true);
  await Promise.allSettled([...inflight]);
  if (
    details.failed &&
    round.last !== undefined &&
    !round.settled &&
    (shrink === undefined || shrink.remainingMs > 0)
  ) {
    const shrunk = await check(details.counterexamplePath ?? undefined, false);
    if (shrunk.failed) details = shrunk;
    else round.settled = true; // the replay passed: reported as found, not as shrunk
  }
  await Promise.allSettled([...inflight]);
  inflight.clear();
  if (round.failedAt !== undefined && shrink !== undefined)
    shrink.remainingMs = Math.max(0, shrink.remainingMs - (Date.now() - round.failedAt));
  return details;
}

/** Runs one example; whether it holds (an example that no longer matters, or was interrupted, holds). */
async function holds<T>(property: PropertyRun<T>, round: Round, value: T): Promise<boolean> {
  const { run } = property;
  if (property.stop !== undefined || aborted(run)) return true;
  if (shrinkingOver(round, run.env.shrink)) return true;
  const { session, close } = await exampleSession(property);
  const findings = new Findings(round.watched);
  try {
    if (!(await ranToEnd(property, value, session, findings))) return true;
  } finally {
    close();
  }
  if (findings.entries.length === 0) return true;
  noteFailure(round, { findings: findings.entries, exchanges: session.exchanges }, run.env.shrink);
  return false;
}

/** Whether the round's shrinking is over: settled already, or its time spent (the property's or the run's). */
function shrinkingOver(round: Round, shrink: ShrinkState | undefined): boolean {
  if (round.failedAt === undefined) return false;
  const spent = Date.now() - round.failedAt;
  if (round.settled || spent > SHRINK_BUDGET_MS || (shrink !== undefined && spent > shrink.remainingMs))
    round.settled = true;
  return round.settled;
}

/**
 * Runs the example: a Violation it throws becomes a finding, NotApplicable and SetupFailed stop the property.
 * False when it was interrupted.
 */
async function ranToEnd<T>(property: PropertyRun<T>, value: T, session: Session, findings: Findings): Promise<boolean> {
  // fast-check's time limit abandons a running example without stopping it: it is awaited (runRound), so that
  // nothing it sends happens after the run's cleanup.
  const running = property.example.examine(value, session, findings);
  property.inflight.add(running);
  try {
    await running;
  } catch (error) {
    if (error instanceof Violation) findings.fail(error.requirementId, error.message);
    else if (error instanceof Interrupted) return false;
    else if (error instanceof NotApplicable)
      property.stop = { status: 'skip', reason: error.message, exchanges: session.exchanges };
    else if (error instanceof SetupFailed)
      property.stop = { status: 'error', reason: error.message, exchanges: session.exchanges };
    else throw error;
  }
  return true;
}

/** Keeps the failure an example showed; the round's first failure settles it when every kind of it is shown. */
function noteFailure(round: Round, shown: Shown, shrink: ShrinkState | undefined): void {
  round.last = shown;
  if (round.failedAt !== undefined) return;
  round.failedAt = Date.now();
  // Every kind of this failure already has a shrunk example elsewhere in the run: keep this one as found.
  if (shrink !== undefined && shown.findings.every(([id, message]) => shrink.groups.has(failureKind(id, message))))
    round.settled = true;
}

/** The verdicts of a round's failure, grouped by kind: the first requirement to fail of a kind shows it. */
function failVerdicts<T>(
  checkName: string,
  last: Shown,
  details: fc.RunDetails<[T]>,
  settled: boolean,
  shrink: ShrinkState | undefined,
): Verdict[] {
  const counterexample = details.counterexample === null ? undefined : fc.stringify(details.counterexample[0]);
  const verdicts: Verdict[] = [];
  for (const [id, message] of last.findings) {
    const kind = failureKind(id, message);
    const shownBy = shrink?.groups.get(kind);
    if (shrink !== undefined && shownBy === undefined) shrink.groups.set(kind, id);
    verdicts.push({
      id,
      status: 'fail',
      check: checkName,
      group: { kind, ...(shownBy !== undefined && shownBy !== id ? { shownBy } : {}), shrunk: !settled },
      failure: {
        message,
        exchanges: last.exchanges,
        seed: details.seed,
        path: details.counterexamplePath ?? undefined,
        ...(counterexample !== undefined ? { counterexample } : {}),
      },
    });
  }
  return verdicts;
}

/** The selected requirements of `covers` no failure decided: PASS, or SKIP / ERROR when the property stopped. */
function undecidedVerdicts(
  run: CheckRun,
  checkName: string,
  covers: string[],
  decidedVerdicts: Verdict[],
  stop: Stop | undefined,
): Verdict[] {
  const decided = new Set(decidedVerdicts.map((v) => v.id));
  return covers
    .filter((c) => run.selected.has(c) && !decided.has(c))
    .map((id): Verdict =>
      stop === undefined
        ? { id, status: 'pass', check: checkName }
        : {
            id,
            status: stop.status,
            reason: stop.reason,
            check: checkName,
            ...(stop.status === 'error' ? { failure: { message: stop.reason, exchanges: stop.exchanges } } : {}),
          },
    );
}
