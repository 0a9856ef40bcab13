/**
 * Who may do what to which resource, in one place. Each `…For` loads the resource a path names,
 * resolves the caller's level on it and throws once: 404 when the caller may not see it (outside its
 * organization, below `read` on content, or not there), 403 when they see it but are below `need`.
 * Services start with one of these and hold no level checks of their own; what an operation needs is
 * the `need` it passes (e.g. mergeChangeRequest: `changeRequestFor(ctx, params, { need: 'review' })`).
 */
import { DAY_MS } from '../clock.js';
import type { Deps } from '../deps.js';
import { CollectionTree, requireLevel } from '../domain/content-access.js';
import { atLeast, type Level, type Role } from '../domain/permissions.js';
import { notFound } from '../errors.js';
import type { Site, Site as SiteRow, Space as SpaceRow } from '../generated/prisma/client.js';
import type { SiteOrganization } from '../presenters/sites.js';
import { findChangeRequest } from '../repositories/change-requests.js';
import { listCollectionNodes, findCollection } from '../repositories/collections.js';
import type { Tx } from '../repositories/organizations.js';
import { findShareLinkByKey, liveSpaceIdsOfSite } from '../repositories/share-links.js';
import type { SiteWithCount } from '../repositories/sites.js';
import { purgeSpaceDeletedBefore } from '../repositories/spaces.js';
import type { Caller } from './callers.js';

/** What resolving access needs: the dependencies and the caller (a RequestContext is one). */
export type Viewer = Deps & { caller: Caller };

/** Days a deleted space can be restored (restoreSpace); after that it is purged. */
export const RESTORE_WINDOW_DAYS = 7;

/** Spaces deleted at or before this instant are past their restore window. */
export const restoreCutoff = (s: Deps): Date => new Date(s.clock.now().getTime() - RESTORE_WINDOW_DAYS * DAY_MS);

/** The collection tree of an organization, which carries the levels inherited along collections. */
export const loadTree = async (db: Tx, organizationId: string): Promise<CollectionTree> =>
  new CollectionTree(await listCollectionNodes(db, organizationId));

/**
 * A space the caller can read, with their level on it; 403 below `need` (a level, or the level the space's row
 * asks for, e.g. admin while it is locked). A deleted space is 404 unless `deleted` (restoreSpace), and past its
 * restore window it is purged on sight.
 */
export async function spaceFor(
  ctx: Viewer,
  spaceId: string,
  options: { need?: Role | ((row: SpaceRow) => Role); deleted?: boolean } = {},
) {
  const row = await ctx.rows.space(spaceId);
  if (!row || (row.deletedAt !== null && options.deleted !== true)) throw notFound('Space');
  const { role } = await ctx.access.member(ctx.caller, row.organizationId, 'Space');
  const cutoff = restoreCutoff(ctx);
  if (row.deletedAt !== null && row.deletedAt <= cutoff) {
    await purgeSpaceDeletedBefore(ctx.prisma, spaceId, cutoff);
    ctx.rows.forgetSpace(spaceId);
    throw notFound('Space');
  }
  const tree = row.collectionId === null ? new CollectionTree([]) : await ctx.rows.tree(row.organizationId);
  const level = tree.spaceLevel(role, row);
  if (!atLeast(level, 'read')) throw notFound('Space');
  const { need } = options;
  if (need !== undefined) requireLevel(level, typeof need === 'function' ? need(row) : need, 'space');
  return { row, role, tree, level };
}

/** A collection the caller can read, with their level on it; 403 below `need`. */
export async function collectionFor(ctx: Viewer, collectionId: string, options: { need?: Role } = {}) {
  const row = await findCollection(ctx.prisma, collectionId);
  if (!row) throw notFound('Collection');
  const { role } = await ctx.access.member(ctx.caller, row.organizationId, 'Collection');
  const tree = await ctx.rows.tree(row.organizationId);
  const level = tree.collectionLevel(role, row.id);
  if (!atLeast(level, 'read')) throw notFound('Collection');
  if (options.need !== undefined) requireLevel(level, options.need, 'collection');
  return { row, role, tree, level };
}

