/** spec tag Organizations */
import type { PathsObject } from 'openapi3-ts/oas31';
import { collectionPath, itemPath, listOf, obj, operation, orNull, param, ref } from '../builders.js';
import { paginated } from '../parameters.js';
import {
  organizationDefaultContent,
  organizationHostname,
  organizationLogo,
  organizationTitle,
} from '../schemas/organizations.js';

const section = 'Organizations';
const org = param('pathOrganizationId');

export const paths: PathsObject = {
  '/v1/orgs': collectionPath(
    { section, parameters: [], schema: ref('Organization') },
    {
      get: [
        'listOrganizationsForAuthenticatedUser',
        'List the organizations of the authenticated user',
        [...paginated],
      ],
    },
  ),
  '/v1/orgs/{organizationId}': itemPath(
    { section, parameters: [org], schema: ref('Organization') },
    {
      get: ['getOrganizationById', 'Get an organization'],
      patch: [
        'updateOrganizationById',
        'Update an organization',
        obj({
          title: organizationTitle,
          emailDomains: { type: 'array', items: { type: 'string' } },
          hostname: organizationHostname,
          defaultRole: ref('NullableRole'),
          defaultContent: orNull(organizationDefaultContent),
          logo: orNull(organizationLogo),
          sso: { type: 'boolean', description: 'Enforce SSO organization-wide' },
          ai: { type: 'boolean', description: 'Enable AI features' },
          inviteLinks: { type: 'boolean' },
        }),
        {
          description: 'A hostname already used by another organization is a conflict (409).',
          // docs/behaviour.md#error-body-and-failure-statuses: a second object with the same unique key (the hostname)
          errors: [409],
          conflicts: [
            { kind: 'taken', status: 409, field: 'hostname', others: 'listOrganizationsForAuthenticatedUser' },
          ],
        },
      ],
    },
  ),
  '/v1/orgs/{organizationId}/link-invites/{inviteId}': {
    delete: operation({
      id: 'deleteOrganizationInviteById',
      section,
      summary: 'Delete an invite link of an organization',
      parameters: [org, param('pathInviteId')],
      success: { status: 205 },
    }),
  },
  '/v1/orgs/{organizationId}/search': {
    get: operation({
      id: 'searchOrganizationContent',
      section,
      summary: 'Search the content of every space of an organization',
      parameters: [org, param('searchQuery'), ...paginated],
      success: { status: 200, schema: listOf(ref('OrganizationSearchItem')) },
    }),
  },
  '/v1/email-domains/{emailDomain}/orgs': {
    get: {
      ...operation({
        id: 'getOrganizationsForEmailDomain',
        section,
        summary: 'List the organizations that claim an email domain',
        parameters: [param('pathEmailDomain')],
        success: { status: 200, schema: ref('OrganizationsForEmailDomain') },
      }),
      // Its path names a domain, not an object of one organization: a caller whose email has that domain learns
      // which organizations claim it (the reference's services/organizations.ts, forEmailDomain).
      'x-open-to-non-members': 'the organizations that claim the domain are shown to a caller whose email has it',
    },
  },
};
