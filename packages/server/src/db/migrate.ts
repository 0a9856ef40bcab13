/**
 * Applies prisma/migrations/<name>/migration.sql (this package's copy) in name order, each once, in a transaction that holds
 * an advisory lock (so several instances starting together apply each migration exactly once).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlRunner } from './sql-runner.js';

/** This package's copy of the top-level prisma/migrations (scripts/copy-assets.mjs copies it at build time). */
export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations/', import.meta.url));

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'migration.sql')))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Applies pending migrations; returns the names applied now. A changed applied migration is an error. */
export async function migrate(db: { sql: SqlRunner }, migrations = readMigrations()): Promise<string[]> {
  const applied: string[] = [];
  await db.sql.transaction(async (exec) => {
    await exec(
      'CREATE TABLE IF NOT EXISTS "_docs_api_migrations" (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      [],
    );
    const rows = await exec('SELECT name, checksum FROM "_docs_api_migrations"', []);
    const done = new Map(rows.map((r) => [String(r['name']), String(r['checksum'])]));
    for (const migration of migrations) {
      const checksum = done.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum)
          throw new Error(`Migration ${migration.name} was changed after it was applied`);
        continue;
      }
      await exec(migration.sql);
      await exec('INSERT INTO "_docs_api_migrations" (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      applied.push(migration.name);
    }
  });
  return applied;
}
