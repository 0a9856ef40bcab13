/** Organizations (spec tag Organizations). */
import { organizationFor } from '../access/organizations.js';
import type { Prisma } from '../generated/prisma/client.js';
import { badRequest, conflict, notFound } from '../errors.js';
import * as repo from '../repositories/organizations.js';
import { presentOrganization } from '../presenters/organizations.js';
import { BY_CREATION, type PageQuery, type Rows } from '../http/pagination.js';
import type { Level, Role } from '../domain/permissions.js';
import { givenFields, type Input, type RequestContext } from '../http/handler.js';

export async function listForCaller(ctx: RequestContext, { query }: Input<'listOrganizationsForAuthenticatedUser'>) {
  const memberships = await ctx.access.membershipsOf(ctx.caller.userId);
  return ctx.paginator.paginateWhere({
    list: `orgs:${ctx.caller.userId}`,
    query,
    sort: BY_CREATION,
    where: repo.organizationsOfUserWhere(ctx.caller.userId),
    rows: repo.organizationRows(ctx.prisma),
    present: (row) => presentOrganization(row, memberships.get(row.id)?.role ?? null, ctx.baseUrl),
  });
}

export async function get(ctx: RequestContext, { params: { organizationId } }: Input<'getOrganizationById'>) {
  const { role } = await organizationFor(ctx, organizationId);
  const row = await ctx.rows.organization(organizationId);
  if (!row) throw notFound('Organization');
  return presentOrganization(row, role, ctx.baseUrl);
}

export async function update(
  ctx: RequestContext,
  { params: { organizationId }, body }: Input<'updateOrganizationById'>,
) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'admin' });
  const site = body.defaultContent?.site;
  if (site !== undefined && (await ctx.rows.site(organizationId, site)) === null) {
    throw badRequest(`body.defaultContent.site: ${site} is not a site of this organization`);
  }
  if (body.hostname !== undefined) {
    const taken = await repo.findOrganizationByHostname(ctx.prisma, body.hostname, ctx.caller.tenantId);
    if (taken && taken.id !== organizationId)
      throw conflict(`hostname ${body.hostname} is already used by another organization`);
  }
  const data: Prisma.OrganizationUpdateInput = {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.emailDomains !== undefined
      ? { emailDomains: [...new Set(body.emailDomains.map((d) => d.toLowerCase()))] }
      : {}),
    ...givenFields(body, ['hostname', 'defaultRole']),
    ...(body.defaultContent !== undefined
      ? { defaultContent: body.defaultContent ?? (null as unknown as Prisma.InputJsonValue) }
      : {}),
    ...givenFields(body, ['logo', 'sso', 'ai', 'inviteLinks']),
  };
  try {
    return presentOrganization(await repo.updateOrganization(ctx.prisma, organizationId, data), role, ctx.baseUrl);
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002')
      throw conflict('hostname is already used by another organization');
    throw error;
  }
}

export async function deleteInviteLink(
  ctx: RequestContext,
  { params: { organizationId, inviteId } }: Input<'deleteOrganizationInviteById'>,
) {
  await organizationFor(ctx, organizationId, { need: 'admin' });
  const invite = await repo.findInviteLink(ctx.prisma, organizationId, inviteId);
  if (!invite) throw notFound('Invite link');
  await repo.deleteInviteLink(ctx.prisma, invite.id);
}

/** Organizations of the caller's tenant that use an email domain, among those the caller belongs to or could join with their email. */
export async function forEmailDomain(
  ctx: RequestContext,
  { params: { emailDomain } }: Input<'getOrganizationsForEmailDomain'>,
) {
  const domain = emailDomain.toLowerCase();
  const memberships = await ctx.access.membershipsOf(ctx.caller.userId);
  const callerDomain = ctx.caller.user.email.split('@').pop()?.toLowerCase();
  const rows = await repo.findOrganizationsWithEmailDomain(ctx.prisma, domain, ctx.caller.tenantId);
  const organizations = rows
    .filter((row) => memberships.has(row.id) || callerDomain === domain)
    .map((row) => presentOrganization(row, memberships.get(row.id)?.role ?? null, ctx.baseUrl));
  return { organizations };
}

/**
 * One kind of an organization's resources (OpenAPI specs, translation settings, SAML providers), oldest first,
 * for a member with at least `need`; each row presented with the caller's role. `list` names the list in its
 * page tokens.
 */
export async function listInOrganization<Row, Item>(
  ctx: RequestContext,
  { params: { organizationId }, query }: { params: { organizationId: string }; query: PageQuery },
  list: string,
  kind: {
    need: Role;
    rows: Rows<{ organizationId: string }, Row>;
    present: (row: Row, role: Level, baseUrl: string) => Item;
  },
) {
  const { need, present } = kind;
  const { role } = await organizationFor(ctx, organizationId, { need });
  return ctx.paginator.paginateWhere({
    list: `${list}:${organizationId}`,
    query,
    sort: BY_CREATION,
    where: { organizationId },
    rows: kind.rows,
    present: (row) => present(row, role, ctx.baseUrl),
  });
}
