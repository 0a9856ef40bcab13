/**
 * Test API tag Tenants: isolated sets of organizations and users created on demand, each with the fixtures of
 * fixtures.json (its callers' tokens) and a clock of its own (paths/clock.ts).
 */
import type { PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { pathParameter, queryParameter, testOperation } from '../operation.js';

const tag = 'Tenants';

/**
 * The seed file's JSON Schema, relative to this document: served at /__test/seed.schema.json beside
 * /__test/openapi.json (the server builds it from the contract; `@docs-api/server/schema/seed.schema.json`).
 */
export const SEED_SCHEMA_REF = 'seed.schema.json';
const tenantId = pathParameter('tenantId', 'The tenant id');

export const schemas: Record<string, SchemaObject> = {
  CreateTenant: {
    type: 'object',
    additionalProperties: false,
    properties: {
      seed: {
        description:
          'The data the tenant starts with: `demo` (the demo organizations, members, teams, collections and spaces; the default), ' +
          '`empty` (the organizations and their members only) or a seed document (the JSON Schema served at ' +
          '`/__test/seed.schema.json`, docs/stand-in.md › Seed files)',
        anyOf: [{ type: 'string', enum: ['demo', 'empty'] }, { $ref: SEED_SCHEMA_REF }],
      },
      mutants: {
        type: 'array',
        uniqueItems: true,
        maxItems: 50,
        items: { type: 'string', minLength: 1 },
        description:
          'Behaviour mutants (ids of `GET /__test/mutants`) that act on this tenant’s /v1 requests only: each changes ' +
          'one observable behaviour of one operation or field (README › Mutation score). An unknown id answers 400',
      },
    },
  },
  TenantFixtures: {
    type: 'object',
    description: 'The fixtures of the tenant, in the shape of the conformance suite’s fixtures.json, and its id',
    required: ['tenantId', 'baseUrl', 'organizationId', 'otherOrganizationId', 'tokens'],
    properties: {
      tenantId: { type: 'string' },
      baseUrl: { type: 'string', format: 'uri' },
      organizationId: { type: 'string', description: 'The organization of the admin and the reader' },
      otherOrganizationId: { type: 'string', description: 'The outsider’s organization, of the same tenant' },
      tokens: {
        type: 'object',
        required: ['admin', 'reader', 'outsider'],
        properties: {
          admin: { type: 'string' },
          reader: { type: 'string' },
          outsider: { type: 'string' },
        },
        additionalProperties: { type: 'string' },
      },
    },
  },
  SeedTenantFixtures: {
    type: 'object',
    description:
      'The fixtures of a tenant seeded from a seed document (docs/stand-in.md › Seed files): a token per user by the ' +
      'name in the document, `admin`/`reader`/`outsider` and the organization ids where its `fixtures` names them, ' +
      'and the ids of every named object: organizations, users, collections, spaces, change requests (with their ' +
      'numbers) and pages',
    required: [
      'tenantId',
      'baseUrl',
      'tokens',
      'organizations',
      'users',
      'spaces',
      'collections',
      'changeRequests',
      'pages',
    ],
    properties: {
      tenantId: { type: 'string' },
      baseUrl: { type: 'string', format: 'uri' },
      organizationId: { type: 'string' },
      otherOrganizationId: { type: 'string' },
      tokens: { type: 'object', additionalProperties: { type: 'string' } },
      organizations: { type: 'object', additionalProperties: { type: 'string' } },
      users: { type: 'object', additionalProperties: { type: 'string' } },
      spaces: {
        type: 'object',
        description: 'Organization name → space name → space id',
        additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
      },
      collections: {
        type: 'object',
        description:
          'Organization name → collection name (a nested one: its parents’ names and its own, joined by `/`) → id',
        additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
      },
      changeRequests: {
        type: 'object',
        description: 'Organization name → space name → the space’s change requests in the order of the document',
        additionalProperties: {
          type: 'object',
          additionalProperties: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'number', 'subject'],
              properties: {
                id: { type: 'string' },
                number: { type: 'integer', minimum: 1 },
                subject: { type: 'string' },
              },
            },
          },
        },
      },
      pages: {
        type: 'object',
        description:
          'Organization name → space name → page path (slugs joined by `/`) → page id, in the space’s content once seeded',
        additionalProperties: {
          type: 'object',
          additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    },
  },
  Tenant: {
    type: 'object',
    required: ['object', 'id', 'createdAt', 'seed', 'now', 'organizations'],
    properties: {
      object: { type: 'string', const: 'tenant' },
      id: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      seed: { type: 'string', enum: ['demo', 'empty', 'document'] },
      now: { type: 'string', format: 'date-time', description: 'The tenant clock’s current time' },
      organizations: { type: 'array', items: { type: 'string' }, description: 'The ids of its organizations' },
    },
  },
};

export const paths: PathsObject = {
  '/__test/tenants': {
    get: testOperation({
      id: 'listTenants',
      tag,
      summary: 'List the tenants, oldest first',
      parameters: [
        queryParameter('page', { type: 'string', minLength: 1 }, 'The cursor from `next.page` of the previous page'),
        queryParameter('limit', { type: 'integer', minimum: 0, maximum: 1000 }, 'Maximum number of items in the page'),
      ],
      success: {
        status: 200,
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ListEnvelope' },
            {
              type: 'object',
              required: ['items'],
              properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Tenant' } } },
            },
          ],
        },
      },
    }),
    post: testOperation({
      id: 'createTenant',
      tag,
      summary: 'Create a tenant and answer its fixtures',
      description:
        'No body, or no `seed`, means `demo`. Every caller of the fixtures gets a new API token. The tenant’s state ' +
        'right after seeding is what `POST /__test/tenants/{tenantId}/reset` returns to. 409 when a server-wide ' +
        'reset or snapshot restore removed the tenant while it was being created (create it again).',
      errors: [409],
      body: { $ref: '#/components/schemas/CreateTenant' },
      bodyRequired: false,
      success: {
        status: 201,
        schema: {
          anyOf: [{ $ref: '#/components/schemas/TenantFixtures' }, { $ref: '#/components/schemas/SeedTenantFixtures' }],
        },
        description: 'The tenant’s fixtures: TenantFixtures for `demo` and `empty`, SeedTenantFixtures for a document',
      },
    }),
  },
  '/__test/tenants/{tenantId}': {
    get: testOperation({
      id: 'getTenant',
      tag,
      summary: 'Get a tenant',
      parameters: [tenantId],
      success: { status: 200, schema: { $ref: '#/components/schemas/Tenant' } },
    }),
    delete: testOperation({
      id: 'deleteTenant',
      tag,
      summary: 'Remove a tenant and everything of it',
      description:
        'Its organizations, users and everything in them; its tokens answer 401 from then on, on every instance. ' +
        'Its snapshots go too, and on this instance the fault rules naming it and its request journal entries.',
      parameters: [tenantId],
      success: { status: 204 },
    }),
  },
  '/__test/seed.schema.json': {
    get: testOperation({
      id: 'getSeedSchema',
      tag,
      summary: 'The JSON Schema of seed documents',
      description:
        'What `seed` of createTenant and `serve --seed <file>` take (docs/stand-in.md › Seed files), built from the ' +
        'contract: its enums and limits are the API’s.',
      success: { status: 200, schema: { type: 'object' }, description: 'A JSON Schema (draft 2020-12)' },
    }),
  },
};
