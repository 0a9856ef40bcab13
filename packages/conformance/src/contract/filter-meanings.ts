/**
 * The meanings the spec gives a list's query parameters (`x-filter`, `x-search`; packages/spec README › Filters and
 * searches), read into a shape the filter and search checks use, and how an item is tested against them.
 */
import type { FilterMeaning, ParameterObject, SearchMeaning } from '@docs-api/spec';
import type { ApiSpec, Operation } from './operations.js';
import { resolve, type Schema } from './schema-walk.js';

/** A query parameter with a meaning: its name, schema and the annotation. */
export interface Annotated<M> {
  name: string;
  schema: Schema & { enum?: unknown[]; type?: unknown; default?: unknown };
  meaning: M;
}

type Extended = ParameterObject & { 'x-filter'?: FilterMeaning; 'x-search'?: SearchMeaning };

function annotated<M>(spec: ApiSpec, op: Operation, key: 'x-filter' | 'x-search'): Annotated<M>[] {
  return op.queryParams.flatMap((parameter) => {
    const meaning = (parameter as Extended)[key] as M | undefined;
    const schema = resolve(spec.document, parameter.schema ?? {}) as Annotated<M>['schema'];
    return meaning === undefined ? [] : [{ name: parameter.name, schema, meaning }];
  });
}

/** The filtering query parameters of a list (`x-filter`). */
export const filtersOf = (spec: ApiSpec, op: Operation): Annotated<FilterMeaning>[] =>
  annotated<FilterMeaning>(spec, op, 'x-filter');

/** The text search query parameters of an operation (`x-search`). */
export const searchesOf = (spec: ApiSpec, op: Operation): Annotated<SearchMeaning>[] =>
  annotated<SearchMeaning>(spec, op, 'x-search');

/** The fields a filter tests, as dotted paths. */
export const fieldsOf = (meaning: { field?: string | string[] }): string[] =>
  meaning.field === undefined ? [] : Array.isArray(meaning.field) ? meaning.field : [meaning.field];

/** The top-level response fields the dotted paths start with (`postedBy` of `postedBy.id`), as blind-spots.ts names them. */
export const topFields = (paths: string[]): string[] => [...new Set(paths.map((path) => path.split('.')[0] ?? path))];

/** Every value at a dotted path, arrays crossed on the way (`sections.body` of a hit: each section's body). */
export function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const key of path.split('.')) {
    current = current
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .flatMap((v) => (typeof v === 'object' && v !== null && key in v ? [(v as Record<string, unknown>)[key]] : []));
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

/** The one value at a dotted path (undefined when absent). */
export const valueAtPath = (value: unknown, path: string): unknown => valuesAt(value, path)[0];

/** Whether one of the item's `fields` holds `text` as a substring, ignoring case. */
export const containsCi = (item: unknown, fields: string[], text: string): boolean =>
  fields.some((field) =>
    valuesAt(item, field).some((v) => typeof v === 'string' && v.toLowerCase().includes(text.toLowerCase())),
  );

/**
 * Whether an item satisfies a filter value, judged on the item alone; undefined for the operators whose relation the
 * item does not show (`includes`, `opaque`).
 */
export function satisfies(item: unknown, meaning: FilterMeaning, value: unknown): boolean | undefined {
  const fields = fieldsOf(meaning);
  const first = fields[0] ?? '';
  switch (meaning.op) {
    case 'eq':
      return value === meaning.all || valueAtPath(item, first) === value;
    case 'contains-ci':
      return containsCi(item, fields, String(value));
    case 'in':
      return (Array.isArray(value) ? value : [value]).includes(valueAtPath(item, first));
    case 'top-level-when-false': {
      const parent = valueAtPath(item, first);
      return value !== false || parent === undefined || parent === null;
    }
    default:
      return undefined;
  }
}

/** The filter in words, for statements: `status` equals the value. */
export function describeFilter(meaning: FilterMeaning): string {
  const fields = fieldsOf(meaning)
    .map((f) => `\`${f}\``)
    .join(' or ');
  switch (meaning.op) {
    case 'eq':
      return `${fields} equals the value${meaning.all !== undefined ? ` (\`${meaning.all}\`: every item)` : ''}`;
    case 'contains-ci':
      return `${fields} contains the value, ignoring case`;
    case 'in':
      return `${fields} is one of the values`;
    case 'includes':
      return `the item includes the value (as ${meaning.via?.operationId ?? 'another list'} shows${meaning.atLeast === true ? ', at least' : ''})`;
    case 'top-level-when-false':
      return `false: ${fields} is absent or null; true: every item`;
    case 'opaque':
      return 'the relation holds (not shown by the item: only items of the list without it, none for an unknown id)';
  }
}
