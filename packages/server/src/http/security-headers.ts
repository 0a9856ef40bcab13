/**
 * HTTP hardening of every answer with helmet (README › Operations › Security headers): no X-Powered-By,
 * `nosniff`, `Referrer-Policy: no-referrer`, no framing (X-Frame-Options and CSP frame-ancestors), and a
 * Content-Security-Policy that lets JSON answers load nothing at all. /docs (Scalar's reference, served from
 * this origin) gets one that runs its bundle and its one inline script (by hash) and calls this server.
 * Cross-Origin-Resource-Policy is cross-origin: /v1 is meant to be called from other origins (docs/behaviour.md#cors)
 * and file downloads to be embedded; HSTS is left to whatever terminates TLS in front of the server.
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';
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

export function securityHeaders(publicUrl: string | undefined): RequestHandler {
  const common = {
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' as const },
    xFrameOptions: { action: 'deny' as const },
  };
  const api = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: apiPolicy } });
  const docs = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: docsPolicy(publicUrl) } });
  return (req, res, next) => (req.path === '/docs' ? docs(req, res, next) : api(req, res, next));
}
