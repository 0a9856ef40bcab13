import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../src/db/client.js';
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

describe('cached counters and collection trees in lists', () => {
  const t = useTestServer({ cacheTtlMs: HOUR });
  const spaces = () => t.reader.get(`/v1/orgs/${t.orgId}/spaces?limit=100`);
  const members = () => t.admin.get(`/v1/orgs/${t.orgId}/members`);

  it("counts in a list what a write answered by this instance added, the organization's row cached before it", async () => {
    const before = (await spaces()).body.count as number;
    const membersBefore = (await members()).body;
    expect(membersBefore.items[0].spaces).toBe(before);
    await createSpace(t.admin, t.orgId, { title: 'Counted' });
    expect((await spaces()).body.count).toBe(before + 1);
    // A member's `spaces` is the organization's space counter too.
    expect((await members()).body.items[0].spaces).toBe(before + 1);
  });

  it('counts members and spaces changed behind the API, and shows a collection changed behind it in a list', async () => {
    const collectionId = await createCollection(t.admin, t.orgId, 'Listed shelf');
    const space = await createSpace(t.admin, t.orgId, { title: 'Listed' });
    expect((await t.admin.post(`/v1/spaces/${space.id}/move`, { parent: collectionId })).status).toBe(200);
    const listed = async () =>
      ((await spaces()).body.items as { id: string; permissions: { edit: boolean } }[]).find(
        (item) => item.id === space.id,
      );
    expect((await listed())?.permissions.edit).toBe(false);
    const spacesBefore = (await spaces()).body.count as number;
    const membersBefore = (await members()).body.count as number;
    const { prisma } = t.server.app.services;
    await prisma.$executeRaw`UPDATE "Collection" SET "defaultLevel" = 'edit' WHERE "id" = ${collectionId}`;
    await prisma.$executeRaw`UPDATE "Space" SET "deletedAt" = now() WHERE "id" = ${space.id}`;
    const outsiderId = await userOf(t, t.server.fixtures.tokens.outsider);
    await prisma.$executeRaw`INSERT INTO "Member" ("id", "organizationId", "userId", "role", "joinedAt")
      VALUES (${outsiderId}, ${t.orgId}, ${outsiderId}, 'read', now())`;
    expect(
      await eventually(async () => {
        const [listedSpaces, listedMembers] = await Promise.all([spaces(), members()]);
        return listedSpaces.body.count === spacesBefore - 1 && listedMembers.body.count === membersBefore + 1;
      }),
    ).toBe(true);
    await prisma.$executeRaw`UPDATE "Space" SET "deletedAt" = NULL WHERE "id" = ${space.id}`;
    expect(await eventually(async () => (await listed())?.permissions.edit === true)).toBe(true);
  });
});

