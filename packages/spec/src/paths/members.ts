/** spec tag Organization members */
import type { PathsObject } from 'openapi3-ts/oas31';
import { itemPath, listOf, obj, operation, param, query, ref } from '../builders.js';
import { filter, search } from '../filters.js';
import { orderBy, paginated } from '../parameters.js';
import { withSort } from '../sorting.js';
import { titleContains } from './common.js';

const section = 'Organization members';
const org = param('pathOrganizationId');
const user = param('pathUserId');

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/members': {
    get: operation({
      id: 'listMembersInOrganizationById',
      section,
      summary: 'List the members of an organization',
      parameters: [
        org,
        ...paginated,
        // The default `sort` (joinedAt); equal keys in member id (the user id) order (services/members.ts list).
        orderBy({ field: 'joinedAt', tieBreaker: 'id' }),
        query('role', ref('Role'), 'Only members with this role', filter({ op: 'eq', field: 'role' })),
        query(
          'search',
          { type: 'string' },
          'Matches the display name and the email of the member',
          search({ op: 'contains-ci', field: ['user.displayName', 'user.email'] }),
        ),
        // docs/behaviour.md#full-value-sets-of-enumerations: members list `sort`
        withSort(
          query(
            'sort',
            { type: 'string', enum: ['joinedAt', 'lastSeenAt', 'name'], default: 'joinedAt' },
            'Sort key; `lastSeenAt` lists only active members',
          ),
          {
            values: {
              joinedAt: { field: 'joinedAt', tieBreaker: 'id' },
              // Only members seen at least once; the ping sets the caller's.
              lastSeenAt: {
                field: 'lastSeenAt',
                tieBreaker: 'id',
                onlyWithField: true,
                setBy: 'updateOrganizationMemberLastSeenAt',
              },
              name: { field: 'user.displayName', tieBreaker: 'id' },
            },
          },
        ),
      ],
      success: { status: 200, schema: listOf(ref('Member')) },
    }),
  },
  '/v1/orgs/{organizationId}/members/{userId}': itemPath(
    { section, parameters: [org, user], schema: ref('Member') },
    {
      get: ['getMemberInOrganizationById', 'Get a member of an organization'],
      delete: [
        'removeMemberFromOrganizationById',
        'Remove a member from an organization',
        204,
        // README › Cascades: `x-cascade` (docs/behaviour.md#what-a-delete-takes-with-it: its team memberships go too)
        {
          cascade: {
            gone: [{ read: 'listTeamsForOrganizationMember' }, { read: 'listSpacesForOrganizationMember' }],
            unlisted: [{ list: 'listTeamMembersInOrganizationById', relate: 'addMemberToOrganizationTeamById' }],
          },
        },
      ],
      patch: ['updateMemberInOrganizationById', 'Change the role of a member', obj({ role: ref('NullableRole') })],
    },
  ),
  '/v1/orgs/{organizationId}/ping': {
    post: operation({
      id: 'updateOrganizationMemberLastSeenAt',
      section,
      summary: "Update the caller's last-seen time in an organization",
      description: 'Can return a visitor-claims token (`serviceVisitorClaims`) to attach to the user.',
      parameters: [org],
      success: { status: 200, schema: ref('OrganizationPingResult') },
    }),
  },
  '/v1/orgs/{organizationId}/members/{userId}/sso': {
    post: operation({
      id: 'setUserAsSSOMemberForOrganization',
      section,
      summary: 'Make a member an SSO member of the organization',
      // README › Effects: `x-effect` — the member shows `sso` true wherever it is read
      effect: { kind: 'sets', fields: { sso: true }, reading: 'reference' },
      parameters: [org, user],
      success: { status: 200, schema: ref('Member') },
    }),
  },
  '/v1/orgs/{organizationId}/members/{userId}/spaces': {
    get: operation({
      id: 'listSpacesForOrganizationMember',
      section,
      summary: 'List the spaces a member can access, with the permission',
      // The member's spaces by creation, newest first by default; equal times in space id order (services/spaces.ts listForMember).
      parameters: [org, user, ...paginated, orderBy({ field: 'space.createdAt', tieBreaker: 'space.id' })],
      success: { status: 200, schema: listOf(ref('MemberSpaceListItem')) },
    }),
  },
  '/v1/orgs/{organizationId}/members/{userId}/teams': {
    get: operation({
      id: 'listTeamsForOrganizationMember',
      section,
      summary: 'List the teams of a member, with the role in each',
      parameters: [
        org,
        user,
        ...paginated,
        titleContains('Case-insensitive substring of the team title', { field: 'team.title' }),
      ],
      success: { status: 200, schema: listOf(ref('MemberTeamListItem')) },
    }),
  },
};
