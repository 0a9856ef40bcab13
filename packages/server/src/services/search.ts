/**
 * Space and organization search (spec: searchSpaceContent; spec tag Organizations: GET
 * @ORG/search): ranked full-text search of the pages of spaces' current revisions, keyset-paginated
 * over (rank desc, id asc) — a page's rank depends only on the page and the query, so pages stay stable
 * while content changes elsewhere.
 */
import { organizationFor } from '../access/organizations.js';
import { spaceFor } from '../access/resources.js';
import { atLeast } from '../domain/permissions.js';
import { badRequest } from '../errors.js';
import type { PageQuery, SortKey } from '../http/pagination.js';
import { presentSearchPage } from '../presenters/search.js';
import * as repo from '../repositories/search.js';
import type { Deps } from '../deps.js';
import type { SpaceSearchItem } from '@docs-api/shared-types';
import type { Input, RequestContext } from '../http/handler.js';

/** Pages listed per space in an organization search item (the best ones). */
export const PAGES_PER_SPACE = 10;

const byRank = (id: 'pageId' | 'spaceId'): SortKey[] => [
  { field: 'rank', direction: 'desc' },
  { field: id, direction: 'asc' },
];

/** The (rank, id) a cursor of `list` points after; the paginator checks the signature, this the shape. */
function cursorOf(s: Deps, list: string, query: PageQuery): [number, string] | undefined {
  if (query.page === undefined) return undefined;
  const [rank, id] = s.paginator.decode(list, query.page);
  if (typeof rank !== 'number' || typeof id !== 'string') throw badRequest('query.page is not a valid cursor');
  return [rank, id];
}

/** One page of a ranking (rank desc, then `id` asc), keyset on the raw SQL's (rank, id). */
function rankedPage<Hit, Item>(
  ctx: RequestContext,
  list: string,
  query: PageQuery,
  id: 'pageId' | 'spaceId',
  ranking: repo.Ranking<Hit>,
  presentAll: (hits: Hit[]) => Promise<Item[]>,
) {
  const cursor = cursorOf(ctx, list, query);
  return ctx.paginator.paginate({
    list,
    query,
    sort: byRank(id),
    fetch: (_after, take) => ranking.find(cursor, take),
    count: ranking.count,
    presentAll,
  });
}

/** Presents page hits, each with its matching sections (one query for all of them). */
async function presentHits(ctx: RequestContext, text: string, hits: repo.PageHit[]): Promise<SpaceSearchItem[]> {
  const sections = new Map<string, repo.SectionHit[]>();
  for (const section of await repo.matchingSections(ctx.prisma, text, hits)) {
    const key = `${section.spaceId}/${section.pageId}`;
    sections.set(key, [...(sections.get(key) ?? []), section]);
  }
  return hits.map((hit) =>
    presentSearchPage(hit, sections.get(`${hit.spaceId}/${hit.pageId}`) ?? [], text, ctx.baseUrl),
  );
}

/** Searches one space the caller can read. */
export async function searchSpace(ctx: RequestContext, { params: { spaceId }, query }: Input<'searchSpaceContent'>) {
  await spaceFor(ctx, spaceId);
  const ranking = repo.pageRanking(ctx.prisma, { text: query.query, spaceIds: [spaceId] });
  return rankedPage(ctx, `space-search:${spaceId}:${query.query}`, query, 'pageId', ranking, (hits) =>
    presentHits(ctx, query.query, hits),
  );
}

/** Searches every live space of the organization the caller can read; one item per space, best space first. */
export async function searchOrganization(
  ctx: RequestContext,
  { params: { organizationId }, query }: Input<'searchOrganizationContent'>,
) {
  const { role } = await organizationFor(ctx, organizationId);
  const tree = await ctx.rows.tree(organizationId);
  const readable = (await repo.organizationSpaces(ctx.prisma, organizationId)).filter((space) =>
    atLeast(tree.spaceLevel(role, space), 'read'),
  );
  const titles = new Map(readable.map((space) => [space.id, space.title] as const));
  const q = { text: query.query, spaceIds: [...titles.keys()] };
  const ranking = repo.spaceRanking(ctx.prisma, q);
  return rankedPage(ctx, `org-search:${organizationId}:${query.query}`, query, 'spaceId', ranking, async (spaces) => {
    const spaceIds = spaces.map((space) => space.spaceId);
    const hits = await repo.topPagesPerSpace(ctx.prisma, { ...q, spaceIds }, PAGES_PER_SPACE);
    const presented = await presentHits(ctx, query.query, hits);
    return spaces.map((space) => ({
      id: space.spaceId,
      title: titles.get(space.spaceId) ?? '',
      pages: presented.filter((_page, i) => hits[i]?.spaceId === space.spaceId),
    }));
  });
}
