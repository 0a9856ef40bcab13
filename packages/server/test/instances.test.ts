import { afterAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/ids.js';
import { start, type RunningServer } from '../src/server.js';
import { client, useTestServer, type TestContext } from './helpers.js';

/** Asks `probe` until it answers true (bounded: never a timed assertion, only a wait on a condition). */
async function eventually(probe: () => Promise<boolean>, attempts = 200): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** The user id behind a fixture token. */
const userOf = async (t: TestContext, token: string): Promise<string> =>
  (await t.server.app.services.prisma.apiToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).userId;

// Caches that live for an hour: only the database's notifications can make them forget.
const HOUR = 3_600_000;

describe('cached memberships', () => {
  const t = useTestServer({ cacheTtlMs: HOUR });

  it('forgets a membership removed behind the API at once, through the database notification', async () => {
    expect((await t.reader.get(`/v1/orgs/${t.orgId}`)).status).toBe(200);
    const readerId = await userOf(t, t.server.fixtures.tokens.reader);
    await t.server.app.services.prisma
      .$executeRaw`DELETE FROM "Member" WHERE "organizationId" = ${t.orgId} AND "userId" = ${readerId}`;
    expect(await eventually(async () => (await t.reader.get(`/v1/orgs/${t.orgId}`)).status === 404)).toBe(true);
  });
});

const postgresUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(postgresUrl === undefined)('two instances on one PostgreSQL database', () => {
  const t = useTestServer({ cacheTtlMs: HOUR });
  let second: RunningServer | undefined;
  afterAll(async () => {
    await second?.stop();
  });

  it('an instance stops serving a membership the other removed, without waiting for its cache to expire', async () => {
    // The test server's database: the one its Prisma client is connected to.
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
    const readerOnSecond = client(second, t.server.fixtures.tokens.reader);
    expect((await readerOnSecond.get(`/v1/orgs/${t.orgId}`)).status).toBe(200);
    const readerId = await userOf(t, t.server.fixtures.tokens.reader);

    expect((await t.admin.delete(`/v1/orgs/${t.orgId}/members/${readerId}`)).status).toBe(204);
    expect(await eventually(async () => (await readerOnSecond.get(`/v1/orgs/${t.orgId}`)).status === 404)).toBe(true);
  });

  it('hears of a revoked token on the other instance', async () => {
    const token = t.server.fixtures.tokens.outsider;
    const outsiderOnSecond = client(second ?? t.server, token);
    expect((await outsiderOnSecond.get('/v1/orgs')).status).toBe(200);
    await t.server.app.services.prisma.apiToken.update({
      where: { tokenHash: hashToken(token) },
      data: { revokedAt: new Date() },
    });
    expect(await eventually(async () => (await outsiderOnSecond.get('/v1/orgs')).status === 401)).toBe(true);
  });
});
