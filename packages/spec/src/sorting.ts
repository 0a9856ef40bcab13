/**
 * What a list's order means: the extension `x-sort` on a list operation's `order` query parameter (the key the
 * list is ordered by) and on its `sort` parameter (the key each value orders by). The contract names the
 * direction (`order`, `desc` the default) and the members list's sort keys, not the item field each one reads;
 * the annotation says it, so that the conformance suite can judge the order from the items themselves.
 */
import type { ParameterObject } from 'openapi3-ts/oas31';

export const sortKey = 'x-sort' as const;

/** One sort key of a list. */
export interface SortBy {
  /** The item field the list is ordered by: a dot path into each item (`postedAt`, `space.createdAt`). */
  field: string;
  /** The item field that orders items with equal `field` values, in the same direction (keyset pagination needs one). */
  tieBreaker?: string;
  /** Only items that have `field` are listed (a member never seen has no `lastSeenAt`). */
  onlyWithField?: boolean;
  /** The operation that sets `field` for the caller (the ping sets the caller's `lastSeenAt`). */
  setBy?: string;
}

/** The `x-sort` extension: `by` on `order`, `values` on a `sort` parameter. */
export interface SortAnnotation {
  /** On `order`: the key the list is ordered by when no `sort` value asks for another. */
  by?: SortBy;
  /** On a `sort` parameter: the key each value orders by. */
  values?: Record<string, SortBy>;
}

/** A parameter with its `x-sort` annotation. */
export const withSort = (parameter: ParameterObject, annotation: SortAnnotation): ParameterObject => ({
  ...parameter,
  [sortKey]: annotation,
});

/** The `x-sort` annotation of a (resolved) parameter, if any. */
export const sortOf = (parameter: ParameterObject): SortAnnotation | undefined =>
  parameter[sortKey] as SortAnnotation | undefined;
