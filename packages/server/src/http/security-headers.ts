/**
 * HTTP hardening of every answer with helmet (docs/operations.md › Security headers): no X-Powered-By,
 * `nosniff`, `Referrer-Policy: no-referrer`, no framing (X-Frame-Options and CSP frame-ancestors), and a
 * Content-Security-Policy that lets JSON answers load nothing at all. /docs (Scalar's reference, served from
 * this origin) gets one that runs its bundle and its one inline script (by hash) and calls this server.
 * Cross-Origin-Resource-Policy is cross-origin: /v1 is meant to be called from other origins (docs/behaviour.md#cors)
 * and file downloads to be embedded; HSTS is left to whatever terminates TLS in front of the server.
 *
 * helmet's headers depend only on its options, never on the request: it runs once per policy at start-up on a
 * recording response, and each request gets the recorded headers written in one loop.
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { docsInlineScriptHash } from './docs.js';

const none = ["'none'"];

/** The strict policy of every answer but the docs page. */
const apiPolicy = { defaultSrc: none, frameAncestors: none, baseUri: none, formAction: none };

/** The docs page's policy; `publicUrl` (when set) is where its "send request" goes. */
function docsPolicy(publicUrl: string | undefined) {
  const self = ["'self'"];
  const api = publicUrl === undefined ? self : [...self, new URL(publicUrl).origin];
  return {
    defaultSrc: self,
    scriptSrc: [...self, `'${docsInlineScriptHash}'`],
    // Scalar sets styles at run time.
    styleSrc: [...self, "'unsafe-inline'"],
    imgSrc: [...self, 'data:', 'blob:'],
    fontSrc: [...self, 'data:'],
    connectSrc: api,
    workerSrc: [...self, 'blob:'],
    objectSrc: none,
    frameAncestors: none,
    baseUri: none,
    formAction: none,
  };
}

/** What a helmet middleware does to a response: headers set (name, value) and headers removed (name, null). */
type HeaderSet = readonly (readonly [string, string | null])[];

/** Runs `middleware` once on a response that only records, and returns what it did to the headers. */
function recordHeaders(middleware: ReturnType<typeof helmet>): HeaderSet {
  const done: [string, string | null][] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      done.push([name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      done.push([name, null]);
    },
  };
  let failed: unknown;
  middleware(
    { method: 'GET', url: '/', headers: {} } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failed = error;
    },
  );
  if (failed !== undefined) throw failed as Error;
  return Object.freeze(done.map((entry) => Object.freeze(entry)));
}

const applyHeaders = (res: ServerResponse, headers: HeaderSet): void => {
  for (const [name, value] of headers) {
    if (value === null) res.removeHeader(name);
    else res.setHeader(name, value);
  }
};

export function securityHeaders(publicUrl: string | undefined): RequestHandler {
  const common = {
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' as const },
    xFrameOptions: { action: 'deny' as const },
  };
  const api = recordHeaders(
    helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: apiPolicy } }),
  );
  const docs = recordHeaders(
    helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: docsPolicy(publicUrl) } }),
  );
  return (req, res, next) => {
    applyHeaders(res, req.path === '/docs' ? docs : api);
    next();
  };
}
