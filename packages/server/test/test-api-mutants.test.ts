import { describe, expect, it } from 'vitest';
import { client, useTestServer, type Client } from './helpers.js';

const t = useTestServer({ testClock: false, testApi: true });
const stand = () => client(t.server);

interface Mutant {
  id: string;
  operator: string;
  operationId?: string;
  field?: string;
  touches: string[];
  description: string;
  equivalent?: string;
}

/** A demo tenant with these mutants on, and its callers. */
async function tenant(mutants: string[] = []) {
  const res = await stand().post('/__test/tenants', { seed: 'demo', mutants });
  expect(res.status, res.text).toBe(201);
  const fixtures = res.body as {
    organizationId: string;
    otherOrganizationId: string;
    tokens: { admin: string; reader: string; outsider: string };
  };
  return {
    org: fixtures.organizationId,
    admin: client(t.server, fixtures.tokens.admin),
    reader: client(t.server, fixtures.tokens.reader),
    outsider: client(t.server, fixtures.tokens.outsider),
  };
}

async function newSpace(admin: Client, org: string, title = 'Mutated'): Promise<string> {
  const made = await admin.post(`/v1/orgs/${org}/spaces`, { title });
  expect(made.status, made.text).toBe(201);
  return made.body.id as string;
}

const emails = async (api: Client, org: string, query: Record<string, string | number> = {}) =>
  ((await api.get(`/v1/orgs/${org}/members`, { query })).body.items as { user: { email: string } }[]).map(
    (m) => m.user.email.split('@')[0],
  );

describe('GET /__test/mutants', () => {
  it('lists a catalogue generated from the contract: every operator, unique stable ids, a sentence each', async () => {
    const res = await stand().get('/__test/mutants');
    expect(res.status).toBe(200);
    const items = res.body.items as Mutant[];
    expect(res.body.count).toBe(items.length);
    expect(new Set(items.map((m) => m.id)).size).toBe(items.length);
    expect(new Set(items.map((m) => m.operator))).toEqual(
      new Set([
        'param-ignored',
        'field-frozen',
        'field-dropped',
        'field-other-caller',
        'write-not-kept',
        'derived-stale',
        'cascade-skipped',
        'access-dropped',
        'status-swapped',
        'order-reversed',
        'page-overlap',
        'error-disclosed',
      ]),
    );
    for (const mutant of items) {
      expect(mutant.id.startsWith(`${mutant.operator}:`)).toBe(true);
      expect(mutant.touches.length).toBeGreaterThan(0);
      expect(mutant.description).toMatch(/\.$/);
    }
    expect((await stand().get('/__test/mutants')).body).toEqual(res.body);
  });

  it('filters by operator and by the operation a mutant touches', async () => {
    const swapped = (await stand().get('/__test/mutants', { query: { operator: 'status-swapped' } })).body
      .items as Mutant[];
    expect(swapped.length).toBeGreaterThan(0);
    expect(swapped.every((m) => m.operator === 'status-swapped')).toBe(true);
    const ofGet = (await stand().get('/__test/mutants', { query: { operationId: 'getSpaceById' } })).body
      .items as Mutant[];
    expect(ofGet.map((m) => m.id)).toEqual(
      expect.arrayContaining(['status-swapped:getSpaceById:200', 'field-dropped:Space.title']),
    );
    expect(ofGet.every((m) => m.touches.includes('getSpaceById'))).toBe(true);
  });
});

