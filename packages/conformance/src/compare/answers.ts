/**
 * Two answers to the same request compared part by part, read with the operation's response schema: what the spec
 * marks `x-instance` (README of @docs-api/spec › Instances) is mapped between the sides (`id`) or left out (`time`);
 * everything else must be the same once one side's ids are translated into the other's.
 */
import { branches, instanceOf, resolve, type OpenAPIObject, type Schema, type SchemaObject } from '@docs-api/spec';
import type { ValueMap } from './values.js';

/** How two answers differ at one place. */
export type PartKind = 'status' | 'header' | 'only-a' | 'only-b' | 'value' | 'type' | 'length' | 'order' | 'body';

export interface Part {
  kind: PartKind;
  /** A JSON pointer into the body (`/items/3/title`), or the header's name. */
  at: string;
  a?: unknown;
  b?: unknown;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The headers whose values are behaviour a client sees (the rest — dates, request ids, server names — are not). */
const COMPARED_HEADERS = ['content-type', 'location', 'allow', 'www-authenticate', 'cache-control', 'vary'];
/** Headers made per instance: mapped, never reported. */
const INSTANCE_HEADERS = ['etag'];

const headerOf = (answer: Answer, name: string): string | undefined => {
  const value = answer.headers[name];
  return value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : value;
};

/** A header's value as compared: media types without spaces, lists in one order. */
function normalized(name: string, value: string): string {
  if (name === 'content-type') return value.toLowerCase().replace(/\s+/g, '');
  if (name === 'allow' || name === 'vary')
    return value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .sort()
      .join(', ');
  return value;
}

const jsonOf = (body: Buffer): { json: unknown } | undefined => {
  if (body.length === 0) return undefined;
  try {
    return { json: JSON.parse(body.toString('utf8')) };
  } catch {
    return undefined;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeKey = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');

function itemsOf(document: OpenAPIObject, schema: Schema | undefined): Schema | undefined {
  if (schema === undefined) return undefined;
  return branches(document, schema).find((branch) => branch.items !== undefined)?.items as Schema | undefined;
}

function additionalOf(document: OpenAPIObject, schema: Schema | undefined): Schema | undefined {
  if (schema === undefined) return undefined;
  const extra = branches(document, schema).find((branch) => typeof branch.additionalProperties === 'object')
    ?.additionalProperties as SchemaObject | undefined;
  return extra;
}

/** Whether a value fits a branch by its `const` properties (the `type` of a variant). */
function fits(document: OpenAPIObject, branch: Schema, value: Record<string, unknown>): boolean {
  const properties = resolve<SchemaObject>(document, branch).properties ?? {};
  return Object.entries(properties).every(([name, property]) => {
    const constant = resolve<SchemaObject>(document, property).const as unknown;
    return constant === undefined || value[name] === constant;
  });
}

/**
 * The properties of an object schema for this value: those of its `allOf` branches, and of the `oneOf` / `anyOf`
 * variant the value fits (all variants' when none does).
 */
function propertiesFor(
  document: OpenAPIObject,
  schema: Schema,
  value: Record<string, unknown>,
): Record<string, Schema> {
  const resolved = resolve<SchemaObject>(document, schema);
  const merged: Record<string, Schema> = { ...(resolved.properties ?? {}) };
  for (const branch of resolved.allOf ?? []) Object.assign(merged, propertiesFor(document, branch, value));
  const variants = [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])];
  const fitting = variants.find((variant) => fits(document, variant, value));
  for (const variant of fitting !== undefined ? [fitting] : variants)
    Object.assign(merged, propertiesFor(document, variant, value));
  return merged;
}

/**
 * Whether a field is set by the server's background processing after the write answered (`x-set-by: "process"`: an
 * OpenAPI specification's processing state): each server gets there in its own time, so a read at the same moment
 * may find one done and the other not.
 */
const processed = (schema: Schema | undefined): boolean =>
  schema !== undefined && (schema as Record<string, unknown>)['x-set-by'] === 'process';

/** A word an id is made of, shown inside free text (a file's id in a page's markdown): long, letters and digits mixed. */
const idLike = (word: string): boolean =>
  word.length >= 16 && [/[0-9]/, /[a-z]/, /[A-Z]/].filter((kind) => kind.test(word)).length >= 2;

/**
 * Whether two texts differ only at ids neither side has shown yet (an id inside markdown, before the object it names
 * was read): those are learnt, and the texts are the same.
 */
function sameButUnseenIds(map: ValueMap, a: string, b: string): boolean {
  const words = (text: string) => text.split(/([A-Za-z0-9]+)/);
  const [x, y] = [words(a), words(b)];
  if (x.length !== y.length) return false;
  const pairs: [string, string][] = [];
  for (const [index, word] of x.entries()) {
    const other = y[index] ?? '';
    if (map.translate(word) === other) continue;
    if (!idLike(word) || !idLike(other) || word.length !== other.length || map.knows(word)) return false;
    pairs.push([word, other]);
  }
  for (const [word, other] of pairs) map.learn(word, other);
  return true;
}

/**
 * Compares the answer of side `a` with that of side `b` to the same request, learning into `map` the `x-instance: id`
 * values of `a` that stand for those of `b`. `schemaOf` gives the operation's response schema for a status.
 */
export function compareAnswers(
  document: OpenAPIObject,
  schemaOf: (status: number) => Schema | undefined,
  a: Answer,
  b: Answer,
  map: ValueMap,
): Part[] {
  const parts: Part[] = [];
  if (a.status !== b.status) {
    parts.push({ kind: 'status', at: 'status', a: a.status, b: b.status });
    return parts;
  }
  for (const name of INSTANCE_HEADERS) {
    const [x, y] = [headerOf(a, name), headerOf(b, name)];
    if (x !== undefined && y !== undefined) map.learn(x, y);
  }
  for (const name of COMPARED_HEADERS) {
    const [x, y] = [headerOf(a, name), headerOf(b, name)];
    if (x === undefined && y === undefined) continue;
    const expected = x === undefined ? undefined : normalized(name, map.translate(x));
    if (expected !== (y === undefined ? undefined : normalized(name, y)))
      parts.push({ kind: 'header', at: name, a: x, b: y });
  }
  const [x, y] = [jsonOf(a.body), jsonOf(b.body)];
  if (x !== undefined && y !== undefined) {
    walk(document, map, schemaOf(a.status), x.json, y.json, '', parts);
  } else if (x !== undefined || y !== undefined || map.translate(a.body.toString('utf8')) !== b.body.toString('utf8')) {
    parts.push({ kind: 'body', at: '', a: a.body.toString('utf8'), b: b.body.toString('utf8') });
  }
  return parts;
}

/** The value without what the schema marks `x-instance` (and with a's ids as b has them): what identifies an item. */
function content(document: OpenAPIObject, map: ValueMap, schema: Schema | undefined, value: unknown): unknown {
  if (instanceOf(document, schema) !== undefined) return null;
  if (typeof value === 'string') return map.translate(value);
  if (Array.isArray(value)) {
    // In any order: a list inside an item may be ordered differently on the other side.
    const items = itemsOf(document, schema);
    return value.map((item) => JSON.stringify(content(document, map, items, item))).sort();
  }
  if (isObject(value)) {
    const properties = schema === undefined ? {} : propertiesFor(document, schema, value);
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, content(document, map, properties[key], item)]),
    );
  }
  return value;
}

