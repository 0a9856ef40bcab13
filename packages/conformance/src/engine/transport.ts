/**
 * Sending requests: node:http with keep-alive for ordinary calls, and a raw socket for the calls whose
 * body bytes themselves are under test (a DELETE must send no bytes, whatever Content-Length says).
 * Every body goes out with its Content-Length (never chunked). A Transport adds what a run asks for: extra
 * headers, a per-request timeout, a request rate, and waiting out 429 + Retry-After.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { userAgent } from '../version.js';
import type { RecordedRequest } from './types.js';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The target did not answer at all (connection refused, DNS failure, timeout). */
export class TargetUnreachable extends Error {
  constructor(url: string, cause: unknown) {
    super(`cannot reach ${url}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'TargetUnreachable';
  }
}

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 16 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 16 }),
};
const TIMEOUT_MS = 20_000;

/**
 * Sends one request with node:http(s). A kept-alive connection the target closed just as it was reused fails
 * with ECONNRESET before anything was answered: that request is sent once more on a connection of its own (not
 * the pool's: connections opened in one burst go idle, and are closed by the target, together).
 */
export function send(request: RecordedRequest, timeoutMs = TIMEOUT_MS, retried = false): Promise<RawResponse> {
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  const lib = secure ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        agent: retried ? false : secure ? agents.https : agents.http,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', (error) => reject(new TargetUnreachable(request.url, error)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!retried && req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE'))
        resolve(send(request, timeoutMs, true));
      else reject(new TargetUnreachable(request.url, error));
    });
    req.end(request.body);
  });
}

/** Decodes a chunked body; returns the bytes as received when it is not validly chunked. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) return body;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return body;
    if (size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Sends one request on its own connection (`Connection: close`) and returns every byte after the headers. */
export function sendRaw(request: RecordedRequest, timeoutMs = TIMEOUT_MS): Promise<RawResponse> {
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on(secure ? 'secureConnect' : 'connect', () => {
      const headers: Record<string, string> = { ...request.headers, Host: url.host, Connection: 'close' };
      const head = [
        `${request.method} ${url.pathname}${url.search} HTTP/1.1`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n${request.body ?? ''}`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => reject(new TargetUnreachable(request.url, error)));
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0)
        return reject(new TargetUnreachable(request.url, new Error('connection closed before the headers ended')));
      const [statusLine = '', ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rest = all.subarray(split + 4);
      const body = /chunked/i.test(headers['transfer-encoding'] ?? '') ? dechunk(rest) : rest;
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body });
    });
  });
}

export interface TransportOptions {
  /** Headers added to every request (`--header`); they never replace Authorization or Content-Type. */
  headers?: Record<string, string>;
  /** Per-request timeout (`--timeout`). */
  timeoutMs?: number;
  /** At most this many requests per second (`--rate`). */
  rate?: number;
  /** How long one 429's Retry-After may make the run wait at most (default 60 s), and how often it retries. */
  maxRetryAfterMs?: number;
  maxRetries?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date (RFC 9110 Retry-After) in ms from now; 1 s when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return 1000;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

/** The headers every request carries, in the order they are sent (what the curl lines print). */
export function baseHeaders(extra: Record<string, string> | undefined): Record<string, string> {
  return { 'User-Agent': userAgent, Accept: 'application/json', ...extra };
}

/** A 429, or a 503 with Retry-After (throttling or draining): waited out and retried, never a verdict. */
const isThrottled = (response: RawResponse): boolean =>
  response.status === 429 || (response.status === 503 && response.headers['retry-after'] !== undefined);

/** Sends the requests of one run: rate-limited, with its timeout, and waiting out 429 (or 503) + Retry-After. */
export class Transport {
  /** How many 429s (and 503s with Retry-After) the target answered (each waited out and retried). */
  throttled = 0;
  private nextSlot = 0;
  private pausedUntil = 0;

  constructor(readonly options: TransportOptions = {}) {}

  /** Sends one request; `timeoutMs` (a config file's per-operation setting) overrides the run's timeout. */
  async send(request: RecordedRequest, raw = false, timeoutMs = this.options.timeoutMs): Promise<RawResponse> {
    const maxRetries = this.options.maxRetries ?? 5;
    for (let attempt = 0; ; attempt += 1) {
      await this.slot();
      const response = await (raw ? sendRaw(request, timeoutMs) : send(request, timeoutMs));
      if (!isThrottled(response) || attempt >= maxRetries) return response;
      this.throttled += 1;
      const wait = Math.min(retryAfterMs(response.headers['retry-after']), this.options.maxRetryAfterMs ?? 60_000);
      this.pausedUntil = Math.max(this.pausedUntil, Date.now() + wait);
    }
  }

  /** Waits for the pause a 429 asked for, then for this request's turn under `rate`. */
  private async slot(): Promise<void> {
    for (;;) {
      const now = Date.now();
      if (this.pausedUntil > now) {
        await sleep(this.pausedUntil - now);
        continue;
      }
      if (this.options.rate === undefined) return;
      const at = Math.max(now, this.nextSlot);
      this.nextSlot = at + 1000 / this.options.rate;
      if (at > now) await sleep(at - now);
      return;
    }
  }
}
