/** Team rows → the contract's Team (spec schemas Team, TeamMember). */
import type { Team, TeamMember } from '@docs-api/shared-types';
import { atLeast, type Level } from '../domain/permissions.js';

export type TeamRole = TeamMember['role'];

export interface TeamRow {
  id: string;
  title: string;
  createdAt: Date;
  /** Number of team members. */
  _count: { members: number };
  /** The caller's own membership of the team, if any (at most one row). */
  members: { role: string }[];
}

/** The caller's role in a team, or null when they are not in it. */
export const callerTeamRole = (row: Pick<TeamRow, 'members'>): TeamRole | null =>
  (row.members[0]?.role as TeamRole | undefined) ?? null;

/** Org admins and the team's owners manage a team (spec schema TeamMember `owner` can manage team members). */
export const canManageTeam = (orgRole: Level, teamRole: TeamRole | null): boolean =>
  atLeast(orgRole, 'admin') || teamRole === 'owner';

/** Members with an organization role (read and up) see every team; guests see the teams they are in. */
export const canViewTeam = (orgRole: Level, teamRole: TeamRole | null): boolean =>
  atLeast(orgRole, 'read') || teamRole !== null;

/**
 * A team as seen by a caller with organization role `orgRole`. `spaces` is 0: this API gives teams no
 * access to spaces (no operation grants a team a space), so no space is reached through a team.
 */
export function presentTeam(row: TeamRow, orgRole: Level): Team {
  const teamRole = callerTeamRole(row);
  return {
    object: 'team',
    id: row.id,
    title: row.title,
    members: row._count.members,
    spaces: 0,
    createdAt: row.createdAt.toISOString(),
    permissions: { admin: canManageTeam(orgRole, teamRole), view: canViewTeam(orgRole, teamRole) },
  };
}
