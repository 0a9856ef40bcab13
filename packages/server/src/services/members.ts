/**
 * Organization members (spec tag Organization members). Who may do what:
 * - list and get: members with an organization role (read and up, `permissions.listMembers`); anyone may get themselves;
 * - PATCH role and POST sso: admins; DELETE: admins, or a member removing themselves;
 * - ping: every member, guests included.
 * An organization keeps at least one admin: demoting or removing the last one is a 409.
 */
import { SignJWT } from 'jose';
import { asLevel, atLeast, ROLE_RANK, type Level, type Role } from '../domain/permissions.js';
import { conflict, notFound } from '../errors.js';
import type { Direction, PageQuery, SortKey } from '../http/pagination.js';
import type { Prisma } from '../generated/prisma/client.js';
import * as repo from '../repositories/members.js';
import { presentMember } from '../presenters/members.js';
import { memberFor, organizationFor } from '../access/organizations.js';
import type { Viewer } from '../access/resources.js';
import type { Deps } from '../deps.js';
import type { Input, RequestContext } from '../http/handler.js';

/** Interactive transactions of this family wait for their turn on the organization's row lock. */
export const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

/** Lifetime of the visitor-claims JWT answered by ping. */
const VISITOR_CLAIMS_TTL_SECONDS = 3600;

/** Turns Prisma's "record to update not found" into a 404 of `what`. */
export async function orNotFound<T>(work: Promise<T>, what: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: string }).code === 'P2025') throw notFound(what);
    throw error;
  }
}

const SORT_FIELDS = { joinedAt: 'joinedAt', lastSeenAt: 'lastSeenAt', name: 'user.displayName' } as const;

export interface MemberListQuery extends PageQuery {
  order?: Direction;
  role?: NonNullable<Level>;
  search?: string;
  sort?: keyof typeof SORT_FIELDS;
}

/**
 * spec schema Member `spaces`, the number of spaces the member can access. A member's level on a space
 * is the higher of their organization role and the default level the space inherits (its own
 * `defaultLevel`, else that of the nearest collection up the chain that has one). Every role is at
 * least `read`, so a member with a role reaches every space of the organization that is not deleted;
 * a guest (role null) reaches the spaces that have a default level of their own or inherit one from a
 * collection (the cached tree says which collections pass one down). For a role it is the organization's
 * space counter (O(1)); for a guest one count in the database, once per request.
 */
export function spaceCounter(s: Deps, organizationId: string): (role: Level) => Promise<number> {
  let all: Promise<number> | undefined;
  let guest: Promise<number> | undefined;
  const countForGuests = async () => {
    const tree = await s.rows.tree(organizationId);
    const levels = (Object.keys(ROLE_RANK) as Role[]).filter((level) => atLeast(level, 'read'));
    return repo.countSpacesOpenToGuests(s.prisma, organizationId, levels, tree.readableByGuest());
  };
  return (role) =>
    role !== null ? (all ??= s.rows.organizationCounter(organizationId, 'spaceCount')) : (guest ??= countForGuests());
}

/** Presents member rows of one organization, counting spaces once per request. */
export function memberPresenter(ctx: RequestContext, organizationId: string) {
  const spaces = spaceCounter(ctx, organizationId);
  return async (row: repo.MemberWithUser) =>
    presentMember(row, { spaces: await spaces(asLevel(row.role)), teams: row.user._count.teamMembers }, ctx.baseUrl);
}

/** GET @ORG/members: filtered by role and search, sorted by joinedAt, lastSeenAt (active only) or name. */
export async function list(
  ctx: RequestContext,
  { params: { organizationId }, query }: Input<'listMembersInOrganizationById'>,
) {
  await organizationFor(ctx, organizationId, { need: 'read' });
  const direction = query.order ?? 'desc';
  const sortName = query.sort ?? 'joinedAt';
  const sort: SortKey[] = [
    { field: SORT_FIELDS[sortName], direction },
    { field: 'userId', direction },
  ];
  const where: Prisma.MemberWhereInput = {
    organizationId,
    ...(query.role !== undefined ? { role: query.role } : {}),
    // spec tag Organization members: members list `sort` — `lastSeenAt` lists only active members (those seen at least once).
    ...(sortName === 'lastSeenAt' ? { lastSeenAt: { not: null } } : {}),
    ...(query.search
      ? {
          user: {
            OR: [
              { displayName: { contains: query.search, mode: 'insensitive' } },
              { email: { contains: query.search, mode: 'insensitive' } },
            ],
          },
        }
      : {}),
  };
  const rows = repo.memberRows(ctx.prisma, organizationId);
  return ctx.paginator.paginateWhere({
    list: `members:${organizationId}:${sortName}:${direction}:${query.role ?? ''}:${query.search ?? ''}`,
    query,
    sort,
    where,
    rows,
    // Unfiltered, the organization's member counter answers in O(1); a filter needs a count.
    count: () =>
      query.role === undefined && !query.search && sortName !== 'lastSeenAt'
        ? ctx.rows.organizationCounter(organizationId, 'memberCount')
        : rows.count(where),
    present: memberPresenter(ctx, organizationId),
  });
}

