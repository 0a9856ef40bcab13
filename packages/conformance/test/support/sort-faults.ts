/**
 * Faults of order (spec `x-sort`): a direction accepted and ignored, ascending pages keyed on whole seconds that
 * skip the items of the same second, and the members list ignoring `sort=lastSeenAt`. Each with the requirements
 * that must name it.
 */
import type { Fault } from './faults.js';
import { changeQuery, is, parts, rewriteJson, withQuery, type Forward, type ProxiedRequest } from './fault-proxy.js';

const SPACE_COMMENTS = /^\/v1\/spaces\/[^/]+\/comments$/;
const MEMBERS = /^\/v1\/orgs\/[^/]+\/members$/;

const PREFIX = 'seconds:';

/**
 * Ascending space comments paged on a keyset of `postedAt` alone, in whole seconds (a cursor holding the last
 * item's Unix second): the next page starts after that second, so the comments posted in the same second as the
 * page's last one are never listed. Newest-first pages, and the whole list in one page, stay right.
 */
async function secondsCursor(request: ProxiedRequest, forward: Forward) {
  const { path, query } = parts(request);
  const limit = Number(query.get('limit'));
  const page = query.get('page');
  const paged = Number.isInteger(limit) && limit >= 1 && limit < 1000;
  if (!is(request, 'GET', SPACE_COMMENTS) || query.get('order') !== 'asc' || !paged) return forward(request);
  if (page !== null && !page.startsWith(PREFIX)) return forward(request);
  const whole = new URLSearchParams(query);
  whole.delete('page');
  whole.set('limit', '1000');
  const answer = await forward(withQuery(request, path, whole));
  if (answer.status !== 200) return answer;
  const second = (item: { postedAt?: unknown }) => Math.floor(Date.parse(String(item.postedAt)) / 1000);
  return rewriteJson(answer, (body) => {
    const items = body['items'] as { postedAt?: unknown }[];
    const after = page === null ? items : items.filter((item) => second(item) > Number(page.slice(PREFIX.length)));
    const shown = after.slice(0, limit);
    const last = shown.at(-1);
    return {
      ...body,
      items: shown,
      ...(after.length > limit && last !== undefined ? { next: { page: `${PREFIX}${second(last)}` } } : {}),
    };
  });
}

export const sortFaults: Fault[] = [
  {
    name: 'space comments answered newest first whatever order=asc says',
    category: 'pagination',
    profiles: ['comments'],
    // The list behind the proxy never sees `asc`: a cursor of either order is one of the same list.
    expected: ['SORT-listCommentsInSpace.order.asc', 'PAG-CURSOR-ORDER.listCommentsInSpace'],
    handle: changeQuery(
      SPACE_COMMENTS,
      (query) => query.get('order') === 'asc',
      (query) => query.delete('order'),
    ),
  },
  {
    name: 'ascending space comment pages keyed on whole seconds skip the comments of the same second',
    category: 'pagination',
    profiles: ['comments'],
    expected: ['PAG-SORT.listCommentsInSpace'],
    handle: secondsCursor,
  },
  {
    name: 'members listed by joinedAt whatever sort=lastSeenAt says',
    category: 'pagination',
    profiles: ['members-teams'],
    // Members never seen are listed, out of lastSeenAt order in both directions; and a cursor of the joinedAt
    // list is taken for one of the lastSeenAt list.
    expected: [
      'SORT-listMembersInOrganizationById.sort.lastSeenAt',
      'SORT-listMembersInOrganizationById.order.asc',
      'PAG-CURSOR-ORDER.listMembersInOrganizationById',
    ],
    handle: changeQuery(
      MEMBERS,
      (query) => query.get('sort') === 'lastSeenAt',
      (query) => query.delete('sort'),
    ),
  },
];
