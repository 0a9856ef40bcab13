/**
 * Site sections and section groups (spec tags Site sections, Site section groups). Sections
 * are ordered within their container (a group, or ungrouped), groups within the site; lists follow
 * position then id. A site has at most one default section: the first one added, and after the
 * default's deletion the next one in order.
 */
import { type StructureAccess, siteStructureFor } from '../access/resources.js';
import type { SchemaObject } from '@docs-api/spec';
import { document } from '../contract.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { SiteSection as SectionRow, SiteSectionGroup as GroupRow } from '../generated/prisma/client.js';
import { positionAtEnd, placeOrRefuse, successorOf } from '../domain/positions.js';
import { newId } from '../ids.js';
import { presentSiteSection, presentSiteSectionGroup } from '../presenters/site-sections.js';
import type { Tx } from '../repositories/organizations.js';
import * as repo from '../repositories/site-sections.js';
import { addSiteSpaces, moveRootSiteSpacesTo, slugOf, uniquePath } from '../repositories/site-spaces.js';
import {
  findSectionOfSite,
  findSiteSpaceOfSite,
  listSectionsOfSite,
  setDefaultSection,
  setDefaultSiteSpace,
} from '../repositories/sites.js';
import { givenFields, type Input, type RequestContext } from '../http/handler.js';
import {
  changeStructure,
  inSiteTransaction,
  listStructure,
  requireOrganizationSpace,
  structureView,
} from './site-spaces.js';

/** A bound of the contract's SiteSection `title` (the spec is its one source). */
function titleBound(key: 'minLength' | 'maxLength'): number {
  const title = (document.components?.schemas?.['SiteSection'] as SchemaObject | undefined)?.properties?.['title'] as
    SchemaObject | undefined;
  const value = title?.[key];
  if (value === undefined) throw new Error(`the spec has no SiteSection.title ${key}`);
  return value;
}
const TITLE_MIN = titleBound('minLength');
const TITLE_MAX = titleBound('maxLength');
const FALLBACK_TITLE = 'Untitled';

/** A section's default title: its space's title clipped to the bound, or "Untitled" when that is too short. */
const defaultTitle = (spaceTitle: string): string => {
  const clipped = spaceTitle.trim().slice(0, TITLE_MAX);
  return clipped.length >= TITLE_MIN ? clipped : FALLBACK_TITLE;
};

/** Presents sections with their site spaces (one query for the site spaces, one view for their spaces). */
async function presentSections(ctx: RequestContext, access: StructureAccess, rows: SectionRow[]) {
  const siteSpaces = await repo.siteSpacesBySection(
    ctx.prisma,
    rows.map((r) => r.id),
  );
  const view = await structureView(
    ctx,
    access,
    [...siteSpaces.values()].flat().map((r) => r.spaceId),
  );
  return rows.map((row) => presentSiteSection(row, siteSpaces.get(row.id) ?? [], view));
}

/** Presents groups with their sections and those sections' site spaces. */
async function presentGroups(ctx: RequestContext, access: StructureAccess, rows: GroupRow[]) {
  const sections = await repo.sectionsByGroup(
    ctx.prisma,
    rows.map((r) => r.id),
  );
  const siteSpaces = await repo.siteSpacesBySection(
    ctx.prisma,
    [...sections.values()].flat().map((r) => r.id),
  );
  const view = await structureView(
    ctx,
    access,
    [...siteSpaces.values()].flat().map((r) => r.spaceId),
  );
  return rows.map((row) => presentSiteSectionGroup(row, sections.get(row.id) ?? [], siteSpaces, view));
}

async function sectionOrThrow(tx: Tx, siteId: string, sectionId: string): Promise<SectionRow> {
  const row = await findSectionOfSite(tx, siteId, sectionId);
  if (row === null) throw notFound('Site section');
  return row;
}

async function groupOrThrow(tx: Tx, siteId: string, groupId: string): Promise<GroupRow> {
  const row = await repo.findGroup(tx, siteId, groupId);
  if (row === null) throw notFound('Site section group');
  return row;
}

/** Puts sections, in the given order, at the end of a container (a group, or null = ungrouped). */
async function appendSections(tx: Tx, siteId: string, groupId: string | null, sectionIds: string[]): Promise<void> {
  const last = await repo.lastSectionPosition(tx, siteId, groupId, sectionIds);
  for (const [i, id] of sectionIds.entries()) await repo.updateSection(tx, id, { groupId, position: last + i + 1 });
}

/** spec: listSiteSections — every section of the site (grouped or not) in order, with its site spaces. */
export async function list(
  ctx: RequestContext,
  { params: { organizationId, siteId }, query }: Input<'listSiteSections'>,
) {
  return listStructure(
    ctx,
    { organizationId, siteId, shareKey: query.shareKey },
    {
      list: `site-sections:${siteId}`,
      query,
      where: { siteId },
      rows: repo.sectionRows(ctx.prisma),
      present: presentSections,
    },
  );
}

