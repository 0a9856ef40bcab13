/** spec tag SSO */
import type { PathsObject } from 'openapi3-ts/oas31';
import { collectionPath, itemPath, obj, operation, param, ref } from '../builders.js';
import { paginated } from '../parameters.js';
import { samlCertificate, samlEntityID, samlLabel, samlSsoURL } from '../schemas/organizations.js';
import { withRefers } from '../refers.js';

const section = 'SSO';
const org = param('pathOrganizationId');
const provider = param('pathSamlProviderId');

// spec tag SSO — POST body; PATCH takes the same fields, all optional
const samlFields = {
  label: samlLabel,
  entityID: samlEntityID,
  certificate: samlCertificate,
  ssoURL: samlSsoURL,
  // README › References: `x-refers`
  defaultTeam: withRefers({ type: 'string', description: 'The team id' }, { param: 'teamId', shows: 'defaultTeam.id' }),
  defaultRole: ref('NullableRole'),
} as const;

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/saml': collectionPath(
    { section, parameters: [org], schema: ref('SAMLProvider') },
    {
      get: ['listSAMLProvidersInOrganizationById', 'List the SAML providers of an organization', [org, ...paginated]],
      post: ['createOrganizationSAMLProvider', 'Create a SAML provider', obj(samlFields, ['label'])],
    },
  ),
  '/v1/orgs/{organizationId}/saml/{samlProviderId}': itemPath(
    { section, parameters: [org, provider], schema: ref('SAMLProvider') },
    {
      get: ['getOrganizationSAMLProviderById', 'Get a SAML provider'],
      delete: ['deleteOrganizationSAMLProvider', 'Delete a SAML provider', 204],
      patch: ['updateOrganizationSAMLProvider', 'Update a SAML provider', obj(samlFields)],
    },
  ),
  '/v1/orgs/{organizationId}/sso': {
    get: operation({
      id: 'listSSOProviderLoginsInOrganization',
      section,
      summary: 'List the SSO logins offered by an organization',
      parameters: [org],
      success: { status: 200, schema: ref('SSOProviderLogins') },
    }),
  },
};
