/** Collections and spaces (spec schemas Collection, Space). */
import { withDerived } from '../derived.js';
import { withPermits } from '../permits.js';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { obj, objectAndId, ref, str, urlFields } from '../builders.js';
import { changeRequestStatuses } from './change-requests.js';
import { collectionPermissions, permissionsObject, spacePermissions } from './permissions.js';

// spec schema Collection `title` / `description` max 50 / max 100
export const collectionTitle = str({ max: 50 });
export const collectionDescription = str({ max: 100 });

// spec schema Space `title` / `emoji` max 50 / max 50
export const spaceTitle = str({ max: 50 });
export const spaceEmoji = { ...str({ max: 50 }), description: 'An emoji' };

// spec schema Space: `visibility` (six values)
export const spaceVisibilities = [
  'public',
  'unlisted',
  'share-link',
  'visitor-auth',
  'in-collection',
  'private',
] as const;
export const spaceVisibility: SchemaObject = {
  type: 'string',
  enum: [...spaceVisibilities],
  description:
    'public: anyone, indexed by search engines; unlisted: anyone, not indexed; share-link: with a secret token in the URL; visitor-auth: visitors authenticated via a JWT; in-collection: anyone who can access the parent collection (only for spaces in a collection); private: authorized members',
};

// spec schema Space: `editMode`
export const spaceEditModes = ['live', 'locked'] as const;
export const spaceEditMode: SchemaObject = {
  type: 'string',
  enum: [...spaceEditModes],
  description: 'live: content can be edited directly; locked: all edits are locked',
};

// docs/behaviour.md#full-value-sets-of-enumerations: Space `gitSync.installationProvider`
export const gitSyncProviders = ['github', 'gitlab'] as const;

const count = (description: string): SchemaObject => ({ type: 'integer', minimum: 0, description });

export const schemas: Record<string, SchemaObject> = {
  Collection: obj(
    {
      ...objectAndId('collection'),
      title: collectionTitle,
      description: collectionDescription,
      organization: { type: 'string', description: 'The id of the owning organization', 'x-instance': 'id' },
      parent: { type: 'string', description: 'The id of the parent collection', 'x-instance': 'id' },
      defaultLevel: { ...ref('NullableRole'), description: 'Default level for content; null means guest' },
      urls: urlFields(['location', 'app'], ['location', 'app']),
      permissions: withPermits(permissionsObject(collectionPermissions), {
        view: ['getCollectionById'],
        admin: ['updateCollectionById'],
      }),
    },
    // spec schema Collection: fields marked Required, plus those always sent (docs/behaviour.md#fields-always-sent)
    ['object', 'id', 'title', 'organization', 'defaultLevel', 'urls', 'permissions'],
    { description: 'A nestable grouping of spaces' },
  ),
  Space: obj(
    {
      ...objectAndId('space'),
      title: spaceTitle,
      emoji: spaceEmoji,
      visibility: spaceVisibility,
      createdAt: ref('Timestamp'),
      updatedAt: ref('Timestamp'),
      deletedAt: {
        ...ref('Timestamp'),
        description: 'When the space was soft-deleted; it is permanently removed 7 days later',
        // README › Timestamps: `x-set-by` (spec: deleteSpaceById soft-deletes the space)
        'x-set-by': ['deleteSpaceById'],
      },
      editMode: spaceEditMode,
      urls: urlFields(['location', 'app', 'published', 'public', 'icon'], ['location', 'app']),
      organization: { type: 'string', description: 'The id of the owning organization', 'x-instance': 'id' },
      parent: { type: 'string', description: 'The id of the parent collection', 'x-instance': 'id' },
      gitSync: obj(
        {
          repoName: { type: 'string' },
          installationProvider: { type: 'string', enum: [...gitSyncProviders] },
          integration: { type: 'string' },
          url: { type: 'string' },
          updatedAt: ref('Timestamp'),
        },
        ['installationProvider'],
      ),
      // spec schema Space: `visitorAuth.backend` (only `custom` is known)
      visitorAuth: obj({
        backend: { type: 'string', description: 'Known value: `custom`; the full value set is not shown' },
      }),
      revision: withDerived(
        { type: 'string', description: 'The id of the active revision', 'x-instance': 'id' },
        { from: [{ equals: { operation: 'getCurrentRevision', field: 'id', params: { spaceId: 'id' } } }] },
      ),
      defaultLevel: { ...ref('NullableRole'), description: 'Default level for content; null means guest' },
      comments: withDerived(count('Number of opened comments'), {
        from: [{ count: 'listCommentsInSpace', query: { status: 'open' }, params: { spaceId: 'id' } }],
      }),
      changeRequests: withDerived(count('Total number of change requests'), {
        from: [
          {
            count: 'listChangeRequestsForSpace',
            sumOver: { parameter: 'status', values: [...changeRequestStatuses] },
            params: { spaceId: 'id' },
          },
        ],
      }),
      changeRequestsOpen: withDerived(count('Number of open change requests'), {
        from: [{ count: 'listChangeRequestsForSpace', query: { status: 'open' }, params: { spaceId: 'id' } }],
      }),
      changeRequestsDraft: withDerived(count('Number of draft change requests'), {
        from: [{ count: 'listChangeRequestsForSpace', query: { status: 'draft' }, params: { spaceId: 'id' } }],
      }),
      permissions: withPermits(permissionsObject(spacePermissions), {
        view: ['getSpaceById'],
        access: ['getCurrentRevision'],
        edit: ['updateSpaceById'],
        comment: ['postCommentInSpace'],
        admin: ['deleteSpaceById'],
      }),
    },
    // spec schema Space: fields marked Required, plus those always sent (docs/behaviour.md#fields-always-sent)
    [
      'object',
      'id',
      'title',
      'emoji',
      'visibility',
      'createdAt',
      'updatedAt',
      'organization',
      'revision',
      'defaultLevel',
      'comments',
      'changeRequests',
      'changeRequestsOpen',
      'changeRequestsDraft',
      'editMode',
      'urls',
      'permissions',
    ],
    { description: 'A content container that holds pages and files' },
  ),
};
