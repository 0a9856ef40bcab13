/** spec tag Teams and team members */
import type { PathsObject } from 'openapi3-ts/oas31';
import { collectionPath, itemPath, listOf, obj, operation, param, query, ref } from '../builders.js';
import { filter } from '../filters.js';
import { paginated } from '../parameters.js';
import type { MembershipEffect } from '../effects.js';
import { teamMemberRole, teamTitle } from '../schemas/organizations.js';
import { titleContains } from './common.js';

const section = 'Teams and team members';
const org = param('pathOrganizationId');
const team = param('pathTeamId');
const user = param('pathUserId');
const strings = { type: 'array', items: { type: 'string' } } as const;

/**
 * README › Effects: `x-effect` (docs/behaviour.md#team-memberships): who is in a team, with which role, read from the
 * team's members and from each member's teams.
 */
const membership = {
  kind: 'membership',
  list: { operationId: 'listTeamMembersInOrganizationById', id: 'organization.id', role: 'team.role' },
  owner: 'teamId',
  defaultRole: 'member',
  candidates: { operationId: 'listMembersInOrganizationById', id: 'id' },
  mirror: { operationId: 'listTeamsForOrganizationMember', param: 'userId', id: 'team.id', role: 'member.role' },
  reading: 'reference',
} as const satisfies Omit<MembershipEffect, 'body' | 'path'>;

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/teams': collectionPath(
    { section, parameters: [org], schema: ref('Team') },
    {
      get: [
        'listTeamsInOrganizationById',
        'List the teams of an organization',
        [
          org,
          ...paginated,
          query(
            'owner',
            { type: 'string' },
            'A member id; only the teams that member can manage',
            // spec schema TeamMember `role` owner: can manage team members; an admin of the organization manages every team.
            filter({
              op: 'includes',
              via: {
                operationId: 'listTeamMembersInOrganizationById',
                field: 'organization.user.id',
                where: { 'team.role': 'owner' },
              },
              atLeast: true,
            }),
          ),
          titleContains('Case-insensitive substring of the team title', { field: 'title' }),
        ],
      ],
      put: [
        'createOrganizationTeam',
        'Create a team',
        obj({ title: teamTitle, members: { ...strings, description: 'Member ids' } }, ['title']),
        { effect: { ...membership, body: { add: 'members' } } },
      ],
    },
  ),
  '/v1/orgs/{organizationId}/teams/{teamId}': itemPath(
    { section, parameters: [org, team], schema: ref('Team') },
    {
      get: ['getTeamInOrganizationById', 'Get a team'],
      delete: ['removeTeamFromOrganizationById', 'Delete a team', 204],
      patch: ['updateTeamInOrganizationById', 'Rename a team', obj({ title: teamTitle }, ['title'])],
    },
  ),
  '/v1/orgs/{organizationId}/teams/{teamId}/members': {
    get: operation({
      id: 'listTeamMembersInOrganizationById',
      section,
      summary: 'List the members of a team',
      parameters: [org, team, ...paginated],
      success: { status: 200, schema: listOf(ref('TeamMemberListItem')) },
    }),
    put: operation({
      id: 'updateMembersInOrganizationTeam',
      section,
      summary: 'Add, remove and change the roles of team members in bulk',
      // spec tag Teams and team members: a user in both `add` and `remove` is removed
      description: 'When the same user is in both `add` and `remove`, the user is removed.',
      parameters: [org, team],
      body: obj({
        add: { ...strings, description: 'User ids or emails to add' },
        remove: { ...strings, description: 'User ids or emails to remove' },
        memberships: {
          type: 'object',
          description: 'Map of user id to the role in the team',
          additionalProperties: obj({ role: teamMemberRole }, ['role']),
        },
      }),
      success: { status: 204 },
      effect: { ...membership, body: { add: 'add', remove: 'remove', roles: 'memberships' } },
    }),
  },
  '/v1/orgs/{organizationId}/teams/{teamId}/members/{userId}': {
    put: operation({
      id: 'addMemberToOrganizationTeamById',
      section,
      summary: 'Add a member to a team or change its role',
      description: 'Adds the member, or updates the role of a member already in the team.',
      parameters: [org, team, user],
      body: obj({ role: teamMemberRole }),
      bodyRequired: false,
      success: { status: 204 },
      effect: { ...membership, path: { param: 'userId', joins: true, role: 'role' } },
    }),
    delete: operation({
      id: 'deleteMemberFromOrganizationTeamById',
      section,
      summary: 'Remove a member from a team',
      parameters: [org, team, user],
      success: { status: 204 },
      effect: { ...membership, path: { param: 'userId', joins: false } },
    }),
  },
};
