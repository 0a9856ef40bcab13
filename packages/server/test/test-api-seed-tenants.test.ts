import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { client, errorMessage, useTestServer } from './helpers.js';

const t = useTestServer({ testClock: false, testApi: true });
const world: unknown = parse(readFileSync(new URL('../../../examples/world.yaml', import.meta.url), 'utf8'));
const testApi = () => client(t.server);

describe('POST /__test/tenants with a seed document', () => {
  it('answers 201 with the fixtures of the world it seeded in the tenant, a token per user by name', async () => {
    const res = await testApi().post('/__test/tenants', { seed: world });
    expect(res.status).toBe(201);
    const fixtures = res.body;
    expect(Object.keys(fixtures.tokens).sort()).toEqual(
      ['ada', 'admin', 'grace', 'ken', 'linus', 'margaret', 'outsider', 'reader'].sort(),
    );
    expect(fixtures.organizationId).toBe(fixtures.organizations.acme);
    const ada = client(t.server, fixtures.tokens.admin);
    const orgs = await ada.get('/v1/orgs');
    expect(orgs.body.items.map((o: { id: string; title: string }) => [o.id, o.title])).toEqual([
      [fixtures.organizationId, 'Acme Docs'],
    ]);
    const spaces = await ada.get(`/v1/orgs/${fixtures.organizationId}/spaces`);
    expect(spaces.body.items.map((s: { title: string }) => s.title).sort()).toEqual([
      'API Reference',
      'Getting Started',
      'Handbook',
      'Runbooks',
    ]);
    const tenants = await testApi().get('/__test/tenants');
    expect(tenants.body.items).toContainEqual(
      expect.objectContaining({ id: fixtures.tenantId, seed: 'document', organizations: expect.any(Array) }),
    );
  });

  it('answers the ids of every named object: collections, change requests with their numbers, pages', async () => {
    const fixtures = (await testApi().post('/__test/tenants', { seed: world })).body;
    const ada = client(t.server, fixtures.tokens.admin);
    expect(Object.keys(fixtures.collections.acme).sort()).toEqual(['internal', 'product', 'product/guides']);
    const guides = await ada.get(`/v1/collections/${fixtures.collections.acme['product/guides']}`);
    expect([guides.status, guides.body.title]).toEqual([200, 'Guides']);

    const spaceId = fixtures.spaces.acme['getting-started'];
    const changeRequests = fixtures.changeRequests.acme['getting-started'];
    expect(changeRequests.map((cr: { subject: string }) => cr.subject)).toEqual([
      'Add a configuration page',
      "Fix the overview's wording",
    ]);
    for (const cr of changeRequests as { id: string; number: number; subject: string }[]) {
      const res = await ada.get(`/v1/spaces/${spaceId}/change-requests/${cr.id}`);
      expect([res.status, res.body.number, res.body.subject]).toEqual([200, cr.number, cr.subject]);
    }

    const pages = fixtures.pages.acme.handbook as Record<string, string>;
    expect(Object.keys(pages).sort()).toEqual(['holidays', 'holidays/public-holidays']);
    const page = await ada.get(
      `/v1/spaces/${fixtures.spaces.acme.handbook}/content/page/${pages['holidays/public-holidays']}`,
    );
    expect([page.status, page.body.title]).toEqual([200, 'Public holidays']);
  });

  it('seeds the same document twice without a collision, each tenant seeing only its own world', async () => {
    const [one, two] = await Promise.all([
      testApi().post('/__test/tenants', { seed: world }),
      testApi().post('/__test/tenants', { seed: world }),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.organizationId).not.toBe(two.body.organizationId);
    const spaceOfTwo = two.body.spaces.acme.handbook;
    expect((await client(t.server, one.body.tokens.ada).get(`/v1/spaces/${spaceOfTwo}`)).status).toBe(404);
    expect((await client(t.server, two.body.tokens.ada).get(`/v1/spaces/${spaceOfTwo}`)).status).toBe(200);
    const org = await client(t.server, two.body.tokens.ada).get(`/v1/orgs/${two.body.organizationId}`);
    expect(org.body.hostname).toMatch(/^acme-docs-[0-9a-f]{10}$/);
  });

  it('answers 400 naming the path under body.seed, and leaves no tenant behind', async () => {
    const before = (await testApi().get('/__test/tenants')).body.count;
    const bad = structuredClone(world) as { organizations: { acme: { spaces: { handbook: { editMode: string } } } } };
    bad.organizations.acme.spaces.handbook.editMode = 'frozen';
    const res = await testApi().post('/__test/tenants', { seed: bad });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/^body\.seed\.organizations\.acme\.spaces\.handbook\.editMode: must be equal to/);
    expect((await testApi().get('/__test/tenants')).body.count).toBe(before);
  });

  it('answers 400 when the API refuses a step, and removes what it had created', async () => {
    const before = (await testApi().get('/__test/tenants')).body.count;
    const refused = {
      users: {
        ada: { displayName: 'Ada', email: 'ada@acme.test' },
        bob: { displayName: 'Bob', email: 'bob@acme.test' },
      },
      organizations: {
        acme: {
          title: 'Acme',
          members: { ada: 'admin', bob: 'read' },
          spaces: { notes: { title: 'Notes', comments: [{ author: 'bob', markdown: 'A reader cannot comment' }] } },
        },
      },
    };
    const res = await testApi().post('/__test/tenants', { seed: refused });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(
      /^body\.seed\.organizations\.acme\.spaces\.notes\.comments\[0\]: the API refused it \(403\)/,
    );
    expect((await testApi().get('/__test/tenants')).body.count).toBe(before);
  });
});
