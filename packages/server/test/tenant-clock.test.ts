import { afterAll, describe, expect, it } from 'vitest';
import { start, type RunningServer } from '../src/server.js';
import { purgeExpiredSpaces } from '../src/services/spaces.js';
import { client, errorMessage, useTestServer, type Client } from './helpers.js';

const t = useTestServer({ testClock: false, testApi: true });
const SEVEN_DAYS_AND_A_SECOND = 7 * 86_400 + 1;

/** A new demo tenant: its id, its admin and the id of a fresh space of its organization. */
async function tenantWithSpace(server: { url: string } = t.server) {
  const res = await client(server).post('/__test/tenants', {});
  expect(res.status, res.text).toBe(201);
  const admin = client(server, res.body.tokens.admin as string);
  const space = await admin.post(`/v1/orgs/${res.body.organizationId}/spaces`, { title: 'Timed' });
  expect(space.status, space.text).toBe(201);
  return {
    tenantId: res.body.tenantId as string,
    token: res.body.tokens.admin as string,
    admin,
    spaceId: space.body.id as string,
  };
}

/** Asks `probe` until it answers true (bounded: a wait on a condition, never a timed assertion). */
async function eventually(probe: () => Promise<boolean>, attempts = 200): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const clockOf = (tenantId: string) => `/__test/tenants/${tenantId}/clock`;
const nowOf = async (tenantId: string, server: { url: string } = t.server) =>
  Date.parse((await client(server).get(clockOf(tenantId))).body.now);

describe('GET /__test/tenants/{tenantId}/clock', () => {
  it('answers the tenant’s now, the global clock’s at first, and 404 for an unknown tenant', async () => {
    const { tenantId } = await tenantWithSpace();
    const global = Date.parse((await client(t.server).get('/__test/clock')).body.now);
    expect(Math.abs((await nowOf(tenantId)) - global)).toBeLessThan(60_000);
    const unknown = await client(t.server).get(clockOf('no-such-tenant'));
    expect(unknown.status).toBe(404);
    errorMessage(unknown);
  });
});

describe('POST /__test/tenants/{tenantId}/clock', () => {
  it('moves the tenant’s clock forward by advanceSeconds or to a later now, never backward', async () => {
    const { tenantId } = await tenantWithSpace();
    const before = await nowOf(tenantId);
    const advanced = await client(t.server).post(clockOf(tenantId), { advanceSeconds: 86_400 });
    expect(advanced.status).toBe(200);
    expect(Date.parse(advanced.body.now) - before).toBeGreaterThanOrEqual(86_400_000);
    const target = new Date(before + 10 * 86_400_000).toISOString();
    const moved = await client(t.server).post(clockOf(tenantId), { now: target });
    expect(moved.status).toBe(200);
    expect(Math.abs(Date.parse(moved.body.now) - Date.parse(target))).toBeLessThan(60_000);
    const backward = await client(t.server).post(clockOf(tenantId), { now: new Date(before).toISOString() });
    expect(backward.status).toBe(409);
    expect(errorMessage(backward)).toContain('only moves forward');
    expect((await client(t.server).post(clockOf(tenantId), { advanceSeconds: -1 })).status).toBe(400);
    expect((await client(t.server).post(clockOf(tenantId), { advanceSeconds: 1, now: target })).status).toBe(400);
    expect((await client(t.server).post(clockOf('no-such-tenant'), { advanceSeconds: 1 })).status).toBe(404);
  });

  it('moves the restore window of that tenant only', async () => {
    const [a, b] = [await tenantWithSpace(), await tenantWithSpace()];
    const own = await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { title: 'Server’s own' });
    for (const [api, id] of [
      [a.admin, a.spaceId],
      [b.admin, b.spaceId],
      [t.admin, own.body.id],
    ] as [Client, string][]) {
      expect((await api.delete(`/v1/spaces/${id}`)).status).toBe(205);
    }
    expect((await client(t.server).post(clockOf(a.tenantId), { advanceSeconds: SEVEN_DAYS_AND_A_SECOND })).status).toBe(
      200,
    );
    expect((await a.admin.post(`/v1/spaces/${a.spaceId}/restore`)).status).toBe(404);
    expect((await b.admin.post(`/v1/spaces/${b.spaceId}/restore`)).status).toBe(200);
    expect((await t.admin.post(`/v1/spaces/${own.body.id}/restore`)).status).toBe(200);
  });

  it('expires a PDF link an hour later on the tenant’s clock, whichever clock the server reads it with', async () => {
    const { tenantId, admin, spaceId } = await tenantWithSpace();
    const cr = await admin.post(`/v1/spaces/${spaceId}/change-requests`, { subject: 'Print me' });
    expect(cr.status, cr.text).toBe(201);
    const link = await admin.get(`/v1/spaces/${spaceId}/change-requests/${cr.body.id}/pdf`);
    expect(link.status).toBe(200);
    expect((await fetch(link.body.url)).status).toBe(200);
    await client(t.server).post(clockOf(tenantId), { advanceSeconds: 3_601 });
    expect((await fetch(link.body.url)).status).toBe(404);
  });

  it('stamps what the tenant’s callers write with the tenant’s time', async () => {
    const { tenantId, admin, spaceId } = await tenantWithSpace();
    const moved = await client(t.server).post(clockOf(tenantId), { advanceSeconds: 30 * 86_400 });
    const updated = await admin.patch(`/v1/spaces/${spaceId}`, { title: 'Later' });
    expect(updated.status).toBe(200);
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(moved.body.now));
  });
});