describe('POST /__test/tenants with mutants', () => {
  it('refuses an unknown mutant with 400 naming it, and makes no tenant', async () => {
    const before = (await stand().get('/__test/tenants', { query: { limit: 1000 } })).body.count as number;
    const res = await stand().post('/__test/tenants', { mutants: ['field-dropped:Space.nope'] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('field-dropped:Space.nope');
    expect((await stand().get('/__test/tenants', { query: { limit: 1000 } })).body.count).toBe(before);
  });

  it('changes that tenant only: another tenant and the server’s own data answer as before', async () => {
    const mutated = await tenant(['field-dropped:Space.title', 'status-swapped:getSpaceById:200']);
    const plain = await tenant();
    const mine = await newSpace(mutated.admin, mutated.org);
    const theirs = await newSpace(plain.admin, plain.org);
    const changed = await mutated.admin.get(`/v1/spaces/${mine}`);
    expect(changed.status).toBe(201);
    expect(changed.body).not.toHaveProperty('title');
    const same = await plain.admin.get(`/v1/spaces/${theirs}`);
    expect(same.status).toBe(200);
    expect(same.body.title).toBe('Mutated');
    const own = await t.admin.get(`/v1/orgs/${t.orgId}`);
    expect(own.status).toBe(200);
    expect(own.body.title).toEqual(expect.any(String));
  });

  it('goes with its tenant', async () => {
    const made = await stand().post('/__test/tenants', { mutants: ['status-swapped:getSpaceById:200'] });
    const admin = client(t.server, made.body.tokens.admin);
    const space = await newSpace(admin, made.body.organizationId);
    expect((await admin.get(`/v1/spaces/${space}`)).status).toBe(201);
    expect((await stand().delete(`/__test/tenants/${made.body.tenantId}`)).status).toBe(204);
    expect((await admin.get(`/v1/spaces/${space}`)).status).toBe(401);
  });
});

describe('each operator does what its sentence says', () => {
  it('param-ignored: the filter is accepted and has no effect', async () => {
    const { admin, org } = await tenant(['param-ignored:listMembersInOrganizationById:role']);
    const all = await emails(admin, org, { limit: 100 });
    expect(await emails(admin, org, { limit: 100, role: 'admin' })).toEqual(all);
  });

  it('field-frozen: the first answer’s value stays, whatever changes it', async () => {
    const { admin, org } = await tenant(['field-frozen:Space.title']);
    const space = await newSpace(admin, org, 'First');
    const patched = await admin.patch(`/v1/spaces/${space}`, { title: 'Second' });
    expect(patched.status).toBe(200);
    expect(patched.body.title).toBe('First');
    expect((await admin.get(`/v1/spaces/${space}`)).body.title).toBe('First');
  });

  it('field-other-caller: the first caller’s permissions are everyone’s', async () => {
    const { admin, reader, org } = await tenant(['field-other-caller:Space.permissions']);
    const plain = await tenant();
    const space = await newSpace(admin, org);
    const asAdmin = (await admin.get(`/v1/spaces/${space}`)).body.permissions;
    expect((await reader.get(`/v1/spaces/${space}`)).body.permissions).toEqual(asAdmin);
    const other = await newSpace(plain.admin, plain.org);
    expect((await plain.reader.get(`/v1/spaces/${other}`)).body.permissions).not.toEqual(
      (await plain.admin.get(`/v1/spaces/${other}`)).body.permissions,
    );
  });

  it('write-not-kept: an update is answered, then undone; a create is nowhere; a delete is not done', async () => {
    const { admin, org } = await tenant([
      'write-not-kept:updateSpaceById',
      'write-not-kept:createSpace',
      'write-not-kept:deleteCommentInSpace',
    ]);
    const plain = await tenant();
    const made = await admin.post(`/v1/orgs/${org}/spaces`, { title: 'Gone' });
    expect(made.status).toBe(201);
    expect((await admin.get(`/v1/spaces/${made.body.id}`)).status).toBe(404);
    const spaces = (await admin.get(`/v1/orgs/${org}/spaces`, { query: { limit: 1000 } })).body.items as {
      id: string;
    }[];
    expect(spaces.map((s) => s.id)).not.toContain(made.body.id);

    const existing = spaces[0]?.id as string;
    const before = (await admin.get(`/v1/spaces/${existing}`)).body.title as string;
    const patched = await admin.patch(`/v1/spaces/${existing}`, { title: 'Changed' });
    expect(patched.body.title).toBe('Changed');
    expect((await admin.get(`/v1/spaces/${existing}`)).body.title).toBe(before);

    const comment = await admin.post(`/v1/spaces/${existing}/comments`, { body: { markdown: 'kept' } });
    expect(comment.status, comment.text).toBe(200);
    expect((await admin.delete(`/v1/spaces/${existing}/comments/${comment.body.id}`)).status).toBe(205);
    expect((await admin.get(`/v1/spaces/${existing}/comments/${comment.body.id}`)).status).toBe(200);
    // The same steps in a tenant without the mutants keep each write.
    const kept = await newSpace(plain.admin, plain.org);
    expect((await plain.admin.get(`/v1/spaces/${kept}`)).status).toBe(200);
  });

  it('derived-stale: a count keeps its value after the writes below its object', async () => {
    const { admin, org } = await tenant(['derived-stale:Space.comments']);
    const space = await newSpace(admin, org);
    const before = (await admin.get(`/v1/spaces/${space}`)).body.comments as number;
    expect((await admin.post(`/v1/spaces/${space}/comments`, { body: { markdown: 'one' } })).status).toBe(200);
    expect((await admin.get(`/v1/spaces/${space}/comments`)).body.count).toBe(before + 1);
    expect((await admin.get(`/v1/spaces/${space}`)).body.comments).toBe(before);
  });

  it('cascade-skipped: what went with the object answers as before', async () => {
    const { admin, org } = await tenant(['cascade-skipped:deleteSpaceById']);
    const space = await newSpace(admin, org);
    const comment = await admin.post(`/v1/spaces/${space}/comments`, { body: { markdown: 'left' } });
    const path = `/v1/spaces/${space}/comments/${comment.body.id}`;
    expect((await admin.get(path)).status).toBe(200);
    expect((await admin.delete(`/v1/spaces/${space}`)).status).toBe(205);
    expect((await admin.get(path)).status).toBe(200);
  });

  it('access-dropped: the reader does what the admin may; another organization sees what it must not', async () => {
    const { admin, reader, outsider, org } = await tenant([
      'access-dropped:updateSpaceById:read',
      'access-dropped:getSpaceById:other-organization',
    ]);
    const space = await newSpace(admin, org);
    const patched = await reader.patch(`/v1/spaces/${space}`, { title: 'By the reader' });
    expect(patched.status).toBe(200);
    expect((await admin.get(`/v1/spaces/${space}`)).body.title).toBe('By the reader');
    expect((await outsider.get(`/v1/spaces/${space}`)).status).toBe(200);
    // A space that does not exist is still 404.
    expect((await outsider.get('/v1/spaces/nope')).status).toBe(404);
  });

  it('order-reversed and page-overlap change the pages of their list', async () => {
    const reversed = await tenant(['order-reversed:listMembersInOrganizationById']);
    const overlap = await tenant(['page-overlap:listMembersInOrganizationById']);
    const plain = await tenant();
    const order = await emails(plain.admin, plain.org, { limit: 100 });
    expect(await emails(reversed.admin, reversed.org, { limit: 100 })).toEqual([...order].reverse());

    const first = await overlap.admin.get(`/v1/orgs/${overlap.org}/members`, { query: { limit: 2 } });
    const second = await overlap.admin.get(`/v1/orgs/${overlap.org}/members`, {
      query: { limit: 2, page: first.body.next.page },
    });
    expect(second.body.items[0]).toEqual(first.body.items[1]);
    expect(second.body.items).toHaveLength(2);
  });

  it('error-disclosed: error answers end with a stack trace', async () => {
    const { admin } = await tenant(['error-disclosed:getSpaceById']);
    const missing = await admin.get('/v1/spaces/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toMatch(/\n {4}at \S+ \(\/srv\/app\/.+:\d+:\d+\)$/);
  });
});
