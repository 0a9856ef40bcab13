/** Collections (spec tag Collections) and the tree helpers spaces share with them. */
import { organizationFor, transferTargetFor } from '../access/organizations.js';
import { collectionFor, loadTree } from '../access/resources.js';
import { CollectionTree, requireLevel } from '../domain/content-access.js';
import { atLeast, type Level } from '../domain/permissions.js';
import { placeOrRefuse } from '../domain/positions.js';
import { conflict, notFound } from '../errors.js';
import type { Prisma } from '../generated/prisma/client.js';
import { BY_CREATION, BY_POSITION } from '../http/pagination.js';
import { newId } from '../ids.js';
import * as repo from '../repositories/collections.js';
import type { Tx } from '../repositories/organizations.js';
import { setSpacesOrganizationInCollections, softDeleteSpacesInCollections } from '../repositories/spaces.js';
import { presentCollection } from '../presenters/collections.js';
import type { Deps } from '../deps.js';
import { givenFields, type Input, type RequestContext } from '../http/handler.js';

const DEFAULT_TITLE = 'Untitled';

/**
 * Runs `work` in one transaction holding the tree lock of each organization, taken in a fixed order (where
 * transactions can run at once: Database.concurrentTransactions).
 */
export function inTreeTransaction<T>(s: Deps, organizationIds: string[], work: (tx: Tx) => Promise<T>): Promise<T> {
  return s.prisma.$transaction(
    async (tx) => {
      if (s.db.concurrentTransactions)
        for (const id of [...new Set(organizationIds)].sort()) await repo.lockOrganizationTree(tx, id);
      return work(tx);
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}

/**
 * May the caller create content under `parentId` (null = the organization's top level)? 404 for a
 * parent that does not exist in the organization or that the caller cannot read; 403 below `create`.
 */
export function requireCreateIn(role: Level, tree: CollectionTree, parentId: string | null): void {
  if (parentId === null) return requireLevel(role, 'create', 'organization');
  const level = tree.has(parentId) ? tree.collectionLevel(role, parentId) : null;
  if (!atLeast(level, 'read')) throw notFound('Collection');
  requireLevel(level, 'create', 'collection');
}

/** Inside a tree transaction: 404 unless `parentId` (when set) is still a collection of the organization. */
export async function requireParent(tx: Tx, organizationId: string, parentId: string | null): Promise<void> {
  if (parentId !== null && !(await repo.findCollectionInOrganization(tx, parentId, organizationId)))
    throw notFound('Collection');
}

/** spec: moveCollection — a collection cannot move into itself or one of its descendants (409). */
function requireNotIntoItself(tree: CollectionTree, collectionId: string, parentId: string | null): void {
  if (parentId !== null && tree.subtree(collectionId).includes(parentId)) {
    throw conflict('A collection cannot be moved into itself or one of its descendants');
  }
}

const rethrowMissing = (what: string) => (error: unknown) => {
  if ((error as { code?: string }).code === 'P2025') throw notFound(what);
  throw error;
};

/** nested (default true) lists every collection, oldest first; nested=false the top level in position order. */
export async function list(
  ctx: RequestContext,
  { params: { organizationId }, query }: Input<'listCollectionsInOrganizationById'>,
) {
  const { role } = await organizationFor(ctx, organizationId);
  const tree = await ctx.rows.tree(organizationId);
  const nested = query.nested !== false;
  const sort = nested ? BY_CREATION : BY_POSITION;
  const where: Prisma.CollectionWhereInput = {
    organizationId,
    ...(nested ? {} : { parentId: null }),
    ...(atLeast(role, 'read') ? {} : { id: { in: tree.readableByGuest() } }),
  };
  return ctx.paginator.paginateWhere({
    list: `collections:${organizationId}:${nested ? 'nested' : 'top'}`,
    query,
    sort,
    where,
    rows: repo.collectionRows(ctx.prisma),
    present: (row) => presentCollection(row, tree.collectionLevel(role, row.id), ctx.baseUrl),
  });
}

export async function create(
  ctx: RequestContext,
  { params: { organizationId }, body = {} }: Input<'createCollection'>,
) {
  const { role } = await organizationFor(ctx, organizationId);
  const parentId = body.parent ?? null;
  const tree = await loadTree(ctx.prisma, organizationId);
  requireCreateIn(role, tree, parentId);
  const row = await inTreeTransaction(ctx, [organizationId], async (tx) => {
    await requireParent(tx, organizationId, parentId);
    const position = (await repo.lastCollectionPosition(tx, organizationId, parentId)) + 1;
    return repo.createCollection(tx, {
      id: newId(),
      organizationId,
      parentId,
      title: body.title ?? DEFAULT_TITLE,
      position,
      createdAt: ctx.clock.now(),
    });
  });
  return presentCollection(row, tree.collectionLevel(role, parentId), ctx.baseUrl);
}

export async function get(ctx: RequestContext, { params: { collectionId } }: Input<'getCollectionById'>) {
  const { row, level } = await collectionFor(ctx, collectionId);
  return presentCollection(row, level, ctx.baseUrl);
}

export async function update(ctx: RequestContext, { params: { collectionId }, body }: Input<'updateCollectionById'>) {
  const { row, role } = await collectionFor(ctx, collectionId, { need: 'admin' });
  const updated = await repo
    .updateCollection(ctx.prisma, collectionId, {
      ...givenFields(body, ['title', 'description', 'defaultLevel']),
    })
    .catch(rethrowMissing('Collection'));
  return presentCollection(
    updated,
    (await loadTree(ctx.prisma, row.organizationId)).collectionLevel(role, collectionId),
    ctx.baseUrl,
  );
}

/** Deletes the collection and its sub-collections; their spaces are soft-deleted (restorable for 7 days, at the top level). */
export async function remove(
  ctx: RequestContext,
  { params: { collectionId } }: Input<'deleteCollectionById'>,
): Promise<void> {
  const { row } = await collectionFor(ctx, collectionId, { need: 'admin' });
  await inTreeTransaction(ctx, [row.organizationId], async (tx) => {
    const tree = await loadTree(tx, row.organizationId);
    if (!tree.has(collectionId)) throw notFound('Collection');
    await softDeleteSpacesInCollections(tx, tree.subtree(collectionId), ctx.clock.now());
    await repo.deleteCollection(tx, collectionId);
  });
}

/** Moves under another parent (null = top level) and/or next to a sibling; without a position, at the end. */
export async function move(ctx: RequestContext, { params: { collectionId }, body }: Input<'moveCollection'>) {
  const { row, role, tree, level } = await collectionFor(ctx, collectionId, { need: 'admin' });
  const organizationId = row.organizationId;
  const parentId = body.parent === undefined ? row.parentId : body.parent;
  if (parentId !== row.parentId) {
    requireNotIntoItself(tree, collectionId, parentId);
    requireCreateIn(role, tree, parentId);
  } else if (body.position === undefined) {
    return presentCollection(row, level, ctx.baseUrl);
  }
  const anchors = { before: body.position?.before?.collection, after: body.position?.after?.collection };
  const moved = await inTreeTransaction(ctx, [organizationId], async (tx) => {
    const fresh = await loadTree(tx, organizationId);
    if (!fresh.has(collectionId) || (parentId !== null && !fresh.has(parentId))) throw notFound('Collection');
    requireNotIntoItself(fresh, collectionId, parentId);
    const placement = placeOrRefuse(
      await repo.collectionSiblings(tx, organizationId, parentId, collectionId),
      anchors,
      'collection',
      'a collection of the target parent',
    );
    await repo.setCollectionPositions(tx, placement.renumber);
    return repo.updateCollection(tx, collectionId, { parentId, position: placement.position });
  });
  return presentCollection(
    moved,
    (await loadTree(ctx.prisma, organizationId)).collectionLevel(role, collectionId),
    ctx.baseUrl,
  );
}

/** Moves the collection, its sub-collections and all their spaces to another organization, at its top level. */
export async function transfer(ctx: RequestContext, { params: { collectionId }, body }: Input<'transferCollection'>) {
  const { row } = await collectionFor(ctx, collectionId, { need: 'admin' });
  const target = body.organization;
  const { role: targetRole } = await transferTargetFor(ctx, { from: row.organizationId, to: target });
  const moved = await inTreeTransaction(ctx, [row.organizationId, target], async (tx) => {
    const tree = await loadTree(tx, row.organizationId);
    if (!tree.has(collectionId)) throw notFound('Collection');
    const ids = tree.subtree(collectionId);
    const position = (await repo.lastCollectionPosition(tx, target, null)) + 1;
    await repo.setCollectionsOrganization(tx, ids, target);
    await setSpacesOrganizationInCollections(tx, ids, target);
    return repo.updateCollection(tx, collectionId, { parentId: null, position });
  });
  return presentCollection(
    moved,
    (await loadTree(ctx.prisma, target)).collectionLevel(targetRole, collectionId),
    ctx.baseUrl,
  );
}
