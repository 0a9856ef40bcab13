/** Spaces and their revisions in Prisma. */
import { Prisma, type Space } from '../generated/prisma/client.js';
import type { Placed } from '../domain/positions.js';
import type { Direction, Rows } from '../http/pagination.js';
import type { Tx } from './organizations.js';
import { except, LAST_POSITION, lastPositionOf, POSITIONS, writePositions } from './positions.js';
import { deleteSiteSpacesOfSpaces } from './site-spaces.js';

/** A space, deleted or not. */
export const findSpace = (db: Tx, id: string) => db.space.findUnique({ where: { id } });

/** A space that is not soft-deleted. */
export const findLiveSpace = (db: Tx, id: string) => db.space.findFirst({ where: { id, deletedAt: null } });

export const listSpaces = (
  db: Tx,
  where: Prisma.SpaceWhereInput,
  orderBy: Prisma.SpaceOrderByWithRelationInput[],
  take: number,
) => db.space.findMany({ where, orderBy, take });

export const countSpaces = (db: Tx, where: Prisma.SpaceWhereInput) => db.space.count({ where });

/** Spaces by filter, a page at a time. */
export const spaceRows = (db: Tx): Rows<Prisma.SpaceWhereInput, Space> => ({
  find: ({ where, orderBy, take }) => listSpaces(db, where, orderBy, take),
  count: (where) => countSpaces(db, where),
});

/**
 * One page of an organization's live spaces by creation: a keyset on the row comparison
 * (createdAt, id) that the partial index "Space_live_createdAt_idx" serves in order, so a page deep in
 * the list costs what the first one does. `guestCollections` limits it to what a guest reads.
 */
export function listLiveSpacesByCreation(
  db: Tx,
  options: {
    organizationId: string;
    direction: Direction;
    guestCollections?: string[];
    after?: [Date, string];
    take: number;
  },
): Promise<Space[]> {
  const { organizationId, direction, guestCollections, after, take } = options;
  const [compare, order] = direction === 'asc' ? [Prisma.sql`>`, Prisma.sql`ASC`] : [Prisma.sql`<`, Prisma.sql`DESC`];
  return db.$queryRaw<Space[]>`SELECT * FROM "Space" WHERE "organizationId" = ${organizationId} AND "deletedAt" IS NULL
    ${guestCollections !== undefined ? Prisma.sql`AND ("defaultLevel" IS NOT NULL OR "collectionId" = ANY(${guestCollections}::text[]))` : Prisma.empty}
    ${after !== undefined ? Prisma.sql`AND ("createdAt", "id") ${compare} (${after[0].toISOString()}::timestamp, ${after[1]})` : Prisma.empty}
    ORDER BY "createdAt" ${order}, "id" ${order} LIMIT ${take}`;
}

/** The last position among the live spaces under `collectionId` (null = top level), 0 when none: one index step. */
export const lastSpacePosition = (db: Tx, organizationId: string, collectionId: string | null): Promise<number> =>
  lastPositionOf(db.space.findFirst({ where: { organizationId, collectionId, deletedAt: null }, ...LAST_POSITION }));

/** Positions of the live spaces under `collectionId` (null = top level), in list order, without `exceptId`. */
export const spaceSiblings = (
  db: Tx,
  organizationId: string,
  collectionId: string | null,
  exceptId?: string,
): Promise<Placed[]> =>
  db.space.findMany({ where: { organizationId, collectionId, deletedAt: null, ...except(exceptId) }, ...POSITIONS });

export const setSpacePositions = (db: Tx, placed: Placed[]): Promise<void> =>
  writePositions(placed, (args) => db.space.update(args));

export const createSpace = (db: Tx, data: Prisma.SpaceUncheckedCreateInput) => db.space.create({ data });

/** What appendSpace is given; the other columns take their defaults. */
export type NewSpace = Pick<
  Space,
  'id' | 'organizationId' | 'collectionId' | 'title' | 'emoji' | 'visibility' | 'editMode' | 'createdAt' | 'revisionId'
>;

/**
 * Creates a space after the last live space of its parent (its position + 1; 1 for the first) with its first,
 * empty revision, in one statement (one round trip, atomic without a transaction): no row when `collectionId` is
 * not a collection of the organization. Where transactions run at once (PostgreSQL), two of these may read the
 * same last position unless each runs in a transaction holding the organization's tree lock (organizationTreeLock).
 * Not sent until awaited or batched.
 */
