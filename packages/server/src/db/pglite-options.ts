/**
 * How the server opens an embedded (PGlite) PostgreSQL: its settings, and its files from a template. In a module of
 * its own, without Prisma, so that the start bench's floor (bench/pglite-alone.mjs) opens a database exactly as a
 * server does and loads nothing else.
 */
import type { PGliteOptions } from '@electric-sql/pglite';
import { templateMemoryFs, type UnzippedTemplate } from './pglite-template.js';

/**
 * Shared buffers of an embedded (PGlite) database: in a directory, and in memory (memory://). A database in memory
 * keeps every page in its file system in memory already, in this process: a page the buffers lack is a copy away,
 * not a read. Its buffers hold only what PostgreSQL works on, which also spares a start the zeroing of 12 MB of
 * shared memory (PostgreSQL's shared memory is zeroed page by page at its start: 60 ms less to ready, measured
 * with PGlite alone). A full conformance run with 4 MB read 678 pages from the file system instead of 590, out of
 * some 80,900 it asked for.
 */
export const PGLITE_SHARED_BUFFERS = { directory: '16MB', memory: '4MB' } as const;

/**
 * The other settings an embedded database starts with. PGlite runs one PostgreSQL backend, in this process: the
 * shared memory PostgreSQL sets aside for 100 connections (their slots, lock tables, activity buffers), 10 WAL senders,
 * 10 replication slots and 16 autovacuum workers is zeroed at every start and never used. Sized for 10 connections
 * and none of the rest it is 8 MB instead of 12 (memory://). Measured: with PGlite alone, 1,000 fewer page faults and
 * 17 ms less to the first statement; memory:// + demo to /readyz 1.21 -> 1.19 s (8 interleaved pairs). A transaction
 * can still take some 5,000 locks (1,000 new tables with their keys in one, measured; the defaults allowed at least
 * five times as many): the schema has 115 relations.
 */
export const PGLITE_SETTINGS = {
  max_connections: '10',
  max_wal_senders: '0',
  max_replication_slots: '0',
  autovacuum_worker_slots: '1',
  autovacuum_max_workers: '1',
} as const;

/**
 * The options of a PGlite database in memory (memory://) or in a directory: PostgreSQL's settings above (one embedded
 * process needs far less than PostgreSQL's 128 MB of shared buffers; the rest is memory the process would hold for
 * nothing, the files staying in the operating system's cache) and, for a new database in memory, a file system holding
 * the template's files.
 */
export function pgliteOptions(
  engine: typeof import('@electric-sql/pglite'),
  where: keyof typeof PGLITE_SHARED_BUFFERS,
  template?: UnzippedTemplate,
): PGliteOptions {
  return {
    startParams: [
      ...engine.PGlite.defaultStartParams,
      ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS[where]}`,
    ],
    ...(template !== undefined ? { fs: templateMemoryFs(engine.MemoryFS, template) } : {}),
  };
}
