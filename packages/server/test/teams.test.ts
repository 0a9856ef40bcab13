import { beforeAll, describe, expect, it } from 'vitest';
import {
  arrangeUser,
  client,
  errorMessage,
  expectAdminDeletes,
  tokenFor,
  useTestServer,
  walk,
  walkWhileChanging,
} from './helpers.js';

const t = useTestServer();
const users: Record<string, string> = {};
const teams: Record<string, string> = {};

const titles = (items: { title: string }[]) => items.map((team) => team.title);
const teamsPath = () => `/v1/orgs/${t.orgId}/teams`;

beforeAll(async () => {
  for (const user of await t.server.app.services.prisma.user.findMany())
    users[user.displayName.split(' ')[0] ?? ''] = user.id;
  for (const team of await t.server.app.services.prisma.team.findMany()) teams[team.title] = team.id;
});

describe('GET /v1/orgs/{organizationId}/teams', () => {
  it('lists the teams in creation order with their counts and the caller’s permissions', async () => {
    const res = await t.reader.get(teamsPath());
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.items).toEqual([
      {
        object: 'team',
        id: teams['Writers'],
        title: 'Writers',
        members: 2,
        spaces: 0,
        createdAt: expect.any(String),
        permissions: { admin: false, view: true },
      },
      {
        object: 'team',
        id: teams['Reviewers'],
        title: 'Reviewers',
        members: 1,
        spaces: 0,
        createdAt: expect.any(String),
        permissions: { admin: false, view: true },
      },
    ]);
    expect(
      (await t.admin.get(teamsPath())).body.items.map(
        (team: { permissions: { admin: boolean } }) => team.permissions.admin,
      ),
    ).toEqual([true, true]);
    const ken = client(t.server, await tokenFor(t.server, users['Ken'] ?? ''));
    expect(
      (await ken.get(teamsPath())).body.items.map(
        (team: { permissions: { admin: boolean } }) => team.permissions.admin,
      ),
    ).toEqual([false, true]);
  });

  it('filters by a case-insensitive substring of the title', async () => {
    expect(titles((await t.admin.get(teamsPath(), { query: { title: 'VIEW' } })).body.items)).toEqual(['Reviewers']);
    expect((await t.admin.get(teamsPath(), { query: { title: 'nothing' } })).body).toEqual({ items: [], count: 0 });
  });

  it('filters by owner: the teams that member can manage', async () => {
    expect(titles((await t.admin.get(teamsPath(), { query: { owner: users['Ken'] } })).body.items)).toEqual([
      'Reviewers',
    ]);
    // Organization admins manage every team.
    expect(titles((await t.admin.get(teamsPath(), { query: { owner: users['Ada'] } })).body.items)).toEqual([
      'Writers',
      'Reviewers',
    ]);
    // A plain team member manages none.
    expect((await t.admin.get(teamsPath(), { query: { owner: users['Margaret'] } })).body.count).toBe(0);
    expect((await t.admin.get(teamsPath(), { query: { owner: 'nobody' } })).body).toEqual({ items: [], count: 0 });
    expect(
      titles((await t.admin.get(teamsPath(), { query: { owner: users['Ken'], title: 'writ' } })).body.items),
    ).toEqual([]);
  });

  it('answers 401 without a token, 404 outside the organization, 403 to a guest', async () => {
    expect((await t.admin.get(teamsPath(), { token: null })).status).toBe(401);
    const foreign = await t.outsider.get(teamsPath());
    expect(foreign.status).toBe(404);
    errorMessage(foreign);
    const guest = await arrangeUser(t.server, { name: 'Gus Guest', memberships: [[t.orgId, null]] });
    expect((await guest.api.get(teamsPath())).status).toBe(403);
  });

  it('walks every page with no duplicates and nothing missing while teams are created between pages', async () => {
    for (let i = 0; i < 4; i++) expect((await t.admin.put(teamsPath(), { title: `Page team ${i}` })).status).toBe(201);
    const { items, last } = await walkWhileChanging(
      t.reader,
      teamsPath(),
      { limit: 2 },
      (i) => t.admin.put(teamsPath(), { title: `Late team ${i}` }),
      20,
    );
    const seen = items.map((team: { id: string }) => team.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(last.count).toBe(seen.length);
    expect(seen).toEqual((await walk(t.admin, teamsPath(), {}, 1000)).map((team: { id: string }) => team.id));
  });
});

