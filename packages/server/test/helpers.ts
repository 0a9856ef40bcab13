/**
 * Test harness: a real server on port 0 with a fresh real database — in-memory PGlite, or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a new database created on it for this server.
 * Every response is validated against the spec (validateResponses).
 */
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { hashToken, newId, newToken } from '../src/ids.js';
import { start, type RunningServer, type StartOptions } from '../src/server.js';
import type { Fixtures } from '../src/seed/demo.js';

export interface TestServer extends RunningServer {
  fixtures: Fixtures;
}

export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts the reference server with demo data on a fresh database. */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  const database = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
  const server = await start({
    databaseUrl: database?.url ?? 'memory://',
    validateResponses: true,
    testClock: true,
    allowPrivateNetwork: true,
    logLevel: 'silent',
    seed: 'demo',
    ...options,
  });
  if (server.fixtures === undefined) throw new Error('no fixtures');
  return {
    ...server,
    fixtures: server.fixtures,
    stop: async () => {
      await server.stop();
      await database?.drop();
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | string[] | undefined>;
  token?: string | null;
  headers?: Record<string, string>;
  rawBody?: string;
}

/** A small client bound to a server and a default token. */
export function client(server: { url: string }, defaultToken?: string) {
  const request = async <T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> => {
    const url = new URL(path, server.url);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
    }
    const token = options.token === undefined ? defaultToken : options.token;
    const headers: Record<string, string> = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    };
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = undefined;
    if (text !== '' && response.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  };
  return {
    request,
    get: <T = any>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T = any>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type Client = ReturnType<typeof client>;

/** What useTestServer() hands a test file: the server and the demo's callers and organizations. */
export interface TestContext {
  readonly server: TestServer;
  /** admin of the demo organization */
  readonly admin: Client;
  /** read role in the demo organization */
  readonly reader: Client;
  /** member of the other organization only */
  readonly outsider: Client;
  /** the demo organization */
  readonly orgId: string;
  /** the other organization (the outsider's) */
  readonly otherOrgId: string;
}

/**
 * Starts a test server for the file (or describe block) it is called in: registers a beforeAll that starts it
 * with `options` (then runs `arrange`, if given, for what the file needs on top) and an afterAll that stops it.
 * Returns the context, with the fields `arrange` answered added: each is set by that beforeAll, and reading one
 * earlier (while the file is collected) throws. Hooks the caller registers after this call run after the
 * server started, and their afterAll before it stops.
 */
export function useTestServer<X extends object = Record<never, never>>(
  options: StartOptions = {},
  arrange?: (context: TestContext) => Promise<X>,
): TestContext & X {
  let server: TestServer | undefined;
  let fields: (TestContext & X) | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    const { tokens } = server.fixtures;
    const context: TestContext = {
      server,
      admin: client(server, tokens.admin),
      reader: client(server, tokens.reader),
      outsider: client(server, tokens.outsider),
      orgId: server.fixtures.organizationId,
      otherOrgId: server.fixtures.otherOrganizationId,
    };
    fields = { ...context, ...(await arrange?.(context)) } as TestContext & X;
  });
  afterAll(async () => {
    await server?.stop();
  });
  return new Proxy({} as TestContext & X, {
    get(_target, key) {
      if (fields !== undefined) return fields[key as keyof (TestContext & X)];
      // What inspecting or awaiting the object asks for is not a field.
      if (typeof key === 'symbol' || key === 'then') return undefined;
      throw new Error(
        `useTestServer(): \`${key}\` was read before its beforeAll hook ran; read it inside a hook or a test, not while the file is collected`,
      );
    },
  });
}

/** A membership to arrange: the organization, the role (null = guest) and, optionally, its dates. */
export type ArrangedMembership = [
  organizationId: string,
  role: string | null,
  dates?: { joinedAt?: Date; lastSeenAt?: Date | null },
];

/**
 * Arranges in the database what the API cannot create (no sign-up or invite flow in the contract): a user,
 * their memberships (joined at the server clock's now unless given, never seen unless given) and a fresh token.
 * The email defaults to one unique to the user, at acme.test.
 */
