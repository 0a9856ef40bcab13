/**
 * Translation settings (spec tag Translation settings). Reading needs the read role in the
 * organization, writing the create role (the role that may create content and OpenAPI specifications);
 * non-members get a 404. The contract gives no way to set `languages`: they stay [].
 */
import { organizationFor } from '../access/organizations.js';
import { notFound } from '../errors.js';
import { newId } from '../ids.js';
import { presentTranslation } from '../presenters/translations.js';
import * as repo from '../repositories/translations.js';
import type { Input, RequestContext } from '../http/handler.js';
import { listInOrganization } from './organizations.js';

const WHAT = 'Translation settings';
/** The organization's translation settings, oldest first. */
export const list = (ctx: RequestContext, input: Input<'listTranslations'>) =>
  listInOrganization(ctx, input, 'translations', {
    need: 'read',
    rows: repo.translationRows(ctx.prisma),
    present: presentTranslation,
  });

/** Creates translation settings with the given title. */
export async function create(ctx: RequestContext, { params: { organizationId }, body }: Input<'createTranslation'>) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'create' });
  const now = ctx.clock.now();
  const row = await repo.createTranslation(ctx.prisma, {
    id: newId(),
    organizationId,
    title: body.title,
    languages: [],
    createdAt: now,
    updatedAt: now,
  });
  return presentTranslation(row, role, ctx.baseUrl);
}

/** One translation settings object of the organization. */
export async function get(
  ctx: RequestContext,
  { params: { organizationId, translationSettingsId: id } }: Input<'getTranslation'>,
) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'read' });
  const row = await repo.findTranslation(ctx.prisma, organizationId, id);
  if (!row) throw notFound(WHAT);
  return presentTranslation(row, role, ctx.baseUrl);
}

/** Replaces the title (PUT: the whole writable shape, which is only `title`). */
export async function update(
  ctx: RequestContext,
  { params: { organizationId, translationSettingsId: id }, body }: Input<'updateTranslation'>,
) {
  const { role } = await organizationFor(ctx, organizationId, { need: 'create' });
  const row = await repo.updateTranslation(ctx.prisma, organizationId, id, {
    title: body.title,
    updatedAt: ctx.clock.now(),
  });
  if (!row) throw notFound(WHAT);
  return presentTranslation(row, role, ctx.baseUrl);
}

/** Deletes translation settings. */
export async function remove(
  ctx: RequestContext,
  { params: { organizationId, translationSettingsId: id } }: Input<'deleteTranslation'>,
) {
  await organizationFor(ctx, organizationId, { need: 'create' });
  if (!(await repo.deleteTranslation(ctx.prisma, organizationId, id))) throw notFound(WHAT);
}
