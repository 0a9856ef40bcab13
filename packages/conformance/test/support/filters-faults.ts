/**
 * Single faults of list filters, pagination under a filter and searches (generic/filters.ts, filtered-pages.ts,
 * search.ts), each the way a careless implementation goes wrong, with exactly the requirement IDs that must catch it
 * (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { changeQuery, parts, withQuery, type FaultHandler } from './fault-proxy.js';

const SITES = /^\/v1\/orgs\/[^/]+\/sites$/;
const MEMBERS = /^\/v1\/orgs\/[^/]+\/members$/;
const SEARCH = /^\/v1\/(orgs|spaces)\/[^/]+\/search$/;
/** spec schema Role. */
const ROLES = ['admin', 'create', 'edit', 'review', 'comment', 'read'];

/** The query without `page` and `limit`: the filter a cursor was made for. */
const filterOf = (query: URLSearchParams): URLSearchParams => {
  const filter = new URLSearchParams(query);
  filter.delete('page');
  filter.delete('limit');
  filter.sort();
  return filter;
};

/**
 * A cursor that ignores a changed filter: the cursor carries the filter it was made with, and a request that sends
 * it with another value of the filter goes on with the first one (the proxy remembers each `next.page` it hands out
 * with its request's filter, and puts that filter back on a request that brings the cursor to the same list).
 */
function cursorKeepsItsFilter(): FaultHandler {
  const made = new Map<string, { path: string; filter: URLSearchParams }>();
  return async (request, forward) => {
    const { path, query } = parts(request);
    const page = query.get('page');
    const origin = page === null ? undefined : made.get(page);
    let sent = request;
    if (request.method === 'GET' && origin !== undefined && origin.path === path) {
      const kept = new URLSearchParams(origin.filter);
      kept.set('page', page ?? '');
      if (query.get('limit') !== null) kept.set('limit', query.get('limit') ?? '');
      sent = withQuery(request, path, kept);
    }
    const response = await forward(sent);
    if (request.method !== 'GET' || response.status !== 200) return response;
    try {
      const next = (JSON.parse(response.body.toString('utf8')) as { next?: { page?: unknown } }).next?.page;
      if (typeof next === 'string') made.set(next, { path, filter: filterOf(parts(sent).query) });
    } catch {
      // not a JSON body: no cursor
    }
    return response;
  };
}

export const filtersFaults: Fault[] = [
  {
    name: 'the sites list ignores `published` (the query parameter is dropped before the filter)',
    // The families of issue 54 (effects, permissions, refusals, one representation) see it too.
    // Where the run has made enough sites that the list spans several pages (REF makes some), the cursor's pages
    // show the filter dropped too.
    mayAlsoFail: ['ROB-INVALID-PARAM.listSites', 'PAG-CURSOR-FILTER.listSites'],
    category: 'pagination',
    profiles: ['sites'],
    expected: ['FILTER-listSites.published'],
    handle: changeQuery(
      SITES,
      (query) => query.has('published'),
      (query) => query.delete('published'),
    ),
  },
  {
    name: 'the members list validates `role` but ignores it',
    category: 'pagination',
    profiles: ['members-teams'],
    // Its cursors then serve every role alike: one made for a role goes on under another.
    expected: ['FILTER-listMembersInOrganizationById.role', 'PAG-CURSOR-FILTER.listMembersInOrganizationById'],
    handle: changeQuery(
      MEMBERS,
      (query) => ROLES.includes(query.get('role') ?? ''),
      (query) => query.delete('role'),
    ),
  },
  {
    name: 'the members list ignores `search`',
    category: 'state',
    profiles: ['members-teams'],
    expected: ['SEARCH-listMembersInOrganizationById'],
    handle: changeQuery(
      MEMBERS,
      (query) => query.has('search'),
      (query) => query.delete('search'),
    ),
  },
  {
    name: "content searches drop the words and match every page holding an 'e'",
    category: 'state',
    profiles: ['core', 'content'],
    expected: ['SEARCH-searchOrganizationContent', 'SEARCH-searchSpaceContent'],
    handle: changeQuery(
      SEARCH,
      // After validation: a query over the limit is still refused.
      (query) => query.has('query') && [...(query.get('query') ?? '')].length <= 512,
      (query) => query.set('query', 'e'),
    ),
  },
  {
    name: 'a cursor ignores a changed filter: sent with another value, it goes on with the value it was made with',
    category: 'pagination',
    profiles: ['sites'],
    expected: ['PAG-CURSOR-FILTER.listSiteSpaces', 'PAG-CURSOR-FILTER.listSites'],
    handle: cursorKeepsItsFilter(),
  },
];
