/** Sites (spec tag Sites; States and transitions › Site `published`). */
import { organizationFor } from '../access/organizations.js';
import { resolveShareKey, siteFor } from '../access/resources.js';
import type { CreateSiteRequestBody, PublishedContentSite } from '@docs-api/shared-types';
import { atLeast } from '../domain/permissions.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { Prisma, Site as SiteRow } from '../generated/prisma/client.js';
import { BY_CREATION, type PageQuery } from '../http/pagination.js';
import { newId } from '../ids.js';
import { presentSiteSection } from '../presenters/site-sections.js';
import { presentSiteSpaceRows, type StructureView } from '../presenters/site-spaces.js';
import { presentSite, sitePublishedUrl } from '../presenters/sites.js';
import { presentSpace } from '../presenters/spaces.js';
import { addSiteSpaces, lockSite } from '../repositories/site-spaces.js';
import * as repo from '../repositories/sites.js';
import type { Deps } from '../deps.js';
import { givenFields, type Input, type RequestContext } from '../http/handler.js';
import * as spaces from './spaces.js';

// spec: createSite — `type` defaults to basic; the other defaults are the reference's choice.
const DEFAULTS = { type: 'basic', title: 'Untitled site', visibility: 'public', agentsContext: 'included' } as const;

/** spec schema Space `title` max 50 — a space created for a site takes the site title, cut to fit. */
const SPACE_TITLE_MAX = 50;

export interface SiteListQuery extends PageQuery {
  space?: string;
  title?: string;
  published?: boolean;
}

/** spec: listSites — filters `space` (sites publishing it), `title` (case-insensitive substring), `published`. */
export async function list(ctx: RequestContext, { params: { organizationId }, query }: Input<'listSites'>) {
  await organizationFor(ctx, organizationId, { need: 'read' });
  const org = await ctx.rows.organization(organizationId);
  if (!org) throw notFound('Organization');
  const where: Prisma.SiteWhereInput = {
    organizationId,
    ...(query.space !== undefined ? { siteSpaces: { some: { spaceId: query.space } } } : {}),
    ...(query.title !== undefined ? { title: { contains: query.title, mode: 'insensitive' } } : {}),
    ...(query.published !== undefined ? { published: query.published } : {}),
  };
  const filters = JSON.stringify([query.space ?? null, query.title ?? null, query.published ?? null]);
  return ctx.paginator.paginateWhere({
    list: `sites:${organizationId}:${filters}`,
    query,
    sort: BY_CREATION,
    where,
    rows: repo.siteRows(ctx.prisma),
    present: (row) => presentSite(row, org, ctx.baseUrl),
  });
}

/** The spaces a new site starts with, in order: the given live spaces of the organization (400 otherwise), or a new space. */
async function initialSpaces(
  ctx: RequestContext,
  organizationId: string,
  body: CreateSiteRequestBody,
  title: string,
): Promise<{ id: string; title: string }[]> {
  if (body.spaces === undefined) return [];
  if (body.spaces === 'new') {
    const created = await spaces.create(ctx, {
      params: { organizationId },
      query: {},
      body: { title: title.slice(0, SPACE_TITLE_MAX) },
    });
    return [{ id: created.id, title: created.title }];
  }
  const ids = [...new Set(body.spaces)];
  // Creating a site needs admin, and an admin reads every space of the organization: a live space is readable.
  const found = new Map((await repo.liveSpacesOfOrganization(ctx.prisma, organizationId, ids)).map((r) => [r.id, r]));
  return ids.map((id) => {
    const space = found.get(id);
    if (space === undefined) throw badRequest(`body.spaces: ${id} is not a space of this organization`);
    return space;
  });
}

