/** Small helpers every requirement module uses: building requirement entries and reading responses. */
import { assertSourced, beyondContract } from '../engine/sources.js';
import type { Requirement } from '../engine/types.js';
import type { Exchange } from '../engine/types.js';
import type { ApiSpec, Operation } from '../contract/operations.js';
import fc from 'fast-check';
import { hasErrorBody } from '../engine/error-body.js';
import { modelCheck, type ModelCheckSpec } from '../engine/model-check.js';
import type { Built } from '../engine/module.js';
import type { Example, Findings } from '../engine/property.js';
import { propertyCheck } from '../engine/property-check.js';
import type { Session } from '../engine/session.js';
import { passiveIds } from './generic/locks-and-params.js';

/**
 * A requirement about one operation, in that operation's section and profile. An operation beyond the
 * contract (`x-beyond-contract`: the live service has it, the contract does not show it) can only be a SHOULD, and
 * its requirements rest on docs/behaviour.md, which shows it. A MUST resting on docs/behaviour.md throws.
 */
export function about(
  op: Operation,
  entry: Omit<Requirement, 'section' | 'profile' | 'operations'> & { operations?: string[]; section?: string },
): Requirement {
  const requirement: Requirement = {
    section: op.section,
    profile: op.profile,
    operations: [op.id],
    ...entry,
    ...(op.beyondContract ? { level: 'SHOULD' as const, source: beyondContract } : {}),
  };
  assertSourced(requirement);
  return requirement;
}

/**
 * What one check that decides all of `requirements` covers (their IDs) and feeds (the passive requirements of the
 * operations it calls: by default those the requirements are about; those the spec does not have are left out).
 */
export function coverage(
  spec: ApiSpec,
  requirements: Requirement[],
  calls: string[] = requirements.flatMap((r) => r.operations),
): { covers: string[]; feeds: string[] } {
  const operations = [...new Set(calls)].filter((id) => spec.has(id));
  return { covers: requirements.map((r) => r.id), feeds: operations.flatMap((id) => passiveIds(spec.operation(id))) };
}

/**
 * Hand-written requirements and the one check that decides them in a single example, with no drawn input (a state
 * the check sets up and reads back); `locks` where it changes an object other checks share.
 */
export function judgedOnce(
  spec: ApiSpec,
  name: string,
  requirements: Requirement[],
  examine: (s: Session, f: Findings) => Promise<void>,
  locks: string[] = [],
): Built {
  const check = propertyCheck({
    name,
    ...coverage(spec, requirements),
    ...(locks.length > 0 ? { locks } : {}),
    example: exampleOnce(null, examine),
  });
  return { requirements, checks: [check] };
}

/**
 * Hand-written requirements and the one state-machine check that decides them, feeding the passive requirements of
 * `calls` (by default the operations the requirements are about, as in `coverage`).
 */
export function judgedByModel<Model extends object, Real, Drawn = undefined>(
  spec: ApiSpec,
  requirements: Requirement[],
  { calls, ...machine }: Omit<ModelCheckSpec<Model, Real, Drawn>, 'covers' | 'feeds'> & { calls?: string[] },
): Built {
  return { requirements, checks: [modelCheck({ ...machine, ...coverage(spec, requirements, calls) })] };
}

/** `judgedOnce` where the spec has every operation the requirements name; nothing where it lacks one. */
export function judgedOnceIfServed(
  spec: ApiSpec,
  name: string,
  requirements: Requirement[],
  examine: (s: Session, f: Findings) => Promise<void>,
): Built {
  if (!requirements.every((r) => r.operations.every((id) => spec.has(id)))) return { requirements: [], checks: [] };
  return judgedOnce(spec, name, requirements, examine);
}

/** The one example of a check with no drawn input: `examine` run once, `value` naming the example in a report. */
export const exampleOnce = <T>(value: T, examine: (s: Session, f: Findings) => Promise<void>): Example<T> => ({
  arbitrary: fc.constant(value),
  numRuns: 1,
  examine: (_, s, f) => examine(s, f),
});

export { hasErrorBody };

/** `400 with the error body`, or why not. */
export function isStatusWithErrorBody(exchange: Exchange, status: number): boolean {
  return exchange.status === status && hasErrorBody(exchange);
}

export const is2xx = (exchange: Exchange): boolean => exchange.status >= 200 && exchange.status < 300;

/** A one-line description of what came back, for failure messages. */
export function answer(exchange: Exchange): string {
  const body = exchange.bodyText.length > 160 ? `${exchange.bodyText.slice(0, 160)}…` : exchange.bodyText;
  return `${exchange.request.method} ${new URL(exchange.request.url).pathname} answered ${exchange.status}${body === '' ? ' (no body)' : ` ${body}`}`;
}

/** The items of a List envelope (empty when the body is not one). */
export function itemsOf(exchange: Exchange): unknown[] {
  const items = (exchange.json as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? items : [];
}

/** The `next.page` cursor of a List envelope, if any. */
export function nextPageOf(exchange: Exchange): string | undefined {
  const next = (exchange.json as { next?: { page?: unknown } } | undefined)?.next;
  return typeof next?.page === 'string' ? next.page : undefined;
}

/** Every id a list item carries: its own, and those of the objects it wraps (`{space: {id}}`, `{organization: {user: {id}}}`). */
export function idsOf(item: unknown): string[] {
  if (typeof item !== 'object' || item === null) return [];
  const ids: string[] = [];
  const own = (item as { id?: unknown }).id;
  if (typeof own === 'string') ids.push(own);
  for (const value of Object.values(item)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const nested = (value as { id?: unknown }).id;
    if (typeof nested === 'string') ids.push(nested);
    const user = (value as { user?: { id?: unknown } }).user?.id;
    if (typeof user === 'string') ids.push(user);
  }
  return ids;
}

/** The identity of a list item: its id, or the id of the object it wraps, or its JSON. */
export const itemKey = (item: unknown): string => idsOf(item)[0] ?? JSON.stringify(item);
