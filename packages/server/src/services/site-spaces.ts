/**
 * Site spaces (spec tag Site spaces) and what every site-structure operation shares:
 * who may read or write a site's structure, the per-site write transaction, and the view (published
 * URL, presented spaces) the presenters need.
 */
import { type StructureAccess, siteStructureFor } from '../access/resources.js';
import { placeOrRefuse, successorOf } from '../domain/positions.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Prisma, SiteSpace as SiteSpaceRow, Space as SpaceRow } from '../generated/prisma/client.js';
import { presentSiteSpaceRows, type StructureView } from '../presenters/site-spaces.js';
import { sitePublishedUrl } from '../presenters/sites.js';
import { presentSpace } from '../presenters/spaces.js';
import { type Tx } from '../repositories/organizations.js';
import { findSectionsById } from '../repositories/site-sections.js';
import * as repo from '../repositories/site-spaces.js';
import { addSiteSpaces, lockSite } from '../repositories/site-spaces.js';
import {
  findSectionOfSite,
  findSiteById,
  findSiteSpaceOfSite,
  listSectionsOfSite,
  liveSpacesOfOrganization,
  setDefaultSiteSpace,
} from '../repositories/sites.js';
import { listSpaces } from '../repositories/spaces.js';
import type { Deps } from '../deps.js';
import { BY_POSITION, type PageQuery, type Rows } from '../http/pagination.js';
import type { Input, RequestContext } from '../http/handler.js';

/**
 * Runs `work` in one transaction holding the site's structure lock (where transactions can run at once:
 * Database.concurrentTransactions); 404 when the site is gone by then.
 */
