/**
 * The pre-migrated PGlite template: a data directory with every migration applied, dumped once at build
 * time (src/db/build-template.ts) and loaded by each new PGlite database (a new directory or memory://)
 * instead of running initdb and the migrations again. It names the migrations it holds by checksum;
 * when they differ from the current ones it is ignored (the database then starts the slow way).
 * A new directory gets the files unpacked into it (unpackTemplate); memory:// gets the tarball (readTemplate).
 */
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
  const bytes = unzipTemplate();
  // The bytes alone (a Buffer may be a view into a larger ArrayBuffer).
  const tar =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  unzipped = unzipped?.checksum === checksum ? { checksum, tar } : { checksum };
  return new TarballBlob(tar);
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
