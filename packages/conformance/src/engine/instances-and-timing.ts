/**
 * What a run knows about the target beyond one base URL: the other instances behind the same load balancer
 * (`--also-target`), how long what it declares cached may stay stale (`--max-staleness`), and the response
 * time it wants to be held to (`--max-response-time`). Also the per-operation response times of a run.
 */
import type { Operation } from '../contract/operations.js';
import type { Exchange, Verdict } from './types.js';

export interface Reach {
  /** Base URLs of the other instances of the same target (same database, same fixtures). */
  otherBaseUrls: string[];
  /** How long a write may stay unseen by another instance in what the target declares cached (roles). */
  maxStalenessMs: number;
  /** p95 budget per operation; absent: the PERF requirements are SKIPPED. */
  maxResponseTimeMs?: number;
}

export const noReach: Reach = { otherBaseUrls: [], maxStalenessMs: 0 };

/** The run's reach (defaults when the runner was given none). */
export const reachOf = (env: { reach?: Reach | undefined }): Reach => env.reach ?? noReach;

export const responseTimeId = (op: Operation): string => `PERF-RESPONSE-TIME.${op.id}`;

/** The 95th percentile (nearest rank) of a non-empty list. */
export function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

/** Collects the response time of every exchange of a spec operation (any status) and decides PERF-RESPONSE-TIME. */
export class ResponseTimes {
  private readonly times = new Map<string, { ms: number[]; slowest?: Exchange }>();

  observe(exchange: Exchange): void {
    if (exchange.operationId === undefined || exchange.durationMs === undefined) return;
    const seen = this.times.get(exchange.operationId) ?? { ms: [] };
    seen.ms.push(exchange.durationMs);
    if (seen.slowest === undefined || (seen.slowest.durationMs ?? 0) < exchange.durationMs) seen.slowest = exchange;
    this.times.set(exchange.operationId, seen);
  }

  verdict(id: string, operationId: string, budgetMs: number | undefined): Verdict {
    if (budgetMs === undefined)
      return {
        id,
        status: 'skip',
        reason: 'no response-time budget was given (--max-response-time <ms>)',
        check: 'every response',
      };
    const seen = this.times.get(operationId);
    if (seen === undefined || seen.ms.length === 0)
      return {
        id,
        status: 'skip',
        reason: `no answer of ${operationId} was observed in this run`,
        check: 'every response',
      };
    const p = p95(seen.ms);
    if (p <= budgetMs) return { id, status: 'pass', check: 'every response' };
    return {
      id,
      status: 'fail',
      check: 'every response',
      failure: {
        message: `${operationId}: p95 of ${seen.ms.length} answers is ${Math.round(p)} ms, above the ${budgetMs} ms budget (slowest ${Math.round(seen.slowest?.durationMs ?? 0)} ms)`,
        exchanges: seen.slowest === undefined ? [] : [seen.slowest],
      },
    };
  }
}
