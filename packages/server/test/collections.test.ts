import { beforeAll, describe, expect, it } from 'vitest';
import { ids } from './content-helpers.js';
import { arrangeMember, errorMessage, useTestServer, walk, walkWhileChanging, type Client } from './helpers.js';

const t = useTestServer();
/** admin of both organizations */
let dual: Client;
let creator: Client;
/** member of acme without a role */
let guest: Client;
let product: string;
let guides: string;

interface CollectionBody {
  id: string;
  title: string;
  parent?: string;
  organization: string;
  defaultLevel: string | null;
  permissions: Record<string, boolean>;
}

async function createCollection(title: string, parent?: string, api: Client = t.admin): Promise<CollectionBody> {
  const res = await api.post(`/v1/orgs/${t.orgId}/collections`, { title, ...(parent !== undefined ? { parent } : {}) });
  expect(res.status, res.text).toBe(201);
  return res.body as CollectionBody;
}

async function createSpace(parent: string, title = 'Space'): Promise<string> {
  const res = await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, { title, parent, visibility: 'in-collection' });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

const at = (id: string) => ({ type: 'collection', collection: id });

beforeAll(async () => {
  dual = await arrangeMember(t, 'Dual', 'admin', 'admin');
  creator = await arrangeMember(t, 'Creator', 'create');
  guest = await arrangeMember(t, 'Guest', null);
  const all = await walk<CollectionBody>(t.admin, `/v1/orgs/${t.orgId}/collections`);
  product = all.find((c) => c.title === 'Product')?.id ?? '';
  guides = all.find((c) => c.title === 'Guides')?.id ?? '';
});

describe('GET /v1/orgs/{organizationId}/collections', () => {
  it('lists nested collections by default, oldest first', async () => {
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/collections`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: CollectionBody) => c.title)).toEqual(['Product', 'Guides']);
    expect(res.body.items[1]).toMatchObject({
      object: 'collection',
      parent: product,
      defaultLevel: 'comment',
      organization: t.orgId,
    });
    expect(res.body.count).toBe(2);
    expect(res.body.next).toBeUndefined();
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/collections`, { query: { nested: true } })).body).toEqual(res.body);
  });

  it('lists only the top level with nested=false, in position order', async () => {
    const top = await createCollection('Top level');
    await createCollection('Below', top.id);
    await t.admin.post(`/v1/collections/${top.id}/move`, { position: { before: at(product) } });
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/collections`, { query: { nested: false } });
    expect(ids(res.body.items)).toEqual([top.id, product]);
    expect(res.body.count).toBe(2);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/collections`, { query: { nested: 'maybe' } })).status).toBe(400);
  });

  it.each([true, false])('pages through the list (nested=%s) with inserts between pages', async (nested) => {
    const before = ids(await walk(t.admin, `/v1/orgs/${t.orgId}/collections`, { nested }, 1000));
    for (let i = 0; i < 4; i++) await createCollection(`Filler ${nested} ${i}`);
    const expected = ids(await walk(t.admin, `/v1/orgs/${t.orgId}/collections`, { nested }, 1000));
    expect(expected.length).toBe(before.length + 4);
    const inserted: string[] = [];
    const { items, last } = await walkWhileChanging(
      t.admin,
      `/v1/orgs/${t.orgId}/collections`,
      { nested, limit: 2 },
      async (i) => {
        if (i < 2) inserted.push((await createCollection(`Inserted ${nested} ${i}`)).id);
      },
    );
    const seen = ids(items);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...expected, ...inserted]);
    expect(last.count).toBe(seen.length);
  });

  it('shows a guest only collections with an inherited level', async () => {
    const res = await guest.get(`/v1/orgs/${t.orgId}/collections`, { query: { limit: 1000 } });
    expect(res.status).toBe(200);
    expect(ids(res.body.items)).toEqual([guides]);
    expect(res.body.count).toBe(1);
    expect(res.body.items[0].permissions).toMatchObject({ view: true, create: false, admin: false });
  });

  it('answers 404 to a non-member and 401 without a token', async () => {
    const res = await t.outsider.get(`/v1/orgs/${t.orgId}/collections`);
    expect(res.status).toBe(404);
    errorMessage(res);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/collections`, { token: null })).status).toBe(401);
  });
});

describe('POST /v1/orgs/{organizationId}/collections', () => {
  it('answers 201 with a default title at the top level, or inside a parent', async () => {
    const res = await t.admin.post(`/v1/orgs/${t.orgId}/collections`, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'collection',
      title: 'Untitled',
      organization: t.orgId,
      defaultLevel: null,
      permissions: { admin: true, create: true },
    });
    expect(res.body.urls).toEqual({
      location: `${t.server.url}/v1/collections/${res.body.id}`,
      app: `${t.server.url}/c/${res.body.id}`,
    });
    const child = await createCollection('Child', res.body.id);
    expect(child.parent).toBe(res.body.id);
    expect((await t.admin.get(`/v1/collections/${child.id}`)).body).toEqual(child);
  });

  it('refuses a title of 51 characters and stores nothing', async () => {
    const before = (await t.admin.get(`/v1/orgs/${t.orgId}/collections`)).body.count;
    const res = await t.admin.post(`/v1/orgs/${t.orgId}/collections`, { title: 'x'.repeat(51) });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/title/);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/collections`)).body.count).toBe(before);
    expect((await createCollection('x'.repeat(50))).title).toBe('x'.repeat(50));
  });

  it('needs the create role, or create on the parent; 404 for an unknown or foreign parent', async () => {
    expect((await t.reader.post(`/v1/orgs/${t.orgId}/collections`, { title: 'No' })).status).toBe(403);
    expect((await guest.post(`/v1/orgs/${t.orgId}/collections`, { title: 'No' })).status).toBe(403);
    expect((await t.outsider.post(`/v1/orgs/${t.orgId}/collections`, { title: 'No' })).status).toBe(404);
    await createCollection('By creator', undefined, creator);
    const open = await createCollection('Open');
    await t.admin.patch(`/v1/collections/${open.id}`, { defaultLevel: 'create' });
    expect((await t.reader.post(`/v1/orgs/${t.orgId}/collections`, { title: 'Inside', parent: open.id })).status).toBe(
      201,
    );
    expect((await t.reader.post(`/v1/orgs/${t.orgId}/collections`, { title: 'Inside', parent: product })).status).toBe(
      403,
    );
    expect((await guest.post(`/v1/orgs/${t.orgId}/collections`, { title: 'Hidden', parent: product })).status).toBe(
      404,
    );
    expect((await t.admin.post(`/v1/orgs/${t.orgId}/collections`, { parent: 'nope' })).status).toBe(404);
    const foreign = await t.outsider.post(`/v1/orgs/${t.otherOrgId}/collections`, { title: 'Theirs' });
    expect((await t.admin.post(`/v1/orgs/${t.orgId}/collections`, { parent: foreign.body.id })).status).toBe(404);
  });
});