/** spec: createSite — each space becomes a site space (the first the default); `new` creates a space first. */
export async function create(ctx: RequestContext, { params: { organizationId }, body = {} }: Input<'createSite'>) {
  await organizationFor(ctx, organizationId, { need: 'admin' });
  const org = await ctx.rows.organization(organizationId);
  if (!org) throw notFound('Organization');
  const title = body.title ?? DEFAULTS.title;
  const initial = await initialSpaces(ctx, organizationId, body, title);
  const now = ctx.clock.now();
  const site = await ctx.prisma.$transaction(async (tx) => {
    const row = await repo.createSite(tx, {
      id: newId(),
      organizationId,
      type: body.type ?? DEFAULTS.type,
      title,
      visibility: body.visibility ?? DEFAULTS.visibility,
      agentsContext: DEFAULTS.agentsContext,
      createdAt: now,
      updatedAt: now,
    });
    const added = await addSiteSpaces(tx, row.id, initial, now);
    // The row as written, with the site spaces just added: nothing to read back.
    return { ...row, _count: { siteSpaces: added.length } };
  });
  return presentSite(site, org, ctx.baseUrl);
}

export async function get(ctx: RequestContext, { params: { organizationId, siteId } }: Input<'getSiteById'>) {
  const { site, org } = await siteFor(ctx, { organizationId, siteId }, { need: 'read' });
  return presentSite(site, org, ctx.baseUrl);
}

/** spec: updateSiteById `proxy` — `host/path` is served from `https://host/path`; null removes it. */
const proxyOf = (proxy: string | null) => {
  if (proxy === null) return null;
  const host = proxy.split('/')[0] ?? proxy;
  return { origin: `https://${host}`, target: `https://${proxy}` };
};

/**
 * spec: updateSiteById — every field it lists. `defaultSiteSpace` must be a site space of this site
 * (it becomes the default of its section, or of the root); `defaultSiteSection` a section of it (400 otherwise).
 */
export async function update(
  ctx: RequestContext,
  { params: { organizationId, siteId }, body }: Input<'updateSiteById'>,
) {
  const { org } = await siteFor(ctx, { organizationId, siteId }, { need: 'admin' });
  const data: Prisma.SiteUncheckedUpdateInput = {
    ...givenFields(body, ['title', 'visibility', 'basename']),
    ...(body.adaptiveContent !== undefined ? { adaptiveContent: body.adaptiveContent.enabled } : {}),
    ...(body.agentsContext !== undefined ? { agentsContext: body.agentsContext } : {}),
    ...(body.proxy !== undefined ? { proxy: proxyOf(body.proxy) ?? (null as unknown as Prisma.InputJsonValue) } : {}),
    updatedAt: ctx.clock.now(),
  };
  const site = await ctx.prisma.$transaction(async (tx) => {
    if (ctx.db.concurrentTransactions) await lockSite(tx, siteId);
    if (body.defaultSiteSpace !== undefined) {
      const siteSpace = await repo.findSiteSpaceOfSite(tx, siteId, body.defaultSiteSpace);
      if (!siteSpace)
        throw badRequest(`body.defaultSiteSpace: ${body.defaultSiteSpace} is not a site space of this site`);
      await repo.setDefaultSiteSpace(tx, siteId, siteSpace.sectionId, siteSpace.id);
    }
    if (body.defaultSiteSection !== undefined) {
      const section = await repo.findSectionOfSite(tx, siteId, body.defaultSiteSection);
      if (!section)
        throw badRequest(`body.defaultSiteSection: ${body.defaultSiteSection} is not a section of this site`);
      await repo.setDefaultSection(tx, siteId, section.id);
    }
    return repo.updateSite(tx, siteId, data);
  });
  if (!site) throw notFound('Site');
  return presentSite(site, org, ctx.baseUrl);
}

/** spec: deleteSiteById — 205; the site goes with its sections, groups, site spaces and share links. */
export async function remove(
  ctx: RequestContext,
  { params: { organizationId, siteId } }: Input<'deleteSiteById'>,
): Promise<void> {
  await siteFor(ctx, { organizationId, siteId }, { need: 'admin' });
  if (!(await repo.deleteSite(ctx.prisma, organizationId, siteId))) throw notFound('Site');
}

