/**
 * Change requests (spec tag Change requests; docs/behaviour.md#change-request-lifecycle;
 * docs/behaviour.md#change-request-lifecycle): numbering, list, PATCH transitions, update
 * from main, merge into main and import into a change request.
 */
import { baseRevisionId } from '../domain/change-requests.js';
import { changeRequestFor, spaceFor } from '../access/resources.js';
import { emptyContent, mergeContent, type RevisionContent } from '../domain/revision-content.js';
import { conflict, notFound } from '../errors.js';
import type { ChangeRequest as ChangeRequestRow, Space as SpaceRow } from '../generated/prisma/client.js';
import { NEWEST_FIRST } from '../http/pagination.js';
import { newId } from '../ids.js';
import { presentChangeRequest, type ChangeRequestContext } from '../presenters/change-requests.js';
import type { Tx } from '../repositories/organizations.js';
import * as repo from '../repositories/change-requests.js';
import { openCommentCounts } from '../repositories/comments.js';
import { findUsers } from '../repositories/identity.js';
import { applyImport, crawlWebsite } from './import.js';
import { givenFields, type Input, type RequestContext } from '../http/handler.js';
import { commitRevision, CONTENT_EDIT_TX, moveSpaceToRevision, readRevision } from './revisions.js';

export type ChangeRequestStatus = 'draft' | 'open' | 'archived' | 'merged';

/** The subject of a change request created without one (within the spec's maxLength of 100). */
export const DEFAULT_SUBJECT = 'Untitled change request';

/**
 * Status of a new change request. The contract lists `draft` first but its list filter defaults to
 * `open`: a new change request starts `open` so that it is listed by default; PATCH can make it a draft.
 */
export const INITIAL_STATUS: ChangeRequestStatus = 'open';

const TX_OPTIONS = { maxWait: 10_000, timeout: 30_000 };

type Shown = ChangeRequestRow & { context: ChangeRequestContext };