export function appendSpace(db: Tx, space: NewSpace) {
  const { id, organizationId, collectionId, title, emoji, visibility, editMode, revisionId } = space;
  const at = space.createdAt.toISOString();
  const siblings =
    collectionId === null ? Prisma.sql`"collectionId" IS NULL` : Prisma.sql`"collectionId" = ${collectionId}`;
  const parentExists =
    collectionId === null
      ? Prisma.empty
      : Prisma.sql`WHERE EXISTS (SELECT 1 FROM "Collection" WHERE "id" = ${collectionId} AND "organizationId" = ${organizationId})`;
  return db.$queryRaw<Space[]>`WITH created AS (
      INSERT INTO "Space" ("id", "organizationId", "collectionId", "title", "emoji", "visibility", "editMode",
        "position", "createdAt", "updatedAt", "revisionId")
      SELECT ${id}, ${organizationId}, ${collectionId}, ${title}, ${emoji}, ${visibility}, ${editMode},
        coalesce((SELECT "position" FROM "Space" WHERE "organizationId" = ${organizationId} AND ${siblings}
          AND "deletedAt" IS NULL ORDER BY "position" DESC, "id" DESC LIMIT 1), 0) + 1,
        ${at}::timestamp, ${at}::timestamp, ${revisionId}
      ${parentExists}
      RETURNING *
    ), revision AS (
      INSERT INTO "Revision" ("id", "spaceId", "type", "parents", "createdAt")
      SELECT "revisionId", "id", 'edits', '{}', "createdAt" FROM created
    )
    SELECT * FROM created`;
}

export const updateSpace = (db: Tx, id: string, data: Prisma.SpaceUncheckedUpdateInput) =>
  db.space.update({ where: { id }, data });

/** Updates a space unless it is soft-deleted (or gone); null then. */
export async function updateLiveSpace(db: Tx, id: string, data: Prisma.SpaceUncheckedUpdateInput) {
  try {
    // One statement (UPDATE … RETURNING); Prisma refuses it (P2025) when no live space has the id.
    return await db.space.update({ where: { id, deletedAt: null }, data });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2025') return null;
    throw error;
  }
}

/** Restores a space deleted after `cutoff`; null when it is not (or no longer) restorable. */
export async function restoreSpace(db: Tx, id: string, cutoff: Date, now: Date) {
  await db.space.updateMany({ where: { id, deletedAt: { gt: cutoff } }, data: { deletedAt: null, updatedAt: now } });
  return db.space.findFirst({ where: { id, deletedAt: null } });
}

/** Soft-deletes the live spaces of collections; `in-collection` ones become `private` (they lose their collection). */
export async function softDeleteSpacesInCollections(db: Tx, collectionIds: string[], deletedAt: Date): Promise<void> {
  await db.space.updateMany({
    where: { collectionId: { in: collectionIds }, visibility: 'in-collection' },
    data: { visibility: 'private' },
  });
  await db.space.updateMany({ where: { collectionId: { in: collectionIds }, deletedAt: null }, data: { deletedAt } });
}

/** Moves every space (deleted or not) of the collections to another organization. */
export const setSpacesOrganizationInCollections = (db: Tx, collectionIds: string[], organizationId: string) =>
  db.space.updateMany({ where: { collectionId: { in: collectionIds } }, data: { organizationId } });

/** Permanently removes one space (and its site spaces) if it was deleted at or before `cutoff`; true when it did. */
export async function purgeSpaceDeletedBefore(db: Tx, id: string, cutoff: Date): Promise<boolean> {
  const purged = (await db.space.deleteMany({ where: { id, deletedAt: { lte: cutoff } } })).count > 0;
  if (purged) await deleteSiteSpacesOfSpaces(db, [id]);
  return purged;
}

/**
 * Permanently removes every space deleted at or before `cutoff` of the server's clock, moved by the clock offset
 * of its organization's tenant (a test API tenant's time runs ahead of the server's), and their site spaces;
 * returns how many spaces.
 */
export async function deleteSpacesDeletedBefore(db: Tx, cutoff: Date): Promise<number> {
  const purged = await db.$queryRaw<{ id: string }[]>`
    DELETE FROM "Space" AS s USING "Organization" AS o LEFT JOIN "Tenant" AS t ON t.id = o."tenantId"
    WHERE s."organizationId" = o.id AND s."deletedAt" IS NOT NULL
      AND s."deletedAt" <= CAST(${cutoff.toISOString()} AS timestamp) + COALESCE(t."clockOffsetMs", 0) * interval '1 millisecond'
    RETURNING s.id`;
  await deleteSiteSpacesOfSpaces(
    db,
    purged.map((row) => row.id),
  );
  return purged.length;
}

export const createRevision = (db: Tx, data: Prisma.RevisionUncheckedCreateInput) => db.revision.create({ data });
