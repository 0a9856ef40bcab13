/**
 * Full-text search over "SearchPage" (one row per document page of a space's current revision) with
 * PostgreSQL's own text search — the same SQL runs on PGlite. A page matches when its weighted
 * `document` (title A, headings B, body C) matches `websearch_to_tsquery('english', query)`, or when its
 * title or body contains the query as typed (ILIKE), so that prefixes and words the English
 * configuration does not stem still find pages.
 */
import { Prisma } from '../generated/prisma/client.js';
import type { Tx } from './organizations.js';

export interface PageHit {
  spaceId: string;
  pageId: string;
  title: string;
  path: string;
  rank: number;
}

export interface SpaceHit {
  spaceId: string;
  rank: number;
}

/** A matching part of a page: its intro (ord 0, no id/title) or one of its heading sections. */
export interface SectionHit {
  spaceId: string;
  pageId: string;
  ord: number;
  id: string | null;
  title: string | null;
  body: string;
  headline: string;
}

export interface SearchQuery {
  text: string;
  spaceIds: string[];
}

/** The ILIKE pattern of the query as typed (wildcards escaped); null (matches nothing) for a blank query. */
const likePattern = (text: string): string | null =>
  text.trim() === '' ? null : `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;

/** The body without link destinations (`[text](url)` → `[text]`), for the ILIKE match: URLs are not text. */
const bodyText = (column: Prisma.Sql) => Prisma.sql`regexp_replace(${column}, '[]][(][^)]*[)]', ']', 'g')`;

/** The query and the matching pages of the given spaces with their rank (a title match always outranks a body-only match). */
const hitsCte = (q: SearchQuery) => Prisma.sql`
  q AS (SELECT websearch_to_tsquery('english', ${q.text}) AS tsq, ${likePattern(q.text)}::text AS pat),
  hits AS (
    SELECT sp."spaceId", sp."pageId", sp."title", sp."path",
      (CASE WHEN to_tsvector('english', sp."title") @@ q.tsq OR sp."title" ILIKE q.pat THEN 1 ELSE 0 END
        + coalesce(ts_rank_cd(sp."document", q.tsq, 32), 0))::float8 AS rank
    FROM "SearchPage" sp, q
    WHERE sp."spaceId" = ANY(${q.spaceIds}::text[])
      AND (sp."document" @@ q.tsq OR sp."title" ILIKE q.pat OR ${bodyText(Prisma.sql`sp."body"`)} ILIKE q.pat)
  )`;

/** Keyset condition "after (rank, id)" in the order rank desc, id asc. */
const after = (column: 'pageId' | 'spaceId', cursor: [number, string] | undefined) =>
  cursor === undefined
    ? Prisma.sql`TRUE`
    : Prisma.sql`(rank < ${cursor[0]}::float8 OR (rank = ${cursor[0]}::float8 AND ${Prisma.raw(`"${column}"`)} > ${cursor[1]}))`;

/** A ranked list of hits: a page of those strictly after a (rank, id) cursor, best first, and how many match. */
export interface Ranking<Hit> {
  find: (cursor: [number, string] | undefined, take: number) => Promise<Hit[]>;
  count: () => Promise<number>;
}

const countOf = async (rows: Promise<{ count: number }[]>): Promise<number> => Number((await rows)[0]?.count ?? 0);

/** Matching pages, best first (rank desc, pageId asc). */
export const pageRanking = (db: Tx, q: SearchQuery): Ranking<PageHit> => ({
  find: (cursor, take) => db.$queryRaw<PageHit[]>`
    WITH ${hitsCte(q)}
    SELECT "spaceId", "pageId", "title", "path", rank FROM hits
    WHERE ${after('pageId', cursor)}
    ORDER BY rank DESC, "pageId" ASC LIMIT ${take}`,
  count: () => countOf(db.$queryRaw`WITH ${hitsCte(q)} SELECT count(*)::int AS count FROM hits`),
});

/** Spaces with matching pages ranked by their best page (rank desc, spaceId asc). */
export const spaceRanking = (db: Tx, q: SearchQuery): Ranking<SpaceHit> => ({
  find: (cursor, take) => db.$queryRaw<SpaceHit[]>`
    WITH ${hitsCte(q)}, best AS (SELECT "spaceId", max(rank) AS rank FROM hits GROUP BY "spaceId")
    SELECT "spaceId", rank FROM best
    WHERE ${after('spaceId', cursor)}
    ORDER BY rank DESC, "spaceId" ASC LIMIT ${take}`,
  count: () => countOf(db.$queryRaw`WITH ${hitsCte(q)} SELECT count(DISTINCT "spaceId")::int AS count FROM hits`),
});

/** The best `perSpace` matching pages of each space, best first. */
export const topPagesPerSpace = (db: Tx, q: SearchQuery, perSpace: number) =>
  db.$queryRaw<PageHit[]>`
    WITH ${hitsCte(q)}
    SELECT "spaceId", "pageId", "title", "path", rank FROM (
      SELECT hits.*, row_number() OVER (PARTITION BY "spaceId" ORDER BY rank DESC, "pageId" ASC) AS n FROM hits
    ) ranked
    WHERE n <= ${perSpace}
    ORDER BY "spaceId", rank DESC, "pageId" ASC`;

/** The parts (intro, heading sections) of the given pages that match, in page order, with a ts_headline snippet. */
export async function matchingSections(
  db: Tx,
  text: string,
  pages: { spaceId: string; pageId: string }[],
): Promise<SectionHit[]> {
  if (pages.length === 0) return [];
  return db.$queryRaw<SectionHit[]>`
    WITH q AS (SELECT websearch_to_tsquery('english', ${text}) AS tsq, ${likePattern(text)}::text AS pat),
    pages AS (
      SELECT sp.* FROM "SearchPage" sp
      WHERE (sp."spaceId", sp."pageId") IN (SELECT * FROM unnest(${pages.map((p) => p.spaceId)}::text[], ${pages.map((p) => p.pageId)}::text[]))
    ),
    parts AS (
      SELECT "spaceId", "pageId", 0 AS ord, NULL::text AS id, NULL::text AS title,
        regexp_replace("body", '(^|\n)#{1,6}[ \t].*$', '') AS body
      FROM pages
      UNION ALL
      SELECT p."spaceId", p."pageId", sec.ord::int, sec.value->>'id', sec.value->>'title', coalesce(sec.value->>'body', '')
      FROM pages p CROSS JOIN LATERAL jsonb_array_elements(p."sections") WITH ORDINALITY AS sec(value, ord)
    )
    SELECT parts."spaceId", parts."pageId", parts.ord::int AS ord, parts.id, parts.title, parts.body,
      ts_headline('english', parts.body, q.tsq, 'MaxFragments=1, MaxWords=30, MinWords=10, StartSel="", StopSel=""') AS headline
    FROM parts, q
    WHERE (to_tsvector('english', coalesce(parts.title, '') || ' ' || parts.body) @@ q.tsq OR parts.title ILIKE q.pat
      OR ${bodyText(Prisma.sql`parts.body`)} ILIKE q.pat)
    ORDER BY parts."spaceId", parts."pageId", parts.ord`;
}

/** The live spaces of an organization with what decides who can read them. */
export const organizationSpaces = (db: Tx, organizationId: string) =>
  db.space.findMany({
    where: { organizationId, deletedAt: null },
    select: { id: true, title: true, defaultLevel: true, collectionId: true },
  });
