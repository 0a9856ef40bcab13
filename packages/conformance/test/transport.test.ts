/** What the suite actually sends, and how it treats a target that asks it to slow down. */
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { retryAfterMs, Throttled, toolVersion, Transport } from '../src/index.js';
import { send } from '../src/engine/transport.js';
import { listenLocally } from './support/listen.js';

interface Seen {
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A target on 127.0.0.1 that records every request and answers with `answer(n)` for the n-th one. */
async function target(answer: (n: number) => { status: number; headers?: Record<string, string> }) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const { status, headers } = answer(seen.length);
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ n: seen.length }));
    });
  });
  return { ...(await listenLocally(server)), seen };
}

describe('the transport', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('sends a body with its Content-Length (never chunked), the User-Agent and the extra headers', async () => {
    const t = await target(() => ({ status: 201 }));
    close = t.close;
    const body = JSON.stringify({ title: 'ﬁ 🚀' });
    const transport = new Transport({ headers: { 'X-Tenant': 'blue' } });
    const headers = {
      'User-Agent': `docs-api-conformance/${toolVersion}`,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      'X-Tenant': 'blue',
    };
    for (const raw of [false, true]) {
      const answer = await transport.send({ method: 'POST', url: `${t.url}/v1/things`, headers, body }, raw);
      expect(answer.status).toBe(201);
    }
    for (const request of t.seen) {
      expect(request.headers['content-length']).toBe(String(Buffer.byteLength(body)));
      expect(request.headers['transfer-encoding']).toBeUndefined();
      expect(request.headers['user-agent']).toBe(`docs-api-conformance/${toolVersion}`);
      expect(request.headers['x-tenant']).toBe('blue');
      expect(request.body).toBe(body);
    }
  });

  it('sends a request again on a connection of its own when the target closed the kept-alive ones it reused', async () => {
    // Each connection answers its first request (keep-alive) and is closed without an answer at its next: what a
    // target's keep-alive timeout does to every connection of a burst that went idle together.
    let answered = 0;
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      let served = 0;
      socket.on('data', (chunk: Buffer) => {
        if (!chunk.includes('\r\n\r\n')) return;
        if (++served > 1) return void socket.destroy();
        answered++;
        socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\n{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    };
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/v1/orgs`;
    const get = () => send({ method: 'GET', url, headers: {} });
    // A burst opens four pooled connections; each later request reuses one, which is closed under it, and so
    // would the pool's next one be.
    expect((await Promise.all([get(), get(), get(), get()])).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (let i = 0; i < 3; i++) expect((await get()).status).toBe(200);
    expect(answered).toBe(7);
  });

  it('waits out a 429 with Retry-After and sends the request again', async () => {
    const t = await target((n) =>
      n <= 2
        ? { status: 429, headers: { 'retry-after': n === 1 ? '1' : new Date(Date.now() + 500).toUTCString() } }
        : { status: 200 },
    );
    close = t.close;
    const transport = new Transport();
    const answer = await transport.send({ method: 'GET', url: `${t.url}/v1/orgs`, headers: {} });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ n: 3 });
    expect(transport.throttled).toBe(2);
    expect(t.seen.map((s) => s.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('gives up when the target throttles a request longer than the run waits: the check errs, nothing fails', async () => {
    const t = await target(() => ({ status: 429, headers: { 'retry-after': '0' } }));
    close = t.close;
    const sent = new Transport({ maxThrottledMs: 250 }).send({ method: 'GET', url: `${t.url}/`, headers: {} });
    await expect(sent).rejects.toThrow(Throttled);
    // Retry-After 0 is waited as 100 ms: three answers fit in 250 ms.
    expect(t.seen).toHaveLength(3);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs(undefined, now)).toBe(1000);
    expect(retryAfterMs('soon', now)).toBe(1000);
  });
});
