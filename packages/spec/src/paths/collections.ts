/** spec tag Collections (`@ORG/collections`, `@COL`). */
import type { PathsObject } from 'openapi3-ts/oas31';
import { collectionPath, itemPath, obj, operation, param, query, ref } from '../builders.js';
import { filter } from '../filters.js';
import { paginated } from '../parameters.js';
import { position } from '../schemas/common.js';
import { collectionDescription, collectionTitle } from '../schemas/spaces.js';
import { withRefers } from '../refers.js';
import { moveIntoCollection, moveParent } from './common.js';

const section = 'Collections';
const org = [param('pathOrganizationId')];
const col = [param('pathCollectionId')];
const collection = ref('Collection');

// spec: moveCollection position "as for spaces": anchors are `{type: 'collection', collection: <id>}`
const collectionPosition = {
  ...position('collection', 'collection'),
  description:
    'Where to place the collection among its siblings; like the space move position, with each anchor `{type: "collection", collection: <collection id>}`',
};

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/collections': collectionPath(
    { section, parameters: org, schema: collection },
    {
      get: [
        'listCollectionsInOrganizationById',
        'List the collections of an organization',
        [
          ...org,
          ...paginated,
          query(
            'nested',
            { type: 'boolean', default: true },
            'When true, nested collections are listed too',
            filter({ op: 'top-level-when-false', field: 'parent' }),
          ),
        ],
      ],
      post: [
        'createCollection',
        'Create a collection',
        obj({
          title: collectionTitle,
          // README › References: `x-refers`
          parent: withRefers(
            { type: 'string', description: 'The id of the parent collection' },
            { param: 'collectionId' },
          ),
        }),
        { bodyRequired: false },
      ],
    },
  ),
  '/v1/collections/{collectionId}': itemPath(
    { section, parameters: col, schema: collection },
    {
      get: ['getCollectionById', 'Get a collection'],
      delete: ['deleteCollectionById', 'Delete a collection', 205],
      patch: [
        'updateCollectionById',
        'Update a collection',
        obj({ title: collectionTitle, description: collectionDescription, defaultLevel: ref('NullableRole') }),
      ],
    },
  ),
  '/v1/collections/{collectionId}/spaces': collectionPath(
    { section, parameters: col, schema: ref('Space') },
    { get: ['listSpacesInCollectionById', 'List the spaces of a collection', [...col, ...paginated]] },
  ),
  '/v1/collections/{collectionId}/move': {
    post: operation({
      id: 'moveCollection',
      section,
      summary: 'Move a collection to another parent collection or position',
      description: 'Moving a collection into itself or one of its descendants is a 409.',
      parameters: col,
      body: obj({
        parent: moveParent(),
        position: collectionPosition,
      }),
      success: { status: 200, schema: collection },
      // docs/behaviour.md#error-body-and-failure-statuses: collection move 400, 404, 409
      errors: [409],
      // README › Conflicts: `x-conflicts` — moved into itself
      conflicts: [{ kind: 'self', status: 409, field: 'parent', value: 'id' }],
      // README › Effects: `x-effect` — the order among siblings shows at the top level only (`nested=false`)
      effect: moveIntoCollection('createCollection', [
        {
          operationId: 'listCollectionsInOrganizationById',
          under: 'top',
          param: 'organizationId',
          query: { nested: false },
        },
      ]),
    }),
  },
  '/v1/collections/{collectionId}/transfer': {
    post: operation({
      id: 'transferCollection',
      section,
      summary: 'Transfer a collection to another organization',
      parameters: col,
      body: obj({ organization: { type: 'string', description: 'The id of the target organization' } }, [
        'organization',
      ]),
      success: { status: 200, schema: collection },
      // docs/behaviour.md#error-body-and-failure-statuses: collection transfer 404, 409, 412
      errors: [409, 412],
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
};
