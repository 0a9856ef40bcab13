/** Collections in Prisma, and the per-organization lock that serializes tree and position writes. */
import type { Collection, Prisma } from '../generated/prisma/client.js';
import type { Placed } from '../domain/positions.js';
import type { Rows } from '../http/pagination.js';
import { modelRows } from './model-rows.js';
import type { Tx } from './organizations.js';
import { except, LAST_POSITION, lastPositionOf, POSITIONS, writePositions } from './positions.js';

/**
 * Holds, until the transaction ends, the lock on an organization's collection tree and sibling
 * positions: every write that reparents, reorders, creates or transfers collections or spaces takes it.
 */
export const lockOrganizationTree = async (db: Tx, organizationId: string): Promise<void> => {
  await organizationTreeLock(db, organizationId);
};

/** The statement of lockOrganizationTree, not sent yet: for a batch transaction (`prisma.$transaction([…])`). */
export const organizationTreeLock = (db: Tx, organizationId: string) =>
  db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`content-tree:${organizationId}`}))`;

export const findCollection = (db: Tx, id: string) => db.collection.findUnique({ where: { id } });

export const findCollectionInOrganization = (db: Tx, id: string, organizationId: string) =>
  db.collection.findFirst({ where: { id, organizationId } });

/** id, parent and default level of every collection of an organization (for inherited levels). */
export const listCollectionNodes = (db: Tx, organizationId: string) =>
  db.collection.findMany({ where: { organizationId }, select: { id: true, parentId: true, defaultLevel: true } });

/** Collections by filter, a page at a time. */
export const collectionRows = (db: Tx): Rows<Prisma.CollectionWhereInput, Collection> => modelRows(db.collection);

/** Positions of the collections under `parentId` (null = top level), in list order, without `exceptId`. */
export const collectionSiblings = (
  db: Tx,
  organizationId: string,
  parentId: string | null,
  exceptId?: string,
): Promise<Placed[]> =>
  db.collection.findMany({ where: { organizationId, parentId, ...except(exceptId) }, ...POSITIONS });

/** The last position among the collections under `parentId` (null = top level), 0 when none: one index step. */
export const lastCollectionPosition = (db: Tx, organizationId: string, parentId: string | null): Promise<number> =>
  lastPositionOf(db.collection.findFirst({ where: { organizationId, parentId }, ...LAST_POSITION }));

export const setCollectionPositions = (db: Tx, placed: Placed[]): Promise<void> =>
  writePositions(placed, (args) => db.collection.update(args));

export const createCollection = (db: Tx, data: Prisma.CollectionUncheckedCreateInput) => db.collection.create({ data });

export const updateCollection = (db: Tx, id: string, data: Prisma.CollectionUncheckedUpdateInput) =>
  db.collection.update({ where: { id }, data });

/** Moves collections (and so their descendants' ownership) to another organization. */
export const setCollectionsOrganization = (db: Tx, ids: string[], organizationId: string) =>
  db.collection.updateMany({ where: { id: { in: ids } }, data: { organizationId } });

/** Deletes a collection; its sub-collections go with it (foreign key cascade). */
export const deleteCollection = (db: Tx, id: string) => db.collection.deleteMany({ where: { id } });
