/**
 * A small website on 127.0.0.1 (node:http, port 0) that the reference server fetches in the package's own
 * tests: the content-import checks need a page the target can reach (fixtures `publicPageUrl`).
 */
import http from 'node:http';
import { listenLocally, type Listening } from './listen.js';

/** Serves `pages` (path → body) with their content types; 404 for anything else. */
export async function serveSite(pages: Record<string, { type: string; body: string }>): Promise<Listening> {
  const server = http.createServer((req, res) => {
    const page = pages[new URL(req.url ?? '/', 'http://site.invalid').pathname];
    if (page === undefined) res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    else res.writeHead(200, { 'content-type': page.type }).end(page.body);
  });
  return listenLocally(server);
}

const html = (title: string, main: string) => ({
  type: 'text/html; charset=utf-8',
  body: `<!doctype html><html><head><title>${title}</title></head><body><main>${main}</main></body></html>`,
});

/** Two documentation pages, the first linking to the second: what a content import turns into pages. */
export const docsPages = {
  '/docs/index.html': html(
    'Conformance guide',
    '<h1>Conformance guide</h1><p>How the suite checks a server.</p><p><a href="setup.html">Set it up</a></p>',
  ),
  '/docs/setup.html': html('Setup', '<h1>Setup</h1><p>Write the fixtures file, then run the suite.</p>'),
};
