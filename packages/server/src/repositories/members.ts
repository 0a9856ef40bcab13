/** Organization members in Prisma (with their user and their number of teams in the organization). */
import type { Prisma } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import type { Tx } from './organizations.js';

/** Includes the user and the count of the user's team memberships in `organizationId`. */
export const memberInclude = (organizationId: string) =>
  ({
    user: { include: { _count: { select: { teamMembers: { where: { team: { organizationId } } } } } } },
  }) satisfies Prisma.MemberInclude;

export type MemberWithUser = Prisma.MemberGetPayload<{ include: ReturnType<typeof memberInclude> }>;

export const findMember = (db: Tx, organizationId: string, userId: string): Promise<MemberWithUser | null> =>
  db.member.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    include: memberInclude(organizationId),
  });

/** Members of `organizationId` by filter, a page at a time. */
export const memberRows = (db: Tx, organizationId: string): Rows<Prisma.MemberWhereInput, MemberWithUser> => ({
  find: (args) => db.member.findMany({ ...args, include: memberInclude(organizationId) }),
  count: (where) => db.member.count({ where }),
});

/** Members of the organization among `userIds` and `emails` (emails compared case-insensitively). */
export const findMembersByUserIdOrEmail = (db: Tx, organizationId: string, userIds: string[], emails: string[]) =>
  db.member.findMany({
    where: {
      organizationId,
      OR: [
        { userId: { in: userIds } },
        ...emails.map((email) => ({ user: { email: { equals: email, mode: 'insensitive' as const } } })),
      ],
    },
    select: { userId: true, user: { select: { email: true } } },
  });

export const updateMember = (db: Tx, organizationId: string, userId: string, data: Prisma.MemberUpdateInput) =>
  db.member.update({
    where: { organizationId_userId: { organizationId, userId } },
    data,
    include: memberInclude(organizationId),
  });

/** Number of enabled admins of the organization. */
export const countAdmins = (db: Tx, organizationId: string) =>
  db.member.count({ where: { organizationId, role: 'admin', disabled: false } });

/** Deletes a membership and the user's team memberships in that organization. */
export async function deleteMember(db: Tx, organizationId: string, userId: string): Promise<void> {
  await db.teamMember.deleteMany({ where: { userId, team: { organizationId } } });
  await db.member.delete({ where: { organizationId_userId: { organizationId, userId } } });
}

/**
 * Locks the organization row until the transaction ends, so concurrent changes of roles and
 * memberships of one organization run one after the other (the last-admin rule stays true).
 */
export async function lockOrganization(db: Prisma.TransactionClient, organizationId: string): Promise<boolean> {
  const rows = await db.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "Organization" WHERE "id" = ${organizationId} FOR UPDATE`;
  return rows.length > 0;
}

/**
 * How many non-deleted spaces of the organization a guest reads: those whose own default level is one of
 * `levels`, and those in one of `collectionIds` (the collections that pass a level down).
 */
export function countSpacesOpenToGuests(
  db: Tx,
  organizationId: string,
  levels: readonly string[],
  collectionIds: readonly string[],
): Promise<number> {
  return db.space.count({
    where: {
      organizationId,
      deletedAt: null,
      OR: [{ defaultLevel: { in: [...levels] } }, { collectionId: { in: [...collectionIds] } }],
    },
  });
}
