/**
 * Authors a migration without Prisma's native schema engine (which cannot be downloaded here):
 * the schema engine as WebAssembly diffs the schema of the last migration (its snapshot) against
 * prisma/schema.prisma and writes prisma/migrations/<timestamp>_<name>/migration.sql.
 *
 * Usage: pnpm -F @docs-api/server migration:create <name>
 */
import { PGlite } from '@electric-sql/pglite';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaPGlite } from 'pglite-prisma-adapter';

const prismaDir = fileURLToPath(new URL('../../../prisma/', import.meta.url));
const migrationsDir = join(prismaDir, 'migrations');
const snapshotName = 'schema.snapshot.prisma';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]/gi, '_');
if (name === '') {
  console.error('usage: create-migration <name>');
  process.exit(2);
}

const current = readFileSync(join(prismaDir, 'schema.prisma'), 'utf8');
// The last migration written by this script: a hand-written one (triggers, functions) has no snapshot and
// leaves the schema as it was.
const previousDirs = existsSync(migrationsDir)
  ? readdirSync(migrationsDir)
      .filter((d) => existsSync(join(migrationsDir, d, snapshotName)))
      .sort()
  : [];
const lastDir = previousDirs.at(-1);
const previous = lastDir === undefined ? undefined : readFileSync(join(migrationsDir, lastDir, snapshotName), 'utf8');

// The package's entry imports the .wasm file as an ES module, which Node cannot; instantiate it by hand.
const wasmPath = createRequire(import.meta.url)
  .resolve('@prisma/schema-engine-wasm/schema_engine_bg')
  .replace(/\.js$/, '.wasm');
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: { instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: object } }> };
  }
).WebAssembly;
const { instance } = await wasmApi.instantiate(readFileSync(wasmPath), { './schema_engine_bg.js': bindings as never });
bindings.__wbg_set_wasm(instance.exports);
(instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();

const pglite = new PGlite();
const engine = await bindings.SchemaEngine.new(
  { datamodels: [['schema.prisma', current]] },
  () => undefined,
  bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(pglite)),
);
const result = await engine.diff({
  from:
    previous === undefined
      ? { tag: 'empty' }
      : { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: previous }] },
  to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: current }] },
  script: true,
  exitCode: null,
  filters: { externalTables: [], externalEnums: [] },
} as never);
await pglite.close();

const sql = (result.stdout ?? '').trim();
if (sql === '' || sql === '-- This is an empty migration.') {
  console.log('No changes: the last migration matches prisma/schema.prisma.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const dir = join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'migration.sql'), `${sql}\n`);
writeFileSync(join(dir, snapshotName), current);
writeFileSync(join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
console.log(`Wrote ${dir}/migration.sql`);
