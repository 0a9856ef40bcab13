/**
 * The demo template (db/pglite-template.ts, seed/demo.ts › bakeDemo): a start that seeds the demo on a new PGlite
 * database starts from the demo data the build made, every time in it moved by as much as the start is later.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { openDatabase, type SqlRunner } from '../src/db/client.js';
import type { RevisionContent, StoredPage } from '../src/domain/revision-content.js';
import { seedDemo } from '../src/seed/demo.js';

const DAY_MS = 86_400_000;

const rowsOf = async (sql: SqlRunner, text: string, params?: unknown[]): Promise<Record<string, unknown>[]> => {
  let rows: Record<string, unknown>[] = [];
  await sql.transaction(async (exec) => {
    rows = await exec(text, params);
  });
  return rows;
};

/** Every timestamp column of every table (tables without rows too): how many values, the first and the last (ms). */
async function times(sql: SqlRunner): Promise<Map<string, { count: number; first: number; last: number }>> {
  const columns = await rowsOf(
    sql,
    `SELECT c.relname AS table, a.attname AS column FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND a.attnum > 0
        AND NOT a.attisdropped AND a.atttypid IN ('timestamp'::regtype, 'timestamptz'::regtype)
        AND c.relname <> '_docs_api_migrations'`,
  );
  const summary = new Map<string, { count: number; first: number; last: number }>();
  for (const { table, column } of columns) {
    const [row] = await rowsOf(
      sql,
      `SELECT count("${String(column)}")::int AS count,
              (extract(epoch FROM min("${String(column)}")) * 1000)::float8 AS first,
              (extract(epoch FROM max("${String(column)}")) * 1000)::float8 AS last
         FROM "${String(table)}"`,
    );
    summary.set(`${String(table)}.${String(column)}`, {
      count: Number(row?.['count']),
      first: Number(row?.['first']),
      last: Number(row?.['last']),
    });
  }
  return summary;
}

/** The page times of every revision with pages, by revision id (ms). */
async function pageTimes(sql: SqlRunner): Promise<Map<string, number[]>> {
  const revisions = await rowsOf(sql, `SELECT "id", "content"::text AS content FROM "Revision"`);
  const walk = (pages: StoredPage[]): number[] =>
    pages.flatMap((page) => [Date.parse(page.createdAt), Date.parse(page.updatedAt), ...walk(page.pages)]);
  return new Map(
    revisions.map(({ id, content }) => [
      String(id),
      walk((JSON.parse(String(content)) as Partial<RevisionContent>).pages ?? []),
    ]),
  );
}

describe('the demo template', () => {
  for (const where of ['memory://', 'a new directory']) {
    it(`gives a start that seeds the demo on ${where} the demo as of its clock: every time moved, once`, async () => {
      const dir = where === 'memory://' ? undefined : mkdtempSync(join(tmpdir(), 'demo-template-'));
      // The template as the build wrote it, and a server's database made from it.
      const template = await openDatabase('memory://', undefined, { demo: true });
      const app = await createApp({ databaseUrl: dir ?? 'memory://', logLevel: 'silent' }, { seedsDemo: true });
      try {
        const { sql } = app.services.db;
        const [made] = await rowsOf(template.sql, `SELECT "value" FROM "Setting" WHERE "key" = 'demo-seed-made-at'`);
        const madeAt = Date.parse(String(made?.['value']));
        expect(madeAt).toBeLessThanOrEqual(Date.now());
        // A server whose clock runs 1,000 days ahead.
        app.services.clock.setOffset(1000 * DAY_MS);
        const before = Date.now();
        const fixtures = await seedDemo(app.services, 'http://127.0.0.1');
        const after = Date.now();
        expect(fixtures.tokens.admin).not.toBe('');

        const original = await times(template.sql);
        const moved = await times(sql);
        const shifts = new Set<number>();
        for (const [column, was] of original) {
          if (column === 'ApiToken.createdAt' || was.count === 0) continue;
          const now = moved.get(column);
          expect({ column, count: now?.count }).toEqual({ column, count: was.count });
          shifts.add((now?.first ?? 0) - was.first);
          shifts.add((now?.last ?? 0) - was.last);
        }
        // The demo's tables all have times (users, organizations, members, teams, spaces, revisions, files, …).
        expect([...original.values()].filter((column) => column.count > 0).length).toBeGreaterThan(10);
        // One shift for every column of every table: the start's clock less the time the template was made.
        expect(shifts.size).toBe(1);
        const [shift = 0] = shifts;
        expect(shift).toBeGreaterThanOrEqual(before + 1000 * DAY_MS - madeAt);
        expect(shift).toBeLessThanOrEqual(after + 1000 * DAY_MS - madeAt);
        // The page times inside the revisions' content, by as much.
        const pagesWere = await pageTimes(template.sql);
        const pagesNow = await pageTimes(sql);
        expect([...pagesWere.values()].flat().length).toBeGreaterThan(0);
        for (const [id, was] of pagesWere) expect(pagesNow.get(id)).toEqual(was.map((ms) => ms + shift));
        // The organization the demo made 60 days before its seed is 60 days older than the server's clock.
        const [acme] = await rowsOf(sql, `SELECT "createdAt" FROM "Organization" WHERE "id" = $1`, [
          fixtures.organizationId,
        ]);
        const acmeAge = app.services.clock.now().getTime() - new Date(String(acme?.['createdAt'])).getTime();
        expect(Math.round(acmeAge / DAY_MS)).toBe(60);

        // The time it was made is gone: seeding again (a restart) moves nothing.
        expect(await rowsOf(sql, `SELECT "value" FROM "Setting" WHERE "key" = 'demo-seed-made-at'`)).toEqual([]);
        app.services.clock.setOffset(2000 * DAY_MS);
        await seedDemo(app.services, 'http://127.0.0.1');
        const again = await times(sql);
        for (const [column, was] of moved) if (column !== 'ApiToken.createdAt') expect(again.get(column)).toEqual(was);
      } finally {
        await Promise.all([app.close(), template.close()]);
        if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  it('is only for a start that seeds the demo: another new database starts without data', async () => {
    const db = await openDatabase('memory://');
    try {
      expect(await rowsOf(db.sql, `SELECT count(*)::int AS n FROM "Organization"`)).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
  });
});