/**
 * Which item of b each item of a is (index pairs in a's order): the item whose id a's id maps to, else the first
 * unpaired one with the same content (ids and times aside), else the first unpaired one left. Two servers list the
 * same items; ties of a list's order broken by their own ids may still order them differently.
 */
function paired(
  document: OpenAPIObject,
  map: ValueMap,
  items: Schema | undefined,
  a: unknown[],
  b: unknown[],
): [number, number][] {
  const count = Math.min(a.length, b.length);
  const objects = a.every(isObject) && b.every(isObject);
  if (!objects) return Array.from({ length: count }, (_, index) => [index, index]);
  const idOf = (item: unknown) => (isObject(item) && typeof item['id'] === 'string' ? item['id'] : undefined);
  const free = new Set(b.keys());
  const pairs = new Map<number, number>();
  const byId = new Map(b.flatMap((item, j) => (idOf(item) === undefined ? [] : [[idOf(item) as string, j]])));
  for (const [i, item] of a.entries()) {
    const id = idOf(item);
    const j = id === undefined ? undefined : byId.get(map.translate(id));
    if (j !== undefined && free.has(j)) {
      pairs.set(i, j);
      free.delete(j);
    }
  }
  const signature = (item: unknown) => JSON.stringify(content(document, map, items, item));
  const bySignature = new Map<string, number[]>();
  for (const j of free) {
    const key = signature(b[j]);
    bySignature.set(key, [...(bySignature.get(key) ?? []), j]);
  }
  for (const [i, item] of a.entries()) {
    if (pairs.has(i)) continue;
    const j = bySignature.get(signature(item))?.find((k) => free.has(k));
    if (j !== undefined) {
      pairs.set(i, j);
      free.delete(j);
    }
  }
  const left = [...free].sort((x, y) => x - y);
  for (const i of a.keys()) if (!pairs.has(i) && left.length > 0) pairs.set(i, left.shift() as number);
  return [...pairs].sort(([x], [y]) => x - y);
}

