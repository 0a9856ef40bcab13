/** Comments and replies, shared by spaces and change requests (spec schemas Comment, CommentReply). */
import { derivedKey, type DerivedMeaning, withDerived } from '../derived.js';
import { withPermits } from '../permits.js';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { withInstance } from '../instance.js';
import { obj, objectAndId, ref, type Schema, stringProperties, urlFields } from '../builders.js';

// docs/behaviour.md#full-value-sets-of-enumerations: Comment `status` (the contract names only `resolved`)
export const commentStatuses = ['open', 'resolved'] as const;

// docs/behaviour.md#full-value-sets-of-enumerations: comment list filter `status` (`all` is the default)
export const commentStatusFilters = ['all', 'open', 'resolved'] as const;

const string: SchemaObject = { type: 'string' };
// docs/behaviour.md#fields-always-sent: every permission is sent.
const permissions = obj(
  {
    view: { type: 'boolean' },
    edit: { type: 'boolean' },
    reply: { type: 'boolean' },
    delete: { type: 'boolean' },
  },
  ['view', 'edit', 'reply', 'delete'],
);

/** What a comment and a reply both always send (docs/behaviour.md#fields-always-sent). */
const postRequired = ['object', 'id', 'postedBy', 'postedAt', 'reactions', 'body', 'urls', 'permissions'];

/**
 * The leading fields of a comment and of a reply alike: what it is, who posted it when, and its reactions. `editors`
 * are the updates that edit its body.
 */
const post = (object: string, editors: string[]): Record<string, Schema> => ({
  ...objectAndId(object),
  // README › Authors: `x-set-by: "caller"` (docs/behaviour.md#authors: the user who posted it)
  postedBy: { ...ref('User'), 'x-set-by': 'caller' },
  // README › Timestamps: `x-set-by` — the time the comment or reply was posted, never changed after
  postedAt: { ...ref('Timestamp'), 'x-set-by': 'create' },
  // README › Timestamps: `x-set-by` (docs/behaviour.md#timestamps: the last edit of the body; absent until one)
  editedAt: {
    ...ref('Timestamp'),
    'x-set-by': editors.map((operation) => ({
      operation,
      body: { body: { markdown: 'Edited by the conformance suite' } },
    })),
  },
  reactions: { type: 'array', items: ref('CommentReaction') },
});

/** A comment's `resolvedAt` and `resolvedBy` are there exactly while it is resolved (docs/behaviour.md#comment-resolution). */
const resolution: DerivedMeaning = {
  from: [{ presentWhen: { field: 'status', equals: 'resolved' } }],
  reading: 'reference',
};

export const schemas: Record<string, SchemaObject> = {
  CommentReaction: obj(
    {
      emoji: string,
      count: { type: 'integer', minimum: 0 },
      users: { type: 'array', items: obj({ user: ref('User'), reactedAt: ref('Timestamp') }, ['user', 'reactedAt']) },
    },
    ['emoji', 'count', 'users'],
    { description: 'One emoji reaction with the users who reacted' },
  ),
  CommentTarget: obj(
    {
      node: obj(stringProperties('id', 'preview'), ['id']),
      changeRequest: string,
      review: string,
      page: obj(
        {
          id: string,
          title: string,
          emoji: string,
          icon: string,
          createdAt: ref('Timestamp'),
          updatedAt: ref('Timestamp'),
          path: string,
          outdated: { type: 'boolean' },
        },
        // A page no longer in the content is shown by `id` with `outdated` true (docs/behaviour.md#fields-always-sent).
        ['id', 'outdated'],
      ),
      // README › Instances: `x-instance` — the ids of the space and revision.
      space: withInstance(string, 'id'),
      revision: withInstance(string, 'id'),
    },
    ['space', 'revision'],
    { description: 'What the comment is attached to' },
  ),
  Comment: obj(
    {
      ...post('comment', ['updateCommentInSpace', 'updateCommentInChangeRequest']),
      // A comment of a space: no list of the API shows its replies (README › Derived fields: `x-derived`).
      replies: withDerived(
        { type: 'integer', minimum: 0, description: 'Number of replies' },
        {
          from: [
            {
              count: 'listCommentRepliesInChangeRequest',
              params: { spaceId: 'target.space', changeRequestId: 'target.changeRequest', commentId: 'id' },
            },
          ],
        },
      ),
      body: ref('Content'),
      // README › Derived fields: `x-derived` — a comment is attached to the change request, else the space, of its path
      target: withDerived(ref('CommentTarget'), {
        from: [
          { param: 'changeRequestId', at: 'changeRequest' },
          { param: 'spaceId', at: 'space' },
        ],
        reading: 'reference',
      }),
      urls: urlFields(['location'], ['location']),
      permissions: withPermits(permissions, {
        view: ['getCommentInSpace', 'getCommentInChangeRequest'],
        edit: ['updateCommentInSpace', 'updateCommentInChangeRequest'],
        reply: ['postCommentReplyInSpace', 'postCommentReplyInChangeRequest'],
        delete: ['deleteCommentInSpace', 'deleteCommentInChangeRequest'],
      }),
      // spec tag Space comments, docs/behaviour.md#comment-resolution
      status: {
        type: 'string',
        enum: [...commentStatuses],
        description: '`resolved` after PUT with `resolved` = true, `open` otherwise',
      },
      // README › Timestamps: `x-set-by` (docs/behaviour.md#comment-resolution: PUT with `resolved` = true)
      resolvedAt: {
        ...ref('Timestamp'),
        [derivedKey]: resolution,
        'x-set-by': [
          { operation: 'updateCommentInSpace', body: { resolved: true } },
          { operation: 'updateCommentInChangeRequest', body: { resolved: true } },
        ],
      },
      resolvedBy: { ...ref('User'), [derivedKey]: resolution },
    },
    [...postRequired, 'replies', 'target', 'status'],
    { description: 'A comment on a space or on a change request' },
  ),
  CommentReply: obj(
    {
      ...post('comment-reply', ['updateCommentReplyInSpace', 'updateCommentReplyInChangeRequest']),
      body: ref('Content'),
      urls: urlFields(['location'], ['location']),
      permissions: withPermits(permissions, {
        view: ['getCommentReplyInSpace', 'getCommentReplyInChangeRequest'],
        edit: ['updateCommentReplyInSpace'],
        delete: ['deleteCommentReplyInSpace'],
      }),
    },
    postRequired,
    { description: 'A reply to a comment' },
  ),
};