describe('PUT /v1/orgs/{organizationId}/teams', () => {
  it('creates a team with the given members and answers 201', async () => {
    const res = await t.admin.put(teamsPath(), {
      title: 'Designers',
      members: [users['Grace'], users['Alan'], users['Grace']],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'team',
      title: 'Designers',
      members: 2,
      spaces: 0,
      permissions: { admin: true, view: true },
    });
    const members = await walk(t.admin, `${teamsPath()}/${res.body.id}/members`);
    expect(
      members
        .map((m: { organization: { id: string }; team: { role: string } }) => [m.organization.id, m.team.role])
        .sort(),
    ).toEqual(
      [
        [users['Grace'], 'member'],
        [users['Alan'], 'member'],
      ].sort(),
    );
  });

  it('accepts a title of 1 and 64 characters and refuses 0 and 65 with 400, storing nothing', async () => {
    const before = (await t.admin.get(teamsPath(), { query: { limit: 0 } })).body.count as number;
    for (const title of ['', 'x'.repeat(65)]) {
      const res = await t.admin.put(teamsPath(), { title });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/title/);
    }
    expect((await t.admin.put(teamsPath(), {})).status).toBe(400);
    expect((await t.admin.get(teamsPath(), { query: { limit: 0 } })).body.count).toBe(before);
    expect((await t.admin.put(teamsPath(), { title: 'x' })).status).toBe(201);
    expect((await t.admin.put(teamsPath(), { title: 'y'.repeat(64) })).status).toBe(201);
  });

  it('refuses a member who is not in the organization with a 400 naming them, storing nothing', async () => {
    const before = (await t.admin.get(teamsPath(), { query: { limit: 0 } })).body.count as number;
    const res = await t.admin.put(teamsPath(), { title: 'Mixed', members: [users['Grace'], users['Linus']] });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toContain(users['Linus']);
    expect((await t.admin.get(teamsPath(), { query: { limit: 0 } })).body.count).toBe(before);
  });

  it('is for organization admins only: 403 to others, 404 outside', async () => {
    expect(
      (await client(t.server, await tokenFor(t.server, users['Alan'] ?? '')).put(teamsPath(), { title: 'Creators' }))
        .status,
    ).toBe(403);
    expect((await t.reader.put(teamsPath(), { title: 'Readers' })).status).toBe(403);
    expect((await t.outsider.put(teamsPath(), { title: 'Intruders' })).status).toBe(404);
  });

  it('creates 20 teams concurrently, all counted', async () => {
    const before = (await t.admin.get(teamsPath(), { query: { limit: 0 } })).body.count as number;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.admin.put(teamsPath(), { title: `Burst ${i}`, members: [users['Ken']] })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(20);
    const all = await walk(t.admin, teamsPath(), { title: 'burst' }, 7);
    expect(all).toHaveLength(20);
    expect(all.every((team: { members: number }) => team.members === 1)).toBe(true);
    expect((await t.admin.get(teamsPath(), { query: { limit: 0 } })).body.count).toBe(before + 20);
    expect(
      (await t.admin.get(`/v1/orgs/${t.orgId}/members/${users['Ken']}/teams`, { query: { title: 'burst', limit: 0 } }))
        .body.count,
    ).toBe(20);
  });
});

