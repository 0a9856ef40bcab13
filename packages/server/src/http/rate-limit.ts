/**
 * Opt-in rate limits (--rate-limit <n>/<window>): express-rate-limit with a store kept in the server's
 * own database (table RateLimitHit), so that every instance on one PostgreSQL database spends the same
 * budget; PGlite works the same way. Clients are counted per bearer token (its SHA-256, never the token)
 * and per address when they send none. Over the budget: 429 with Retry-After, the standard RateLimit
 * headers and the error body.
 */
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';

export interface RateLimitConfig {
  /** Requests allowed per client in one window. */
  limit: number;
  windowMs: number;
}

const UNITS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** Parses `<n>/<window>`, e.g. `100/1m`, `600/1h`, `10/30s` (a bare window number is in seconds). */
export function parseRateLimit(text: string): RateLimitConfig {
  const match = /^(\d+)\/(\d+)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`--rate-limit takes <n>/<window> such as 100/1m, not ${text}`);
  const limit = Number(match[1]);
  const windowMs = Number(match[2]) * (UNITS[match[3] ?? 's'] ?? 1_000);
  if (limit < 1 || windowMs < 1) throw new Error('--rate-limit needs at least one request per window of at least 1 ms');
  return { limit, windowMs };
}

/** express-rate-limit store on the RateLimitHit table: one atomic upsert per request. */
export class DatabaseStore implements Store {
  /** Counts are shared between instances, not kept per process. */
  localKeys = false;
  private windowMs = 60_000;

  constructor(private readonly prisma: PrismaClient) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const rows = await this.prisma.$queryRaw<{ hits: number; resetAt: Date }[]>`
      SELECT hits, "resetAt" FROM "RateLimitHit" WHERE key = ${key} AND "resetAt" > now()`;
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const window = `${this.windowMs} milliseconds`;
    const rows = await this.prisma.$queryRaw<{ hits: number; resetAt: Date }[]>`
      INSERT INTO "RateLimitHit" (key, hits, "resetAt") VALUES (${key}, 1, now() + ${window}::interval)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN "RateLimitHit"."resetAt" <= now() THEN 1 ELSE "RateLimitHit".hits + 1 END,
        "resetAt" = CASE WHEN "RateLimitHit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimitHit"."resetAt" END
      RETURNING hits, "resetAt"`;
    const row = rows[0];
    if (!row) throw new Error('the rate limit upsert returned no row');
    // Expired windows of clients that went away are swept now and then.
    if (Math.random() < 0.01) await this.prisma.$executeRaw`DELETE FROM "RateLimitHit" WHERE "resetAt" <= now()`;
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.prisma.$executeRaw`UPDATE "RateLimitHit" SET hits = GREATEST(hits - 1, 0) WHERE key = ${key}`;
  }

  async resetKey(key: string): Promise<void> {
    await this.prisma.$executeRaw`DELETE FROM "RateLimitHit" WHERE key = ${key}`;
  }
}

/** Who is counted: the bearer token's hash, else the client address (behind --trust-proxy, the forwarded one). */
function clientKey(authorization: string | undefined, address: string | undefined): string {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (token !== undefined) return `token:${createHash('sha256').update(token).digest('base64url')}`;
  // IPv6 clients are counted per /56 network (one host usually holds a whole prefix).
  return `address:${address === undefined ? 'unknown' : ipKeyGenerator(address)}`;
}

/** The limiter; `onReject` hears each request it refuses (metrics). */
export function rateLimiter(config: RateLimitConfig, prisma: PrismaClient, onReject?: () => void): RequestHandler {
  return rateLimit({
    windowMs: config.windowMs,
    limit: config.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'api',
    store: new DatabaseStore(prisma),
    keyGenerator: (req) => clientKey(req.headers.authorization, req.ip),
    // A database failure lets the request through rather than failing it.
    passOnStoreError: true,
    // Clients sending X-Forwarded-For to a server without --trust-proxy are not an operator error to log.
    // clientKey applies ipKeyGenerator itself (the check only reads keyGenerator's own source).
    validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
    handler: (_req, res, _next, options) => {
      onReject?.();
      const seconds = Math.ceil(options.windowMs / 1000);
      res.status(429).json({
        error: {
          code: 429,
          message: `Too many requests: at most ${options.limit} per ${seconds} s; retry after the Retry-After seconds`,
        },
      });
    },
  });
}
