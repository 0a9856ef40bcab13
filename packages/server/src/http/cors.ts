/**
 * CORS on /v1 (docs/behaviour.md#cors) with the `cors` package: preflights answered, Authorization and
 * Content-Type allowed, the rate-limit and request-id headers exposed. With any origin allowed (the default), the
 * headers of a request that is not a preflight do not depend on the request: they are recorded once from `cors`
 * at start-up and written in one loop; preflights and lists of origins go through `cors` itself.
 */
import cors, { type CorsOptions } from 'cors';
import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Whether `path` is /v1 or under it, as Express matches a mount path (case-insensitively, up to a `/`). */
export const underV1 = (path: string): boolean =>
  path.length >= 3 &&
  (path.charCodeAt(1) === 0x76 || path.charCodeAt(1) === 0x56) && // v or V
  path.charCodeAt(0) === 0x2f &&
  path.charCodeAt(2) === 0x31 &&
  (path.length === 3 || path.charCodeAt(3) === 0x2f);

/** The headers `middleware` sets on a simple (not preflight) GET from some origin. */
function simpleRequestHeaders(middleware: RequestHandler): readonly (readonly [string, string])[] {
  const set: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      set.push([name, String(value)]);
      return recorder;
    },
    getHeader: () => undefined,
  };
  let passed = false;
  (middleware as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void)(
    { method: 'GET', url: '/v1', headers: { origin: 'https://origin.invalid' } } as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => {
      passed = true;
    },
  );
  if (!passed) throw new Error('cors did not pass a simple request on');
  return Object.freeze(set.map((entry) => Object.freeze(entry)));
}

/** The CORS middleware of the API; it only acts on /v1. */
export function apiCors(origin: CorsOptions['origin']): RequestHandler {
  const middleware = cors({
    origin,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'RateLimit', 'RateLimit-Policy'],
    maxAge: 600,
  });
  const fixed = origin === '*' ? simpleRequestHeaders(middleware) : undefined;
  return (req, res, next) => {
    if (!underV1(req.path)) return next();
    if (fixed === undefined || req.method === 'OPTIONS') return middleware(req, res, next);
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
