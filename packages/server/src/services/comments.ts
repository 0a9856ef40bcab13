/**
 * Comments and replies (spec tags Space comments, Change request comments; spec schema Comment, docs/behaviour.md#comment-resolution). One
 * implementation serves both scopes: a space's own discussion and a change request's.
 */
import { changeRequestFor, spaceFor, type Viewer } from '../access/resources.js';
import type { Content } from '@docs-api/shared-types';
import { requireLevel } from '../domain/content-access.js';
import { atLeast, type Level } from '../domain/permissions.js';
import { findPage, type RevisionContent } from '../domain/revision-content.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { Direction, PageQuery, SortKey } from '../http/pagination.js';
import { newId } from '../ids.js';
import { presentComment, presentReply, type CommentView, type ContentFormat } from '../presenters/comments.js';
import * as repo from '../repositories/comments.js';
import { findUsers } from '../repositories/identity.js';
import type { CommentReplyRow, CommentRow, CommentScope } from '../repositories/comments.js';
import type { Tx } from '../repositories/organizations.js';
import type { Caller } from '../access/callers.js';
import type { Input, RequestContext } from '../http/handler.js';
import { readRevision } from './revisions.js';

/** A scope as the path names it: a space, and a change request id or number when the comments are a change request's. */
export interface ScopeRef {
  spaceId: string;
  changeRequestId?: string;
}

export interface ResolvedScope extends CommentScope {
  organizationId: string;
  level: Level;
  /** The scope's current revision: the space's main one, or the change request's. */
  revisionId: string;
  path: string;
}

export interface ListQuery extends PageQuery {
  order?: Direction;
  status?: 'all' | 'open' | 'resolved';
  format?: ContentFormat;
  targetPage?: string;
  authors?: string[];
}

export interface CommentUpdate {
  resolved?: boolean;
  body?: Content;
  addedReactions?: string[];
  removedReactions?: string[];
}

/** The scope for a caller: 404 unless they can read the space (and the change request exists in it). */
export async function resolveScope(ctx: Viewer, ref: ScopeRef): Promise<ResolvedScope> {
  if (ref.changeRequestId === undefined) {
    const { row, level } = await spaceFor(ctx, ref.spaceId);
    return {
      spaceId: row.id,
      changeRequestId: null,
      organizationId: row.organizationId,
      level,
      revisionId: row.revisionId,
      path: `/v1/spaces/${row.id}`,
    };
  }
  const { space, changeRequest } = await changeRequestFor(ctx, {
    spaceId: ref.spaceId,
    changeRequestId: ref.changeRequestId,
  });
  return {
    spaceId: space.row.id,
    changeRequestId: changeRequest.id,
    organizationId: space.row.organizationId,
    level: space.level,
    revisionId: changeRequest.revisionId,
    path: `/v1/spaces/${space.row.id}/change-requests/${changeRequest.id}`,
  };
}

/** Markdown of a request body's Content; the empty object of the spec is empty markdown. */
const markdownOf = (content: Content): string => content.markdown ?? '';

const changed = (
  a: { title: string; markdown?: string } | undefined,
  b: { title: string; markdown?: string },
): boolean => a === undefined || a.title !== b.title || (a.markdown ?? '') !== (b.markdown ?? '');

