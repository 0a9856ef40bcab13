/** What a passive observer keeps per requirement: how many answers met it and the first that did not. */
import type { Exchange, Verdict } from './types.js';

/** Called with every violation as it is observed (the proxy reports each one; a run keeps only the first). */
export type ViolationListener = (id: string, message: string, exchange: Exchange) => void;

interface Seen {
  passes: number;
  violation?: { message: string; exchange: Exchange };
}

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
    if (seen?.violation !== undefined)
      return {
        id,
        status: 'fail',
        check,
        failure: { message: seen.violation.message, exchanges: [seen.violation.exchange] },
      };
    if (seen !== undefined && seen.passes > 0) return { id, status: 'pass', check };
    return { id, status: 'skip', reason: `no ${this.needs(id)} of ${operationId} was observed in this run`, check };
  }

  /** One observation: a pass (no violation) or a violation; the first violation is the one reported. */
  protected record(id: string, violation: string | undefined, exchange: Exchange): void {
    const seen = this.seen.get(id) ?? { passes: 0 };
    if (violation === undefined) seen.passes += 1;
    else {
      seen.violation ??= { message: violation, exchange };
      this.listener?.(id, violation, exchange);
    }
    this.seen.set(id, seen);
  }
}
