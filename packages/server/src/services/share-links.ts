/**
 * Site access and share links (contract: Endpoints › Site share links; States and transitions › Share
 * link; Authentication › `shareKey`). Members reach a site by their organization role; outsiders only
 * through what a share key opens.
 */
import { requireLevel } from '../domain/content-access.js';
import type { Level, Role } from '../domain/permissions.js';
import { notFound } from '../errors.js';
import type { Site } from '../generated/prisma/client.js';
import { orderByOf, type SortKey } from '../http/pagination.js';
import { newId } from '../ids.js';
import { presentShareLink, type SiteOrganization } from '../presenters/sites.js';
import { findOrganization, type Tx } from '../repositories/organizations.js';
import * as repo from '../repositories/share-links.js';
import { findSite, type SiteWithCount } from '../repositories/sites.js';
import type { Caller } from './access.js';
import type { Deps } from '../deps.js';
import type { Input, RequestContext } from '../http/handler.js';

/** Share links: oldest first. */
const BY_CREATION: SortKey[] = [
  { field: 'createdAt', direction: 'asc' },
  { field: 'id', direction: 'asc' },
];

/** Length of a share key (base62, ~190 bits): the secret of `urls.published`. */
const KEY_LENGTH = 32;

export interface SiteAccess {
  site: SiteWithCount;
  role: Level;
  org: SiteOrganization;
}

/**
 * A site of the organization for a member: 404 for a caller outside the organization and for a site
 * that is not there; then 403 when the caller's organization role is below `needed`.
 */
export async function siteAccess(s: Deps, caller: Caller, organizationId: string, siteId: string, needed: Role): Promise<SiteAccess> {
  const { role } = await s.access.member(caller, organizationId, 'Site');
  const [site, org] = await Promise.all([findSite(s.prisma, organizationId, siteId), findOrganization(s.prisma, organizationId)]);
  if (!site || !org) throw notFound('Site');
  requireLevel(role, needed, 'organization');
  return { site, role, org };
}

/** What a share key opens: a site (its id and row) and the live spaces it publishes. */
export interface ShareGrant {
  siteId: string;
  spaceIds: string[];
  site: Site;
}

/**
 * contract: Authentication › `shareKey` resolves published URLs of share-link sites. An active link of a
 * published site whose visibility is `share-link` grants read access to that site and to the spaces it
 * publishes; an inactive or unknown key, another visibility or an unpublished site grant nothing.
 */
export async function resolveShareKey(db: Tx, shareKey: string): Promise<ShareGrant | undefined> {
  const link = await repo.findShareLinkByKey(db, shareKey);
  if (!link?.active || link.site.visibility !== 'share-link' || !link.site.published) return undefined;
  return { siteId: link.siteId, spaceIds: await repo.liveSpaceIdsOfSite(db, link.siteId), site: link.site };
}

/**
 * Listing share links needs admin, like writing them: each one carries a key that lets anyone outside
 * the organization in, so only those who may hand out that access see the keys.
 */
export async function list(ctx: RequestContext, { params: { organizationId, siteId }, query }: Input<'listSiteShareLinks'>) {
  const { site, org } = await siteAccess(ctx, ctx.caller, organizationId, siteId, 'admin');
  const where = { siteId };
  return ctx.paginator.paginate({
    list: `share-links:${siteId}`,
    query,
    sort: BY_CREATION,
    fetch: (after, take) => repo.listShareLinks(ctx.prisma, after ? { AND: [where, after] } : where, orderByOf(BY_CREATION), take),
    count: () => repo.countShareLinks(ctx.prisma, where),
    present: (row) => presentShareLink(row, site, org),
  });
}

/** A new, active share link with a fresh random key. */
export async function create(ctx: RequestContext, { params: { organizationId, siteId }, body }: Input<'createSiteShareLink'>) {
  const { site, org } = await siteAccess(ctx, ctx.caller, organizationId, siteId, 'admin');
  const row = await repo.createShareLink(ctx.prisma, { id: newId(), siteId, name: body.name, active: true, key: newId(KEY_LENGTH), createdAt: ctx.clock.now() });
  return presentShareLink(row, site, org);
}

/** contract: States and transitions › Share link — PATCH `active` false deactivates, true reactivates. */
export async function update(ctx: RequestContext, { params: { organizationId, siteId, shareLinkId }, body }: Input<'updateSiteShareLinkById'>) {
  const { site, org } = await siteAccess(ctx, ctx.caller, organizationId, siteId, 'admin');
  const row = await repo.updateShareLink(ctx.prisma, siteId, shareLinkId, {
    ...(body.active !== undefined ? { active: body.active } : {}),
    ...(body.name !== undefined ? { name: body.name } : {}),
  });
  if (!row) throw notFound('Share link');
  return presentShareLink(row, site, org);
}

export async function remove(ctx: RequestContext, { params: { organizationId, siteId, shareLinkId } }: Input<'deleteSiteShareLinkById'>): Promise<void> {
  await siteAccess(ctx, ctx.caller, organizationId, siteId, 'admin');
  if (!(await repo.deleteShareLink(ctx.prisma, siteId, shareLinkId))) throw notFound('Share link');
}