describe('cached organization and site rows', () => {
  const t = useTestServer({ cacheTtlMs: HOUR });
  const site = (id: string) => `/v1/orgs/${t.orgId}/sites/${id}`;
  const newSite = async (title: string): Promise<{ id: string; siteSpaces: number }> => {
    const made = await t.admin.post(`/v1/orgs/${t.orgId}/sites`, { title });
    expect(made.status, made.text).toBe(201);
    return made.body;
  };

  it('shows a write answered by this instance to its next read, the number of site spaces included', async () => {
    const made = await newSite('Before');
    expect((await t.admin.get(site(made.id))).body).toMatchObject({ title: 'Before', siteSpaces: made.siteSpaces });
    expect((await t.admin.patch(site(made.id), { title: 'After' })).status).toBe(200);
    const space = await createSpace(t.admin, t.orgId, { title: 'Published too' });
    expect((await t.admin.post(`${site(made.id)}/site-spaces`, { spaceId: space.id })).status).toBe(201);
    expect((await t.admin.get(site(made.id))).body).toMatchObject({ title: 'After', siteSpaces: made.siteSpaces + 1 });

    expect((await t.admin.get(`/v1/orgs/${t.orgId}`)).status).toBe(200);
    expect((await t.admin.patch(`/v1/orgs/${t.orgId}`, { title: 'Renamed organization' })).status).toBe(200);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}`)).body.title).toBe('Renamed organization');
  });

  it('forgets an organization, a site and its site spaces changed behind the API, through the database notification', async () => {
    const made = await newSite('Cached site');
    const space = await createSpace(t.admin, t.orgId, { title: 'Published' });
    expect((await t.admin.post(`${site(made.id)}/site-spaces`, { spaceId: space.id })).status).toBe(201);
    const before = (await t.admin.get(site(made.id))).body.siteSpaces as number;
    expect((await t.admin.get(`/v1/orgs/${t.orgId}`)).status).toBe(200);
    const { prisma } = t.server.app.services;
    await prisma.$executeRaw`UPDATE "Organization" SET "title" = 'Renamed behind' WHERE "id" = ${t.orgId}`;
    await prisma.$executeRaw`UPDATE "Site" SET "title" = 'Site renamed behind' WHERE "id" = ${made.id}`;
    await prisma.$executeRaw`DELETE FROM "SiteSpace" WHERE "siteId" = ${made.id} AND "spaceId" = ${space.id}`;
    expect(
      await eventually(async () => {
        const [org, read] = await Promise.all([t.admin.get(`/v1/orgs/${t.orgId}`), t.admin.get(site(made.id))]);
        return (
          org.body.title === 'Renamed behind' &&
          read.body.title === 'Site renamed behind' &&
          read.body.siteSpaces === before - 1
        );
      }),
    ).toBe(true);
    // Gone behind the API: the site answers 404, not its cached row.
    await prisma.$executeRaw`DELETE FROM "Site" WHERE "id" = ${made.id}`;
    expect(await eventually(async () => (await t.admin.get(site(made.id))).status === 404)).toBe(true);
  });

  it("does not serve a site through another organization's path", async () => {
    const made = await newSite('Only here');
    expect((await t.admin.get(site(made.id))).status).toBe(200);
    const other = t.server.fixtures.otherOrganizationId;
    expect((await t.outsider.get(`/v1/orgs/${other}/sites/${made.id}`)).status).toBe(404);
  });
});

const postgresUrl = process.env['TEST_DATABASE_URL'];

/**
 * The process ids of the instances' listening connections on the PostgreSQL server, when that server runs on this
 * machine (the test stops and continues them with signals; an empty list otherwise). `listening`: only the connections
 * whose LISTEN has been answered (a new connection shows before it listens).
 */
async function listeningBackends(t: TestContext, { listening = false } = {}): Promise<number[]> {
  const rows = await t.server.app.services.prisma.$queryRaw<{ pid: number }[]>`
    SELECT pid FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME} AND datname = current_database()
      AND (NOT ${listening} OR (state = 'idle' AND query LIKE 'LISTEN %'))`;
  const isPostgres = (pid: number): boolean => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
    } catch {
      return false;
    }
  };
  return rows.every(({ pid }) => isPostgres(pid)) ? rows.map(({ pid }) => pid) : [];
}

/** Runs `work` while the listening backends are stopped: PostgreSQL cannot hand them a notification meanwhile. */
async function withListenersStopped<T>(pids: number[], stopMs: number, work: () => Promise<T>): Promise<T> {
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  const resume = () => {
    for (const pid of pids) process.kill(pid, 'SIGCONT');
  };
  const timer = setTimeout(resume, stopMs);
  try {
    return await work();
  } finally {
    clearTimeout(timer);
    resume();
  }
}

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

  it('serves a site and an organization another instance changed, without waiting for their caches to expire', async () => {
    const onSecond = client(second ?? t.server, t.server.fixtures.tokens.admin);
    const made = await t.admin.post(`/v1/orgs/${t.orgId}/sites`, { title: 'On one' });
    expect(made.status, made.text).toBe(201);
    const site = `/v1/orgs/${t.orgId}/sites/${made.body.id}`;
    expect((await onSecond.get(site)).body).toMatchObject({ title: 'On one', siteSpaces: made.body.siteSpaces });
    expect((await onSecond.get(`/v1/orgs/${t.orgId}`)).status).toBe(200);
    const space = await createSpace(t.admin, t.orgId, { title: 'Published on one' });
    expect((await t.admin.post(`${site}/site-spaces`, { spaceId: space.id })).status).toBe(201);
    expect((await t.admin.patch(site, { title: 'Renamed on the other' })).status).toBe(200);
    expect((await t.admin.patch(`/v1/orgs/${t.orgId}`, { title: 'Organization renamed' })).status).toBe(200);
    expect(
      await eventually(async () => {
        const [read, org] = await Promise.all([onSecond.get(site), onSecond.get(`/v1/orgs/${t.orgId}`)]);
        return (
          read.body.title === 'Renamed on the other' &&
          read.body.siteSpaces === made.body.siteSpaces + 1 &&
          org.body.title === 'Organization renamed'
        );
      }),
    ).toBe(true);
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

  it("counts in its lists the spaces another instance created, without waiting for the organization's cache to expire", async () => {
    const onSecond = client(second ?? t.server, t.server.fixtures.tokens.admin);
    const list = () => onSecond.get(`/v1/orgs/${t.orgId}/spaces`);
    const before = (await list()).body.count as number;
    await createSpace(t.admin, t.orgId, { title: 'Counted on the other' });
    expect(await eventually(async () => (await list()).body.count === before + 1)).toBe(true);
  });

  /**
   * A space cached by the second instance, a way to rename it behind the API and a read of it on the second
   * instance; undefined when the listening backends cannot be stopped from here (the test is skipped).
   */
  async function cachedOnSecond(title: string) {
    const pids = await listeningBackends(t);
    if (pids.length < 2) return undefined;
    const onSecond = client(second ?? t.server, t.server.fixtures.tokens.admin);
    const space = await createSpace(t.admin, t.orgId, { title });
    expect((await onSecond.get(`/v1/spaces/${space.id}`)).body).toMatchObject({ title });
    return {
      pids,
      rename: (to: string) =>
        t.server.app.services.prisma.space.update({ where: { id: space.id }, data: { title: to } }),
      read: () => onSecond.get(`/v1/spaces/${space.id}`),
    };
  }
  const NOT_LOCAL = 'the PostgreSQL server does not run on this machine';

  it('serves a change committed before a read, even while its notification is held back', async ({ skip }) => {
    const cached = await cachedOnSecond('Cached');
    if (cached === undefined) return skip(NOT_LOCAL);
    // The listening backends stop for 300 ms: the change's notification waits in PostgreSQL until they go on, and
    // a read meanwhile must wait for it rather than answer the row it has cached.
    const read = await withListenersStopped(cached.pids, 300, async () => {
      await cached.rename('Changed');
      return cached.read();
    });
    expect(read.body).toMatchObject({ title: 'Changed' });
  });

  it('gives up a listening connection that does not answer, drops the caches and listens again', async ({ skip }) => {
    const cached = await cachedOnSecond('Before');
    if (cached === undefined) return skip(NOT_LOCAL);
    // Stopped for longer than a catch-up waits (2 s): the read goes to the database instead.
    const read = await withListenersStopped(cached.pids, 4_000, async () => {
      await cached.rename('After');
      return cached.read();
    });
    expect(read.body).toMatchObject({ title: 'After' });
    // Until the new connection listens, nothing tells this instance of a change: no cached row may answer.
    await cached.rename('Meanwhile');
    expect((await cached.read()).body).toMatchObject({ title: 'Meanwhile' });
    // A new listening connection, and the notifications reach it again.
    expect(
      await eventually(async () =>
        (await listeningBackends(t, { listening: true })).some((pid) => !cached.pids.includes(pid)),
      ),
    ).toBe(true);
    const again = await withListenersStopped(await listeningBackends(t), 300, async () => {
      await cached.rename('Again');
      return cached.read();
    });
    expect(again.body).toMatchObject({ title: 'Again' });
  });
});