/**
 * spec: addSectionToSite — a new ungrouped section, last, holding one site space of `spaceId`.
 * The site's first section becomes its default and takes over the site's root site spaces (in their
 * order, with their default), so the published site keeps showing the same content at its root.
 */
export async function create(
  ctx: RequestContext,
  { params: { organizationId, siteId }, body }: Input<'addSectionToSite'>,
) {
  return changeStructure(ctx, { organizationId, siteId }, presentSections, async (tx) => {
    const space = await requireOrganizationSpace(tx, organizationId, body.spaceId, 'body.spaceId');
    const sections = await listSectionsOfSite(tx, siteId);
    const title = body.title ?? defaultTitle(space.title);
    const position = positionAtEnd(await repo.sectionSiblings(tx, siteId, null));
    const now = ctx.clock.now();
    const section = await repo.createSection(tx, {
      id: newId(),
      siteId,
      title,
      path: uniquePath(slugOf(title), new Set(sections.map((r) => r.path))),
      icon: body.icon ?? null,
      isDefault: !sections.some((r) => r.isDefault),
      position,
      createdAt: now,
    });
    if (sections.length === 0) await moveRootSiteSpacesTo(tx, siteId, section.id);
    await addSiteSpaces(tx, siteId, [space], now, section.id);
    return section;
  });
}

/** spec: updateSiteSectionById — `path` unique in the site (409); omitted fields stay, null removes condition/icon/description. */
export async function update(
  ctx: RequestContext,
  { params: { organizationId, siteId, siteSectionId: sectionId }, body }: Input<'updateSiteSectionById'>,
) {
  return changeStructure(ctx, { organizationId, siteId }, presentSections, async (tx) => {
    const current = await sectionOrThrow(tx, siteId, sectionId);
    if (body.path !== undefined && body.path !== current.path) {
      const sections = await listSectionsOfSite(tx, siteId);
      if (sections.some((r) => r.path === body.path))
        throw conflict(`Another section of the site already has the path ${body.path}`);
    }
    if (body.defaultSiteSpace !== undefined) {
      const siteSpace = await findSiteSpaceOfSite(tx, siteId, body.defaultSiteSpace);
      if (siteSpace?.sectionId !== sectionId)
        throw badRequest('body.defaultSiteSpace is not a site space of this section');
      await setDefaultSiteSpace(tx, siteId, sectionId, siteSpace.id);
    }
    // spec schema SiteSection: an omitted condition stays unchanged and null removes it (likewise icon and description).
    return repo.updateSection(tx, sectionId, givenFields(body, ['title', 'path', 'condition', 'icon', 'description']));
  });
}

/** spec: deleteSiteSectionById → 205 — with its site spaces; a deleted default passes to the next section in order. */
export async function remove(
  ctx: RequestContext,
  { params: { organizationId, siteId, siteSectionId: sectionId } }: Input<'deleteSiteSectionById'>,
): Promise<void> {
  await siteStructureFor(ctx, { organizationId, siteId }, { need: 'admin' });
  await inSiteTransaction(ctx, siteId, async (tx) => {
    const current = await sectionOrThrow(tx, siteId, sectionId);
    await repo.deleteSection(tx, sectionId);
    if (!current.isDefault) return;
    const next = successorOf(await listSectionsOfSite(tx, siteId), current);
    if (next !== undefined) await setDefaultSection(tx, siteId, next.id);
  });
}

/** spec: moveSiteSection (deprecated) — before/after another section of the same group (or both ungrouped). */
export async function move(
  ctx: RequestContext,
  { params: { organizationId, siteId, siteSectionId: sectionId }, body }: Input<'moveSiteSection'>,
) {
  const anchors = { before: body.position.before?.siteSection, after: body.position.after?.siteSection };
  return changeStructure(ctx, { organizationId, siteId }, presentSections, async (tx) => {
    const current = await sectionOrThrow(tx, siteId, sectionId);
    const siblings = await repo.sectionSiblings(tx, siteId, current.groupId, sectionId);
    const placement = placeOrRefuse(siblings, anchors, 'siteSection', 'a sibling in the same group');
    await repo.setSectionPositions(tx, placement.renumber);
    return repo.updateSection(tx, sectionId, { position: placement.position });
  });
}

/** spec: listSiteSectionGroups — the site's groups in order, each with its sections. */
export async function listGroups(
  ctx: RequestContext,
  { params: { organizationId, siteId }, query }: Input<'listSiteSectionGroups'>,
) {
  return listStructure(
    ctx,
    { organizationId, siteId },
    {
      list: `site-section-groups:${siteId}`,
      query,
      where: { siteId },
      rows: repo.groupRows(ctx.prisma),
      present: presentGroups,
    },
  );
}

