import { jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/clock.js';
import { newId } from '../src/ids.js';
import { arrangeUser, client, errorMessage, tokenFor, useTestServer, walk, walkWhileChanging } from './helpers.js';

const t = useTestServer();
const users: Record<string, string> = {};

/** The server clock's now, `days` days ago. */
const daysAgo = (days: number) => new Date(t.server.app.services.clock.now().getTime() - days * DAY_MS);

const ids = (items: { id: string }[]) => items.map((i) => i.id);

beforeAll(async () => {
  for (const user of await t.server.app.services.prisma.user.findMany())
    users[user.displayName.split(' ')[0] ?? ''] = user.id;
});

describe('GET /v1/orgs/{organizationId}/members', () => {
  it('lists the members newest-joined first by default, with their user, spaces and teams', async () => {
    const res = await t.reader.get(`/v1/orgs/${t.orgId}/members`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(6);
    expect(res.body.next).toBeUndefined();
    expect(ids(res.body.items)).toEqual(['Ken', 'Barbara', 'Alan', 'Margaret', 'Grace', 'Ada'].map((n) => users[n]));
    const ada = res.body.items.at(-1);
    expect(ada).toMatchObject({
      object: 'member',
      id: users['Ada'],
      role: 'admin',
      disabled: false,
      sso: false,
      spaces: 3,
      teams: 1,
      user: {
        object: 'user',
        id: users['Ada'],
        displayName: 'Ada Lovelace',
        email: 'ada@acme.test',
        urls: { location: `${t.server.url}/v1/orgs/${t.orgId}/members/${users['Ada']}` },
      },
    });
    expect(res.body.items.find((m: { id: string }) => m.id === users['Alan']).lastSeenAt).toBeUndefined();
    expect(res.body.items.find((m: { id: string }) => m.id === users['Grace']).teams).toBe(0);
  });

  it('sorts in ascending order with order=asc', async () => {
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { order: 'asc' } });
    expect(ids(res.body.items)).toEqual(['Ada', 'Grace', 'Margaret', 'Alan', 'Barbara', 'Ken'].map((n) => users[n]));
  });

  it('filters by role', async () => {
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { role: 'edit' } });
    expect(ids(res.body.items)).toEqual([users['Margaret']]);
    expect(res.body.count).toBe(1);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { role: 'owner' } })).status).toBe(400);
  });

  it('searches display names and emails case-insensitively', async () => {
    expect(ids((await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { search: 'HOPPER' } })).body.items)).toEqual(
      [users['Grace']],
    );
    expect(
      ids((await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { search: 'KEN@acme' } })).body.items),
    ).toEqual([users['Ken']]);
    const byDomain = await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { search: 'acme.test' } });
    expect(byDomain.body.count).toBe(6);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { search: 'nobody-here' } })).body).toEqual({
      items: [],
      count: 0,
    });
  });

  it('sorts by lastSeenAt listing only active members, and by name', async () => {
    const seen = await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { sort: 'lastSeenAt' } });
    expect(ids(seen.body.items)).toEqual(['Ada', 'Margaret', 'Grace', 'Barbara'].map((n) => users[n]));
    expect(seen.body.count).toBe(4);
    const byName = await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { sort: 'name', order: 'asc' } });
    expect(ids(byName.body.items)).toEqual(['Ada', 'Alan', 'Barbara', 'Grace', 'Ken', 'Margaret'].map((n) => users[n]));
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { sort: 'email' } })).status).toBe(400);
  });

  it('combines filters: role and search with a sort', async () => {
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/members`, {
      query: { role: 'read', search: 'grace', sort: 'lastSeenAt' },
    });
    expect(ids(res.body.items)).toEqual([users['Grace']]);
  });

  it('answers 401 without a token, 404 outside the organization, 403 to a guest', async () => {
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members`, { token: null })).status).toBe(401);
    const foreign = await t.outsider.get(`/v1/orgs/${t.orgId}/members`);
    expect(foreign.status).toBe(404);
    errorMessage(foreign);
    const guest = await arrangeUser(t.server, {
      name: 'Gus Guest',
      memberships: [[t.orgId, null, { joinedAt: daysAgo(70) }]],
    });
    const res = await guest.api.get(`/v1/orgs/${t.orgId}/members`);
    expect(res.status).toBe(403);
    errorMessage(res);
  });

  it('counts for a guest only the spaces that inherit a default level', async () => {
    const guest = await arrangeUser(t.server, {
      name: 'Gina Guest',
      memberships: [[t.orgId, null, { joinedAt: daysAgo(71) }]],
    });
    const res = await guest.api.get(`/v1/orgs/${t.orgId}/members/${guest.id}`);
    expect(res.status).toBe(200);
    // Of the three demo spaces, only "Getting Started" inherits a level (its collection's `comment`).
    expect(res.body).toMatchObject({ role: null, spaces: 1, teams: 0 });
  });

  it('walks every page with no duplicates and nothing missing while members join between pages', async () => {
    for (const sort of ['joinedAt', 'name', 'lastSeenAt'] as const) {
      const query = { sort, order: 'asc', limit: 2 };
      const before = (await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { sort, limit: 0 } })).body
        .count as number;
      const { items, last } = await walkWhileChanging(
        t.admin,
        `/v1/orgs/${t.orgId}/members`,
        query,
        async (i) => {
          // Joins after the cursor in ascending order: the latest join, a name after every other, seen last.
          const now = daysAgo(0);
          await arrangeUser(t.server, {
            name: `Zed ${sort} ${String(i).padStart(2, '0')}`,
            memberships: [[t.orgId, 'read', { joinedAt: now, lastSeenAt: now }]],
          });
        },
        50,
      );
      const seen = ids(items);
      expect(new Set(seen).size).toBe(seen.length);
      expect(last.count).toBe(seen.length);
      expect(seen.length).toBeGreaterThan(before);
      expect(seen).toEqual(ids(await walk(t.admin, `/v1/orgs/${t.orgId}/members`, { sort, order: 'asc' }, 1000)));
    }
  });

  it('refuses a cursor of another list', async () => {
    const first = await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { limit: 1 } });
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/members`, {
      query: { limit: 1, role: 'read', page: first.body.next.page },
    });
    expect(res.status).toBe(400);
    errorMessage(res);
  });

  it('refuses a cursor sent with the other order or another sort key (docs/behaviour.md#pagination)', async () => {
    const path = `/v1/orgs/${t.orgId}/members`;
    const first = await t.admin.get(path, { query: { limit: 1 } });
    for (const query of [{ order: 'asc' }, { sort: 'name' }]) {
      const res = await t.admin.get(path, { query: { limit: 1, ...query, page: first.body.next.page } });
      expect(res.status).toBe(400);
      errorMessage(res);
    }
  });
});

describe('GET /v1/orgs/{organizationId}/members/{userId}', () => {
  it('answers the member by user id', async () => {
    const res = await t.reader.get(`/v1/orgs/${t.orgId}/members/${users['Margaret']}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: users['Margaret'],
      role: 'edit',
      teams: 1,
      user: { email: 'margaret@acme.test' },
    });
  });

  it('lets a guest see themselves but not others, and hides members from outsiders', async () => {
    const guest = await arrangeUser(t.server, {
      name: 'Gale Guest',
      memberships: [[t.orgId, null, { joinedAt: daysAgo(72) }]],
    });
    expect((await guest.api.get(`/v1/orgs/${t.orgId}/members/${guest.id}`)).status).toBe(200);
    expect((await guest.api.get(`/v1/orgs/${t.orgId}/members/${users['Ada']}`)).status).toBe(403);
    expect((await t.outsider.get(`/v1/orgs/${t.orgId}/members/${users['Ada']}`)).status).toBe(404);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members/${users['Linus']}`)).status).toBe(404);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members/nobody`)).status).toBe(404);
  });
});

