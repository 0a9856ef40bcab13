/**
 * Per-operation and per-requirement settings of the config file (README › Config file): skip with a reason, a
 * per-request time-out, a number of examples. Keys are patterns (`*` matches anything): requirement IDs under
 * `requirements`, operationIds under `operations` (every requirement exercising the operation).
 */
import type { Check } from './check.js';
import type { Requirement } from './types.js';

export interface Override {
  /** Skip, with this reason. */
  skip?: string;
  /** Per-request timeout (ms) of its requests. */
  timeout?: number;
  /** Examples per property of the checks deciding it. */
  numRuns?: number;
}

export interface Overrides {
  operations?: Record<string, Override>;
  requirements?: Record<string, Override>;
}

const matcher = (glob: string): RegExp =>
  new RegExp(
    `^${glob
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** The settings that apply to one requirement, requirement patterns first, then its operations'. */
export function overridesOf(requirement: Requirement, overrides: Overrides): Override[] {
  const found: Override[] = [];
  for (const [pattern, value] of Object.entries(overrides.requirements ?? {}))
    if (matcher(pattern).test(requirement.id)) found.push(value);
  for (const [pattern, value] of Object.entries(overrides.operations ?? {})) {
    const match = matcher(pattern);
    if (requirement.operations.some((op) => match.test(op))) found.push(value);
  }
  return found;
}

/** Why the config file skips a requirement, if it does. */
export function skipReason(requirement: Requirement, overrides: Overrides): string | undefined {
  const reason = overridesOf(requirement, overrides).find((o) => o.skip !== undefined)?.skip;
  return reason === undefined ? undefined : `skipped by the config file: ${reason}`;
}

/** The settings of one check: the most examples and the shortest time-out any of its selected requirements asks for. */
export function checkSettings(
  check: Check,
  requirements: Map<string, Requirement>,
  selected: Set<string>,
  overrides: Overrides,
): { numRuns?: number; timeoutMs?: number } {
  let numRuns: number | undefined;
  let timeoutMs: number | undefined;
  for (const id of check.covers) {
    const requirement = requirements.get(id);
    if (requirement === undefined || !selected.has(id)) continue;
    for (const o of overridesOf(requirement, overrides)) {
      if (o.numRuns !== undefined) numRuns = Math.max(numRuns ?? 0, o.numRuns);
      if (o.timeout !== undefined) timeoutMs = Math.min(timeoutMs ?? Infinity, o.timeout);
    }
  }
  return { ...(numRuns !== undefined ? { numRuns } : {}), ...(timeoutMs !== undefined ? { timeoutMs } : {}) };
}

/** The time-out of one operation's requests, when `operations` sets one. */
export function operationTimeout(operationId: string, overrides: Overrides): number | undefined {
  let timeout: number | undefined;
  for (const [pattern, value] of Object.entries(overrides.operations ?? {}))
    if (value.timeout !== undefined && matcher(pattern).test(operationId))
      timeout = Math.min(timeout ?? Infinity, value.timeout);
  return timeout;
}
