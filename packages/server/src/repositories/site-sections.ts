/**
 * Site sections and section groups in Prisma. Their writes hold the per-site lock of site-spaces.ts
 * (lockSite); sites.ts holds the single-row reads and default setters that sites share with them.
 */
import type { Placed } from '../domain/positions.js';
import type { Prisma, SiteSection, SiteSectionGroup, SiteSpace } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import { modelRows } from './model-rows.js';
import type { Tx } from './organizations.js';
import { BY_POSITION, except, LAST_POSITION, lastPositionOf, POSITIONS, writePositions } from './positions.js';

/** Rows of some containers (in the order `find` reads them) by container id; each of `containerIds` has an entry. */
async function byContainer<T>(
  containerIds: string[],
  containerOf: (row: T) => string | null,
  find: () => Promise<T[]>,
): Promise<Map<string, T[]>> {
  const map = new Map<string, T[]>(containerIds.map((id) => [id, []]));
  if (containerIds.length === 0) return map;
  for (const row of await find()) map.get(containerOf(row) ?? '')?.push(row);
  return map;
}

/** The site spaces of each section, by section id, in their order. */
export const siteSpacesBySection = (db: Tx, sectionIds: string[]): Promise<Map<string, SiteSpace[]>> =>
  byContainer(
    sectionIds,
    (row) => row.sectionId,
    () => db.siteSpace.findMany({ where: { sectionId: { in: sectionIds } }, orderBy: BY_POSITION }),
  );

/** The sections of each group, by group id, in their order. */
export const sectionsByGroup = (db: Tx, groupIds: string[]): Promise<Map<string, SiteSection[]>> =>
  byContainer(
    groupIds,
    (row) => row.groupId,
    () => db.siteSection.findMany({ where: { groupId: { in: groupIds } }, orderBy: BY_POSITION }),
  );

// Sections

/** Sections by id (none asked, none read: Prisma would still send a statement, `WHERE 1=0`). */
export const findSectionsById = async (db: Tx, ids: string[]): Promise<SiteSection[]> =>
  ids.length === 0 ? [] : db.siteSection.findMany({ where: { id: { in: ids } } });

/** Site sections by filter, a page at a time. */
export const sectionRows = (db: Tx): Rows<Prisma.SiteSectionWhereInput, SiteSection> => modelRows(db.siteSection);

/** Positions of the sections of one container (a group, or null = ungrouped), without `exceptId`. */
export const sectionSiblings = (db: Tx, siteId: string, groupId: string | null, exceptId?: string): Promise<Placed[]> =>
  db.siteSection.findMany({ where: { siteId, groupId, ...except(exceptId) }, ...POSITIONS });

/** The last position among the sections of a container (a group, or null = ungrouped) other than `exceptIds`, 0 when none. */
export const lastSectionPosition = (db: Tx, siteId: string, groupId: string | null, exceptIds: string[]) =>
  lastPositionOf(db.siteSection.findFirst({ where: { siteId, groupId, id: { notIn: exceptIds } }, ...LAST_POSITION }));

export const setSectionPositions = (db: Tx, placed: Placed[]): Promise<void> =>
  writePositions(placed, (args) => db.siteSection.update(args));

export const createSection = (db: Tx, data: Prisma.SiteSectionUncheckedCreateInput) => db.siteSection.create({ data });

export const updateSection = (db: Tx, id: string, data: Prisma.SiteSectionUncheckedUpdateInput) =>
  db.siteSection.update({ where: { id }, data });

/** Deletes a section; its site spaces go with it (foreign key cascade). */
export const deleteSection = (db: Tx, id: string) => db.siteSection.delete({ where: { id } });

// Section groups

export const findGroup = (db: Tx, siteId: string, id: string) =>
  db.siteSectionGroup.findFirst({ where: { id, siteId } });

/** Site section groups by filter, a page at a time. */
export const groupRows = (db: Tx): Rows<Prisma.SiteSectionGroupWhereInput, SiteSectionGroup> =>
  modelRows(db.siteSectionGroup);

/** Positions of the groups of a site, without `exceptId`. */
export const groupSiblings = (db: Tx, siteId: string, exceptId?: string): Promise<Placed[]> =>
  db.siteSectionGroup.findMany({ where: { siteId, ...except(exceptId) }, ...POSITIONS });

export const setGroupPositions = (db: Tx, placed: Placed[]): Promise<void> =>
  writePositions(placed, (args) => db.siteSectionGroup.update(args));

export const createGroup = (db: Tx, data: Prisma.SiteSectionGroupUncheckedCreateInput) =>
  db.siteSectionGroup.create({ data });

export const updateGroup = (db: Tx, id: string, data: Prisma.SiteSectionGroupUncheckedUpdateInput) =>
  db.siteSectionGroup.update({ where: { id }, data });

export const deleteGroup = (db: Tx, id: string) => db.siteSectionGroup.delete({ where: { id } });
