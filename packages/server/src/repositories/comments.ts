/** Comments, their replies and the reactions on both in Prisma. */
import type { Prisma } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import { modelRows } from './model-rows.js';
import { withChildCounts } from './child-counts.js';
import type { Tx } from './organizations.js';

/** Where comments live: a space's own discussion (changeRequestId null) or one change request's. */
export interface CommentScope {
  spaceId: string;
  changeRequestId: string | null;
}

const inScope = (scope: CommentScope): Prisma.CommentWhereInput => ({
  spaceId: scope.spaceId,
  changeRequestId: scope.changeRequestId,
});

const withReplyCount = { _count: { select: { replies: true } } } as const;

export type CommentRow = Prisma.CommentGetPayload<{ include: typeof withReplyCount }>;
export type CommentReplyRow = Prisma.CommentReplyGetPayload<object>;

export interface CommentFilter {
  status?: 'open' | 'resolved';
  targetPageId?: string;
  authorIds?: string[];
}

/** The `where` of a comment list of a scope with its filters. */
export const commentListWhere = (scope: CommentScope, filter: CommentFilter): Prisma.CommentWhereInput => ({
  ...inScope(scope),
  ...(filter.status !== undefined ? { status: filter.status } : {}),
  ...(filter.targetPageId !== undefined ? { targetPageId: filter.targetPageId } : {}),
  ...(filter.authorIds !== undefined ? { authorId: { in: filter.authorIds } } : {}),
});

/**
 * Comments by filter, a page at a time, with their number of replies counted for the page's comments only. (The
 * `_count` include, in a list, counts the replies of every comment in the database and joins the page to that:
 * PostgreSQL narrows it to one comment only for a lookup by id, as findComment makes.)
 */
export const commentRows = (db: Tx): Rows<Prisma.CommentWhereInput, CommentRow> => ({
  find: async (args) =>
    withChildCounts(await db.comment.findMany(args), 'replies', async (ids) =>
      (
        await db.commentReply.groupBy({ by: ['commentId'], where: { commentId: { in: ids } }, _count: { _all: true } })
      ).map((g) => [g.commentId, g._count._all]),
    ),
  count: (where) => db.comment.count({ where }),
});

/** A comment of the scope (null when it is another scope's or gone). */
export const findComment = (db: Tx, scope: CommentScope, id: string) =>
  db.comment.findFirst({ where: { ...inScope(scope), id }, include: withReplyCount });

/** Inserts a comment (one INSERT … RETURNING: a new comment has no replies to count). */
export const createComment = async (db: Tx, data: Prisma.CommentUncheckedCreateInput): Promise<CommentRow> => ({
  ...(await db.comment.create({ data })),
  _count: { replies: 0 },
});

/** Updates a comment of the scope; false when it is gone. */
export const updateComment = async (
  db: Tx,
  scope: CommentScope,
  id: string,
  data: Prisma.CommentUncheckedUpdateManyInput,
): Promise<boolean> => (await db.comment.updateMany({ where: { ...inScope(scope), id }, data })).count > 0;

/** Deletes a comment of the scope with its replies and every reaction on them; false when it was gone. */
export async function deleteComment(db: Tx, scope: CommentScope, id: string): Promise<boolean> {
  const replies = await db.commentReply.findMany({ where: { commentId: id }, select: { id: true } });
  await db.reaction.deleteMany({ where: { targetId: { in: [id, ...replies.map((r) => r.id)] } } });
  return (await db.comment.deleteMany({ where: { ...inScope(scope), id } })).count > 0;
}

/** The oldest-first `where` of a comment's replies. */
export const replyListWhere = (commentId: string): Prisma.CommentReplyWhereInput => ({ commentId });

/** Comment replies by filter, a page at a time. */
export const replyRows = (db: Tx): Rows<Prisma.CommentReplyWhereInput, CommentReplyRow> => modelRows(db.commentReply);

export const findReply = (db: Tx, commentId: string, id: string) =>
  db.commentReply.findFirst({ where: { commentId, id } });

export const createReply = (db: Tx, data: Prisma.CommentReplyUncheckedCreateInput) => db.commentReply.create({ data });

/** Updates a reply of a comment; false when it is gone. */
export const updateReply = async (
  db: Tx,
  commentId: string,
  id: string,
  data: Prisma.CommentReplyUncheckedUpdateManyInput,
): Promise<boolean> => (await db.commentReply.updateMany({ where: { commentId, id }, data })).count > 0;

/** Deletes a reply and its reactions; false when it was gone. */
export async function deleteReply(db: Tx, commentId: string, id: string): Promise<boolean> {
  await db.reaction.deleteMany({ where: { targetId: id } });
  return (await db.commentReply.deleteMany({ where: { commentId, id } })).count > 0;
}

/** Adds the caller's reactions; one that exists already is kept as it is (idempotent, also under races). */
export const addReactions = (db: Tx, targetId: string, userId: string, emojis: string[], reactedAt: Date) =>
  db.reaction.createMany({
    data: emojis.map((emoji) => ({ targetId, userId, emoji, reactedAt })),
    skipDuplicates: true,
  });

/** Removes the caller's reactions; removing one that was never added is a no-op. */
export const removeReactions = (db: Tx, targetId: string, userId: string, emojis: string[]) =>
  db.reaction.deleteMany({ where: { targetId, userId, emoji: { in: emojis } } });

/** Every reaction on the targets. */
export const listReactions = (db: Tx, targetIds: string[]) =>
  db.reaction.findMany({ where: { targetId: { in: targetIds } } });

/** Open comments of each change request, by id (spec schema ChangeRequest: comments). */
export async function openCommentCounts(db: Tx, changeRequestIds: string[]): Promise<Map<string, number>> {
  if (changeRequestIds.length === 0) return new Map();
  const groups = await db.comment.groupBy({
    by: ['changeRequestId'],
    where: { changeRequestId: { in: changeRequestIds }, status: 'open' },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.changeRequestId ?? '', g._count._all]));
}
