/** Share links of sites in Prisma, and what a share key opens. */
import type { Prisma, ShareLink } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import { modelRows } from './model-rows.js';
import type { Tx } from './organizations.js';

/** Share links by filter, a page at a time. */
export const shareLinkRows = (db: Tx): Rows<Prisma.ShareLinkWhereInput, ShareLink> => modelRows(db.shareLink);

export const findShareLink = (db: Tx, siteId: string, id: string) => db.shareLink.findFirst({ where: { id, siteId } });

export const createShareLink = (db: Tx, data: Prisma.ShareLinkUncheckedCreateInput) => db.shareLink.create({ data });

/** Updates a share link of the site; null when it is not (or no longer) there. */
export async function updateShareLink(
  db: Tx,
  siteId: string,
  id: string,
  data: Prisma.ShareLinkUncheckedUpdateManyInput,
) {
  // An empty update matches no row in Prisma: read the link as it is instead.
  if (Object.keys(data).length === 0) return findShareLink(db, siteId, id);
  const { count } = await db.shareLink.updateMany({ where: { id, siteId }, data });
  return count === 0 ? null : db.shareLink.findUnique({ where: { id } });
}

/** Deletes a share link of the site; true when it existed. */
export const deleteShareLink = async (db: Tx, siteId: string, id: string): Promise<boolean> =>
  (await db.shareLink.deleteMany({ where: { id, siteId } })).count > 0;

/** The share link carrying `key`, with its site. */
export const findShareLinkByKey = (db: Tx, key: string) =>
  db.shareLink.findUnique({ where: { key }, include: { site: true } });

/** Ids of the live (not soft-deleted) spaces a site publishes, in any section. */
export async function liveSpaceIdsOfSite(db: Tx, siteId: string): Promise<string[]> {
  const rows = await db.siteSpace.findMany({ where: { siteId }, select: { spaceId: true } });
  const live = await db.space.findMany({
    where: { id: { in: rows.map((r) => r.spaceId) }, deletedAt: null },
    select: { id: true },
  });
  return live.map((r) => r.id);
}