describe('GET /v1/collections/{collectionId}', () => {
  it('answers the collection with the caller’s permissions', async () => {
    expect((await t.admin.get(`/v1/collections/${guides}`)).body.permissions).toEqual({
      view: true,
      admin: true,
      viewInviteLinks: true,
      create: true,
    });
    expect((await t.reader.get(`/v1/collections/${product}`)).body.permissions).toEqual({
      view: true,
      admin: false,
      viewInviteLinks: false,
      create: false,
    });
    expect((await creator.get(`/v1/collections/${product}`)).body.permissions).toMatchObject({
      create: true,
      admin: false,
    });
  });

  it('is a 404 for guests without an inherited level, outsiders and unknown ids', async () => {
    expect((await guest.get(`/v1/collections/${guides}`)).status).toBe(200);
    expect((await guest.get(`/v1/collections/${product}`)).status).toBe(404);
    expect((await t.outsider.get(`/v1/collections/${product}`)).status).toBe(404);
    expect((await t.admin.get('/v1/collections/nope')).status).toBe(404);
    expect((await t.admin.get(`/v1/collections/${product}`, { token: 'bad' })).status).toBe(401);
  });
});

describe('PATCH /v1/collections/{collectionId}', () => {
  it('updates title, description and defaultLevel, which spaces inside inherit', async () => {
    const collection = await createCollection('Patch me');
    const space = await createSpace(collection.id);
    expect((await t.reader.get(`/v1/spaces/${space}`)).body.permissions.edit).toBe(false);
    const res = await t.admin.patch(`/v1/collections/${collection.id}`, {
      title: 'Patched',
      description: 'About it',
      defaultLevel: 'edit',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Patched', description: 'About it', defaultLevel: 'edit' });
    expect((await t.reader.get(`/v1/spaces/${space}`)).body.permissions.edit).toBe(true);
    expect((await guest.get(`/v1/spaces/${space}`)).status).toBe(200);
    expect(
      (await t.admin.patch(`/v1/collections/${collection.id}`, { defaultLevel: null })).body.defaultLevel,
    ).toBeNull();
    expect((await guest.get(`/v1/spaces/${space}`)).status).toBe(404);
  });

  it('refuses a description of 101 characters or an unknown level and stores nothing', async () => {
    const collection = await createCollection('Bounds');
    expect((await t.admin.patch(`/v1/collections/${collection.id}`, { description: 'x'.repeat(101) })).status).toBe(
      400,
    );
    expect((await t.admin.patch(`/v1/collections/${collection.id}`, { defaultLevel: 'owner' })).status).toBe(400);
    expect((await t.admin.patch(`/v1/collections/${collection.id}`, { description: 'x'.repeat(100) })).status).toBe(
      200,
    );
    expect((await t.admin.get(`/v1/collections/${collection.id}`)).body).toMatchObject({
      description: 'x'.repeat(100),
      defaultLevel: null,
    });
  });

  it('needs admin on the collection', async () => {
    expect((await creator.patch(`/v1/collections/${product}`, { title: 'No' })).status).toBe(403);
    expect((await t.outsider.patch(`/v1/collections/${product}`, { title: 'No' })).status).toBe(404);
    expect((await t.admin.get(`/v1/collections/${product}`)).body.title).toBe('Product');
  });
});

describe('DELETE /v1/collections/{collectionId}', () => {
  it('deletes the collection and its sub-collections and soft-deletes their spaces', async () => {
    const root = await createCollection('Doomed');
    const child = await createCollection('Doomed child', root.id);
    const rootSpace = await createSpace(root.id, 'in root');
    const childSpace = await createSpace(child.id, 'in child');
    expect((await creator.delete(`/v1/collections/${root.id}`)).status).toBe(403);
    const res = await t.admin.delete(`/v1/collections/${root.id}`);
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    for (const id of [root.id, child.id]) expect((await t.admin.get(`/v1/collections/${id}`)).status).toBe(404);
    for (const id of [rootSpace, childSpace]) expect((await t.admin.get(`/v1/spaces/${id}`)).status).toBe(404);
    expect(ids(await walk(t.admin, `/v1/orgs/${t.orgId}/collections`, {}, 1000))).not.toContain(child.id);

    const restored = await t.admin.post(`/v1/spaces/${childSpace}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.parent).toBeUndefined();
    expect(restored.body.visibility).toBe('private');
    expect((await t.admin.delete(`/v1/collections/${root.id}`)).status).toBe(404);
  });
});

describe('GET /v1/collections/{collectionId}/spaces', () => {
  it('pages through the live spaces in position order, with inserts between pages', async () => {
    const collection = await createCollection('Shelf');
    const initial: string[] = [];
    for (let i = 0; i < 5; i++) initial.push(await createSpace(collection.id, `shelf ${i}`));
    const gone = await createSpace(collection.id, 'gone');
    await t.admin.delete(`/v1/spaces/${gone}`);
    const inserted: string[] = [];
    const { items, last } = await walkWhileChanging(
      t.admin,
      `/v1/collections/${collection.id}/spaces`,
      { limit: 2 },
      async (i) => {
        if (i < 2) inserted.push(await createSpace(collection.id, `late ${i}`));
      },
    );
    expect(ids(items)).toEqual([...initial, ...inserted]);
    expect(last.count).toBe(7);
  });

  it('answers 404 to those who cannot read the collection', async () => {
    expect((await guest.get(`/v1/collections/${product}/spaces`)).status).toBe(404);
    expect((await guest.get(`/v1/collections/${guides}/spaces`)).body.count).toBe(1);
    expect((await t.outsider.get(`/v1/collections/${product}/spaces`)).status).toBe(404);
    expect((await t.admin.get('/v1/collections/nope/spaces')).status).toBe(404);
  });
});

describe('POST /v1/collections/{collectionId}/move', () => {
  it('moves a collection under another parent, to the top level and next to siblings', async () => {
    const a = await createCollection('Move A');
    const b = await createCollection('Move B');
    const c = await createCollection('Move C');
    const under = await t.admin.post(`/v1/collections/${c.id}/move`, { parent: a.id });
    expect(under.status).toBe(200);
    expect(under.body.parent).toBe(a.id);
    const top = await t.admin.post(`/v1/collections/${c.id}/move`, {
      parent: null,
      position: { after: at(a.id), before: at(b.id) },
    });
    expect(top.body.parent).toBeUndefined();
    const order = ids(await walk(t.admin, `/v1/orgs/${t.orgId}/collections`, { nested: false }, 1000));
    expect(order.indexOf(c.id)).toBe(order.indexOf(a.id) + 1);
    expect(order.indexOf(b.id)).toBe(order.indexOf(c.id) + 1);
  });

  it('answers 409 for a move into itself or one of its descendants, and changes nothing', async () => {
    const root = await createCollection('Cycle root');
    const child = await createCollection('Cycle child', root.id);
    const grandchild = await createCollection('Cycle grandchild', child.id);
    for (const parent of [root.id, child.id, grandchild.id]) {
      const res = await t.admin.post(`/v1/collections/${root.id}/move`, { parent });
      expect(res.status).toBe(409);
      errorMessage(res);
    }
    expect((await t.admin.get(`/v1/collections/${root.id}`)).body.parent).toBeUndefined();
  });

  it('answers 400 for an anchor that is no sibling, 404 for an unknown parent, 403 below admin', async () => {
    const x = await createCollection('Anchor x');
    const nested = await createCollection('Anchor nested', x.id);
    expect((await t.admin.post(`/v1/collections/${x.id}/move`, { position: { before: at('nope') } })).status).toBe(400);
    expect((await t.admin.post(`/v1/collections/${x.id}/move`, { position: { after: at(nested.id) } })).status).toBe(
      400,
    );
    expect(
      (await t.admin.post(`/v1/collections/${x.id}/move`, { position: { after: { type: 'space', space: product } } }))
        .status,
    ).toBe(400);
    expect((await t.admin.post(`/v1/collections/${x.id}/move`, { parent: 'nope' })).status).toBe(404);
    expect((await creator.post(`/v1/collections/${x.id}/move`, { parent: null })).status).toBe(403);
    expect((await t.outsider.post(`/v1/collections/${x.id}/move`, { parent: null })).status).toBe(404);
  });

  it('leaves a consistent tree and order after 20 concurrent moves', async () => {
    const holder = await createCollection('Holder');
    const first = await createCollection('Held first', holder.id);
    const moving: string[] = [];
    for (let i = 0; i < 20; i++) moving.push((await createCollection(`Mover ${i}`)).id);
    const results = await Promise.all(
      moving.map((id) =>
        t.admin.post(`/v1/collections/${id}/move`, { parent: holder.id, position: { before: at(first.id) } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const children = await t.server.app.services.prisma.collection.findMany({
      where: { parentId: holder.id },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    });
    expect(children.length).toBe(21);
    expect(new Set(children.map((c) => c.position)).size).toBe(21);
    expect(children.at(-1)?.id).toBe(first.id);
    expect(
      children
        .slice(0, 20)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...moving].sort());
  });

  it('never builds a cycle from two concurrent opposite moves', async () => {
    const p = await createCollection('Pair p');
    const q = await createCollection('Pair q');
    const [one, two] = await Promise.all([
      t.admin.post(`/v1/collections/${p.id}/move`, { parent: q.id }),
      t.admin.post(`/v1/collections/${q.id}/move`, { parent: p.id }),
    ]);
    expect([one?.status, two?.status].sort()).toEqual([200, 409]);
  });
});

describe('POST /v1/collections/{collectionId}/transfer', () => {
  it('moves the collection with its sub-collections and spaces to another organization', async () => {
    const root = await createCollection('Exported', undefined, dual);
    const child = await createCollection('Exported child', root.id, dual);
    const space = await createSpace(child.id, 'exported space');
    const res = await dual.post(`/v1/collections/${root.id}/transfer`, { organization: t.otherOrgId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: root.id, organization: t.otherOrgId, permissions: { admin: true } });
    expect(res.body.parent).toBeUndefined();
    expect((await t.outsider.get(`/v1/collections/${child.id}`)).body).toMatchObject({
      organization: t.otherOrgId,
      parent: root.id,
    });
    expect((await t.outsider.get(`/v1/spaces/${space}`)).body).toMatchObject({
      organization: t.otherOrgId,
      parent: child.id,
    });
    expect((await t.admin.get(`/v1/collections/${root.id}`)).status).toBe(404);
    expect(ids(await walk(t.admin, `/v1/orgs/${t.orgId}/collections`, {}, 1000))).not.toContain(child.id);
    expect(ids(await walk(t.outsider, `/v1/orgs/${t.otherOrgId}/collections`, { nested: false }, 1000))).toContain(
      root.id,
    );
  });

  it('answers 404 when the caller is not in the target, 403 below admin, 412 for its own organization', async () => {
    const collection = await createCollection('Stays');
    expect(
      (await t.admin.post(`/v1/collections/${collection.id}/transfer`, { organization: t.otherOrgId })).status,
    ).toBe(404);
    const half = await arrangeMember(t, 'Half', 'admin', 'read');
    expect((await half.post(`/v1/collections/${collection.id}/transfer`, { organization: t.otherOrgId })).status).toBe(
      403,
    );
    expect(
      (await creator.post(`/v1/collections/${collection.id}/transfer`, { organization: t.otherOrgId })).status,
    ).toBe(403);
    expect((await t.admin.post(`/v1/collections/${collection.id}/transfer`, { organization: t.orgId })).status).toBe(
      412,
    );
    expect((await t.admin.post(`/v1/collections/${collection.id}/transfer`, {})).status).toBe(400);
    expect((await t.admin.get(`/v1/collections/${collection.id}`)).body.organization).toBe(t.orgId);
  });
});