describe('PATCH /v1/orgs/{organizationId}/members/{userId}', () => {
  it('changes the role, and the member’s permissions follow at once', async () => {
    const member = await arrangeUser(t.server, {
      name: 'Pat Promoted',
      memberships: [[t.orgId, 'read', { joinedAt: daysAgo(80) }]],
    });
    expect((await member.api.patch(`/v1/orgs/${t.orgId}`, { ai: true })).status).toBe(403);
    const res = await t.admin.patch(`/v1/orgs/${t.orgId}/members/${member.id}`, { role: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.id, role: 'admin' });
    expect((await member.api.patch(`/v1/orgs/${t.orgId}`, { ai: true })).status).toBe(200);
    const guest = await t.admin.patch(`/v1/orgs/${t.orgId}/members/${member.id}`, { role: null });
    expect(guest.body.role).toBeNull();
    expect((await member.api.get(`/v1/orgs/${t.orgId}/members`)).status).toBe(403);
  });

  it('answers the member unchanged for an empty body', async () => {
    const res = await t.admin.patch(`/v1/orgs/${t.orgId}/members/${users['Grace']}`, {});
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('read');
  });

  it('refuses a role outside the enum with 400 and stores nothing', async () => {
    const res = await t.admin.patch(`/v1/orgs/${t.orgId}/members/${users['Grace']}`, { role: 'owner' });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/role/);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members/${users['Grace']}`)).body.role).toBe('read');
  });

  it('answers 409 when demoting the last admin, 403 to a non-admin, 404 for unknown members and outsiders', async () => {
    const last = await t.admin.patch(`/v1/orgs/${t.orgId}/members/${users['Ada']}`, { role: 'read' });
    expect(last.status).toBe(409);
    expect(errorMessage(last)).toMatch(/admin/);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members/${users['Ada']}`)).body.role).toBe('admin');
    expect((await t.reader.patch(`/v1/orgs/${t.orgId}/members/${users['Ken']}`, { role: 'read' })).status).toBe(403);
    expect((await t.admin.patch(`/v1/orgs/${t.orgId}/members/nobody`, { role: 'read' })).status).toBe(404);
    expect((await t.outsider.patch(`/v1/orgs/${t.orgId}/members/${users['Ken']}`, { role: 'read' })).status).toBe(404);
  });

  it('keeps one admin when 20 admins demote themselves concurrently', async () => {
    const raceOrg = newId();
    await t.server.app.services.prisma.organization.create({
      data: {
        id: raceOrg,
        title: 'Race Org',
        createdAt: new Date(),
        emailDomains: [],
        type: 'business',
        plan: 'free_2024',
      },
    });
    const admins = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        arrangeUser(t.server, { name: `Racer ${i}`, memberships: [[raceOrg, 'admin', { joinedAt: daysAgo(i) }]] }),
      ),
    );
    const results = await Promise.all(
      admins.map((a) => a.api.patch(`/v1/orgs/${raceOrg}/members/${a.id}`, { role: 'read' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    expect(results.filter((r) => r.status === 409)).toHaveLength(1);
    const remaining = admins[results.findIndex((r) => r.status === 409)];
    const list = await walk(remaining?.api ?? t.admin, `/v1/orgs/${raceOrg}/members`, { role: 'admin' }, 10);
    expect(ids(list)).toEqual([remaining?.id]);
    const readers = await remaining?.api.get(`/v1/orgs/${raceOrg}/members`, { query: { role: 'read' } });
    expect(readers?.body.count).toBe(19);
  });

  it('leaves each member with one of the roles asked when 20 role changes race', async () => {
    const targets = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        arrangeUser(t.server, { name: `Target ${i}`, memberships: [[t.orgId, 'read', { joinedAt: daysAgo(90 + i) }]] }),
      ),
    );
    const roles = ['create', 'review', 'edit', 'comment', 'read'] as const;
    const changes = Array.from({ length: 20 }, (_, i) => ({ target: targets[i % 4]!, role: roles[i % 5]! }));
    const results = await Promise.all(
      changes.map((c) => t.admin.patch(`/v1/orgs/${t.orgId}/members/${c.target.id}`, { role: c.role })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const target of targets) {
      const asked = changes.filter((c) => c.target === target).map((c) => c.role);
      const final = (await t.admin.get(`/v1/orgs/${t.orgId}/members/${target.id}`)).body.role;
      expect(asked).toContain(final);
    }
  });
});

