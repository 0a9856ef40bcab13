import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection as newCollection, createSpace as newSpace, ids } from './content-helpers.js';
import { arrangeMember, errorMessage, useTestServer, walk, type Client } from './helpers.js';

const t = useTestServer();
/** admin of both organizations */
let dual: Client;
let editor: Client;
let creator: Client;

const createSpace = (api: Client, body: Record<string, unknown> = {}) => newSpace(api, t.orgId, body);
const createCollection = (title: string, parent?: string) => newCollection(t.admin, t.orgId, title, parent);

beforeAll(async () => {
  dual = await arrangeMember(t, 'Dual', 'admin', 'admin');
  editor = await arrangeMember(t, 'Editor', 'edit');
  creator = await arrangeMember(t, 'Creator', 'create');
});

describe('POST /v1/spaces/{spaceId}/duplicate', () => {
  it('answers 201 with a real copy placed right after the source', async () => {
    const parent = await createCollection('Dup');
    const first = await createSpace(t.admin, { title: 'First', parent, visibility: 'in-collection', emoji: '🥇' });
    const second = await createSpace(t.admin, { title: 'Second', parent });
    const copy = await t.admin.post(`/v1/spaces/${first.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: 'First',
      emoji: '🥇',
      visibility: 'in-collection',
      parent,
      organization: t.orgId,
    });
    expect(copy.body.id).not.toBe(first.id);
    expect(copy.body.revision).not.toBe(first.revision);
    const prisma = t.server.app.services.prisma;
    const [source, copied] = await Promise.all(
      [first.revision, copy.body.revision as string].map((id) => prisma.revision.findUnique({ where: { id } })),
    );
    expect(copied).toMatchObject({ spaceId: copy.body.id, type: source?.type, parents: source?.parents });
    expect(ids(await walk(t.admin, `/v1/collections/${parent}/spaces`))).toEqual([first.id, copy.body.id, second.id]);
  });

  it('needs the create level on the space', async () => {
    const { id } = await createSpace(t.admin, { title: 'Not yours' });
    expect((await editor.post(`/v1/spaces/${id}/duplicate`)).status).toBe(403);
    expect((await creator.post(`/v1/spaces/${id}/duplicate`)).status).toBe(201);
    expect((await t.outsider.post(`/v1/spaces/${id}/duplicate`)).status).toBe(404);
  });
});

describe('POST /v1/spaces/{spaceId}/move', () => {
  it('places a space before or after a sibling and into another collection', async () => {
    const a = await createCollection('Move A');
    const b = await createCollection('Move B');
    const [s1, s2, s3] = [
      await createSpace(t.admin, { title: 'one', parent: a }),
      await createSpace(t.admin, { title: 'two', parent: a }),
      await createSpace(t.admin, { title: 'three', parent: a }),
    ];
    const at = (id: string) => ({ type: 'space', space: id });
    expect((await t.admin.post(`/v1/spaces/${s3?.id}/move`, { position: { before: at(s1?.id ?? '') } })).status).toBe(
      200,
    );
    expect(ids(await walk(t.admin, `/v1/collections/${a}/spaces`))).toEqual([s3?.id, s1?.id, s2?.id]);
    await t.admin.post(`/v1/spaces/${s3?.id}/move`, {
      position: { after: at(s1?.id ?? ''), before: at(s2?.id ?? '') },
    });
    expect(ids(await walk(t.admin, `/v1/collections/${a}/spaces`))).toEqual([s1?.id, s3?.id, s2?.id]);

    const moved = await t.admin.post(`/v1/spaces/${s1?.id}/move`, { parent: b });
    expect(moved.body.parent).toBe(b);
    expect(ids(await walk(t.admin, `/v1/collections/${b}/spaces`))).toEqual([s1?.id]);
    expect(ids(await walk(t.admin, `/v1/collections/${a}/spaces`))).toEqual([s3?.id, s2?.id]);
  });

  it('drops in-collection visibility when the space leaves for the top level', async () => {
    const parent = await createCollection('Leaving');
    const space = await createSpace(t.admin, { parent, visibility: 'in-collection' });
    const res = await t.admin.post(`/v1/spaces/${space.id}/move`, { parent: null });
    expect(res.status).toBe(200);
    expect(res.body.parent).toBeUndefined();
    expect(res.body.visibility).toBe('private');
  });

  it('answers 400 for an anchor that is no sibling, 404 for an unknown parent, 403 below admin', async () => {
    const parent = await createCollection('Anchors');
    const space = await createSpace(t.admin, { parent });
    const sibling = await createSpace(t.admin, { parent });
    const elsewhere = await createSpace(t.admin, {});
    for (const position of [
      { before: { type: 'space', space: 'nope' } },
      { after: { type: 'space', space: elsewhere.id } },
      { after: { type: 'space', space: space.id } },
    ]) {
      const res = await t.admin.post(`/v1/spaces/${space.id}/move`, { position });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/position/);
    }
    const contradictory = { after: { type: 'space', space: sibling.id }, before: { type: 'space', space: sibling.id } };
    expect((await t.admin.post(`/v1/spaces/${space.id}/move`, { position: contradictory })).status).toBe(400);
    expect(
      (
        await t.admin.post(`/v1/spaces/${space.id}/move`, {
          position: { before: { type: 'collection', space: sibling.id } },
        })
      ).status,
    ).toBe(400);
    expect((await t.admin.post(`/v1/spaces/${space.id}/move`, { parent: 'nope' })).status).toBe(404);
    expect((await editor.post(`/v1/spaces/${space.id}/move`, { parent: null })).status).toBe(403);
    expect((await t.outsider.post(`/v1/spaces/${space.id}/move`, { parent: null })).status).toBe(404);
    expect(ids(await walk(t.admin, `/v1/collections/${parent}/spaces`))).toEqual([space.id, sibling.id]);
  });

  it('leaves a consistent order after 20 concurrent moves', async () => {
    const parent = await createCollection('Shuffle');
    const anchor = await createSpace(t.admin, { title: 'anchor', parent });
    const spaces: string[] = [];
    for (let i = 0; i < 20; i++) spaces.push((await createSpace(t.admin, { title: `s${i}`, parent })).id);
    const results = await Promise.all(
      spaces.map((id) =>
        t.admin.post(`/v1/spaces/${id}/move`, { position: { after: { type: 'space', space: anchor.id } } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const paged = ids(await walk(t.admin, `/v1/collections/${parent}/spaces`, {}, 3));
    const whole = ids((await t.admin.get(`/v1/collections/${parent}/spaces`, { query: { limit: 1000 } })).body.items);
    expect(paged).toEqual(whole);
    expect(paged[0]).toBe(anchor.id);
    expect([...paged.slice(1)].sort()).toEqual([...spaces].sort());
    const positions = await t.server.app.services.prisma.space.findMany({
      where: { collectionId: parent },
      select: { position: true },
    });
    expect(new Set(positions.map((p) => p.position)).size).toBe(21);
    await t.admin.post(`/v1/spaces/${anchor.id}/move`, {
      position: { after: { type: 'space', space: paged[20] ?? '' } },
    });
    expect(ids(await walk(t.admin, `/v1/collections/${parent}/spaces`, {}, 1000))).toEqual([
      ...paged.slice(1),
      anchor.id,
    ]);
  });

  it('keeps room between neighbours after many moves into the same gap', async () => {
    const parent = await createCollection('Squeeze');
    const left = await createSpace(t.admin, { title: 'left', parent });
    const right = await createSpace(t.admin, { title: 'right', parent });
    const moving = [
      await createSpace(t.admin, { title: 'm0', parent }),
      await createSpace(t.admin, { title: 'm1', parent }),
    ];
    for (let i = 0; i < 60; i++) {
      await t.admin.post(`/v1/spaces/${moving[i % 2]?.id}/move`, {
        position: { after: { type: 'space', space: left.id } },
      });
    }
    expect(ids(await walk(t.admin, `/v1/collections/${parent}/spaces`, {}, 1000))).toEqual([
      left.id,
      moving[1]?.id,
      moving[0]?.id,
      right.id,
    ]);
  });
});

describe('POST /v1/spaces/{spaceId}/transfer', () => {
  it('moves the space to the top level of another organization where the caller is admin', async () => {
    const parent = await createCollection('Export');
    const space = await createSpace(dual, { title: 'Exported', parent, visibility: 'in-collection' });
    const res = await dual.post(`/v1/spaces/${space.id}/transfer`, { organization: t.otherOrgId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ organization: t.otherOrgId, visibility: 'private', permissions: { admin: true } });
    expect(res.body.parent).toBeUndefined();
    expect(ids(await walk(t.outsider, `/v1/orgs/${t.otherOrgId}/spaces`, {}, 1000))).toContain(space.id);
    expect(ids(await walk(t.admin, `/v1/orgs/${t.orgId}/spaces`, {}, 1000))).not.toContain(space.id);
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).status).toBe(404);
  });

  it('answers 404 when the caller is not in the target, 403 below admin there or on the space, 412 for its own organization', async () => {
    const space = await createSpace(t.admin, { title: 'Stays' });
    expect((await t.admin.post(`/v1/spaces/${space.id}/transfer`, { organization: t.otherOrgId })).status).toBe(404);
    expect((await t.admin.post(`/v1/spaces/${space.id}/transfer`, { organization: 'nope' })).status).toBe(404);
    const half = await arrangeMember(t, 'Half', 'admin', 'edit');
    expect((await half.post(`/v1/spaces/${space.id}/transfer`, { organization: t.otherOrgId })).status).toBe(403);
    expect((await editor.post(`/v1/spaces/${space.id}/transfer`, { organization: t.otherOrgId })).status).toBe(403);
    const same = await t.admin.post(`/v1/spaces/${space.id}/transfer`, { organization: t.orgId });
    expect(same.status).toBe(412);
    errorMessage(same);
    expect((await t.admin.post(`/v1/spaces/${space.id}/transfer`, {})).status).toBe(400);
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).body.organization).toBe(t.orgId);
  });
});
