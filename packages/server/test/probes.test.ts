import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers.js';

const t = useTestServer();
const adminUrl = process.env['TEST_DATABASE_URL'];

const probe = async (path: string) => {
  const res = await fetch(`${t.server.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
};

describe('GET /livez, /readyz and /healthz', () => {
  it('answers liveness and readiness with 200 once migrations and the seed are done', async () => {
    expect(await probe('/livez')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const kind = adminUrl ? 'postgresql' : 'pglite';
    const ready = await probe('/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ok', database: kind } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await probe('/healthz')).toMatchObject({ status: 200, body: { status: 'ok', database: kind } });
  });

  it.runIf(adminUrl)(
    'answers readiness 503 while the database refuses connections, and 200 once it is back',
    async () => {
      const name = new URL(t.server.app.services.config.databaseUrl).pathname.slice(1);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
        const down = await probe('/readyz');
        expect(down).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'database unreachable' } });
        expect(await probe('/livez')).toMatchObject({ status: 200 });
      } finally {
        await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      expect(await probe('/readyz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    },
  );
});
