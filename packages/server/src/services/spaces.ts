/** Spaces (spec tag Spaces; spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces). */
import { organizationFor, transferTargetFor } from '../access/organizations.js';
import { collectionFor, loadTree, resolveShareKey, restoreCutoff, spaceFor } from '../access/resources.js';
import { CollectionTree, requireLevel } from '../domain/content-access.js';
import { atLeast, type Level } from '../domain/permissions.js';
import { emptyContent } from '../domain/revision-content.js';
import { badRequest, notFound } from '../errors.js';
import type { Prisma, Space as SpaceRow } from '../generated/prisma/client.js';
import { BY_POSITION, type Direction, type PageQuery, type SortKey } from '../http/pagination.js';
import { newId } from '../ids.js';
import { presentSpace } from '../presenters/spaces.js';
import { organizationTreeLock } from '../repositories/collections.js';
import * as repo from '../repositories/spaces.js';
import { inTreeTransaction, requireCreateIn, requireParent } from './collections.js';
import { placeOrRefuse } from '../domain/positions.js';
import type { Deps } from '../deps.js';
import { givenFields, type Input, type RequestContext } from '../http/handler.js';
import { moveSpaceToRevision, readRevision } from './revisions.js';

const DEFAULTS = { title: 'Untitled', emoji: '📄', visibility: 'private', editMode: 'live' } as const;

/** Spaces readable by a member with `role`: every one for a role; for a guest, those with an own or inherited level. */
function readableWhere(role: Level, tree: CollectionTree): Prisma.SpaceWhereInput {
  if (atLeast(role, 'read')) return {};
  return { OR: [{ defaultLevel: { not: null } }, { collectionId: { in: tree.readableByGuest() } }] };
}

/** Pages through spaces matching `where` (never soft-deleted ones). */
function page<Item>(
  s: Deps,
  list: string,
  where: Prisma.SpaceWhereInput,
  query: PageQuery,
  sort: SortKey[],
  present: (row: SpaceRow) => Item,
) {
  return s.paginator.paginateWhere({
    list,
    query,
    sort,
    where: { ...where, deletedAt: null },
    rows: repo.spaceRows(s.prisma),
    present,
  });
}

/**
 * The live spaces of an organization readable with `role`, by creation: keyset on (createdAt, id) in
 * SQL; `count` is the organization's space counter for a role (every live space is readable), a
 * count of the readable ones for a guest.
 */
function pageByCreation<Item>(
  s: Deps,
  list: string,
  organizationId: string,
  role: Level,
  tree: CollectionTree,
  query: PageQuery,
  direction: Direction,
  present: (row: SpaceRow) => Item,
) {
  const guestCollections = atLeast(role, 'read') ? undefined : tree.readableByGuest();
  return s.paginator.paginate({
    list,
    query,
    sort: [
      { field: 'createdAt', direction },
      { field: 'id', direction },
    ],
    fetch: (_after, take, cursor) =>
      repo.listLiveSpacesByCreation(s.prisma, {
        organizationId,
        direction,
        take,
        ...(guestCollections !== undefined ? { guestCollections } : {}),
        ...(cursor !== undefined ? { after: [cursor[0] as Date, String(cursor[1])] as [Date, string] } : {}),
      }),
    count: () =>
      guestCollections === undefined
        ? s.rows.organizationCounter(organizationId, 'spaceCount')
        : repo.countSpaces(s.prisma, { organizationId, deletedAt: null, ...readableWhere(role, tree) }),
    present,
  });
}

/** beyond the contract (docs/behaviour.md#operations-the-live-service-adds): the spaces of an organization the caller can read, oldest first. */
export async function listInOrganization(
  ctx: RequestContext,
  { params: { organizationId }, query }: Input<'listSpacesInOrganizationById'>,
) {
  const { role } = await organizationFor(ctx, organizationId);
  const tree = await ctx.rows.tree(organizationId);
  return pageByCreation(ctx, `spaces:${organizationId}`, organizationId, role, tree, query, 'asc', (row) =>
    presentSpace(row, tree.spaceLevel(role, row), ctx.baseUrl),
  );
}

/** spec: listSpacesInCollectionById — in position order; every space of a readable collection is readable. */
export async function listInCollection(
  ctx: RequestContext,
  { params: { collectionId }, query }: Input<'listSpacesInCollectionById'>,
) {
  const { row: collection, role, tree } = await collectionFor(ctx, collectionId);
  const where = { organizationId: collection.organizationId, collectionId };
  return page(ctx, `collection-spaces:${collectionId}`, where, query, BY_POSITION, (row) =>
    presentSpace(row, tree.spaceLevel(role, row), ctx.baseUrl),
  );
}

