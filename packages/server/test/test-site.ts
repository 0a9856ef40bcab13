/** A small website served by node:http on 127.0.0.1 for the import and search tests; pages can change between requests. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteResource {
  status?: number;
  type?: string;
  body: string;
  headers?: Record<string, string>;
}

export interface TestSite {
  url: string;
  /** Every path requested, in order. */
  hits: string[];
  pages: Map<string, SiteResource>;
  close(): Promise<void>;
}

/** An HTML page with a title, a nav (dropped by the import) and a main part. */
export const html = (title: string, main: string, extra = ''): SiteResource => ({
  body: `<!doctype html><html><head><title>${title}</title><style>.x{color:red}</style></head><body>
<header><a href="/docs/">Site header</a></header>
<nav><a href="/docs/nav-only.html">NavOnlyLink</a></nav>
<main>${main}</main>${extra}
<footer>Footer text</footer><script>console.log("scripted")</script></body></html>`,
});

/** Serves `pages` by path (404 for anything else). */
export async function serveSite(pages: Record<string, SiteResource>): Promise<TestSite> {
  const map = new Map(Object.entries(pages));
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    hits.push(path);
    const page = map.get(path);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    res
      .writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...page.headers })
      .end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    pages: map,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
