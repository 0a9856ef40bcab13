/**
 * The pre-migrated PGlite template: a data directory with every migration applied, dumped once at build
 * time (src/db/build-template.ts) and loaded by each new PGlite database (a new directory or memory://)
 * instead of running initdb and the migrations again. It names the migrations it holds by checksum;
 * when they differ from the current ones it is ignored (the database then starts the slow way).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { readMigrations, type Migration } from './migrate.js';

/** dist/pglite-template.tar.gz of the server package (the same path from src/db and dist/db). */
export const templatePath = fileURLToPath(new URL('../../dist/pglite-template.tar.gz', import.meta.url));
export const templateChecksumPath = `${templatePath}.checksum`;

/** One checksum for the migrations, in order. */
export const migrationsChecksum = (migrations: Migration[] = readMigrations()): string =>
  createHash('sha256')
    .update(migrations.map((m) => `${m.name}:${m.checksum}`).join('\n'))
    .digest('hex');

/** The template's tarball when it holds exactly the current migrations; undefined otherwise. */
export function readTemplate(): Blob | undefined {
  if (!existsSync(templatePath) || !existsSync(templateChecksumPath)) return undefined;
  if (readFileSync(templateChecksumPath, 'utf8').trim() !== migrationsChecksum()) return undefined;
  // Unpacked here (native zlib) rather than by PGlite, which is slower at it.
  return new Blob([gunzipSync(readFileSync(templatePath))]);
}
