/** spec tag Spaces (`@SPACE`), plus the two organization space operations beyond the contract (docs/behaviour.md#operations-the-live-service-adds). */
import type { PathsObject } from 'openapi3-ts/oas31';
import { collectionPath, itemPath, obj, operation, param, query, ref } from '../builders.js';
import { filter } from '../filters.js';
import { paginated } from '../parameters.js';
import { position } from '../schemas/common.js';
import { spaceEditMode, spaceEmoji, spaceTitle, spaceVisibility } from '../schemas/spaces.js';
import { withRefers } from '../refers.js';
import { moveIntoCollection, moveParent } from './common.js';

const section = 'Spaces';
const org = [param('pathOrganizationId')];
const sp = [param('pathSpaceId')];
const space = ref('Space');
const parentCollection = { type: 'string', description: 'The id of the parent collection' } as const;

// spec schema LinkItem: `status` (`ok`, `broken`, `in-app`)
const linkStatus = query(
  'status',
  { type: 'string', enum: ['ok', 'broken', 'in-app'] },
  'Only links with this status',
  filter({ op: 'eq', field: 'status' }),
);

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/spaces': collectionPath(
    { section, parameters: org, schema: space },
    {
      get: [
        'listSpacesInOrganizationById',
        'List the spaces of an organization',
        [...org, ...paginated],
        { beyondContract: true },
      ],
      post: [
        'createSpace',
        'Create a space',
        obj({
          title: spaceTitle,
          emoji: spaceEmoji,
          // README › References: `x-refers`
          parent: withRefers(parentCollection, { param: 'collectionId' }),
          visibility: spaceVisibility,
        }),
        {
          description: '`visibility` `in-collection` is only allowed for a space created in a collection (`parent`).',
          bodyRequired: false,
          beyondContract: true,
        },
      ],
    },
  ),
  '/v1/spaces/{spaceId}': itemPath(
    { section, parameters: sp, schema: space },
    {
      get: ['getSpaceById', 'Get a space', { parameters: [...sp, param('shareKey')] }],
      delete: [
        'deleteSpaceById',
        'Delete a space',
        205,
        // spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces
        {
          description:
            'Soft-deletes the space; it can be restored within 7 days and is permanently removed after them.',
          // README › Cascades: `x-cascade` (docs/behaviour.md#what-a-delete-takes-with-it: everything under the space)
          cascade: {
            gone: [
              { read: 'getCommentInSpace', via: ['listCommentsInSpace'] },
              { read: 'getChangeRequestById', via: ['listChangeRequestsForSpace'] },
            ],
          },
        },
      ],
      patch: [
        'updateSpaceById',
        'Update a space',
        obj({ editMode: spaceEditMode, title: spaceTitle, defaultLevel: ref('NullableRole'), emoji: spaceEmoji }),
      ],
    },
  ),
  '/v1/spaces/{spaceId}/duplicate': {
    post: operation({
      id: 'duplicateSpace',
      section,
      summary: 'Duplicate a space',
      parameters: sp,
      success: { status: 201, schema: space },
      // README › Effects: `x-effect` (docs/behaviour.md#moves-transfers-and-copies: what a copy takes from its source)
      effect: {
        kind: 'duplicate',
        fresh: ['id'],
        copied: {
          fields: ['title', 'emoji', 'visibility', 'editMode', 'defaultLevel', 'organization', 'parent'],
          reading: 'reference',
        },
      },
    }),
  },
  '/v1/spaces/{spaceId}/restore': {
    post: operation({
      id: 'restoreSpace',
      section,
      summary: 'Restore a deleted space',
      // spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces (restore only within 7 days)
      description: 'Restores a space deleted within the last 7 days; after that the space is gone (404).',
      // contract: States and transitions › Space soft deletion — "deleted | POST restore | deleted within the last 7 days | active"
      requires: { state: 'deleted', after: 'deleteSpaceById' },
      // README › Effects: `x-effect` — active again, as it was before the delete (which sets `deletedAt`)
      effect: { kind: 'restore', except: ['deletedAt', 'updatedAt'] },
      parameters: sp,
      success: { status: 200, schema: space },
    }),
  },
  '/v1/spaces/{spaceId}/move': {
    post: operation({
      id: 'moveSpace',
      section,
      summary: 'Move a space to another parent collection or position',
      parameters: sp,
      body: obj({
        parent: moveParent(),
        position: {
          ...position('space', 'space'),
          description:
            'Where to place the space among its siblings; each anchor is `{type: "space", space: <space id>}`',
        },
      }),
      success: { status: 200, schema: space },
      // docs/behaviour.md#error-body-and-failure-statuses: space move 400, 404, 409
      errors: [409],
      // README › Effects: `x-effect` (docs/behaviour.md#moves-transfers-and-copies: the order among siblings)
      effect: moveIntoCollection('createSpace', [
        { operationId: 'listSpacesInCollectionById', under: 'parent', param: 'collectionId' },
      ]),
    }),
  },
  '/v1/spaces/{spaceId}/transfer': {
    post: operation({
      id: 'transferSpace',
      section,
      summary: 'Transfer a space to another organization',
      description: 'Moves the space to another organization, collection or both.',
      parameters: sp,
      body: obj({ organization: { type: 'string', description: 'The id of the target organization' } }, [
        'organization',
      ]),
      success: { status: 200, schema: space },
      // docs/behaviour.md#error-body-and-failure-statuses: 412 a precondition of a transfer fails
      errors: [412],
      // README › Conflicts: `x-conflicts` — to the organization it already belongs to
      conflicts: [{ kind: 'self', status: 412, field: 'organization', value: 'organization' }],
      // README › Effects: `x-effect` (docs/behaviour.md#roles-and-access-levels: the caller is admin of the target)
      effect: {
        kind: 'transfer',
        field: 'organization',
        targets: { operationId: 'listOrganizationsForAuthenticatedUser', where: { 'permissions.admin': true } },
      },
    }),
  },
  '/v1/spaces/{spaceId}/links': {
    get: operation({
      id: 'listLinksInSpace',
      section,
      summary: 'List the links in a space',
      parameters: [...sp, ...paginated, linkStatus],
      success: { status: 200, schema: ref('LinkListResponse') },
    }),
  },
};
