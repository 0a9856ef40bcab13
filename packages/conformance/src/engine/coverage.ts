/**
 * Coverage of documented statuses: for every operation the selection exercises, each status its responses
 * document (the `responses` of the operation in the spec), whether the run observed it, and the requirements of
 * the checks whose requests drew it (README › Coverage of documented statuses).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiSpec } from '../contract/operations.js';
import type { Check } from './check.js';
import type { Exchange, Requirement } from './types.js';

export interface StatusCell {
  status: number;
  observed: boolean;
  /** The selected requirements whose checks drew this status (the operation's own first). */
  requirements: string[];
}

export interface OperationCoverage {
  operationId: string;
  statuses: StatusCell[];
}

export interface Coverage {
  documented: number;
  observed: number;
  operations: OperationCoverage[];
}

/** The check whose code is running (set by the runner around each check; requests read it). */
export interface CheckContext {
  check: Check;
  /** The per-request timeout its requirements' settings ask for. */
  timeoutMs?: number;
}
export const checkContext = new AsyncLocalStorage<CheckContext>();

/** The statuses an operation's responses document, as numbers (ranges and `default` are left out). */
export function documentedStatuses(spec: ApiSpec, operationId: string): number[] {
  const op = spec.operation(operationId);
  const paths = spec.document.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  const responses = paths[op.path]?.[op.method]?.responses ?? {};
  return Object.keys(responses)
    .filter((s) => /^\d{3}$/.test(s))
    .map(Number)
    .sort((a, b) => a - b);
}

/** Collects which documented statuses a run observed and which checks drew them. */
export class StatusCoverage {
  private readonly seen = new Map<string, Set<Check | undefined>>();

  constructor(
    private readonly spec: ApiSpec,
    private readonly selected: Requirement[],
  ) {}

  observe(exchange: Exchange): void {
    if (exchange.operationId === undefined) return;
    const key = `${exchange.operationId} ${exchange.status}`;
    const checks = this.seen.get(key) ?? new Set();
    checks.add(checkContext.getStore()?.check);
    this.seen.set(key, checks);
  }

  /**
   * Per operation the run called, the selected requirements whose checks sent its requests (set-up and read-back
   * included): what exercised it, as opposed to what is about it.
   */
  exercisedBy(): Record<string, string[]> {
    const selectedIds = new Set(this.selected.map((r) => r.id));
    const by = new Map<string, Set<string>>();
    for (const [key, checks] of this.seen) {
      const operationId = key.slice(0, key.lastIndexOf(' '));
      const ids = by.get(operationId) ?? new Set<string>();
      for (const check of checks) for (const id of check?.covers ?? []) if (selectedIds.has(id)) ids.add(id);
      by.set(operationId, ids);
    }
    return Object.fromEntries([...by].map(([operationId, ids]) => [operationId, [...ids].sort()]));
  }

  result(): Coverage {
    const selectedIds = new Set(this.selected.map((r) => r.id));
    const byId = new Map(this.selected.map((r) => [r.id, r]));
    const operationIds = [...new Set(this.selected.flatMap((r) => r.operations))].filter((id) => this.spec.has(id));
    const order = new Map(this.spec.operations.map((op, i) => [op.id, i]));
    operationIds.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    let documented = 0;
    let observed = 0;
    const operations = operationIds.map((operationId) => ({
      operationId,
      statuses: documentedStatuses(this.spec, operationId).map((status) => {
        const checks = this.seen.get(`${operationId} ${status}`);
        documented += 1;
        if (checks !== undefined) observed += 1;
        const ids = [...(checks ?? [])].flatMap((c) => (c?.covers ?? []).filter((id) => selectedIds.has(id)));
        if (checks !== undefined && status >= 200 && status < 300)
          ids.push(...[`RSP-STATUS.${operationId}`, `RSP-SCHEMA.${operationId}`].filter((id) => selectedIds.has(id)));
        const own = ids.filter((id) => byId.get(id)?.operations.includes(operationId) === true);
        return { status, observed: checks !== undefined, requirements: [...new Set(own.length > 0 ? own : ids)] };
      }),
    }));
    return { documented, observed, operations };
  }
}

/** "412 of 487 documented statuses observed" */
export const coverageLine = (coverage: Coverage): string =>
  `${coverage.observed} of ${coverage.documented} documented statuses observed`;