function walk(
  document: OpenAPIObject,
  map: ValueMap,
  schema: Schema | undefined,
  a: unknown,
  b: unknown,
  at: string,
  parts: Part[],
): void {
  const meaning = instanceOf(document, schema);
  if (meaning === 'time' && typeof a === 'string' && typeof b === 'string') return;
  if (meaning === 'id' && typeof a === 'string' && typeof b === 'string') {
    if (map.translate(a) === b) return;
    if (map.conflicts(a, b)) parts.push({ kind: 'value', at, a, b });
    else map.learn(a, b);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) parts.push({ kind: 'length', at, a: a.length, b: b.length });
    const items = itemsOf(document, schema);
    const pairs = paired(document, map, items, a, b);
    const order = pairs.map(([, j]) => j);
    if (order.some((j, index) => index > 0 && j < (order[index - 1] ?? 0)))
      parts.push({ kind: 'order', at, a: pairs.map(([i]) => i), b: order });
    for (const [i, j] of pairs) walk(document, map, items, a[i], b[j], `${at}/${i}`, parts);
    return;
  }
  if (isObject(a) && isObject(b)) {
    const properties = schema === undefined ? {} : propertiesFor(document, schema, a);
    const additional = additionalOf(document, schema);
    // A map keyed by ids: a's keys as b would have them.
    const translated = new Map(Object.keys(a).map((key) => [map.translate(key), key]));
    for (const [key, original] of translated) {
      const place = `${at}/${escapeKey(key)}`;
      if (processed(properties[original])) continue;
      if (!(key in b)) parts.push({ kind: 'only-a', at: place, a: a[original] });
      else walk(document, map, properties[original] ?? additional, a[original], b[key], place, parts);
    }
    for (const key of Object.keys(b))
      if (!translated.has(key) && !processed(properties[key]))
        parts.push({ kind: 'only-b', at: `${at}/${escapeKey(key)}`, b: b[key] });
    return;
  }
  if (typeof a === 'string' && typeof b === 'string') {
    if (map.translate(a) !== b && !sameButUnseenIds(map, a, b)) parts.push({ kind: 'value', at, a, b });
    return;
  }
  const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
  if (kindOf(a) !== kindOf(b)) parts.push({ kind: 'type', at, a, b });
  else if (JSON.stringify(a) !== JSON.stringify(b)) parts.push({ kind: 'value', at, a, b });
}
