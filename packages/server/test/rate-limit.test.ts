/** --rate-limit: per token (per address without one), 429 with Retry-After, the RateLimit headers and the error body. */
import { describe, expect, it } from 'vitest';
import { parseRateLimit } from '../src/http/rate-limit.js';
import { start } from '../src/server.js';
import { client, errorMessage, freshPostgresDatabase, useTestServer } from './helpers.js';

describe('parseRateLimit', () => {
  it('reads <n>/<window> with a unit, seconds by default', () => {
    expect(parseRateLimit('100/1m')).toEqual({ limit: 100, windowMs: 60_000 });
    expect(parseRateLimit('5/30')).toEqual({ limit: 5, windowMs: 30_000 });
    expect(parseRateLimit('5000/1h')).toEqual({ limit: 5000, windowMs: 3_600_000 });
    expect(() => parseRateLimit('100')).toThrow(/<n>\/<window>/);
    expect(() => parseRateLimit('0/1m')).toThrow();
  });
});

describe('a server started with a rate limit of 3 requests per minute', () => {
  const t = useTestServer({ rateLimit: { limit: 3, windowMs: 60_000 } });

  it('answers the 4th request of a token with 429, Retry-After, the RateLimit headers and the error body', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.reader.get('/v1/orgs');
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toMatch(/^"api"; q=3; w=60; pk=:[\w+/=]+:$/);
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"api"; r=${2 - i}; t=\\d+$`));
    }
    const over = await t.reader.get('/v1/orgs');
    expect(over.status).toBe(429);
    expect(errorMessage(over)).toMatch(/Too many requests/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit')).toMatch(/^"api"; r=0; t=\d+$/);
  });

  it('counts each token on its own, and requests without a token by address', async () => {
    expect((await t.outsider.get('/v1/orgs')).status).toBe(200);
    const anonymous = client(t.server);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await anonymous.get('/v1/orgs')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('does not count /healthz', async () => {
    for (let i = 0; i < 5; i++) expect((await client(t.server).get('/healthz')).status).toBe(200);
  });
});

const postgres = process.env['TEST_DATABASE_URL'];
describe.skipIf(postgres === undefined)(
  'two instances on one PostgreSQL database (skipped without TEST_DATABASE_URL)',
  () => {
    it('share one budget per token', async () => {
      const database = await freshPostgresDatabase(postgres ?? '');
      const options = { databaseUrl: database.url, logLevel: 'silent', rateLimit: { limit: 4, windowMs: 60_000 } };
      const first = await start({ ...options, seed: 'demo' });
      const second = await start(options);
      try {
        const token = first.fixtures?.tokens.admin;
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++)
          statuses.push((await client(i % 2 === 0 ? first : second, token).get('/v1/orgs')).status);
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      } finally {
        await Promise.all([first.stop(), second.stop()]);
        await database.drop();
      }
    });
  },
);
