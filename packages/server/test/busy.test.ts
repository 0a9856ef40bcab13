/**
 * A database too busy to start a write's transaction in time: the request is answered 503 with Retry-After in the
 * error body (errors.ts), not 500, and the same request succeeds once the database has its turn free. On PGlite,
 * which runs one transaction at a time, a transaction held open by the test keeps every write waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from './helpers.js';

describe.skipIf(process.env['TEST_DATABASE_URL'] !== undefined)(
  'a write whose transaction cannot start in time',
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server.stop();
    });

    it('is answered 503 with Retry-After and the error body, and succeeds when sent again', async () => {
      const { organizationId, tokens } = server.fixtures;
      const admin = client(server, tokens.admin);
      const path = `/v1/orgs/${organizationId}/sites`;
      // The reads a site creation makes before its transaction (the caller, the organization) are cached by now.
      expect((await admin.post(path, { title: 'Before' })).status).toBe(201);

      let release = (): void => undefined;
      const held = server.app.services.prisma.$transaction(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
        { timeout: 60_000 },
      );
      const busy = await admin.post(path, { title: 'While busy' });
      release();
      await held;

      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('1');
      expect(busy.body).toEqual({
        error: { code: 503, message: 'The server is busy: retry after the Retry-After seconds' },
      });
      const listed = await admin.get(path, { query: { limit: 100 } });
      expect(listed.body.items.map((site: { title: string }) => site.title)).not.toContain('While busy');

      const again = await admin.post(path, { title: 'While busy' });
      expect(again.status).toBe(201);
    }, 60_000);
  },
);
