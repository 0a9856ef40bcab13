/**
 * How the order family (sort.ts) judges a list: items compared by the key the spec's `x-sort` names (or, where
 * an item does not carry it, by when the check made the object), whole lists read in one order and another, and
 * the pagination walk under an order (docs/behaviour.md#pagination).
 */
import type { Findings } from '../../engine/property.js';
import type { Query, Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import type { Exchange } from '../../engine/types.js';
import type { Operation } from '../../contract/operations.js';
import { fieldOf, type Direction, type SortBy } from '../../contract/sort-meanings.js';
import { answer, idsOf, itemKey, itemsOf, nextPageOf } from '../entries-and-answers.js';

/** What the items of one list are compared by. */
export interface Ordering {
  by: SortBy;
  /** Whether the key is a timestamp the items carry (compared as instants). */
  timestamp: boolean;
  /** The creation group of each object the check made, by id: a later group was made later (a clock second later). */
  groups: Map<string, number>;
}

const instant = (item: unknown, field: string): number => {
  const value = fieldOf(item, field);
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
};

const groupOf = (o: Ordering, item: unknown): number | undefined =>
  idsOf(item)
    .map((id) => o.groups.get(id))
    .find((group) => group !== undefined);

/** The sign of `a` against `b` ascending: by key where both carry it, else by creation group; undefined when unknown. */
export function compare(o: Ordering, a: unknown, b: unknown): number | undefined {
  const [x, y] = o.timestamp ? [instant(a, o.by.field), instant(b, o.by.field)] : [Number.NaN, Number.NaN];
  if (!Number.isNaN(x) && !Number.isNaN(y)) return Math.sign(x - y);
  const [gx, gy] = [groupOf(o, a), groupOf(o, b)];
  return gx !== undefined && gy !== undefined ? Math.sign(gx - gy) : undefined;
}

const describe = (o: Ordering, item: unknown, at: number): string =>
  `${itemKey(item)} (${o.by.field} ${JSON.stringify(fieldOf(item, o.by.field)) ?? 'absent'}, position ${at + 1})`;

/** The first two items out of the asked direction, described; undefined when the order holds. */
export function outOfOrder(o: Ordering, items: unknown[], direction: Direction): string | undefined {
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) {
      const sign = compare(o, items[i], items[j]);
      if (sign !== undefined && (direction === 'asc' ? sign > 0 : sign < 0))
        return `${describe(o, items[i], i)} comes before ${describe(o, items[j], j)}`;
    }
  return undefined;
}

/** Which items one list has and the other not; undefined when both hold the same items. */
export function differentItems(a: unknown[], b: unknown[]): string | undefined {
  const [ka, kb] = [a.map(itemKey), b.map(itemKey)];
  const only = [
    ...ka.filter((key) => !kb.includes(key)).map((key) => `${key} only in the first`),
    ...kb.filter((key) => !ka.includes(key)).map((key) => `${key} only in the second`),
  ];
  return only.length === 0 ? undefined : `the lists differ: ${only.slice(0, 4).join(', ')}`;
}

/**
 * Where `b` does not list the items of `a`, or does not keep (or, with `reverse`, exactly reverse) the order of
 * two of them that do not tie; undefined when it does. Items with equal keys may come either way.
 */
export function orderMismatch(o: Ordering, a: unknown[], b: unknown[], reverse: boolean): string | undefined {
  const differs = differentItems(a, b);
  if (differs !== undefined) return differs;
  const keys = a.map(itemKey);
  const at = new Map(b.map((item, i) => [itemKey(item), i]));
  for (let i = 0; i < a.length; i++)
    for (let j = i + 1; j < a.length; j++) {
      if (compare(o, a[i], a[j]) === 0) continue;
      const [pi, pj] = [at.get(keys[i] ?? '') ?? 0, at.get(keys[j] ?? '') ?? 0];
      if (reverse ? pi < pj : pi > pj)
        return `${describe(o, a[i], i)} and ${describe(o, a[j], j)} come at positions ${pi + 1} and ${pj + 1} in the second`;
    }
  return undefined;
}

/** A list read whole (pages of 1000), or the answer that stopped the reading. */
export interface Read {
  query: Query;
  items: unknown[];
  failed?: Exchange;
}

export async function readWhole(s: Session, op: Operation, params: Params, query: Query): Promise<Read> {
  const items: unknown[] = [];
  let page: string | undefined;
  for (let pages = 0; pages < 20; pages++) {
    const exchange = await s.callRaw(op, { params, query: { ...query, limit: 1000, ...(page ? { page } : {}) } });
    if (exchange.status !== 200) return { query, items, failed: exchange };
    items.push(...itemsOf(exchange));
    page = nextPageOf(exchange);
    if (page === undefined || itemsOf(exchange).length === 0) break;
  }
  return { query, items };
}

/** `op?query` for messages. */
export const label = (op: Operation, query: Query): string => {
  const text = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return text === '' ? op.id : `${op.id}?${text}`;
};

/** Pages of one or two, so that items with equal keys fall on both sides of a page's end (a long list: a dozen pages). */
export const walkLimit = (total: number): number => (total <= 5 ? 1 : Math.max(2, Math.ceil(total / 12)));

/**
 * Walks the list in small pages and records under `id` a page that is not 200, an item twice, an item of the
 * whole list (`whole`, read in the same order) that never comes, a `count` that is not the whole list's, and a
 * `next` on the page with the last item. Answers the first page's cursor, if any.
 */
export async function walkPages(
  s: Session,
  op: Operation,
  params: Params,
  whole: Read,
  id: string,
  f: Findings,
): Promise<{ cursor?: string; limit: number }> {
  const want = whole.items.map(itemKey);
  const limit = walkLimit(want.length);
  const query = { ...whole.query, limit };
  const seen: string[] = [];
  let page: string | undefined;
  let first: string | undefined;
  let complete = false;
  for (let n = 0; n < Math.ceil(want.length / limit) + 2; n++) {
    const exchange = await s.callRaw(op, { params, query: { ...query, ...(page ? { page } : {}) } });
    const where = `${label(op, query)}, page ${n + 1}`;
    if (!f.require(id, exchange.status === 200, () => `${where}: ${answer(exchange)}`)) return { limit };
    const keys = itemsOf(exchange).map(itemKey);
    const twice = keys.find((key, i) => seen.includes(key) || keys.indexOf(key) !== i);
    f.require(id, twice === undefined, () => `${where}: item ${twice} came twice`);
    seen.push(...keys);
    const count = (exchange.json as { count?: unknown } | undefined)?.count;
    f.require(id, count === want.length, () => `${where}: count ${String(count)}, the list holds ${want.length}`);
    page = nextPageOf(exchange);
    if (n === 0) first = page;
    if (!complete && want.every((key) => seen.includes(key))) {
      complete = true;
      f.require(id, page === undefined, () => `${where} holds the last item and still has next ${page}`);
    }
    if (page === undefined) break;
  }
  const missing = want.filter((key) => !seen.includes(key));
  f.require(
    id,
    missing.length === 0,
    () => `${label(op, query)}: items ${missing.slice(0, 4).join(', ')} never came (${want.length} in the list)`,
  );
  return { limit, ...(first !== undefined ? { cursor: first } : {}) };
}
