/** contract: Endpoints › SSO */
import type { PathsObject } from 'openapi3-ts/oas31';
import { listOf, obj, operation, param, ref } from '../builders.js';
import { paginated } from '../parameters.js';
import { samlCertificate, samlEntityID, samlLabel, samlSsoURL } from '../schemas/organizations.js';

const section = 'SSO';
const org = param('pathOrganizationId');
const provider = param('pathSamlProviderId');

// contract: Endpoints › SSO — POST body; PATCH takes the same fields, all optional
const samlFields = {
  label: samlLabel,
  entityID: samlEntityID,
  certificate: samlCertificate,
  ssoURL: samlSsoURL,
  defaultTeam: { type: 'string', description: 'The team id' },
  defaultRole: ref('NullableRole'),
} as const;

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/saml': {
    get: operation({
      id: 'listSAMLProvidersInOrganizationById',
      section,
      summary: 'List the SAML providers of an organization',
      parameters: [org, ...paginated],
      success: { status: 200, schema: listOf(ref('SAMLProvider')) },
    }),
    post: operation({
      id: 'createOrganizationSAMLProvider',
      section,
      summary: 'Create a SAML provider',
      parameters: [org],
      body: obj(samlFields, ['label']),
      success: { status: 201, schema: ref('SAMLProvider') },
    }),
  },
  '/v1/orgs/{organizationId}/saml/{samlProviderId}': {
    get: operation({
      id: 'getOrganizationSAMLProviderById',
      section,
      summary: 'Get a SAML provider',
      parameters: [org, provider],
      success: { status: 200, schema: ref('SAMLProvider') },
    }),
    delete: operation({
      id: 'deleteOrganizationSAMLProvider',
      section,
      summary: 'Delete a SAML provider',
      parameters: [org, provider],
      success: { status: 204 },
    }),
    patch: operation({
      id: 'updateOrganizationSAMLProvider',
      section,
      summary: 'Update a SAML provider',
      parameters: [org, provider],
      body: obj(samlFields),
      success: { status: 200, schema: ref('SAMLProvider') },
    }),
  },
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
