/** The pre-migrated PGlite template as memory:// databases load it (db/pglite-template.ts › readTemplate). */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { readTemplate, templatePath, TarballBlob } from '../src/db/pglite-template.js';

const settings = async (db: Database): Promise<unknown[]> => {
  let rows: unknown[] = [];
  await db.sql.transaction(async (exec) => {
    rows = (await exec(`SELECT "value" FROM "Setting" WHERE "key" = 'template-test'`)).map((row) => row['value']);
  });
  return rows;
};

describe('the PGlite template', () => {
  it('is handed to PGlite as the unzipped tarball, read once and never copied per database', async () => {
    const first = readTemplate();
    expect(first).toBeInstanceOf(TarballBlob);
    const expected = gunzipSync(readFileSync(templatePath));
    const bytes = new Uint8Array(await (first as Blob).arrayBuffer());
    expect(first?.size).toBe(expected.byteLength);
    expect(Buffer.from(bytes).equals(expected)).toBe(true);
    // From the second database of a process on, the same bytes (kept unzipped).
    const second = readTemplate() as Blob;
    const third = readTemplate() as Blob;
    expect(await third.arrayBuffer()).toBe(await second.arrayBuffer());
    expect(Buffer.from(await second.arrayBuffer()).equals(expected)).toBe(true);
  });

  it('refuses to be read any other way than whole (a PGlite reading it otherwise fails instead of starting empty)', () => {
    const blob = readTemplate() as Blob;
    expect(() => blob.stream()).toThrow(/arrayBuffer/);
    expect(() => blob.slice(0, 10)).toThrow(/arrayBuffer/);
    expect(() => blob.text()).toThrow(/arrayBuffer/);
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
        expect(
          Buffer.from(await (readTemplate() as Blob).arrayBuffer()).equals(gunzipSync(readFileSync(templatePath))),
        ).toBe(true);
      } finally {
        await three.close();
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
