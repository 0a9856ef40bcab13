/** User and member rows → the contract's User and Member (spec schema User; spec schema Member). */
import type { Member, User } from '@docs-api/shared-types';
import { asLevel } from '../domain/permissions.js';
import { valued } from './fields.js';

export interface UserRow {
  id: string;
  displayName: string;
  email: string;
  photoURL: string | null;
}

export interface MemberRow {
  organizationId: string;
  userId: string;
  role: string | null;
  disabled: boolean;
  joinedAt: Date;
  lastSeenAt: Date | null;
  sso: boolean;
  user: UserRow;
}

/** What a Member counts: spaces the member can access and teams of the organization they belong to. */
export interface MemberCounts {
  spaces: number;
  teams: number;
}

/** Where a member lives: no user operation exists, so a user's location is their membership in the organization. */
export const memberLocation = (baseUrl: string, organizationId: string, userId: string): string =>
  `${baseUrl}/v1/orgs/${organizationId}/members/${userId}`;

/** A user as seen from within an organization (`urls.location` is their member resource there). */
export function presentUser(user: UserRow, baseUrl: string, organizationId: string): User {
  return {
    object: 'user',
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    ...valued({ photoURL: user.photoURL }),
    urls: { location: memberLocation(baseUrl, organizationId, user.id) },
  };
}

/**
 * The user with id `id` from `users`; one no longer known is still a whole User (spec schema User: `object`,
 * `id`, `displayName`, `urls` always sent — docs/behaviour.md#fields-always-sent) with an empty display name.
 */
export function presentUserById(
  users: ReadonlyMap<string, UserRow>,
  id: string,
  baseUrl: string,
  organizationId: string,
): User {
  const row = users.get(id);
  if (row !== undefined) return presentUser(row, baseUrl, organizationId);
  return { object: 'user', id, displayName: '', urls: { location: memberLocation(baseUrl, organizationId, id) } };
}

/**
 * A membership. Its `id` is the user id (not the row id), so clients can put it in the `{userId}`
 * paths of the member operations and in the `owner` filter of the team list.
 */
export function presentMember(row: MemberRow, counts: MemberCounts, baseUrl: string): Member {
  return {
    object: 'member',
    id: row.userId,
    role: asLevel(row.role),
    user: presentUser(row.user, baseUrl, row.organizationId),
    disabled: row.disabled,
    joinedAt: row.joinedAt.toISOString(),
    ...valued({ lastSeenAt: row.lastSeenAt?.toISOString() }),
    sso: row.sso,
    spaces: counts.spaces,
    teams: counts.teams,
  };
}
