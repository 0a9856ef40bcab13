/** Spaces (contract: Endpoints › Spaces; States and transitions › Space soft deletion). */
import type { CreateSpaceRequestBody, MoveSpaceRequestBody, UpdateSpaceByIdRequestBody } from '@docs-api/shared-types';
import { DAY_MS } from '../clock.js';
import { CollectionTree, requireLevel } from '../domain/content-access.js';
import { atLeast, type Level } from '../domain/permissions.js';
import { emptyContent } from '../domain/revision-content.js';
import { badRequest, notFound } from '../errors.js';
import type { Prisma, Space as SpaceRow } from '../generated/prisma/client.js';
import { orderByOf, type Direction, type PageQuery, type SortKey } from '../http/pagination.js';
import { newId } from '../ids.js';
import { presentSpace } from '../presenters/spaces.js';
import * as repo from '../repositories/spaces.js';
import type { Caller } from './access.js';
import {
  BY_POSITION,
  collectionAccess,
  inTreeTransaction,
  loadTree,
  placeOrThrow,
  requireCreateIn,
  requireParent,
  requireTransferTarget,
} from './collections.js';
import type { Deps } from '../deps.js';
import { moveSpaceToRevision, readRevision } from './revisions.js';
import { resolveShareKey } from './share-links.js';

/** Days a soft-deleted space can be restored (contract: Limits). */
export const RESTORE_WINDOW_DAYS = 7;

const DEFAULTS = { title: 'Untitled', emoji: '📄', visibility: 'private', editMode: 'live' } as const;

/** Spaces deleted at or before this instant can no longer be restored. */
const restoreCutoff = (s: Deps): Date => new Date(s.clock.now().getTime() - RESTORE_WINDOW_DAYS * DAY_MS);

/** The counters travel on the row (kept by triggers), so presenting needs no further query. */
const presentOne = (_s: Deps, row: SpaceRow, level: Level, baseUrl: string) => presentSpace(row, level, baseUrl);

/** Spaces readable by a member with `role`: every one for a role; for a guest, those with an own or inherited level. */
function readableWhere(role: Level, tree: CollectionTree): Prisma.SpaceWhereInput {
  if (atLeast(role, 'read')) return {};
  return { OR: [{ defaultLevel: { not: null } }, { collectionId: { in: tree.readableByGuest() } }] };
}

/**
 * A space the caller can read: 404 when it does not exist, is another organization's, is unreadable
 * for the caller or is soft-deleted (unless `deleted`; a space deleted over 7 days ago is purged and 404).
 */
export async function spaceAccess(s: Deps, caller: Caller, spaceId: string, options: { deleted?: boolean } = {}) {
  const row = await repo.findSpace(s.prisma, spaceId);
  if (!row || (row.deletedAt !== null && options.deleted !== true)) throw notFound('Space');
  const { role } = await s.access.member(caller, row.organizationId, 'Space');
  const cutoff = restoreCutoff(s);
  if (row.deletedAt !== null && row.deletedAt <= cutoff) {
    await repo.purgeSpaceDeletedBefore(s.prisma, spaceId, cutoff);
    throw notFound('Space');
  }
  const tree = row.collectionId === null ? new CollectionTree([]) : await loadTree(s.prisma, row.organizationId);
  const level = tree.spaceLevel(role, row);
  if (!atLeast(level, 'read')) throw notFound('Space');
  return { row, role, tree, level };
}

/** Pages through spaces matching `where` (never soft-deleted ones). */
function page<Item>(s: Deps, list: string, where: Prisma.SpaceWhereInput, query: PageQuery, sort: SortKey[], present: (row: SpaceRow) => Item) {
  const live = { ...where, deletedAt: null };
  return s.paginator.paginate({
    list,
    query,
    sort,
    fetch: (after, take) => repo.listSpaces(s.prisma, after ? { AND: [live, after] } : live, orderByOf(sort), take),
    count: () => repo.countSpaces(s.prisma, live),
    present,
  });
}

/**
 * The live spaces of an organization readable with `role`, by creation: keyset on (createdAt, id) in
 * SQL; `count` is the organization's space counter for a role (every live space is readable), a
 * count of the readable ones for a guest.
 */
function pageByCreation<Item>(s: Deps, list: string, organizationId: string, role: Level, tree: CollectionTree, query: PageQuery, direction: Direction, present: (row: SpaceRow) => Item) {
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
      guestCollections === undefined ? repo.liveSpaceCount(s.prisma, organizationId) : repo.countSpaces(s.prisma, { organizationId, deletedAt: null, ...readableWhere(role, tree) }),
    present,
  });
}

/** beyond contract: the spaces of an organization the caller can read, oldest first. */
export async function listInOrganization(s: Deps, caller: Caller, organizationId: string, query: PageQuery, baseUrl: string) {
  const { role } = await s.access.member(caller, organizationId);
  const tree = await loadTree(s.prisma, organizationId);
  return pageByCreation(s, `spaces:${organizationId}`, organizationId, role, tree, query, 'asc', (row) => presentSpace(row, tree.spaceLevel(role, row), baseUrl));
}

