/** The pre-migrated PGlite template as memory:// databases load it (db/pglite-template.ts › readTemplate). */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { PGLITE_SETTINGS, PGLITE_SHARED_BUFFERS } from '../src/db/pglite-options.js';
import { readMigrations } from '../src/db/migrate.js';
import {
  MEMORY_DATA_DIR,
  readTemplate,
  tarEntries,
  templatePath,
  templatePaths,
  unpackTemplate,
} from '../src/db/pglite-template.js';

/** One ustar header block (and the body's blocks) as tar writes them; `sum` replaces the correct checksum. */
function tarBlock(name: string, type: string, body = '', sum?: number): Buffer {
  const header = Buffer.alloc(512);
  const octal = (value: number, at: number, length: number) =>
    header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, at, 'latin1');
  header.write(name, 0, 'latin1');
  octal(0o640, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(Buffer.byteLength(body), 124, 12);
  octal(0, 136, 12);
  header.write(type, 156, 'latin1');
  header.write('ustar\0' + '00', 257, 'latin1');
  header.fill(0x20, 148, 156);
  const correct = header.reduce((total, byte) => total + byte, 0);
  header.write(`${(sum ?? correct).toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  const blocks = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
  blocks.write(body, 'latin1');
  return Buffer.concat([header, blocks]);
}

const archive = (...blocks: Buffer[]): Buffer => Buffer.concat([...blocks, Buffer.alloc(1024)]);

/** Every file and directory under `dir`, with its mode and (files) its bytes in hexadecimal. */
function tree(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = join(under, entry.name);
    const mode = (statSync(join(dir, path)).mode & 0o777).toString(8);
    return entry.isDirectory()
      ? [`${path}/ ${mode}`, ...tree(dir, path)]
      : [`${path} ${mode} ${readFileSync(join(dir, path)).toString('hex')}`];
  });
}

const settings = async (db: Database): Promise<unknown[]> => {
  let rows: unknown[] = [];
  await db.sql.transaction(async (exec) => {
    rows = (await exec(`SELECT "value" FROM "Setting" WHERE "key" = 'template-test'`)).map((row) => row['value']);
  });
  return rows;
};

describe('the PGlite template', () => {
  it('is read unzipped, once: from the second memory:// database of a process on, the same bytes, shared', async () => {
    const expected = gunzipSync(readFileSync(templatePath));
    // (The first read of the migrated template in this file: the first database of a process has its own.)
    const first = readTemplate();
    expect(first?.shared).toBe(false);
    expect((await first?.tar)?.equals(expected)).toBe(true);
    const second = readTemplate();
    const third = readTemplate();
    expect(second?.shared).toBe(true);
    expect(third?.shared).toBe(true);
    expect(third?.tar).toBe(second?.tar);
    expect(second?.tar).not.toBe(first?.tar);
    expect((await second?.tar)?.equals(expected)).toBe(true);
  });

  it('makes the files of a database whose tarball is its own of it, and of later ones copies', async () => {
    const demoTar = gunzipSync(readFileSync(templatePaths.demo));
    // (The first demo database of this file: its tarball is not kept, the next one's is.)
    const own = await openDatabase('memory://', undefined, { demo: true });
    const copied = await openDatabase('memory://', undefined, { demo: true });
    try {
      for (const [db, value] of [
        [own, 'own'],
        [copied, 'copied'],
      ] as const) {
        await db.sql.transaction(async (exec) => {
          await exec(`INSERT INTO "Setting" ("key", "value") VALUES ('template-test', '${value}')`);
        });
        // A checkpoint writes the pages into the data files, in place: in the tarball's bytes, or in the copies.
        await db.prisma.$executeRawUnsafe('CHECKPOINT');
      }
      expect(await settings(own)).toEqual(['own']);
      expect(await settings(copied)).toEqual(['copied']);
      const kept = readTemplate('demo');
      expect(kept?.shared).toBe(true);
      expect((await kept?.tar)?.equals(demoTar)).toBe(true);
      const later = await openDatabase('memory://', undefined, { demo: true });
      try {
        expect(await settings(later)).toEqual([]);
      } finally {
        await later.close();
      }
    } finally {
      await Promise.all([own.close(), copied.close()]);
    }
  });

  it("fills a memory:// database's data directory before PostgreSQL starts: no initdb, no migrations", async () => {
    const db = await openDatabase('memory://');
    try {
      let rows: Record<string, unknown>[] = [];
      await db.sql.transaction(async (exec) => {
        rows = await exec(
          `SELECT current_setting('data_directory') AS dir, current_setting('wal_segment_size') AS segment,
                  current_setting('shared_buffers') AS buffers, current_setting('max_connections') AS connections,
                  (SELECT count(*)::int FROM "_docs_api_migrations") AS migrations`,
        );
      });
      // The template's WAL segments are 1 MB (build-template.ts); initdb's would be 16. A database in memory has the
      // smaller buffers (pglite-options.ts › PGLITE_SHARED_BUFFERS), and shared memory for a few connections (PGLITE_SETTINGS).
      expect(rows).toEqual([
        {
          dir: MEMORY_DATA_DIR,
          segment: '1MB',
          buffers: PGLITE_SHARED_BUFFERS.memory,
          connections: PGLITE_SETTINGS.max_connections,
          migrations: readMigrations().length,
        },
      ]);
    } finally {
      await db.close();
    }
  });

  it('gives each memory:// database its own copy: what one writes, neither another nor a later one sees', async () => {
    const one = await openDatabase('memory://');
    const two = await openDatabase('memory://');
    try {
      await one.sql.transaction(async (exec) => {
        await exec(`INSERT INTO "Setting" ("key", "value") VALUES ('template-test', 'one')`);
      });
      expect(await settings(one)).toEqual(['one']);
      expect(await settings(two)).toEqual([]);
      const three = await openDatabase('memory://');
      try {
        expect(await settings(three)).toEqual([]);
        expect((await readTemplate()?.tar)?.equals(gunzipSync(readFileSync(templatePath)))).toBe(true);
      } finally {
        await three.close();
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('unpacks into a new directory every file of the tarball, with its bytes and mode, and the directory opens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'template-unpack-'));
    try {
      expect(unpackTemplate(dir)).toBe(true);
      const entries = [...tarEntries(gunzipSync(readFileSync(templatePath)))];
      expect(entries.filter(({ body }) => body !== undefined).length).toBeGreaterThan(100);
      const expected = entries.map(({ path, mode, body }) =>
        body === undefined ? `${path}/ ${mode.toString(8)}` : `${path} ${mode.toString(8)} ${body.toString('hex')}`,
      );
      expect(tree(dir).sort()).toEqual(expected.sort());
      const db = await openDatabase(dir);
      try {
        expect(await settings(db)).toEqual([]);
        let buffers: unknown;
        await db.sql.transaction(async (exec) => {
          buffers = (await exec(`SELECT current_setting('shared_buffers') AS buffers`))[0]?.['buffers'];
        });
        expect(buffers).toBe(PGLITE_SHARED_BUFFERS.directory);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the template's tar reader", () => {
  it('reads directories and files, absolute paths as relative ones', () => {
    const entries = [
      ...tarEntries(archive(tarBlock('/base/', '5'), tarBlock('/base/PG_VERSION', '0', '17\n'), tarBlock('x', '0'))),
    ];
    expect(entries.map(({ path, mode, body }) => [path, mode, body?.toString()])).toEqual([
      ['base', 0o640, undefined],
      ['base/PG_VERSION', 0o640, '17\n'],
      ['x', 0o640, ''],
    ]);
  });

  it('refuses a header whose checksum is wrong, a path outside the directory, and links or other kinds', () => {
    expect(() => [...tarEntries(archive(tarBlock('base', '5', '', 1234)))]).toThrow(/bad tar header/);
    expect(() => [...tarEntries(archive(tarBlock('/../etc/passwd', '0', 'x')))]).toThrow(/not a path inside/);
    expect(() => [...tarEntries(archive(tarBlock('base/./x', '0', 'x')))]).toThrow(/not a path inside/);
    expect(() => [...tarEntries(archive(tarBlock('base/link', '2')))]).toThrow(/of type "2"/);
    expect(() => [...tarEntries(archive(tarBlock('base/hard', '1')))]).toThrow(/of type "1"/);
  });

  it('refuses a file cut short', () => {
    const whole = tarBlock('base/file', '0', 'y'.repeat(1000));
    expect(() => [...tarEntries(whole.subarray(0, 700))]).toThrow(/cut short/);
  });
});
