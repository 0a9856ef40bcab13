/**
 * Lists and writes parts: two organizations seeded with SQL (1,000 and 100,000 spaces and members),
 * then page costs (first page, a page deep in the walk, limit 1000) and write rates in each.
 */
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { hashToken } from '../src/ids.js';
import { spawnChild, tempDir, type Child } from './processes.js';
import { fixed, load, medianMs, printTable } from './table.js';

const SIZES = [1_000, 100_000] as const;

/** Inserts an organization with `n` spaces and `n` read members (plus the admin caller) in one transaction. */
async function seedOrganization(url: string, adminUserId: string, n: number): Promise<string> {
  const org = `bo${String(n).padStart(18, '0')}`;
  const db = await openDatabase(url);
  try {
    await db.sql.transaction(async (exec) => {
      await exec(
        `INSERT INTO "Organization" (id, title, "createdAt", "emailDomains", type, plan) VALUES ($1, $2, now(), '{}', 'business', 'free_2024')`,
        [org, `Bench ${n}`],
      );
      await exec(
        `INSERT INTO "Member" (id, "organizationId", "userId", role, "joinedAt") VALUES ($1, $2, $3, 'admin', now())`,
        [`ba${org.slice(2)}`, org, adminUserId],
      );
      await exec(
        `INSERT INTO "User" (id, "displayName", email, "createdAt")
         SELECT $1 || lpad(g::text, 12, '0'), 'Bench user ' || g, $1 || g || '@bench.test', now() FROM generate_series(1, $2::int) g`,
        [`bu${n}x`.padEnd(8, 'x'), n],
      );
      await exec(
        `INSERT INTO "Member" (id, "organizationId", "userId", role, "joinedAt")
         SELECT 'bm' || substr($1, 3) || lpad(g::text, 12, '0'), $2, $1 || lpad(g::text, 12, '0'), 'read', timestamp '2026-01-01' + g * interval '1 second'
         FROM generate_series(1, $3::int) g`,
        [`bu${n}x`.padEnd(8, 'x'), org, n],
      );
      await exec(
        `INSERT INTO "Space" (id, "organizationId", title, emoji, visibility, "editMode", position, "createdAt", "updatedAt", "revisionId")
         SELECT 'bs' || lpad($2::text, 6, '0') || lpad(g::text, 12, '0'), $1, 'Bench space ' || g, '📄', 'private', 'live', g,
                timestamp '2026-01-01' + g * interval '1 second', timestamp '2026-01-01' + g * interval '1 second',
                'br' || lpad($2::text, 6, '0') || lpad(g::text, 12, '0')
         FROM generate_series(1, $2::int) g`,
        [org, n],
      );
      await exec('ANALYZE');
    });
  } finally {
    await db.close();
  }
  return org;
}

/** The user id of an API token. */
async function userOfToken(url: string, token: string): Promise<string> {
  const db = await openDatabase(url);
  try {
    let userId = '';
    await db.sql.transaction(async (exec) => {
      const rows = await exec('SELECT "userId" FROM "ApiToken" WHERE "tokenHash" = $1', [hashToken(token)]);
      userId = String(rows[0]?.['userId'] ?? '');
    });
    return userId;
  } finally {
    await db.close();
  }
}

interface Seeded {
  child: Child;
  token: string;
  organizations: Map<number, string>;
  stop(): Promise<void>;
}