/** Attaches what each change request is shown with (users and open comments: one query each for all rows). */
async function withContext(
  db: Tx,
  organizationId: string,
  spaceRevisionId: string,
  rows: ChangeRequestRow[],
): Promise<Shown[]> {
  const [users, comments] = await Promise.all([
    findUsers(
      db,
      rows.map((r) => r.createdById),
    ),
    openCommentCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.map((row) => ({
    ...row,
    context: {
      organizationId,
      spaceRevisionId,
      users: byId,
      comments: comments.get(row.id) ?? 0,
    },
  }));
}

/**
 * One change request as the contract shows it, against its space's row as this request read it (the row cache,
 * as new as every write committed before the request: http/router.ts), as the list does.
 */
async function presentOne(
  ctx: RequestContext,
  space: Pick<SpaceRow, 'organizationId' | 'revisionId'>,
  row: ChangeRequestRow,
) {
  const [shown] = await withContext(ctx.prisma, space.organizationId, space.revisionId, [row]);
  if (shown === undefined) throw notFound('Change request');
  return presentChangeRequest(shown, shown.context, ctx.baseUrl);
}

/** spec: listChangeRequestsForSpace — `status` (default `open`), `contributor`, newest first. */
export async function list(ctx: RequestContext, { params: { spaceId }, query }: Input<'listChangeRequestsForSpace'>) {
  const { row: space } = await spaceFor(ctx, spaceId);
  const status = query.status ?? 'open';
  const where = {
    spaceId,
    status,
    ...(query.contributor !== undefined ? { contributors: { some: { userId: query.contributor } } } : {}),
  };
  return ctx.paginator.paginateWhere({
    list: `change-requests:${spaceId}:${status}:${query.contributor ?? ''}`,
    query,
    sort: NEWEST_FIRST,
    where,
    rows: repo.changeRequestRows(ctx.prisma),
    presentAll: async (rows) =>
      (await withContext(ctx.prisma, space.organizationId, space.revisionId, rows)).map((row) =>
        presentChangeRequest(row, row.context, ctx.baseUrl),
      ),
  });
}

/** spec: createChangeRequest — needs the edit level; `number` is the space's next one, taken in the same statement. */
export async function create(ctx: RequestContext, { params: { spaceId }, body = {} }: Input<'createChangeRequest'>) {
  const { row: space } = await spaceFor(ctx, spaceId, { need: 'edit' });
  const [row] = await repo.openChangeRequest(ctx.prisma, {
    id: newId(),
    spaceId,
    status: INITIAL_STATUS,
    subject: body.subject ?? DEFAULT_SUBJECT,
    agentTaskId: body.agentTaskId ?? null,
    createdById: ctx.caller.userId,
    createdAt: ctx.clock.now(),
  });
  if (row === undefined) throw notFound('Space');
  // Shown as presentOne would, without reading back what the statement just wrote: the caller made it, it has no
  // comments yet, and it starts from the space's revision of that moment.
  const context = {
    organizationId: space.organizationId,
    spaceRevisionId: row.revisionId,
    users: new Map([[ctx.caller.userId, ctx.caller.user]]),
    comments: 0,
  };
  return presentChangeRequest(row, context, ctx.baseUrl);
}

/** spec: getChangeRequestById — by id or by number. */
export async function get(
  ctx: RequestContext,
  { params: { spaceId, changeRequestId } }: Input<'getChangeRequestById'>,
) {
  const { space, changeRequest } = await changeRequestFor(ctx, { spaceId, changeRequestId });
  return presentOne(ctx, space.row, changeRequest);
}

const label = (row: ChangeRequestRow) => `Change request #${row.number}`;

/** Re-reads and locks a change request in a transaction: 404 when gone. */
async function lockOrThrow(tx: Tx, id: string): Promise<ChangeRequestRow> {
  const row = await repo.lockChangeRequest(tx, id);
  if (!row) throw notFound('Change request');
  return row;
}

/** docs/behaviour.md#change-request-lifecycle: merging, updating or changing the content of a merged or archived change request is a 409. */
function requireEditable(row: ChangeRequestRow, action: string): void {
  if (row.status === 'merged') throw conflict(`${label(row)} is already merged: it cannot be ${action}`);
  if (row.status === 'archived')
    throw conflict(`${label(row)} is archived: set its status to open or draft before it can be ${action}`);
}

/**
 * spec: updateChangeRequestById — subject and status. docs/behaviour.md#change-request-lifecycle: draft ⇄ open ⇄ archived (and archived → draft);
 * `merged` only through POST merge; a merged change request no longer changes (409).
 */
export async function patch(
  ctx: RequestContext,
  { params: { spaceId, changeRequestId }, body }: Input<'updateChangeRequestById'>,
) {
  const { space, changeRequest } = await changeRequestFor(ctx, { spaceId, changeRequestId }, { need: 'edit' });
  const row = await ctx.prisma.$transaction(async (tx) => {
    const current = await lockOrThrow(tx, changeRequest.id);
    if (current.status === 'merged') throw conflict(`${label(current)} is merged and can no longer be changed`);
    if (body.status === 'merged')
      throw conflict(`${label(current)} becomes merged only through POST …/merge, not by setting its status`);
    const given = givenFields(body, ['subject', 'status']);
    // An empty PATCH writes nothing, so `updatedAt` stays (docs/behaviour.md#timestamps).
    return repo.updateChangeRequest(tx, current.id, {
      ...given,
      ...(Object.keys(given).length > 0 ? { updatedAt: ctx.clock.now() } : {}),
    });
  }, TX_OPTIONS);
  return presentOne(ctx, space.row, row);
}

/** The content of a revision (an unknown revision reads as empty content). */
const contentOf = async (tx: Tx, revisionId: string): Promise<RevisionContent> =>
  (await readRevision(tx, revisionId))?.content ?? emptyContent();

/**
 * Three-way merge of the change request's content with main's, from the main revision the change
 * request was last based on. A page changed differently on both sides → 409 naming it.
 */
async function mergeWithMain(tx: Tx, row: ChangeRequestRow, mainRevisionId: string): Promise<RevisionContent> {
  const [base, ours, theirs] = await Promise.all([
    contentOf(tx, baseRevisionId(row)),
    contentOf(tx, row.revisionId),
    contentOf(tx, mainRevisionId),
  ]);
  const merged = mergeContent(base, ours, theirs);
  if ('conflict' in merged) {
    throw conflict(
      `"${merged.conflict.title}" was changed both in ${label(row).toLowerCase()} and in the main content since the change request was last updated`,
    );
  }
  return merged.content;
}

/**
 * A new revision of a change request the caller may act on with `need`: `work` makes it in one transaction and
 * answers its id, the operation answers it with `result`.
 */
async function newRevision<Result extends 'update' | 'merge'>(
  ctx: RequestContext,
  params: { spaceId: string; changeRequestId: string },
  { need, result }: { need: 'edit' | 'review'; result: Result },
  work: (tx: Tx, changeRequestId: string, now: Date) => Promise<string>,
): Promise<{ revision: string; result: Result }> {
  const { changeRequest } = await changeRequestFor(ctx, params, { need });
  const now = ctx.clock.now();
  const revision = await ctx.prisma.$transaction((tx) => work(tx, changeRequest.id, now), TX_OPTIONS);
  return { revision, result };
}

/** spec: updateChangeRequest — pulls main into the change request; `revisionMergedAncestor` becomes main's revision. */
export const updateFromMain = (ctx: RequestContext, { params }: Input<'updateChangeRequest'>) =>
  newRevision(ctx, params, { need: 'edit', result: 'update' }, async (tx, changeRequestId, now) => {
    const current = await lockOrThrow(tx, changeRequestId);
    requireEditable(current, 'updated');
    const mainRevisionId = await repo.spaceRevisionId(tx, params.spaceId);
    if (mainRevisionId === undefined) throw notFound('Space');
    if (mainRevisionId === baseRevisionId(current)) return current.revisionId;
    const content = await mergeWithMain(tx, current, mainRevisionId);
    const id = await commitRevision(tx, {
      spaceId: params.spaceId,
      type: 'update',
      parents: [current.revisionId, mainRevisionId],
      content,
      createdAt: now,
      changeRequestId: current.id,
    });
    await repo.updateChangeRequest(tx, current.id, {
      revisionId: id,
      revisionMergedAncestorId: mainRevisionId,
      updatedAt: now,
    });
    return id;
  });

/**
 * spec: mergeChangeRequest — needs the review level (Space › permissions.merge). One transaction with
 * the space row locked: main cannot move between reading it and committing the merge revision.
 */
export const merge = (ctx: RequestContext, { params }: Input<'mergeChangeRequest'>) =>
  newRevision(ctx, params, { need: 'review', result: 'merge' }, async (tx, changeRequestId, now) => {
    const mainRevisionId = await repo.lockSpaceRevision(tx, params.spaceId);
    if (mainRevisionId === undefined) throw notFound('Space');
    const current = await lockOrThrow(tx, changeRequestId);
    requireEditable(current, 'merged');
    const content =
      mainRevisionId === baseRevisionId(current)
        ? await contentOf(tx, current.revisionId)
        : await mergeWithMain(tx, current, mainRevisionId);
    const id = await commitRevision(tx, {
      spaceId: params.spaceId,
      type: 'merge',
      parents: [mainRevisionId, current.revisionId],
      content,
      createdAt: now,
    });
    await moveSpaceToRevision(tx, params.spaceId, id, content, now);
    await repo.updateChangeRequest(tx, current.id, { status: 'merged', revisionMergedId: id, updatedAt: now });
    return id;
  });

/**
 * spec: importContentInChangeRequest — like the space import, but the new revision (parent: the change
 * request's revision) becomes the change request's; the caller becomes a contributor. The site is fetched
 * outside any transaction, then laid out on the change request's current content under its row lock.
 */
export async function importInto(
  ctx: RequestContext,
  { params: { spaceId, changeRequestId }, body }: Input<'importContentInChangeRequest'>,
) {
  const { changeRequest } = await changeRequestFor(ctx, { spaceId, changeRequestId }, { need: 'edit' });
  requireEditable(changeRequest, 'changed');
  const site = await crawlWebsite(ctx, body.url);
  const now = ctx.clock.now();
  const { revision, importedResources, totalResources } = await editChangeRequestContent(
    ctx,
    { spaceId, changeRequestId: changeRequest.id },
    now,
    (current) => applyImport(site, current, now),
  );
  return { revision, importedResources, totalResources };
}

/**
 * Edits a change request's content: under its row lock (it must still be editable), `edit` lays out the new
 * content on its current one, committed as an 'edits' revision that becomes the change request's; the caller
 * becomes a contributor. Answers what `edit` gave and the revision.
 */
export async function editChangeRequestContent<T extends { content: RevisionContent }>(
  ctx: RequestContext,
  { spaceId, changeRequestId }: { spaceId: string; changeRequestId: string },
  now: Date,
  edit: (current: RevisionContent) => T,
): Promise<T & { revision: string }> {
  return ctx.prisma.$transaction(async (tx) => {
    const current = await lockOrThrow(tx, changeRequestId);
    requireEditable(current, 'changed');
    const edited = edit(await contentOf(tx, current.revisionId));
    const revision = await commitRevision(tx, {
      spaceId,
      type: 'edits',
      parents: [current.revisionId],
      content: edited.content,
      createdAt: now,
      changeRequestId: current.id,
    });
    await repo.updateChangeRequest(tx, current.id, { revisionId: revision, updatedAt: now });
    await repo.addContributor(tx, current.id, ctx.caller.userId, now);
    return { ...edited, revision };
  }, CONTENT_EDIT_TX);
}
