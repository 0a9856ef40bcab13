import { afterAll, describe, expect, it } from 'vitest';
import { start, type RunningServer } from '../src/server.js';
import { client, errorMessage, useTestServer, type Client } from './helpers.js';

// Caches that live for an hour: a restore must drop them, they would not expire during the tests.
const HOUR = 3_600_000;
const t = useTestServer({ testClock: false, testApi: true, cacheTtlMs: HOUR });
const testApi = (): Client => client(t.server);

/** Several lists of the demo organization as the API shows them. */
async function lists(): Promise<unknown> {
  const spaces = (await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body.items as { id: string; title: string }[];
  const handbook = spaces.find((space) => space.title === 'Handbook');
  return {
    spaces,
    collections: (await t.admin.get(`/v1/orgs/${t.orgId}/collections`)).body,
    members: (await t.admin.get(`/v1/orgs/${t.orgId}/members`)).body,
    comments: (await t.admin.get(`/v1/spaces/${handbook?.id}/comments`)).body,
    organization: (await t.admin.get(`/v1/orgs/${t.orgId}`)).body,
    other: (await t.outsider.get(`/v1/orgs/${t.otherOrgId}/spaces`)).body,
  };
}

/** Changes the demo data: a space created, one deleted, a comment posted, a collection created. */
async function change(): Promise<void> {
  const spaces = (await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body.items as { id: string; title: string }[];
  const handbook = spaces.find((space) => space.title === 'Handbook');
  const gettingStarted = spaces.find((space) => space.title === 'Getting Started');
  expect((await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { title: 'Scratch' })).status).toBe(201);
  expect((await t.admin.delete(`/v1/spaces/${gettingStarted?.id}`)).status).toBe(205);
  expect((await t.admin.post(`/v1/spaces/${handbook?.id}/comments`, { body: { markdown: 'Changed' } })).status).toBe(
    200,
  );
  expect((await t.admin.post(`/v1/orgs/${t.orgId}/collections`, { title: 'Later' })).status).toBe(201);
  expect((await t.outsider.post(`/v1/orgs/${t.otherOrgId}/spaces`, { title: 'Elsewhere' })).status).toBe(201);
}

describe('POST /__test/snapshots/{name}/restore', () => {
  it('brings back every list as it was when the snapshot was taken', async () => {
    const before = await lists();
    expect((await testApi().post('/__test/snapshots', { name: 'before-change' })).status).toBe(201);
    await change();
    expect(await lists()).not.toEqual(before);
    const res = await testApi().post('/__test/snapshots/before-change/restore');
    expect(res.status).toBe(204);
    expect(await lists()).toEqual(before);
  });

  it('can restore the same snapshot again after more changes', async () => {
    const before = await lists();
    expect((await testApi().post('/__test/snapshots', { name: 'twice' })).status).toBe(201);
    await change();
    expect((await testApi().post('/__test/snapshots/twice/restore')).status).toBe(204);
    await change();
    expect((await testApi().post('/__test/snapshots/twice/restore')).status).toBe(204);
    expect(await lists()).toEqual(before);
  });

  it('removes a tenant created after the snapshot: it is no longer listed and its tokens answer 401', async () => {
    const before = (await testApi().get('/__test/tenants')).body;
    expect((await testApi().post('/__test/snapshots', { name: 'before-tenant' })).status).toBe(201);
    const tenant = await testApi().post('/__test/tenants', { seed: 'demo' });
    expect(tenant.status).toBe(201);
    const admin = client(t.server, tenant.body.tokens.admin);
    expect((await admin.get(`/v1/orgs/${tenant.body.organizationId}`)).status).toBe(200);
    expect((await testApi().post('/__test/snapshots/before-tenant/restore')).status).toBe(204);
    expect((await admin.get(`/v1/orgs/${tenant.body.organizationId}`)).status).toBe(401);
    expect((await testApi().get('/__test/tenants')).body).toEqual(before);
  });

  it('keeps a tenant created before the snapshot, with its data as it was', async () => {
    const tenant = await testApi().post('/__test/tenants', { seed: 'demo' });
    const admin = client(t.server, tenant.body.tokens.admin);
    const spaces = async () => (await admin.get(`/v1/orgs/${tenant.body.organizationId}/spaces`)).body;
    const before = await spaces();
    expect((await testApi().post('/__test/snapshots', { name: 'with-tenant' })).status).toBe(201);
    expect((await admin.post(`/v1/orgs/${tenant.body.organizationId}/spaces`, { title: 'New' })).status).toBe(201);
    expect((await testApi().post('/__test/snapshots/with-tenant/restore')).status).toBe(204);
    expect(await spaces()).toEqual(before);
  });

  it('puts the global clock back to its time then', async () => {
    expect((await testApi().post('/__test/snapshots', { name: 'clock' })).status).toBe(201);
    const then = Date.parse((await testApi().get('/__test/clock')).body.now);
    await testApi().post('/__test/clock', { advanceSeconds: 10 * 86_400 });
    expect((await testApi().post('/__test/snapshots/clock/restore')).status).toBe(204);
    const now = Date.parse((await testApi().get('/__test/clock')).body.now);
    expect(now - then).toBeLessThan(86_400_000);
  });

  it('answers 404 for a snapshot that does not exist', async () => {
    const res = await testApi().post('/__test/snapshots/never-taken/restore');
    expect(res.status).toBe(404);
    expect(errorMessage(res)).toBe('No snapshot named never-taken');
  });
});

describe('POST /__test/snapshots', () => {
  it('answers 201 with the snapshot, then lists it', async () => {
    const res = await testApi().post('/__test/snapshots', { name: 'listed' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'listed', createdAt: expect.any(String) });
    const list = await testApi().get('/__test/snapshots');
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual(res.body);
    expect(list.body.count).toBe(list.body.items.length);
  });

  it('answers 409 for a name taken', async () => {
    expect((await testApi().post('/__test/snapshots', { name: 'taken' })).status).toBe(201);
    const res = await testApi().post('/__test/snapshots', { name: 'taken' });
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toBe('A snapshot named taken exists');
  });

  it('answers 400 for a name outside the pattern', async () => {
    expect((await testApi().post('/__test/snapshots', { name: '../x' })).status).toBe(400);
  });
});

describe('DELETE /__test/snapshots/{name}', () => {
  it('answers 204, then the snapshot is gone', async () => {
    expect((await testApi().post('/__test/snapshots', { name: 'dropped' })).status).toBe(201);
    expect((await testApi().delete('/__test/snapshots/dropped')).status).toBe(204);
    expect((await testApi().post('/__test/snapshots/dropped/restore')).status).toBe(404);
    expect((await testApi().delete('/__test/snapshots/dropped')).status).toBe(404);
    const list = await testApi().get('/__test/snapshots');
    expect(list.body.items.map((s: { name: string }) => s.name)).not.toContain('dropped');
  });
});

describe('POST /__test/reset', () => {
  it('brings the server back to its state right after start-up, the demo seed included', async () => {
    await change();
    expect((await testApi().post('/__test/reset')).status).toBe(204);
    const spaces = (await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body.items as { title: string }[];
    expect(spaces.map((space) => space.title).sort()).toEqual(['API Reference', 'Getting Started', 'Handbook']);
    const collections = (await t.admin.get(`/v1/orgs/${t.orgId}/collections`)).body.items as { title: string }[];
    expect(collections.map((c) => c.title).sort()).toEqual(['Guides', 'Product']);
  });

  it('removes the fault rules added since start-up and empties the request journal', async () => {
    const rule = { operationId: 'getOrganizationById', status: 503 };
    expect((await testApi().post('/__test/faults', rule)).status).toBe(201);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}`)).status).toBe(503);
    expect((await testApi().get('/__test/requests')).body.count).toBeGreaterThan(0);
    expect((await testApi().post('/__test/reset')).status).toBe(204);
    expect((await testApi().get('/__test/faults')).body.items).toEqual([]);
    expect((await testApi().get('/__test/requests')).body.count).toBe(0);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}`)).status).toBe(200);
  });
});