/** A database with both organizations and a running reference server on it. */
async function seeded(kind: 'PGlite' | 'PostgreSQL', postgresUrl?: string): Promise<Seeded> {
  let url: string;
  let dropDatabase = async () => undefined as void;
  if (kind === 'PGlite') {
    url = join(tempDir('lists'), 'pglite');
    dropDatabase = async () => rmSync(dirname(url), { recursive: true, force: true });
  } else {
    const name = `bench_lists_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = (postgresUrl ?? '').replace(/\/[^/]*$/, `/${name}`);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  // First start migrates and seeds the demo (the admin caller); the big organizations are added offline.
  const first = await spawnChild(['reference', url], { BENCH_LOG_LEVEL: 'warn' });
  const adminToken = first.fixtures?.tokens.admin ?? '';
  await first.stop();
  const adminUserId = await userOfToken(url, adminToken);
  const organizations = new Map<number, string>();
  const t0 = performance.now();
  for (const n of SIZES) organizations.set(n, await seedOrganization(url, adminUserId, n));
  console.log(
    `  seeded ${SIZES.join(' and ')} spaces and members on ${kind} in ${fixed((performance.now() - t0) / 1000, 1)} s`,
  );
  const child = await spawnChild(['reference', url], { BENCH_LOG_LEVEL: 'warn' });
  return {
    child,
    token: child.fixtures?.tokens.admin ?? '',
    organizations,
    async stop() {
      await child.stop();
      await dropDatabase();
    },
  };
}

const getJson = async (url: string, token: string) => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { items: unknown[]; count: number; next?: { page: string } };
};

/** A cursor about 90% into the list (walked with large pages). */
async function deepCursor(listUrl: string, token: string, n: number): Promise<string> {
  const step = Math.min(1000, n / 10);
  let page: string | undefined;
  for (let i = 0; i < 9; i++) {
    const body = await getJson(
      `${listUrl}?limit=${step}${page !== undefined ? `&page=${encodeURIComponent(page)}` : ''}`,
      token,
    );
    page = body.next?.page;
    if (page === undefined) throw new Error(`${listUrl} ended before 90%`);
  }
  if (step * 9 < n * 0.9) {
    // Walk further with 1000-item pages up to 90%.
    for (let seen = step * 9; seen < n * 0.9; seen += 1000) {
      const body: { next?: { page: string } } = await getJson(
        `${listUrl}?limit=1000&page=${encodeURIComponent(page ?? '')}`,
        token,
      );
      page = body.next?.page;
    }
  }
  return page ?? '';
}

export async function listsPart(options: {
  kind: 'PGlite' | 'PostgreSQL';
  postgresUrl?: string;
  runs: number;
  writes: boolean;
  lists: boolean;
  seconds: number;
}): Promise<void> {
  const db = await seeded(options.kind, options.postgresUrl);
  const { child, token } = db;
  try {
    if (options.lists) {
      const rows: (string | number)[][] = [];
      for (const list of ['spaces', 'members'] as const) {
        const costs = new Map<number, number[]>();
        for (const n of SIZES) {
          const listUrl = `${child.url}/v1/orgs/${db.organizations.get(n)}/${list}`;
          const deep = await deepCursor(listUrl, token, n);
          const first = await medianMs(options.runs, async () => void (await getJson(`${listUrl}?limit=50`, token)));
          const deepPage = await medianMs(
            options.runs,
            async () => void (await getJson(`${listUrl}?limit=50&page=${encodeURIComponent(deep)}`, token)),
          );
          const big = await medianMs(
            Math.max(3, Math.round(options.runs / 4)),
            async () => void (await getJson(`${listUrl}?limit=1000`, token)),
          );
          costs.set(n, [first, deepPage, big]);
        }
        const [small, large] = SIZES.map((n) => costs.get(n) ?? []);
        ['first page (limit 50)', 'deep page (90%, limit 50)', 'limit 1000'].forEach((what, i) => {
          const a = small?.[i] ?? Number.NaN;
          const b = large?.[i] ?? Number.NaN;
          rows.push([list, what, fixed(a, 1), fixed(b, 1), fixed(b / a, 2)]);
        });
      }
      printTable(
        `Lists on ${options.kind} — median ms of ${options.runs} sequential requests`,
        ['list', 'page', '1k ms', '100k ms', '100k ÷ 1k'],
        rows,
      );
    }
    if (options.writes) {
      const rows: (string | number)[][] = [];
      const rates = new Map<string, number[]>();
      for (const n of SIZES) {
        const org = db.organizations.get(n) ?? '';
        const headers = { authorization: `Bearer ${token}` };
        const created = await load({
          url: `${child.url}/v1/orgs/${org}/spaces`,
          method: 'POST',
          headers,
          body: JSON.stringify({ title: 'Bench' }),
          connections: 10,
          seconds: options.seconds,
        });
        const space = (await (
          await fetch(`${child.url}/v1/orgs/${org}/spaces`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: '{"title":"Comments"}',
          })
        ).json()) as { id: string };
        const commented = await load({
          url: `${child.url}/v1/spaces/${space.id}/comments`,
          method: 'POST',
          headers,
          body: JSON.stringify({ body: { markdown: 'A bench comment' } }),
          connections: 10,
          seconds: options.seconds,
        });
        for (const [what, l] of [
          ['createSpace', created],
          ['postCommentInSpace', commented],
        ] as const) {
          if (l.non2xx + l.errors > 0) console.log(`  ${what} at ${n}: ${l.non2xx} non-2xx, ${l.errors} errors`);
          rates.set(what, [...(rates.get(what) ?? []), l.rps]);
        }
      }
      for (const [what, [a = Number.NaN, b = Number.NaN] = []] of rates)
        rows.push([what, fixed(a), fixed(b), fixed(b / a, 2)]);
      printTable(
        `Writes on ${options.kind} — req/s, 10 connections, ${options.seconds} s`,
        ['operation', 'at 1k', 'at 100k', '100k ÷ 1k'],
        rows,
      );
    }
  } finally {
    await db.stop();
  }
}
