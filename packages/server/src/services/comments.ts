/**
 * Comments and replies (contract: Space comments; Change request comments; Comment resolution). One
 * implementation serves both scopes: a space's own discussion and a change request's.
 */
import type { Content } from '@docs-api/shared-types';
import { requireLevel } from '../domain/content-access.js';
import { atLeast, type Level } from '../domain/permissions.js';
import { findPage, type RevisionContent } from '../domain/revision-content.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { Prisma } from '../generated/prisma/client.js';
import { orderByOf, type Direction, type PageQuery, type SortKey } from '../http/pagination.js';
import { newId } from '../ids.js';
import { presentComment, presentReply, type CommentView, type ContentFormat } from '../presenters/comments.js';
import * as repo from '../repositories/comments.js';
import { findUsers } from '../repositories/identity.js';
import type { CommentReplyRow, CommentRow, CommentScope } from '../repositories/comments.js';
import type { Tx } from '../repositories/organizations.js';
import type { Caller } from './access.js';
import { changeRequestAccess } from './change-request-access.js';
import type { Deps } from '../deps.js';
import { readRevision } from './revisions.js';
import { spaceAccess } from './spaces.js';

/** A scope as the path names it: a space, and a change request id or number when the comments are a change request's. */
export interface ScopeRef {
  spaceId: string;
  changeRequest?: string;
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
export async function resolveScope(s: Deps, caller: Caller, ref: ScopeRef): Promise<ResolvedScope> {
  if (ref.changeRequest === undefined) {
    const { row, level } = await spaceAccess(s, caller, ref.spaceId);
    return { spaceId: row.id, changeRequestId: null, organizationId: row.organizationId, level, revisionId: row.revisionId, path: `/v1/spaces/${row.id}` };
  }
  const { space, changeRequest } = await changeRequestAccess(s, caller, ref.spaceId, ref.changeRequest);
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

const changed = (a: { title: string; markdown?: string } | undefined, b: { title: string; markdown?: string }): boolean =>
  a === undefined || a.title !== b.title || (a.markdown ?? '') !== (b.markdown ?? '');

/** The users, reactions and target pages that presenting `comments` and `replies` needs, in few queries. */
async function viewOf(s: Deps, scope: ResolvedScope, caller: Caller, baseUrl: string, format: ContentFormat, comments: CommentRow[], replies: CommentReplyRow[] = []): Promise<CommentView> {
  const targets = [...comments.map((c) => c.id), ...replies.map((r) => r.id)];
  const reactionRows = targets.length === 0 ? [] : await repo.listReactions(s.prisma, targets);
  const userIds = new Set([...comments.flatMap((c) => [c.authorId, c.resolvedById ?? c.authorId]), ...replies.map((r) => r.authorId), ...reactionRows.map((r) => r.userId)]);
  const users = userIds.size === 0 ? [] : await findUsers(s.prisma, [...userIds]);
  const reactions = new Map<string, typeof reactionRows>();
  for (const r of reactionRows) reactions.set(r.targetId, [...(reactions.get(r.targetId) ?? []), r]);

  // contract: CommentTarget › page — shown as it is in the scope's current revision; `outdated` when it
  // changed (or is gone) since the revision the comment was posted on.
  const contents = new Map<string, Promise<RevisionContent | undefined>>();
  const contentOf = (id: string) => {
    if (!contents.has(id)) contents.set(id, readRevision(s.prisma, id).then((r) => r?.content));
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
    baseUrl,
    organizationId: scope.organizationId,
    scopePath: scope.path,
    callerId: caller.userId,
    level: scope.level,
    format,
    users: new Map(users.map((u) => [u.id, u])),
    reactions,
    pages,
  };
}

async function presentOne(s: Deps, scope: ResolvedScope, caller: Caller, id: string, baseUrl: string, format: ContentFormat = 'markdown') {
  const row = await repo.findComment(s.prisma, scope, id);
  if (!row) throw notFound('Comment');
  return presentComment(row, await viewOf(s, scope, caller, baseUrl, format, [row]));
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

const changesReactions = (update: CommentUpdate): boolean => (update.addedReactions?.length ?? 0) > 0 || (update.removedReactions?.length ?? 0) > 0;

/** The caller may edit a body only of their own comment or reply. */
function requireAuthor(authorId: string, caller: Caller, what: string): void {
  if (authorId !== caller.userId) throw forbidden(`Only the author of a ${what} can edit its body`);
}

/** The caller may delete their own comment or reply, or any as a space admin. */
function requireDeleter(authorId: string, caller: Caller, level: Level, what: string): void {
  if (authorId !== caller.userId && !atLeast(level, 'admin')) throw forbidden(`Only the author of a ${what} or a space admin can delete it`);
}

export async function list(s: Deps, caller: Caller, ref: ScopeRef, query: ListQuery, baseUrl: string) {
  const scope = await resolveScope(s, caller, ref);
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
  let view: CommentView | undefined;
  return s.paginator.paginate({
    list: `comments:${scope.spaceId}:${scope.changeRequestId ?? ''}:${direction}:${status ?? 'all'}:${query.targetPage ?? ''}:${JSON.stringify(authorIds ?? null)}`,
    query,
    sort,
    fetch: async (after, take) => {
      const rows = await repo.listComments(s.prisma, after ? { AND: [where, after] } : where, orderByOf(sort) as Prisma.CommentOrderByWithRelationInput[], take);
      view = await viewOf(s, scope, caller, baseUrl, query.format ?? 'markdown', rows);
      return rows;
    },
    count: () => repo.countComments(s.prisma, where),
    present: (row) => presentComment(row, view as CommentView),
  });
}

export async function get(s: Deps, caller: Caller, ref: ScopeRef, commentId: string, format: ContentFormat | undefined, baseUrl: string) {
  const scope = await resolveScope(s, caller, ref);
  return presentOne(s, scope, caller, commentId, baseUrl, format);
}

/** contract: POST …/comments — needs the comment level; `page` must be a page of the scope's current revision. */
export async function post(s: Deps, caller: Caller, ref: ScopeRef, body: { body: Content; page?: string; node?: string }, baseUrl: string) {
  const scope = await resolveScope(s, caller, ref);
  requireLevel(scope.level, 'comment', 'space');
  if (body.page !== undefined) {
    const revision = await readRevision(s.prisma, scope.revisionId);
    if (!revision || !findPage(revision.content, body.page)) throw badRequest(`body.page ${body.page} is not a page of the current revision`);
  }
  const row = await repo.createComment(s.prisma, {
    id: newId(),
    spaceId: scope.spaceId,
    changeRequestId: scope.changeRequestId,
    authorId: caller.userId,
    body: markdownOf(body.body),
    postedAt: s.clock.now(),
    status: 'open',
    targetPageId: body.page ?? null,
    targetNodeId: body.node ?? null,
    revisionId: scope.revisionId,
  });
  return presentComment(row, await viewOf(s, scope, caller, baseUrl, 'markdown', [row]));
}

/** contract: PUT …/comments/{commentId} — resolution, body edit (author only) and the caller's reactions. */
export async function update(s: Deps, caller: Caller, ref: ScopeRef, commentId: string, body: CommentUpdate, baseUrl: string) {
  const scope = await resolveScope(s, caller, ref);
  const current = await commentOf(s.prisma, scope, commentId);
  if (body.body !== undefined) requireAuthor(current.authorId, caller, 'comment');
  if (body.resolved !== undefined || changesReactions(body)) requireLevel(scope.level, 'comment', 'space');
  const now = s.clock.now();
  const data: Prisma.CommentUncheckedUpdateManyInput = {
    // contract: Comment resolution — resolved → `resolved` with who and when; un-resolved → `open`, both cleared.
    ...(body.resolved === true ? { status: 'resolved', resolvedAt: now, resolvedById: caller.userId } : {}),
    ...(body.resolved === false ? { status: 'open', resolvedAt: null, resolvedById: null } : {}),
    ...(body.body !== undefined ? { body: markdownOf(body.body), editedAt: now } : {}),
  };
  await s.prisma.$transaction(async (tx) => {
    const found = Object.keys(data).length > 0 ? await repo.updateComment(tx, scope, commentId, data) : (await repo.findComment(tx, scope, commentId)) !== null;
    if (!found) throw notFound('Comment');
    await react(tx, commentId, caller, body, now);
  });
  return presentOne(s, scope, caller, commentId, baseUrl);
}

/** contract: DELETE …/comments/{commentId} (205) — the author or a space admin; replies and reactions go with it. */
export async function remove(s: Deps, caller: Caller, ref: ScopeRef, commentId: string): Promise<void> {
  const scope = await resolveScope(s, caller, ref);
  const current = await commentOf(s.prisma, scope, commentId);
  requireDeleter(current.authorId, caller, scope.level, 'comment');
  const deleted = await s.prisma.$transaction((tx) => repo.deleteComment(tx, scope, commentId));
  if (!deleted) throw notFound('Comment');
}

async function presentReplyById(s: Deps, scope: ResolvedScope, caller: Caller, commentId: string, replyId: string, baseUrl: string, format: ContentFormat = 'markdown') {
  const row = await repo.findReply(s.prisma, commentId, replyId);
  if (!row) throw notFound('Comment reply');
  return presentReply(row, await viewOf(s, scope, caller, baseUrl, format, [], [row]));
}

/** contract: GET …/comments/{commentId}/replies — oldest first. */
export async function listReplies(s: Deps, caller: Caller, ref: ScopeRef, commentId: string, query: PageQuery & { format?: ContentFormat }, baseUrl: string) {
  const scope = await resolveScope(s, caller, ref);
  await commentOf(s.prisma, scope, commentId);
  const where = repo.replyListWhere(commentId);
  const sort: SortKey[] = [
    { field: 'postedAt', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ];
  let view: CommentView | undefined;
  return s.paginator.paginate({
    list: `comment-replies:${scope.spaceId}:${scope.changeRequestId ?? ''}:${commentId}`,
    query,
    sort,
    fetch: async (after, take) => {
      const rows = await repo.listReplies(s.prisma, after ? { AND: [where, after] } : where, orderByOf(sort) as Prisma.CommentReplyOrderByWithRelationInput[], take);
      view = await viewOf(s, scope, caller, baseUrl, query.format ?? 'markdown', [], rows);
      return rows;
    },
    count: () => repo.countReplies(s.prisma, where),
    present: (row) => presentReply(row, view as CommentView),
  });
}

export async function getReply(s: Deps, caller: Caller, ref: ScopeRef, commentId: string, replyId: string, format: ContentFormat | undefined, baseUrl: string) {
  const scope = await resolveScope(s, caller, ref);
  await commentOf(s.prisma, scope, commentId);
  return presentReplyById(s, scope, caller, commentId, replyId, baseUrl, format);
}

/** contract: POST …/comments/{commentId}/replies — needs the comment level. */
export async function postReply(s: Deps, caller: Caller, ref: ScopeRef, commentId: string, body: { body: Content }, format: ContentFormat | undefined, baseUrl: string) {
  const scope = await resolveScope(s, caller, ref);
  await commentOf(s.prisma, scope, commentId);
  requireLevel(scope.level, 'comment', 'space');
  const row = await repo.createReply(s.prisma, { id: newId(), commentId, authorId: caller.userId, body: markdownOf(body.body), postedAt: s.clock.now() }).catch((error: unknown) => {
    // The comment was deleted meanwhile (the reply's foreign key no longer holds).
    if ((error as { code?: string }).code === 'P2003') throw notFound('Comment');
    throw error;
  });
  return presentReply(row, await viewOf(s, scope, caller, baseUrl, format ?? 'markdown', [], [row]));
}

/** contract: PUT …/replies/{commentReplyId} — body edit (author only) and the caller's reactions. */
export async function updateReply(s: Deps, caller: Caller, ref: ScopeRef, commentId: string, replyId: string, body: Omit<CommentUpdate, 'resolved'>, baseUrl: string) {
  const scope = await resolveScope(s, caller, ref);
  await commentOf(s.prisma, scope, commentId);
  const current = await repo.findReply(s.prisma, commentId, replyId);
  if (!current) throw notFound('Comment reply');
  if (body.body !== undefined) requireAuthor(current.authorId, caller, 'reply');
  if (changesReactions(body)) requireLevel(scope.level, 'comment', 'space');
  const now = s.clock.now();
  await s.prisma.$transaction(async (tx) => {
    const found =
      body.body !== undefined ? await repo.updateReply(tx, commentId, replyId, { body: markdownOf(body.body), editedAt: now }) : (await repo.findReply(tx, commentId, replyId)) !== null;
    if (!found) throw notFound('Comment reply');
    await react(tx, replyId, caller, body, now);
  });
  return presentReplyById(s, scope, caller, commentId, replyId, baseUrl);
}

/** contract: DELETE …/replies/{commentReplyId} (205) — the author or a space admin. */
export async function removeReply(s: Deps, caller: Caller, ref: ScopeRef, commentId: string, replyId: string): Promise<void> {
  const scope = await resolveScope(s, caller, ref);
  await commentOf(s.prisma, scope, commentId);
  const current = await repo.findReply(s.prisma, commentId, replyId);
  if (!current) throw notFound('Comment reply');
  requireDeleter(current.authorId, caller, scope.level, 'reply');
  if (!(await s.prisma.$transaction((tx) => repo.deleteReply(tx, commentId, replyId)))) throw notFound('Comment reply');
}