/** contract: Collections › GET @COL/spaces — in position order; every space of a readable collection is readable. */
export async function listInCollection(s: Deps, caller: Caller, collectionId: string, query: PageQuery, baseUrl: string) {
  const { row: collection, role, tree } = await collectionAccess(s, caller, collectionId);
  const where = { organizationId: collection.organizationId, collectionId };
  return page(s, `collection-spaces:${collectionId}`, where, query, BY_POSITION, (row) => presentSpace(row, tree.spaceLevel(role, row), baseUrl));
}

/** contract: Organization members › GET @ORG/members/{userId}/spaces — the spaces a member can read, with their level. */
export async function listForMember(s: Deps, caller: Caller, organizationId: string, userId: string, query: PageQuery & { order?: Direction }, baseUrl: string) {
  const { role } = await s.access.member(caller, organizationId);
  if (userId !== caller.userId) requireLevel(role, 'admin', 'organization');
  const member = (await s.access.membershipsOf(userId)).get(organizationId);
  if (member === undefined) throw notFound('Member');
  const tree = await loadTree(s.prisma, organizationId);
  const direction = query.order ?? 'desc';
  return pageByCreation(s, `member-spaces:${organizationId}:${userId}:${direction}`, organizationId, member.role, tree, query, direction, (row) => ({
    permission: String(tree.spaceLevel(member.role, row)),
    space: presentSpace(row, tree.spaceLevel(role, row), baseUrl),
  }));
}

/** beyond contract: creates a space (and its first revision) at the end of its parent. */
export async function create(s: Deps, caller: Caller, organizationId: string, body: CreateSpaceRequestBody, baseUrl: string) {
  const parentId = body.parent ?? null;
  // api-facts: `in-collection` only for a space in a collection.
  if (body.visibility === 'in-collection' && parentId === null) throw badRequest('body.visibility in-collection needs body.parent (a collection)');
  const { role } = await s.access.member(caller, organizationId);
  const tree = await loadTree(s.prisma, organizationId);
  requireCreateIn(role, tree, parentId);
  const now = s.clock.now();
  const row = await inTreeTransaction(s, [organizationId], async (tx) => {
    await requireParent(tx, organizationId, parentId);
    const position = ((await repo.lastSpacePosition(tx, organizationId, parentId)) ?? 0) + 1;
    const space = await repo.createSpace(tx, {
      id: newId(),
      organizationId,
      collectionId: parentId,
      title: body.title ?? DEFAULTS.title,
      emoji: body.emoji ?? DEFAULTS.emoji,
      visibility: body.visibility ?? DEFAULTS.visibility,
      editMode: DEFAULTS.editMode,
      defaultLevel: null,
      position,
      createdAt: now,
      updatedAt: now,
      revisionId: newId(),
    });
    await repo.createRevision(tx, { id: space.revisionId, spaceId: space.id, type: 'edits', parents: [], createdAt: now });
    return space;
  });
  return presentOne(s, row, tree.spaceLevel(role, row), baseUrl);
}

/**
 * contract: Authentication › `shareKey` — a caller who cannot read the space otherwise reads it, with
 * read-only permissions, when the key opens a site that publishes it; any other key changes nothing.
 */
export async function get(s: Deps, caller: Caller, spaceId: string, baseUrl: string, shareKey?: string) {
  const { row, level } = await spaceAccess(s, caller, spaceId).catch(async (error: unknown) => {
    const shared = shareKey !== undefined && (await resolveShareKey(s.prisma, shareKey))?.spaceIds.includes(spaceId) === true;
    const row = shared ? await repo.findLiveSpace(s.prisma, spaceId) : null;
    if (row === null) throw error;
    return { row, level: 'read' as const };
  });
  return presentOne(s, row, level, baseUrl);
}

/** title/emoji need edit (admin while the space is locked); editMode/defaultLevel need admin. */
export async function update(s: Deps, caller: Caller, spaceId: string, body: UpdateSpaceByIdRequestBody, baseUrl: string) {
  const { row, role, tree, level } = await spaceAccess(s, caller, spaceId);
  const needsAdmin = body.editMode !== undefined || body.defaultLevel !== undefined || row.editMode === 'locked';
  requireLevel(level, needsAdmin ? 'admin' : 'edit', 'space');
  const updated = await repo.updateLiveSpace(s.prisma, spaceId, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.emoji !== undefined ? { emoji: body.emoji } : {}),
    ...(body.editMode !== undefined ? { editMode: body.editMode } : {}),
    ...(body.defaultLevel !== undefined ? { defaultLevel: body.defaultLevel } : {}),
    updatedAt: s.clock.now(),
  });
  if (!updated) throw notFound('Space');
  return presentOne(s, updated, tree.spaceLevel(role, updated), baseUrl);
}

