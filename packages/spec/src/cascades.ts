/**
 * What a delete or a removal takes with it, where the object's own GET and lists do not show it: the operation
 * extension `x-cascade` (README › Cascades: `x-cascade`). The objects made under the deleted one are gone with it,
 * and the relations it had are no longer listed anywhere. The conformance suite derives its CASCADE- checks from
 * it; other consumers ignore it.
 */
import type { OperationObject } from 'openapi3-ts/oas31';

export const cascadeKey = 'x-cascade' as const;

/**
 * What goes with the object. `read` is a GET: when it has one path parameter more than the delete, it reads a child
 * made under the object (with the POST on the path of its list) and answers 404 once the object is deleted; when it
 * has none, it reads what the object had (a removed member's teams) and answers 404 after. `via` are the lists that
 * held the child: after the delete they answer 404 or no longer hold it.
 */
export interface CascadeGone {
  read: string;
  via?: string[];
}

/**
 * A relation the removal ends: `list` (its other path parameters are any objects of the organization) holds the id
 * of the delete's path parameter `item` (default: its last) before the delete and no longer holds it after.
 * `relate` is the operation that makes the relation first, sent with the list's and the delete's parameters (a
 * team join), where the object has none of its own.
 */
export interface CascadeUnlisted {
  list: string;
  item?: string;
  relate?: string;
}

/** What a delete or removal takes with it. */
export interface Cascade {
  gone?: CascadeGone[];
  unlisted?: CascadeUnlisted[];
}

/** The extension that carries what a delete takes with it, to spread into an operation. */
export const cascade = (meaning: Cascade): { 'x-cascade': Cascade } => ({ [cascadeKey]: meaning });

/** The `x-cascade` annotation of an operation, if any. */
export const cascadeOf = (operation: OperationObject): Cascade | undefined =>
  (operation as Record<string, unknown>)[cascadeKey] as Cascade | undefined;

/** Every operationId an annotation names (its reads, lists and relating operations). */
export const cascadeOperations = (meaning: Cascade): string[] => [
  ...(meaning.gone ?? []).flatMap((g) => [g.read, ...(g.via ?? [])]),
  ...(meaning.unlisted ?? []).flatMap((u) => [u.list, ...(u.relate !== undefined ? [u.relate] : [])]),
];
