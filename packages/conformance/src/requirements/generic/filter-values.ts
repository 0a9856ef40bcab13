/**
 * The values a filter check sends (generic/filters.ts): drawn from the list's items following the parameter's
 * `x-filter`, and the items a check adds to a list of its own so that both sides of a filter hold something.
 */
import { NotApplicable, SetupFailed } from '../../engine/errors.js';
import { idOf, type Query, type Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import type { FilterMeaning } from '@docs-api/spec';
import { fieldsOf, valuesAt, type Annotated } from '../../contract/filter-meanings.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { otherValue, writableFields } from '../../contract/writable.js';
import { itemKey } from '../entries-and-answers.js';
import { readAll } from './filtered-pages.js';

export type Filter = Annotated<FilterMeaning>;
export interface Draw {
  salt: number;
  token: string;
}

export const shown = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));
export const isEnum = (f: Filter): boolean => f.meaning.op === 'eq' && Array.isArray(f.schema.enum);
export const isBoolean = (f: Filter): boolean => f.schema.type === 'boolean';
/** A default that itself filters (change requests: `open`): the list without the parameter is not the whole list. */
export const defaultFilters = (f: Filter): boolean =>
  f.meaning.op === 'eq' && f.schema.default !== undefined && f.schema.default !== f.meaning.all;

/** The distinct strings at the filter's fields of the items, in the items' order. */
const stringsAt = (items: unknown[], path: string): string[] => [
  ...new Set(items.flatMap((item) => valuesAt(item, path)).filter((v): v is string => typeof v === 'string')),
];

