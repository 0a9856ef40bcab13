import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedFixtures } from '../src/seed/world.js';
import { client, freshPostgresDatabase, type Client } from './helpers.js';
import { start, type RunningServer } from '../src/server.js';
import { afterAll } from 'vitest';

const world = readFileSync(new URL('../../../examples/world.yaml', import.meta.url), 'utf8');

let server: RunningServer;
let fixtures: SeedFixtures;
let drop: (() => Promise<void>) | undefined;
const fixturesDir = mkdtempSync(join(tmpdir(), 'seed-fixtures-'));
const fixturesOut = join(fixturesDir, 'fixtures.json');
const as = (user: string): Client => client(server, fixtures.tokens[user]);

beforeAll(async () => {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  const database = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
  drop = database?.drop;
  server = await start({
    databaseUrl: database?.url ?? 'memory://',
    validateResponses: true,
    logLevel: 'silent',
    seed: { text: world },
    fixturesOut,
  });
  if (server.world === undefined) throw new Error('no world');
  fixtures = server.world;
});
afterAll(async () => {
  await server.stop();
  await drop?.();
  rmSync(fixturesDir, { recursive: true, force: true });
});

const titles = (items: { title: string }[]) => items.map((item) => item.title).sort();

describe('serve --seed examples/world.yaml', () => {
  it('writes the fixtures of the file to --fixtures-out: a token per user, the named roles and organizations', async () => {
    expect(Object.keys(fixtures.tokens).sort()).toEqual(
      ['ada', 'admin', 'grace', 'ken', 'linus', 'margaret', 'outsider', 'reader'].sort(),
    );
    expect(fixtures.tokens['admin']).toBe(fixtures.tokens['ada']);
    expect(fixtures.organizationId).toBe(fixtures.organizations['acme']);
    expect(fixtures.otherOrganizationId).toBe(fixtures.organizations['other']);
    expect(JSON.parse(readFileSync(fixturesOut, 'utf8'))).toEqual(fixtures);
    const orgs = await as('linus').get('/v1/orgs');
    expect(orgs.body.items.map((o: { id: string }) => o.id)).toEqual([fixtures.otherOrganizationId]);
  });

  it('creates the organizations and their members with their roles', async () => {
    const org = await as('ada').get(`/v1/orgs/${fixtures.organizationId}`);
    expect(org.body).toMatchObject({ title: 'Acme Docs', hostname: 'acme-docs', emailDomains: ['acme.test'] });
    const other = await as('linus').get(`/v1/orgs/${fixtures.otherOrganizationId}`);
    expect(other.body).toMatchObject({ title: 'Other Org', type: 'community' });
    const members = await as('ada').get(`/v1/orgs/${fixtures.organizationId}/members`);
    const roles = Object.fromEntries(
      members.body.items.map((m: { user: { email: string }; role: string }) => [m.user.email, m.role]),
    );
    expect(roles).toEqual({
      'ada@acme.test': 'admin',
      'grace@acme.test': 'read',
      'margaret@acme.test': 'edit',
      'ken@acme.test': 'review',
    });
  });

  it('creates the teams with their owners and members', async () => {
    const teams = await as('ada').get(`/v1/orgs/${fixtures.organizationId}/teams`);
    expect(titles(teams.body.items)).toEqual(['Writers']);
    const members = await as('ada').get(`/v1/orgs/${fixtures.organizationId}/teams/${teams.body.items[0].id}/members`);
    const roles = Object.fromEntries(
      members.body.items.map((m: { organization: { user: { id: string } }; team: { role: string } }) => [
        m.organization.user.id,
        m.team.role,
      ]),
    );
    expect(roles).toEqual({ [fixtures.users['ada'] ?? '']: 'owner', [fixtures.users['margaret'] ?? '']: 'member' });
  });

  it('creates the collection tree with descriptions and default levels', async () => {
    const res = await as('ada').get(`/v1/orgs/${fixtures.organizationId}/collections`);
    const product = res.body.items.find((c: { title: string }) => c.title === 'Product');
    const guides = res.body.items.find((c: { title: string }) => c.title === 'Guides');
    expect(product).toMatchObject({ description: 'Everything about the product', defaultLevel: 'comment' });
    expect(guides).toMatchObject({ parent: product.id });
    const internal = res.body.items.find((c: { title: string }) => c.title === 'Internal');
    expect(internal).toMatchObject({ description: 'For the team only', defaultLevel: null });
    expect(internal.parent).toBeUndefined();
    expect(res.body.items).toHaveLength(3);
  });

  it('creates the spaces with their visibility, edit mode and default level, each in its collection', async () => {
    const spaces = fixtures.spaces['acme'] ?? {};
    const handbook = await as('ada').get(`/v1/spaces/${spaces['handbook']}`);
    expect(handbook.body).toMatchObject({
      title: 'Handbook',
      emoji: '📒',
      visibility: 'private',
      editMode: 'locked',
      defaultLevel: 'read',
    });
    const api = await as('ada').get(`/v1/spaces/${spaces['api']}`);
    expect(api.body).toMatchObject({ title: 'API Reference', visibility: 'in-collection', editMode: 'live' });
    const collections = await as('ada').get(`/v1/orgs/${fixtures.organizationId}/collections`);
    const guides = collections.body.items.find((c: { title: string }) => c.title === 'Guides');
    const inGuides = await as('ada').get(`/v1/collections/${guides.id}/spaces`);
    expect(titles(inGuides.body.items)).toEqual(['Getting Started']);
    const other = await as('linus').get(`/v1/orgs/${fixtures.otherOrganizationId}/spaces`);
    expect(titles(other.body.items)).toEqual(['Other Handbook']);
  });

  it('writes the pages as markdown, nested, with merged change requests applied', async () => {
    const spaces = fixtures.spaces['acme'] ?? {};
    const handbook = await as('ada').get(`/v1/spaces/${spaces['handbook']}/content/pages`);
    expect(
      handbook.body.pages.map((p: { title: string; pages: { title: string }[] }) => [p.title, titles(p.pages)]),
    ).toEqual([['Holidays', ['Public holidays']]]);
    const started = await as('ada').get(`/v1/spaces/${spaces['getting-started']}/content/pages`);
    expect(started.body.pages.map((p: { slug: string }) => p.slug)).toEqual(['overview', 'installation']);
    const overview = await as('ada').get(
      `/v1/spaces/${spaces['getting-started']}/content/page/${started.body.pages[0].id}`,
      { query: { format: 'markdown' } },
    );
    expect(overview.body.markdown).toContain('# Welcome to Acme');
  });

  it('opens and merges the change requests with their pages and comments', async () => {
    const spaceId = fixtures.spaces['acme']?.['getting-started'];
    const listed = await Promise.all(
      ['open', 'merged'].map((status) => as('ada').get(`/v1/spaces/${spaceId}/change-requests`, { query: { status } })),
    );
    const bySubject = Object.fromEntries(
      listed.flatMap((list) => list.body.items).map((cr: { subject: string; id: string }) => [cr.subject, cr]),
    );
    expect(bySubject['Add a configuration page']).toMatchObject({
      status: 'open',
      createdBy: { id: fixtures.users['margaret'] },
    });
    expect(bySubject["Fix the overview's wording"]).toMatchObject({ status: 'merged' });
    const open = bySubject['Add a configuration page'] ?? { id: '' };
    const pages = await as('ada').get(`/v1/spaces/${spaceId}/change-requests/${open.id}/content/pages`);
    expect(pages.body.pages.map((p: { slug: string }) => p.slug)).toEqual([
      'overview',
      'installation',
      'configuration',
    ]);
    const comments = await as('ada').get(`/v1/spaces/${spaceId}/change-requests/${open.id}/comments`);
    expect(comments.body.items).toMatchObject([
      { body: { markdown: 'Please list the defaults too.' }, status: 'resolved', replies: 1 },
    ]);
    const replies = await as('ada').get(
      `/v1/spaces/${spaceId}/change-requests/${open.id}/comments/${comments.body.items[0].id}/replies`,
    );
    expect(replies.body.items).toMatchObject([
      { body: { markdown: 'Listed in the table now.' }, postedBy: { id: fixtures.users['margaret'] } },
    ]);
  });

  it('posts the comments on their pages with their replies', async () => {
    const spaceId = fixtures.spaces['acme']?.['getting-started'];
    const comments = await as('grace').get(`/v1/spaces/${spaceId}/comments`);
    expect(comments.body.items).toHaveLength(1);
    const pages = await as('grace').get(`/v1/spaces/${spaceId}/content/pages`);
    const installation = pages.body.pages.find((p: { slug: string }) => p.slug === 'installation');
    expect(comments.body.items).toMatchObject([
      {
        body: { markdown: 'Does this work on Windows?' },
        postedBy: { id: fixtures.users['grace'] },
        replies: 1,
        target: { page: { id: installation.id, path: 'installation' } },
      },
    ]);
  });

  it('creates the sites with their sections, share links and publication', async () => {
    const orgId = fixtures.organizationId;
    const sites = await as('ada').get(`/v1/orgs/${orgId}/sites`);
    expect(sites.body.items).toMatchObject([
      { title: 'Acme documentation', visibility: 'share-link', published: true },
    ]);
    const siteId = sites.body.items[0].id;
    const sections = await as('ada').get(`/v1/orgs/${orgId}/sites/${siteId}/sections`);
    expect(sections.body.items.map((s: { title: string }) => s.title)).toEqual(['Guides', 'API']);
    const links = await as('ada').get(`/v1/orgs/${orgId}/sites/${siteId}/share-links`);
    expect(links.body.items).toMatchObject([{ name: 'Partners', active: true }]);
  });
});