export async function arrangeUser(
  server: TestServer,
  user: { name: string; email?: string; memberships?: ArrangedMembership[] },
): Promise<{ id: string; email: string; api: Client }> {
  const prisma = server.app.services.prisma;
  const id = newId();
  const email = user.email ?? `${user.name.toLowerCase().replaceAll(' ', '.')}.${id.toLowerCase()}@acme.test`;
  await prisma.user.create({ data: { id, displayName: user.name, email } });
  for (const [organizationId, role, dates] of user.memberships ?? []) {
    const joinedAt = dates?.joinedAt ?? server.app.services.clock.now();
    await prisma.member.create({
      data: { id: newId(), organizationId, userId: id, role, joinedAt, lastSeenAt: dates?.lastSeenAt ?? null },
    });
  }
  return { id, email, api: client(server, await tokenFor(server, id)) };
}

/**
 * A user with `role` in the demo organization and, when `otherRole` is given, that role in the other organization
 * too (arrangeUser); returns their client.
 */
export async function arrangeMember(
  t: TestContext,
  name: string,
  role: string | null,
  otherRole?: string | null,
): Promise<Client> {
  const memberships: ArrangedMembership[] = [[t.orgId, role]];
  if (otherRole !== undefined) memberships.push([t.otherOrgId, otherRole]);
  return (await arrangeUser(t.server, { name, memberships })).api;
}

/** Members of the demo organization with the create role, the edit role and no role: a useTestServer `arrange`. */
export async function arrangeRoleMembers(t: TestContext): Promise<{ creator: Client; editor: Client; guest: Client }> {
  return {
    creator: await arrangeMember(t, 'Cora Creator', 'create'),
    editor: await arrangeMember(t, 'Eddie Editor', 'edit'),
    guest: await arrangeMember(t, 'Gus Guest', null),
  };
}

/** A fresh API token for an existing user (fixtures only hold tokens for three demo users). */
export async function tokenFor(server: TestServer, userId: string): Promise<string> {
  const token = newToken();
  await server.app.services.prisma.apiToken.create({ data: { id: newId(), tokenHash: hashToken(token), userId } });
  return token;
}

/** The id of the user an API token belongs to. */
export async function tokenOwner(server: TestServer, token: string): Promise<string> {
  return (await server.app.services.prisma.apiToken.findFirstOrThrow({ where: { tokenHash: hashToken(token) } }))
    .userId;
}

/** Walks every page of a list and returns all items (asserting the envelope as it goes). */
export async function walk<T = any>(
  api: Client,
  path: string,
  query: RequestOptions['query'] = {},
  limit = 2,
): Promise<T[]> {
  return (await walkWhileChanging<T>(api, path, { ...query, limit }, async () => {}, 1000)).items;
}

/** A list walked page by page: every item of every page, in order, and the last page (the one without `next`). */
export interface PagedWalk<T> {
  items: T[];
  last: { items: T[]; count: number; next?: { page: string } };
}

/**
 * Walks a list page by page with `query` (which sets the page size), running `between(i)` after page `i` (from 0)
 * whenever a next page follows, so the list can change while it is walked. Throws when a page does not answer 200
 * or when there are more than `maxPages` pages.
 */
export async function walkWhileChanging<T = any>(
  api: Client,
  path: string,
  query: RequestOptions['query'],
  between: (i: number) => Promise<unknown>,
  maxPages = 100,
): Promise<PagedWalk<T>> {
  const items: T[] = [];
  let page: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const res = await api.get<PagedWalk<T>['last']>(path, { query: { ...query, page } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text}`);
    items.push(...res.body.items);
    if (!res.body.next) return { items, last: res.body };
    page = res.body.next.page;
    await between(i);
  }
  throw new Error('too many pages');
}

/**
 * Asserts the lifecycle of an admin-only delete of the resource at `url`: 403 to the reader, then 204 without a body
 * to the admin, after which a GET and another DELETE answer 404.
 */
export async function expectAdminDeletes(t: TestContext, url: string): Promise<void> {
  expect((await t.reader.delete(url)).status).toBe(403);
  const res = await t.admin.delete(url);
  expect(res.status).toBe(204);
  expect(res.text).toBe('');
  expect((await t.admin.get(url)).status).toBe(404);
  expect((await t.admin.delete(url)).status).toBe(404);
}

/** Asserts the error body of docs/behaviour.md#error-body-and-failure-statuses and returns its message. */
export function errorMessage(res: ApiResponse): string {
  const error = (res.body as { error?: { code?: number; message?: string } } | undefined)?.error;
  if (error?.code !== res.status || typeof error.message !== 'string') {
    throw new Error(`expected the error body with code ${res.status}, got ${res.text}`);
  }
  return error.message;
}
