/**
 * A PostgreSQL database behind the Database type: Prisma through @prisma/adapter-pg on a pool of pg connections,
 * raw SQL under the writes' advisory lock, and a dedicated connection that LISTENs for the caches' notifications.
 * The driver is loaded only when a PostgreSQL database is opened (start-up time).
 */
import { createRequire } from 'node:module';
import type pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Database } from './database.js';
import { PRISMA_OPTIONS, queryTiming } from './prisma-options.js';
import type { SqlRunner } from './sql-runner.js';

const require = createRequire(import.meta.url);

/** The `application_name` of each instance's listening connection on PostgreSQL (as pg_stat_activity shows it). */
export const LISTENER_NAME = 'docs-api cache listener';

/** How long a catch-up waits for the listening connection before the caches are dropped instead (Database.catchUp). */
const CATCH_UP_BOUND_MS = 2_000;

/**
 * The PostgreSQL driver. On loading, pg asks whether it runs in a Cloudflare Worker: without a global `navigator`
 * (Node 20 has none, Node 21 and later have one) it constructs a fetch `Response`, and that loads Node's whole
 * fetch implementation (undici), a cost to a start that never uses it. It is loaded with a `navigator` like
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

/**
 * Has Prisma load its query compiler now (a file read and a compile off the main thread, then its instantiation)
 * rather than at the first statement: a start on PostgreSQL does it while it waits for the database's answers (the
 * connection, the migrations' check). A failure is not reported here: the first statement starts the engine again
 * and fails with it.
 */
const startEngine = (prisma: PrismaClient): void => {
  prisma.$connect().catch(() => undefined);
};

/** The pool of query connections, and every connection of it until its socket has closed. */
interface Pool {
  pool: pg.Pool;
  connections: Set<pg.PoolClient>;
}

/**
 * A pool of at most 10 connections to `url`. Every connection is kept until its socket has closed: close() waits
 * for them, and an error a connection reports while it is being ended (e.g. the server terminating it) is heard,
 * not thrown.
 */
function openPool(driver: typeof pg, url: string, onIdleError: (error: Error) => void): Pool {
  const pool = new driver.Pool({ connectionString: url, max: 10 });
  pool.on('error', onIdleError);
  const connections = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    connections.add(client);
    client.on('error', onIdleError);
    client.once('end', () => connections.delete(client));
  });
  return { pool, connections };
}

/** Ends the pool once Prisma has let go of it, and waits until every connection's socket has closed. */
async function closePool({ pool, connections }: Pool): Promise<void> {
  const closed = [...connections].map((client) => new Promise((resolve) => client.once('end', resolve)));
  await pool.end();
  await Promise.all(closed);
}

/** Raw SQL scripts on PostgreSQL: each in a transaction of one pooled connection, under the writes' advisory lock. */
function poolSqlRunner(pool: pg.Pool): SqlRunner {
  return {
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
}

/** What Database.listen was asked to hear. */
interface Subscription {
  channel: string;
  onNotify: (payload: string) => void;
  onGap: () => void;
}

/**
 * The listening connection of Database.listen and Database.catchUp: a dedicated connection for LISTEN (a pooled
 * one would be handed to queries), made again when it is lost.
 */
class CacheListener {
  private closing = false;
  private client: pg.Client | undefined;
  private gapHandler: (() => void) | undefined;
  /** The round trip being made. */
  private sent: Promise<unknown> = Promise.resolve();
  /** The round trip the calls that came after `sent` was sent wait for. */
  private next: Promise<void> | undefined;
  private readonly driver: typeof pg;
  private readonly url: string;
  private readonly onIdleError: (error: Error) => void;

  constructor(driver: typeof pg, url: string, onIdleError: (error: Error) => void) {
    this.driver = driver;
    this.url = url;
    this.onIdleError = onIdleError;
  }

  /** Database.listen. */
  async listen(subscription: Subscription): Promise<void> {
    const { channel, onNotify, onGap } = subscription;
    const client = new this.driver.Client({ connectionString: this.url, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', this.onIdleError);
    client.once('end', () => this.lost(client, subscription));
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    this.client = client;
    this.gapHandler = onGap;
  }

  /** The listening connection `client` has ended: unless closing, a gap, and a new connection (retried) ends it. */
  private lost(client: pg.Client, subscription: Subscription): void {
    if (this.client === client) this.client = undefined;
    if (this.closing) return;
    subscription.onGap();
    const retry = (): void => {
      if (this.closing) return;
      this.listen(subscription).then(subscription.onGap, (error: unknown) => {
        this.onIdleError(error as Error);
        setTimeout(retry, 1000).unref();
      });
    };
    setTimeout(retry, 100).unref();
  }

  /** Database.catchUp. */
  catchUp(): Promise<void> | undefined {
    const client = this.client;
    // Without a listening connection (being reconnected) nothing can be heard, and rows cached since the gap
    // began may predate a change this request must see: they are dropped before each request until it listens.
    if (client === undefined) {
      if (!this.closing) this.gapHandler?.();
      return undefined;
    }
    this.next ??= this.sent.then(() => {
      this.next = undefined;
      this.sent = this.roundTrip(client);
      return this.sent.then(() => undefined);
    });
    return this.next;
  }

  /** A statement on the listening connection, waited for at most CATCH_UP_BOUND_MS. */
  private roundTrip(client: pg.Client): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    // A listening connection that does not answer in time (a stuck backend, a lost network) may be holding
    // notifications back: it is given up like a lost one (the caches dropped, a new connection made).
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        if (this.client === client) {
          this.client = undefined;
          this.gapHandler?.();
          client.end().catch(() => undefined);
        }
        resolve();
      }, CATCH_UP_BOUND_MS);
    });
    const answered = client.query('SELECT 1').catch(() => undefined);
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  }

  /** Ends the listening connection for good. */
  async close(): Promise<void> {
    this.closing = true;
    await this.client?.end();
  }
}

/**
 * Opens the PostgreSQL database at `url` (`postgresql://…`). `onIdleError` hears about connections that fail while
 * idle (the server restarted or terminated them); without a listener such an error would end the process.
 */
export async function openPostgres(url: string, onIdleError: (error: Error) => void): Promise<Database> {
  const driver = loadPg();
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const pool = openPool(driver, url, onIdleError);
  const timing = queryTiming();
  const prisma = new PrismaClient({ ...PRISMA_OPTIONS, adapter: timing.timed(new PrismaPg(pool.pool)) });
  startEngine(prisma);
  const listener = new CacheListener(driver, url, onIdleError);
  return {
    prisma,
    sql: poolSqlRunner(pool.pool),
    kind: 'postgresql',
    concurrentTransactions: true,
    listen: (channel, onNotify, onGap) => listener.listen({ channel, onNotify, onGap }),
    catchUp: () => listener.catchUp(),
    observeQueries: timing.observeQueries,
    poolUse: () => ({ total: pool.pool.totalCount, idle: pool.pool.idleCount, waiting: pool.pool.waitingCount }),
    async close() {
      await listener.close();
      await prisma.$disconnect();
      await closePool(pool);
    },
  };
}
