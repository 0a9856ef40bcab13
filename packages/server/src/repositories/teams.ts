/** Teams and team memberships in Prisma. */
import type { Prisma } from '../generated/prisma/client.js';
import { memberInclude } from './members.js';
import type { Tx } from './organizations.js';

/** Includes the number of members and the viewer's own membership (presenters/teams.ts TeamRow). */
export const teamInclude = (viewerId: string) =>
  ({
    _count: { select: { members: true } },
    members: { where: { userId: viewerId }, select: { role: true } },
  }) satisfies Prisma.TeamInclude;

export const findTeam = (db: Tx, organizationId: string, teamId: string, viewerId: string) =>
  db.team.findFirst({ where: { id: teamId, organizationId }, include: teamInclude(viewerId) });

export const listTeams = (
  db: Tx,
  where: Prisma.TeamWhereInput,
  orderBy: Prisma.TeamOrderByWithRelationInput[],
  take: number,
  viewerId: string,
) => db.team.findMany({ where, orderBy, take, include: teamInclude(viewerId) });

export const countTeams = (db: Tx, where: Prisma.TeamWhereInput) => db.team.count({ where });

export const createTeam = (db: Tx, data: Prisma.TeamUncheckedCreateInput, viewerId: string) =>
  db.team.create({ data, include: teamInclude(viewerId) });

export const updateTeam = (db: Tx, id: string, data: Prisma.TeamUpdateInput, viewerId: string) =>
  db.team.update({ where: { id }, data, include: teamInclude(viewerId) });

export const deleteTeam = (db: Tx, id: string) => db.team.delete({ where: { id } });

/** Locks the team row until the transaction ends; false when the team no longer exists. */
export async function lockTeam(db: Prisma.TransactionClient, organizationId: string, teamId: string): Promise<boolean> {
  const rows = await db.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "Team" WHERE "id" = ${teamId} AND "organizationId" = ${organizationId} FOR UPDATE`;
  return rows.length > 0;
}

export const findTeamMember = (db: Tx, teamId: string, userId: string) =>
  db.teamMember.findUnique({ where: { teamId_userId: { teamId, userId } } });

/** Adds users as members; users already in the team keep their role. */
export const addTeamMembers = (db: Tx, teamId: string, userIds: string[], role: string, addedAt: Date) =>
  db.teamMember.createMany({
    data: userIds.map((userId) => ({ teamId, userId, role, addedAt })),
    skipDuplicates: true,
  });

export const upsertTeamMember = (db: Tx, teamId: string, userId: string, role: string | undefined, addedAt: Date) =>
  db.teamMember.upsert({
    where: { teamId_userId: { teamId, userId } },
    create: { teamId, userId, role: role ?? 'member', addedAt },
    update: role === undefined ? {} : { role },
  });

export const removeTeamMembers = (db: Tx, teamId: string, userIds: string[]) =>
  db.teamMember.deleteMany({ where: { teamId, userId: { in: userIds } } });

/** Team memberships of a team whose user is still a member of the team's organization. */
export const teamMembersWhere = (organizationId: string, teamId: string): Prisma.TeamMemberWhereInput => ({
  teamId,
  user: { members: { some: { organizationId } } },
});

export const listTeamMembers = (
  db: Tx,
  organizationId: string,
  where: Prisma.TeamMemberWhereInput,
  orderBy: Prisma.TeamMemberOrderByWithRelationInput[],
  take: number,
) =>
  db.teamMember.findMany({
    where,
    orderBy,
    take,
    include: { user: { include: { members: { where: { organizationId }, include: memberInclude(organizationId) } } } },
  });

export const listTeamsOfUser = (
  db: Tx,
  where: Prisma.TeamMemberWhereInput,
  orderBy: Prisma.TeamMemberOrderByWithRelationInput[],
  take: number,
  viewerId: string,
) => db.teamMember.findMany({ where, orderBy, take, include: { team: { include: teamInclude(viewerId) } } });

export const countTeamMembers = (db: Tx, where: Prisma.TeamMemberWhereInput) => db.teamMember.count({ where });
