/**
 * spec tag Space comments, docs/behaviour.md#comment-resolution; spec schemas Comment, CommentReply;
 * Change request comments — a model-based test of two comments, one on a space and one on a change request
 * (each in its own new space). Commands resolve and un-resolve them, add and remove the caller's reactions,
 * post, read, list and delete replies, while a model tracks what each comment should show: its status, its
 * reactions, its replies, and the `comments` count of open comments of its space or change request.
 */
import fc from 'fast-check';
import type { Built } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import type { Session } from '../../engine/session.js';
import { behaviour, contract } from '../../engine/sources.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { freshChangeRequest } from '../change-requests/index.js';
import { newSpace } from '../fresh-objects.js';
import { answer, is2xx, itemsOf, judgedByModel } from '../entries-and-answers.js';
import { uniqueName } from '../names.js';
import {
  judge,
  judgeOpenCount,
  OPEN_COUNT,
  pick,
  reactionsMismatch,
  REACTIONS,
  REPLIES,
  RESOLUTION,
  RESOLUTION_OPEN,
  RESOLVED_BY,
  scoped,
  shown,
  type CommentModel,
  type CommentReal,
} from './judge.js';
import { postComment } from './posting.js';

/** PUT of comment `index`, in its space or its change request (updateCommentInSpace / updateCommentInChangeRequest). */
const updateComment = (r: CommentReal, index: number, body: Record<string, unknown>): Promise<Exchange> =>
  r.s.callRaw(scoped(r, index, 'updateCommentInSpace', 'updateCommentInChangeRequest'), {
    params: r.params[index] ?? {},
    body,
  });

/** Whether a PUT that `requirement` expects to answer 200 was accepted (any 2xx; one other than 200 fails it). */
function accepted(r: CommentReal, requirement: string, exchange: Exchange, what: string): boolean {
  r.findings.require(requirement, exchange.status === 200, () => `${what}: ${answer(exchange)}`);
  return is2xx(exchange);
}

/** The body that adds the caller's reaction `emoji`, or takes it back. */
const reactionBody = (add: boolean, emoji: string): Record<string, unknown> =>
  add ? { addedReactions: [emoji] } : { removedReactions: [emoji] };

/** The caller's reactions after one was added or taken back. */
function toggled(reactions: Set<string>, emoji: string, add: boolean): void {
  if (add) reactions.add(emoji);
  else reactions.delete(emoji);
}

/**
 * spec schema Comment: any → resolved; resolved → not resolved. The command resolves an open comment and un-resolves a
 * resolved one, unless `again`: then it resolves it once more (un-resolving an open comment is not shown).
 */
class ResolveCommand implements fc.AsyncCommand<CommentModel, CommentReal> {
  constructor(
    readonly index: number,
    readonly again: boolean,
  ) {}
  check = () => true;
  async run(m: CommentModel, r: CommentReal): Promise<void> {
    const c = pick(m, this.index);
    const resolved = this.again || !c.resolved;
    const what = `PUT resolved=${resolved} of ${c.resolved ? 'a resolved' : 'an open'} comment`;
    const exchange = await updateComment(r, this.index, { resolved });
    if (!accepted(r, RESOLUTION, exchange, what)) return;
    c.resolved = resolved;
    judge(r, c, exchange, what);
    await judgeOpenCount(m, r, this.index);
  }
  toString = () => `${this.again ? 'resolveAgain' : 'toggleResolved'}(${this.index})`;
}

/** Toggles the caller's reaction: adds the emoji, or takes it back when the caller has already reacted with it. */
class ReactCommand implements fc.AsyncCommand<CommentModel, CommentReal> {
  constructor(
    readonly index: number,
    readonly emoji: string,
  ) {}
  check = () => true;
  async run(m: CommentModel, r: CommentReal): Promise<void> {
    const c = pick(m, this.index);
    const add = !c.reactions.has(this.emoji);
    const exchange = await updateComment(r, this.index, reactionBody(add, this.emoji));
    const what = `PUT ${add ? 'addedReactions' : 'removedReactions'} [${this.emoji}]`;
    if (!accepted(r, REACTIONS, exchange, what)) return;
    toggled(c.reactions, this.emoji, add);
    judge(r, c, exchange, what);
  }
  toString = () => `react(${this.index}, ${this.emoji})`;
}

/**
 * Toggles the caller's reaction to one of the space comment's replies (posting one first when it has none), then
 * reads the reply back: both show exactly the caller's reactions, as for a comment.
 */
