/**
 * DocsApiContainer.withDatabase on a PostgreSQL container of the repository's own image (DOCS_API_POSTGRES_IMAGE,
 * deploy/postgres: it reads POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB as the official image does, which is
 * what PostgreSqlContainer sets): a space written through one server container is read through the next one.
 */
import { PostgreSqlContainer, type StartedPostgreSqlContainer } from '@testcontainers/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocsApiContainer, type StartedDocsApiContainer, type DemoFixtures } from '../src/index.js';
import { postgresImage, postgresSkipped, serverImage } from './images.js';

const authorized = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });

describe.skipIf(postgresSkipped !== undefined)('DocsApiContainer.withDatabase(PostgreSQL container)', () => {
  let postgres: StartedPostgreSqlContainer;
  const servers = new Set<StartedDocsApiContainer<DemoFixtures>>();
  const startServer = async () => {
    const started = await new DocsApiContainer(serverImage).withDatabase(postgres).start();
    servers.add(started);
    return started;
  };
  const stopServer = async (started: StartedDocsApiContainer<DemoFixtures>) => {
    servers.delete(started);
    await started.stop();
  };

  beforeAll(async () => {
    postgres = await new PostgreSqlContainer(postgresImage).start();
  });
  afterAll(async () => {
    await Promise.all([...servers].map(stopServer));
    await postgres?.stop();
  });

  it('keeps a space written through one server for the next server on the same database', async () => {
    const first = await startServer();
    const demo = await first.getFixtures();
    const created = await fetch(`${demo.baseUrl}/v1/orgs/${demo.organizationId}/spaces`, {
      method: 'POST',
      headers: authorized(demo.tokens.admin),
      body: JSON.stringify({ title: 'Kept in PostgreSQL' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await stopServer(first);

    const rows = await postgres.exec([
      'psql',
      '-U',
      postgres.getUsername(),
      '-d',
      postgres.getDatabase(),
      '-tAc',
      `SELECT title FROM "Space" WHERE id = '${id}'`,
    ]);
    expect([rows.exitCode, rows.stdout.trim()]).toEqual([0, 'Kept in PostgreSQL']);

    const second = await startServer();
    const again = await second.getFixtures();
    expect(again.organizationId).toBe(demo.organizationId);
    const read = await fetch(`${again.baseUrl}/v1/spaces/${id}`, { headers: authorized(again.tokens.admin) });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { title: string }).title).toBe('Kept in PostgreSQL');
  });
});
