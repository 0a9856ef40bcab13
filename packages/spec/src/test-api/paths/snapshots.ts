/**
 * Test API tag Snapshots: named snapshots of one tenant and its reset to what it was seeded with (safe beside
 * other processes working in other tenants), and named snapshots of the whole server (every tenant, organization
 * and space, the global clock) with the reset to the state right after start-up (after migrations and the seed).
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
const tenantId = pathParameter('tenantId', 'The tenant id');
/** Said of every whole-server operation. */
const SERVER_WIDE =
  ' Server-wide: it also changes every other tenant, so a suite whose files run at once uses the tenant ' +
  'operations (`/__test/tenants/{tenantId}/…`) instead.';

export const paths: PathsObject = {
  '/__test/tenants/{tenantId}/reset': {
    post: testOperation({
      id: 'resetTenant',
      tag,
      summary: 'Bring one tenant back to what it was seeded with',
      description:
        'Its rows, tokens and clock as right after createTenant answered (the same ids and tokens); no other ' +
        'tenant and none of the server’s own data is touched, so other processes may work in their tenants meanwhile.',
      parameters: [tenantId],
      success: { status: 204 },
    }),
  },
  '/__test/tenants/{tenantId}/snapshots': {
    get: testOperation({
      id: 'listTenantSnapshots',
      tag,
      summary: 'List one tenant’s snapshots, oldest first',
      parameters: [tenantId],
      success: { status: 200, schema: { $ref: '#/components/schemas/SnapshotList' } },
    }),
    post: testOperation({
      id: 'createTenantSnapshot',
      tag,
      summary: 'Take a snapshot of one tenant',
      description:
        'Copies the tenant’s rows of every table (organizations, users, tokens, content, …) and its clock. 409 when ' +
        'the tenant has a snapshot of this name; names are per tenant.',
      parameters: [tenantId],
      body: { $ref: '#/components/schemas/CreateSnapshot' },
      success: { status: 201, schema: { $ref: '#/components/schemas/Snapshot' } },
      errors: [409],
    }),
  },
  '/__test/tenants/{tenantId}/snapshots/{name}': {
    delete: testOperation({
      id: 'deleteTenantSnapshot',
      tag,
      summary: 'Delete one of a tenant’s snapshots',
      parameters: [tenantId, snapshotName],
      success: { status: 204 },
    }),
  },
  '/__test/tenants/{tenantId}/snapshots/{name}/restore': {
    post: testOperation({
      id: 'restoreTenantSnapshot',
      tag,
      summary: 'Bring one tenant back to one of its snapshots',
      description:
        'The tenant’s rows and clock as they were when the snapshot was taken, in one transaction; other tenants and ' +
        'the server’s own data are not touched. Every instance on the database drops its caches.',
      parameters: [tenantId, snapshotName],
      success: { status: 204 },
    }),
  },
  '/__test/snapshots': {
    get: testOperation({
      id: 'listSnapshots',
      tag,
      summary: 'List the whole-server snapshots, oldest first',
      success: { status: 200, schema: { $ref: '#/components/schemas/SnapshotList' } },
    }),
    post: testOperation({
      id: 'createSnapshot',
      tag,
      summary: 'Take a snapshot of the whole server',
      description:
        'Copies the data of every tenant and of the server’s own organizations, with the global clock. ' +
        '409 when a snapshot has this name.' +
        SERVER_WIDE,
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
        'database drops its caches. A tenant being created meanwhile answers 409.' +
        SERVER_WIDE,
      parameters: [snapshotName],
      success: { status: 204 },
    }),
  },
  '/__test/reset': {
    post: testOperation({
      id: 'resetServer',
      tag,
      summary: 'Bring the whole server back to its state right after start-up',
      description:
        'As a restore of the snapshot taken at start-up, after the migrations and the seed; also this instance’s ' +
        'fault rules and request journal. A tenant being created meanwhile answers 409.' +
        SERVER_WIDE,
      success: { status: 204 },
    }),
  },
};
