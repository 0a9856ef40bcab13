/** Comment, reply and reaction rows → the contract's Comment and CommentReply (spec schema Comment; spec schema CommentReply). */
import type { Comment, CommentReaction, CommentReply, CommentTarget, Content, User } from '@docs-api/shared-types';
import { documentOf } from '../domain/markdown.js';
import { atLeast, type Level } from '../domain/permissions.js';
import type { CommentReplyRow, CommentRow } from '../repositories/comments.js';
import { presentUserById, type UserRow } from './members.js';
import { valued } from './fields.js';

export type ContentFormat = 'markdown' | 'document';

export interface ReactionRow {
  targetId: string;
  userId: string;
  emoji: string;
  reactedAt: Date;
}

/** What presenting a batch of comments or replies needs besides their rows. */
export interface CommentView {
  baseUrl: string;
  organizationId: string;
  /** API path of the scope: `/v1/spaces/{spaceId}` or `/v1/spaces/{spaceId}/change-requests/{id}`. */
  scopePath: string;
  callerId: string;
  /** The caller's level on the space. */
  level: Level;
  /** The scope's current revision: `target.revision` of a comment stored without the revision it was posted on. */
  revisionId: string;
  format: ContentFormat;
  users: Map<string, UserRow>;
  /** Reactions by comment or reply id. */
  reactions: Map<string, ReactionRow[]>;
  /** The target page of each comment that has one, by comment id. */
  pages: Map<string, NonNullable<CommentTarget['page']>>;
}

/** A user by id (see presentUserById). */
const user = (view: CommentView, id: string): User =>
  presentUserById(view.users, id, view.baseUrl, view.organizationId);

/**
 * A markdown body in the requested format: `markdown` (the default) as stored; `document` gives the
 * parsed blocks instead, as pages do with `format=document`.
 */
export function presentContent(markdown: string, format: ContentFormat): Content {
  return format === 'document' ? ({ document: documentOf(markdown) } as Content) : { markdown };
}

/** Oldest first; reactions of the same instant by emoji code points, then user (the same on every database). */
const byTime = (a: ReactionRow, b: ReactionRow): number =>
  a.reactedAt.getTime() - b.reactedAt.getTime() ||
  (a.emoji < b.emoji ? -1 : a.emoji > b.emoji ? 1 : 0) ||
  (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/** Reactions grouped by emoji, in the order each emoji was first used (spec schema Comment: reactions). */
export function presentReactions(view: CommentView, targetId: string): CommentReaction[] {
  const groups = new Map<string, CommentReaction & { users: NonNullable<CommentReaction['users']> }>();
  for (const reaction of [...(view.reactions.get(targetId) ?? [])].sort(byTime)) {
    const group = groups.get(reaction.emoji) ?? { emoji: reaction.emoji, count: 0, users: [] };
    group.count = (group.count ?? 0) + 1;
    group.users.push({ user: user(view, reaction.userId), reactedAt: reaction.reactedAt.toISOString() });
    groups.set(reaction.emoji, group);
  }
  return [...groups.values()];
}

/** The caller's permissions on a comment or reply: the author edits; the author or a space admin deletes. */
const permissionsOf = (view: CommentView, authorId: string) => ({
  view: true,
  edit: authorId === view.callerId,
  reply: atLeast(view.level, 'comment'),
  delete: authorId === view.callerId || atLeast(view.level, 'admin'),
});

/** What a comment and a reply both show of their post: who posted it, when (and last edited), its reactions. */
const postOf = (row: CommentRow | CommentReplyRow, view: CommentView) => ({
  postedBy: user(view, row.authorId),
  postedAt: row.postedAt.toISOString(),
  ...valued({ editedAt: row.editedAt?.toISOString() }),
  reactions: presentReactions(view, row.id),
});

export function presentComment(row: CommentRow, view: CommentView): Comment {
  const page = view.pages.get(row.id);
  const target: CommentTarget = {
    ...valued({ page, node: row.targetNodeId === null ? null : { id: row.targetNodeId } }),
    space: row.spaceId,
    ...valued({ changeRequest: row.changeRequestId }),
    revision: row.revisionId ?? view.revisionId,
  };
  return {
    object: 'comment',
    id: row.id,
    ...postOf(row, view),
    replies: row._count.replies,
    body: presentContent(row.body, view.format),
    target,
    urls: { location: `${view.baseUrl}${view.scopePath}/comments/${row.id}` },
    permissions: permissionsOf(view, row.authorId),
    // spec tag Space comments, docs/behaviour.md#comment-resolution; docs/behaviour.md#comment-resolution: un-resolved is `open`.
    status: row.status === 'resolved' ? 'resolved' : 'open',
    ...valued({
      resolvedAt: row.resolvedAt?.toISOString(),
      resolvedBy: row.resolvedById === null ? null : user(view, row.resolvedById),
    }),
  };
}

export function presentReply(row: CommentReplyRow, view: CommentView): CommentReply {
  return {
    object: 'comment-reply',
    id: row.id,
    ...postOf(row, view),
    body: presentContent(row.body, view.format),
    urls: { location: `${view.baseUrl}${view.scopePath}/comments/${row.commentId}/replies/${row.id}` },
    permissions: permissionsOf(view, row.authorId),
  };
}
