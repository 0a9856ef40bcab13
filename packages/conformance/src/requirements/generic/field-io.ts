/** Sending one value of a bounded field at one of its sites, and finding out whether it was stored. */
import type { Caller } from '../../engine/fixtures.js';
import type { Session } from '../../engine/session.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Exchange } from '../../engine/types.js';
import type { FieldSite } from '../../contract/bounds.js';
import type { Operation } from '../../contract/operations.js';
import { hasPropertyAt, valueAt, withValueAt } from '../../contract/values.js';
import { itemsOf, nextPageOf } from '../entries-and-answers.js';
import { onceParams } from './locks-and-params.js';

/** Sends `value` as the field: in a valid base body of the operation, or as the query parameter. */
export async function sendValue(s: Session, site: FieldSite, params: Params, value: unknown): Promise<Exchange> {
  const op = site.operation;
  const name = site.path[0] ?? '';
  const base = await s.baseBody(op, params, name);
  // A query parameter of an operation with a body (POST reply `format`) goes with a valid body.
  if (site.in === 'query')
    return s.callRaw(op, { params, query: { [name]: value as string }, ...(base !== undefined ? { body: base } : {}) });
  return s.callRaw(op, { params, body: withValueAt(base, site.path, value) });
}

/**
 * Whether each value sent to the site makes an object of its own: a create whose module frees no unique key after
 * it (`discard`). Such values may be sent at once, and such examples run at once.
 */
export function createsApart(toolkit: Toolkit, site: FieldSite): boolean {
  return (
    site.in === 'body' &&
    site.operation.successStatuses.includes(201) &&
    toolkit.setup(site.operation.id)?.discard === undefined
  );
}

/** A site a check sends values of a field to: how each example gets its path parameters, and how it sends. */
export interface SiteUse {
  site: FieldSite;
  params: (s: Session) => Promise<Params>;
  /** Values may be sent at once: each makes an object of its own (createsApart), or the site only reads (a GET). */
  apart: boolean;
}

/**
 * How a check uses the sites of a field: one set of parameters per run for each. `independent`: the examples may run
 * at once — every site takes values apart (no example changes an object another one reads).
 */
export function fieldSites(toolkit: Toolkit, sites: FieldSite[]): { uses: SiteUse[]; independent: boolean } {
  const uses = sites.map((site): SiteUse => ({
    site,
    apart: site.operation.method === 'get' || createsApart(toolkit, site),
    params: onceParams(site.operation, site.operation.method === 'get' ? 'shared' : 'fresh'),
  }));
  return { uses, independent: uses.every((use) => use.apart) };
}

/** Lets the operation's module remove what an accepted probe created (a unique key must stay free). */
export async function discard(s: Session, site: FieldSite, params: Params, exchange: Exchange): Promise<void> {
  const setup = s.env.toolkit.setup(site.operation.id);
  if (setup?.discard !== undefined && exchange.status >= 200 && exchange.status < 300)
    await setup.discard(s, params, exchange.json);
}

/** Whether an accepted value came back as sent; undefined when the response has no such field. */
export function roundTrips(s: Session, site: FieldSite, exchange: Exchange, value: unknown): boolean | undefined {
  const op = site.operation;
  if (site.in === 'query' || !hasPropertyAt(s.spec, op.responseSchemas.get(exchange.status), site.path, value))
    return undefined;
  return valueAt(exchange.json, site.path) === value;
}

/**
 * Every item of a list, following `next.page` with the largest page size (a bounded walk). `first`: its first page
 * (`limit=1000` with `filter`) when the caller has read it already; `as`: who reads it.
 */
export async function allItems(
  s: Session,
  list: Operation,
  params: Params,
  filter: Record<string, string> = {},
  first?: Exchange,
  as: Caller = 'admin',
): Promise<unknown[]> {
  const items: unknown[] = [];
  let page: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const query = { ...filter, limit: 1000, ...(page !== undefined ? { page } : {}) };
    const exchange = pages === 0 && first !== undefined ? first : await s.callRaw(list, { params, query, as });
    items.push(...itemsOf(exchange));
    page = nextPageOf(exchange);
    if (page === undefined || itemsOf(exchange).length === 0) break;
  }
  return items;
}

/**
 * Which of the values the target refused were stored anyway: read back the object (an update) or look for them
 * in the list the operation adds to (a create), with one read for all of them. Undefined when there is no way to
 * read them back (a query parameter, or no read of the path); a null value is never looked for (false).
 */
export async function storedOf(
  s: Session,
  site: FieldSite,
  params: Params,
  values: readonly unknown[],
): Promise<boolean[] | undefined> {
  const op = site.operation;
  if (site.in === 'query' || values.every((value) => value === null)) return undefined;
  const read = s.spec.find('get', op.path);
  if (read === undefined) return undefined;
  const found = s.spec.isList(read)
    ? new Set((await allItems(s, read, params)).map((item) => valueAt(item, site.path)))
    : new Set([valueAt((await s.callRaw(read, { params })).json, site.path)]);
  return values.map((value) => value !== null && found.has(value));
}

/**
 * Whether the values refused by several requests at one site can be looked for with one read after them all: a
 * create read back from its list (a later accepted create adds an item beside a wrongly stored one), not an update
 * or a replace (a later accepted value would overwrite a wrongly stored one before it is read).
 */
export function readBackTogether(s: Session, site: FieldSite): boolean {
  const read = s.spec.find('get', site.operation.path);
  return site.operation.method === 'post' && read !== undefined && s.spec.isList(read);
}

/** Whether one value the target refused was stored anyway (storedOf for one value). */
export async function wasStored(
  s: Session,
  site: FieldSite,
  params: Params,
  value: unknown,
): Promise<boolean | undefined> {
  return (await storedOf(s, site, params, [value]))?.[0];
}
