/**
 * What the comment model compares: a comment as the target shows it (GET or PUT answer) against the model's
 * idea of it, and the `comments` count of its space or change request. Requirement IDs of the comment model.
 */
import type { Findings } from '../../engine/property.js';
import type { OperationId, Session } from '../../engine/session.js';
import type { Exchange } from '../../engine/types.js';
import { answer } from '../entries-and-answers.js';

export const RESOLUTION = 'STATE-comment.resolution';
export const RESOLUTION_OPEN = 'STATE-comment.resolution.open';
export const RESOLVED_BY = 'STATE-comment.resolved-by';
export const REACTIONS = 'STATE-comment.reactions';
export const REPLIES = 'STATE-comment.replies';
export const OPEN_COUNT = 'STATE-comment.open-count';

export interface ModelComment {
  resolved: boolean;
  reactions: Set<string>;
  replies: string[];
  deletedReplies: string[];
  /** The caller's reactions to each of its replies (a space comment's: the contract shows no PUT of another's). */
  replyReactions: Map<string, Set<string>>;
}

export interface CommentModel {
  comments: ModelComment[];
}

/** Where each comment lives: its path parameters (a change request's when `changeRequestId` is set). */
export interface CommentReal {
  s: Session;
  params: Record<string, string>[];
  /** The caller (the fixtures' admin), as the comments' `postedBy` shows it. */
  userId: string | undefined;
  findings: Findings;
}

interface ShownComment {
  id?: unknown;
  object?: unknown;
  status?: unknown;
  resolvedAt?: unknown;
  resolvedBy?: { id?: unknown };
  replies?: unknown;
  reactions?: { emoji?: unknown; count?: unknown; users?: { user?: { id?: unknown } }[] }[];
  comments?: unknown;
}

export const shown = (exchange: Exchange): ShownComment => (exchange.json ?? {}) as ShownComment;
const inChangeRequest = (r: CommentReal, i: number): boolean => r.params[i]?.['changeRequestId'] !== undefined;
export const scoped = (r: CommentReal, i: number, space: OperationId, changeRequest: OperationId): OperationId =>
  inChangeRequest(r, i) ? changeRequest : space;

/** Why a comment's (or reply's) reactions differ from the caller's reactions in the model, or undefined. */
export function reactionsMismatch(
  reactions: Set<string>,
  body: ShownComment,
  userId: string | undefined,
): string | undefined {
  const entries = Array.isArray(body.reactions) ? body.reactions : [];
  for (const emoji of reactions) {
    const entry = entries.find((e) => e.emoji === emoji);
    if (entry === undefined) return `the caller's reaction ${emoji} is missing`;
    const users = Array.isArray(entry.users) ? entry.users : [];
    if (entry.count !== users.length) return `${emoji} has count ${String(entry.count)} for ${users.length} users`;
    const mine = users.filter((u) => u.user?.id === userId).length;
    if (userId !== undefined && mine !== 1) return `${emoji} lists the caller ${mine} times`;
  }
  const stale = entries.find(
    (e) => typeof e.emoji === 'string' && !reactions.has(e.emoji) && typeof e.count === 'number' && e.count > 0,
  );
  return stale === undefined ? undefined : `${String(stale.emoji)} is still counted after the caller removed it`;
}

/** Compares a shown comment (GET or PUT answer) with the model. */
export function judge(r: CommentReal, c: ModelComment, exchange: Exchange, what: string): void {
  const body = shown(exchange);
  const says = () => `${what}: ${answer(exchange)}`;
  r.findings.require(
    RESOLUTION,
    c.resolved ? body.status === 'resolved' : body.status !== 'resolved',
    () => `${c.resolved ? 'a resolved' : 'an un-resolved'} comment; ${says()}`,
  );
  if (c.resolved) {
    const by = body.resolvedBy?.id;
    r.findings.require(
      RESOLVED_BY,
      typeof body.resolvedAt === 'string' && (r.userId === undefined ? by !== undefined : by === r.userId),
      () => `a resolved comment without resolvedAt and resolvedBy (the caller); ${says()}`,
    );
  } else {
    r.findings.require(RESOLUTION_OPEN, body.status === 'open', () => `an un-resolved comment; ${says()}`);
    r.findings.require(
      RESOLVED_BY,
      body.resolvedAt === undefined && body.resolvedBy === undefined,
      () => `an open comment still carries resolvedAt or resolvedBy; ${says()}`,
    );
  }
  const mismatch = reactionsMismatch(c.reactions, body, r.userId);
  r.findings.require(REACTIONS, mismatch === undefined, () => `${mismatch ?? ''}; ${says()}`);
  r.findings.require(
    REPLIES,
    body.replies === c.replies.length,
    () => `the comment has ${c.replies.length} replies; ${says()}`,
  );
}

export const pick = (m: Readonly<CommentModel>, i: number): ModelComment => m.comments[i] as ModelComment;

/** spec schema Space: comments, ChangeRequest › comments — the count of opened comments (each holds one comment). */
export async function judgeOpenCount(m: CommentModel, r: CommentReal, i: number): Promise<void> {
  const { commentId: _comment, ...parent } = r.params[i] ?? {};
  const holder = await r.s.callRaw(scoped(r, i, 'getSpaceById', 'getChangeRequestById'), { params: parent });
  const open = pick(m, i).resolved ? 0 : 1;
  r.findings.require(
    OPEN_COUNT,
    holder.status === 200 && shown(holder).comments === open,
    () => `its only comment is ${open === 1 ? 'open' : 'resolved'}: ${answer(holder)}`,
  );
}
