import { describe, expect, it } from 'vitest';
import { errorMessage, useTestServer } from './helpers.js';

const t = useTestServer();

const DEFAULT_SCHEMA = {
  type: 'object',
  properties: { unsigned: { type: 'object', properties: {}, additionalProperties: false } },
  additionalProperties: false,
};

/** A valid visitor schema with the given signed and unsigned boolean claims. */
const visitorSchema = (claims: string[], unsignedClaims: string[] = []) => ({
  type: 'object',
  properties: {
    ...Object.fromEntries(
      claims.map((name) => [name, { type: 'boolean', description: `Whether the visitor is ${name}` }]),
    ),
    unsigned: {
      type: 'object',
      properties: Object.fromEntries(unsignedClaims.map((name) => [name, { type: 'boolean' }])),
      additionalProperties: false,
    },
  },
  additionalProperties: false,
});

async function createSite(): Promise<string> {
  const res = await t.admin.post(`/v1/orgs/${t.orgId}/sites`, { title: 'Adaptive site' });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}
const schemaUrl = (siteId: string) => `/v1/orgs/${t.orgId}/sites/${siteId}/adaptive-schema`;
const conditionsUrl = (siteId: string) => `${schemaUrl(siteId)}/template-conditions`;

describe('GET /v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema', () => {
  it('answers the default schema, as of the site’s creation, until one is set', async () => {
    const siteId = await createSite();
    const site = (await t.admin.get(`/v1/orgs/${t.orgId}/sites/${siteId}`)).body;
    const res = await t.reader.get(schemaUrl(siteId));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ object: 'site-adaptive-schema', jsonSchema: DEFAULT_SCHEMA, updatedAt: site.createdAt });
  });

  it('answers 404 outside the organization or for an unknown site, 401 without a token', async () => {
    const siteId = await createSite();
    expect((await t.outsider.get(schemaUrl(siteId))).status).toBe(404);
    expect((await t.admin.get(schemaUrl('nope'))).status).toBe(404);
    expect((await t.admin.get(schemaUrl(siteId), { token: null })).status).toBe(401);
  });
});

