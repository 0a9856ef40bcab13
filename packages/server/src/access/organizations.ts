/**
 * Who may do what in an organization, beside resources.ts: the caller's membership, one of its members
 * and one of its teams. Each `…For` resolves the caller's role once and throws once: 404 for a caller
 * outside the organization (never a leak) or for a team that is not there, 403 below `need`.
 */
import { atLeast, type Role } from '../domain/permissions.js';
import { requireLevel } from '../domain/content-access.js';
import { forbidden, notFound, preconditionFailed } from '../errors.js';
import { callerTeamRole, canManageTeam, canViewTeam } from '../presenters/teams.js';
import { findTeam } from '../repositories/teams.js';
import type { Membership } from './callers.js';
import type { Viewer } from './resources.js';

/** The caller's membership of the organization; 403 when their organization role is below `need`. */
export async function organizationFor(
  ctx: Viewer,
  organizationId: string,
  options: { need?: Role } = {},
): Promise<Membership> {
  const membership = await ctx.access.member(ctx.caller, organizationId);
  if (options.need !== undefined && !atLeast(membership.role, options.need))
    throw forbidden(`This needs the ${options.need} role in the organization`);
  return membership;
}

/**
 * The caller's membership, to act on the member `userId`: every member may act on themselves, acting
 * on another member needs the organization role `need` (e.g. removeMemberFromOrganizationById: admin).
 */
export function memberFor(
  ctx: Viewer,
  params: { organizationId: string; userId: string },
  { need }: { need: Role },
): Promise<Membership> {
  return organizationFor(ctx, params.organizationId, params.userId === ctx.caller.userId ? {} : { need });
}

/**
 * The organization content is transferred to (transferSpace, transferCollection) needs admin there too:
 * 404 when the caller is not a member of it, 403 below admin, 412 when the content already belongs to it.
 */
export async function transferTargetFor(ctx: Viewer, params: { from: string; to: string }): Promise<Membership> {
  const membership = await ctx.access.member(ctx.caller, params.to);
  requireLevel(membership.role, 'admin', 'organization');
  if (params.to === params.from)
    throw preconditionFailed('body.organization is the organization it already belongs to');
  return membership;
}

/**
 * A team of the organization (spec tag Teams and team members): viewing it takes an organization role
 * or being in the team; managing it (`need: 'manage'`) organization admin or team owner; 403 otherwise.
 */
export async function teamFor(
  ctx: Viewer,
  params: { organizationId: string; teamId: string },
  { need }: { need: 'view' | 'manage' },
) {
  const { role } = await organizationFor(ctx, params.organizationId);
  const team = await findTeam(ctx.prisma, params.organizationId, params.teamId, ctx.caller.userId);
  if (!team) throw notFound('Team');
  if (!canViewTeam(role, callerTeamRole(team)))
    throw forbidden('Only members with a role and the members of a team can view it');
  if (need === 'manage' && !canManageTeam(role, callerTeamRole(team)))
    throw forbidden('Only organization admins and the team’s owners can manage a team');
  return { role, team };
}
