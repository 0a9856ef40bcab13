/** Spaces and their revisions in Prisma. */
import type { Prisma } from '../generated/prisma/client.js';
import type { Placed } from '../domain/positions.js';
import { openSpaceCommentCounts } from './comments.js';
import type { Tx } from './organizations.js';

/** The counters a Space carries (contract: Space › comments, changeRequests*). */
export interface SpaceCounters {
  comments: number;
  changeRequests: number;
  changeRequestsOpen: number;
  changeRequestsDraft: number;
}

/** The counters of each space, by id: the one place they come from (one grouped query per kind for all ids). */
export async function spaceCounters(db: Tx, spaceIds: string[]): Promise<Map<string, SpaceCounters>> {
  const counters = new Map(spaceIds.map((id) => [id, { comments: 0, changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 }]));
  if (spaceIds.length === 0) return counters;
  // contract: Space › changeRequests (total), changeRequestsOpen, changeRequestsDraft.
  const changeRequests = await db.changeRequest.groupBy({ by: ['spaceId', 'status'], where: { spaceId: { in: spaceIds } }, _count: { _all: true } });
  for (const group of changeRequests) {
    const counter = counters.get(group.spaceId);
    if (counter === undefined) continue;
    counter.changeRequests += group._count._all;
    if (group.status === 'open') counter.changeRequestsOpen += group._count._all;
    if (group.status === 'draft') counter.changeRequestsDraft += group._count._all;
  }
  // contract: Space › comments — the open comments of the space itself (not those of its change requests).
  for (const [spaceId, open] of await openSpaceCommentCounts(db, spaceIds)) {
    const counter = counters.get(spaceId);
    if (counter !== undefined) counter.comments = open;
  }
  return counters;
}

/** A space, deleted or not. */
export const findSpace = (db: Tx, id: string) => db.space.findUnique({ where: { id } });

/** A space that is not soft-deleted. */
export const findLiveSpace = (db: Tx, id: string) => db.space.findFirst({ where: { id, deletedAt: null } });

export const listSpaces = (db: Tx, where: Prisma.SpaceWhereInput, orderBy: Prisma.SpaceOrderByWithRelationInput[], take: number) =>
  db.space.findMany({ where, orderBy, take });

export const countSpaces = (db: Tx, where: Prisma.SpaceWhereInput) => db.space.count({ where });

/** Positions of the live spaces under `collectionId` (null = top level), in list order, without `exceptId`. */
export const spaceSiblings = (db: Tx, organizationId: string, collectionId: string | null, exceptId?: string): Promise<Placed[]> =>
  db.space.findMany({
    where: { organizationId, collectionId, deletedAt: null, ...(exceptId !== undefined ? { id: { not: exceptId } } : {}) },
    select: { id: true, position: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });

export const setSpacePositions = async (db: Tx, placed: Placed[]): Promise<void> => {
  for (const p of placed) await db.space.update({ where: { id: p.id }, data: { position: p.position } });
};

export const createSpace = (db: Tx, data: Prisma.SpaceUncheckedCreateInput) => db.space.create({ data });

export const updateSpace = (db: Tx, id: string, data: Prisma.SpaceUncheckedUpdateInput) => db.space.update({ where: { id }, data });

/** Updates a space unless it is soft-deleted (or gone); null then. */
export async function updateLiveSpace(db: Tx, id: string, data: Prisma.SpaceUncheckedUpdateManyInput) {
  const { count } = await db.space.updateMany({ where: { id, deletedAt: null }, data });
  return count === 0 ? null : db.space.findUnique({ where: { id } });
}

/** Restores a space deleted after `cutoff`; null when it is not (or no longer) restorable. */
export async function restoreSpace(db: Tx, id: string, cutoff: Date, now: Date) {
  await db.space.updateMany({ where: { id, deletedAt: { gt: cutoff } }, data: { deletedAt: null, updatedAt: now } });
  return db.space.findFirst({ where: { id, deletedAt: null } });
}

/** Soft-deletes the live spaces of collections; `in-collection` ones become `private` (they lose their collection). */
export async function softDeleteSpacesInCollections(db: Tx, collectionIds: string[], deletedAt: Date): Promise<void> {
  await db.space.updateMany({ where: { collectionId: { in: collectionIds }, visibility: 'in-collection' }, data: { visibility: 'private' } });
  await db.space.updateMany({ where: { collectionId: { in: collectionIds }, deletedAt: null }, data: { deletedAt } });
}

/** Moves every space (deleted or not) of the collections to another organization. */
export const setSpacesOrganizationInCollections = (db: Tx, collectionIds: string[], organizationId: string) =>
  db.space.updateMany({ where: { collectionId: { in: collectionIds } }, data: { organizationId } });

/** Permanently removes one space if it was deleted at or before `cutoff`; true when it did. */
export const purgeSpaceDeletedBefore = async (db: Tx, id: string, cutoff: Date): Promise<boolean> =>
  (await db.space.deleteMany({ where: { id, deletedAt: { lte: cutoff } } })).count > 0;

/** Permanently removes every space deleted at or before `cutoff`; returns how many. */
export const deleteSpacesDeletedBefore = async (db: Tx, cutoff: Date): Promise<number> =>
  (await db.space.deleteMany({ where: { deletedAt: { lte: cutoff } } })).count;


export const createRevision = (db: Tx, data: Prisma.RevisionUncheckedCreateInput) => db.revision.create({ data });