/** Asks `probe` until it answers true (bounded: a wait on a condition, never a timed assertion). */
async function eventually(probe: () => Promise<boolean>, attempts = 200): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const postgresUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(postgresUrl === undefined)('a restore seen by another instance on one PostgreSQL database', () => {
  let second: RunningServer | undefined;
  afterAll(async () => {
    await second?.stop();
  });

  it('drops the other instance’s cached spaces and callers', async () => {
    const [{ db } = { db: '' }] = await t.server.app.services.prisma.$queryRaw<
      { db: string }[]
    >`SELECT current_database() AS db`;
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${db}`;
    second = await start({
      databaseUrl: url.toString(),
      cacheTtlMs: HOUR,
      logLevel: 'silent',
      validateResponses: true,
    });
    const adminOnSecond = client(second, t.server.fixtures.tokens.admin);
    const spaces = (await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body.items as { id: string; title: string }[];
    const space = spaces[0] ?? { id: '', title: '' };

    expect((await testApi().post('/__test/snapshots', { name: 'two-instances' })).status).toBe(201);
    const tenant = await testApi().post('/__test/tenants', { seed: 'empty' });
    const tenantOnSecond = client(second, tenant.body.tokens.admin);
    expect((await t.admin.patch(`/v1/spaces/${space.id}`, { title: 'Renamed' })).status).toBe(200);
    // The second instance now holds the renamed space and the tenant's caller in its caches.
    expect(
      await eventually(async () => (await adminOnSecond.get(`/v1/spaces/${space.id}`)).body.title === 'Renamed'),
    ).toBe(true);
    expect((await tenantOnSecond.get('/v1/orgs')).status).toBe(200);

    expect((await testApi().post('/__test/snapshots/two-instances/restore')).status).toBe(204);
    expect(
      await eventually(async () => (await adminOnSecond.get(`/v1/spaces/${space.id}`)).body.title === space.title),
    ).toBe(true);
    expect(await eventually(async () => (await tenantOnSecond.get('/v1/orgs')).status === 401)).toBe(true);
  });
});
