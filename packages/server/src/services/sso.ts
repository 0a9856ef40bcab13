/**
 * SAML providers and SSO logins (spec tag SSO). Who may do what: organization admins
 * create, read, update and delete providers (their certificate and entity settings are configuration
 * of the organization's sign-in, not for every member); every member, guests included, lists the SSO
 * logins (they are what a sign-in page shows).
 * A provider is `pending` until `ssoURL`, `entityID` and `certificate` are all set, then `active`.
 */
import { organizationFor } from '../access/organizations.js';
import type { UpdateOrganizationSAMLProviderRequestBody } from '@docs-api/shared-types';
import { badRequest, notFound } from '../errors.js';
import type { Prisma } from '../generated/prisma/client.js';
import { newId } from '../ids.js';
import { presentSamlProvider, presentSsoLogin } from '../presenters/sso.js';
import type { Tx } from '../repositories/organizations.js';
import * as repo from '../repositories/sso.js';
import { givenFields, type Input, type RequestContext } from '../http/handler.js';
import { orNotFound, TX_OPTIONS } from './members.js';
import { listInOrganization } from './organizations.js';

type ProviderFields = Pick<Prisma.SamlProviderUncheckedCreateInput, 'ssoURL' | 'entityID' | 'certificate'>;

/** spec schema SAMLProvider `status` — active once the identity provider is fully configured. */
const statusOf = (p: ProviderFields): 'active' | 'pending' =>
  p.ssoURL && p.entityID && p.certificate ? 'active' : 'pending';

/** 400 unless `teamId` is a team of the organization. */
async function checkDefaultTeam(db: Tx, organizationId: string, teamId: string | undefined): Promise<void> {
  if (teamId !== undefined && !(await repo.teamExists(db, organizationId, teamId))) {
    throw badRequest(`body.defaultTeam: ${teamId} is not a team of this organization`);
  }
}

const fieldsOf = (body: UpdateOrganizationSAMLProviderRequestBody) => ({
  ...givenFields(body, ['label', 'ssoURL', 'entityID', 'certificate']),
  ...(body.defaultTeam !== undefined ? { defaultTeamId: body.defaultTeam } : {}),
  ...(body.defaultRole !== undefined ? { defaultRole: body.defaultRole } : {}),
});

/** GET @ORG/saml, in creation order. */
export const list = (ctx: RequestContext, input: Input<'listSAMLProvidersInOrganizationById'>) =>
  listInOrganization(ctx, input, 'saml', {
    need: 'admin',
    rows: repo.samlProviderRows(ctx.prisma, ctx.caller.userId),
    present: presentSamlProvider,
  });

/** POST @ORG/saml: 201 with the provider, `pending` or `active` from its fields. */
export async function create(
  ctx: RequestContext,
  { params: { organizationId }, body }: Input<'createOrganizationSAMLProvider'>,
) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'admin' });
  await checkDefaultTeam(ctx.prisma, organizationId, body.defaultTeam);
  const fields = fieldsOf(body);
  const row = await repo.createSamlProvider(
    ctx.prisma,
    { id: newId(), organizationId, label: body.label, ...fields, status: statusOf(fields), createdAt: ctx.clock.now() },
    ctx.caller.userId,
  );
  return presentSamlProvider(row, role, ctx.baseUrl);
}

/** GET @ORG/saml/{samlProviderId}. */
export async function get(
  ctx: RequestContext,
  { params: { organizationId, samlProviderId: id } }: Input<'getOrganizationSAMLProviderById'>,
) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'admin' });
  const row = await repo.findSamlProvider(ctx.prisma, organizationId, id, ctx.caller.userId);
  if (!row) throw notFound('SAML provider');
  return presentSamlProvider(row, role, ctx.baseUrl);
}

/** PATCH: the fields given change; `status` follows from the fields stored afterwards, in the same transaction. */
export async function update(
  ctx: RequestContext,
  { params: { organizationId, samlProviderId: id }, body }: Input<'updateOrganizationSAMLProvider'>,
) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'admin' });
  const row = await ctx.prisma.$transaction(async (tx) => {
    const existing = await repo.findSamlProvider(tx, organizationId, id, ctx.caller.userId);
    if (!existing) throw notFound('SAML provider');
    await checkDefaultTeam(tx, organizationId, body.defaultTeam);
    // The update takes the row lock first, so the status below sees every field committed before it.
    const updated = await orNotFound(
      repo.updateSamlProvider(tx, id, fieldsOf(body), ctx.caller.userId),
      'SAML provider',
    );
    const status = statusOf(updated);
    return status === updated.status ? updated : repo.updateSamlProvider(tx, id, { status }, ctx.caller.userId);
  }, TX_OPTIONS);
  return presentSamlProvider(row, role, ctx.baseUrl);
}

/** DELETE @ORG/saml/{samlProviderId}. */
export async function remove(
  ctx: RequestContext,
  { params: { organizationId, samlProviderId: id } }: Input<'deleteOrganizationSAMLProvider'>,
): Promise<void> {
  await organizationFor(ctx, organizationId, { need: 'admin' });
  const deleted = await repo.deleteSamlProvider(ctx.prisma, organizationId, id);
  if (deleted.count === 0) throw notFound('SAML provider');
}

/** spec: listSSOProviderLoginsInOrganization — the active providers a member can sign in with. */
export async function listLogins(
  ctx: RequestContext,
  { params: { organizationId } }: Input<'listSSOProviderLoginsInOrganization'>,
) {
  await organizationFor(ctx, organizationId);
  const rows = await repo.listActiveSamlProviders(ctx.prisma, organizationId);
  return { items: rows.map((row) => presentSsoLogin(row, ctx.baseUrl)) };
}
