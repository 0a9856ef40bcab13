import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { tablesWithoutTenantRows } from '../src/db/tenant-snapshots.js';
import { client, errorMessage, useTestServer, type Client } from './helpers.js';

// Caches that live for an hour: a restore must drop them, they would not expire during the tests.
const HOUR = 3_600_000;
const t = useTestServer({ testClock: false, testApi: true, cacheTtlMs: HOUR });
const testApi = (): Client => client(t.server);
const world: unknown = parse(readFileSync(new URL('../../../examples/world.yaml', import.meta.url), 'utf8'));

interface Tenant {
  tenantId: string;
  organizationId: string;
  otherOrganizationId: string;
  tokens: { admin: string; reader: string; outsider: string };
}

async function newTenant(seed: unknown = 'demo'): Promise<Tenant> {
  const res = await testApi().post('/__test/tenants', { seed });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Tenant;
}

/** What the tenant's callers see: spaces, collections, members, a space's comments, the organization. */
async function lists(tenant: Tenant): Promise<unknown> {
  const admin = client(t.server, tenant.tokens.admin);
  const spaces = (await admin.get(`/v1/orgs/${tenant.organizationId}/spaces`)).body.items as { id: string }[];
  return {
    spaces,
    collections: (await admin.get(`/v1/orgs/${tenant.organizationId}/collections`)).body,
    members: (await admin.get(`/v1/orgs/${tenant.organizationId}/members`)).body,
    comments: (await admin.get(`/v1/spaces/${spaces[0]?.id}/comments`)).body,
    organization: (await admin.get(`/v1/orgs/${tenant.organizationId}`)).body,
    other: (await client(t.server, tenant.tokens.outsider).get(`/v1/orgs/${tenant.otherOrganizationId}/spaces`)).body,
  };
}

/** Changes the tenant's data: a space created, one deleted, a comment posted, a collection created. */
async function change(tenant: Tenant, label: string): Promise<void> {
  const admin = client(t.server, tenant.tokens.admin);
  const spaces = (await admin.get(`/v1/orgs/${tenant.organizationId}/spaces`)).body.items as { id: string }[];
  expect((await admin.post(`/v1/orgs/${tenant.organizationId}/spaces`, { title: `Scratch ${label}` })).status).toBe(
    201,
  );
  expect((await admin.delete(`/v1/spaces/${spaces[1]?.id}`)).status).toBe(205);
  const comment = await admin.post(`/v1/spaces/${spaces[0]?.id}/comments`, { body: { markdown: label } });
  expect(comment.status).toBe(200);
  expect((await admin.post(`/v1/orgs/${tenant.organizationId}/collections`, { title: label })).status).toBe(201);
}

describe('tenant snapshots', () => {
  it('know which rows of every application table are a tenant’s', async () => {
    expect(await tablesWithoutTenantRows(t.server.app.services.prisma)).toEqual([]);
  });
});

