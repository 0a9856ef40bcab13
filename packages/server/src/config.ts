import { requestLimits } from '@docs-api/spec';
import type { RateLimitConfig } from './http/rate-limit.js';
import type { FaultRuleInput } from './test-api/fault-rules.js';
import type { DestinationStream } from 'pino';

/** Everything createApp needs to know, with the defaults the CLI uses. */
export interface ServerConfig {
  /** `postgresql://…` for a PostgreSQL server; anything else (or nothing) is a PGlite directory path or `memory://`. */
  databaseUrl: string;
  /** The URL clients reach this server at; `urls.*` fields and SAML service URLs are built from it. Derived from the request when absent. */
  publicUrl?: string;
  /** Mounts the test API at /__test (test-api/index.ts: clocks, tenants, …); never on in production. */
  testApi: boolean;
  /** The test API's former name (it offered only /__test/clock): an alias of testApi. */
  testClock?: boolean;
  /** When given, every /__test request must carry `Authorization: Bearer <token>` (needed off loopback). */
  testApiToken?: string;
  /** Validates every response against the spec and fails loudly on drift (tests). */
  validateResponses: boolean;
  /** Largest accepted JSON body, in bytes (the spec's `x-request-limits`). */
  bodyLimit: number;
  /**
   * Longest life of a cached token, membership or row. Every change of one reaches the caches by the database's
   * notifications (access/callers.ts, access/rows.ts); this only bounds the harm of one that would not.
   */
  cacheTtlMs: number;
  /** pino level, or 'silent'. */
  logLevel: string;
  /** Where log lines go (the CLI picks human-readable or JSON); standard output as JSON lines when absent. */
  logDestination?: DestinationStream;
  /** Default page size of list operations. */
  defaultPageSize: number;
  /** Lets content import and OpenAPI fetching reach loopback and private addresses (tests, local use). */
  allowPrivateNetwork: boolean;
  /** Express `trust proxy`: whether X-Forwarded-* headers are believed (off unless a proxy is in front; --trust-proxy). */
  trustProxy: boolean | number | string;
  /** Requests per client and window (--rate-limit); no limit when absent. */
  rateLimit?: RateLimitConfig;
  /** Origins allowed to call /v1 from a browser: '*' (any, without credentials) or a list of origins. */
  corsOrigin: '*' | string[];
  /** Records Prometheus metrics (ops/metrics.ts); server.ts serves them on a listener of its own. */
  metrics: boolean;
  /** Longest a graceful stop waits for requests in flight before closing their connections (--shutdown-timeout). */
  shutdownTimeoutMs: number;
  /** Time-out of one outbound fetch (OpenAPI specifications), redirects and body included. */
  outboundTimeoutMs: number;
  /** Fault rules in force from the start (--faults; with the test API only). */
  faults?: FaultRuleInput[];
  /** Entries the test API's request journal keeps (--journal-size). */
  journalSize: number;
  /**
   * Lets V8 optimize the databases' WebAssembly as it runs (--optimize-wasm): a few per cent more writes per second
   * on PGlite for a slower start and some 100 MiB more memory. Off: the baseline compiler only (db/wasm-tiering.ts).
   */
  optimizeWasm: boolean;
}

export const defaultConfig: ServerConfig = {
  databaseUrl: '.data/pglite',
  testApi: false,
  validateResponses: false,
  bodyLimit: requestLimits.maxBodyBytes,
  cacheTtlMs: 60_000,
  logLevel: 'info',
  defaultPageSize: 50,
  allowPrivateNetwork: false,
  outboundTimeoutMs: 10_000,
  trustProxy: false,
  corsOrigin: '*',
  journalSize: 1000,
  metrics: false,
  shutdownTimeoutMs: 25_000,
  optimizeWasm: false,
};

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);
