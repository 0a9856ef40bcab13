/** What a passive observer keeps per requirement: how many answers met it and the first that did not. */
import type { Exchange, Verdict } from './types.js';

/** Called with every violation as it is observed (the proxy reports each one; a run keeps only the first). */
export type ViolationListener = (id: string, message: string, exchange: Exchange) => void;

interface Seen {
  passes: number;
  violation?: { message: string; exchange: Exchange };
  /** Violations of distinct causes after the first (`record` with a cause), at most MORE_CAUSES. */
  more?: Map<string, { message: string; exchange: Exchange }>;
  firstCause?: string;
}

/** How many distinct causes of one requirement a verdict shows beyond the first. */
const MORE_CAUSES = 4;

/** The verdicts of passive requirements decided from every exchange of a run (media types, answers). */
export abstract class PassiveTally {
  private readonly seen = new Map<string, Seen>();
  private listener: ViolationListener | undefined;

  /** Hears every violation, not only the first per requirement. */
  onViolation(listener: ViolationListener): void {
    this.listener = listener;
  }

  /** What kind of answer a requirement needs to be decided (`401 answer`), named in its skip reason. */
  protected abstract needs(id: string): string;

  verdict(id: string, operationId: string): Verdict {
    const seen = this.seen.get(id);
    const check = 'every response';
    if (seen?.violation !== undefined) {
      const all = [seen.violation, ...(seen.more?.values() ?? [])];
      const message =
        all.length === 1 ? seen.violation.message : all.map((v, i) => `(${i + 1}) ${v.message}`).join('\n');
      return { id, status: 'fail', check, failure: { message, exchanges: all.map((v) => v.exchange) } };
    }
    if (seen !== undefined && seen.passes > 0) return { id, status: 'pass', check };
    return { id, status: 'skip', reason: `no ${this.needs(id)} of ${operationId} was observed in this run`, check };
  }

  /**
   * One observation: a pass (no violation) or a violation. The first violation is the one reported, and with a
   * `cause` the first of each other distinct cause too (a few at most).
   */
  protected record(id: string, violation: string | undefined, exchange: Exchange, cause?: string): void {
    const seen = this.seen.get(id) ?? { passes: 0 };
    if (violation === undefined) seen.passes += 1;
    else {
      if (seen.violation === undefined) {
        seen.violation = { message: violation, exchange };
        if (cause !== undefined) seen.firstCause = cause;
      } else if (cause !== undefined && cause !== seen.firstCause) {
        seen.more ??= new Map();
        if (!seen.more.has(cause) && seen.more.size < MORE_CAUSES)
          seen.more.set(cause, { message: violation, exchange });
      }
      this.listener?.(id, violation, exchange);
    }
    this.seen.set(id, seen);
  }
}