export function inSiteTransaction<T>(s: Deps, siteId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return s.prisma.$transaction(
    async (tx) => {
      if (s.db.concurrentTransactions) await lockSite(tx, siteId);
      if ((await findSiteById(tx, siteId)) === null) throw notFound('Site');
      return work(tx);
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}

/** How rows of a site's structure are shown to a caller, whose access decides the level of each space. */
type StructurePresenter<Row, Item> = (ctx: RequestContext, access: StructureAccess, rows: Row[]) => Promise<Item[]>;

/**
 * A page of a site's structure in position order, as the caller sees the site: reading needs `read` on it, or
 * `shareKey`, a share link's key of the site.
 */
export async function listStructure<Where, Row, Item>(
  ctx: RequestContext,
  site: { organizationId: string; siteId: string; shareKey?: string | undefined },
  page: {
    list: string;
    query: PageQuery;
    where: Where;
    rows: Rows<Where, Row>;
    present: StructurePresenter<Row, Item>;
  },
) {
  const { present, ...listed } = page;
  const access = await siteStructureFor(ctx, site, { need: 'read', shareKey: site.shareKey });
  return ctx.paginator.paginateWhere({
    ...listed,
    sort: BY_POSITION,
    presentAll: (rows) => present(ctx, access, rows),
  });
}

/**
 * A change of a site's structure (needs admin, like every one): `work` runs in the site's transaction
 * and answers the changed row, which `present` shows as the caller sees the site.
 */
export async function changeStructure<Row, Item>(
  ctx: RequestContext,
  params: { organizationId: string; siteId: string },
  present: StructurePresenter<Row, Item>,
  work: (tx: Tx) => Promise<Row>,
): Promise<Item> {
  const access = await siteStructureFor(ctx, params, { need: 'admin' });
  const row = await inSiteTransaction(ctx, params.siteId, work);
  const [presented] = await present(ctx, access, [row]);
  if (presented === undefined) throw new Error('the changed row was not presented');
  return presented;
}

/** A live space of the organization named by a body field, else a 400 naming the field. */
export async function requireOrganizationSpace(
  tx: Tx,
  organizationId: string,
  spaceId: string,
  field: string,
): Promise<SpaceRow> {
  const [space] = await liveSpacesOfOrganization(tx, organizationId, [spaceId]);
  if (space === undefined) throw badRequest(`${field} is not a space of the organization`);
  return space;
}

/** The view of a site's structure for `access`: its published URL and each space presented at the caller's level. */
export async function structureView(
  ctx: RequestContext,
  access: StructureAccess,
  spaceIds: string[],
): Promise<StructureView> {
  const ids = [...new Set(spaceIds)];
  const { site } = access;
  const spaces = ids.length === 0 ? [] : await listSpaces(ctx.prisma, { id: { in: ids } }, [{ id: 'asc' }], ids.length);
  const siteUrl = site.published ? sitePublishedUrl(site, access.org) : null;
  const presented = spaces.map((row) => [row.id, presentSpace(row, access.levelOf(row), ctx.baseUrl)] as const);
  return { siteUrl, spaces: new Map(presented) };
}

/** Presents site spaces (with their sections' paths for the published URLs). */
async function presentSiteSpaces(ctx: RequestContext, access: StructureAccess, rows: SiteSpaceRow[]) {
  const sectionIds = [...new Set(rows.flatMap((r) => (r.sectionId === null ? [] : [r.sectionId])))];
  const [sections, view] = await Promise.all([
    findSectionsById(ctx.prisma, sectionIds),
    structureView(
      ctx,
      access,
      rows.map((r) => r.spaceId),
    ),
  ]);
  const byId = new Map(sections.map((section) => [section.id, section]));
  return presentSiteSpaceRows(rows, (row) => (row.sectionId === null ? null : (byId.get(row.sectionId) ?? null)), view);
}

async function findOrThrow(tx: Tx, siteId: string, siteSpaceId: string): Promise<SiteSpaceRow> {
  const row = await findSiteSpaceOfSite(tx, siteId, siteSpaceId);
  if (row === null) throw notFound('Site space');
  return row;
}

/** spec: listSiteSpaces — every site space of the site in order; `default` true/false keeps only the defaults/the others. */
export async function list(
  ctx: RequestContext,
  { params: { organizationId, siteId }, query }: Input<'listSiteSpaces'>,
) {
  const where: Prisma.SiteSpaceWhereInput = {
    siteId,
    ...(query.default !== undefined ? { isDefault: query.default } : {}),
  };
  return listStructure(
    ctx,
    { organizationId, siteId, shareKey: query.shareKey },
    {
      list: `site-spaces:${siteId}:${String(query.default ?? 'all')}`,
      query,
      where,
      rows: repo.siteSpaceRows(ctx.prisma),
      present: presentSiteSpaces,
    },
  );
}

/** spec: addSpaceToSite — into `sectionId`, else the default section, else the site's root. */
export async function add(ctx: RequestContext, { params: { organizationId, siteId }, body }: Input<'addSpaceToSite'>) {
  return changeStructure(ctx, { organizationId, siteId }, presentSiteSpaces, async (tx) => {
    const space = await requireOrganizationSpace(tx, organizationId, body.spaceId, 'body.spaceId');
    let sectionId: string | null;
    if (body.sectionId !== undefined) {
      const section = await findSectionOfSite(tx, siteId, body.sectionId);
      if (section === null) throw badRequest('body.sectionId is not a section of the site');
      sectionId = section.id;
    } else {
      const sections = await listSectionsOfSite(tx, siteId);
      sectionId = (sections.find((section) => section.isDefault) ?? sections[0])?.id ?? null;
    }
    const [created] = await addSiteSpaces(tx, siteId, [space], ctx.clock.now(), sectionId);
    return created as SiteSpaceRow;
  });
}

/** spec: updateSiteSpaceById — `path` unique in its section (409), `condition` null removes it, `spaceId` another space. */
export async function update(
  ctx: RequestContext,
  { params: { organizationId, siteId, siteSpaceId }, body }: Input<'updateSiteSpaceById'>,
) {
  return changeStructure(ctx, { organizationId, siteId }, presentSiteSpaces, async (tx) => {
    const current = await findOrThrow(tx, siteId, siteSpaceId);
    if (body.path !== undefined && body.path !== current.path) {
      const siblings = await repo.siteSpacesIn(tx, siteId, current.sectionId);
      if (siblings.some((sibling) => sibling.path === body.path))
        throw conflict(`Another site space of this section already has the path ${body.path}`);
    }
    const space =
      body.spaceId === undefined
        ? undefined
        : await requireOrganizationSpace(tx, organizationId, body.spaceId, 'body.spaceId');
    return repo.updateSiteSpace(tx, siteSpaceId, {
      ...(body.path !== undefined ? { path: body.path } : {}),
      // spec schema SiteSpace: omitted keeps the condition, null removes it.
      ...(body.condition !== undefined ? { condition: body.condition } : {}),
      ...(space !== undefined ? { spaceId: space.id } : {}),
    });
  });
}

/** spec: deleteSiteSpaceById → 205; a deleted default passes to the next site space of its section. */
export async function remove(
  ctx: RequestContext,
  { params: { organizationId, siteId, siteSpaceId } }: Input<'deleteSiteSpaceById'>,
): Promise<void> {
  await siteStructureFor(ctx, { organizationId, siteId }, { need: 'admin' });
  await inSiteTransaction(ctx, siteId, async (tx) => {
    const current = await findOrThrow(tx, siteId, siteSpaceId);
    await repo.deleteSiteSpace(tx, siteSpaceId);
    if (!current.isDefault) return;
    const next = successorOf(await repo.siteSpaceSiblings(tx, siteId, current.sectionId), current);
    if (next !== undefined) await setDefaultSiteSpace(tx, siteId, current.sectionId, next.id);
  });
}

/** spec: moveSiteSpace (deprecated) — before/after another site space of the same section. */
export async function move(
  ctx: RequestContext,
  { params: { organizationId, siteId, siteSpaceId }, body }: Input<'moveSiteSpace'>,
) {
  const anchors = { before: body.position.before?.siteSpace, after: body.position.after?.siteSpace };
  return changeStructure(ctx, { organizationId, siteId }, presentSiteSpaces, async (tx) => {
    const current = await findOrThrow(tx, siteId, siteSpaceId);
    const siblings = await repo.siteSpaceSiblings(tx, siteId, current.sectionId, siteSpaceId);
    const placement = placeOrRefuse(siblings, anchors, 'siteSpace', 'a sibling in the same section');
    await repo.setSiteSpacePositions(tx, placement.renumber);
    return repo.updateSiteSpace(tx, siteSpaceId, { position: placement.position });
  });
}
