/**
 * Runs a check's examples with fast-check (`fc.check`) and turns the outcome into verdicts. One property
 * can decide several requirements: the first failing requirements are shrunk and recorded, then the
 * property runs again for the rest, so each requirement gets its own smallest counterexample.
 */
import fc from 'fast-check';
import type { CheckRun } from './check.js';
import { Interrupted, NotApplicable, SetupFailed, Violation } from './errors.js';
import { Session } from './session.js';
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
  /** Runs one example against the target and records what does not hold. */
  examine(value: T, session: Session, findings: Findings): Promise<void>;
}

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

/** Decides `covers` (those selected) by running the example as a property; returns one verdict per requirement. */
export async function runProperty<T>(
  run: CheckRun,
  checkName: string,
  covers: string[],
  example: Example<T>,
): Promise<Verdict[]> {
  const started = Date.now();
  let remaining = covers.filter((id) => run.selected.has(id));
  const verdicts: Verdict[] = [];
  let stop: { status: 'skip' | 'error'; reason: string; exchanges: Exchange[] } | undefined;
  const shrink = run.env.shrink;
  const aborted = () => run.env.signal?.aborted === true;
  const inflight = new Set<Promise<void>>();

  while (remaining.length > 0 && stop === undefined && !aborted()) {
    const watched = new Set(remaining);
    let last: { findings: [string, string][]; exchanges: Exchange[] } | undefined;
    /** When the first failure was seen; after it every example is a shrink step. */
    let failedAt: number | undefined;
    /** Shrinking stops: budget spent, or the failure's kind was already shown by another requirement. */
    let settled = false;
    const property = fc.asyncProperty(example.arbitrary, async (value) => {
      if (stop !== undefined || aborted()) return true;
      if (failedAt !== undefined) {
        const spent = Date.now() - failedAt;
        if (settled || spent > SHRINK_BUDGET_MS || (shrink !== undefined && spent > shrink.remainingMs)) {
          settled = true;
          return true;
        }
      }
      const session = new Session(run.env);
      const findings = new Findings(watched);
      // fast-check's time limit abandons a running example without stopping it: it is awaited below, so that
      // nothing it sends happens after the run's cleanup.
      const running = example.examine(value, session, findings);
      inflight.add(running);
      try {
        await running;
      } catch (error) {
        if (error instanceof Violation) findings.fail(error.requirementId, error.message);
        else if (error instanceof Interrupted) return true;
        else if (error instanceof NotApplicable)
          stop = { status: 'skip', reason: error.message, exchanges: session.exchanges };
        else if (error instanceof SetupFailed)
          stop = { status: 'error', reason: error.message, exchanges: session.exchanges };
        else throw error;
      }
      if (findings.entries.length === 0) return true;
      last = { findings: findings.entries, exchanges: session.exchanges };
      if (failedAt === undefined) {
        failedAt = Date.now();
        // Every kind of this failure already has a shrunk example elsewhere in the run: keep this one as found.
        if (
          shrink !== undefined &&
          findings.entries.every(([id, message]) => shrink.groups.has(failureKind(id, message)))
        )
          settled = true;
      }
      return false;
    });
    const check = (path: string | undefined, endOnFailure: boolean) =>
      fc.check(property, {
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
    // is already shown (a large drawn value has thousands of candidates, each skipped but still drawn). A failure
    // of a new kind is then replayed from its path and shrunk; if the replay passes, it is kept as found.
    let details = await check(run.path, true);
    await Promise.allSettled([...inflight]);
    if (details.failed && last !== undefined && !settled && (shrink === undefined || shrink.remainingMs > 0)) {
      const shrunk = await check(details.counterexamplePath ?? undefined, false);
      if (shrunk.failed) details = shrunk;
      else settled = true; // the replay passed: reported as found, not as shrunk
    }
    await Promise.allSettled([...inflight]);
    inflight.clear();
    if (failedAt !== undefined && shrink !== undefined)
      shrink.remainingMs = Math.max(0, shrink.remainingMs - (Date.now() - failedAt));
    if (!details.failed) break;
    if (details.errorInstance !== undefined && last === undefined) throw details.errorInstance;
    if (last === undefined) break;
    const counterexample = details.counterexample === null ? undefined : fc.stringify(details.counterexample[0]);
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
    const failed = new Set(last.findings.map(([id]) => id));
    remaining = remaining.filter((id) => !failed.has(id));
  }
  const decided = new Set(verdicts.map((v) => v.id));
  for (const id of covers.filter((c) => run.selected.has(c) && !decided.has(c))) {
    if (stop === undefined) verdicts.push({ id, status: 'pass', check: checkName });
    else
      verdicts.push({
        id,
        status: stop.status,
        reason: stop.reason,
        check: checkName,
        ...(stop.status === 'error' ? { failure: { message: stop.reason, exchanges: stop.exchanges } } : {}),
      });
  }
  const durationMs = Date.now() - started;
  return verdicts.map((v) => ({ ...v, durationMs }));
}