/** The users, reactions and target pages that presenting `comments` and `replies` needs, in few queries. */
async function viewOf(
  ctx: RequestContext,
  scope: ResolvedScope,
  format: ContentFormat,
  comments: CommentRow[],
  replies: CommentReplyRow[] = [],
  /** Set when the comments and replies are new: nobody has reacted to them yet. */
  fresh = false,
): Promise<CommentView> {
  const targets = [...comments.map((c) => c.id), ...replies.map((r) => r.id)];
  const reactionRows = targets.length === 0 || fresh ? [] : await repo.listReactions(ctx.prisma, targets);
  const userIds = new Set([
    ...comments.flatMap((c) => [c.authorId, c.resolvedById ?? c.authorId]),
    ...replies.map((r) => r.authorId),
    ...reactionRows.map((r) => r.userId),
  ]);
  // Only the caller (their own new comment, or a thread of theirs): the user the request authenticated as.
  const users =
    userIds.size === 0
      ? []
      : userIds.size === 1 && userIds.has(ctx.caller.userId)
        ? [ctx.caller.user]
        : await findUsers(ctx.prisma, [...userIds]);
  const reactions = new Map<string, typeof reactionRows>();
  for (const r of reactionRows) reactions.set(r.targetId, [...(reactions.get(r.targetId) ?? []), r]);

  // spec schema CommentTarget: page — shown as it is in the scope's current revision; `outdated` when it
  // changed (or is gone) since the revision the comment was posted on.
  const contents = new Map<string, Promise<RevisionContent | undefined>>();
  const contentOf = (id: string) => {
    if (!contents.has(id))
      contents.set(
        id,
        readRevision(ctx.prisma, id).then((r) => r?.content),
      );
    return contents.get(id) as Promise<RevisionContent | undefined>;
  };
  const pages: CommentView['pages'] = new Map();
  for (const comment of comments) {
    if (comment.targetPageId === null) continue;
    const current = await contentOf(scope.revisionId);
    const posted = comment.revisionId === null ? undefined : await contentOf(comment.revisionId);
    const now = current && findPage(current, comment.targetPageId);
    const then = posted && findPage(posted, comment.targetPageId);
    const shown = now ?? then;
    if (shown === undefined) {
      pages.set(comment.id, { id: comment.targetPageId, outdated: true });
      continue;
    }
    pages.set(comment.id, {
      id: shown.page.id,
      title: shown.page.title,
      ...(shown.page.emoji !== undefined ? { emoji: shown.page.emoji } : {}),
      createdAt: shown.page.createdAt,
      updatedAt: shown.page.updatedAt,
      path: shown.path,
      outdated: now === undefined || (then !== undefined && changed(then.page, now.page)),
    });
  }
  return {
    baseUrl: ctx.baseUrl,
    organizationId: scope.organizationId,
    scopePath: scope.path,
    callerId: ctx.caller.userId,
    level: scope.level,
    revisionId: scope.revisionId,
    format,
    users: new Map(users.map((u) => [u.id, u])),
    reactions,
    pages,
  };
}

async function presentOne(ctx: RequestContext, scope: ResolvedScope, id: string, format: ContentFormat = 'markdown') {
  const row = await commentOf(ctx.prisma, scope, id);
  return presentComment(row, await viewOf(ctx, scope, format, [row]));
}

/** A comment of the scope or 404 (a comment of another space or change request is not found). */
async function commentOf(db: Tx, scope: ResolvedScope, commentId: string): Promise<CommentRow> {
  const row = await repo.findComment(db, scope, commentId);
  if (!row) throw notFound('Comment');
  return row;
}

/** Applies the caller's reaction changes: removals first, then additions (both idempotent). */
async function react(tx: Tx, targetId: string, caller: Caller, update: CommentUpdate, now: Date): Promise<void> {
  const removed = [...new Set(update.removedReactions ?? [])];
  const added = [...new Set(update.addedReactions ?? [])];
  if (removed.length > 0) await repo.removeReactions(tx, targetId, caller.userId, removed);
  if (added.length > 0) await repo.addReactions(tx, targetId, caller.userId, added, now);
}

const changesReactions = (update: CommentUpdate): boolean =>
  (update.addedReactions?.length ?? 0) > 0 || (update.removedReactions?.length ?? 0) > 0;

/** The caller may edit a body only of their own comment or reply. */
function requireAuthor(authorId: string, caller: Caller, what: string): void {
  if (authorId !== caller.userId) throw forbidden(`Only the author of a ${what} can edit its body`);
}

/** The caller may delete their own comment or reply, or any as a space admin. */
function requireDeleter(authorId: string, caller: Caller, level: Level, what: string): void {
  if (authorId !== caller.userId && !atLeast(level, 'admin'))
    throw forbidden(`Only the author of a ${what} or a space admin can delete it`);
}

export async function list(
  ctx: RequestContext,
  { params, query }: Input<'listCommentsInSpace'> | Input<'listCommentsInChangeRequest'>,
) {
  const scope = await resolveScope(ctx, params);
  const direction = query.order ?? 'desc';
  const status = query.status === 'open' || query.status === 'resolved' ? query.status : undefined;
  const authorIds = query.authors === undefined ? undefined : [...new Set(query.authors)].sort();
  const where = repo.commentListWhere(scope, {
    ...(status !== undefined ? { status } : {}),
    ...(query.targetPage !== undefined ? { targetPageId: query.targetPage } : {}),
    ...(authorIds !== undefined ? { authorIds } : {}),
  });
  const sort: SortKey[] = [
    { field: 'postedAt', direction },
    { field: 'id', direction },
  ];
  return ctx.paginator.paginateWhere({
    list: `comments:${scope.spaceId}:${scope.changeRequestId ?? ''}:${direction}:${status ?? 'all'}:${query.targetPage ?? ''}:${JSON.stringify(authorIds ?? null)}`,
    query,
    sort,
    where,
    rows: repo.commentRows(ctx.prisma),
    presentAll: async (rows) => {
      const view = await viewOf(ctx, scope, query.format ?? 'markdown', rows);
      return rows.map((row) => presentComment(row, view));
    },
  });
}

