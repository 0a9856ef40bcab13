/**
 * The pre-migrated PGlite template: a data directory with every migration applied, dumped once at build
 * time (src/db/build-template.ts) and loaded by each new PGlite database (a new directory or memory://)
 * instead of running initdb and the migrations again. It names the migrations it holds by checksum;
 * when they differ from the current ones it is ignored (the database then starts the slow way).
 * A new directory gets the files unpacked into it (unpackTemplate); memory:// gets the tarball (readTemplate).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Whether the template holds exactly the current migrations. */
const templateIsCurrent = (): boolean =>
  existsSync(templatePath) &&
  existsSync(templateChecksumPath) &&
  readFileSync(templateChecksumPath, 'utf8').trim() === migrationsChecksum();

/**
 * The template's tarball as PGlite's `loadDataDir` takes it: a Blob. PGlite reads it once, with arrayBuffer(), and
 * copies each file out of it. Node's Blob would copy the bytes in when made and out again in arrayBuffer() (some
 * 110 ms a start for the 11 MB template, measured); this one hands over the bytes it was given. Any other way of
 * reading it throws, so that a PGlite that reads it differently fails at once instead of starting an empty database.
 */
export class TarballBlob extends Blob {
  readonly #bytes: ArrayBuffer;

  constructor(bytes: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
    this.#bytes = bytes;
    // (Blob's `size` is a getter of its own prototype: shadowed here by the size of the bytes.)
    Object.defineProperty(this, 'size', { value: bytes.byteLength });
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }

  override stream(): never {
    throw new Error('TarballBlob: read it with arrayBuffer()');
  }

  override text(): never {
    throw new Error('TarballBlob: read it with arrayBuffer()');
  }

  override slice(): never {
    throw new Error('TarballBlob: read it with arrayBuffer()');
  }
}

let unzipped: { checksum: string; tar?: ArrayBuffer } | undefined;

/**
 * The template's tarball when it holds exactly the current migrations; undefined otherwise. A process that opens
 * a second memory:// database (a test suite) keeps it unzipped from then on (PGlite only reads it); one that opens
 * a single database (a server) does not hold it once loaded.
 */
export function readTemplate(): Blob | undefined {
  if (!templateIsCurrent()) return undefined;
  const checksum = readFileSync(templateChecksumPath, 'utf8').trim();
  if (unzipped?.checksum === checksum && unzipped.tar !== undefined) return new TarballBlob(unzipped.tar);
  // Unpacked here (native zlib) rather than by PGlite, which is slower at it; into one buffer of the size gzip
  // records in its last 4 bytes rather than 16 KiB chunks joined at the end (88 → 47 ms, measured). A wrong size
  // only costs the chunks again.
  const gzipped = readFileSync(templatePath);
  const bytes = gunzipSync(gzipped, { chunkSize: Math.max(gzipped.readUInt32LE(gzipped.length - 4), 64 * 1024) });
  // The bytes alone (a Buffer may be a view into a larger ArrayBuffer).
  const tar =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  unzipped = unzipped?.checksum === checksum ? { checksum, tar } : { checksum };
  return new TarballBlob(tar);
}

/** While this file is in a data directory, its template is being unpacked: it does not hold a database yet. */
const UNPACKING = '.docs-api-unpacking';

/** Whether the data directory `dir` holds a database (one whose unpacking was interrupted does not). */
export const holdsDatabase = (dir: string): boolean =>
  existsSync(join(dir, 'PG_VERSION')) && !existsSync(join(dir, UNPACKING));

/**
 * Writes the template's files into the data directory `dir` (with the file system, not through PGlite's
 * emulated one: faster, and without holding the tarball in memory); false when there is no current
 * template. A start interrupted half-way leaves the UNPACKING mark, so the next one unpacks again.
 */
export async function unpackTemplate(dir: string): Promise<boolean> {
  if (!templateIsCurrent()) return false;
  // Loaded only when a new directory is made (start-up time).
  const { extract } = await import('tar');
  writeFileSync(join(dir, UNPACKING), '');
  // Its paths are absolute (`/base/1/…`): tar tells it strips the `/` (TAR_ENTRY_INFO); anything else is a failure.
  const onwarn = (code: string, message: string | Error) => {
    if (code !== 'TAR_ENTRY_INFO') throw new Error(`unpacking the PGlite template into ${dir}: ${String(message)}`);
  };
  extract({ file: templatePath, cwd: dir, sync: true, onwarn });
  rmSync(join(dir, UNPACKING));
  return true;
}
