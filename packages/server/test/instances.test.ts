import { afterAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/ids.js';
import { start, type RunningServer } from '../src/server.js';
import { createCollection, createSpace } from './content-helpers.js';
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

describe('cached space rows and collection trees', () => {
  const t = useTestServer({ cacheTtlMs: HOUR });

  it('shows a write answered by this instance to its next read, counters kept by triggers included', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Before' });
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).body).toMatchObject({ title: 'Before', comments: 0 });
    expect((await t.admin.patch(`/v1/spaces/${space.id}`, { title: 'After' })).status).toBe(200);
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).body.title).toBe('After');
    // A counter kept by a trigger on another table (Comment) changes the cached row too.
    expect((await t.admin.post(`/v1/spaces/${space.id}/comments`, { body: { markdown: 'Hi' } })).status).toBe(200);
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).body.comments).toBe(1);
  });

  it('forgets a space and a collection changed behind the API, through the database notification', async () => {
    const collectionId = await createCollection(t.admin, t.orgId, 'Shelf');
    const space = await createSpace(t.admin, t.orgId, { title: 'Cached' });
    expect((await t.admin.post(`/v1/spaces/${space.id}/move`, { parent: collectionId })).status).toBe(200);
    expect((await t.reader.get(`/v1/spaces/${space.id}`)).body).toMatchObject({
      title: 'Cached',
      permissions: { edit: false },
    });
    const { prisma } = t.server.app.services;
    await prisma.$executeRaw`UPDATE "Space" SET "title" = 'Renamed behind' WHERE "id" = ${space.id}`;
    await prisma.$executeRaw`UPDATE "Collection" SET "defaultLevel" = 'edit' WHERE "id" = ${collectionId}`;
    expect(
      await eventually(async () => {
        const read = await t.reader.get(`/v1/spaces/${space.id}`);
        return read.body.title === 'Renamed behind' && read.body.permissions.edit === true;
      }),
    ).toBe(true);
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

  it('serves a space another instance changed, without waiting for its cache to expire', async () => {
    const onSecond = client(second ?? t.server, t.server.fixtures.tokens.admin);
    const space = await createSpace(t.admin, t.orgId, { title: 'On one' });
    expect((await onSecond.get(`/v1/spaces/${space.id}`)).body).toMatchObject({ title: 'On one', comments: 0 });
    expect((await t.admin.patch(`/v1/spaces/${space.id}`, { title: 'Renamed on the other' })).status).toBe(200);
    expect((await t.admin.post(`/v1/spaces/${space.id}/comments`, { body: { markdown: 'Hi' } })).status).toBe(200);
    expect(
      await eventually(async () => {
        const read = await onSecond.get(`/v1/spaces/${space.id}`);
        return read.body.title === 'Renamed on the other' && read.body.comments === 1;
      }),
    ).toBe(true);
  });
});