class ReactReplyCommand implements fc.AsyncCommand<CommentModel, CommentReal> {
  constructor(
    readonly reply: number,
    readonly emoji: string,
  ) {}
  check = () => true;
  async run(m: CommentModel, r: CommentReal): Promise<void> {
    const c = pick(m, 0);
    const id = c.replies.length > 0 ? c.replies[this.reply % c.replies.length] : await postReply(m, r, 0);
    if (id === undefined) return;
    const mine = c.replyReactions.get(id) ?? new Set<string>();
    const add = !mine.has(this.emoji);
    const params = { ...r.params[0], commentReplyId: id };
    const exchange = await r.s.callRaw('updateCommentReplyInSpace', { params, body: reactionBody(add, this.emoji) });
    const what = `PUT reply ${id} ${add ? 'addedReactions' : 'removedReactions'} [${this.emoji}]`;
    if (!accepted(r, REACTIONS, exchange, what)) return;
    toggled(mine, this.emoji, add);
    c.replyReactions.set(id, mine);
    const read = await r.s.callRaw('getCommentReplyInSpace', { params });
    for (const [where, shownReply] of [
      ['its answer', exchange],
      ['GET of the reply after it', read],
    ] as const) {
      const mismatch = reactionsMismatch(mine, shown(shownReply), r.userId);
      r.findings.require(
        REACTIONS,
        mismatch === undefined,
        () => `${what}: ${where}: ${mismatch ?? ''}: ${answer(shownReply)}`,
      );
    }
  }
  toString = () => `reactToReply(${this.reply}, ${this.emoji})`;
}

class GetCommand implements fc.AsyncCommand<CommentModel, CommentReal> {
  constructor(readonly index: number) {}
  check = () => true;
  async run(m: CommentModel, r: CommentReal): Promise<void> {
    const params = r.params[this.index] ?? {};
    const exchange = await r.s.callRaw(scoped(r, this.index, 'getCommentInSpace', 'getCommentInChangeRequest'), {
      params,
    });
    r.findings.require(RESOLUTION, exchange.status === 200, () => `GET comment: ${answer(exchange)}`);
    if (exchange.status === 200) judge(r, pick(m, this.index), exchange, 'GET');
    await judgeOpenCount(m, r, this.index);
  }
  toString = () => `get(${this.index})`;
}

/** Posts a reply to the comment; returns its id when it was accepted. */
async function postReply(m: CommentModel, r: CommentReal, i: number): Promise<string | undefined> {
  const operationId = scoped(r, i, 'postCommentReplyInSpace', 'postCommentReplyInChangeRequest');
  const exchange = await r.s.callRaw(operationId, {
    params: r.params[i] ?? {},
    body: { body: { markdown: `Reply ${uniqueName()}` } },
  });
  const body = shown(exchange);
  const ok = exchange.status === 200 && body.object === 'comment-reply' && typeof body.id === 'string';
  r.findings.require(REPLIES, ok, () => `POST reply: ${answer(exchange)}`);
  if (!ok) return undefined;
  pick(m, i).replies.push(body.id as string);
  return body.id as string;
}

class ReplyCommand implements fc.AsyncCommand<CommentModel, CommentReal> {
  constructor(readonly index: number) {}
  check = () => true;
  run = async (m: CommentModel, r: CommentReal) => void (await postReply(m, r, this.index));
  toString = () => `reply(${this.index})`;
}

class GetReplyCommand implements fc.AsyncCommand<CommentModel, CommentReal> {
  constructor(
    readonly index: number,
    readonly reply: number,
  ) {}
  check = (m: Readonly<CommentModel>) =>
    pick(m, this.index).replies.length + pick(m, this.index).deletedReplies.length > 0;
  async run(m: CommentModel, r: CommentReal): Promise<void> {
    const c = pick(m, this.index);
    const all = [...c.replies, ...c.deletedReplies];
    const id = all[this.reply % all.length] ?? '';
    const deleted = c.deletedReplies.includes(id);
    const operationId = scoped(r, this.index, 'getCommentReplyInSpace', 'getCommentReplyInChangeRequest');
    const exchange = await r.s.callRaw(operationId, { params: { ...r.params[this.index], commentReplyId: id } });
    if (deleted) r.findings.require(REPLIES, !is2xx(exchange), () => `GET of a deleted reply: ${answer(exchange)}`);
    else
      r.findings.require(
        REPLIES,
        exchange.status === 200 && shown(exchange).id === id,
        () => `GET of reply ${id}: ${answer(exchange)}`,
      );
  }
  toString = () => `getReply(${this.index}, ${this.reply})`;
}