describe('GET /v1/orgs/{organizationId}/teams/{teamId}', () => {
  it('answers the team', async () => {
    const res = await t.reader.get(`${teamsPath()}/${teams['Writers']}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: teams['Writers'], title: 'Writers', members: 2 });
  });

  it('lets a guest see the teams they are in only; 404 for unknown teams and outsiders', async () => {
    const guest = await arrangeUser(t.server, { name: 'Gina Guest', memberships: [[t.orgId, null]] });
    const res = await guest.api.get(`${teamsPath()}/${teams['Reviewers']}`);
    expect(res.status).toBe(403);
    await t.admin.put(`${teamsPath()}/${teams['Reviewers']}/members/${guest.id}`);
    const seen = await guest.api.get(`${teamsPath()}/${teams['Reviewers']}`);
    expect(seen.status).toBe(200);
    expect(seen.body.permissions).toEqual({ admin: false, view: true });
    await t.admin.delete(`${teamsPath()}/${teams['Reviewers']}/members/${guest.id}`);
    expect((await t.admin.get(`${teamsPath()}/nope`)).status).toBe(404);
    expect((await t.outsider.get(`${teamsPath()}/${teams['Writers']}`)).status).toBe(404);
    expect((await t.outsider.get(`/v1/orgs/${t.otherOrgId}/teams/${teams['Writers']}`)).status).toBe(404);
  });
});

describe('PATCH /v1/orgs/{organizationId}/teams/{teamId}', () => {
  it('renames a team for an admin and for a team owner, not for a plain member', async () => {
    const res = await t.admin.patch(`${teamsPath()}/${teams['Writers']}`, { title: 'Authors' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Authors', members: 2 });
    const ken = client(t.server, await tokenFor(t.server, users['Ken'] ?? ''));
    expect((await ken.patch(`${teamsPath()}/${teams['Reviewers']}`, { title: 'Critics' })).body.title).toBe('Critics');
    const margaret = client(t.server, await tokenFor(t.server, users['Margaret'] ?? ''));
    expect((await margaret.patch(`${teamsPath()}/${teams['Writers']}`, { title: 'Mine' })).status).toBe(403);
    expect((await t.admin.get(`${teamsPath()}/${teams['Writers']}`)).body.title).toBe('Authors');
  });

  it('refuses titles past the bounds with 400 and stores nothing; 404 for unknown teams', async () => {
    for (const body of [{ title: '' }, { title: 'z'.repeat(65) }, {}]) {
      const res = await t.admin.patch(`${teamsPath()}/${teams['Writers']}`, body);
      expect(res.status).toBe(400);
      errorMessage(res);
    }
    expect((await t.admin.get(`${teamsPath()}/${teams['Writers']}`)).body.title).toBe('Authors');
    expect((await t.admin.patch(`${teamsPath()}/nope`, { title: 'x' })).status).toBe(404);
    expect((await t.outsider.patch(`${teamsPath()}/${teams['Writers']}`, { title: 'x' })).status).toBe(404);
  });
});

describe('DELETE /v1/orgs/{organizationId}/teams/{teamId}', () => {
  it('deletes a team (204) with its memberships; then it is a 404', async () => {
    const team = (await t.admin.put(teamsPath(), { title: 'Doomed', members: [users['Grace']] })).body;
    await expectAdminDeletes(t, `${teamsPath()}/${team.id}`);
    expect(
      (await t.admin.get(`/v1/orgs/${t.orgId}/members/${users['Grace']}/teams`, { query: { title: 'doomed' } })).body
        .count,
    ).toBe(0);
  });

  it('lets a team owner delete their team', async () => {
    const team = (await t.admin.put(teamsPath(), { title: 'Owned' })).body;
    await t.admin.put(`${teamsPath()}/${team.id}/members/${users['Barbara']}`, { role: 'owner' });
    expect(
      (await client(t.server, await tokenFor(t.server, users['Barbara'] ?? '')).delete(`${teamsPath()}/${team.id}`))
        .status,
    ).toBe(204);
  });
});

describe('GET /v1/orgs/{organizationId}/teams/{teamId}/members', () => {
  it('lists the team members as organization members with their team role', async () => {
    const res = await t.reader.get(`${teamsPath()}/${teams['Writers']}/members`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.items[0]).toMatchObject({
      organization: {
        object: 'member',
        id: users['Ada'],
        role: 'admin',
        teams: expect.any(Number),
        user: { email: 'ada@acme.test' },
      },
      team: { role: 'owner' },
      permissions: { view: true },
    });
    expect(res.body.items[1]).toMatchObject({ organization: { id: users['Margaret'] }, team: { role: 'member' } });
  });

  it('walks every page while members are added between pages', async () => {
    const team = (await t.admin.put(teamsPath(), { title: 'Crowd' })).body;
    const crowd = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        arrangeUser(t.server, { name: `Crowd ${i}`, memberships: [[t.orgId, 'read']] }),
      ),
    );
    for (const m of crowd.slice(0, 5)) await t.admin.put(`${teamsPath()}/${team.id}/members/${m.id}`);
    const { items, last } = await walkWhileChanging(
      t.admin,
      `${teamsPath()}/${team.id}/members`,
      { limit: 2 },
      async (i) => {
        const next = crowd[5 + i];
        if (next) await t.admin.put(`${teamsPath()}/${team.id}/members/${next.id}`);
      },
      20,
    );
    const seen = items.map((m: { organization: { id: string } }) => m.organization.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(last.count).toBe(8);
    expect(seen.sort()).toEqual(crowd.map((m) => m.id).sort());
  });

  it('answers 404 for unknown teams and outsiders', async () => {
    expect((await t.admin.get(`${teamsPath()}/nope/members`)).status).toBe(404);
    expect((await t.outsider.get(`${teamsPath()}/${teams['Writers']}/members`)).status).toBe(404);
  });
});

describe('PUT /v1/orgs/{organizationId}/teams/{teamId}/members', () => {
  const roster = async (teamId: string) =>
    Object.fromEntries(
      (await walk(t.admin, `${teamsPath()}/${teamId}/members`, {}, 100)).map(
        (m: { organization: { id: string }; team: { role: string } }) => [m.organization.id, m.team.role],
      ),
    );

  it('adds by id or email, removes, and sets roles; a user in both add and remove is removed', async () => {
    const team = (await t.admin.put(teamsPath(), { title: 'Bulk', members: [users['Barbara'], users['Ken']] })).body;
    const res = await t.admin.put(`${teamsPath()}/${team.id}/members`, {
      add: [users['Grace'], 'ALAN@acme.test', users['Margaret']],
      remove: [users['Barbara'], 'margaret@acme.test'],
      memberships: { [users['Grace'] ?? '']: { role: 'owner' }, [users['Ken'] ?? '']: { role: 'owner' } },
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await roster(team.id)).toEqual({
      [users['Grace'] ?? '']: 'owner',
      [users['Alan'] ?? '']: 'member',
      [users['Ken'] ?? '']: 'owner',
    });
    // A new owner may manage the team at once.
    const grace = client(t.server, await tokenFor(t.server, users['Grace'] ?? ''));
    expect(
      (
        await grace.put(`${teamsPath()}/${team.id}/members`, {
          memberships: { [users['Alan'] ?? '']: { role: 'owner' } },
        })
      ).status,
    ).toBe(204);
    expect((await roster(team.id))[users['Alan'] ?? '']).toBe('owner');
  });

  it('refuses an unknown user with a 400 naming it and changes nothing', async () => {
    const team = (await t.admin.put(teamsPath(), { title: 'Strict', members: [users['Ken']] })).body;
    for (const body of [
      { add: [users['Grace'], 'stranger@nowhere.test'] },
      { remove: [users['Linus']] },
      { memberships: { ghost: { role: 'owner' } } },
    ]) {
      const res = await t.admin.put(`${teamsPath()}/${team.id}/members`, body);
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/stranger@nowhere\.test|ghost|body\.remove/);
    }
    const badRole = await t.admin.put(`${teamsPath()}/${team.id}/members`, {
      memberships: { [users['Ken'] ?? '']: { role: 'boss' } },
    });
    expect(badRole.status).toBe(400);
    expect(await roster(team.id)).toEqual({ [users['Ken'] ?? '']: 'member' });
  });

  it('is for admins and team owners: 403 to a plain team member, 404 outside', async () => {
    const margaret = client(t.server, await tokenFor(t.server, users['Margaret'] ?? ''));
    expect((await margaret.put(`${teamsPath()}/${teams['Writers']}/members`, { add: [users['Grace']] })).status).toBe(
      403,
    );
    expect((await t.outsider.put(`${teamsPath()}/${teams['Writers']}/members`, { add: [users['Grace']] })).status).toBe(
      404,
    );
    expect((await t.admin.put(`${teamsPath()}/nope/members`, { add: [users['Grace']] })).status).toBe(404);
  });

  it('keeps the roster consistent under 20 concurrent bulk updates', async () => {
    const team = (await t.admin.put(teamsPath(), { title: 'Busy' })).body;
    const people = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        arrangeUser(t.server, { name: `Busy ${i}`, memberships: [[t.orgId, 'read']] }),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.admin.put(`${teamsPath()}/${team.id}/members`, {
          add: [people[i % 10]?.id ?? ''],
          memberships: { [people[(i + 1) % 10]?.id ?? '']: { role: i % 2 === 0 ? 'owner' : 'member' } },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(204));
    const final = await roster(team.id);
    expect(Object.keys(final).sort()).toEqual(people.map((p) => p.id).sort());
    expect((await t.admin.get(`${teamsPath()}/${team.id}`)).body.members).toBe(10);
  });
});

describe('PUT /v1/orgs/{organizationId}/teams/{teamId}/members/{userId}', () => {
  it('adds a member with the role member by default, updates the role, keeps it when none is given', async () => {
    const team = (await t.admin.put(teamsPath(), { title: 'Single' })).body;
    const path = `${teamsPath()}/${team.id}/members/${users['Grace']}`;
    const added = await t.admin.put(path);
    expect(added.status).toBe(204);
    const role = async () =>
      (await walk(t.admin, `${teamsPath()}/${team.id}/members`)).find(
        (m: { organization: { id: string } }) => m.organization.id === users['Grace'],
      ).team.role;
    expect(await role()).toBe('member');
    expect((await t.admin.put(path, { role: 'owner' })).status).toBe(204);
    expect(await role()).toBe('owner');
    expect((await t.admin.put(path, {})).status).toBe(204);
    expect(await role()).toBe('owner');
    expect((await t.admin.put(path, { role: 'boss' })).status).toBe(400);
    expect((await t.admin.get(`${teamsPath()}/${team.id}`)).body.members).toBe(1);
  });

  it('answers 404 for a user outside the organization, 403 to a non-manager', async () => {
    expect((await t.admin.put(`${teamsPath()}/${teams['Writers']}/members/${users['Linus']}`)).status).toBe(404);
    expect((await t.reader.put(`${teamsPath()}/${teams['Writers']}/members/${users['Grace']}`)).status).toBe(403);
  });
});

describe('DELETE /v1/orgs/{organizationId}/teams/{teamId}/members/{userId}', () => {
  it('removes a member (204); removing them again is a 404', async () => {
    const team = (await t.admin.put(teamsPath(), { title: 'Shrinking', members: [users['Grace'], users['Alan']] }))
      .body;
    expect((await t.reader.delete(`${teamsPath()}/${team.id}/members/${users['Alan']}`)).status).toBe(403);
    const res = await t.admin.delete(`${teamsPath()}/${team.id}/members/${users['Alan']}`);
    expect(res.status).toBe(204);
    expect((await t.admin.get(`${teamsPath()}/${team.id}`)).body.members).toBe(1);
    expect((await t.admin.delete(`${teamsPath()}/${team.id}/members/${users['Alan']}`)).status).toBe(404);
    expect((await t.outsider.delete(`${teamsPath()}/${team.id}/members/${users['Grace']}`)).status).toBe(404);
  });
});
