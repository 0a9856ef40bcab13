/**
 * TestApiClient against a reference server in this process (no Docker): the helpers the started container offers
 * are this client, so the routes, bodies and scoping are checked here in every test run.
 */
import { startDocsApi, type DocsApi } from '@docs-api/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApiClient, TestApiError, type SeedDocument, type TenantFixtures } from '../src/index.js';

const TOKEN = 'test-api-token-of-this-file';
const DAY = 86_400;

let server: DocsApi;
let api: TestApiClient;

beforeAll(async () => {
  server = await startDocsApi({ testApiToken: TOKEN });
  api = new TestApiClient(server.url, TOKEN);
});
afterAll(async () => {
  await server.stop();
});

const get = (fixtures: { baseUrl: string }, token: string, path: string) =>
  fetch(`${fixtures.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });

const spaceTitles = async (tenant: TenantFixtures): Promise<string[]> => {
  const response = await get(tenant, tenant.tokens.admin, `/v1/orgs/${tenant.organizationId}/spaces`);
  const { items } = (await response.json()) as { items: { title: string }[] };
  return items.map((space) => space.title).sort();
};

describe('TestApiClient.createTenant and removeTenant', () => {
  it('answers a demo tenant whose admin lists its three spaces at the client’s base URL', async () => {
    const tenant = await api.createTenant();
    expect(tenant.baseUrl).toBe(server.url);
    expect(await spaceTitles(tenant)).toEqual(['API Reference', 'Getting Started', 'Handbook']);
    await api.removeTenant(tenant);
    expect((await get(tenant, tenant.tokens.admin, '/v1/orgs')).status).toBe(401);
  });

  it('seeds a tenant from a seed document: a token per user by name', async () => {
    const seed: SeedDocument = {
      users: { ada: { displayName: 'Ada Lovelace', email: 'ada@acme.test' } },
      organizations: { acme: { title: 'Acme', members: { ada: 'admin' }, spaces: { notes: { title: 'Notes' } } } },
    };
    const tenant = await api.createTenant({ seed });
    const acme = tenant.organizations['acme'] ?? '';
    const response = await get(tenant, tenant.tokens['ada'] ?? '', `/v1/orgs/${acme}/spaces`);
    const { items } = (await response.json()) as { items: { id: string; title: string }[] };
    expect(items.map((space) => [space.id, space.title])).toEqual([[tenant.spaces['acme']?.['notes'], 'Notes']]);
    await api.removeTenant(tenant);
  });

  it('throws TestApiError naming the route and the missing token', async () => {
    const withoutToken = new TestApiClient(server.url);
    const refused = await withoutToken.createTenant().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TestApiError);
    expect((refused as TestApiError).status).toBe(401);
    expect((refused as TestApiError).message).toMatch(
      /^POST \/__test\/tenants answered 401: .*asks for the test API token/,
    );
  });
});

describe('TestApiClient clocks', () => {
  it('moves a tenant’s clock by a step and to a time, never backward, and leaves the server’s clock alone', async () => {
    const tenant = await api.createTenant({ seed: 'empty' });
    const clock = api.forTenant(tenant).clock;
    const start = await clock.get();
    const serverStart = await api.clock.get();
    expect((await clock.advance(2 * DAY)).getTime() - start.getTime()).toBeGreaterThanOrEqual(2 * DAY * 1000);
    const later = new Date(start.getTime() + 10 * DAY * 1000);
    expect((await clock.set(later)).getTime()).toBeGreaterThanOrEqual(later.getTime());
    await expect(clock.set(start)).rejects.toMatchObject({ status: 409 });
    expect((await api.clock.get()).getTime() - serverStart.getTime()).toBeLessThan(DAY * 1000);
    await api.removeTenant(tenant);
  });

  it('moves the server’s clock to a later time and refuses an earlier one', async () => {
    const now = await api.clock.get();
    const target = new Date(now.getTime() + 3_600_000);
    expect((await api.clock.set(target)).getTime()).toBeGreaterThanOrEqual(target.getTime());
    await expect(api.clock.set(now)).rejects.toThrow(/never moves backward/);
  });
});

describe('TestApiClient faults and journal in a tenant’s scope', () => {
  it('answers a tenant’s fault rule to that tenant only, then clears it', async () => {
    const [tenant, other] = [await api.createTenant(), await api.createTenant()];
    const path = `/v1/orgs/${tenant.organizationId}`;
    const rule = await api.forTenant(tenant).faults.add({ path: '/v1/orgs/*', status: 503 });
    expect(rule.tenantId).toBe(tenant.tenantId);
    expect((await get(tenant, tenant.tokens.admin, path)).status).toBe(503);
    expect((await get(other, other.tokens.admin, `/v1/orgs/${other.organizationId}`)).status).toBe(200);
    expect((await api.forTenant(tenant).faults.list()).map((r) => [r.id, r.fired])).toEqual([[rule.id, 1]]);
    expect(await api.forTenant(other).faults.list()).toEqual([]);
    await api.forTenant(tenant).faults.clear();
    expect((await get(tenant, tenant.tokens.admin, path)).status).toBe(200);
    await Promise.all([api.removeTenant(tenant), api.removeTenant(other)]);
  });

  it('lists a tenant’s requests newest first, and clears them', async () => {
    const tenant = await api.createTenant();
    const journal = api.forTenant(tenant).journal;
    await get(tenant, tenant.tokens.admin, `/v1/orgs/${tenant.organizationId}`);
    await get(tenant, tenant.tokens.admin, `/v1/orgs/${tenant.organizationId}/spaces`);
    const entries = await journal.list();
    expect(entries.map((entry) => [entry.operationId, entry.status, entry.tenantId])).toEqual([
      ['listSpacesInOrganizationById', 200, tenant.tenantId],
      ['getOrganizationById', 200, tenant.tenantId],
    ]);
    expect(await journal.list({ operationId: 'getOrganizationById' })).toHaveLength(1);
    await journal.clear();
    expect(await journal.list()).toEqual([]);
    await api.removeTenant(tenant);
  });
});