/** A change request of a space the caller can read (`need` applies to the space level). */
export async function changeRequestFor(
  ctx: Viewer,
  params: { spaceId: string; changeRequestId: string },
  options: { need?: Role | ((row: SpaceRow) => Role) } = {},
) {
  const space = await spaceFor(ctx, params.spaceId, options);
  const changeRequest = await findChangeRequest(ctx.prisma, params.spaceId, params.changeRequestId);
  if (!changeRequest) throw notFound('Change request');
  return { space, changeRequest };
}

export interface SiteAccess {
  site: SiteWithCount;
  role: Level;
  org: SiteOrganization;
}

/**
 * A site of the organization for a member: 404 for a caller outside the organization and for a site
 * that is not there; then 403 when the caller's organization role is below `need`.
 */
export async function siteFor(
  ctx: Viewer,
  params: { organizationId: string; siteId: string },
  { need }: { need: Role },
): Promise<SiteAccess> {
  const { organizationId, siteId } = params;
  const { role } = await ctx.access.member(ctx.caller, organizationId, 'Site');
  const [site, org] = await Promise.all([ctx.rows.site(organizationId, siteId), ctx.rows.organization(organizationId)]);
  if (!site || !org) throw notFound('Site');
  requireLevel(role, need, 'organization');
  return { site, role, org };
}

/** What a share key opens: a site (its id and row) and the live spaces it publishes. */
export interface ShareGrant {
  siteId: string;
  spaceIds: string[];
  site: Site;
}

/**
 * `shareKey` resolves published URLs of share-link sites. An active link of a published site whose
 * visibility is `share-link` grants read access to that site and to the spaces it publishes; an
 * inactive or unknown key, another visibility or an unpublished site grant nothing.
 */
export async function resolveShareKey(db: Tx, shareKey: string): Promise<ShareGrant | undefined> {
  const link = await findShareLinkByKey(db, shareKey);
  if (!link?.active || link.site.visibility !== 'share-link' || !link.site.published) return undefined;
  return { siteId: link.siteId, spaceIds: await liveSpaceIdsOfSite(db, link.siteId), site: link.site };
}

/** A site as its caller sees it: the row, its organization and the caller's level on each space of the site. */
export interface StructureAccess {
  site: SiteRow;
  org: SiteOrganization;
  levelOf: (space: SpaceRow) => Level;
}

/**
 * A site's structure (sections, groups, site spaces). Reading (`need: 'read'`) takes the `read` role in
 * its organization — or, for anyone else, the `shareKey` of an active share link of this site, which
 * reads as `read`; without either: 404 for a non-member, 403 for a member below `read`. Changing it
 * takes `need: 'admin'`.
 */
export async function siteStructureFor(
  ctx: Viewer,
  params: { organizationId: string; siteId: string },
  options: { need: Role; shareKey?: string | undefined },
): Promise<StructureAccess> {
  const { organizationId, siteId } = params;
  if (options.shareKey !== undefined && options.need === 'read') {
    const membership = (await ctx.access.membershipsOf(ctx.caller.userId)).get(organizationId);
    if (!atLeast(membership?.role, 'read')) {
      const grant = await resolveShareKey(ctx.prisma, options.shareKey);
      const org = grant?.site.organizationId === organizationId ? await ctx.rows.organization(organizationId) : null;
      if (grant?.siteId === siteId && org !== null) return { site: grant.site, org, levelOf: () => 'read' };
    }
  }
  const { site, org, role } = await siteFor(ctx, params, { need: options.need });
  const tree = await ctx.rows.tree(organizationId);
  return { site, org, levelOf: (space) => tree.spaceLevel(role, space) };
}
