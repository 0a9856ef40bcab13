import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, startDocsApi, type DocsApi } from '../src/testing.js';
import { client } from './helpers.js';

describe('startDocsApi()', () => {
  let api: DocsApi;
  beforeAll(async () => {
    api = await startDocsApi();
  });
  afterAll(async () => {
    await api.stop();
  });

  it('serves the API in memory on a free port with the test API on', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await client(api).get('/healthz')).body).toEqual({ status: 'ok', database: 'pglite' });
    expect((await client(api).get('/__test/openapi.json')).status).toBe(200);
  });

  it('gives each call of tenant() a fresh tenant whose callers see only their own organizations', async () => {
    const [first, second] = [await api.tenant(), await api.tenant('empty')];
    expect(first.tenantId).not.toBe(second.tenantId);
    expect(first.baseUrl).toBe(api.url);
    const orgsOf = async (token: string) =>
      ((await client(api, token).get('/v1/orgs')).body.items as { id: string }[]).map((o) => o.id);
    // Each admin administers its tenant's organization and a second one of the same tenant (a transfer target).
    const [ofFirst, ofSecond] = [await orgsOf(first.tokens.admin), await orgsOf(second.tokens.admin)];
    expect(ofFirst).toContain(first.organizationId);
    expect(ofSecond).toContain(second.organizationId);
    expect([ofFirst.length, ofSecond.length]).toEqual([2, 2]);
    expect(ofFirst.filter((id) => ofSecond.includes(id))).toEqual([]);
    expect((await client(api, second.tokens.admin).get(`/v1/orgs/${second.organizationId}/spaces`)).body.count).toBe(0);
  });

  it('seeds a tenant from a seed document: a token per user by name, the named organizations readable', async () => {
    const world = await api.tenant({
      users: { ada: { displayName: 'Ada Lovelace', email: 'ada@acme.test' } },
      organizations: {
        acme: { title: 'Acme Docs', members: { ada: 'admin' }, spaces: { handbook: { title: 'Handbook' } } },
      },
    });
    const acme = world.organizations['acme'] ?? '';
    const spaces = await client(api, world.tokens['ada']).get(`/v1/orgs/${acme}/spaces`);
    expect(spaces.body.items.map((space: { title: string }) => space.title)).toEqual(['Handbook']);
    expect(world.tenantId).toMatch(/\S/);
  });

  it('creates tenants from another process through createTenant(url), and names the failure otherwise', async () => {
    const fixtures = await createTenant(api.url);
    expect((await client(api, fixtures.tokens.reader).get(`/v1/orgs/${fixtures.organizationId}`)).status).toBe(200);
    await expect(createTenant(api.url, { seed: 'full' as never })).rejects.toThrow(/answered 400: body\.seed/);
  });
});
