/**
 * What a list's order means, read from the spec's `x-sort` annotations (packages/spec README › Sort keys): the
 * item field `order` sorts by, and the field each value of a `sort` parameter sorts by.
 */
import { branches, schemaAt, sortOf, type Schema, type SortBy } from '@docs-api/spec';
import type { ApiSpec, Operation } from './operations.js';
import { contractValues } from './provenance.js';

export type { SortBy };

export type Direction = 'asc' | 'desc';

/** One way to ask for the list's order: a `sort` value (undefined: the list's own key) and its key. */
export interface SortChoice {
  /** The `sort` value, or undefined for the key `order` names (no `sort` sent). */
  value?: string;
  by: SortBy;
  /** Whether the contract names this `sort` value (a MUST), or only the spec's full value set has it (a SHOULD). */
  named: boolean;
  /** Whether the key is a timestamp (`format: date-time` in the item schema): only those are compared. */
  timestamp: boolean;
}

/** A list whose `order` the spec annotates. */
export interface ListOrder {
  op: Operation;
  /** The direction values of `order` and the one an omitted `order` means. */
  directions: Direction[];
  defaultDirection: Direction;
  /** The direction values the contract names (`desc`); the others are SHOULD. */
  namedDirections: Direction[];
  /** The name of the `sort` parameter, when the list has one. */
  sortParam?: string;
  /** The list's own key (no `sort` sent), then one choice per annotated `sort` value. */
  choices: SortChoice[];
}

const enumOf = (schema: unknown): string[] => ((schema as { enum?: unknown[] } | undefined)?.enum ?? []).map(String);

/** Whether the dot path `field` of the list's item (its component schema) is a `format: date-time` string. */
function isTimestamp(spec: ApiSpec, op: Operation, field: string): boolean {
  const name = spec.resourceName(op);
  if (name === undefined) return false;
  const item: Schema = { $ref: `#/components/schemas/${name}` };
  const schema = schemaAt(spec.document, item, field.split('.'));
  return schema !== undefined && branches(spec.document, schema).some((b) => b.format === 'date-time');
}

/** The annotated order of a list operation, or undefined when its `order` carries no `x-sort`. */
export function listOrderOf(spec: ApiSpec, op: Operation): ListOrder | undefined {
  const order = op.queryParams.find((p) => p.name === 'order');
  const by = order === undefined ? undefined : sortOf(order)?.by;
  if (order === undefined || by === undefined) return undefined;
  const directions = enumOf(order.schema).filter((v): v is Direction => v === 'asc' || v === 'desc');
  const fallback = (order.schema as { default?: unknown } | undefined)?.default;
  const defaultDirection: Direction = fallback === 'asc' ? 'asc' : 'desc';
  const sort = op.queryParams.find((p) => sortOf(p)?.values !== undefined);
  const sortValues = sort === undefined ? [] : enumOf(sort.schema);
  const { named } = contractValues(sortValues);
  const choice = (value: string | undefined, key: SortBy): SortChoice => ({
    ...(value !== undefined ? { value } : {}),
    by: key,
    named: value === undefined || named.includes(value),
    timestamp: isTimestamp(spec, op, key.field),
  });
  const values = Object.entries(sortOf(sort ?? order)?.values ?? {}).filter(([value]) => sortValues.includes(value));
  return {
    op,
    directions,
    defaultDirection,
    namedDirections: directions.filter((d) => contractValues(directions).named.includes(d)),
    ...(sort !== undefined ? { sortParam: sort.name } : {}),
    choices: [choice(undefined, by), ...values.map(([value, key]) => choice(value, key))],
  };
}

/** Every list operation with an annotated order, in the spec's order. */
export const annotatedOrders = (spec: ApiSpec): ListOrder[] =>
  spec.operations.flatMap((op) => (spec.isList(op) ? (listOrderOf(spec, op) ?? []) : []));

/** The value of the dot path `field` of an item (`space.createdAt`), if any. */
export function fieldOf(item: unknown, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      item,
    );
}
