/**
 * The test API (`serve --test-api`, never in production): the routes of `testApiDocument` under /__test,
 * validated like /v1 (path, query and body against the document; bad input → 400 with the error body) and
 * dispatched by operationId to the families' handlers. With a token (--test-api-token) every /__test request
 * must carry `Authorization: Bearer <token>` (401 otherwise). GET /__test/openapi.json serves the document.
 */
import { SEED_SCHEMA_REF, operations, type OpenAPIObject } from '@docs-api/spec';
import { testApiDocument } from '../contract.js';
import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Deps } from '../deps.js';
import { ApiError } from '../errors.js';
import { serverUrl } from '../http/docs.js';
import { PathTable } from '../http/path-table.js';
import { mergeHandlers } from '../routes/merge.js';
import { baseUrlOf, checkHandlers } from '../http/router.js';
import { compileValidators } from '../http/validation.js';
import { clockHandlers } from './clock.js';
import { faultHandlers } from './faults.js';
import { journalHandlers } from './journal.js';
import { mutantHandlers } from './mutants.js';
import type { FaultsAndJournal } from './stand-in.js';
import { tenantHandlers } from './tenants.js';
import { snapshotHandlers } from './snapshots.js';
import { tenantSnapshotHandlers } from './tenant-snapshots.js';
import type { TestApiHandler, TestApiHandlers } from './handler.js';

/** Every family's handlers, merged; an operationId handled twice is refused. */
export const testApiHandlers = (...families: TestApiHandlers[]): TestApiHandlers =>
  mergeHandlers<TestApiHandler>(families, (id) => `test API operation ${id}`);

/** The handlers of every family of the test API document (one file per tag: clock.ts, tenants.ts, …). */
export const allTestApiHandlers = (stand: FaultsAndJournal): TestApiHandlers =>
  testApiHandlers(
    tenantHandlers(stand),
    clockHandlers,
    snapshotHandlers(stand),
    tenantSnapshotHandlers,
    faultHandlers(stand.rules),
    journalHandlers(stand.journal),
    mutantHandlers(stand.mutants),
  );

export interface TestApiOptions {
  /** Required as `Authorization: Bearer <token>` on every /__test request when given. */
  token?: string;
  /** Validates every response against the document (tests). */
  validateResponses: boolean;
  /** The app's fault rules and request journal (test-api/stand-in.ts). */
  stand: FaultsAndJournal;
  document?: OpenAPIObject;
  handlers?: TestApiHandlers;
}

const PREFIX = '/__test';

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Whether a listen address is this machine only (127.0.0.0/8, ::1, localhost). */
export const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(host);

/**
 * The test API needs no token on a loopback address; on any other it refuses to start without one
 * (docs/stand-in.md).
 */
export function assertTestApiGuarded(host: string, token: string | undefined): void {
  if (!isLoopback(host) && (token === undefined || token === '')) {
    throw new Error(
      `The test API is reachable from other machines on --host ${host}: give --test-api-token <token> (then every /__test request needs it), or listen on 127.0.0.1`,
    );
  }
}

/** Whether the Authorization header carries `Bearer <token>` (compared in constant time). */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The document as the request validation compiles it: a seed document (a `$ref` to the seed schema served beside
 * the document) is checked by the seed's own validation instead (seed/document.ts), which names the file's path
 * and the reference that is wrong.
 */
const forValidation = (document: OpenAPIObject): OpenAPIObject =>
  JSON.parse(
    JSON.stringify(document).replaceAll(JSON.stringify({ $ref: SEED_SCHEMA_REF }), JSON.stringify({ type: 'object' })),
  ) as OpenAPIObject;

type Route = (req: Request, res: Response, params: Record<string, string>) => Promise<void>;

/** The /__test router; throws at start-up when an operation of the document has no handler. */
export function testApiRouter(services: Deps, options: TestApiOptions): RequestHandler {
  const document = options.document ?? testApiDocument;
  const handlers = options.handlers ?? allTestApiHandlers(options.stand);
  checkHandlers(document, handlers, new Map());
  const validators = compileValidators(forValidation(document));

  const routeOf = (id: string): Route => {
    const validator = validators.get(id);
    const handler = handlers[id];
    if (validator === undefined || handler === undefined) throw new Error(`no validator or handler for ${id}`);
    return async (req, res, pathParams) => {
      const params: Record<string, unknown> = { ...pathParams };
      const query = { ...(req.query as Record<string, unknown>) };
      validator.parameters(params, query);
      if (validator.hasBody && hasBody(req) && req.body === undefined) {
        throw new ApiError(415, 'Request bodies must be JSON (Content-Type: application/json)');
      }
      // As on /v1: an operation that takes a body gets `{}` when none is sent.
      const body = validator.hasBody ? ((req.body as unknown) ?? {}) : undefined;
      validator.body(body);
      const reply = await handler({
        params: params as Record<string, string>,
        query,
        body,
        services,
        baseUrl: baseUrlOf(req, services.config),
      });
      const replyBody = 'body' in reply ? reply.body : undefined;
      if (options.validateResponses) {
        const problem = validator.response(reply.status, replyBody);
        if (problem !== undefined) throw new Error(`${id} answered ${reply.status} against its document: ${problem}`);
      }
      if (replyBody === undefined) res.status(reply.status).end();
      else res.status(reply.status).json(replyBody);
    };
  };

  const table = new PathTable<{ path: string; routes: Map<string, Route> }>();
  const byPath = new Map<string, Map<string, Route>>();
  for (const { path, method, operationId } of operations(document)) {
    const routes = byPath.get(path) ?? new Map<string, Route>();
    routes.set(method.toUpperCase(), routeOf(operationId));
    byPath.set(path, routes);
  }
  for (const [path, routes] of byPath) table.add(path, { path, routes });

  return (req, res, next) => {
    if (req.path !== PREFIX && !req.path.startsWith(`${PREFIX}/`)) return next();
    if (options.token !== undefined && !carriesToken(req.headers.authorization, options.token)) {
      throw new ApiError(
        401,
        'Missing or invalid test API token (Authorization: Bearer <token given with --test-api-token>)',
      );
    }
    if (req.method === 'GET' && req.path === `${PREFIX}/openapi.json`) {
      res.json({
        ...document,
        servers: [{ url: serverUrl(services.config.publicUrl, req), description: 'This server' }],
      });
      return;
    }
    const found = table.match(req.path);
    if (found === undefined) return next();
    const { path, routes } = found.value;
    const route = routes.get(req.method) ?? (req.method === 'HEAD' ? routes.get('GET') : undefined);
    if (route === undefined) {
      const allowed = [...routes.keys()].join(', ');
      res.set('Allow', allowed);
      throw new ApiError(405, `${req.method} is not allowed on ${path}; use ${allowed}`);
    }
    return route(req, res, found.params);
  };
}
