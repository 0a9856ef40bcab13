/**
 * The pre-migrated PGlite template: a data directory with every migration applied, dumped once at build
 * time (src/db/build-template.ts) and loaded by each new PGlite database (a new directory or memory://)
 * instead of running initdb and the migrations again. It names the migrations it holds by checksum;
 * when they differ from the current ones it is ignored (the database then starts the slow way).
 * A new directory gets the files unpacked into it (unpackTemplate); memory:// gets the tarball (readTemplate).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { extract } from 'tar';
import { readMigrations, type Migration } from './migrate.js';

/** dist/pglite-template.tar.gz of the server package (the same path from src/db and dist/db). */
export const templatePath = fileURLToPath(new URL('../../dist/pglite-template.tar.gz', import.meta.url));
export const templateChecksumPath = `${templatePath}.checksum`;

/** One checksum for the migrations, in order. */
export const migrationsChecksum = (migrations: Migration[] = readMigrations()): string =>
  createHash('sha256')
    .update(migrations.map((m) => `${m.name}:${m.checksum}`).join('\n'))
    .digest('hex');

/** Whether the template holds exactly the current migrations. */
const templateIsCurrent = (): boolean =>
  existsSync(templatePath) &&
  existsSync(templateChecksumPath) &&
  readFileSync(templateChecksumPath, 'utf8').trim() === migrationsChecksum();

/** The template's tarball when it holds exactly the current migrations; undefined otherwise. */
export function readTemplate(): Blob | undefined {
  if (!templateIsCurrent()) return undefined;
  // Unpacked here (native zlib) rather than by PGlite, which is slower at it.
  return new Blob([gunzipSync(readFileSync(templatePath))]);
}

/** The data directory's marker file: a directory that has it holds a database. */
const MARKER = 'PG_VERSION';

/**
 * Writes the template's files into the empty data directory `dir` (with the file system, not through
 * PGlite's emulated one: faster, and without holding the tarball in memory); false when there is no
 * current template. The marker file comes last, so a start interrupted half-way is a fresh start again.
 */
export function unpackTemplate(dir: string): boolean {
  if (!templateIsCurrent()) return false;
  const isMarker = (path: string) => path.replace(/^\/+/, '') === MARKER;
  // Its paths are absolute (`/base/1/…`): tar tells it strips the `/` (TAR_ENTRY_INFO); anything else is a failure.
  const onwarn = (code: string, message: string | Error) => {
    if (code !== 'TAR_ENTRY_INFO') throw new Error(`unpacking the PGlite template into ${dir}: ${String(message)}`);
  };
  const options = { file: templatePath, cwd: dir, sync: true, onwarn } as const;
  extract({ ...options, filter: (path) => !isMarker(path) });
  extract({ ...options, filter: isMarker });
  return existsSync(join(dir, MARKER));
}
