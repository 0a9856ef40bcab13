/** Organization rows → the contract's Organization. */
import type { Organization } from '@docs-api/shared-types';
import { asLevel, organizationPermissions, type Level } from '../domain/permissions.js';
import type { Organization as OrganizationRow } from '../generated/prisma/client.js';

/** Always `{status, count}` (spec: Organization `trial`); an organization that never had a trial has used none. */
function presentTrial(stored: OrganizationRow['trial']): Organization['trial'] {
  const trial = (stored ?? {}) as Partial<Organization['trial']>;
  return { ...trial, status: trial.status ?? 'none', count: trial.count ?? 0 };
}

export function presentOrganization(row: OrganizationRow, callerRole: Level, baseUrl: string): Organization {
  return {
    object: 'organization',
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    emailDomains: row.emailDomains,
    ...(row.hostname !== null ? { hostname: row.hostname } : {}),
    type: row.type as Organization['type'],
    ...(row.useCase !== null ? { useCase: row.useCase as NonNullable<Organization['useCase']> } : {}),
    ...(row.communityType !== null
      ? { communityType: row.communityType as NonNullable<Organization['communityType']> }
      : {}),
    defaultRole: asLevel(row.defaultRole),
    ...(row.defaultContent !== null ? { defaultContent: row.defaultContent as Organization['defaultContent'] } : {}),
    sso: row.sso,
    ai: row.ai,
    inviteLinks: row.inviteLinks,
    plan: row.plan as Organization['plan'],
    ...(row.billing !== null ? { billing: row.billing as Organization['billing'] } : {}),
    urls: {
      location: `${baseUrl}/v1/orgs/${row.id}`,
      app: `${baseUrl}/o/${row.id}`,
      ...(row.logo !== null ? { logo: row.logo } : {}),
    },
    trial: presentTrial(row.trial),
    ...(row.customHostname !== null ? { customHostname: row.customHostname } : {}),
    // spec schema Organization: internal_isOnNewTrial, deprecated, always true.
    internal_isOnNewTrial: true,
    permissions: organizationPermissions(callerRole),
  };
}