describe('POST /__test/tenants/{tenantId}/reset', () => {
  it('brings the tenant back to what it was seeded with, with the same ids and tokens', async () => {
    const tenant = await newTenant();
    const seeded = await lists(tenant);
    await change(tenant, 'after seeding');
    expect(await lists(tenant)).not.toEqual(seeded);
    expect((await testApi().post(`/__test/tenants/${tenant.tenantId}/reset`)).status).toBe(204);
    expect(await lists(tenant)).toEqual(seeded);
  });

  it('brings back a tenant seeded from a document, its clock too', async () => {
    const tenant = await newTenant(world);
    const seeded = await lists(tenant);
    const clock = (await testApi().get(`/__test/tenants/${tenant.tenantId}/clock`)).body.now as string;
    await change(tenant, 'document');
    await testApi().post(`/__test/tenants/${tenant.tenantId}/clock`, { advanceSeconds: 86_400 * 30 });
    expect((await testApi().post(`/__test/tenants/${tenant.tenantId}/reset`)).status).toBe(204);
    expect(await lists(tenant)).toEqual(seeded);
    const after = (await testApi().get(`/__test/tenants/${tenant.tenantId}/clock`)).body.now as string;
    // The clock runs on from its seeded offset: back within the minutes of this test, not 30 days ahead.
    expect(Date.parse(after) - Date.parse(clock)).toBeLessThan(86_400_000);
  });

  it('leaves other tenants and the server’s own data as they are', async () => {
    const [one, two] = [await newTenant(), await newTenant()];
    await change(one, 'one');
    await change(two, 'two');
    const twoBefore = await lists(two);
    const ownBefore = (await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body;
    expect((await testApi().post(`/__test/tenants/${one.tenantId}/reset`)).status).toBe(204);
    expect(await lists(two)).toEqual(twoBefore);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/spaces`)).body).toEqual(ownBefore);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const res = await testApi().post('/__test/tenants/nope/reset');
    expect(res.status).toBe(404);
    expect(errorMessage(res)).toMatch(/Tenant/);
  });
});

describe('/__test/tenants/{tenantId}/snapshots', () => {
  it('takes, lists, restores and deletes a named snapshot of one tenant', async () => {
    const tenant = await newTenant();
    const path = `/__test/tenants/${tenant.tenantId}/snapshots`;
    await change(tenant, 'before the snapshot');
    const before = await lists(tenant);
    const taken = await testApi().post(path, { name: 'checkpoint' });
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual({ name: 'checkpoint', createdAt: expect.any(String) });
    expect((await testApi().post(path, { name: 'checkpoint' })).status).toBe(409);
    expect((await testApi().get(path)).body).toEqual({ items: [taken.body], count: 1 });

    await change(tenant, 'after the snapshot');
    expect((await testApi().post(`${path}/checkpoint/restore`)).status).toBe(204);
    expect(await lists(tenant)).toEqual(before);
    // Again after more changes: a snapshot is not used up by a restore.
    await change(tenant, 'again');
    expect((await testApi().post(`${path}/checkpoint/restore`)).status).toBe(204);
    expect(await lists(tenant)).toEqual(before);

    expect((await testApi().delete(`${path}/checkpoint`)).status).toBe(204);
    expect((await testApi().post(`${path}/checkpoint/restore`)).status).toBe(404);
    expect((await testApi().delete(`${path}/checkpoint`)).status).toBe(404);
  });

  it('keeps names per tenant and answers 404 for an unknown tenant', async () => {
    const [one, two] = [await newTenant('empty'), await newTenant('empty')];
    expect((await testApi().post(`/__test/tenants/${one.tenantId}/snapshots`, { name: 'x' })).status).toBe(201);
    expect((await testApi().post(`/__test/tenants/${two.tenantId}/snapshots`, { name: 'x' })).status).toBe(201);
    expect((await testApi().get('/__test/tenants/nope/snapshots')).status).toBe(404);
    expect((await testApi().post('/__test/tenants/nope/snapshots', { name: 'x' })).status).toBe(404);
    expect((await testApi().post(`/__test/tenants/${one.tenantId}/snapshots`, { name: ':seeded' })).status).toBe(400);
  });

  it('goes with its tenant: a deleted tenant’s snapshots are gone from the database', async () => {
    const tenant = await newTenant('empty');
    await testApi().post(`/__test/tenants/${tenant.tenantId}/snapshots`, { name: 'kept' });
    expect((await testApi().delete(`/__test/tenants/${tenant.tenantId}`)).status).toBe(204);
    const rows = await t.server.app.services.prisma.$queryRawUnsafe<unknown[]>(
      'SELECT 1 FROM "_TenantSnapshot" WHERE "tenantId" = $1',
      tenant.tenantId,
    );
    expect(rows).toEqual([]);
  });

  it('restores one tenant in a loop while another is created, seeded and used without an error', async () => {
    const restored = await newTenant();
    const path = `/__test/tenants/${restored.tenantId}/snapshots`;
    expect((await testApi().post(path, { name: 'loop' })).status).toBe(201);
    let working = true;
    const restores: number[] = [];
    const loop = (async () => {
      while (working && restores.length < 200) {
        await change(restored, `loop ${restores.length}`);
        restores.push((await testApi().post(`${path}/loop/restore`)).status);
      }
    })();
    const statuses: number[] = [];
    try {
      for (const seed of ['demo', world]) {
        const created = await testApi().post('/__test/tenants', { seed });
        statuses.push(created.status);
        const other = created.body as Tenant;
        const admin = client(t.server, other.tokens.admin);
        for (let i = 0; i < 3; i += 1) {
          statuses.push((await admin.post(`/v1/orgs/${other.organizationId}/spaces`, { title: `Work ${i}` })).status);
          statuses.push((await admin.get(`/v1/orgs/${other.organizationId}/spaces`)).status);
        }
        statuses.push((await testApi().post(`/__test/tenants/${other.tenantId}/reset`)).status);
        statuses.push((await admin.get(`/v1/orgs/${other.organizationId}`)).status);
      }
    } finally {
      working = false;
      await loop;
    }
    expect(restores.length).toBeGreaterThan(0);
    expect(new Set(restores)).toEqual(new Set([204]));
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
  }, 120_000);
});

describe('a tenant creation cut off by a server-wide restore', () => {
  it('answers 201 or a 409 naming the server-wide restore, never a 400 or 404 about the seed', async () => {
    expect((await testApi().post('/__test/snapshots', { name: 'cut-off' })).status).toBe(201);
    const answers: { status: number; message: string }[] = [];
    for (let round = 0; round < 5 && !answers.some((a) => a.status === 409); round += 1) {
      let creating = true;
      const restores = (async () => {
        while (creating) expect((await testApi().post('/__test/snapshots/cut-off/restore')).status).toBe(204);
      })();
      const res = await testApi().post('/__test/tenants', { seed: world });
      creating = false;
      await restores;
      answers.push({ status: res.status, message: res.status === 201 ? '' : errorMessage(res) });
    }
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.message).toMatch(/server-wide reset or snapshot restore/);
    }
    expect(answers.map((a) => a.status)).toContain(409);
  }, 120_000);
});

describe('GET /__test/tenants/{tenantId}', () => {
  it('answers the tenant as listed, and 404 once it is deleted', async () => {
    const tenant = await newTenant('empty');
    const res = await testApi().get(`/__test/tenants/${tenant.tenantId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      object: 'tenant',
      id: tenant.tenantId,
      createdAt: expect.any(String),
      seed: 'empty',
      now: expect.any(String),
      organizations: expect.arrayContaining([tenant.organizationId, tenant.otherOrganizationId]),
    });
    await testApi().delete(`/__test/tenants/${tenant.tenantId}`);
    expect((await testApi().get(`/__test/tenants/${tenant.tenantId}`)).status).toBe(404);
  });
});

