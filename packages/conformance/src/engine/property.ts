/**
 * Runs a check's examples with fast-check (`fc.check`) and turns the outcome into verdicts. One property
 * can decide several requirements: the first failing requirements are shrunk and recorded, then the
 * property runs again for the rest, so each requirement gets its own smallest counterexample.
 */
import fc from 'fast-check';
import type { CheckRun } from './check.js';
import { NotApplicable, SetupFailed, Violation } from './errors.js';
import { Session } from './session.js';
import type { Exchange, Verdict } from './types.js';

/** Broken requirements of one example. */
export class Findings {
  private readonly broken = new Map<string, string>();

  constructor(private readonly watched: ReadonlySet<string>) {}

  /** Records that requirement `id` does not hold (only the first message per requirement is kept). */
  fail(id: string, message: string): void {
    if (this.watched.has(id) && !this.broken.has(id)) this.broken.set(id, message);
  }

  /** Records a failure of `id` unless `ok`. */
  expect(id: string, ok: boolean, message: () => string): boolean {
    if (!ok) this.fail(id, message());
    return ok;
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
  /** Runs one example against the target and records what does not hold. */
  examine(value: T, session: Session, findings: Findings): Promise<void>;
}

const TIME_LIMIT_MS = 45_000;

/** Decides `covers` (those selected) by running the example as a property; returns one verdict per requirement. */
export async function runProperty<T>(run: CheckRun, checkName: string, covers: string[], example: Example<T>): Promise<Verdict[]> {
  const started = Date.now();
  let remaining = covers.filter((id) => run.selected.has(id));
  const verdicts: Verdict[] = [];
  let stop: { status: 'skip' | 'error'; reason: string; exchanges: Exchange[] } | undefined;

  while (remaining.length > 0 && stop === undefined) {
    const watched = new Set(remaining);
    let last: { findings: [string, string][]; exchanges: Exchange[] } | undefined;
    const property = fc.asyncProperty(example.arbitrary, async (value) => {
      if (stop !== undefined) return true;
      const session = new Session(run.env);
      const findings = new Findings(watched);
      try {
        await example.examine(value, session, findings);
      } catch (error) {
        if (error instanceof Violation) findings.fail(error.requirementId, error.message);
        else if (error instanceof NotApplicable) stop = { status: 'skip', reason: error.message, exchanges: session.exchanges };
        else if (error instanceof SetupFailed) stop = { status: 'error', reason: error.message, exchanges: session.exchanges };
        else throw error;
      }
      if (findings.entries.length === 0) return true;
      last = { findings: findings.entries, exchanges: session.exchanges };
      return false;
    });
    const details = await fc.check(property, {
      numRuns: run.numRuns ?? example.numRuns,
      seed: run.seed,
      ...(run.path !== undefined ? { path: run.path } : {}),
      interruptAfterTimeLimit: TIME_LIMIT_MS,
      markInterruptAsFailure: false,
    });
    if (!details.failed) break;
    if (details.errorInstance !== undefined && last === undefined) throw details.errorInstance;
    if (last === undefined) break;
    const counterexample = details.counterexample === null ? undefined : fc.stringify(details.counterexample[0]);
    for (const [id, message] of last.findings) {
      verdicts.push({
        id,
        status: 'fail',
        check: checkName,
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
    else verdicts.push({ id, status: stop.status, reason: stop.reason, check: checkName, ...(stop.status === 'error' ? { failure: { message: stop.reason, exchanges: stop.exchanges } } : {}) });
  }
  const durationMs = Date.now() - started;
  return verdicts.map((v) => ({ ...v, durationMs }));
}