/** `abc` → `ABC`, `Ab` → `aB`: a substring the filter must match ignoring case. */
const swapCase = (text: string): string =>
  text.replace(/[A-Za-z]/g, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

/** An ASCII part of one of the strings (3 to 5 characters, case swapped), chosen by the salt. */
function substringOf(strings: string[], salt: number): string | undefined {
  const runs = strings.flatMap((text) => text.match(/[A-Za-z0-9]{3,}/g) ?? []);
  const run = runs[salt % Math.max(1, runs.length)];
  if (run === undefined) return undefined;
  const length = Math.min(run.length, 3 + (salt % 3));
  const start = salt % (run.length - length + 1);
  return swapCase(run.slice(start, start + length));
}

/** The via list's values for one item (`includes`): the ids it shows at `via.field`, where `via.where` holds. */
export async function includedBy(s: Session, list: Operation, params: Params, meaning: FilterMeaning, item: unknown) {
  const via = meaning.via;
  if (via === undefined || !s.spec.has(via.operationId)) return [];
  const op = s.spec.operation(via.operationId);
  const read = await readAll(s, op, { ...params, [op.pathParams.at(-1) ?? '']: itemKey(item) }, {});
  return read.items
    .filter((i) => Object.entries(via.where ?? {}).every(([path, want]) => valuesAt(i, path)[0] === want))
    .flatMap((i) => valuesAt(i, via.field))
    .filter((v): v is string => typeof v === 'string');
}

export interface Probe {
  value: Query[string];
  none: boolean;
  /** `includes`: the items whose via list showed the value. */
  includers?: string[];
}

/** The values to filter by: drawn from the items, every enumeration value, both booleans, and one no item has. */
export async function probesOf(s: Session, list: Operation, params: Params, f: Filter, items: unknown[], draw: Draw) {
  const { meaning } = f;
  const field = fieldsOf(meaning)[0] ?? '';
  const none: Probe = { value: `conformance-none-${draw.token}`, none: true };
  // Two distinct values at most: items share values (one author's comments), and `authors=X,X` is `authors=X`.
  const pick = (values: string[]) => {
    const distinct = [...new Set(values)];
    return distinct
      .slice(draw.salt % Math.max(1, distinct.length))
      .concat(distinct)
      .slice(0, Math.min(2, distinct.length));
  };
  if (isEnum(f)) return (f.schema.enum as string[]).map((value): Probe => ({ value, none: false }));
  if (isBoolean(f)) return [true, false].map((value): Probe => ({ value, none: false }));
  const probes: Probe[] = [];
  if (meaning.op === 'eq' || meaning.op === 'opaque')
    for (const value of pick(stringsAt(items, meaning.op === 'eq' ? field : (meaning.sample ?? ''))))
      probes.push({ value, none: false });
  if (meaning.op === 'in') {
    const ids = pick(stringsAt(items, field));
    if (ids.length > 0) probes.push({ value: ids.slice(0, 1), none: false }, { value: ids, none: false });
    none.value = [String(none.value)];
  }
  if (meaning.op === 'contains-ci') {
    const text = substringOf(
      fieldsOf(meaning).flatMap((path) => stringsAt(items, path)),
      draw.salt,
    );
    if (text !== undefined) probes.push({ value: text, none: false });
  }
  if (meaning.op === 'includes') {
    // The oldest items (the target's own objects, where it has any) and one drawn.
    const sampled = [...new Set([items[0], items[1], items[draw.salt % Math.max(1, items.length)]])];
    for (const item of sampled.filter((i) => i !== undefined)) {
      const value = (await includedBy(s, list, params, meaning, item))[0];
      const known = probes.find((p) => p.value === value);
      if (known !== undefined) known.includers?.push(itemKey(item));
      else if (value !== undefined) probes.push({ value, none: false, includers: [itemKey(item)] });
    }
  }
  return [...probes, none];
}

/** Adds one item to the list (its create at the same path, or the module's populator); undefined when it cannot. */
async function addItem(s: Session, list: Operation, params: Params): Promise<string | undefined> {
  const populator = s.env.toolkit.populator(list.id);
  if (populator !== undefined) return populator.add(s, params);
  const create = (['post', 'put'] as const)
    .map((method) => s.spec.find(method, list.path))
    .find((op) => op?.successStatuses.includes(201));
  if (create === undefined) return undefined;
  const body = await s.baseBody(create, params);
  return idOf(await s.mustRaw(create, { params, ...(body !== undefined ? { body } : {}) }));
}

/** The update of one item of the list (PATCH or PUT at `<list path>/{id}`), if the spec has one. */
export const updateOf = (spec: ApiSpec, list: Operation): Operation | undefined =>
  spec.operations.find(
    (op) =>
      (op.method === 'patch' || op.method === 'put') &&
      op.path.startsWith(`${list.path}/{`) &&
      op.pathParams.length === list.pathParams.length + 1 &&
      op.successStatuses.some((status) => status < 300),
  );

/**
 * Two items of the check's own, the second changed by the item's update (its module's base body, plus another value
 * of every enumeration or boolean filter field it can write), so that a filter has items on both sides.
 */
export async function populate(
  s: Session,
  list: Operation,
  params: Params,
  filters: Filter[],
  draw: Draw,
): Promise<void> {
  const made: string[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const id = await addItem(s, list, params);
      if (id !== undefined) made.push(id);
    }
  } catch (error) {
    if (!(error instanceof SetupFailed || error instanceof NotApplicable)) throw error;
  }
  const update = updateOf(s.spec, list);
  const second = made[1];
  if (update === undefined || second === undefined) return;
  const itemParams = { ...params, [update.pathParams.at(-1) ?? '']: second };
  const unsettable = s.env.toolkit.setup(update.id)?.unsettable ?? {};
  const body: Record<string, unknown> = { ...((await s.baseBody(update, itemParams)) ?? {}) };
  const fields = writableFields(s.spec, update);
  for (const f of filters.filter((f) => isEnum(f) || isBoolean(f))) {
    const field = fields.find((w) => w.name === fieldsOf(f.meaning)[0]);
    const value =
      field === undefined ? undefined : otherValue(field, f.schema.default, draw.salt, unsettable[field.name]);
    if (field !== undefined && value !== undefined) body[field.name] = value;
  }
  await s.callRaw(update, { params: itemParams, body });
}
