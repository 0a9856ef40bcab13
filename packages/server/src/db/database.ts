/**
 * What the server holds of an open database, whichever it is (PostgreSQL in postgres.ts, PGlite in pglite.ts): the
 * Prisma client, raw SQL, the notifications that keep the caches true, and the pool's use. A leaf: the modules that
 * open a database and those that use one both import it.
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import type { SqlRunner } from './sql-runner.js';
import type { QueryObserver } from './timed-adapter.js';

/** The channel the database's triggers notify when cached rows change (see the counters migration). */
export const CACHE_CHANNEL = 'docs_api_cache';

export interface Database {
  prisma: PrismaClient;
  sql: SqlRunner;
  kind: 'postgresql' | 'pglite';
  /**
   * Whether transactions can run at once (PostgreSQL's pool). PGlite runs one at a time (one session behind its
   * transaction mutex): an advisory lock there could never be waited on, so the writes leave theirs out.
   */
  concurrentTransactions: boolean;
  /**
   * Hears the payloads NOTIFY sends on `channel` (from any instance on the same database) until
   * close(). `onGap` is called when notifications may have been missed (the listening connection was
   * lost, and again when it is back) and by each catchUp() while there is none: whatever depends on them must be
   * forgotten.
   */
  listen(channel: string, onNotify: (payload: string) => void, onGap: () => void): Promise<void>;
  /**
   * A promise that settles once `listen`'s handler has heard every notification of every transaction that
   * committed before the call, or undefined when there is nothing to wait for. PostgreSQL delivers a
   * notification to another instance's listening connection a little after the commit, so a client that wrote
   * through one instance and reads through another could be served a cached row older than its write: a round
   * trip on the listening connection closes that gap (the server sends a listener the notifications it holds
   * before it answers the listener's next statement). Calls that come while one is waiting to be sent share it.
   * While the listening connection is being replaced, nothing can be waited for: the call forgets what `onGap`
   * forgets and returns undefined. PGlite hands a notification over before the commit has answered: undefined.
   */
  catchUp(): Promise<void> | undefined;
  /** Hears the duration of every statement Prisma runs from now on (metrics). */
  observeQueries(observer: QueryObserver): void;
  /** Connections of the pool: open, idle, and requests waiting for one (PGlite: its one connection). */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
