/** Organization rows → the contract's Organization. */
import type { Organization } from '@docs-api/shared-types';
import { asLevel, organizationPermissions, type Level } from '../domain/permissions.js';
import type { Organization as OrganizationRow } from '../generated/prisma/client.js';
import { valued } from './fields.js';

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
    ...valued({ hostname: row.hostname }),
    type: row.type as Organization['type'],
    ...valued({
      useCase: row.useCase as Organization['useCase'] | null,
      communityType: row.communityType as Organization['communityType'] | null,
    }),
    defaultRole: asLevel(row.defaultRole),
    ...valued({ defaultContent: row.defaultContent as Organization['defaultContent'] | null }),
    sso: row.sso,
    ai: row.ai,
    inviteLinks: row.inviteLinks,
    plan: row.plan as Organization['plan'],
    ...valued({ billing: row.billing as Organization['billing'] | null }),
    urls: {
      location: `${baseUrl}/v1/orgs/${row.id}`,
      app: `${baseUrl}/o/${row.id}`,
      ...valued({ logo: row.logo }),
    },
    trial: presentTrial(row.trial),
    ...valued({ customHostname: row.customHostname }),
    // spec schema Organization: internal_isOnNewTrial, deprecated, always true.
    internal_isOnNewTrial: true,
    permissions: organizationPermissions(callerRole),
  };
}
