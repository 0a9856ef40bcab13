/** Sites, and the reads of their structure (sections, site spaces) that sites need, in Prisma. */
import type { Prisma, Site } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import { withChildCounts } from './child-counts.js';
import type { Tx } from './organizations.js';
import { BY_POSITION } from './positions.js';

/** A site with the number of its site spaces (spec schema Site: siteSpaces). */
export type SiteWithCount = Site & { _count: { siteSpaces: number } };

const withCount = { _count: { select: { siteSpaces: true } } } as const;

export const findSiteById = (db: Tx, id: string): Promise<SiteWithCount | null> =>
  db.site.findUnique({ where: { id }, include: withCount });

/**
 * Sites by filter, a page at a time, with their number of site spaces counted for the page's sites only. (The
 * `_count` include, in a list, counts the site spaces of every site in the database and joins the page to that:
 * PostgreSQL narrows it to one site only for a lookup by id, as findSiteById makes.)
 */
export const siteRows = (db: Tx): Rows<Prisma.SiteWhereInput, SiteWithCount> => ({
  find: async (args) =>
    withChildCounts(await db.site.findMany(args), 'siteSpaces', async (ids) =>
      (await db.siteSpace.groupBy({ by: ['siteId'], where: { siteId: { in: ids } }, _count: { _all: true } })).map(
        (g) => [g.siteId, g._count._all],
      ),
    ),
  count: (where) => db.site.count({ where }),
});

export const createSite = (db: Tx, data: Prisma.SiteUncheckedCreateInput) => db.site.create({ data });

/** Updates a site; null when it is gone. */
export async function updateSite(
  db: Tx,
  id: string,
  data: Prisma.SiteUncheckedUpdateManyInput,
): Promise<SiteWithCount | null> {
  const { count } = await db.site.updateMany({ where: { id }, data });
  return count === 0 ? null : findSiteById(db, id);
}

/** Deletes a site; its sections, groups, site spaces and share links go with it (cascade). True when it existed. */
export const deleteSite = async (db: Tx, organizationId: string, id: string): Promise<boolean> =>
  (await db.site.deleteMany({ where: { id, organizationId } })).count > 0;

/** The live (not soft-deleted) spaces of an organization among `ids`. */
export const liveSpacesOfOrganization = (db: Tx, organizationId: string, ids: string[]) =>
  db.space.findMany({ where: { id: { in: ids }, organizationId, deletedAt: null } });

export const findSiteSpaceOfSite = (db: Tx, siteId: string, id: string) =>
  db.siteSpace.findFirst({ where: { id, siteId } });

export const findSectionOfSite = (db: Tx, siteId: string, id: string) =>
  db.siteSection.findFirst({ where: { id, siteId } });

/** Makes `id` the only default site space of its level (its section, or the root). */
export async function setDefaultSiteSpace(db: Tx, siteId: string, sectionId: string | null, id: string): Promise<void> {
  await db.siteSpace.updateMany({
    where: { siteId, sectionId, isDefault: true, id: { not: id } },
    data: { isDefault: false },
  });
  await db.siteSpace.update({ where: { id }, data: { isDefault: true } });
}

/** Makes `id` the only default section of the site. */
export async function setDefaultSection(db: Tx, siteId: string, id: string): Promise<void> {
  await db.siteSection.updateMany({ where: { siteId, isDefault: true, id: { not: id } }, data: { isDefault: false } });
  await db.siteSection.update({ where: { id }, data: { isDefault: true } });
}

/** Sections of a site in their order. */
export const listSectionsOfSite = (db: Tx, siteId: string) =>
  db.siteSection.findMany({ where: { siteId }, orderBy: BY_POSITION });

/** Site spaces of a site in their order (by section, then position). */
export const listSiteSpacesOfSite = (db: Tx, siteId: string) =>
  db.siteSpace.findMany({ where: { siteId }, orderBy: BY_POSITION });

/** The live spaces among `ids`, by id. */
export async function liveSpacesById(db: Tx, ids: string[]) {
  const rows = await db.space.findMany({ where: { id: { in: ids }, deletedAt: null } });
  return new Map(rows.map((r) => [r.id, r]));
}
