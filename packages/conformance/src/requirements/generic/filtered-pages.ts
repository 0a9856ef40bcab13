/**
 * Pagination under a filter (spec schema ListEnvelope; `x-filter` of the list's query parameters): the walk of
 * generic/pagination.ts repeated with a filter value and a small `limit` (PAG-FILTER, SHOULD: every item of the
 * filtered list once, no page over `limit`, `count` when sent the filtered size — what `count` holds is
 * docs/behaviour.md#pagination — and the walk ends), and a cursor
 * reused with another value of the filter refused with 400 and the error body (PAG-CURSOR-FILTER, SHOULD:
 * docs/behaviour.md#pagination, a cursor is bound to one list and "a changed filter" is a 400).
 */
import { Findings } from '../../engine/property.js';
import type { Query, Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import type { Exchange } from '../../engine/types.js';
import type { Operation } from '../../contract/operations.js';
import { answer, isStatusWithErrorBody, itemKey, itemsOf, nextPageOf } from '../entries-and-answers.js';

export const pagFilterId = (list: Operation, name: string): string => `PAG-FILTER.${list.id}.${name}`;
export const cursorFilterId = (list: Operation): string => `PAG-CURSOR-FILTER.${list.id}`;

/** A list read whole (pages of 1000 followed): its items, the first page's `count`, and how it answered. */
export interface Read {
  status: number;
  items: unknown[];
  keys: string[];
  /** `count` of the first page, when the whole list came in one page (else undefined: not comparable). */
  count: unknown;
  exchange: Exchange;
}

/** Reads every item of a list with this query (at most 20 pages of 1000). */
export async function readAll(s: Session, list: Operation, params: Params, query: Query): Promise<Read> {
  const items: unknown[] = [];
  let page: string | undefined;
  let first: Exchange | undefined;
  for (let pages = 0; pages < 20; pages++) {
    const exchange = await s.callRaw(list, { params, query: { ...query, limit: 1000, ...(page ? { page } : {}) } });
    first ??= exchange;
    if (exchange.status !== 200) return { status: exchange.status, items, keys: [], count: undefined, exchange };
    items.push(...itemsOf(exchange));
    page = nextPageOf(exchange);
    if (page === undefined || itemsOf(exchange).length === 0) break;
  }
  const count = pagesOf(first) === 1 ? (first?.json as { count?: unknown } | undefined)?.count : undefined;
  return { status: 200, items, keys: items.map(itemKey), count, exchange: first as Exchange };
}

const pagesOf = (first: Exchange | undefined): number =>
  first !== undefined && nextPageOf(first) === undefined ? 1 : 2;

/** A filter value of a parameter and what the list answered with it. */
export interface Probed {
  name: string;
  value: Query[string];
  read: Read;
  /** A value drawn so that no item has it. */
  none: boolean;
}

const shown = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));

/** Walks of a list other checks change too: a walk fails the requirement only when each of them failed. */
const SHARED_WALKS = 3;

/**
 * Walks the filtered list with a small `limit` (about three pages) and compares with the whole filtered list read
 * before and after (an item added or removed meanwhile by another check is neither required nor counted). A list
 * other checks change too is walked again when a walk fails: an item another check creates and deletes within one
 * walk shows in a page's `count` without ever being in the list read before or after, and a server whose pages are
 * wrong is wrong on every walk.
 */
export async function walkFiltered(
  s: Session,
  list: Operation,
  params: Params,
  probe: Probed,
  own: boolean,
  f: Findings,
): Promise<void> {
  const id = pagFilterId(list, probe.name);
  const walk: FilteredWalk = { s, list, params, probe, own };
  if (own || !f.watching(id)) return walkOnce(walk, f);
  let last: Findings | undefined;
  for (let n = 0; n < SHARED_WALKS; n++) {
    last = new Findings(new Set([id]));
    const read = n === 0 ? probe.read : await readAll(s, list, params, { [probe.name]: probe.value });
    await walkOnce({ ...walk, probe: { ...probe, read } }, last);
    if (last.entries.length === 0) return;
  }
  for (const [failed, message] of last?.entries ?? []) f.require(failed, false, () => message);
}