describe('DELETE /v1/orgs/{organizationId}/members/{userId}', () => {
  it('removes a member and their team memberships; the former member then gets 404', async () => {
    const member = await arrangeUser(t.server, {
      name: 'Rita Removed',
      memberships: [[t.orgId, 'edit', { joinedAt: daysAgo(100) }]],
    });
    const team = (await t.admin.put(`/v1/orgs/${t.orgId}/teams`, { title: 'Leavers', members: [member.id] })).body;
    expect(team.members).toBe(1);
    const res = await t.admin.delete(`/v1/orgs/${t.orgId}/members/${member.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members/${member.id}`)).status).toBe(404);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/teams/${team.id}`)).body.members).toBe(0);
    expect((await member.api.get(`/v1/orgs/${t.orgId}`)).status).toBe(404);
  });

  it('lets a member remove themselves but not others', async () => {
    const member = await arrangeUser(t.server, {
      name: 'Sam Self',
      memberships: [[t.orgId, 'comment', { joinedAt: daysAgo(101) }]],
    });
    expect((await member.api.delete(`/v1/orgs/${t.orgId}/members/${users['Grace']}`)).status).toBe(403);
    expect((await member.api.delete(`/v1/orgs/${t.orgId}/members/${member.id}`)).status).toBe(204);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members/${member.id}`)).status).toBe(404);
  });

  it('answers 409 for the last admin, 404 for unknown members and outsiders', async () => {
    const res = await t.admin.delete(`/v1/orgs/${t.orgId}/members/${users['Ada']}`);
    expect(res.status).toBe(409);
    errorMessage(res);
    expect((await t.admin.delete(`/v1/orgs/${t.orgId}/members/nobody`)).status).toBe(404);
    expect((await t.outsider.delete(`/v1/orgs/${t.orgId}/members/${users['Grace']}`)).status).toBe(404);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members/${users['Grace']}`)).status).toBe(200);
  });
});

describe('POST /v1/orgs/{organizationId}/members/{userId}/sso', () => {
  it('marks the member as an SSO member (admins only)', async () => {
    expect((await t.reader.post(`/v1/orgs/${t.orgId}/members/${users['Alan']}/sso`)).status).toBe(403);
    const res = await t.admin.post(`/v1/orgs/${t.orgId}/members/${users['Alan']}/sso`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: users['Alan'], sso: true });
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members/${users['Alan']}`)).body.sso).toBe(true);
    expect((await t.admin.post(`/v1/orgs/${t.orgId}/members/nobody/sso`)).status).toBe(404);
    expect((await t.outsider.post(`/v1/orgs/${t.orgId}/members/${users['Alan']}/sso`)).status).toBe(404);
  });
});

