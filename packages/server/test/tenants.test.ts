import { describe, expect, it } from 'vitest';
import { client, errorMessage, useTestServer, type Client } from './helpers.js';

const t = useTestServer({ testClock: false, testApi: true });

interface TenantFixtures {
  tenantId: string;
  baseUrl: string;
  organizationId: string;
  otherOrganizationId: string;
  tokens: { admin: string; reader: string; outsider: string };
}

/** A new tenant's fixtures and its callers. */
async function newTenant(body?: unknown) {
  const res = await client(t.server).post('/__test/tenants', body);
  expect(res.status, res.text).toBe(201);
  const fixtures = res.body as TenantFixtures;
  return {
    fixtures,
    admin: client(t.server, fixtures.tokens.admin),
    reader: client(t.server, fixtures.tokens.reader),
    outsider: client(t.server, fixtures.tokens.outsider),
  };
}

const titles = async (api: Client, path: string): Promise<string[]> =>
  ((await api.get(path, { query: { limit: 1000 } })).body.items as { title: string }[]).map((i) => i.title).sort();

const rolesOf = async (api: Client, organizationId: string): Promise<string[]> =>
  ((await api.get(`/v1/orgs/${organizationId}/members`)).body.items as { role: string }[]).map((m) => m.role).sort();

describe('POST /__test/tenants', () => {
  it('answers 201 with the fixtures of a fresh demo organization, its callers and spare members', async () => {
    const { fixtures, admin, reader, outsider } = await newTenant({ seed: 'demo' });
    expect(fixtures).toMatchObject({ baseUrl: t.server.url, tokens: expect.any(Object) });
    expect(fixtures.organizationId).not.toBe(t.orgId);
    const own = (await admin.get('/v1/orgs')).body.items as { id: string; title: string }[];
    expect(own.map((o) => o.id)).toContain(fixtures.organizationId);
    expect(own.map((o) => o.title).sort()).toEqual(['Acme Docs', 'Acme Labs']);
    expect(await titles(admin, `/v1/orgs/${fixtures.organizationId}/spaces`)).toEqual([
      'API Reference',
      'Getting Started',
      'Handbook',
    ]);
    expect(await rolesOf(admin, fixtures.organizationId)).toEqual([
      'admin',
      'comment',
      'create',
      'edit',
      'read',
      'review',
    ]);
    expect((await reader.get(`/v1/orgs/${fixtures.organizationId}`)).status).toBe(200);
    expect((await reader.post(`/v1/orgs/${fixtures.organizationId}/spaces`, { title: 'No' })).status).toBe(403);
    expect(((await outsider.get('/v1/orgs')).body.items as { id: string }[]).map((o) => o.id)).toEqual([
      fixtures.otherOrganizationId,
    ]);
    expect((await outsider.get(`/v1/orgs/${fixtures.organizationId}`)).status).toBe(404);
  });

  it('makes a demo tenant without a body, and an empty one with the organizations and members only', async () => {
    const plain = await client(t.server).request('POST', '/__test/tenants');
    expect(plain.status).toBe(201);
    expect(
      await titles(client(t.server, plain.body.tokens.admin), `/v1/orgs/${plain.body.organizationId}/spaces`),
    ).toHaveLength(3);
    const { fixtures, admin } = await newTenant({ seed: 'empty' });
    expect(await titles(admin, `/v1/orgs/${fixtures.organizationId}/spaces`)).toEqual([]);
    expect(await titles(admin, `/v1/orgs/${fixtures.organizationId}/teams`)).toEqual([]);
    expect(await rolesOf(admin, fixtures.organizationId)).toEqual([
      'admin',
      'comment',
      'create',
      'edit',
      'read',
      'review',
    ]);
  });

  it.each([
    [{ seed: 'full' }, 'body.seed'],
    [{ seed: 42 }, 'body.seed'],
    [{ extra: true }, 'extra'],
  ])('answers 400 with the error body to %j', async (body, named) => {
    const res = await client(t.server).post('/__test/tenants', body);
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toContain(named);
  });

  it('answers 400 naming the path under body.seed to a seed document that is not one', async () => {
    const res = await client(t.server).post('/__test/tenants', { seed: { organizations: [] } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/body\.seed/);
  });
});

describe('tenant isolation', () => {
  it('keeps two tenants’ lists, counts, change request numbers and email domains apart', async () => {
    const [a, b] = [await newTenant(), await newTenant()];
    const spacesOf = (x: typeof a) => `/v1/orgs/${x.fixtures.organizationId}/spaces`;
    const created = await a.admin.post(spacesOf(a), { title: 'Only in A' });
    expect(created.status).toBe(201);
    expect((await a.admin.get(spacesOf(a))).body.count).toBe(4);
    expect((await b.admin.get(spacesOf(b))).body.count).toBe(3);
    expect(await titles(b.admin, spacesOf(b))).not.toContain('Only in A');
    expect((await b.admin.get(`/v1/spaces/${created.body.id}`)).status).toBe(404);
    expect((await b.admin.get(spacesOf(a))).status).toBe(404);
    expect((await t.admin.get(spacesOf(b))).status).toBe(404);

    const numberIn = async (x: typeof a) => {
      const handbook = (await x.admin.get(spacesOf(x), { query: { limit: 1000 } })).body.items.find(
        (s: { title: string }) => s.title === 'Handbook',
      ) as { id: string };
      const cr = await x.admin.post(`/v1/spaces/${handbook.id}/change-requests`, { subject: 'Edit' });
      expect(cr.status, cr.text).toBe(201);
      return cr.body.number as number;
    };
    expect([await numberIn(a), await numberIn(a), await numberIn(b)]).toEqual([1, 2, 1]);

    // Each tenant's organizations use email domains of their own; another tenant's caller never sees them.
    const domainOfA = ((await a.admin.get(`/v1/orgs/${a.fixtures.organizationId}`)).body.emailDomains as string[])[0];
    expect(domainOfA).toContain(a.fixtures.tenantId.toLowerCase());
    const seenFromA = await a.admin.get(`/v1/email-domains/${domainOfA}/orgs`);
    expect(seenFromA.status, seenFromA.text).toBe(200);
    expect(seenFromA.body.organizations.map((o: { id: string }) => o.id)).toEqual([a.fixtures.organizationId]);
    expect((await b.admin.get(`/v1/email-domains/${domainOfA}/orgs`)).body.organizations).toEqual([]);
    // Even an organization of A claiming the server's own domain stays unseen by the server's callers of that domain.
    await t.server.app.services.prisma.organization.update({
      where: { id: a.fixtures.organizationId },
      data: { emailDomains: ['acme.test'] },
    });
    const seenByServer = await t.admin.get('/v1/email-domains/acme.test/orgs');
    expect(seenByServer.body.organizations.map((o: { id: string }) => o.id)).toEqual([t.orgId]);
  });
});

describe('hostnames per tenant', () => {
  it('lets two tenants give their organizations the same hostname, and refuses a second one within a tenant (409)', async () => {
    const [a, b] = [await newTenant(), await newTenant()];
    const hostname = `same-${Date.now().toString(36)}`;
    const set = (tenant: typeof a, organizationId: string) =>
      tenant.admin.patch(`/v1/orgs/${organizationId}`, { hostname });
    expect((await set(a, a.fixtures.organizationId)).status).toBe(200);
    expect((await set(b, b.fixtures.organizationId)).body).toMatchObject({ hostname });
    // Within one tenant, the other organization of its outsider may not take it.
    const taken = await a.outsider.patch(`/v1/orgs/${a.fixtures.otherOrganizationId}`, { hostname });
    expect(taken.status).toBe(409);
    expect(errorMessage(taken)).toContain('already used');
    // The server's own data is a tenant of its own.
    expect((await t.admin.patch(`/v1/orgs/${t.orgId}`, { hostname })).status).toBe(200);
  });
});

describe('GET /__test/tenants', () => {
  it('lists the tenants like a /v1 list: items, count and a next page', async () => {
    const made = [(await newTenant({ seed: 'empty' })).fixtures, (await newTenant({ seed: 'empty' })).fixtures];
    const api = client(t.server);
    const all = await api.get('/__test/tenants', { query: { limit: 1000 } });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(all.body.items.length);
    const last = all.body.items.slice(-2);
    expect(last).toEqual(
      made.map((f) => ({
        object: 'tenant',
        id: f.tenantId,
        createdAt: expect.any(String),
        seed: 'empty',
        now: expect.any(String),
        organizations: expect.arrayContaining([f.organizationId, f.otherOrganizationId]),
      })),
    );
    const first = await api.get('/__test/tenants', { query: { limit: 1 } });
    expect(first.body.items).toHaveLength(1);
    const second = await api.get('/__test/tenants', { query: { limit: 1, page: first.body.next.page } });
    expect(second.body.items[0].id).toBe(all.body.items[1].id);
    expect((await api.get('/__test/tenants', { query: { limit: 1001 } })).status).toBe(400);
  });
});

describe('DELETE /__test/tenants/{tenantId}', () => {
  it('answers 204, removes everything of the tenant, and its tokens then answer 401', async () => {
    const { fixtures, admin, reader, outsider } = await newTenant();
    expect((await admin.post(`/v1/orgs/${fixtures.organizationId}/spaces`, { title: 'Doomed' })).status).toBe(201);
    expect((await admin.get('/v1/orgs')).status).toBe(200);
    const removed = await client(t.server).delete(`/__test/tenants/${fixtures.tenantId}`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    for (const caller of [admin, reader, outsider]) {
      const res = await caller.get('/v1/orgs');
      expect(res.status).toBe(401);
      errorMessage(res);
    }
    const { prisma } = t.server.app.services;
    expect(await prisma.organization.count({ where: { tenantId: fixtures.tenantId } })).toBe(0);
    expect(await prisma.user.count({ where: { tenantId: fixtures.tenantId } })).toBe(0);
    expect(await prisma.space.count({ where: { organizationId: fixtures.organizationId } })).toBe(0);
    const listed = (await client(t.server).get('/__test/tenants', { query: { limit: 1000 } })).body.items;
    expect(listed.map((x: { id: string }) => x.id)).not.toContain(fixtures.tenantId);
    expect((await client(t.server).delete(`/__test/tenants/${fixtures.tenantId}`)).status).toBe(404);
    // The server's own data stays.
    expect((await t.admin.get(`/v1/orgs/${t.orgId}`)).status).toBe(200);
  });
});