/** The member `userId` of the organization, checking the caller may see it (themselves, or read and up). */
export async function findVisibleMember(ctx: Viewer, organizationId: string, userId: string) {
  await memberFor(ctx, { organizationId, userId }, { need: 'read' });
  const row = await repo.findMember(ctx.prisma, organizationId, userId);
  if (!row) throw notFound('Member');
  return row;
}

/** GET @ORG/members/{userId}. */
export async function get(
  ctx: RequestContext,
  { params: { organizationId, userId } }: Input<'getMemberInOrganizationById'>,
) {
  return memberPresenter(ctx, organizationId)(await findVisibleMember(ctx, organizationId, userId));
}

/** PATCH a member's role (admins only); demoting the last admin is a 409. */
export async function updateRole(
  ctx: RequestContext,
  { params: { organizationId, userId }, body }: Input<'updateMemberInOrganizationById'>,
) {
  await organizationFor(ctx, organizationId, { need: 'admin' });
  const role = body.role;
  if (role === undefined)
    return memberPresenter(ctx, organizationId)(await findVisibleMember(ctx, organizationId, userId));
  const row = await ctx.prisma.$transaction(async (tx) => {
    await repo.lockOrganization(tx, organizationId);
    const member = await repo.findMember(tx, organizationId, userId);
    if (!member) throw notFound('Member');
    if (
      member.role === 'admin' &&
      role !== 'admin' &&
      !member.disabled &&
      (await repo.countAdmins(tx, organizationId)) <= 1
    ) {
      throw conflict('The organization needs at least one admin: this member is the last one');
    }
    return repo.updateMember(tx, organizationId, userId, { role });
  }, TX_OPTIONS);
  ctx.access.invalidateUser(userId);
  return memberPresenter(ctx, organizationId)(row);
}

/** DELETE a member (admins, or the member themselves) and their team memberships; never the last admin. */
export async function remove(
  ctx: RequestContext,
  { params: { organizationId, userId } }: Input<'removeMemberFromOrganizationById'>,
): Promise<void> {
  await memberFor(ctx, { organizationId, userId }, { need: 'admin' });
  await ctx.prisma.$transaction(async (tx) => {
    await repo.lockOrganization(tx, organizationId);
    const member = await repo.findMember(tx, organizationId, userId);
    if (!member) throw notFound('Member');
    if (member.role === 'admin' && !member.disabled && (await repo.countAdmins(tx, organizationId)) <= 1) {
      throw conflict('The organization needs at least one admin: this member is the last one');
    }
    await repo.deleteMember(tx, organizationId, userId);
  }, TX_OPTIONS);
  ctx.access.invalidateUser(userId);
}

/** POST .../sso: marks the member as signing in through SSO (admins only). */
export async function setSso(
  ctx: RequestContext,
  { params: { organizationId, userId } }: Input<'setUserAsSSOMemberForOrganization'>,
) {
  await organizationFor(ctx, organizationId, { need: 'admin' });
  const row = await orNotFound(repo.updateMember(ctx.prisma, organizationId, userId, { sso: true }), 'Member');
  ctx.access.invalidateUser(userId);
  return memberPresenter(ctx, organizationId)(row);
}

/**
 * spec: updateOrganizationMemberLastSeenAt updates the member's last-seen time and answers `serviceVisitorClaims`:
 * an HS256 JWT signed with the server's secret, claims sub (user id), org, role, email, name, iat, exp (1 hour).
 */
export async function ping(
  ctx: RequestContext,
  { params: { organizationId } }: Input<'updateOrganizationMemberLastSeenAt'>,
): Promise<{ serviceVisitorClaims: string }> {
  await organizationFor(ctx, organizationId);
  const now = ctx.clock.now();
  const row = await orNotFound(
    repo.updateMember(ctx.prisma, organizationId, ctx.caller.userId, { lastSeenAt: now }),
    'Organization',
  );
  const issuedAt = Math.floor(now.getTime() / 1000);
  const serviceVisitorClaims = await new SignJWT({
    org: organizationId,
    role: asLevel(row.role),
    email: row.user.email,
    name: row.user.displayName,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(ctx.caller.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + VISITOR_CLAIMS_TTL_SECONDS)
    .sign(ctx.jwtSecret);
  return { serviceVisitorClaims };
}
