/** SAML provider rows → the contract's SAMLProvider and SSO login items (spec schema SAMLProvider). */
import type { SAMLProvider, SSOProviderLogin } from '@docs-api/shared-types';
import { asLevel, type Level } from '../domain/permissions.js';
import { presentTeam, type TeamRow } from './teams.js';
import { valued } from './fields.js';

export interface SamlProviderRow {
  id: string;
  organizationId: string;
  label: string;
  ssoURL: string | null;
  entityID: string | null;
  certificate: string | null;
  defaultRole: string | null;
  status: string;
  createdAt: Date;
  defaultTeam: TeamRow | null;
}

/** The service provider's endpoints of one SAML provider, on this server's base URL. */
export const serviceUrls = (baseUrl: string, id: string) => ({
  acsURL: `${baseUrl}/sso/saml/${id}/acs`,
  startURL: `${baseUrl}/sso/saml/${id}/start`,
  entityID: `${baseUrl}/sso/saml/${id}/metadata`,
});

/** A provider as seen by a caller with organization role `callerRole` (its default team as a Team). */
export function presentSamlProvider(row: SamlProviderRow, callerRole: Level, baseUrl: string): SAMLProvider {
  return {
    object: 'saml-provider',
    id: row.id,
    label: row.label,
    ...valued({
      ssoURL: row.ssoURL,
      entityID: row.entityID,
      certificate: row.certificate,
      defaultTeam: row.defaultTeam === null ? null : presentTeam(row.defaultTeam, callerRole),
    }),
    defaultRole: asLevel(row.defaultRole),
    createdAt: row.createdAt.toISOString(),
    status: row.status as SAMLProvider['status'],
    service: serviceUrls(baseUrl, row.id),
    urls: { location: `${baseUrl}/v1/orgs/${row.organizationId}/saml/${row.id}` },
  };
}

/** One entry of the SSO login list: where a user starts signing in with this provider. */
export const presentSsoLogin = (row: Pick<SamlProviderRow, 'id' | 'label'>, baseUrl: string): SSOProviderLogin => ({
  id: row.id,
  label: row.label,
  startURL: serviceUrls(baseUrl, row.id).startURL,
});
