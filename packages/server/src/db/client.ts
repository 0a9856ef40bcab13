/**
 * The one Prisma client factory. The database URL picks the driver adapter: PostgreSQL through
 * @prisma/adapter-pg, or PGlite (embedded PostgreSQL in WebAssembly) in a directory or in memory. Each
 * driver is loaded only when its kind of database is opened (start-up time).
 */
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { isPostgresUrl } from '../config.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { pgliteOptions } from './pglite-options.js';
import {
  holdsDatabase,
  readTemplate,
  unpackTemplate,
  type TemplateKind,
  type UnzippedTemplate,
} from './pglite-template.js';
import { preparedStatements, type PreparedStatements } from './pglite-statements.js';
import type { SqlRunner } from './sql-runner.js';
import { timedAdapterFactory, type QueryObserver } from './timed-adapter.js';

export type { PrismaClient } from '../generated/prisma/client.js';

const require = createRequire(import.meta.url);

/**
 * The PostgreSQL driver. On loading, pg asks whether it runs in a Cloudflare Worker: without a global `navigator`
 * (Node 20 has none, Node 21 and later have one) it constructs a fetch `Response`, and that loads Node's whole
 * fetch implementation (undici), some 40 ms of a start that never uses it. It is loaded with a `navigator` like
 * Node 21's in place, removed again at once (the load is synchronous: no other code sees it).
 */
function loadPg(): typeof pg {
  if ('navigator' in globalThis) return require('pg') as typeof pg;
  const major = process.versions.node.split('.')[0] ?? '';
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: `Node.js/${major}` }, configurable: true });
  try {
    return require('pg') as typeof pg;
  } finally {
    Reflect.deleteProperty(globalThis, 'navigator');
  }
}

export type { SqlRunner } from './sql-runner.js';

/**
 * Options of every Prisma client. `minimal` errors: with any other format Prisma creates an Error at every query
 * (to name the caller's file and line in a Prisma error's message), a stack capture per statement; the server
 * answers Prisma's errors by their codes and logs them with their own stacks.
 */
const PRISMA_OPTIONS = { errorFormat: 'minimal' } as const;

/** The channel the database's triggers notify when cached rows change (see the counters migration). */
export const CACHE_CHANNEL = 'docs_api_cache';

/** The `application_name` of each instance's listening connection on PostgreSQL (as pg_stat_activity shows it). */
export const LISTENER_NAME = 'docs-api cache listener';

/** How long a catch-up waits for the listening connection before the caches are dropped instead (Database.catchUp). */
const CATCH_UP_BOUND_MS = 2_000;

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

/**
 * Has Prisma load its query compiler now (a file read and a compile off the main thread, then its instantiation)
 * rather than at the first statement: a start on PostgreSQL does it while it waits for the database's answers (the
 * connection, the migrations' check). A failure is not reported here: the first statement starts the engine again
 * and fails with it.
 */
const startEngine = (prisma: PrismaClient): void => {
  prisma.$connect().catch(() => undefined);
};

/**
 * Opens the database at `url`: `postgresql://…`, `memory://`, or a directory path for PGlite.
 * `onIdleError` hears about pooled PostgreSQL connections that fail while idle (the server restarted or
 * terminated them); without a listener such an error would end the process. `demo`: the start seeds the demo
 * (a new PGlite database then starts from the demo template when there is one).
 */