describe('PUT /v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema', () => {
  it('stores a schema of boolean claims with an unsigned part and answers it with updatedAt', async () => {
    const siteId = await createSite();
    const jsonSchema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      ...visitorSchema(['isBetaUser'], ['plan']),
      required: ['isBetaUser'],
    };
    const before = Date.now();
    const res = await t.admin.put(schemaUrl(siteId), { jsonSchema });
    expect(res.status, res.text).toBe(200);
    expect(res.body.object).toBe('site-adaptive-schema');
    expect(res.body.jsonSchema).toEqual(jsonSchema);
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await t.reader.get(schemaUrl(siteId))).body).toEqual(res.body);
  });

  it('accepts a schema without an unsigned part', async () => {
    const siteId = await createSite();
    const jsonSchema = { type: 'object', properties: { isStaff: { type: 'boolean' } }, additionalProperties: false };
    expect((await t.admin.put(schemaUrl(siteId), { jsonSchema })).status).toBe(200);
  });

  it('answers a schema given without properties with properties {}, the same schema', async () => {
    const siteId = await createSite();
    const res = await t.admin.put(schemaUrl(siteId), { jsonSchema: { type: 'object', additionalProperties: false } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.jsonSchema).toEqual({ type: 'object', additionalProperties: false, properties: {} });
    expect((await t.reader.get(schemaUrl(siteId))).body.jsonSchema).toEqual(res.body.jsonSchema);
  });

  const rejected: [string, unknown][] = [
    ['a non-boolean claim', { ...visitorSchema([]), properties: { role: { type: 'string' } } }],
    ['a claim without a type', { ...visitorSchema([]), properties: { isBeta: {} } }],
    [
      'a non-boolean unsigned claim',
      {
        ...visitorSchema([]),
        properties: {
          unsigned: { type: 'object', properties: { n: { type: 'number' } }, additionalProperties: false },
        },
      },
    ],
    ['additional properties allowed', { ...visitorSchema(['a']), additionalProperties: true }],
    ['additionalProperties left out', { type: 'object', properties: { a: { type: 'boolean' } } }],
    [
      'additional unsigned properties allowed',
      {
        ...visitorSchema([]),
        properties: { unsigned: { type: 'object', properties: {}, additionalProperties: true } },
      },
    ],
    [
      'unsigned without additionalProperties',
      { ...visitorSchema([]), properties: { unsigned: { type: 'object', properties: {} } } },
    ],
    ['unsigned that is not an object', { ...visitorSchema([]), properties: { unsigned: { type: 'boolean' } } }],
    ['a visitor that is not an object', { ...visitorSchema([]), type: 'array' }],
    ['no type at all', { properties: {}, additionalProperties: false }],
    ['a draft-07 keyword of the wrong type', { ...visitorSchema(['a']), required: 'a' }],
    ['a negative minProperties', { ...visitorSchema(['a']), minProperties: -1 }],
    ['another draft as $schema', { ...visitorSchema(['a']), $schema: 'https://json-schema.org/draft/2020-12/schema' }],
    ['a dangling $ref', { ...visitorSchema(['a']), allOf: [{ $ref: '#/definitions/missing' }] }],
    ['a string', 'object'],
  ];
  it.each(rejected)('answers 400 for %s and keeps the stored schema', async (_case, jsonSchema) => {
    const siteId = await createSite();
    const stored = visitorSchema(['kept']);
    expect((await t.admin.put(schemaUrl(siteId), { jsonSchema: stored })).status).toBe(200);
    const res = await t.admin.put(schemaUrl(siteId), { jsonSchema });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/jsonSchema/);
    expect((await t.admin.get(schemaUrl(siteId))).body.jsonSchema).toEqual(stored);
  });

  it('answers 400 without a jsonSchema', async () => {
    const siteId = await createSite();
    expect((await t.admin.put(schemaUrl(siteId), {})).status).toBe(400);
  });

  it('needs the admin role (403) and membership (404)', async () => {
    const siteId = await createSite();
    const body = { jsonSchema: visitorSchema(['a']) };
    expect((await t.reader.put(schemaUrl(siteId), body)).status).toBe(403);
    expect((await t.outsider.put(schemaUrl(siteId), body)).status).toBe(404);
    expect((await t.admin.put(schemaUrl('nope'), body)).status).toBe(404);
    expect((await t.admin.get(schemaUrl(siteId))).body.jsonSchema).toEqual(DEFAULT_SCHEMA);
  });

  it('ends with exactly one of 20 concurrent replacements', async () => {
    const siteId = await createSite();
    const schemas = Array.from({ length: 20 }, (_, i) => visitorSchema([`claim${i}`]));
    const results = await Promise.all(schemas.map((jsonSchema) => t.admin.put(schemaUrl(siteId), { jsonSchema })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(schemas).toContainEqual((await t.admin.get(schemaUrl(siteId))).body.jsonSchema);
  });
});

describe('GET /v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema/template-conditions', () => {
  it('answers no conditions for the default schema', async () => {
    const siteId = await createSite();
    expect((await t.reader.get(conditionsUrl(siteId))).body).toEqual({ items: [] });
  });

  it('answers one condition per claim, signed then unsigned, in name order, quoting names that are not identifiers', async () => {
    const siteId = await createSite();
    expect(
      (
        await t.admin.put(schemaUrl(siteId), {
          jsonSchema: visitorSchema(['isBetaUser', 'is-staff'], ['region', 'plan']),
        })
      ).status,
    ).toBe(200);
    const res = await t.reader.get(conditionsUrl(siteId));
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { description: 'Visitor claim is-staff is true', condition: 'visitor.claims["is-staff"] === true' },
      { description: 'Visitor claim isBetaUser is true', condition: 'visitor.claims.isBetaUser === true' },
      { description: 'Unsigned visitor claim plan is true', condition: 'visitor.claims.unsigned.plan === true' },
      { description: 'Unsigned visitor claim region is true', condition: 'visitor.claims.unsigned.region === true' },
    ]);
  });

  it('answers 404 outside the organization or for an unknown site', async () => {
    const siteId = await createSite();
    expect((await t.outsider.get(conditionsUrl(siteId))).status).toBe(404);
    expect((await t.admin.get(conditionsUrl('nope'))).status).toBe(404);
  });
});
