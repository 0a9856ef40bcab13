/** Sites (contract: Endpoints › Sites; States and transitions › Site `published`). */
import type { CreateSiteRequestBody, PublishedContentSite, UpdateSiteByIdRequestBody } from '@docs-api/shared-types';
import { atLeast } from '../domain/permissions.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { Prisma, Site as SiteRow } from '../generated/prisma/client.js';
import { orderByOf, type PageQuery, type SortKey } from '../http/pagination.js';
import { newId } from '../ids.js';
import { presentSiteSection } from '../presenters/site-sections.js';
import { presentSiteSpace, type StructureView } from '../presenters/site-spaces.js';
import { presentSite, sitePublishedUrl } from '../presenters/sites.js';
import { presentSpace } from '../presenters/spaces.js';
import { findOrganization } from '../repositories/organizations.js';
import { addSiteSpaces, lockSite } from '../repositories/site-spaces.js';
import * as repo from '../repositories/sites.js';
import type { Caller } from './access.js';
import { loadTree } from './collections.js';
import type { Deps } from '../deps.js';
import { resolveShareKey, siteAccess } from './share-links.js';
import * as spaces from './spaces.js';

/** Sites of an organization: oldest first, like the organization's other lists (collections, spaces). */
const BY_CREATION: SortKey[] = [
  { field: 'createdAt', direction: 'asc' },
  { field: 'id', direction: 'asc' },
];

// contract: Sites › POST — `type` defaults to basic; the other defaults are the reference's choice.
const DEFAULTS = { type: 'basic', title: 'Untitled site', visibility: 'public', agentsContext: 'included' } as const;

/** contract: Limits › Space `title` max 50 — a space created for a site takes the site title, cut to fit. */
const SPACE_TITLE_MAX = 50;

export interface SiteListQuery extends PageQuery {
  space?: string;
  title?: string;
  published?: boolean;
}

/** contract: Sites › GET @ORG/sites — filters `space` (sites publishing it), `title` (case-insensitive substring), `published`. */
export async function list(s: Deps, caller: Caller, organizationId: string, query: SiteListQuery, baseUrl: string) {
  await s.access.requireRole(caller, organizationId, 'read');
  const org = await findOrganization(s.prisma, organizationId);
  if (!org) throw notFound('Organization');
  const where: Prisma.SiteWhereInput = {
    organizationId,
    ...(query.space !== undefined ? { siteSpaces: { some: { spaceId: query.space } } } : {}),
    ...(query.title !== undefined ? { title: { contains: query.title, mode: 'insensitive' } } : {}),
    ...(query.published !== undefined ? { published: query.published } : {}),
  };
  const filters = JSON.stringify([query.space ?? null, query.title ?? null, query.published ?? null]);
  return s.paginator.paginate({
    list: `sites:${organizationId}:${filters}`,
    query,
    sort: BY_CREATION,
    fetch: (after, take) => repo.listSites(s.prisma, after ? { AND: [where, after] } : where, orderByOf(BY_CREATION), take),
    count: () => repo.countSites(s.prisma, where),
    present: (row) => presentSite(row, org, baseUrl),
  });
}

/** The space ids a new site starts with: the given live spaces of the organization (400 otherwise), or a new space. */
async function initialSpaces(s: Deps, caller: Caller, organizationId: string, body: CreateSiteRequestBody, title: string, baseUrl: string): Promise<string[]> {
  if (body.spaces === undefined) return [];
  if (body.spaces === 'new') return [(await spaces.create(s, caller, organizationId, { title: title.slice(0, SPACE_TITLE_MAX) }, baseUrl)).id];
  const ids = [...new Set(body.spaces)];
  // Creating a site needs admin, and an admin reads every space of the organization: a live space is readable.
  const found = new Set((await repo.liveSpacesOfOrganization(s.prisma, organizationId, ids)).map((r) => r.id));
  const unknown = ids.find((id) => !found.has(id));
  if (unknown !== undefined) throw badRequest(`body.spaces: ${unknown} is not a space of this organization`);
  return ids;
}

/** contract: Sites › POST — each space becomes a site space (the first the default); `new` creates a space first. */
export async function create(s: Deps, caller: Caller, organizationId: string, body: CreateSiteRequestBody, baseUrl: string) {
  await s.access.requireRole(caller, organizationId, 'admin');
  const org = await findOrganization(s.prisma, organizationId);
  if (!org) throw notFound('Organization');
  const title = body.title ?? DEFAULTS.title;
  const spaceIds = await initialSpaces(s, caller, organizationId, body, title, baseUrl);
  const now = s.clock.now();
  const site = await s.prisma.$transaction(async (tx) => {
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
    await addSiteSpaces(tx, row.id, spaceIds, now);
    return repo.findSiteById(tx, row.id);
  });
  if (!site) throw notFound('Site');
  return presentSite(site, org, baseUrl);
}

export async function get(s: Deps, caller: Caller, organizationId: string, siteId: string, baseUrl: string) {
  const { site, org } = await siteAccess(s, caller, organizationId, siteId, 'read');
  return presentSite(site, org, baseUrl);
}

/** contract: Sites › PATCH `proxy` — `host/path` is served from `https://host/path`; null removes it. */
const proxyOf = (proxy: string | null) => {
  if (proxy === null) return null;
  const host = proxy.split('/')[0] ?? proxy;
  return { origin: `https://${host}`, target: `https://${proxy}` };
};

