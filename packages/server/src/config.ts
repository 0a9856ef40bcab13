/** Everything createApp needs to know, with the defaults the CLI uses. */
export interface ServerConfig {
  /** `postgresql://…` for a PostgreSQL server; anything else (or nothing) is a PGlite directory path or `memory://`. */
  databaseUrl: string;
  /** The URL clients reach this server at; `urls.*` fields and SAML service URLs are built from it. Derived from the request when absent. */
  publicUrl?: string;
  /** Enables POST /__test/clock (advances the server's clock); never on in production. */
  testClock: boolean;
  /** Validates every response against the spec and fails loudly on drift (tests). */
  validateResponses: boolean;
  /** Largest accepted JSON body. */
  bodyLimit: string;
  /** How long another instance's change to tokens or memberships may stay unseen here. */
  cacheTtlMs: number;
  /** pino level, or 'silent'. */
  logLevel: string;
  /** Default page size of list operations. */
  defaultPageSize: number;
  /** Lets content import and OpenAPI fetching reach loopback and private addresses (tests, local use). */
  allowPrivateNetwork: boolean;
  /** Express `trust proxy`: whether X-Forwarded-* headers are believed (off unless a proxy is in front; --trust-proxy). */
  trustProxy: boolean | number | string;
  /** Time-out of one outbound fetch (OpenAPI specifications), redirects and body included. */
  outboundTimeoutMs: number;
}

export const defaultConfig: ServerConfig = {
  databaseUrl: '.data/pglite',
  testClock: false,
  validateResponses: false,
  bodyLimit: '1mb',
  cacheTtlMs: 5_000,
  logLevel: 'info',
  defaultPageSize: 50,
  allowPrivateNetwork: false,
  outboundTimeoutMs: 10_000,
  trustProxy: false,
};

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);
