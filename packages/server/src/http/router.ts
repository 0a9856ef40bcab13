/**
 * Builds the /v1 router from the spec: one route per operation, in this order for each request:
 * authenticate (401) → validate path, query and body against the spec (400/415) → handler → send,
 * validating the response against the spec too when configured (tests). Known paths with another
 * method answer 405; an operation listed as pending (none today: every operation has its handler) answers 501.
 */
import { operations, type OpenAPIObject } from '@docs-api/spec';
import { document as contract } from '../contract.js';
import type { Request, RequestHandler, Response } from 'express';
import type { ServerConfig } from '../config.js';
import { ApiError } from '../errors.js';
import type { Deps } from '../deps.js';
import type { Handler, HandlerMap, OperationId } from './handler.js';
import { PathTable } from './path-table.js';
import { sendJson } from './send-json.js';
import { compileValidators } from './validation.js';

/**
 * The URL clients reach this server at: --public-url, else, behind a trusted proxy, the forwarded
 * protocol and host, else the address the request arrived at (never a client-chosen Host header).
 */
export function baseUrlOf(req: Request, config: Pick<ServerConfig, 'publicUrl' | 'trustProxy'>): string {
  if (config.publicUrl !== undefined) return config.publicUrl.replace(/\/$/, '');
  // req.host follows X-Forwarded-Host under trust proxy (Express 5).
  if (config.trustProxy !== false) return `${req.protocol}://${req.host ?? 'localhost'}`;
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? (address.startsWith('::ffff:') ? address.slice(7) : `[${address}]`) : address;
  return `http://${host}:${req.socket.localPort ?? 80}`;
}

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

export interface RouterOptions {
  document: OpenAPIObject;
  handlers: HandlerMap;
  /** operationId → why it has no handler yet (it answers 501); empty in this server. */
  pending: ReadonlyMap<string, string>;
  services: Deps;
  validateResponses: boolean;
}

/** Throws at start-up when an operation has neither a handler nor a pending entry. */
export function checkHandlers(
  document: OpenAPIObject,
  handlers: HandlerMap | Readonly<Record<string, unknown>>,
  pending: ReadonlyMap<string, string>,
): void {
  const missing: string[] = [];
  const ids = new Set<string>();
  for (const { operationId: id } of operations(document)) {
    ids.add(id);
    if (!(id in handlers) && !pending.has(id)) missing.push(id);
  }
  const unknown = [...Object.keys(handlers), ...pending.keys()].filter((id) => !ids.has(id));
  if (missing.length > 0) throw new Error(`Operations without a handler: ${missing.join(', ')}`);
  if (unknown.length > 0) throw new Error(`Handlers for operations the spec does not have: ${unknown.join(', ')}`);
}

/** A path template of the spec with its operationIds by (upper-case) method. */
interface PathOperations {
  path: string;
  allowed: string;
  byMethod: Map<string, string>;
}

/** Every path of a document with its operations by method, found in one lookup per request. */
export function operationTable(document: OpenAPIObject): PathTable<PathOperations> {
  const byPath = new Map<string, Map<string, string>>();
  for (const { path, method, operationId } of operations(document)) {
    const byMethod = byPath.get(path) ?? new Map<string, string>();
    byMethod.set(method.toUpperCase(), operationId);
    byPath.set(path, byMethod);
  }
  const table = new PathTable<PathOperations>();
  for (const [path, byMethod] of byPath) table.add(path, { path, allowed: [...byMethod.keys()].join(', '), byMethod });
  return table;
}

// HEAD is answered as GET (without the body), as Express does.
const operationByMethod = (byMethod: Map<string, string>, method: string): string | undefined =>
  byMethod.get(method) ?? (method === 'HEAD' ? byMethod.get('GET') : undefined);

let contractTable: PathTable<PathOperations> | undefined;

/** The contract's operationId a request (method, path without query) reaches, or undefined when none does. */
export function operationOf(method: string, path: string): string | undefined {
  contractTable ??= operationTable(contract);
  try {
    const found = contractTable.match(path);
    return found === undefined ? undefined : operationByMethod(found.value.byMethod, method.toUpperCase());
  } catch {
    // A malformed percent-escape in a parameter reaches no operation (the router answers it 400).
    return undefined;
  }
}

/** Answers one operation's request, given its decoded path parameters. */
type Route = (req: Request, res: Response, params: Record<string, string>) => Promise<void>;

export function buildApiRouter(options: RouterOptions): RequestHandler {
  const { document, handlers, pending, services } = options;
  checkHandlers(document, handlers, pending);
  const validators = compileValidators(document);

  const routeOf = (id: OperationId, method: string): Route => {
    const validator = validators.get(id);
    const handler = handlers[id] as Handler<typeof id> | undefined;
    const writes = method !== 'get';
    return async (req, res, pathParams) => {
      // The operation label of the request metrics (ops/metrics.ts).
      res.locals['operationId'] = id;
      // Every cached row this request reads is as new as the writes committed before it came, on any instance.
      const caughtUp = services.db.catchUp();
      if (caughtUp !== undefined) await caughtUp;
      const caller = await services.access.authenticate(req.headers.authorization);
      // Who called, for what is recorded when the answer is sent (the test API's request journal).
      res.locals['caller'] = caller;
      if (handler === undefined)
        throw new ApiError(501, `${id} is not implemented yet by this server (${pending.get(id) ?? 'pending'})`);
      if (validator === undefined) throw new Error(`no validator for ${id}`);
      if (validator.hasBody && hasBody(req) && req.body === undefined) {
        throw new ApiError(415, 'Request bodies must be JSON (Content-Type: application/json)');
      }
      const params: Record<string, unknown> = { ...pathParams };
      const query = { ...(req.query as Record<string, unknown>) };
      validator.parameters(params, query);
      const body = validator.hasBody ? ((req.body as unknown) ?? {}) : undefined;
      validator.body(body);

      const context = {
        params: params as never,
        query: query as never,
        body: body as never,
        caller,
        services,
        baseUrl: baseUrlOf(req, services.config),
      };
      // A write (failed ones too: a transaction may have committed part) drops the cached rows before its client
      // hears back (unless the database's NOTIFY already did), so that client's next read sees it on this instance;
      // other instances hear the NOTIFY.
      const reply = writes
        ? await handler(context).finally(() => services.rows.afterWriteRequest())
        : await handler(context);
      const replyBody = 'body' in reply ? (reply.body as unknown) : undefined;
      if (options.validateResponses) {
        const problem = validator.response(reply.status, replyBody);
        if (problem !== undefined) throw new Error(`${id} answered ${reply.status} against the spec: ${problem}`);
      }
      if (replyBody === undefined) res.status(reply.status).end();
      else sendJson(req, res, reply.status, replyBody);
    };
  };

  const routes = new Map<string, Route>();
  for (const { method, operationId } of operations(document))
    routes.set(operationId, routeOf(operationId as OperationId, method));
  const table = operationTable(document);

  return (req, res, next) => {
    const found = table.match(req.path);
    if (found === undefined) return next();
    const { path, allowed, byMethod } = found.value;
    const id = operationByMethod(byMethod, req.method);
    const route = id === undefined ? undefined : routes.get(id);
    if (route === undefined) {
      res.set('Allow', allowed);
      throw new ApiError(405, `${req.method} is not allowed on ${path}; use ${allowed}`);
    }
    return route(req, res, found.params);
  };
}
