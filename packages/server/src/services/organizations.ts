/** Organizations (contract: Endpoints › Organizations). */
import type { UpdateOrganizationByIdRequestBody } from '@docs-api/shared-types';
import type { Prisma } from '../generated/prisma/client.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { PageQuery } from '../http/pagination.js';
import { orderByOf } from '../http/pagination.js';
import * as repo from '../repositories/organizations.js';
import { findSite } from '../repositories/sites.js';
import { presentOrganization } from '../presenters/organizations.js';
import type { Caller } from './access.js';
import type { Deps } from '../deps.js';
import { searchOrganization } from './search.js';

const BY_CREATION = [
  { field: 'createdAt', direction: 'asc' as const },
  { field: 'id', direction: 'asc' as const },
];

export async function listForCaller(s: Deps, caller: Caller, query: PageQuery, baseUrl: string) {
  const memberships = await s.access.membershipsOf(caller.userId);
  const where = repo.organizationsOfUserWhere(caller.userId);
  return s.paginator.paginate({
    list: `orgs:${caller.userId}`,
    query,
    sort: BY_CREATION,
    fetch: (after, take) => repo.listOrganizations(s.prisma, after ? { AND: [where, after] } : where, orderByOf(BY_CREATION), take),
    count: () => repo.countOrganizations(s.prisma, where),
    present: (row) => presentOrganization(row, memberships.get(row.id)?.role ?? null, baseUrl),
  });
}

export async function get(s: Deps, caller: Caller, organizationId: string, baseUrl: string) {
  const { role } = await s.access.member(caller, organizationId);
  const row = await repo.findOrganization(s.prisma, organizationId);
  if (!row) throw notFound('Organization');
  return presentOrganization(row, role, baseUrl);
}

export async function update(s: Deps, caller: Caller, organizationId: string, body: UpdateOrganizationByIdRequestBody, baseUrl: string) {
  const { role } = await s.access.requireRole(caller, organizationId, 'admin');
  const site = body.defaultContent?.site;
  if (site !== undefined && (await findSite(s.prisma, organizationId, site)) === null) {
    throw badRequest(`body.defaultContent.site: ${site} is not a site of this organization`);
  }
  if (body.hostname !== undefined) {
    const taken = await repo.findOrganizationByHostname(s.prisma, body.hostname);
    if (taken && taken.id !== organizationId) throw conflict(`hostname ${body.hostname} is already used by another organization`);
  }
  const data: Prisma.OrganizationUpdateInput = {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.emailDomains !== undefined ? { emailDomains: [...new Set(body.emailDomains.map((d) => d.toLowerCase()))] } : {}),
    ...(body.hostname !== undefined ? { hostname: body.hostname } : {}),
    ...(body.defaultRole !== undefined ? { defaultRole: body.defaultRole } : {}),
    ...(body.defaultContent !== undefined ? { defaultContent: body.defaultContent ?? (null as unknown as Prisma.InputJsonValue) } : {}),
    ...(body.logo !== undefined ? { logo: body.logo } : {}),
    ...(body.sso !== undefined ? { sso: body.sso } : {}),
    ...(body.ai !== undefined ? { ai: body.ai } : {}),
    ...(body.inviteLinks !== undefined ? { inviteLinks: body.inviteLinks } : {}),
  };
  try {
    return presentOrganization(await repo.updateOrganization(s.prisma, organizationId, data), role, baseUrl);
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw conflict('hostname is already used by another organization');
    throw error;
  }
}

export async function deleteInviteLink(s: Deps, caller: Caller, organizationId: string, inviteId: string) {
  await s.access.requireRole(caller, organizationId, 'admin');
  const invite = await repo.findInviteLink(s.prisma, organizationId, inviteId);
  if (!invite) throw notFound('Invite link');
  await repo.deleteInviteLink(s.prisma, invite.id);
}

/** Organizations that use an email domain, among those the caller belongs to or could join with their email. */
export async function forEmailDomain(s: Deps, caller: Caller, emailDomain: string, baseUrl: string) {
  const domain = emailDomain.toLowerCase();
  const memberships = await s.access.membershipsOf(caller.userId);
  const callerDomain = caller.user.email.split('@').pop()?.toLowerCase();
  const rows = await repo.findOrganizationsWithEmailDomain(s.prisma, domain);
  return rows
    .filter((row) => memberships.has(row.id) || callerDomain === domain)
    .map((row) => presentOrganization(row, memberships.get(row.id)?.role ?? null, baseUrl));
}

/** contract: Organizations › GET @ORG/search — see services/search.ts. */
export function search(s: Deps, caller: Caller, organizationId: string, query: PageQuery & { query: string }, baseUrl: string) {
  return searchOrganization(s, caller, organizationId, query, baseUrl);
}
