/**
 * Test API tag Snapshots: named snapshots of the whole server (every tenant, organization and space, the global
 * clock) and the reset to the state right after start-up (after migrations and the seed).
 */
import type { PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { pathParameter, testOperation } from '../operation.js';

const tag = 'Snapshots';

const name: SchemaObject = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
  description: 'The name the snapshot is restored by (letters, digits, `.`, `_`, `-`)',
};

export const schemas: Record<string, SchemaObject> = {
  Snapshot: {
    type: 'object',
    required: ['name', 'createdAt'],
    properties: {
      name,
      createdAt: { type: 'string', format: 'date-time', description: 'When the snapshot was taken' },
    },
  },
  CreateSnapshot: { type: 'object', required: ['name'], additionalProperties: false, properties: { name } },
  SnapshotList: {
    allOf: [
      { $ref: '#/components/schemas/ListEnvelope' },
      {
        type: 'object',
        required: ['items', 'count'],
        properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Snapshot' } } },
      },
    ],
  },
};

const snapshotName = pathParameter('name', 'The name of a snapshot');

export const paths: PathsObject = {
  '/__test/snapshots': {
    get: testOperation({
      id: 'listSnapshots',
      tag,
      summary: 'List the snapshots, oldest first',
      success: { status: 200, schema: { $ref: '#/components/schemas/SnapshotList' } },
    }),
    post: testOperation({
      id: 'createSnapshot',
      tag,
      summary: 'Take a snapshot of the whole server',
      description:
        'Copies the data of every tenant and of the server’s own organizations, with the global clock. ' +
        '409 when a snapshot has this name.',
      body: { $ref: '#/components/schemas/CreateSnapshot' },
      success: { status: 201, schema: { $ref: '#/components/schemas/Snapshot' } },
      errors: [409],
    }),
  },
  '/__test/snapshots/{name}': {
    delete: testOperation({
      id: 'deleteSnapshot',
      tag,
      summary: 'Delete a snapshot',
      parameters: [snapshotName],
      success: { status: 204 },
    }),
  },
  '/__test/snapshots/{name}/restore': {
    post: testOperation({
      id: 'restoreSnapshot',
      tag,
      summary: 'Bring the whole server back to a snapshot',
      description:
        'Every tenant, organization, space and token is as it was when the snapshot was taken (a tenant created ' +
        'since is gone and its tokens answer 401); the global clock returns to its time then; every instance on the ' +
        'database drops its caches.',
      parameters: [snapshotName],
      success: { status: 204 },
    }),
  },
  '/__test/reset': {
    post: testOperation({
      id: 'resetServer',
      tag,
      summary: 'Bring the whole server back to its state right after start-up',
      description: 'As a restore of the snapshot taken at start-up, after the migrations and the seed.',
      success: { status: 204 },
    }),
  },
};