export async function get(
  ctx: RequestContext,
  { params, query: { format } }: Input<'getCommentInSpace'> | Input<'getCommentInChangeRequest'>,
) {
  const scope = await resolveScope(ctx, params);
  return presentOne(ctx, scope, params.commentId, format);
}

/** spec: postCommentInSpace, postCommentInChangeRequest — needs the comment level; `page` must be a page of the scope's current revision. */
export async function post(
  ctx: RequestContext,
  { params, body }: Input<'postCommentInSpace'> | Input<'postCommentInChangeRequest'>,
) {
  const scope = await resolveScope(ctx, params);
  requireLevel(scope.level, 'comment', 'space');
  if (body.page !== undefined) {
    const revision = await readRevision(ctx.prisma, scope.revisionId);
    if (!revision || !findPage(revision.content, body.page))
      throw badRequest(`body.page ${body.page} is not a page of the current revision`);
  }
  const row = await repo.createComment(ctx.prisma, {
    id: newId(),
    spaceId: scope.spaceId,
    changeRequestId: scope.changeRequestId,
    authorId: ctx.caller.userId,
    body: markdownOf(body.body),
    postedAt: ctx.clock.now(),
    status: 'open',
    targetPageId: body.page ?? null,
    targetNodeId: body.node ?? null,
    revisionId: scope.revisionId,
  });
  return presentComment(row, await viewOf(ctx, scope, 'markdown', [row], [], true));
}

/** spec: updateCommentInSpace, updateCommentInChangeRequest — resolution, body edit (author only) and the caller's reactions. */
export async function update(
  ctx: RequestContext,
  { params, body }: Input<'updateCommentInSpace'> | Input<'updateCommentInChangeRequest'>,
) {
  const scope = await resolveScope(ctx, params);
  const current = await commentOf(ctx.prisma, scope, params.commentId);
  if (body.body !== undefined) requireAuthor(current.authorId, ctx.caller, 'comment');
  if (body.resolved !== undefined || changesReactions(body)) requireLevel(scope.level, 'comment', 'space');
  const now = ctx.clock.now();
  const data: Prisma.CommentUncheckedUpdateManyInput = {
    // spec schema Comment, docs/behaviour.md#comment-resolution — resolved → `resolved` with who and when; un-resolved → `open`, both cleared.
    ...(body.resolved === true ? { status: 'resolved', resolvedAt: now, resolvedById: ctx.caller.userId } : {}),
    ...(body.resolved === false ? { status: 'open', resolvedAt: null, resolvedById: null } : {}),
    ...(body.body !== undefined ? { body: markdownOf(body.body), editedAt: now } : {}),
  };
  await ctx.prisma.$transaction(async (tx) => {
    const found =
      Object.keys(data).length > 0
        ? await repo.updateComment(tx, scope, params.commentId, data)
        : (await repo.findComment(tx, scope, params.commentId)) !== null;
    if (!found) throw notFound('Comment');
    await react(tx, params.commentId, ctx.caller, body, now);
  });
  return presentOne(ctx, scope, params.commentId);
}

/** spec: deleteCommentInSpace, deleteCommentInChangeRequest (205) — the author or a space admin; replies and reactions go with it. */
export async function remove(
  ctx: RequestContext,
  { params }: Input<'deleteCommentInSpace'> | Input<'deleteCommentInChangeRequest'>,
): Promise<void> {
  const scope = await resolveScope(ctx, params);
  const current = await commentOf(ctx.prisma, scope, params.commentId);
  requireDeleter(current.authorId, ctx.caller, scope.level, 'comment');
  const deleted = await ctx.prisma.$transaction((tx) => repo.deleteComment(tx, scope, params.commentId));
  if (!deleted) throw notFound('Comment');
}

