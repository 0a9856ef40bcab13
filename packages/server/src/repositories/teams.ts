/** Teams and team memberships in Prisma. */
import type { Prisma, Team, TeamMember } from '../generated/prisma/client.js';
import { memberInclude } from './members.js';
import type { Rows } from '../http/pagination.js';
import type { Tx } from './organizations.js';

/** Includes the number of members and the viewer's own membership (presenters/teams.ts TeamRow). */
export const teamInclude = (viewerId: string) =>
  ({
    _count: { select: { members: true } },
    members: { where: { userId: viewerId }, select: { role: true } },
  }) satisfies Prisma.TeamInclude;

/** A team with what teamInclude() adds. */
export type TeamWithViewer = Prisma.TeamGetPayload<{ include: ReturnType<typeof teamInclude> }>;

/** Includes the team member's user and that user's membership of `organizationId`. */
const teamMemberInclude = (organizationId: string) =>
  ({
    user: { include: { members: { where: { organizationId }, include: memberInclude(organizationId) } } },
  }) satisfies Prisma.TeamMemberInclude;

type TeamMemberRow = Prisma.TeamMemberGetPayload<{ include: ReturnType<typeof teamMemberInclude> }>;

/** A team membership with its team as a viewer sees it. */
type MembershipRow = TeamMember & { team: TeamWithViewer };

/** The roles `viewerId` holds in the teams among `teamIds`, by team id (no statement for no teams). */
async function viewerTeamRoles(db: Tx, teamIds: string[], viewerId: string): Promise<Map<string, string>> {
  if (teamIds.length === 0) return new Map();
  const mine = await db.teamMember.findMany({
    where: { teamId: { in: teamIds }, userId: viewerId },
    select: { teamId: true, role: true },
  });
  return new Map(mine.map((m) => [m.teamId, m.role]));
}

/** The viewer's own membership of a team as teamInclude() reads it: at most one row. */
const viewerMembership = (role: string | undefined): { role: string }[] => (role === undefined ? [] : [{ role }]);

/**
 * How `viewerId` sees teams among `teamIds` (what teamInclude() adds), read for those teams only: their numbers of
 * members and the viewer's memberships. (The `_count` include, in a list or for `id IN (…)`, counts the members of
 * every team in the database and joins the teams to that: PostgreSQL narrows it to one team only for a lookup by id.)
 */
async function viewOfTeams(db: Tx, teamIds: string[], viewerId: string): Promise<(team: Team) => TeamWithViewer> {
  const groups =
    teamIds.length === 0
      ? []
      : await db.teamMember.groupBy({ by: ['teamId'], where: { teamId: { in: teamIds } }, _count: { _all: true } });
  const roles = await viewerTeamRoles(db, teamIds, viewerId);
  const counts = new Map(groups.map((g) => [g.teamId, g._count._all]));
  return (team) => ({
    ...team,
    _count: { members: counts.get(team.id) ?? 0 },
    members: viewerMembership(roles.get(team.id)),
  });
}

/** The teams among `teamIds` as `viewerId` sees them, by id (no statement for no teams). */
export async function teamsById(db: Tx, teamIds: string[], viewerId: string): Promise<Map<string, TeamWithViewer>> {
  if (teamIds.length === 0) return new Map();
  const teams = await db.team.findMany({ where: { id: { in: teamIds } } });
  const view = await viewOfTeams(db, teamIds, viewerId);
  return new Map(teams.map((team) => [team.id, view(team)]));
}

export const findTeam = (db: Tx, organizationId: string, teamId: string, viewerId: string) =>
  db.team.findFirst({ where: { id: teamId, organizationId }, include: teamInclude(viewerId) });

/** Teams by filter, a page at a time, as `viewerId` sees them. */
export const teamRows = (db: Tx, viewerId: string): Rows<Prisma.TeamWhereInput, TeamWithViewer> => ({
  find: async (args) => {
    const teams = await db.team.findMany(args);
    return teams.map(
      await viewOfTeams(
        db,
        teams.map((team) => team.id),
        viewerId,
      ),
    );
  },
  count: (where) => db.team.count({ where }),
});

/**
 * Creates a team with its first members (role `member`, added when the team was made) and answers it as `viewerId`
 * sees it from what it wrote: a new team is not read back.
 */
export async function createTeam(db: Tx, team: Team, memberIds: string[], viewerId: string): Promise<TeamWithViewer> {
  const members = memberIds.map((userId) => ({ userId, role: 'member', addedAt: team.createdAt }));
  // (Without members, one statement: with a nested write, Prisma reads the new team back.)
  const row = await db.team.create({
    data: members.length === 0 ? team : { ...team, members: { createMany: { data: members } } },
  });
  return {
    ...row,
    _count: { members: memberIds.length },
    members: viewerMembership(memberIds.includes(viewerId) ? 'member' : undefined),
  };
}

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

/** Team memberships by filter, a page at a time, with the user's membership of `organizationId`. */
export const teamMemberRows = (db: Tx, organizationId: string): Rows<Prisma.TeamMemberWhereInput, TeamMemberRow> => ({
  find: (args) => db.teamMember.findMany({ ...args, include: teamMemberInclude(organizationId) }),
  count: (where) => db.teamMember.count({ where }),
});

/** A user's team memberships by filter, a page at a time, with each team as `viewerId` sees it. */
export const teamsOfUserRows = (db: Tx, viewerId: string): Rows<Prisma.TeamMemberWhereInput, MembershipRow> => ({
  find: async (args) => {
    const memberships = await db.teamMember.findMany({ ...args, include: { team: true } });
    const seen = await viewOfTeams(
      db,
      memberships.map((m) => m.teamId),
      viewerId,
    );
    return memberships.map((membership) => ({ ...membership, team: seen(membership.team) }));
  },
  count: (where) => db.teamMember.count({ where }),
});