/** spec: addSectionGroupToSite — last among the groups; the listed sections move into it, in the given order. */
export async function createGroup(
  ctx: RequestContext,
  { params: { organizationId, siteId }, body }: Input<'addSectionGroupToSite'>,
) {
  return changeStructure(ctx, { organizationId, siteId }, presentGroups, async (tx) => {
    const sectionIds = [...new Set(body.sections ?? [])];
    const found = new Set(
      (await repo.findSectionsById(tx, sectionIds)).filter((r) => r.siteId === siteId).map((r) => r.id),
    );
    const unknown = sectionIds.find((id) => !found.has(id));
    if (unknown !== undefined) throw badRequest(`body.sections: ${unknown} is not a section of the site`);
    const position = positionAtEnd(await repo.groupSiblings(tx, siteId));
    const group = await repo.createGroup(tx, {
      id: newId(),
      siteId,
      title: body.title,
      icon: body.icon ?? null,
      position,
      createdAt: ctx.clock.now(),
    });
    await appendSections(tx, siteId, group.id, sectionIds);
    return group;
  });
}

/** spec: updateSiteSectionGroupById — title, icon (null removes it). */
export async function updateGroup(
  ctx: RequestContext,
  { params: { organizationId, siteId, siteSectionGroupId: groupId }, body }: Input<'updateSiteSectionGroupById'>,
) {
  return changeStructure(ctx, { organizationId, siteId }, presentGroups, async (tx) => {
    await groupOrThrow(tx, siteId, groupId);
    return repo.updateGroup(tx, groupId, givenFields(body, ['title', 'icon']));
  });
}

/** spec: deleteSiteSectionGroupById → 205 — its sections stay, ungrouped, after the other ungrouped ones. */
export async function removeGroup(
  ctx: RequestContext,
  { params: { organizationId, siteId, siteSectionGroupId: groupId } }: Input<'deleteSiteSectionGroupById'>,
): Promise<void> {
  await siteStructureFor(ctx, { organizationId, siteId }, { need: 'admin' });
  await inSiteTransaction(ctx, siteId, async (tx) => {
    await groupOrThrow(tx, siteId, groupId);
    const members = (await repo.sectionsByGroup(tx, [groupId])).get(groupId) ?? [];
    await appendSections(
      tx,
      siteId,
      null,
      members.map((r) => r.id),
    );
    await repo.deleteGroup(tx, groupId);
  });
}

/** spec: addSectionToSiteSectionGroup → 201 with the group; the section moves in, last (already in it: unchanged). */
export async function addSectionToGroup(
  ctx: RequestContext,
  {
    params: { organizationId, siteId, siteSectionGroupId: groupId },
    body: { sectionId },
  }: Input<'addSectionToSiteSectionGroup'>,
) {
  return changeStructure(ctx, { organizationId, siteId }, presentGroups, async (tx) => {
    const group = await groupOrThrow(tx, siteId, groupId);
    const section = await findSectionOfSite(tx, siteId, sectionId);
    if (section === null) throw badRequest('body.sectionId is not a section of the site');
    if (section.groupId !== groupId) await appendSections(tx, siteId, groupId, [section.id]);
    return group;
  });
}

/** spec: removeSectionFromSiteSectionGroup → 205; the section stays, ungrouped, last. 404 unless it is in the group. */
export async function removeSectionFromGroup(
  ctx: RequestContext,
  {
    params: { organizationId, siteId, siteSectionGroupId: groupId, siteSectionId: sectionId },
  }: Input<'removeSectionFromSiteSectionGroup'>,
): Promise<void> {
  await siteStructureFor(ctx, { organizationId, siteId }, { need: 'admin' });
  await inSiteTransaction(ctx, siteId, async (tx) => {
    await groupOrThrow(tx, siteId, groupId);
    const section = await sectionOrThrow(tx, siteId, sectionId);
    if (section.groupId !== groupId) throw notFound('Site section in this group');
    await appendSections(tx, siteId, null, [sectionId]);
  });
}

/** spec: moveSiteSectionGroup (deprecated) — before/after another group of the site (anchor `id`). */
export async function moveGroup(
  ctx: RequestContext,
  { params: { organizationId, siteId, siteSectionGroupId: groupId }, body }: Input<'moveSiteSectionGroup'>,
) {
  const anchors = { before: body.position.before?.id, after: body.position.after?.id };
  return changeStructure(ctx, { organizationId, siteId }, presentGroups, async (tx) => {
    await groupOrThrow(tx, siteId, groupId);
    const siblings = await repo.groupSiblings(tx, siteId, groupId);
    const placement = placeOrRefuse(siblings, anchors, 'id', 'a sibling in the same site');
    await repo.setGroupPositions(tx, placement.renumber);
    return repo.updateGroup(tx, groupId, { position: placement.position });
  });
}
