/**
 * The output flags of the spec (`x-flag`; packages/spec README › Output flags): the query parameters that shape an
 * answer instead of filtering it, where their meaning comes from, and what a value's answer is expected to be,
 * computed from the answer without the parameter.
 */
import { flagOf, type FlagEffect, type FlagMeaning } from '@docs-api/spec';
import { behaviour, contract } from '../engine/sources.js';
import type { Source } from '../engine/types.js';
import type { Annotated } from './filter-meanings.js';
import type { ApiSpec, Operation } from './operations.js';
import { resolve } from './schema-walk.js';

export type Flag = Annotated<FlagMeaning>;

/** A place in an answer: the keys and indexes that lead to it. */
export type Place = (string | number)[];

/** The output flags of an operation (`x-flag`). */
export const flagsOf = (spec: ApiSpec, op: Operation): Flag[] =>
  op.queryParams.flatMap((parameter) => {
    const meaning = flagOf(parameter);
    const schema = resolve(spec.document, parameter.schema ?? {}) as Flag['schema'];
    return meaning === undefined ? [] : [{ name: parameter.name, schema, meaning }];
  });

/** The value that answers as leaving the flag out: its own `default`, else the schema's (as sent, a string). */
export const defaultOf = (flag: Flag): string | undefined => {
  const value = flag.meaning.default ?? flag.schema.default;
  return value === undefined ? undefined : String(value);
};

/**
 * Contract sentences that state what a flag does (the flag's name): `metadata`'s, from Change request content —
 * whose operation shapes are the space content's too ("Operation shapes for a change request's content are the same
 * as the space content operations below").
 */
const stated: Record<string, Source> = {
  metadata: contract(
    'Endpoints › Change request content',
    'When `metadata` is false the mutable `git` metadata is left out.',
  ),
};

/** Where a flag's meaning comes from: the contract where it states it, else the reference's reading (SHOULD). */
export const flagSource = (flag: Flag): Source | undefined =>
  flag.meaning.reading === 'reference' ? undefined : stated[flag.name];

/** The reading of flags where the contract says less. */
export const flagReading = behaviour('output-flags');

/** The paths an effect names. */
export const effectPaths = (effect: FlagEffect): string[] => [
  ...(effect.leavesOut ?? []),
  ...(effect.replaces !== undefined ? [effect.replaces.from, effect.replaces.to] : []),
];

/** The top-level answer fields a flag's effects name (`pages` of `pages.git`), as blind-spots.ts counts them. */
export const flagFields = (meaning: FlagMeaning): string[] => [
  ...new Set(Object.values(meaning.values).flatMap((e) => effectPaths(e).map((path) => path.split('.')[0] ?? path))),
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The places of the answer and of every object nested in it through `nests` (a page's `pages`), at any depth. */
function nodesOf(value: unknown, nests: string | undefined): Place[] {
  const nodes: Place[] = [];
  const visit = (current: unknown, at: Place): void => {
    nodes.push(at);
    const below = nests !== undefined && isObject(current) ? current[nests] : undefined;
    if (Array.isArray(below)) below.forEach((item, index) => visit(item, [...at, nests as string, index]));
  };
  visit(value, []);
  return nodes;
}

/**
 * Every place a dotted path reaches where its last field is present, arrays crossed: from the answer, and from each
 * object nested in it through `nests`.
 */
export function placesOf(value: unknown, path: string, nests?: string): Place[] {
  const places = new Map<string, Place>();
  const walk = (current: unknown, keys: string[], at: Place): void => {
    if (Array.isArray(current)) {
      current.forEach((item, index) => walk(item, keys, [...at, index]));
      return;
    }
    const [key, ...rest] = keys;
    if (!isObject(current) || key === undefined || !(key in current)) return;
    if (rest.length === 0) places.set(JSON.stringify([...at, key]), [...at, key]);
    else walk(current[key], rest, [...at, key]);
  };
  for (const node of nodesOf(value, nests)) walk(valueAt(value, node), path.split('.'), node);
  return [...places.values()];
}

/** The value at a place, or undefined. */
export const valueAt = (value: unknown, place: Place): unknown =>
  place.reduce<unknown>(
    (current, key) =>
      typeof key === 'number'
        ? Array.isArray(current)
          ? current[key]
          : undefined
        : isObject(current)
          ? current[key]
          : undefined,
    value,
  );

/** A copy of `value` without what is at `places`. */
export function without(value: unknown, places: Place[]): unknown {
  const copy = structuredClone(value);
  for (const place of places) {
    const holder = valueAt(copy, place.slice(0, -1));
    const key = place.at(-1);
    if (isObject(holder) && typeof key === 'string') delete holder[key];
  }
  return copy;
}

/** The first place where two JSON values differ, in words, or undefined when they are equal. */
export function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at || 'the answer'}: ${a.length} items, then ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const found = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const where = at === '' ? key : `${at}.${key}`;
      if (!(key in b)) return `${where} is left out`;
      if (!(key in a)) return `${where} is added: ${JSON.stringify(b[key]).slice(0, 80)}`;
      const found = firstDifference(a[key], b[key], where);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return JSON.stringify(a) === JSON.stringify(b)
    ? undefined
    : `${at || 'the answer'}: ${JSON.stringify(a).slice(0, 80)}, then ${JSON.stringify(b).slice(0, 80)}`;
}

/** The effect in words, for statements. */
export function describeEffect(effect: FlagEffect): string {
  const words = [
    ...(effect.leavesOut !== undefined
      ? [`leaves out ${effect.leavesOut.map((p) => `\`${p}\``).join(', ')} where the answer without it has them`]
      : []),
    ...(effect.replaces !== undefined
      ? [`answers \`${effect.replaces.to}\` instead of \`${effect.replaces.from}\` wherever that is`]
      : []),
  ];
  return words.join(' and ');
}
