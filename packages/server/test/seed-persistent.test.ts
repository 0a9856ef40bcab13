import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start } from '../src/server.js';
import type { SeedFixtures } from '../src/seed/world.js';
import { client, freshPostgresDatabase } from './helpers.js';

const seed = `users:
  ada: { displayName: Ada Lovelace, email: ada@acme.test }
  grace: { displayName: Grace Hopper, email: grace@acme.test }
organizations:
  acme:
    title: Acme Docs
    hostname: acme-docs
    members: { ada: admin, grace: comment }
    spaces:
      handbook:
        title: Handbook
        pages: [{ title: Overview, markdown: "# Overview" }]
        comments: [{ author: grace, markdown: First! }]
fixtures: { organization: acme, admin: ada }
`;

/** A database that outlives one server: a PGlite directory, or a PostgreSQL database with TEST_DATABASE_URL. */
let databaseUrl: string;
let cleanUp: () => Promise<void>;
beforeAll(async () => {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (adminUrl) {
    const database = await freshPostgresDatabase(adminUrl);
    databaseUrl = database.url;
    cleanUp = database.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'seed-pglite-'));
    databaseUrl = dir;
    cleanUp = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(() => cleanUp());

/** Starts a server on the database with the seed, reads what the API shows, stops it. */
async function startAndRead(): Promise<{ world: SeedFixtures; spaces: unknown; comments: unknown; members: unknown }> {
  // One public URL for both starts: the links in the bodies do not depend on the port.
  const server = await start({
    databaseUrl,
    publicUrl: 'http://docs.test',
    logLevel: 'silent',
    validateResponses: true,
    seed: { text: seed },
  });
  try {
    const world = server.world as SeedFixtures;
    const admin = client(server, world.tokens['admin']);
    const spaces = (await admin.get(`/v1/orgs/${world.organizationId}/spaces`)).body.items;
    const comments = (await admin.get(`/v1/spaces/${world.spaces['acme']?.['handbook']}/comments`)).body.items;
    const members = (await admin.get(`/v1/orgs/${world.organizationId}/members`)).body.items;
    return { world, spaces, comments, members };
  } finally {
    await server.stop();
  }
}

describe('serve --seed <file> on a persistent database', () => {
  it('creates nothing twice when started again with the same file, and mints fresh tokens', async () => {
    const first = await startAndRead();
    const second = await startAndRead();
    expect(second.world.organizations).toEqual(first.world.organizations);
    expect(second.world.users).toEqual(first.world.users);
    expect(second.world.spaces).toEqual(first.world.spaces);
    expect(second.spaces).toEqual(first.spaces);
    expect(second.comments).toEqual(first.comments);
    expect(second.members).toEqual(first.members);
    expect(second.world.tokens['ada']).not.toBe(first.world.tokens['ada']);
    expect(second.world.tokens['grace']).not.toBe(first.world.tokens['grace']);
  });
});