/** docs/behaviour.md#operations-the-live-service-adds: publishSite / unpublishSite set `published` (idempotent: the same answer when it already is). */
async function setPublished(
  ctx: RequestContext,
  { organizationId, siteId }: { organizationId: string; siteId: string },
  published: boolean,
) {
  const { site, org } = await siteFor(ctx, { organizationId, siteId }, { need: 'admin' });
  if (site.published === published) return presentSite(site, org, ctx.baseUrl);
  const updated = await repo.updateSite(ctx.prisma, siteId, { published, updatedAt: ctx.clock.now() });
  if (!updated) throw notFound('Site');
  return presentSite(updated, org, ctx.baseUrl);
}

/** publishSite: the site goes live at its published URL. */
export const publish = (ctx: RequestContext, { params }: Input<'publishSite'>) => setPublished(ctx, params, true);

/** unpublishSite: the site is taken offline. */
export const unpublish = (ctx: RequestContext, { params }: Input<'unpublishSite'>) => setPublished(ctx, params, false);

/**
 * Who may read a site's published content without the read role: anyone, once it is published, when its
 * visibility is `public` or `unlisted`; for `share-link`, whoever passes the key of an active link of it;
 * `visitor-auth` visitors authenticate with a JWT this API does not take.
 */
async function openToVisitor(s: Deps, site: SiteRow, shareKey: string | undefined): Promise<boolean> {
  if (!site.published) return false;
  if (site.visibility === 'public' || site.visibility === 'unlisted') return true;
  if (site.visibility !== 'share-link' || shareKey === undefined) return false;
  return (await resolveShareKey(s.prisma, shareKey))?.siteId === site.id;
}

/**
 * spec schema PublishedContentSite — the site and its structure: its sections (each with its site spaces) when it
 * has any, else its root site spaces. Members with the read role see it even unpublished; anyone else
 * only as openToVisitor() allows (404 otherwise; 403 for a member below read). Site spaces whose space
 * is deleted are left out.
 */
export async function getPublished(
  ctx: RequestContext,
  { params: { organizationId, siteId }, query: { shareKey } }: Input<'getPublishedContentSite'>,
) {
  const membership = (await ctx.access.membershipsOf(ctx.caller.userId)).get(organizationId);
  const [site, org] = await Promise.all([ctx.rows.site(organizationId, siteId), ctx.rows.organization(organizationId)]);
  const reader = atLeast(membership?.role, 'read');
  if (!site || !org || (!reader && !(await openToVisitor(ctx, site, shareKey)))) {
    if (membership !== undefined && !reader)
      throw forbidden('This needs the read role in the organization or a valid share key');
    throw notFound('Site');
  }
  const [sections, siteSpaces] = await Promise.all([
    repo.listSectionsOfSite(ctx.prisma, siteId),
    repo.listSiteSpacesOfSite(ctx.prisma, siteId),
  ]);
  const spaceRows = await repo.liveSpacesById(
    ctx.prisma,
    siteSpaces.map((r) => r.spaceId),
  );
  const live = siteSpaces.filter((r) => spaceRows.has(r.spaceId));
  const tree = reader ? await ctx.rows.tree(organizationId) : undefined;
  const view: StructureView = {
    siteUrl: site.published ? sitePublishedUrl(site, org) : null,
    spaces: new Map(
      [...spaceRows.values()].map((row) => {
        const level = tree !== undefined ? tree.spaceLevel(membership?.role ?? null, row) : 'read';
        return [row.id, presentSpace(row, level, ctx.baseUrl)];
      }),
    ),
  };
  const structure: PublishedContentSite['structure'] =
    sections.length > 0
      ? {
          type: 'sections',
          structure: sections.map((section) =>
            presentSiteSection(
              section,
              live.filter((r) => r.sectionId === section.id),
              view,
            ),
          ),
        }
      : {
          type: 'siteSpaces',
          structure: presentSiteSpaceRows(
            live.filter((r) => r.sectionId === null),
            () => null,
            view,
          ),
        };
  return { object: 'published-content-site' as const, site: presentSite(site, org, ctx.baseUrl), structure };
}
