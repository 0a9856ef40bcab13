/**
 * Test API tag Snapshots: named snapshots of one tenant and its reset to what it was seeded with (safe beside
 * other processes working in other tenants), and named snapshots of the whole server (every tenant, organization
 * and space, the global clock) with the reset to the state right after start-up (after migrations and the seed).
 */
import type { ParameterObject, PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { pathParameter, testOperation, type TestOperationSpec } from '../operation.js';

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

/** What one operation says of itself. */
type Said = Pick<TestOperationSpec, 'id' | 'summary' | 'description'>;

/** The snapshots of one scope (one tenant, or the whole server) and what each of its four operations says. */
interface SnapshotScope {
  /** Where the scope's snapshots are listed and taken. */
  path: string;
  /** The path parameters of `path`. */
  parameters: ParameterObject[];
  list: Said;
  create: Said;
  delete: Said;
  restore: Said;
}

/** A `$ref` to a component schema of the test API document. */
const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A scope's snapshot paths: listing and taking them, deleting one, restoring one (by `name`). */
const snapshotPaths = ({ path, parameters, ...said }: SnapshotScope): PathsObject => ({
  [path]: {
    get: testOperation({
      ...said.list,
      tag,
      parameters: [...parameters],
      success: { status: 200, schema: schemaRef('SnapshotList') },
    }),
    post: testOperation({
      ...said.create,
      tag,
      parameters: [...parameters],
      body: schemaRef('CreateSnapshot'),
      success: { status: 201, schema: schemaRef('Snapshot') },
      errors: [409],
    }),
  },
  [`${path}/{name}`]: {
    delete: testOperation({ ...said.delete, tag, parameters: [...parameters, snapshotName], success: { status: 204 } }),
  },
  [`${path}/{name}/restore`]: {
    post: testOperation({ ...said.restore, tag, parameters: [...parameters, snapshotName], success: { status: 204 } }),
  },
});

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
  ...snapshotPaths({
    path: '/__test/tenants/{tenantId}/snapshots',
    parameters: [tenantId],
    list: { id: 'listTenantSnapshots', summary: 'List one tenant’s snapshots, oldest first' },
    create: {
      id: 'createTenantSnapshot',
      summary: 'Take a snapshot of one tenant',
      description:
        'Copies the tenant’s rows of every table (organizations, users, tokens, content, …) and its clock. 409 when ' +
        'the tenant has a snapshot of this name; names are per tenant.',
    },
    delete: { id: 'deleteTenantSnapshot', summary: 'Delete one of a tenant’s snapshots' },
    restore: {
      id: 'restoreTenantSnapshot',
      summary: 'Bring one tenant back to one of its snapshots',
      description:
        'The tenant’s rows and clock as they were when the snapshot was taken, in one transaction; other tenants and ' +
        'the server’s own data are not touched. Every instance on the database drops its caches.',
    },
  }),
  ...snapshotPaths({
    path: '/__test/snapshots',
    parameters: [],
    list: { id: 'listSnapshots', summary: 'List the whole-server snapshots, oldest first' },
    create: {
      id: 'createSnapshot',
      summary: 'Take a snapshot of the whole server',
      description:
        'Copies the data of every tenant and of the server’s own organizations, with the global clock. ' +
        '409 when a snapshot has this name.' +
        SERVER_WIDE,
    },
    delete: { id: 'deleteSnapshot', summary: 'Delete a snapshot' },
    restore: {
      id: 'restoreSnapshot',
      summary: 'Bring the whole server back to a snapshot',
      description:
        'Every tenant, organization, space and token is as it was when the snapshot was taken (a tenant created ' +
        'since is gone and its tokens answer 401); the global clock returns to its time then; every instance on the ' +
        'database drops its caches. A tenant being created meanwhile answers 409.' +
        SERVER_WIDE,
    },
  }),
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