describe('the purge of deleted spaces', () => {
  it('follows each tenant’s clock', async () => {
    const [a, b] = [await tenantWithSpace(), await tenantWithSpace()];
    expect((await a.admin.delete(`/v1/spaces/${a.spaceId}`)).status).toBe(205);
    expect((await b.admin.delete(`/v1/spaces/${b.spaceId}`)).status).toBe(205);
    await client(t.server).post(clockOf(a.tenantId), { advanceSeconds: SEVEN_DAYS_AND_A_SECOND });
    expect(await purgeExpiredSpaces(t.server.app.services)).toBeGreaterThanOrEqual(1);
    const { prisma } = t.server.app.services;
    expect(await prisma.space.findUnique({ where: { id: a.spaceId } })).toBeNull();
    expect(await prisma.space.findUnique({ where: { id: b.spaceId } })).not.toBeNull();
  });
});

describe('the global clock and tenant clocks', () => {
  it('moves every tenant’s clock with the global one', async () => {
    const { tenantId } = await tenantWithSpace();
    await client(t.server).post(clockOf(tenantId), { advanceSeconds: 3_600 });
    const before = await nowOf(tenantId);
    await client(t.server).post('/__test/clock', { advanceSeconds: 86_400 });
    expect((await nowOf(tenantId)) - before).toBeGreaterThanOrEqual(86_400_000);
  });
});

const postgresUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(postgresUrl === undefined)('two instances on one PostgreSQL database', () => {
  let second: RunningServer | undefined;
  afterAll(async () => {
    await second?.stop();
  });

  it('agree on a tenant’s clock and its restore window, whichever instance moved it', async () => {
    const [{ db } = { db: '' }] = await t.server.app.services.prisma.$queryRaw<
      { db: string }[]
    >`SELECT current_database() AS db`;
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${db}`;
    // Caches that live for an hour: only the database's notification can make the second instance see the move.
    second = await start({ databaseUrl: url.toString(), cacheTtlMs: 3_600_000, logLevel: 'silent', testApi: true });
    const { tenantId, token, admin, spaceId } = await tenantWithSpace();
    const live = (await admin.get(`/v1/spaces/${spaceId}`)).body.organization as string;
    const other = await admin.post(`/v1/orgs/${live}/spaces`, { title: 'Probe' });
    const adminOnSecond = client(second, token);
    // The second instance caches the caller, and with it the tenant's clock, before the clock moves.
    expect((await adminOnSecond.delete(`/v1/spaces/${spaceId}`)).status).toBe(205);
    await client(t.server).post(clockOf(tenantId), { advanceSeconds: SEVEN_DAYS_AND_A_SECOND });
    // Each process keeps its own global clock (moved by an earlier test here); the tenant's offset is shared.
    const offsetOn = async (server: { url: string }) =>
      (await nowOf(tenantId, server)) - Date.parse((await client(server).get('/__test/clock')).body.now);
    const [onFirst, onSecond] = [await offsetOn(t.server), await offsetOn(second)];
    expect(onFirst).toBeGreaterThanOrEqual(SEVEN_DAYS_AND_A_SECOND * 1000 - 1_000);
    expect(Math.abs(onSecond - onFirst)).toBeLessThan(60_000);
    // The second instance hears of the move: what its caller writes is stamped with the moved clock.
    const movedOnSecond = (await nowOf(tenantId, second)) - 60_000;
    expect(
      await eventually(async () => {
        const patched = await adminOnSecond.patch(`/v1/spaces/${other.body.id}`, { title: 'Probed' });
        return Date.parse(patched.body.updatedAt) >= movedOnSecond;
      }),
    ).toBe(true);
    expect((await adminOnSecond.post(`/v1/spaces/${spaceId}/restore`)).status).toBe(404);
  });
});
