/** Prisma's statements on PGlite as named prepared statements (db/pglite-statements.ts), against a real PGlite. */
import * as engine from '@electric-sql/pglite';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { preparedStatements } from '../src/db/pglite-statements.js';

let pglite: PGlite;

beforeAll(async () => {
  pglite = new PGlite();
  await pglite.exec(`
    CREATE TABLE kinds (id int PRIMARY KEY, flag bool, doc jsonb, at timestamptz, bytes bytea, tags text[],
      amount numeric, note text, counts int[]);
    CREATE TABLE names (id int PRIMARY KEY, name text NOT NULL)`);
});

afterAll(async () => {
  await pglite.close();
});

/** The texts of the session's prepared statements. */
const prepared = async (): Promise<string[]> =>
  (await pglite.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows
    .map((row) => row.statement)
    .sort();

describe('prepared statements on PGlite', () => {
  it('answers what PGlite’s query() answers, for every kind of parameter and both row modes', async () => {
    const statements = preparedStatements(pglite, engine);
    const row = [
      1,
      true,
      { a: [1, 'two'], 'quote"d': null },
      new Date('2026-11-28T01:02:03.456Z'),
      new Uint8Array([0, 1, 254, 255]),
      ['plain', 'with "quotes", commas and \\ backslash', '', 'NULL'],
      '12345678901234567890.125',
      "it's\nmultiline ünïcode",
      [1, 2, 3],
    ];
    const insert = 'INSERT INTO kinds VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)';
    expect((await statements.run(insert, row)).affectedRows).toBe(1);
    expect((await statements.run(insert, [2, null, null, null, null, null, null, null, null])).affectedRows).toBe(1);
    const select = 'SELECT * FROM kinds WHERE id = ANY($1) ORDER BY id';
    for (const options of [{ rowMode: 'array' as const }, undefined]) {
      const mine = await statements.run(select, [[1, 2]], options);
      const theirs = await pglite.query(select, [[1, 2]], options);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    const [stored] = (await statements.run<{ doc: unknown; bytes: Uint8Array; tags: string[] }>(select, [[1]])).rows;
    expect(stored?.doc).toEqual(row[2]);
    expect([...(stored?.bytes ?? [])]).toEqual([0, 1, 254, 255]);
    expect(stored?.tags).toEqual(row[5]);
    const updated = await statements.run('UPDATE kinds SET note = $1 WHERE id = ANY($2)', ['x', [1, 2, 3]]);
    expect(updated.affectedRows).toBe(2);
    expect(updated.rows).toEqual([]);
    await pglite.exec('DELETE FROM kinds');
  });

  it('parses a statement once and then only runs it', async () => {
    const statements = preparedStatements(pglite, engine);
    const before = await prepared();
    const sql = 'SELECT name FROM names WHERE id = $1';
    for (let id = 0; id < 5; id++) await statements.run(sql, [id]);
    expect(statements.size).toBe(1);
    const after = await prepared();
    expect(after.filter((text) => text === sql)).toHaveLength(before.filter((text) => text === sql).length + 1);
  });

  it('keeps the most recently used up to its limit, closing the one longest unused', async () => {
    const statements = preparedStatements(pglite, engine, 2);
    const [a, b, c] = ['SELECT 1 AS a', 'SELECT 2 AS b', 'SELECT 3 AS c'];
    const ours = async () => (await prepared()).filter((text) => [a, b, c].includes(text));
    await statements.run(a, []);
    await statements.run(b, []);
    await statements.run(a, []);
    await statements.run(c, []);
    expect(statements.size).toBe(2);
    expect(await ours()).toEqual([a, c]);
    // b again: prepared anew; a, used least recently now, makes way.
    expect((await statements.run<{ b: number }>(b, [])).rows).toEqual([{ b: 2 }]);
    expect(await ours()).toEqual([b, c]);
    expect((await statements.run<{ c: number }>(c, [])).rows).toEqual([{ c: 3 }]);
    expect(await ours()).toEqual([b, c]);
  });

  it('prepares again, and runs, a statement whose rows changed shape under it outside a transaction', async () => {
    const statements = preparedStatements(pglite, engine);
    await pglite.exec(`CREATE TABLE shifting (id int); INSERT INTO shifting VALUES (1)`);
    const sql = 'SELECT * FROM shifting WHERE id = $1';
    expect((await statements.run(sql, [1])).rows).toEqual([{ id: 1 }]);
    await pglite.exec('ALTER TABLE shifting ADD COLUMN label text DEFAULT $$one$$');
    expect((await statements.run(sql, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
    // In a transaction the error is the caller's (it has ended the transaction); the next call prepares again.
    await pglite.exec('ALTER TABLE shifting ADD COLUMN size int DEFAULT 7');
    await expect(
      pglite.transaction(async () => {
        await statements.run(sql, [1]);
      }),
    ).rejects.toMatchObject({ code: '0A000' });
    expect((await statements.run(sql, [1])).rows).toEqual([{ id: 1, label: 'one', size: 7 }]);
    expect((await prepared()).filter((text) => text === sql)).toHaveLength(1);
  });

  it('keeps a statement prepared in a transaction that rolled back, and errors leave the session usable', async () => {
    const statements = preparedStatements(pglite, engine);
    const insert = 'INSERT INTO names VALUES ($1, $2)';
    await pglite.transaction(async (tx) => {
      await statements.run(insert, [10, 'ten']);
      await tx.rollback();
    });
    expect((await pglite.query('SELECT * FROM names WHERE id = 10')).rows).toEqual([]);
    await statements.run(insert, [10, 'ten']);
    await expect(statements.run(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(statements.run(insert, [11, null])).rejects.toMatchObject({ code: '23502' });
    expect((await statements.run('SELECT name FROM names WHERE id = $1', [10])).rows).toEqual([{ name: 'ten' }]);
    expect(statements.size).toBe(2);
    expect((await prepared()).filter((text) => text === insert)).toHaveLength(1);
  });

  it('reads back text of every UTF-8 width exactly, at every place in a message (the patched protocol reader)', async () => {
    // pnpm-workspace.yaml › patchedDependencies: PGlite's reader decodes each field from a view of the message.
    const statements = preparedStatements(pglite, engine);
    const pieces = ['a', 'é', '€', '😀', '', ' ', '\\', '"'];
    const names = Array.from({ length: 300 }, (_, i) =>
      Array.from({ length: 1 + (i % 37) }, (_, j) => pieces[(i * 7 + j) % pieces.length]).join(''),
    );
    await statements.run('INSERT INTO names SELECT 1000 + i, n FROM unnest($1::text[]) WITH ORDINALITY AS t(n, i)', [
      names,
    ]);
    const rows = (
      await statements.run<[number, string, string]>(
        'SELECT id, name, name || $1 FROM names WHERE id > 1000 ORDER BY id',
        ['😀'],
        {
          rowMode: 'array',
        },
      )
    ).rows;
    expect(rows.map((row) => row[1])).toEqual(names);
    expect(rows.map((row) => row[2])).toEqual(names.map((name) => `${name}😀`));
    // Notices, errors and notifications are read by the same reader.
    const heard: string[] = [];
    const stop = await pglite.listen('ünïcode', (payload) => heard.push(payload));
    await statements.run("SELECT pg_notify('ünïcode', $1)", ['€😀é']);
    await stop();
    expect(heard).toEqual(['€😀é']);
    await expect(statements.run('SELECT 1 / $1::int AS "dïvïdé€"', [0])).rejects.toThrow(/division by zero/);
    await expect(statements.run('SELECT "nö😀" FROM names')).rejects.toThrow('column "nö😀" does not exist');
    await pglite.exec('DELETE FROM names WHERE id > 1000');
  });

  it('delivers the notifications its statements raise', async () => {
    const statements = preparedStatements(pglite, engine);
    const heard: string[] = [];
    const unlisten = await pglite.listen('statements_test', (payload) => heard.push(payload));
    await statements.run(`SELECT pg_notify('statements_test', $1)`, ['hello']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(['hello']);
    await unlisten();
  });

  it('carries every statement of a server’s Prisma client on a memory:// database', async () => {
    const db = await openDatabase('memory://');
    try {
      for (let i = 0; i < 3; i++) await db.prisma.organization.findMany({ where: { title: `t${i}` }, take: 2 });
      await db.prisma.$transaction(async (tx) => {
        await tx.organization.count({ where: { title: 'x' } });
      });
      let texts: string[] = [];
      await db.sql.transaction(async (exec) => {
        texts = (await exec('SELECT statement FROM pg_prepared_statements')).map((row) => String(row['statement']));
      });
      const finds = texts.filter((text) => text.includes('FROM "public"."Organization"'));
      expect(finds).toHaveLength(2);
    } finally {
      await db.close();
    }
  });
});