/** One walk of a filtered list: where it is read, the value it is filtered with, and whether it is the check's own. */
interface FilteredWalk {
  s: Session;
  list: Operation;
  params: Params;
  probe: Probed;
  own: boolean;
}

async function walkOnce({ s, list, params, probe, own }: FilteredWalk, f: Findings): Promise<void> {
  const id = pagFilterId(list, probe.name);
  const filter = { [probe.name]: probe.value };
  const total = probe.read.keys.length;
  const limit = Math.max(1, Math.ceil(total / 3));
  const what = `${probe.name}=${shown(probe.value)}, limit=${limit}, ${total} items`;
  const seen: string[] = [];
  const counts: unknown[] = [];
  let page: string | undefined;
  /** Pages answered after the one that completed the list, and the items they held. */
  let pagesAfterLast = 0;
  const afterLast: string[] = [];
  const maxPages = Math.ceil(total / limit) + 3;
  for (let n = 0; n < maxPages; n++) {
    const exchange = await s.callRaw(list, { params, query: { ...filter, limit, ...(page ? { page } : {}) } });
    if (!f.require(id, exchange.status === 200, () => `${what}: page ${n + 1}: ${answer(exchange)}`)) return;
    const keys = itemsOf(exchange).map(itemKey);
    f.require(id, keys.length <= limit, () => `${what}: page ${n + 1} holds ${keys.length} items`);
    for (const key of keys) f.require(id, !seen.includes(key), () => `${what}: item ${key} came twice`);
    if (probe.read.keys.every((key) => seen.includes(key))) {
      pagesAfterLast += 1;
      afterLast.push(...keys);
    }
    seen.push(...keys);
    counts.push((exchange.json as { count?: unknown }).count);
    page = nextPageOf(exchange);
    if (page === undefined) break;
  }
  // A list of the check's own changes only through the check; another is read again to tell what changed meanwhile.
  const after = own ? probe.read : await readAll(s, list, params, filter);
  const stable = probe.read.keys.filter((key) => after.keys.includes(key));
  const missing = stable.filter((key) => !seen.includes(key));
  f.require(id, missing.length === 0, () => `${what}: items ${missing.slice(0, 5).join(', ')} never came`);
  // The end and `count` (when sent, the filtered size) are judged only when nothing changed in the list meanwhile.
  if (stable.length !== total || after.keys.length !== total) return;
  f.require(id, page === undefined, () => `${what}: the walk did not end within ${maxPages} pages`);
  f.require(
    id,
    pagesAfterLast <= 1 && afterLast.length === 0,
    () => `${what}: after the page with the last item came ${pagesAfterLast} more (${afterLast.join(', ')})`,
  );
  for (const count of counts.filter((c) => c !== undefined))
    f.require(id, count === total, () => `${what}: a page answers count ${String(count)}`);
}

/**
 * A cursor of the list filtered with one value, sent with another value of the same filter: a 400 with the error
 * body (the cursor is bound to the list it came from). Undecided when no value gives a second page.
 */
export async function cursorAcrossValues(
  s: Session,
  list: Operation,
  params: Params,
  probes: Probed[],
  f: Findings,
): Promise<void> {
  for (const from of probes.filter((p) => p.read.status === 200 && p.read.keys.length >= 2)) {
    const to =
      probes.find((p) => p.name === from.name && !p.none && shown(p.value) !== shown(from.value)) ??
      probes.find((p) => p.name === from.name && p.none);
    if (to === undefined) continue;
    const first = await s.callRaw(list, { params, query: { [from.name]: from.value, limit: 1 } });
    const cursor = first.status === 200 ? nextPageOf(first) : undefined;
    if (cursor === undefined) continue;
    const reused = await s.callRaw(list, { params, query: { [to.name]: to.value, limit: 1, page: cursor } });
    f.require(
      cursorFilterId(list),
      isStatusWithErrorBody(reused, 400),
      () => `a cursor of ${from.name}=${shown(from.value)} sent with ${to.name}=${shown(to.value)}: ${answer(reused)}`,
    );
    return;
  }
}
