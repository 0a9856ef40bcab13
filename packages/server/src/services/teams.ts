/**
 * Teams and team members (spec tag Teams and team members). Who may do what:
 * - create a team: organization admins (`permissions.ownTeam`); the creator is not added to the team,
 *   since admins manage every team anyway; `members` are added with the role `member`;
 * - list teams: members with an organization role (read and up, `permissions.listTeams`);
 * - get a team and list its members: anyone who can view it (a role, or being in the team); else 403;
 * - PATCH, DELETE, and every change of its members: who can manage it, i.e. organization admins and
 *   the team's owners (TeamMember `owner` "can manage team members"); others 403.
 * Only members of the organization can be in its teams; removing a member from the organization
 * removes them from its teams.
 */
import type { MemberTeamListItem, TeamMemberListItem } from '@docs-api/shared-types';
import { badRequest, notFound } from '../errors.js';
import type { Prisma } from '../generated/prisma/client.js';
import { BY_CREATION, type SortKey } from '../http/pagination.js';
import { newId } from '../ids.js';
import { presentTeam, type TeamRole } from '../presenters/teams.js';
import { findMember, findMembersByUserIdOrEmail } from '../repositories/members.js';
import type { Tx } from '../repositories/organizations.js';
import * as repo from '../repositories/teams.js';
import { organizationFor, teamFor } from '../access/organizations.js';
import type { Input, RequestContext } from '../http/handler.js';
import { findVisibleMember, memberPresenter, orNotFound, TX_OPTIONS } from './members.js';

const MEMBERS_BY_ADDITION: SortKey[] = [
  { field: 'addedAt', direction: 'asc' },
  { field: 'userId', direction: 'asc' },
];
const TEAMS_BY_ADDITION: SortKey[] = [
  { field: 'addedAt', direction: 'asc' },
  { field: 'teamId', direction: 'asc' },
];

const titleFilter = (title: string | undefined) =>
  title ? { title: { contains: title, mode: 'insensitive' as const } } : {};

/**
 * Resolves user ids and emails (case-insensitive) to user ids of members of the organization;
 * each entry's `field` says where it came from, for the 400 that names an unknown user.
 */
async function resolveUsers(
  db: Tx,
  organizationId: string,
  entries: { value: string; field: string }[],
): Promise<Map<string, string>> {
  const values = [...new Set(entries.map((e) => e.value))];
  if (values.length === 0) return new Map();
  const emails = values.filter((v) => v.includes('@'));
  const rows = await findMembersByUserIdOrEmail(
    db,
    organizationId,
    values.filter((v) => !v.includes('@')),
    emails,
  );
  const byEmail = new Map(rows.map((r) => [r.user.email.toLowerCase(), r.userId]));
  const byId = new Set(rows.map((r) => r.userId));
  const resolved = new Map<string, string>();
  for (const { value, field } of entries) {
    const userId = value.includes('@') ? byEmail.get(value.toLowerCase()) : byId.has(value) ? value : undefined;
    if (userId === undefined) throw badRequest(`${field}: ${value} is not a member of this organization`);
    resolved.set(value, userId);
  }
  return resolved;
}

/** GET @ORG/teams, filtered by `title` and `owner`, in creation order. */
export async function list(
  ctx: RequestContext,
  { params: { organizationId }, query }: Input<'listTeamsInOrganizationById'>,
) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'read' });
  let ownerFilter: Prisma.TeamWhereInput = {};
  if (query.owner !== undefined) {
    // spec tag Organization members: `owner` lists the teams that member can manage: all of them for an admin, else those they own.
    const owner = await findMember(ctx.prisma, organizationId, query.owner);
    if (!owner) ownerFilter = { id: { in: [] } };
    else if (owner.role !== 'admin' || owner.disabled) {
      ownerFilter = { members: { some: { userId: query.owner, role: 'owner' } } };
    }
  }
  const where: Prisma.TeamWhereInput = { organizationId, ...titleFilter(query.title), ...ownerFilter };
  return ctx.paginator.paginateWhere({
    list: `teams:${organizationId}:${query.owner ?? ''}:${query.title ?? ''}`,
    query,
    sort: BY_CREATION,
    where,
    rows: repo.teamRows(ctx.prisma, ctx.caller.userId),
    present: (row) => presentTeam(row, role),
  });
}

/** PUT @ORG/teams: creates a team with the given members (role `member`). */
export async function create(
  ctx: RequestContext,
  { params: { organizationId }, body }: Input<'createOrganizationTeam'>,
) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'admin' });
  const resolved = await resolveUsers(
    ctx.prisma,
    organizationId,
    (body.members ?? []).map((value) => ({ value, field: 'body.members' })),
  );
  const now = ctx.clock.now();
  const userIds = [...new Set(resolved.values())];
  const row = await repo.createTeam(
    ctx.prisma,
    { id: newId(), organizationId, title: body.title, createdAt: now },
    userIds,
    ctx.caller.userId,
  );
  return presentTeam(row, role);
}

/** GET @TEAM. */
export async function get(
  ctx: RequestContext,
  { params: { organizationId, teamId } }: Input<'getTeamInOrganizationById'>,
) {
  const { role, team } = await teamFor(ctx, { organizationId, teamId }, { need: 'view' });
  return presentTeam(team, role);
}

/** PATCH @TEAM: renames the team. */
export async function update(
  ctx: RequestContext,
  { params: { organizationId, teamId }, body }: Input<'updateTeamInOrganizationById'>,
) {
  const { role, team } = await teamFor(ctx, { organizationId, teamId }, { need: 'manage' });
  return presentTeam(
    await orNotFound(repo.updateTeam(ctx.prisma, team.id, { title: body.title }, ctx.caller.userId), 'Team'),
    role,
  );
}