/**
 * Deletes one of the space comment's replies (posting one first when it has none) and reads it back. The contract
 * shows no DELETE of a change request comment's reply.
 */
class DeleteReplyCommand implements fc.AsyncCommand<CommentModel, CommentReal> {
  constructor(readonly reply: number) {}
  check = () => true;
  async run(m: CommentModel, r: CommentReal): Promise<void> {
    const c = pick(m, 0);
    const id = c.replies.length > 0 ? c.replies[this.reply % c.replies.length] : await postReply(m, r, 0);
    if (id === undefined) return;
    const exchange = await r.s.callRaw('deleteCommentReplyInSpace', { params: { ...r.params[0], commentReplyId: id } });
    r.findings.require(REPLIES, is2xx(exchange), () => `DELETE of reply ${id}: ${answer(exchange)}`);
    if (!is2xx(exchange)) return;
    c.replies = c.replies.filter((reply) => reply !== id);
    c.deletedReplies.push(id);
    const after = await r.s.callRaw('getCommentReplyInSpace', { params: { ...r.params[0], commentReplyId: id } });
    r.findings.require(REPLIES, !is2xx(after), () => `GET right after DELETE of reply ${id}: ${answer(after)}`);
  }
  toString = () => `deleteReply(${this.reply})`;
}

/** The change request comment's replies are listed (the contract shows no list for a space comment's). */
class ListRepliesCommand implements fc.AsyncCommand<CommentModel, CommentReal> {
  check = () => true;
  async run(m: CommentModel, r: CommentReal): Promise<void> {
    const exchange = await r.s.callRaw('listCommentRepliesInChangeRequest', {
      params: r.params[1] ?? {},
      query: { limit: 1000 },
    });
    const listed = itemsOf(exchange)
      .map((item) => String((item as { id?: unknown }).id))
      .sort();
    const expected = [...pick(m, 1).replies].sort();
    r.findings.require(
      REPLIES,
      exchange.status === 200 && JSON.stringify(listed) === JSON.stringify(expected),
      () => `the comment's replies are ${expected.join(', ') || 'none'}: ${answer(exchange)}`,
    );
  }
  toString = () => 'listReplies(1)';
}

const index = fc.constantFrom(0, 1);
const emoji = fc.constantFrom('👍', '🎉');
const resolutions = fc.tuple(index, fc.nat(3)).map(([i, n]) => new ResolveCommand(i, n === 0));
const reactions = fc.tuple(index, emoji).map(([i, e]) => new ReactCommand(i, e));
const replyReactions = fc.tuple(fc.nat(3), emoji).map(([j, e]) => new ReactReplyCommand(j, e));
// Resolution and reactions are what the machine is about: they come up more often.
const commands = [
  resolutions,
  resolutions,
  resolutions,
  reactions,
  reactions,
  reactions,
  replyReactions,
  index.map((i) => new GetCommand(i)),
  index.map((i) => new ReplyCommand(i)),
  fc.tuple(index, fc.nat(5)).map(([i, j]) => new GetReplyCommand(i, j)),
  fc.nat(5).map((j) => new DeleteReplyCommand(j)),
  fc.constant(new ListRepliesCommand()),
];

const SECTION = 'States and transitions › Comment resolution';

/** What the requirements of the comments machine share: where they stand and the operations the machine calls. */
interface CommentBase {
  section: string;
  profile: 'comments';
  operations: string[];
  category: 'state';
}

/** Resolving and un-resolving: the status a comment shows, and who resolved it when. */
const resolutionRequirements = (base: CommentBase): Requirement[] => [
  {
    ...base,
    id: RESOLUTION,
    level: 'MUST',
    judges: ['resolved'],
    reads: ['status'],
    source: contract(
      SECTION,
      'PUT comment with `resolved` = true | | `status` = `resolved` | response is the updated Comment',
    ),
    statement:
      'PUT `resolved` = true answers 200 with the comment, `status` resolved; PUT `resolved` = false of a resolved comment answers 200 with a status other than resolved; GET shows the same',
  },
  {
    ...base,
    id: RESOLUTION_OPEN,
    level: 'SHOULD',
    reads: ['status'],
    source: behaviour('comment-resolution'),
    statement: 'an un-resolved comment has `status` open (docs/behaviour.md#comment-resolution)',
  },
  {
    ...base,
    id: RESOLVED_BY,
    level: 'SHOULD',
    reads: ['resolvedAt', 'resolvedBy'],
    source: behaviour('comment-resolution'),
    statement:
      'a resolved comment carries `resolvedAt` and `resolvedBy` (who resolved it); once un-resolved it carries neither (reference choice)',
  },
];

