/** Change requests and their contributors in Prisma. */
import type { ChangeRequest, Prisma } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import { modelRows } from './model-rows.js';
import type { Tx } from './organizations.js';

/** A change request of a space by id, or by its number in the space (spec tag Change requests: `{changeRequestId}` accepts both). */
export const findChangeRequest = (db: Tx, spaceId: string, idOrNumber: string) =>
  /^[1-9][0-9]{0,8}$/.test(idOrNumber)
    ? db.changeRequest.findFirst({
        where: { spaceId, OR: [{ number: Number(idOrNumber) }, { id: idOrNumber }] },
        orderBy: { number: 'asc' },
      })
    : db.changeRequest.findFirst({ where: { spaceId, id: idOrNumber } });

/** What openChangeRequest is given; its number and revisions come from the space. */
export type NewChangeRequest = Pick<
  ChangeRequest,
  'id' | 'spaceId' | 'status' | 'subject' | 'agentTaskId' | 'createdById' | 'createdAt'
>;

/**
 * Opens a change request on a live space in one statement (atomic without a transaction): takes the space's next
 * number (its row stays locked until the statement ends, so numbers are gap-free and never reused), starts from
 * the space's current revision and records the creator as its first contributor. No row when the space is gone or
 * soft-deleted.
 */
export function openChangeRequest(db: Tx, data: NewChangeRequest): Promise<ChangeRequest[]> {
  const { id, spaceId, status, subject, agentTaskId, createdById } = data;
  const at = data.createdAt.toISOString();
  return db.$queryRaw<ChangeRequest[]>`WITH space AS (
      UPDATE "Space" SET "changeRequestSeq" = "changeRequestSeq" + 1
      WHERE "id" = ${spaceId} AND "deletedAt" IS NULL
      RETURNING "changeRequestSeq", "revisionId"
    ), created AS (
      INSERT INTO "ChangeRequest" ("id", "spaceId", "number", "status", "subject", "agentTaskId", "createdById",
        "createdAt", "updatedAt", "revisionId", "revisionInitialId")
      SELECT ${id}, ${spaceId}, "changeRequestSeq", ${status}, ${subject}, ${agentTaskId}, ${createdById},
        ${at}::timestamp, ${at}::timestamp, "revisionId", "revisionId"
      FROM space
      RETURNING *
    ), contributor AS (
      INSERT INTO "ChangeRequestContributor" ("changeRequestId", "userId", "contributedAt")
      SELECT "id", "createdById", "createdAt" FROM created
    )
    SELECT * FROM created`;
}

/**
 * Inside a transaction: locks a live space's row against other writers and returns its current revision
 * id (undefined when gone). NO KEY UPDATE, as an UPDATE of non-key columns takes: rows inserted with a
 * foreign key to the space (revisions of a change request) only need KEY SHARE and do not wait for it.
 */
export async function lockSpaceRevision(tx: Tx, spaceId: string): Promise<string | undefined> {
  const rows = await tx.$queryRaw<{ revisionId: string }[]>`
    SELECT "revisionId" FROM "Space" WHERE "id" = ${spaceId} AND "deletedAt" IS NULL FOR NO KEY UPDATE`;
  return rows[0]?.revisionId;
}

/** Inside a transaction: locks a change request's row (NO KEY UPDATE, see above) and returns it as it is now. */
export async function lockChangeRequest(tx: Tx, id: string): Promise<ChangeRequest | null> {
  await tx.$queryRaw`SELECT "id" FROM "ChangeRequest" WHERE "id" = ${id} FOR NO KEY UPDATE`;
  return tx.changeRequest.findUnique({ where: { id } });
}

/** The current revision of a space (deleted or not). */
export const spaceRevisionId = async (db: Tx, spaceId: string): Promise<string | undefined> =>
  (await db.space.findUnique({ where: { id: spaceId }, select: { revisionId: true } }))?.revisionId;

export const updateChangeRequest = (tx: Tx, id: string, data: Prisma.ChangeRequestUncheckedUpdateInput) =>
  tx.changeRequest.update({ where: { id }, data });

/** Records `userId` as a contributor (once; later contributions keep the first date). */
export const addContributor = (tx: Tx, changeRequestId: string, userId: string, contributedAt: Date) =>
  tx.changeRequestContributor.createMany({ data: [{ changeRequestId, userId, contributedAt }], skipDuplicates: true });

/** Change requests by filter, a page at a time. */
export const changeRequestRows = (db: Tx): Rows<Prisma.ChangeRequestWhereInput, ChangeRequest> =>
  modelRows(db.changeRequest);
