/**
 * `@docs-api/server/testing`: the reference server as the stand-in of the real service in a client's test suite
 * (docs/stand-in.md). `startDocsApi()` runs it in this process on a free port,
 * in memory, with the test API on; `tenant()` (or `createTenant(url)` from another process or vitest worker)
 * gives each test file an isolated tenant and the fixtures of its callers.
 */
import type { SeedDocument } from './seed/document.js';
import type { TenantFixtures, TenantSeed } from './seed/tenant.js';
import type { SeedFixtures } from './seed/world.js';
import { start, type StartOptions } from './server.js';

export type { SeedDocument } from './seed/document.js';
export type { TenantFixtures, TenantSeed } from './seed/tenant.js';
export type { SeedFixtures } from './seed/world.js';

/** The fixtures of a tenant seeded from a seed document (docs/stand-in.md › Seed files): a token per user by name. */
export type SeededTenantFixtures = SeedFixtures & { tenantId: string };

export interface DocsApi {
  /** Where the server listens, e.g. http://127.0.0.1:39213. */
  url: string;
  /** A new tenant (demo data unless `seed` says `empty`) and its fixtures. */
  tenant(seed?: TenantSeed): Promise<TenantFixtures>;
  /** A new tenant holding the world of a seed document (the shape of a seed file, as an object). */
  tenant(seed: SeedDocument): Promise<SeededTenantFixtures>;
  /** Stops the server (in-flight requests finish first) and closes its database. */
  stop(): Promise<void>;
}

export interface StartDocsApiOptions extends Omit<StartOptions, 'seed' | 'fixturesOut'> {
  /** The test API token (only needed on a non-loopback host); sent by `tenant()`. */
  testApiToken?: string;
}

/** Creates a tenant on a running reference server started with the test API (POST /__test/tenants). */
export async function createTenant(
  url: string,
  options?: { seed?: TenantSeed; token?: string },
): Promise<TenantFixtures>;
export async function createTenant(
  url: string,
  options: { seed: SeedDocument; token?: string },
): Promise<SeededTenantFixtures>;
export async function createTenant(
  url: string,
  options: { seed?: TenantSeed | SeedDocument; token?: string } = {},
): Promise<TenantFixtures | SeededTenantFixtures> {
  const response = await fetch(`${url.replace(/\/$/, '')}/__test/tenants`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.token !== undefined ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ seed: options.seed ?? 'demo' }),
  });
  const body = (await response.json()) as TenantFixtures | SeededTenantFixtures | { error?: { message?: string } };
  if (response.status !== 201) {
    const message = 'error' in body ? body.error?.message : undefined;
    throw new Error(`POST /__test/tenants answered ${response.status}: ${message ?? 'no error body'}`);
  }
  return body as TenantFixtures | SeededTenantFixtures;
}

/** Starts the reference server in this process: port 0, `memory://`, silent, the test API on (each overridable). */
export async function startDocsApi(options: StartDocsApiOptions = {}): Promise<DocsApi> {
  const server = await start({ port: 0, databaseUrl: 'memory://', logLevel: 'silent', testApi: true, ...options });
  const token = options.testApiToken;
  return {
    url: server.url,
    tenant: ((seed?: TenantSeed | SeedDocument) =>
      createTenant(server.url, {
        ...(seed !== undefined ? { seed: seed as TenantSeed } : {}),
        ...(token ? { token } : {}),
      })) as DocsApi['tenant'],
    stop: () => server.stop(),
  };
}
