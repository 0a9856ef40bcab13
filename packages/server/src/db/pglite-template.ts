/**
 * The pre-migrated PGlite template: a data directory with every migration applied, dumped once at build
 * time (src/db/build-template.ts) and loaded by each new PGlite database (a new directory or memory://)
 * instead of running initdb and the migrations again. It names the migrations it holds by checksum;
 * when they differ from the current ones it is ignored (the database then starts the slow way). A database the
 * demo seed is asked for starts from the demo template instead: the same with the demo data in.
 * A new directory gets the files unpacked into it (unpackTemplate); memory:// gets them written into its file system
 * in memory (templateMemoryFs).
 */
import type { MemoryFS } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip, gunzipSync, type InputType, type ZlibOptions } from 'node:zlib';
import { readMigrations, type Migration } from './migrate.js';

/**
 * The templates a build writes: `migrated`, every migration applied (dist/pglite-template.tar.gz), and `demo`, the
 * same with the demo data in (dist/pglite-template-demo.tar.gz; seed/demo.ts › seedDemo moves its times to the
 * start's). The same paths from src/db, dist/db and the CLI bundle.
 */
export const templatePaths = {
  migrated: fileURLToPath(new URL('../../dist/pglite-template.tar.gz', import.meta.url)),
  demo: fileURLToPath(new URL('../../dist/pglite-template-demo.tar.gz', import.meta.url)),
} as const;
export type TemplateKind = keyof typeof templatePaths;
export const templatePath = templatePaths.migrated;
/** The checksum of the migrations both templates hold (written with them). */
export const templateChecksumPath = `${templatePath}.checksum`;

/** One checksum for the migrations, in order. */
export const migrationsChecksum = (migrations: Migration[] = readMigrations()): string =>
  createHash('sha256')
    .update(migrations.map((m) => `${m.name}:${m.checksum}`).join('\n'))
    .digest('hex');

/** The checksum of the migrations the templates hold when the template `kind` is there and holds the current ones. */
function currentChecksum(kind: TemplateKind): string | undefined {
  if (!existsSync(templatePaths[kind]) || !existsSync(templateChecksumPath)) return undefined;
  const checksum = readFileSync(templateChecksumPath, 'utf8').trim();
  return checksum === migrationsChecksum() ? checksum : undefined;
}

/** Where PGlite keeps the data directory of a database in memory (its PGDATA, which it does not export). */
export const MEMORY_DATA_DIR = '/pglite/data';

/** The tarballs a process keeps unzipped (or being unzipped), by kind (readTemplate). */
const unzipped = new Map<TemplateKind, { checksum: string; tar?: Promise<Buffer> }>();

/**
 * A template's tarball being unzipped, and whether the process keeps it for the databases it opens after this one
 * (`shared`): those then copy their files out of it, where a database whose tarball is its own keeps the files in it.
 */
export interface UnzippedTemplate {
  tar: Promise<Buffer>;
  shared: boolean;
}

/**
 * The template `kind`'s tarball, being unzipped (on libuv's thread pool, while the start goes on loading PGlite), when
 * it holds exactly the current migrations; undefined otherwise. A process that opens a second memory:// database of a
 * kind (a test suite) keeps it unzipped from then on (it is only read): `shared`. One that opens a single database (a
 * server) does not keep it: the database's files are made of it.
 */
export function readTemplate(kind: TemplateKind = 'migrated'): UnzippedTemplate | undefined {
  const checksum = currentChecksum(kind);
  if (checksum === undefined) return undefined;
  const kept = unzipped.get(kind);
  if (kept?.checksum === checksum && kept.tar !== undefined) return { tar: kept.tar, shared: true };
  const tar = unzipTemplate(kind);
  // (A failed unzip is not kept: the next database tries again.)
  tar.catch(() => unzipped.delete(kind));
  const shared = kept?.checksum === checksum;
  unzipped.set(kind, shared ? { checksum, tar } : { checksum });
  return { tar, shared };
}

/**
 * A memory:// database's file system, filled with the template's files before PostgreSQL starts (PGlite calls
 * `initialSyncFs` first, then finds a data directory and starts it instead of running initdb). PGlite's own way,
 * `loadDataDir`, parses the tarball with a JavaScript tar reader and looks every parent directory up again for each
 * file: some 100 ms more a start (measured: 720 → 620 ms to ready, PGlite alone).
 */
export function templateMemoryFs(Base: typeof MemoryFS, template: UnzippedTemplate): MemoryFS {
  const filled = class extends Base {
    override async initialSyncFs(): Promise<void> {
      await super.initialSyncFs();
      const tar = await template.tar;
      const fs = this.pg!.Module.FS;
      fs.mkdirTree(MEMORY_DATA_DIR);
      for (const { path, mode, body } of tarEntries(tar)) {
        const target = `${MEMORY_DATA_DIR}/${path}`;
        if (body === undefined) fs.mkdir(target, mode);
        // The file system keeps the array it is given (`canOwn`) and writes into it. From a tarball the process keeps
        // for other databases, a copy of the file's own: what one database writes must not be in the files of the
        // next. From one only this database has, the file's bytes where they are (as a plain Uint8Array, whose
        // `slice` copies, where a Buffer's makes a view): 12 MB neither allocated nor copied again. Measured: this
        // fill 72 → 31 ms with 3,000 fewer page faults (PGlite alone); memory:// + demo to /readyz 1.28 → 1.22 s. The
        // tarball stays in memory while any file still has bytes of it: at most its 12 MB, what the copies would hold.
        else {
          const bytes = template.shared
            ? new Uint8Array(body)
            : new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
          fs.writeFile(target, bytes, { mode, canOwn: true });
        }
      }
    }
  };
  return new filled();
}

/**
 * The template's tarball, unzipped here (native zlib) rather than by PGlite, which is slower at it; into one buffer
 * of the size gzip records in its last 4 bytes rather than 16 KiB chunks joined at the end (88 → 47 ms, measured).
 * A wrong size only costs the chunks again. `unzipTemplate` unzips on libuv's thread pool, `unzipTemplateSync` here.
 */
const unzipOptions = (gzipped: Buffer): ZlibOptions => ({
  chunkSize: Math.max(gzipped.readUInt32LE(gzipped.length - 4), 64 * 1024),
});
const gunzipAsync = promisify<InputType, ZlibOptions, Buffer>(gunzip);
function unzipTemplate(kind: TemplateKind): Promise<Buffer> {
  const gzipped = readFileSync(templatePaths[kind]);
  return gunzipAsync(gzipped, unzipOptions(gzipped));
}
function unzipTemplateSync(kind: TemplateKind): Buffer {
  const gzipped = readFileSync(templatePaths[kind]);
  return gunzipSync(gzipped, unzipOptions(gzipped));
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
 * Writes the template `kind`'s files into the data directory `dir` (with the file system, not through PGlite's
 * emulated one: faster), with the modes the template gives them; false when there is no current template. A start
 * interrupted half-way leaves the UNPACKING mark, so the next one unpacks again. The tarball is read here rather
 * than by the tar package: 551 files in some 130 ms instead of 200 (fresh processes, measured), without loading it.
 */
export function unpackTemplate(dir: string, kind: TemplateKind = 'migrated'): boolean {
  if (currentChecksum(kind) === undefined) return false;
  writeFileSync(join(dir, UNPACKING), '');
  const made = new Set<string>([dir]);
  for (const { path, mode, body } of tarEntries(unzipTemplateSync(kind))) {
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