describe('POST /v1/orgs/{organizationId}/ping', () => {
  it('updates the caller’s last-seen time and answers signed visitor claims', async () => {
    const res = await t.reader.post(`/v1/orgs/${t.orgId}/ping`);
    expect(res.status).toBe(200);
    const now = t.server.app.services.clock.now().getTime();
    const member = (await t.reader.get(`/v1/orgs/${t.orgId}/members/${users['Grace']}`)).body;
    expect(now - Date.parse(member.lastSeenAt)).toBeLessThan(10_000);
    const { payload, protectedHeader } = await jwtVerify(
      res.body.serviceVisitorClaims,
      t.server.app.services.jwtSecret,
    );
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: users['Grace'],
      org: t.orgId,
      role: 'read',
      email: 'grace@acme.test',
      name: 'Grace Hopper',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    await expect(
      jwtVerify(res.body.serviceVisitorClaims, new TextEncoder().encode('another secret')),
    ).rejects.toThrow();
  });

  it('makes the member active for sort=lastSeenAt', async () => {
    expect(
      ids(
        (await t.admin.get(`/v1/orgs/${t.orgId}/members`, { query: { sort: 'lastSeenAt', search: 'Ken Thompson' } }))
          .body.items,
      ),
    ).toEqual([]);
    const ken = client(t.server, await tokenFor(t.server, users['Ken'] ?? ''));
    expect((await ken.post(`/v1/orgs/${t.orgId}/ping`)).status).toBe(200);
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/members`, {
      query: { sort: 'lastSeenAt', search: 'Ken Thompson' },
    });
    expect(ids(res.body.items)).toEqual([users['Ken']]);
  });

  it('works for guests, and is a 404 outside the organization', async () => {
    const guest = await arrangeUser(t.server, {
      name: 'Pia Pinger',
      memberships: [[t.orgId, null, { joinedAt: daysAgo(5) }]],
    });
    const res = await guest.api.post(`/v1/orgs/${t.orgId}/ping`);
    expect(res.status).toBe(200);
    const { payload } = await jwtVerify(res.body.serviceVisitorClaims, t.server.app.services.jwtSecret);
    expect(payload.role).toBeNull();
    expect((await t.outsider.post(`/v1/orgs/${t.orgId}/ping`)).status).toBe(404);
    expect((await t.outsider.post(`/v1/orgs/${t.orgId}/ping`, undefined, { token: null })).status).toBe(401);
  });
});

describe('GET /v1/orgs/{organizationId}/members/{userId}/teams', () => {
  it('lists the member’s teams with their role in each', async () => {
    const res = await t.reader.get(`/v1/orgs/${t.orgId}/members/${users['Ada']}/teams`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.items[0]).toMatchObject({
      team: { object: 'team', title: 'Writers', members: 2, spaces: 0 },
      member: { role: 'owner' },
    });
    expect(res.body.items[0].team.permissions).toEqual({ admin: false, view: true });
  });

  it('filters by a case-insensitive substring of the title', async () => {
    expect(
      (await t.admin.get(`/v1/orgs/${t.orgId}/members/${users['Margaret']}/teams`, { query: { title: 'WRIT' } })).body
        .count,
    ).toBe(1);
    expect(
      (await t.admin.get(`/v1/orgs/${t.orgId}/members/${users['Margaret']}/teams`, { query: { title: 'review' } })).body
        .count,
    ).toBe(0);
  });

  it('walks every page while the member joins teams between pages', async () => {
    const member = await arrangeUser(t.server, {
      name: 'Tom Teams',
      memberships: [[t.orgId, 'read', { joinedAt: daysAgo(3) }]],
    });
    for (let i = 0; i < 5; i++)
      await t.admin.put(`/v1/orgs/${t.orgId}/teams`, { title: `Squad ${i}`, members: [member.id] });
    const { items, last } = await walkWhileChanging(
      member.api,
      `/v1/orgs/${t.orgId}/members/${member.id}/teams`,
      { limit: 2 },
      (i) => t.admin.put(`/v1/orgs/${t.orgId}/teams`, { title: `Late squad ${i}`, members: [member.id] }),
      20,
    );
    const seen = items.map((item: { team: { title: string } }) => item.team.title);
    expect(last.count).toBe(seen.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 5)).toEqual(['Squad 0', 'Squad 1', 'Squad 2', 'Squad 3', 'Squad 4']);
    expect(seen).toContain('Late squad 0');
  });

  it('lets a guest list their own teams only; outsiders get 404', async () => {
    const guest = await arrangeUser(t.server, {
      name: 'Gil Guest',
      memberships: [[t.orgId, null, { joinedAt: daysAgo(4) }]],
    });
    expect((await guest.api.get(`/v1/orgs/${t.orgId}/members/${guest.id}/teams`)).body).toEqual({
      items: [],
      count: 0,
    });
    expect((await guest.api.get(`/v1/orgs/${t.orgId}/members/${users['Ada']}/teams`)).status).toBe(403);
    expect((await t.outsider.get(`/v1/orgs/${t.orgId}/members/${users['Ada']}/teams`)).status).toBe(404);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/members/nobody/teams`)).status).toBe(404);
  });
});

