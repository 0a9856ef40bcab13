/** Shared shapes (spec schemas Role, User, ListEnvelope, Content) and the error body (docs/behaviour.md#error-body-and-failure-statuses). */
import type { SchemaObject } from 'openapi3-ts/oas31';
import { obj, objectAndId, orNull, ref, str, stringProperties, urlFields } from '../builders.js';
import { withInstance } from '../instance.js';
import { requestLimits } from '../limits.js';

/** spec schema Role — null (where nullable) means guest. */
export const roles = ['admin', 'create', 'edit', 'review', 'comment', 'read'] as const;

/** spec: moveSpace, moveCollection (their `position`) — `{before?, after?}`, each `{type, <reference key>}`. */
export const position = (type: string, key: string): SchemaObject => {
  const anchor = obj({ type: { type: 'string', const: type }, [key]: str({ min: 1 }) }, ['type', key]);
  return obj({ before: anchor, after: anchor });
};

/**
 * The parsed blocks of a markdown text (`format=document` on pages and comments; reference implementation addition).
 * Each block names its `type`; the other fields depend on it (`level`, `text`, nested `nodes`, …), so a block is open.
 */
export const parsedDocument = (description: string): SchemaObject =>
  obj(
    {
      object: { type: 'string', const: 'document' },
      nodes: {
        type: 'array',
        items: {
          type: 'object',
          properties: { type: { type: 'string' } },
          required: ['type'],
          additionalProperties: true,
          description: 'A block: its `type` and the fields of that type (`level`, `text`, nested `nodes`, …)',
        },
      },
    },
    ['object', 'nodes'],
    { description },
  );

export const schemas: Record<string, SchemaObject> = {
  // README › Instances: `x-instance` — a time of the server's own clock.
  Timestamp: withInstance({ type: 'string', format: 'date-time', description: 'ISO 8601 date-time' }, 'time'),
  Role: {
    type: 'string',
    enum: [...roles],
    description:
      'admin: administrate content, create and delete spaces; create: create content; review: review content; edit: edit live content or change requests; comment: access content and discussions; read: read only',
  },
  NullableRole: { ...orNull(ref('Role')), description: 'A Role, or null for guest' },
  User: obj(
    {
      ...objectAndId('user'),
      displayName: { type: 'string' },
      email: { type: 'string' },
      photoURL: { type: 'string' },
      urls: urlFields(['location'], ['location']),
    },
    // docs/behaviour.md#fields-always-sent: what the live service declares required of a User.
    ['object', 'id', 'displayName', 'urls'],
  ),
  ListEnvelope: obj(
    {
      next: obj({ page: withInstance({ type: 'string', description: 'The value to pass as query `page`' }, 'id') }, [
        'page',
      ]),
      count: { type: 'integer', minimum: 0, description: 'Total number of items in the whole list' },
    },
    // docs/behaviour.md#fields-always-sent: every list answers its `count`.
    ['count'],
    { description: 'List envelope shared by every list operation; `next` is absent on the last page' },
  ),
  Content: {
    description: `Markdown content; in request bodies the empty object is also accepted. Comment and reply bodies hold at most ${requestLimits.maxCommentMarkdownLength} characters`,
    type: 'object',
    properties: {
      markdown: { type: 'string', maxLength: requestLimits.maxCommentMarkdownLength },
      // A comment or reply read with `format=document` answers its body's blocks instead of its markdown.
      document: {
        ...parsedDocument(
          'The parsed blocks of the markdown, answered instead of `markdown` when `format` is `document` (reference implementation addition)',
        ),
        readOnly: true,
      },
    },
  },
  // docs/behaviour.md#fields-always-sent: `dimensions` (images) and `git` (unless `metadata=false`) only when they apply.
  File: obj(
    {
      // README › Instances: `x-instance` — the file's id, where it is downloaded, its Git object id.
      object: { type: 'string' },
      id: withInstance({ type: 'string' }, 'id'),
      ...stringProperties('name', 'contentType'),
      downloadURL: withInstance({ type: 'string' }, 'id'),
      size: { type: 'integer', minimum: 0 },
      dimensions: obj({ width: { type: 'integer' }, height: { type: 'integer' } }, ['width', 'height']),
      git: obj({ oid: withInstance({ type: 'string' }, 'id'), path: { type: 'string' } }, ['oid', 'path']),
    },
    ['object', 'id', 'name', 'contentType', 'downloadURL', 'size'],
  ),
  Error: obj(
    {
      error: obj(
        {
          code: { type: 'integer', description: 'The HTTP status' },
          message: { type: 'string', description: 'Human readable text' },
        },
        ['code', 'message'],
      ),
    },
    ['error'],
  ),
};
