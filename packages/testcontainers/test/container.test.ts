/**
 * DocsApiContainer on the server image (DOCS_API_IMAGE, built locally): one container with the demo seeded and
 * the test API on, shared by the tests of this file; the tests of the test API each make a tenant of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocsApiContainer, type DemoFixtures, type StartedDocsApiContainer } from '../src/index.js';
import { serverImage, serverSkipped } from './images.js';

const DAY = 86_400;

const get = (baseUrl: string, token: string, path: string) =>
  fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });

describe.skipIf(serverSkipped !== undefined)('DocsApiContainer: the demo, with the test API on', () => {
  let api: StartedDocsApiContainer<DemoFixtures>;

  beforeAll(async () => {
    api = await new DocsApiContainer(serverImage).withTestApiToken().start();
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('answers /readyz at getBaseUrl and lists the demo spaces to the admin of its fixtures', async () => {
    expect((await fetch(`${api.getBaseUrl()}/readyz`)).status).toBe(200);
    const fixtures = await api.getFixtures();
    expect(fixtures.baseUrl).toBe(api.getBaseUrl());
    const response = await get(api.getBaseUrl(), fixtures.tokens.admin, `/v1/orgs/${fixtures.organizationId}/spaces`);
    const { items } = (await response.json()) as { items: { title: string }[] };
    expect(items.map((space) => space.title).sort()).toEqual(['API Reference', 'Getting Started', 'Handbook']);
  });

  it('makes a tenant whose admin token reads its organization, and no other', async () => {
    const tenant = await api.createTenant();
    expect(tenant.baseUrl).toBe(api.getBaseUrl());
    const own = await get(tenant.baseUrl, tenant.tokens.admin, `/v1/orgs/${tenant.organizationId}`);
    expect(own.status).toBe(200);
    expect(((await own.json()) as { id: string }).id).toBe(tenant.organizationId);
    const demo = await api.getFixtures();
    expect((await get(tenant.baseUrl, tenant.tokens.admin, `/v1/orgs/${demo.organizationId}`)).status).toBe(404);
  });

  it('moves the tenant’s clock and the server’s forward', async () => {
    const tenant = await api.createTenant({ seed: 'empty' });
    const clock = api.forTenant(tenant).clock;
    const before = await clock.get();
    const after = await clock.advance(8 * DAY);
    expect(after.getTime() - before.getTime()).toBeGreaterThanOrEqual(8 * DAY * 1000);
    const server = await api.clock.get();
    expect((await api.clock.advance(60)).getTime() - server.getTime()).toBeGreaterThanOrEqual(60_000);
  });

  it('answers a fault rule’s 503 on its path until the rule is cleared', async () => {
    const tenant = await api.createTenant();
    const path = `/v1/orgs/${tenant.organizationId}/spaces`;
    const faults = api.forTenant(tenant).faults;
    await faults.add({ path: '/v1/orgs/*/spaces', method: 'GET', status: 503, retryAfter: 2 });
    const faulted = await get(tenant.baseUrl, tenant.tokens.admin, path);
    expect([faulted.status, faulted.headers.get('retry-after')]).toEqual([503, '2']);
    await faults.clear();
    expect(await faults.list()).toEqual([]);
    expect((await get(tenant.baseUrl, tenant.tokens.admin, path)).status).toBe(200);
  });

  it('shows a request in the journal, with its operation and status', async () => {
    const tenant = await api.createTenant();
    await get(tenant.baseUrl, tenant.tokens.reader, `/v1/orgs/${tenant.organizationId}`);
    const [entry] = await api.forTenant(tenant).journal.list();
    expect(entry).toMatchObject({
      method: 'GET',
      path: `/v1/orgs/${tenant.organizationId}`,
      operationId: 'getOrganizationById',
      status: 200,
      tenantId: tenant.tenantId,
    });
    expect((await api.journal.list({ operationId: 'getOrganizationById' })).map((e) => e.id)).toContain(entry?.id);
  });
});