async function presentReplyById(
  ctx: RequestContext,
  scope: ResolvedScope,
  params: { commentId: string; commentReplyId: string },
  format: ContentFormat = 'markdown',
) {
  const row = await repo.findReply(ctx.prisma, params.commentId, params.commentReplyId);
  if (!row) throw notFound('Comment reply');
  return presentReply(row, await viewOf(ctx, scope, format, [], [row]));
}

/** spec: listCommentRepliesInChangeRequest — oldest first. */
export async function listReplies(ctx: RequestContext, { params, query }: Input<'listCommentRepliesInChangeRequest'>) {
  const scope = await resolveScope(ctx, params);
  await commentOf(ctx.prisma, scope, params.commentId);
  return ctx.paginator.paginateWhere({
    list: `comment-replies:${scope.spaceId}:${scope.changeRequestId ?? ''}:${params.commentId}`,
    query,
    sort: [
      { field: 'postedAt', direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ],
    where: repo.replyListWhere(params.commentId),
    rows: repo.replyRows(ctx.prisma),
    presentAll: async (rows) => {
      const view = await viewOf(ctx, scope, query.format ?? 'markdown', [], rows);
      return rows.map((row) => presentReply(row, view));
    },
  });
}

export async function getReply(
  ctx: RequestContext,
  { params, query: { format } }: Input<'getCommentReplyInSpace'> | Input<'getCommentReplyInChangeRequest'>,
) {
  const scope = await resolveScope(ctx, params);
  await commentOf(ctx.prisma, scope, params.commentId);
  return presentReplyById(ctx, scope, params, format);
}

/** spec: postCommentReplyInSpace, postCommentReplyInChangeRequest — needs the comment level. */
export async function postReply(
  ctx: RequestContext,
  { params, query, body }: Input<'postCommentReplyInSpace'> | Input<'postCommentReplyInChangeRequest'>,
) {
  const scope = await resolveScope(ctx, params);
  await commentOf(ctx.prisma, scope, params.commentId);
  requireLevel(scope.level, 'comment', 'space');
  const row = await repo
    .createReply(ctx.prisma, {
      id: newId(),
      commentId: params.commentId,
      authorId: ctx.caller.userId,
      body: markdownOf(body.body),
      postedAt: ctx.clock.now(),
    })
    .catch((error: unknown) => {
      // The comment was deleted meanwhile (the reply's foreign key no longer holds).
      if ((error as { code?: string }).code === 'P2003') throw notFound('Comment');
      throw error;
    });
  // Only postCommentReplyInChangeRequest declares `format`; a space's reply answers in markdown.
  const format = 'changeRequestId' in params ? query.format : undefined;
  return presentReply(row, await viewOf(ctx, scope, format ?? 'markdown', [], [row], true));
}

/** spec: updateCommentReplyInSpace — body edit (author only) and the caller's reactions. */
export async function updateReply(ctx: RequestContext, { params, body }: Input<'updateCommentReplyInSpace'>) {
  const scope = await resolveScope(ctx, params);
  await commentOf(ctx.prisma, scope, params.commentId);
  const current = await repo.findReply(ctx.prisma, params.commentId, params.commentReplyId);
  if (!current) throw notFound('Comment reply');
  if (body.body !== undefined) requireAuthor(current.authorId, ctx.caller, 'reply');
  if (changesReactions(body)) requireLevel(scope.level, 'comment', 'space');
  const now = ctx.clock.now();
  await ctx.prisma.$transaction(async (tx) => {
    const found =
      body.body !== undefined
        ? await repo.updateReply(tx, params.commentId, params.commentReplyId, {
            body: markdownOf(body.body),
            editedAt: now,
          })
        : (await repo.findReply(tx, params.commentId, params.commentReplyId)) !== null;
    if (!found) throw notFound('Comment reply');
    await react(tx, params.commentReplyId, ctx.caller, body, now);
  });
  return presentReplyById(ctx, scope, params);
}

/** spec: deleteCommentReplyInSpace (205) — the author or a space admin. */
export async function removeReply(ctx: RequestContext, { params }: Input<'deleteCommentReplyInSpace'>): Promise<void> {
  const scope = await resolveScope(ctx, params);
  await commentOf(ctx.prisma, scope, params.commentId);
  const current = await repo.findReply(ctx.prisma, params.commentId, params.commentReplyId);
  if (!current) throw notFound('Comment reply');
  requireDeleter(current.authorId, ctx.caller, scope.level, 'reply');
  if (!(await ctx.prisma.$transaction((tx) => repo.deleteReply(tx, params.commentId, params.commentReplyId))))
    throw notFound('Comment reply');
}
