/** How the PostgreSQL driver is loaded (db/postgres.ts › loadPg), in a process of its own: a start's module loads. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const client = new URL('../dist/db/client.js', import.meta.url).href;

describe('the PostgreSQL driver', () => {
  it("loads without Node's fetch implementation (undici) and leaves the global `navigator` as it found it", () => {
    // Opening a PostgreSQL database loads pg and Prisma's adapter; no connection is made before the first query.
    const script = `
      const before = typeof globalThis.navigator;
      const { openDatabase } = await import(${JSON.stringify(client)});
      const db = await openDatabase('postgresql://nobody@127.0.0.1:9/none');
      const loaded = process.moduleLoadList.filter((name) => /undici/.test(name));
      console.log(JSON.stringify({ before, after: typeof globalThis.navigator, loaded, pg: typeof db.prisma }));
      await db.close();`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    const seen = JSON.parse(out) as { before: string; after: string; loaded: string[]; pg: string };
    expect(seen.pg).toBe('object');
    expect(seen.after).toBe(seen.before);
    expect(seen.loaded).toEqual([]);
  }, 60_000);
});
