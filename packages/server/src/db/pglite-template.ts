/**
 * The pre-migrated PGlite template: a data directory with every migration applied, dumped once at build
 * time (src/db/build-template.ts) and loaded by each new PGlite database (a new directory or memory://)
 * instead of running initdb and the migrations again. It names the migrations it holds by checksum;
 * when they differ from the current ones it is ignored (the database then starts the slow way).
 * A new directory gets the files unpacked into it (unpackTemplate); memory:// gets them written into its file system
 * in memory (templateMemoryFs).
 */
import type { MemoryFS } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** Where PGlite keeps the data directory of a database in memory (its PGDATA, which it does not export). */
export const MEMORY_DATA_DIR = '/pglite/data';

let unzipped: { checksum: string; tar?: Buffer } | undefined;

/**
 * The template's tarball, unzipped, when it holds exactly the current migrations; undefined otherwise. A process
 * that opens a second memory:// database (a test suite) keeps it unzipped from then on (it is only read); one that
 * opens a single database (a server) does not hold it once loaded.
 */
export function readTemplate(): Buffer | undefined {
  if (!templateIsCurrent()) return undefined;
  const checksum = readFileSync(templateChecksumPath, 'utf8').trim();
  if (unzipped?.checksum === checksum && unzipped.tar !== undefined) return unzipped.tar;
  const tar = unzipTemplate();
  unzipped = unzipped?.checksum === checksum ? { checksum, tar } : { checksum };
  return tar;
}

/**
 * A memory:// database's file system, filled with the template's files before PostgreSQL starts (PGlite calls
 * `initialSyncFs` first, then finds a data directory and starts it instead of running initdb). PGlite's own way,
 * `loadDataDir`, parses the tarball with a JavaScript tar reader and looks every parent directory up again for each
 * file: some 100 ms more a start (measured: 720 → 620 ms to ready, PGlite alone).
 */
export function templateMemoryFs(Base: typeof MemoryFS, tar: Buffer): MemoryFS {
  const filled = class extends Base {
    override async initialSyncFs(): Promise<void> {
      await super.initialSyncFs();
      const fs = this.pg!.Module.FS;
      fs.mkdirTree(MEMORY_DATA_DIR);
      for (const { path, mode, body } of tarEntries(tar)) {
        const target = `${MEMORY_DATA_DIR}/${path}`;
        if (body === undefined) fs.mkdir(target, mode);
        // A copy of its own, which the file system keeps (`canOwn`). Handed the Buffer, it would keep a view into
        // the tarball instead (it copies with `slice`, which on a Buffer makes a view): what one database writes
        // would then be in the files of the next one a process opens.
        else fs.writeFile(target, new Uint8Array(body), { mode, canOwn: true });
      }
    }
  };
  return new filled();
}

/**
 * The template's tarball, unzipped here (native zlib) rather than by PGlite, which is slower at it; into one buffer
 * of the size gzip records in its last 4 bytes rather than 16 KiB chunks joined at the end (88 → 47 ms, measured).
 * A wrong size only costs the chunks again.
 */
function unzipTemplate(): Buffer {
  const gzipped = readFileSync(templatePath);
  return gunzipSync(gzipped, { chunkSize: Math.max(gzipped.readUInt32LE(gzipped.length - 4), 64 * 1024) });
}

/** A text field of a tar header: its bytes up to the first NUL. */
const headerField = (header: Buffer, at: number, length: number): string => {
  const end = header.indexOf(0, at);
  return header.toString('latin1', at, end === -1 || end > at + length ? at + length : end);
};

/** A number field of a tar header (octal digits). */
const headerNumber = (header: Buffer, at: number, length: number): number => {
  const text = headerField(header, at, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new Error(`the PGlite template: a tar header holds ${JSON.stringify(text)}`);
  return text === '' ? 0 : parseInt(text, 8);
};

/** A directory or file of the template's tarball; `path` relative to the data directory. */
interface TarEntry {
  path: string;
  mode: number;
  body?: Buffer;
}

/**
 * The entries of the template's tarball (POSIX ustar, as PGlite's dumpDataDir writes it): directories and regular
 * files only. Each header's checksum is verified; any other kind of entry, or a path leaving the directory, throws.
 */
export function* tarEntries(tar: Buffer): Generator<TarEntry> {
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    // Two zero blocks end the archive.
    if (header.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
    if (sum !== headerNumber(header, 148, 8)) throw new Error(`the PGlite template: a bad tar header at byte ${at}`);
    const prefix = headerField(header, 345, 155);
    const name = `${prefix === '' ? '' : `${prefix}/`}${headerField(header, 0, 100)}`;
    // PGlite writes absolute paths (`/base/1/…`): relative to the data directory.
    const path = name.replace(/^\/+/, '').replace(/\/+$/, '');
    if (path === '' || path.split('/').some((segment) => segment === '..' || segment === '.'))
      throw new Error(`the PGlite template: the tar entry ${JSON.stringify(name)} is not a path inside it`);
    const type = String.fromCharCode(header[156] ?? 0);
    const size = headerNumber(header, 124, 12);
    const mode = headerNumber(header, 100, 8) & 0o777;
    const start = at + 512;
    at = start + Math.ceil(size / 512) * 512;
    if (type === '5') yield { path, mode };
    else if (type === '0' || type === '\0') {
      if (start + size > tar.length) throw new Error(`the PGlite template: ${path} is cut short`);
      yield { path, mode, body: tar.subarray(start, start + size) };
    } else throw new Error(`the PGlite template: the tar entry ${path} is of type ${JSON.stringify(type)}`);
  }
}

/** While this file is in a data directory, its template is being unpacked: it does not hold a database yet. */
const UNPACKING = '.docs-api-unpacking';

/** Whether the data directory `dir` holds a database (one whose unpacking was interrupted does not). */
export const holdsDatabase = (dir: string): boolean =>
  existsSync(join(dir, 'PG_VERSION')) && !existsSync(join(dir, UNPACKING));

/**
 * Writes the template's files into the data directory `dir` (with the file system, not through PGlite's
 * emulated one: faster), with the modes the template gives them; false when there is no current template. A start
 * interrupted half-way leaves the UNPACKING mark, so the next one unpacks again. The tarball is read here rather
 * than by the tar package: 551 files in some 130 ms instead of 200 (fresh processes, measured), without loading it.
 */
export function unpackTemplate(dir: string): boolean {
  if (!templateIsCurrent()) return false;
  writeFileSync(join(dir, UNPACKING), '');
  const made = new Set<string>([dir]);
  for (const { path, mode, body } of tarEntries(unzipTemplate())) {
    const target = join(dir, path);
    if (body === undefined) {
      mkdirSync(target, { recursive: true, mode });
      made.add(target);
      continue;
    }
    // (PGlite lists a directory before its files; a tarball that did not would still unpack.)
    if (!made.has(dirname(target))) mkdirSync(dirname(target), { recursive: true });
    made.add(dirname(target));
    writeFileSync(target, body, { mode });
  }
  rmSync(join(dir, UNPACKING));
  return true;
}