describe('fault rules and the journal of one tenant', () => {
  it('refuses a fault rule or a journal filter naming a tenant that does not exist (404)', async () => {
    const rule = await testApi().post('/__test/faults', { operationId: 'getSpaceById', status: 503, tenantId: 'nope' });
    expect(rule.status).toBe(404);
    expect(errorMessage(rule)).toMatch(/Tenant/);
    expect((await testApi().get('/__test/requests?tenantId=nope')).status).toBe(404);
    expect((await testApi().delete('/__test/requests?tenantId=nope')).status).toBe(404);
    expect((await testApi().delete('/__test/faults?tenantId=nope')).status).toBe(404);
  });

  it('clears one tenant’s rules and journal entries with ?tenantId=, and all of them when it is deleted', async () => {
    const [one, two] = [await newTenant('empty'), await newTenant('empty')];
    for (const tenant of [one, two]) {
      const added = await testApi().post('/__test/faults', {
        operationId: 'getOrganizationById',
        status: 503,
        tenantId: tenant.tenantId,
      });
      expect(added.status).toBe(201);
      const res = await client(t.server, tenant.tokens.admin).get(`/v1/orgs/${tenant.organizationId}`);
      expect(res.status).toBe(503);
    }
    const rulesOf = async (tenant: Tenant) =>
      ((await testApi().get('/__test/faults')).body.items as { tenantId?: string }[]).filter(
        (r) => r.tenantId === tenant.tenantId,
      ).length;
    const journalOf = async (tenant: Tenant) =>
      (await testApi().get(`/__test/requests?tenantId=${tenant.tenantId}`)).body.count as number;
    expect([await rulesOf(one), await rulesOf(two)]).toEqual([1, 1]);
    expect(await journalOf(one)).toBeGreaterThan(0);

    expect((await testApi().delete(`/__test/faults?tenantId=${one.tenantId}`)).status).toBe(204);
    expect((await testApi().delete(`/__test/requests?tenantId=${one.tenantId}`)).status).toBe(204);
    expect([await rulesOf(one), await rulesOf(two)]).toEqual([0, 1]);
    expect(await journalOf(one)).toBe(0);
    expect(await journalOf(two)).toBeGreaterThan(0);

    const journal = (await testApi().get('/__test/requests?limit=1000')).body.items as { tenantId: string | null }[];
    expect(journal.some((entry) => entry.tenantId === two.tenantId)).toBe(true);
    expect((await testApi().delete(`/__test/tenants/${two.tenantId}`)).status).toBe(204);
    const rules = (await testApi().get('/__test/faults')).body.items as { tenantId?: string }[];
    expect(rules.filter((r) => r.tenantId === two.tenantId)).toEqual([]);
    const left = (await testApi().get('/__test/requests?limit=1000')).body.items as { tenantId: string | null }[];
    expect(left.filter((entry) => entry.tenantId === two.tenantId)).toEqual([]);
  });
});

describe('GET /__test/seed.schema.json', () => {
  it('answers the published seed schema, which the test API document refers to for createTenant’s seed', async () => {
    const res = await testApi().get('/__test/seed.schema.json');
    expect(res.status).toBe(200);
    const published = JSON.parse(readFileSync(new URL('../schema/seed.schema.json', import.meta.url), 'utf8'));
    expect(res.body).toEqual(published);
    const document = (await testApi().get('/__test/openapi.json')).body;
    expect(document.components.schemas.CreateTenant.properties.seed.anyOf).toContainEqual({
      $ref: 'seed.schema.json',
    });
    // Resolved against the document's own address, the reference is this very URL.
    expect(new URL('seed.schema.json', `${t.server.url}/__test/openapi.json`).href).toBe(
      `${t.server.url}/__test/seed.schema.json`,
    );
  });
});