export async function openDatabase(
  url: string,
  onIdleError: (error: Error) => void = () => undefined,
  { demo = false }: { demo?: boolean } = {},
): Promise<Database> {
  let observer: QueryObserver | undefined;
  const observeQueries = (given: QueryObserver) => {
    observer = given;
  };
  const timed = <T extends object>(factory: T): T => timedAdapterFactory(factory, () => observer);
  if (isPostgresUrl(url)) {
    const pg = loadPg();
    const { PrismaPg } = await import('@prisma/adapter-pg');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('error', onIdleError);
    // Every connection until its socket has closed: close() waits for them, and an error a connection
    // reports while it is being ended (e.g. the server terminating it) is heard, not thrown.
    const connections = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      connections.add(client);
      client.on('error', onIdleError);
      client.once('end', () => connections.delete(client));
    });
    const prisma = new PrismaClient({ ...PRISMA_OPTIONS, adapter: timed(new PrismaPg(pool)) });
    startEngine(prisma);
    let closing = false;
    let listener: pg.Client | undefined;
    let gapHandler: (() => void) | undefined;
    /** A dedicated connection for LISTEN (a pooled one would be handed to queries); reconnects when lost. */
    const listen = async (channel: string, onNotify: (payload: string) => void, onGap: () => void): Promise<void> => {
      const client = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      client.on('error', onIdleError);
      client.once('end', () => {
        if (listener === client) listener = undefined;
        if (closing) return;
        onGap();
        const retry = (): void => {
          if (closing) return;
          listen(channel, onNotify, onGap).then(onGap, (error: unknown) => {
            onIdleError(error as Error);
            setTimeout(retry, 1000).unref();
          });
        };
        setTimeout(retry, 100).unref();
      });
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      listener = client;
      gapHandler = onGap;
    };
    // The round trip being made (`sent`) and the one the calls that came after it was sent wait for (`next`).
    let sent: Promise<unknown> = Promise.resolve();
    let next: Promise<void> | undefined;
    const roundTrip = (client: pg.Client): Promise<unknown> => {
      let timer: NodeJS.Timeout | undefined;
      // A listening connection that does not answer in time (a stuck backend, a lost network) may be holding
      // notifications back: it is given up like a lost one (the caches dropped, a new connection made).
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          if (listener === client) {
            listener = undefined;
            gapHandler?.();
            client.end().catch(() => undefined);
          }
          resolve();
        }, CATCH_UP_BOUND_MS);
      });
      const answered = client.query('SELECT 1').catch(() => undefined);
      return Promise.race([answered, late]).finally(() => clearTimeout(timer));
    };
    const catchUp = (): Promise<void> | undefined => {
      const client = listener;
      // Without a listening connection (being reconnected) nothing can be heard, and rows cached since the gap
      // began may predate a change this request must see: they are dropped before each request until it listens.
      if (client === undefined) {
        if (!closing) gapHandler?.();
        return undefined;
      }
      next ??= sent.then(() => {
        next = undefined;
        sent = roundTrip(client);
        return sent.then(() => undefined);
      });
      return next;
    };
    const sql: SqlRunner = {
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('SELECT pg_advisory_xact_lock(72616)');
          await work(
            async (text, params) => (await client.query(text, params as unknown[])).rows as Record<string, unknown>[],
          );
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      },
    };
    return {
      prisma,
      sql,
      kind: 'postgresql',
      concurrentTransactions: true,
      listen,
      catchUp,
      observeQueries,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        closing = true;
        await listener?.end();
        await prisma.$disconnect();
        const closed = [...connections].map((client) => new Promise((resolve) => client.once('end', resolve)));
        await pool.end();
        await Promise.all(closed);
      },
    };
  }

  const dataDir = url === 'memory://' || url === '' ? undefined : url.replace(/^file:\/\//, '');
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  // A new database starts from the pre-migrated template (no initdb, no migrations) when it matches, or from the
  // demo template when the start seeds the demo (seedDemo then brings its times to now): a new directory gets its
  // files, memory:// the same written into its file system in memory.
  const fresh = dataDir === undefined || !holdsDatabase(dataDir);
  const kinds: TemplateKind[] = demo ? ['demo', 'migrated'] : ['migrated'];
  let template: UnzippedTemplate | undefined;
  if (fresh && dataDir !== undefined) kinds.some((kind) => unpackTemplate(dataDir, kind));
  else if (fresh) for (const kind of kinds) if ((template = readTemplate(kind)) !== undefined) break;
  const [engine, { PrismaPGlite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('pglite-prisma-adapter'),
  ]);
  const { PGlite: Engine } = engine;
  const options = pgliteOptions(engine, dataDir === undefined ? 'memory' : 'directory', template);
  const pglite = takingTurns(dataDir === undefined ? new Engine(options) : new Engine(dataDir, options));
  await pglite.waitReady;
  // (Prisma's engine is not started early, as on PostgreSQL: here the start has no wait to fill, and measured,
  // instantiating the query compiler before PostgreSQL's start delayed it by as much. Its compilation, off the main
  // thread, is started early: by createApp, see query-compiler.ts.)
  const prisma = new PrismaClient({
    ...PRISMA_OPTIONS,
    adapter: timed(new PrismaPGlite(forPrisma(pglite, preparedStatements(pglite, engine)))),
  });
  const sql = pgliteSqlRunner(pglite);
  return {
    prisma,
    sql,
    kind: 'pglite',
    concurrentTransactions: false,
    // One process owns a PGlite database; its notifications still reach the caches of every write path.
    async listen(channel, onNotify) {
      await pglite.listen(channel, onNotify);
    },
    catchUp: () => undefined,
    observeQueries,
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/** Lets the event loop look at pending I/O before running `run`. */
const afterPendingIo = async <T>(run: () => Promise<T>): Promise<T> => {
  await new Promise((resolve) => setImmediate(resolve));
  return run();
};

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

/**
 * The Prisma adapter sends its result parsers with every query, and PGlite then spreads them and its own
 * (some 300, one per type) into a new object for that query: about 0.2 ms of every statement. They are
 * installed on the engine once instead (nothing else reads typed values from it: the migrations read text),
 * and each query goes without them.
 */
function parsersInstalled(pglite: PGlite): (options: QueryOptions | undefined) => QueryOptions | undefined {
  let installedOn: PGlite['parsers'] | undefined;
  let installed: QueryOptions['parsers'];
  return (options) => {
    if (options?.parsers === undefined) return options;
    if (installedOn !== pglite.parsers || installed !== options.parsers) {
      Object.assign(pglite.parsers, options.parsers);
      installedOn = pglite.parsers;
      installed = options.parsers;
    }
    const { parsers: _installed, ...rest } = options;
    return rest;
  };
}

/**
 * What Prisma's PGlite adapter is handed: the engine's `query`, `exec` and `transaction` (all the adapter calls), with
 * every statement of `query` and of a transaction's `query` run as a prepared statement (pglite-statements.ts) under
 * the locks PGlite's own `query` takes, after pending I/O (see takingTurns), without the parsers the engine already
 * holds (see parsersInstalled).
 */
function forPrisma(pglite: PGlite, statements: PreparedStatements): PGlite {
  const withoutParsers = parsersInstalled(pglite);
  const run = <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
    pglite._runExclusiveQuery(() => statements.run<T>(sql, params, withoutParsers(options)));
  const client: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
    // Outside a transaction PGlite writes its file system back after each statement (nothing to do for a directory
    // or memory://, but the contract of query()).
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      afterPendingIo(() =>
        pglite._runExclusiveTransaction(async () => {
          const results = await run<T>(sql, params, options);
          await pglite.syncToFs();
          return results;
        }),
      ),
    exec: (sql, options) => pglite.exec(sql, options),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      pglite.transaction((tx) => {
        const query = <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
          return afterPendingIo(() => run<R>(sql, params, options));
        };
        return work(Object.assign(Object.create(tx) as Transaction, { query }));
      }),
  };
  return client as PGlite;
}

