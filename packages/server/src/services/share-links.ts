/**
 * Site access and share links (spec tag Site share links; States and transitions › Share
 * link; Authentication › `shareKey`). Members reach a site by their organization role; outsiders only
 * through what a share key opens.
 */
import { siteFor } from '../access/resources.js';
import { notFound } from '../errors.js';
import { BY_CREATION } from '../http/pagination.js';
import { newId, randomKey } from '../ids.js';
import { presentShareLink } from '../presenters/sites.js';
import * as repo from '../repositories/share-links.js';
import { givenFields, type Input, type RequestContext } from '../http/handler.js';

/** Length of a share key (base62, ~190 bits): the secret of `urls.published`. */
const KEY_LENGTH = 32;

/**
 * Listing share links needs admin, like writing them: each one carries a key that lets anyone outside
 * the organization in, so only those who may hand out that access see the keys.
 */
export async function list(
  ctx: RequestContext,
  { params: { organizationId, siteId }, query }: Input<'listSiteShareLinks'>,
) {
  const { site, org } = await siteFor(ctx, { organizationId, siteId }, { need: 'admin' });
  return ctx.paginator.paginateWhere({
    list: `share-links:${siteId}`,
    query,
    sort: BY_CREATION,
    where: { siteId },
    rows: repo.shareLinkRows(ctx.prisma),
    present: (row) => presentShareLink(row, site, org),
  });
}

/** A new, active share link with a fresh random key. */
export async function create(
  ctx: RequestContext,
  { params: { organizationId, siteId }, body }: Input<'createSiteShareLink'>,
) {
  const { site, org } = await siteFor(ctx, { organizationId, siteId }, { need: 'admin' });
  const row = await repo.createShareLink(ctx.prisma, {
    id: newId(),
    siteId,
    name: body.name,
    active: true,
    key: randomKey(KEY_LENGTH),
    createdAt: ctx.clock.now(),
  });
  return presentShareLink(row, site, org);
}

/** spec tag Site share links, docs/behaviour.md#share-links — PATCH `active` false deactivates, true reactivates. */
export async function update(
  ctx: RequestContext,
  { params: { organizationId, siteId, shareLinkId }, body }: Input<'updateSiteShareLinkById'>,
) {
  const { site, org } = await siteFor(ctx, { organizationId, siteId }, { need: 'admin' });
  const row = await repo.updateShareLink(ctx.prisma, siteId, shareLinkId, {
    ...givenFields(body, ['active', 'name']),
  });
  if (!row) throw notFound('Share link');
  return presentShareLink(row, site, org);
}

export async function remove(
  ctx: RequestContext,
  { params: { organizationId, siteId, shareLinkId } }: Input<'deleteSiteShareLinkById'>,
): Promise<void> {
  await siteFor(ctx, { organizationId, siteId }, { need: 'admin' });
  if (!(await repo.deleteShareLink(ctx.prisma, siteId, shareLinkId))) throw notFound('Share link');
}