/** DELETE a team: its memberships go with it; SAML providers using it as default team lose it. */
export async function remove(
  ctx: RequestContext,
  { params: { organizationId, teamId } }: Input<'removeTeamFromOrganizationById'>,
): Promise<void> {
  const { team } = await teamFor(ctx, { organizationId, teamId }, { need: 'manage' });
  await ctx.prisma.$transaction(async (tx) => {
    if (!(await repo.lockTeam(tx, organizationId, team.id))) throw notFound('Team');
    await repo.deleteTeam(tx, team.id);
  }, TX_OPTIONS);
}

/** GET @TEAM/members, in the order members were added. */
export async function listMembers(
  ctx: RequestContext,
  { params: { organizationId, teamId }, query }: Input<'listTeamMembersInOrganizationById'>,
) {
  const { team } = await teamFor(ctx, { organizationId, teamId }, { need: 'view' });
  const presentMember = memberPresenter(ctx, organizationId);
  return ctx.paginator.paginateWhere({
    list: `team-members:${organizationId}:${team.id}`,
    query,
    sort: MEMBERS_BY_ADDITION,
    where: repo.teamMembersWhere(organizationId, team.id),
    rows: repo.teamMemberRows(ctx.prisma, organizationId),
    present: async (row): Promise<TeamMemberListItem> => {
      const member = row.user.members[0];
      if (member === undefined) throw new Error(`team member ${row.userId} is no member of ${organizationId}`);
      return {
        organization: await presentMember(member),
        team: { role: row.role as TeamRole },
        permissions: { view: true },
      };
    },
  });
}

/**
 * Bulk PUT of a team's members (spec: updateMembersInOrganizationTeam — a user in both `add` and `remove` is removed). `add` adds
 * users with the role `member` (users already in the team keep theirs); `memberships` sets the role of
 * each user it names, adding those not in the team yet. Every entry must be a member of the organization.
 */
export async function updateMembers(
  ctx: RequestContext,
  { params: { organizationId, teamId }, body }: Input<'updateMembersInOrganizationTeam'>,
) {
  const { team } = await teamFor(ctx, { organizationId, teamId }, { need: 'manage' });
  const memberships = Object.entries(body.memberships ?? {});
  const resolved = await resolveUsers(ctx.prisma, organizationId, [
    ...(body.add ?? []).map((value) => ({ value, field: 'body.add' })),
    ...(body.remove ?? []).map((value) => ({ value, field: 'body.remove' })),
    ...memberships.map(([value]) => ({ value, field: 'body.memberships' })),
  ]);
  const idOf = (entry: string): string => resolved.get(entry) ?? entry;
  const removed = new Set((body.remove ?? []).map(idOf));
  const added = [...new Set((body.add ?? []).map(idOf))].filter((userId) => !removed.has(userId));
  const roles = memberships
    .map(([entry, m]) => [idOf(entry), m.role] as const)
    .filter(([userId]) => !removed.has(userId));
  const now = ctx.clock.now();
  await ctx.prisma.$transaction(async (tx) => {
    if (!(await repo.lockTeam(tx, organizationId, team.id))) throw notFound('Team');
    if (removed.size > 0) await repo.removeTeamMembers(tx, team.id, [...removed]);
    if (added.length > 0) await repo.addTeamMembers(tx, team.id, added, 'member', now);
    for (const [userId, role] of roles) await repo.upsertTeamMember(tx, team.id, userId, role, now);
  }, TX_OPTIONS);
}

/** PUT one team member: adds them (default role `member`) or updates their role. */
export async function putMember(
  ctx: RequestContext,
  { params: { organizationId, teamId, userId }, body }: Input<'addMemberToOrganizationTeamById'>,
) {
  const { team } = await teamFor(ctx, { organizationId, teamId }, { need: 'manage' });
  if (!(await findMember(ctx.prisma, organizationId, userId))) throw notFound('Member');
  const now = ctx.clock.now();
  await ctx.prisma.$transaction(async (tx) => {
    if (!(await repo.lockTeam(tx, organizationId, team.id))) throw notFound('Team');
    await repo.upsertTeamMember(tx, team.id, userId, body?.role, now);
  }, TX_OPTIONS);
}

/** DELETE @TEAM/members/{userId}; 404 when the user is not in the team. */
export async function deleteMember(
  ctx: RequestContext,
  { params: { organizationId, teamId, userId } }: Input<'deleteMemberFromOrganizationTeamById'>,
): Promise<void> {
  const { team } = await teamFor(ctx, { organizationId, teamId }, { need: 'manage' });
  const removed = await repo.removeTeamMembers(ctx.prisma, team.id, [userId]);
  if (removed.count === 0) throw notFound('Team member');
}

/** spec: listTeamsForOrganizationMember — the member's teams, `title` a case-insensitive substring. */
export async function listTeamsOfMember(
  ctx: RequestContext,
  { params: { organizationId, userId }, query }: Input<'listTeamsForOrganizationMember'>,
) {
  const { role } = await organizationFor(ctx, organizationId);
  await findVisibleMember(ctx, organizationId, userId);
  return ctx.paginator.paginateWhere({
    list: `member-teams:${organizationId}:${userId}:${query.title ?? ''}`,
    query,
    sort: TEAMS_BY_ADDITION,
    where: { userId, team: { organizationId, ...titleFilter(query.title) } },
    rows: repo.teamsOfUserRows(ctx.prisma, ctx.caller.userId),
    present: (row): MemberTeamListItem => ({
      team: presentTeam(row.team, role),
      member: { role: row.role as TeamRole },
    }),
  });
}