describe('Member `spaces` of a guest', () => {
  it('counts the live spaces with a level of their own or one passed down from any collection above', async () => {
    const guest = await arrangeUser(t.server, { name: 'Gus Guest', memberships: [[t.orgId, null, {}]] });
    const count = async () => {
      const res = await guest.api.get(`/v1/orgs/${t.orgId}/members/${guest.id}`);
      expect(res.status).toBe(200);
      return res.body.spaces as number;
    };
    const collection = async (title: string, parent?: string) =>
      (await t.admin.post(`/v1/orgs/${t.orgId}/collections`, { title, ...(parent ? { parent } : {}) })).body
        .id as string;
    const space = async (parent?: string) =>
      (await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { title: 'Counted?', ...(parent ? { parent } : {}) })).body
        .id as string;
    const before = await count();
    const outer = await collection('Passes read down');
    const inner = await collection('No level of its own', outer);
    const closed = await collection('Closed');
    const deep = await space(inner);
    await space(closed);
    const own = await space(closed);
    await space();
    expect(await count()).toBe(before);
    expect((await t.admin.patch(`/v1/collections/${outer}`, { defaultLevel: 'read' })).status).toBe(200);
    expect(await count()).toBe(before + 1);
    expect((await t.admin.patch(`/v1/spaces/${own}`, { defaultLevel: 'comment' })).status).toBe(200);
    expect(await count()).toBe(before + 2);
    expect((await t.admin.delete(`/v1/spaces/${deep}`)).status).toBe(205);
    expect(await count()).toBe(before + 1);
    // The organization's list counts the same, once per page.
    const listed = await walk<{ id: string; spaces: number }>(t.admin, `/v1/orgs/${t.orgId}/members`, {}, 1000);
    expect(listed.find((m) => m.id === guest.id)?.spaces).toBe(before + 1);
  });
});