/**
 * contract: Sites › PATCH — every field it lists. `defaultSiteSpace` must be a site space of this site
 * (it becomes the default of its section, or of the root); `defaultSiteSection` a section of it (400 otherwise).
 */
export async function update(s: Deps, caller: Caller, organizationId: string, siteId: string, body: UpdateSiteByIdRequestBody, baseUrl: string) {
  const { org } = await siteAccess(s, caller, organizationId, siteId, 'admin');
  const data: Prisma.SiteUncheckedUpdateInput = {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
    ...(body.basename !== undefined ? { basename: body.basename } : {}),
    ...(body.adaptiveContent !== undefined ? { adaptiveContent: body.adaptiveContent.enabled } : {}),
    ...(body.agentsContext !== undefined ? { agentsContext: body.agentsContext } : {}),
    ...(body.proxy !== undefined ? { proxy: proxyOf(body.proxy) ?? (null as unknown as Prisma.InputJsonValue) } : {}),
    updatedAt: s.clock.now(),
  };
  const site = await s.prisma.$transaction(async (tx) => {
    await lockSite(tx, siteId);
    if (body.defaultSiteSpace !== undefined) {
      const siteSpace = await repo.findSiteSpaceOfSite(tx, siteId, body.defaultSiteSpace);
      if (!siteSpace) throw badRequest(`body.defaultSiteSpace: ${body.defaultSiteSpace} is not a site space of this site`);
      await repo.setDefaultSiteSpace(tx, siteId, siteSpace.sectionId, siteSpace.id);
    }
    if (body.defaultSiteSection !== undefined) {
      const section = await repo.findSectionOfSite(tx, siteId, body.defaultSiteSection);
      if (!section) throw badRequest(`body.defaultSiteSection: ${body.defaultSiteSection} is not a section of this site`);
      await repo.setDefaultSection(tx, siteId, section.id);
    }
    return repo.updateSite(tx, siteId, data);
  });
  if (!site) throw notFound('Site');
  return presentSite(site, org, baseUrl);
}

/** contract: Sites › DELETE — 205; the site goes with its sections, groups, site spaces and share links. */
export async function remove(s: Deps, caller: Caller, organizationId: string, siteId: string): Promise<void> {
  await siteAccess(s, caller, organizationId, siteId, 'admin');
  if (!(await repo.deleteSite(s.prisma, organizationId, siteId))) throw notFound('Site');
}

/** api-facts: publishSite / unpublishSite set `published` (idempotent: the same answer when it already is). */
export async function setPublished(s: Deps, caller: Caller, organizationId: string, siteId: string, published: boolean, baseUrl: string) {
  const { site, org } = await siteAccess(s, caller, organizationId, siteId, 'admin');
  if (site.published === published) return presentSite(site, org, baseUrl);
  const updated = await repo.updateSite(s.prisma, siteId, { published, updatedAt: s.clock.now() });
  if (!updated) throw notFound('Site');
  return presentSite(updated, org, baseUrl);
}

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
 * contract: Published site — the site and its structure: its sections (each with its site spaces) when it
 * has any, else its root site spaces. Members with the read role see it even unpublished; anyone else
 * only as openToVisitor() allows (404 otherwise; 403 for a member below read). Site spaces whose space
 * is deleted are left out.
 */
export async function getPublished(s: Deps, caller: Caller, organizationId: string, siteId: string, shareKey: string | undefined, baseUrl: string) {
  const membership = (await s.access.membershipsOf(caller.userId)).get(organizationId);
  const [site, org] = await Promise.all([repo.findSite(s.prisma, organizationId, siteId), findOrganization(s.prisma, organizationId)]);
  const reader = atLeast(membership?.role, 'read');
  if (!site || !org || (!reader && !(await openToVisitor(s, site, shareKey)))) {
    if (membership !== undefined && !reader) throw forbidden('This needs the read role in the organization or a valid share key');
    throw notFound('Site');
  }
  const [sections, siteSpaces] = await Promise.all([repo.listSectionsOfSite(s.prisma, siteId), repo.listSiteSpacesOfSite(s.prisma, siteId)]);
  const spaceRows = await repo.liveSpacesById(s.prisma, siteSpaces.map((r) => r.spaceId));
  const live = siteSpaces.filter((r) => spaceRows.has(r.spaceId));
  const tree = reader ? await loadTree(s.prisma, organizationId) : undefined;
  const view: StructureView = {
    siteUrl: site.published ? sitePublishedUrl(site, org) : null,
    spaces: new Map(
      [...spaceRows.values()].map((row) => {
        const level = tree !== undefined ? tree.spaceLevel(membership?.role ?? null, row) : 'read';
        return [row.id, presentSpace(row, level, baseUrl)];
      }),
    ),
  };
  const structure: PublishedContentSite['structure'] =
    sections.length > 0
      ? { type: 'sections', structure: sections.map((section) => presentSiteSection(section, live.filter((r) => r.sectionId === section.id), view)) }
      : { type: 'siteSpaces', structure: live.filter((r) => r.sectionId === null).map((r) => presentSiteSpace(r, null, view)) };
  return { object: 'published-content-site' as const, site: presentSite(site, org, baseUrl), structure };
}
