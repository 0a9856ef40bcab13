/**
 * Site spaces in Prisma, and what site creation shares with the site sections: the per-site lock,
 * the path a space gets on the site, and adding spaces at the end of a level of the site.
 */
import { successorOf, type Placed } from '../domain/positions.js';
import { dashedWords } from '../domain/revision-content.js';
import type { Prisma, SiteSpace as SiteSpaceRow } from '../generated/prisma/client.js';
import { newId } from '../ids.js';
import type { Rows } from '../http/pagination.js';
import { modelRows } from './model-rows.js';
import type { Tx } from './organizations.js';
import { BY_POSITION, except, POSITIONS, writePositions } from './positions.js';

/** Holds, until the transaction ends, the lock on one site's structure (paths, defaults, positions). */
export const lockSite = async (db: Tx, siteId: string): Promise<void> => {
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`site-structure:${siteId}`}))`;
};

/** spec schema SiteSpace `path` 1 to 100. */
const MAX_PATH = 100;

/** A path segment from a title: lower-case letters, digits and dashes ("Getting Started" → "getting-started"). */
export function slugOf(title: string): string {
  const slug = dashedWords(title).slice(0, MAX_PATH).replace(/-+$/, '');
  return slug === '' ? 'space' : slug;
}

/** `base`, or `base-2`, `base-3`, … — the first one not in `taken` (kept within the path bound). */
export function uniquePath(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_PATH - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Adds one site space per space at the end of a level of the site (`sectionId`, default the root),
 * inside the caller's transaction, which holds the site's lock (inSiteTransaction) or made the site. Paths are the slug of the space title, unique
 * within the site; the first one added becomes the default of its level when that level has none.
 * The spaces must be live spaces of the site's organization: the caller has read them.
 */
export async function addSiteSpaces(
  tx: Tx,
  siteId: string,
  spaces: readonly { id: string; title: string }[],
  now: Date,
  sectionId: string | null = null,
): Promise<SiteSpaceRow[]> {
  if (spaces.length === 0) return [];
  const existing = await tx.siteSpace.findMany({
    where: { siteId },
    select: { path: true, sectionId: true, isDefault: true, position: true },
  });
  const taken = new Set(existing.map((e) => e.path));
  const level = existing.filter((e) => e.sectionId === sectionId);
  let hasDefault = level.some((e) => e.isDefault);
  let position = Math.max(0, ...level.map((e) => e.position));
  const created: SiteSpaceRow[] = [];
  for (const { id: spaceId, title } of spaces) {
    const path = uniquePath(slugOf(title), taken);
    taken.add(path);
    position += 1;
    created.push(
      await tx.siteSpace.create({
        data: {
          id: newId(),
          siteId,
          sectionId,
          spaceId,
          path,
          condition: null,
          isDefault: !hasDefault,
          position,
          createdAt: now,
        },
      }),
    );
    hasDefault = true;
  }
  return created;
}

/** Site spaces by filter, a page at a time. */
export const siteSpaceRows = (db: Tx): Rows<Prisma.SiteSpaceWhereInput, SiteSpaceRow> => modelRows(db.siteSpace);

/** The site spaces of one container (a section, or null = the site's root), in order. */
export const siteSpacesIn = (db: Tx, siteId: string, sectionId: string | null) =>
  db.siteSpace.findMany({ where: { siteId, sectionId }, orderBy: BY_POSITION });

/** Positions of the site spaces of one container (a section, or null = root), without `exceptId`. */
export const siteSpaceSiblings = (
  db: Tx,
  siteId: string,
  sectionId: string | null,
  exceptId?: string,
): Promise<Placed[]> => db.siteSpace.findMany({ where: { siteId, sectionId, ...except(exceptId) }, ...POSITIONS });

export const setSiteSpacePositions = (db: Tx, placed: Placed[]): Promise<void> =>
  writePositions(placed, (args) => db.siteSpace.update(args));

export const createSiteSpace = (db: Tx, data: Prisma.SiteSpaceUncheckedCreateInput) => db.siteSpace.create({ data });

export const updateSiteSpace = (db: Tx, id: string, data: Prisma.SiteSpaceUncheckedUpdateInput) =>
  db.siteSpace.update({ where: { id }, data });

/** Moves the site's root site spaces (sectionId null) into a section, keeping their order and default. */
export const moveRootSiteSpacesTo = (db: Tx, siteId: string, sectionId: string) =>
  db.siteSpace.updateMany({ where: { siteId, sectionId: null }, data: { sectionId } });

export const deleteSiteSpace = (db: Tx, id: string) => db.siteSpace.delete({ where: { id } });

/**
 * Removes the site spaces of purged spaces (a site space always shows its Space: spec schema SiteSpace `space`,
 * docs/behaviour.md#fields-always-sent); a removed default passes to the next site space of its level, as
 * deleteSiteSpaceById does.
 */
export async function deleteSiteSpacesOfSpaces(db: Tx, spaceIds: string[]): Promise<void> {
  if (spaceIds.length === 0) return;
  const gone = await db.siteSpace.findMany({ where: { spaceId: { in: spaceIds } }, orderBy: BY_POSITION });
  if (gone.length === 0) return;
  await db.siteSpace.deleteMany({ where: { id: { in: gone.map((row) => row.id) } } });
  for (const removed of gone.filter((row) => row.isDefault)) {
    const next = successorOf(await siteSpaceSiblings(db, removed.siteId, removed.sectionId), removed);
    if (next !== undefined) await db.siteSpace.update({ where: { id: next.id }, data: { isDefault: true } });
  }
}