/** contract: Space soft deletion — DELETE sets deletedAt; the space is then 404 until restored. */
export async function remove(s: Deps, caller: Caller, spaceId: string): Promise<void> {
  const { level } = await spaceAccess(s, caller, spaceId);
  requireLevel(level, 'admin', 'space');
  if (!(await repo.updateLiveSpace(s.prisma, spaceId, { deletedAt: s.clock.now() }))) throw notFound('Space');
}

/** contract: Space soft deletion — restore within 7 days (200; a live space is answered as is), 404 after. */
export async function restore(s: Deps, caller: Caller, spaceId: string, baseUrl: string) {
  const { row, role, tree, level } = await spaceAccess(s, caller, spaceId, { deleted: true });
  requireLevel(level, 'admin', 'space');
  if (row.deletedAt === null) return presentOne(s, row, level, baseUrl);
  const restored = await repo.restoreSpace(s.prisma, spaceId, restoreCutoff(s), s.clock.now());
  if (!restored) throw notFound('Space');
  return presentOne(s, restored, tree.spaceLevel(role, restored), baseUrl);
}

/** A copy with a new id and a copy of the current revision, right after the source; same title. */
export async function duplicate(s: Deps, caller: Caller, spaceId: string, baseUrl: string) {
  const { row, role, tree, level } = await spaceAccess(s, caller, spaceId);
  requireLevel(level, 'create', 'space');
  const now = s.clock.now();
  const copy = await inTreeTransaction(s, [row.organizationId], async (tx) => {
    const source = await repo.findLiveSpace(tx, spaceId);
    if (!source || source.organizationId !== row.organizationId) throw notFound('Space');
    const placement = placeOrThrow(await repo.spaceSiblings(tx, source.organizationId, source.collectionId), { after: source.id }, 'space');
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
  return presentOne(s, copy, tree.spaceLevel(role, copy), baseUrl);
}

/** Moves into another collection (null = top level) and/or next to a sibling space; without a position, at the end. */
export async function move(s: Deps, caller: Caller, spaceId: string, body: MoveSpaceRequestBody, baseUrl: string) {
  const { row, role, level } = await spaceAccess(s, caller, spaceId);
  requireLevel(level, 'admin', 'space');
  const organizationId = row.organizationId;
  const parentId = body.parent === undefined ? row.collectionId : body.parent;
  if (parentId !== row.collectionId) requireCreateIn(role, await loadTree(s.prisma, organizationId), parentId);
  else if (body.position === undefined) return presentOne(s, row, level, baseUrl);
  const anchors = { before: body.position?.before?.space, after: body.position?.after?.space };
  const moved = await inTreeTransaction(s, [organizationId], async (tx) => {
    const current = await repo.findLiveSpace(tx, spaceId);
    if (!current || current.organizationId !== organizationId) throw notFound('Space');
    await requireParent(tx, organizationId, parentId);
    const placement = placeOrThrow(await repo.spaceSiblings(tx, organizationId, parentId, spaceId), anchors, 'space');
    await repo.setSpacePositions(tx, placement.renumber);
    return repo.updateSpace(tx, spaceId, {
      collectionId: parentId,
      position: placement.position,
      updatedAt: s.clock.now(),
      // api-facts: outside a collection a space cannot be `in-collection`.
      ...(parentId === null && current.visibility === 'in-collection' ? { visibility: DEFAULTS.visibility } : {}),
    });
  });
  return presentOne(s, moved, (await loadTree(s.prisma, organizationId)).spaceLevel(role, moved), baseUrl);
}

/** Moves the space to another organization's top level (it leaves its collection). */
export async function transfer(s: Deps, caller: Caller, spaceId: string, body: { organization: string }, baseUrl: string) {
  const { row, level } = await spaceAccess(s, caller, spaceId);
  requireLevel(level, 'admin', 'space');
  const target = body.organization;
  const targetRole = await requireTransferTarget(s, caller, row.organizationId, target);
  const moved = await inTreeTransaction(s, [row.organizationId, target], async (tx) => {
    const current = await repo.findLiveSpace(tx, spaceId);
    if (!current || current.organizationId !== row.organizationId) throw notFound('Space');
    const position = ((await repo.lastSpacePosition(tx, target, null)) ?? 0) + 1;
    return repo.updateSpace(tx, spaceId, {
      organizationId: target,
      collectionId: null,
      position,
      updatedAt: s.clock.now(),
      ...(current.visibility === 'in-collection' ? { visibility: DEFAULTS.visibility } : {}),
    });
  });
  return presentOne(s, moved, new CollectionTree([]).spaceLevel(targetRole, moved), baseUrl);
}

/** Permanently removes spaces deleted more than 7 days ago; returns how many. */
export async function purgeExpiredSpaces(s: Deps): Promise<number> {
  return repo.deleteSpacesDeletedBefore(s.prisma, restoreCutoff(s));
}
