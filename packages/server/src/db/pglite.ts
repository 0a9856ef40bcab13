/**
 * An embedded PGlite database (PostgreSQL in WebAssembly) behind the Database type, in a directory (a path or a
 * `file://` URL) or in memory (`memory://`): a new one starts from a template when there is one, every query lets
 * pending I/O run first, and Prisma's statements run as prepared statements. The engine is loaded only when a
 * PGlite database is opened (start-up time).
 */
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Database } from './database.js';
import { pgliteOptions } from './pglite-options.js';
import { preparedStatements, type PreparedStatements } from './pglite-statements.js';
import {
  holdsDatabase,
  readTemplate,
  unpackTemplate,
  type TemplateKind,
  type UnzippedTemplate,
} from './pglite-template.js';
import { PRISMA_OPTIONS, queryTiming } from './prisma-options.js';
import type { SqlRunner } from './sql-runner.js';

/**
 * How long a transaction may wait for its turn (Prisma's `maxWait`, 2 s by default). PGlite runs one transaction at a
 * time, so a write waits for every transaction before it: a burst of writes on busy cores (a conformance run beside
 * another, measured: 150 site creations at once on 2 loaded cores) waited past 2 s. Past this wait the request is
 * answered 503 with Retry-After (errors.ts).
 */
const TRANSACTION_WAIT_MS = 10_000;

/** The directory of a PGlite database URL, made when missing; undefined: in memory. */
function dataDirectory(url: string): string | undefined {
  const dataDir = url === 'memory://' || url === '' ? undefined : url.replace(/^file:\/\//, '');
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

/**
 * A new database starts from the pre-migrated template (no initdb, no migrations) when it matches, or from the
 * demo template when the start seeds the demo (seedDemo then brings its times to now): a new directory gets its
 * files here, memory:// the same written into its file system in memory, from the template this returns.
 */
function startingTemplate(dataDir: string | undefined, demo: boolean): UnzippedTemplate | undefined {
  if (dataDir !== undefined && holdsDatabase(dataDir)) return undefined;
  const kinds: TemplateKind[] = demo ? ['demo', 'migrated'] : ['migrated'];
  if (dataDir !== undefined) {
    kinds.some((kind) => unpackTemplate(dataDir, kind));
    return undefined;
  }
  for (const kind of kinds) {
    const template = readTemplate(kind);
    if (template !== undefined) return template;
  }
  return undefined;
}

/**
 * Opens the PGlite database at `url`: `memory://` (or nothing) for one in memory, otherwise a directory path or
 * `file://` URL. `demo`: the start seeds the demo (a new database then starts from the demo template when there is
 * one).
 */
export async function openPglite(url: string, { demo }: { demo: boolean }): Promise<Database> {
  const dataDir = dataDirectory(url);
  const template = startingTemplate(dataDir, demo);
  const [engine, { PrismaPGlite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('pglite-prisma-adapter'),
  ]);
  const { PGlite: Engine } = engine;
  const options = pgliteOptions(engine, dataDir === undefined ? 'memory' : 'directory', template);
  const pglite = takingTurns(dataDir === undefined ? new Engine(options) : new Engine(dataDir, options));
  await pglite.waitReady;
  // (Prisma's engine is not started early, as on PostgreSQL: here the start has no wait to fill, and instantiating
  // the query compiler before PostgreSQL's start would delay it by as much. Its compilation, off the main thread, is
  // started early: by createApp, see query-compiler.ts.)
  const timing = queryTiming();
  const prisma = new PrismaClient({
    ...PRISMA_OPTIONS,
    transactionOptions: { maxWait: TRANSACTION_WAIT_MS },
    adapter: timing.timed(new PrismaPGlite(forPrisma(pglite, preparedStatements(pglite, engine)))),
  });
  return {
    prisma,
    sql: pgliteSqlRunner(pglite),
    kind: 'pglite',
    concurrentTransactions: false,
    // One process owns a PGlite database; its notifications still reach the caches of every write path.
    async listen(channel, onNotify) {
      await pglite.listen(channel, onNotify);
    },
    catchUp: () => undefined,
    observeQueries: timing.observeQueries,
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