/** spec: listSpacesForOrganizationMember — the spaces a member can read, with their level. */
export async function listForMember(
  ctx: RequestContext,
  { params: { organizationId, userId }, query }: Input<'listSpacesForOrganizationMember'>,
) {
  const { role } = await organizationFor(ctx, organizationId);
  if (userId !== ctx.caller.userId) requireLevel(role, 'admin', 'organization');
  const member = (await ctx.access.membershipsOf(userId)).get(organizationId);
  if (member === undefined) throw notFound('Member');
  const tree = await ctx.rows.tree(organizationId);
  const direction = query.order ?? 'desc';
  return pageByCreation(
    ctx,
    `member-spaces:${organizationId}:${userId}:${direction}`,
    organizationId,
    member.role,
    tree,
    query,
    direction,
    (row) => ({
      permission: String(tree.spaceLevel(member.role, row)),
      space: presentSpace(row, tree.spaceLevel(role, row), ctx.baseUrl),
    }),
  );
}

/** beyond the contract (docs/behaviour.md#operations-the-live-service-adds): creates a space (and its first revision) at the end of its parent. */
export async function create(ctx: RequestContext, { params: { organizationId }, body = {} }: Input<'createSpace'>) {
  const parentId = body.parent ?? null;
  // docs/behaviour.md#spaces: `in-collection` only for a space in a collection.
  if (body.visibility === 'in-collection' && parentId === null)
    throw badRequest('body.visibility in-collection needs body.parent (a collection)');
  const { role } = await organizationFor(ctx, organizationId);
  // A space at the top level inherits no collection's level: only a parent collection needs the tree (cached).
  const tree = parentId === null ? new CollectionTree([]) : await ctx.rows.tree(organizationId);
  requireCreateIn(role, tree, parentId);
  // One statement: the position after the last sibling, the space, its first revision (on PostgreSQL in a batch
  // transaction behind the tree lock, so that two creates never take the same position).
  const append = repo.appendSpace(ctx.prisma, {
    id: newId(),
    organizationId,
    collectionId: parentId,
    title: body.title ?? DEFAULTS.title,
    emoji: body.emoji ?? DEFAULTS.emoji,
    visibility: body.visibility ?? DEFAULTS.visibility,
    editMode: DEFAULTS.editMode,
    createdAt: ctx.clock.now(),
    revisionId: newId(),
  });
  const [row] = ctx.db.concurrentTransactions
    ? (await ctx.prisma.$transaction([organizationTreeLock(ctx.prisma, organizationId), append]))[1]
    : await append;
  if (row === undefined) throw notFound('Collection');
  return presentSpace(row, tree.spaceLevel(role, row), ctx.baseUrl);
}

/**
 * spec parameter `shareKey` (docs/behaviour.md#share-links) — a caller who cannot read the space otherwise reads it, with
 * read-only permissions, when the key opens a site that publishes it; any other key changes nothing.
 */
export async function get(ctx: RequestContext, { params: { spaceId }, query: { shareKey } }: Input<'getSpaceById'>) {
  const { row, level } = await spaceFor(ctx, spaceId).catch(async (error: unknown) => {
    const shared =
      shareKey !== undefined && (await resolveShareKey(ctx.prisma, shareKey))?.spaceIds.includes(spaceId) === true;
    const row = shared ? await repo.findLiveSpace(ctx.prisma, spaceId) : null;
    if (row === null) throw error;
    return { row, level: 'read' as const };
  });
  return presentSpace(row, level, ctx.baseUrl);
}

/** title/emoji need edit (admin while the space is locked); editMode/defaultLevel need admin. */
export async function update(ctx: RequestContext, { params: { spaceId }, body }: Input<'updateSpaceById'>) {
  const adminFields = body.editMode !== undefined || body.defaultLevel !== undefined;
  const { role, tree } = await spaceFor(ctx, spaceId, {
    need: (row) => (adminFields || row.editMode === 'locked' ? 'admin' : 'edit'),
  });
  const given = givenFields(body, ['title', 'emoji', 'editMode', 'defaultLevel']);
  // An empty PATCH writes nothing, so `updatedAt` stays (docs/behaviour.md#timestamps).
  const updated =
    Object.keys(given).length === 0
      ? await repo.findLiveSpace(ctx.prisma, spaceId)
      : await repo.updateLiveSpace(ctx.prisma, spaceId, { ...given, updatedAt: ctx.clock.now() });
  if (!updated) throw notFound('Space');
  return presentSpace(updated, tree.spaceLevel(role, updated), ctx.baseUrl);
}

/** spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces — DELETE sets deletedAt; the space is then 404 until restored. */
export async function remove(ctx: RequestContext, { params: { spaceId } }: Input<'deleteSpaceById'>): Promise<void> {
  await spaceFor(ctx, spaceId, { need: 'admin' });
  if (!(await repo.updateLiveSpace(ctx.prisma, spaceId, { deletedAt: ctx.clock.now() }))) throw notFound('Space');
}

/** spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces — restore within 7 days (200; a live space is answered as is), 404 after. */
export async function restore(ctx: RequestContext, { params: { spaceId } }: Input<'restoreSpace'>) {
  const { row, role, tree, level } = await spaceFor(ctx, spaceId, { deleted: true, need: 'admin' });
  if (row.deletedAt === null) return presentSpace(row, level, ctx.baseUrl);
  const restored = await repo.restoreSpace(ctx.prisma, spaceId, restoreCutoff(ctx), ctx.clock.now());
  if (!restored) throw notFound('Space');
  return presentSpace(restored, tree.spaceLevel(role, restored), ctx.baseUrl);
}

