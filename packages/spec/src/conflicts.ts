/**
 * The requests that conflict with the state of what they name, said as data: the operation extension
 * `x-conflicts` (README › Conflicts: `x-conflicts`). The statuses are docs/behaviour.md#error-body-and-failure-statuses'
 * (409: a second object with the same unique key, a collection moved into itself; 412: content transferred to the
 * organization it already belongs to). The conformance suite derives its CONFLICT- checks from it.
 */
import type { OperationObject } from 'openapi3-ts/oas31';

export const conflictsKey = 'x-conflicts' as const;

/**
 * One way the operation's valid request conflicts:
 * - `repeat`: the same request sent twice; the second conflicts (it would make a second object with a unique key);
 * - `self`: the body's `field` names the object of the path itself (`id`: its own id, a collection moved into
 *   itself) or what it already has (`organization`: the organization it already belongs to, read from its GET);
 * - `taken`: the body's `field` has the value another object of the kind already has (an organization's hostname):
 *   `others` is the list of the objects of that kind the caller may write, the same operation gives one of them the
 *   value first.
 */
export type Conflict =
  | { kind: 'repeat'; status: 409 }
  | { kind: 'self'; status: 409 | 412; field: string; value: 'id' | 'organization' }
  | { kind: 'taken'; status: 409; field: string; others: string };

/** The extension to spread into an operation object. */
export const conflicts = (list: Conflict[]): { 'x-conflicts': Conflict[] } => ({ [conflictsKey]: list });

/** The `x-conflicts` of an operation, if any. */
export const conflictsOf = (operation: OperationObject): Conflict[] | undefined =>
  operation[conflictsKey] as Conflict[] | undefined;