/**
 * PGlite answers on this thread, and each query's promise settles before any I/O is looked at: a long run
 * of queries (the demo seed, a large import) would hold every other request, /healthz included, until it
 * ends. Each query of the instance and of its transactions first lets pending I/O run (and goes without the
 * parsers the engine already holds, see parsersInstalled). Prisma's statements go through forPrisma instead.
 */
function takingTurns(pglite: PGlite): PGlite {
  const { query, transaction } = pglite;
  const withoutParsers = parsersInstalled(pglite);
  pglite.query = <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
    afterPendingIo(() => query.call(pglite, sql, params, withoutParsers(options)) as Promise<Results<T>>);
  pglite.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction.call(pglite, (tx) => {
      const inTransaction = tx.query;
      tx.query = <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        afterPendingIo(() => inTransaction.call(tx, sql, params, withoutParsers(options)) as Promise<Results<R>>);
      return work(tx);
    }) as Promise<T>;
  return pglite;
}

/** Raw SQL scripts on a PGlite database. */
export function pgliteSqlRunner(pglite: PGlite): SqlRunner {
  return {
    async transaction(work) {
      await pglite.transaction(async (tx) => {
        await work(async (text, params) => {
          if (params === undefined && text.includes(';')) {
            await tx.exec(text);
            return [];
          }
          return (await tx.query<Record<string, unknown>>(text, params as unknown[])).rows;
        });
      });
    },
  };
}
