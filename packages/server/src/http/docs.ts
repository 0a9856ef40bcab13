/**
 * The published spec and its interactive reference: GET /openapi.json (with `servers` set to where this
 * server is reached) and GET /docs (Scalar's API reference, served from this origin — no fonts, CDN,
 * proxy or telemetry elsewhere — with a bearer token field and "send request").
 */
import { Router, type Request } from 'express';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** The bundle copied from @scalar/api-reference at build time (scripts/copy-assets.mjs). */
const scalarBundle = fileURLToPath(new URL('../../assets/scalar-api-reference.js', import.meta.url));

const scalarConfiguration = {
  url: '/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'json',
  authentication: { preferredSecurityScheme: 'bearerAuth' },
};

/** The page's one inline script; the /docs Content-Security-Policy allows it by its hash (http/security-headers.ts). */
const inlineScript = `Scalar.createApiReference('#app', ${JSON.stringify(scalarConfiguration)});`;
export const docsInlineScriptHash = `sha256-${createHash('sha256').update(inlineScript).digest('base64')}`;

const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Docs Workspace Management API — reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"></head>
<body><div id="app"></div>
<script src="/docs/scalar-api-reference.js"></script>
<script>${inlineScript}</script>
</body></html>`;

/** The URL clients reach this server at: the configured public URL, else the address the request came to. */
export function serverUrl(publicUrl: string | undefined, req: Request): string {
  if (publicUrl !== undefined) return publicUrl.replace(/\/+$/, '');
  // req.protocol and req.host honour X-Forwarded-* only when the app trusts a proxy.
  return `${req.protocol}://${req.host}`;
}

/** Routes of /openapi.json, /docs and the reference's script. */
export function docsRouter(document: object, publicUrl: string | undefined): Router {
  const router = Router();
  router.get('/openapi.json', (req, res) => {
    res.json({ ...document, servers: [{ url: serverUrl(publicUrl, req), description: 'This server' }] });
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(docsPage);
  });
  router.get('/docs/scalar-api-reference.js', (_req, res) => {
    res.sendFile(scalarBundle, { maxAge: '1d' });
  });
  return router;
}