/** A copy with a new id and a copy of the current revision, right after the source; same title. */
export async function duplicate(ctx: RequestContext, { params: { spaceId } }: Input<'duplicateSpace'>) {
  const { row, role, tree } = await spaceFor(ctx, spaceId, { need: 'create' });
  const now = ctx.clock.now();
  const copy = await inTreeTransaction(ctx, [row.organizationId], async (tx) => {
    const source = await repo.findLiveSpace(tx, spaceId);
    if (!source || source.organizationId !== row.organizationId) throw notFound('Space');
    const placement = placeOrRefuse(
      await repo.spaceSiblings(tx, source.organizationId, source.collectionId),
      { after: source.id },
      'space',
      'a space of the target parent',
    );
    await repo.setSpacePositions(tx, placement.renumber);
    const revision = await readRevision(tx, source.revisionId);
    const content = revision?.content ?? emptyContent();
    const space = await repo.createSpace(tx, {
      id: newId(),
      organizationId: source.organizationId,
      collectionId: source.collectionId,
      title: source.title,
      emoji: source.emoji,
      visibility: source.visibility,
      editMode: source.editMode,
      defaultLevel: source.defaultLevel,
      position: placement.position,
      createdAt: now,
      updatedAt: now,
      revisionId: newId(),
      ...(source.visitorAuth !== null ? { visitorAuth: source.visitorAuth as Prisma.InputJsonValue } : {}),
    });
    // The copy's revision holds the source's content; the copy gets its own search rows.
    await repo.createRevision(tx, {
      id: space.revisionId,
      spaceId: space.id,
      type: revision?.type ?? 'edits',
      parents: revision?.parents ?? [],
      createdAt: revision?.createdAt ?? now,
      content: content as unknown as Prisma.InputJsonValue,
    });
    await moveSpaceToRevision(tx, space.id, space.revisionId, content, now);
    return space;
  });
  return presentSpace(copy, tree.spaceLevel(role, copy), ctx.baseUrl);
}

/** Moves into another collection (null = top level) and/or next to a sibling space; without a position, at the end. */
export async function move(ctx: RequestContext, { params: { spaceId }, body }: Input<'moveSpace'>) {
  const { row, role, level } = await spaceFor(ctx, spaceId, { need: 'admin' });
  const organizationId = row.organizationId;
  const parentId = body.parent === undefined ? row.collectionId : body.parent;
  if (parentId !== row.collectionId) requireCreateIn(role, await loadTree(ctx.prisma, organizationId), parentId);
  else if (body.position === undefined) return presentSpace(row, level, ctx.baseUrl);
  const anchors = { before: body.position?.before?.space, after: body.position?.after?.space };
  const moved = await inTreeTransaction(ctx, [organizationId], async (tx) => {
    const current = await repo.findLiveSpace(tx, spaceId);
    if (!current || current.organizationId !== organizationId) throw notFound('Space');
    await requireParent(tx, organizationId, parentId);
    const siblings = await repo.spaceSiblings(tx, organizationId, parentId, spaceId);
    const placement = placeOrRefuse(siblings, anchors, 'space', 'a space of the target parent');
    await repo.setSpacePositions(tx, placement.renumber);
    return repo.updateSpace(tx, spaceId, {
      collectionId: parentId,
      position: placement.position,
      updatedAt: ctx.clock.now(),
      // docs/behaviour.md#spaces: outside a collection a space cannot be `in-collection`.
      ...(parentId === null && current.visibility === 'in-collection' ? { visibility: DEFAULTS.visibility } : {}),
    });
  });
  return presentSpace(moved, (await loadTree(ctx.prisma, organizationId)).spaceLevel(role, moved), ctx.baseUrl);
}

/** Moves the space to another organization's top level (it leaves its collection). */
export async function transfer(ctx: RequestContext, { params: { spaceId }, body }: Input<'transferSpace'>) {
  const { row } = await spaceFor(ctx, spaceId, { need: 'admin' });
  const target = body.organization;
  const { role: targetRole } = await transferTargetFor(ctx, { from: row.organizationId, to: target });
  const moved = await inTreeTransaction(ctx, [row.organizationId, target], async (tx) => {
    const current = await repo.findLiveSpace(tx, spaceId);
    if (!current || current.organizationId !== row.organizationId) throw notFound('Space');
    const position = (await repo.lastSpacePosition(tx, target, null)) + 1;
    return repo.updateSpace(tx, spaceId, {
      organizationId: target,
      collectionId: null,
      position,
      updatedAt: ctx.clock.now(),
      ...(current.visibility === 'in-collection' ? { visibility: DEFAULTS.visibility } : {}),
    });
  });
  return presentSpace(moved, new CollectionTree([]).spaceLevel(targetRole, moved), ctx.baseUrl);
}

/** Permanently removes spaces deleted more than 7 days ago; returns how many. */
export async function purgeExpiredSpaces(s: Deps): Promise<number> {
  return repo.deleteSpacesDeletedBefore(s.prisma, restoreCutoff(s));
}