/** What a comment's fields show of it (its reactions, its replies) and of its space or change request (the count). */
const fieldRequirements = (base: CommentBase): Requirement[] => [
  {
    ...base,
    id: REACTIONS,
    level: 'MUST',
    // judge.ts compares every GET and PUT answer of a comment with what the caller added and removed.
    judges: ['addedReactions', 'removedReactions'],
    reads: ['reactions'],
    operations: [...base.operations, 'updateCommentReplyInSpace', 'getCommentReplyInSpace'],
    source: contract(
      'Resources and their fields › Comment',
      '`reactions` | array | each `{emoji: string, count: integer, users: array of {user: User, reactedAt: Timestamp}}`',
    ),
    section: 'Resources and their fields › Comment',
    statement:
      "PUT addedReactions / removedReactions of a comment or a space comment's reply answers 200; each emoji the caller added is listed once with the caller among its users and `count` = the number of users, a removed one no longer counts the caller",
  },
  {
    ...base,
    id: REPLIES,
    level: 'MUST',
    reads: ['replies'],
    source: contract('Resources and their fields › Comment', '`replies` | integer | number of replies'),
    section: 'Resources and their fields › Comment',
    statement:
      "POST reply answers 200 with a `comment-reply`; GET answers it until DELETE removes it; the list of a change request comment's replies holds exactly those; the comment's `replies` counts them",
  },
  {
    ...base,
    id: OPEN_COUNT,
    level: 'MUST',
    source: contract('Resources and their fields › Space', '`comments` | integer | Required, count of opened comments'),
    section: 'Resources and their fields › Space',
    statement:
      'the `comments` of a space and of a change request count their open comments: resolving one takes it off, un-resolving puts it back',
  },
];

/** Two open comments, one in a new space and one in a change request of another, and a model of both. */
async function arrange(s: Session, findings: Findings): Promise<{ model: CommentModel; real: CommentReal }> {
  const space = { spaceId: await newSpace(s) };
  const changeRequest = await freshChangeRequest(s, await newSpace(s));
  const params = [
    { ...space, commentId: await postComment(s, space) },
    { ...changeRequest, commentId: await postComment(s, changeRequest) },
  ];
  const first = await s.mustRaw('getCommentInSpace', { params: params[0] ?? {} });
  const userId = (first.json as { postedBy?: { id?: unknown } } | undefined)?.postedBy?.id;
  const model: CommentModel = {
    comments: params.map(() => ({
      resolved: false,
      reactions: new Set<string>(),
      replies: [],
      deletedReplies: [],
      replyReactions: new Map(),
    })),
  };
  const real: CommentReal = { s, params, userId: typeof userId === 'string' ? userId : undefined, findings };
  // Once in every run, whatever the drawn commands: a reaction to a reply, added and taken back.
  await new ReactReplyCommand(0, '👍').run(model, real);
  await new ReactReplyCommand(0, '👍').run(model, real);
  return { model, real };
}

/** The requirements of comment resolution, reactions and replies, and the model-based check that decides them. */
export function commentResolution(spec: ApiSpec): Built {
  const operations = [
    'updateCommentInSpace',
    'updateCommentInChangeRequest',
    'getCommentInSpace',
    'getCommentInChangeRequest',
    'postCommentReplyInSpace',
    'postCommentReplyInChangeRequest',
    'getCommentReplyInSpace',
    'getCommentReplyInChangeRequest',
    'deleteCommentReplyInSpace',
    'listCommentRepliesInChangeRequest',
  ].filter((id) => spec.has(id));
  const base: CommentBase = { section: SECTION, profile: 'comments', operations, category: 'state' };
  const requirements = [...resolutionRequirements(base), ...fieldRequirements(base)];
  return judgedByModel(spec, requirements, {
    name: 'state machine: comment resolution, reactions and replies',
    calls: [...operations, 'getSpaceById', 'getChangeRequestById'],
    // Each example on objects of its own: the examples run at once.
    independent: true,
    commands,
    maxCommands: 16,
    numRuns: 6,
    setup: arrange,
  });
}
