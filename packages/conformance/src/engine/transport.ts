/**
 * Sending requests: node:http with keep-alive for ordinary calls, and a raw socket for the calls whose
 * body bytes themselves are under test (a DELETE must send no bytes, whatever Content-Length says).
 * Every body goes out with its Content-Length (never chunked). A Transport adds what a run asks for: extra
 * headers, a per-request timeout, and the run's pace (requests in flight and per second, throttling: pace.ts).
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { userAgent } from '../version.js';
import { Timeline, type RunTiming } from './timeline.js';
import { Pace } from './pace.js';

export { retryAfterMs } from './pace.js';
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

// The run's pace bounds the requests in flight; the agents keep a connection for each.
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 256 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 256 }),
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
  /** At most this many requests per second (`--max-rps`, `--rate`). */
  rate?: number;
  /** At most this many requests in flight (the run's concurrency). */
  maxInFlight?: number;
  /** How long one request may wait out throttling in all before its check errs (default 120 s). */
  maxThrottledMs?: number;
}

/** The headers every request carries, in the order they are sent (what the curl lines print). */
export function baseHeaders(extra: Record<string, string> | undefined): Record<string, string> {
  return { 'User-Agent': userAgent, Accept: 'application/json', ...extra };
}

/** Sends the requests of one run at its pace (engine/pace.ts), each timed on the run's timeline. */
export class Transport {
  readonly pace: Pace;

  constructor(
    readonly options: TransportOptions = {},
    /** Every request sent, by check (the run's critical path). */
    readonly timeline = new Timeline(),
  ) {
    this.pace = new Pace({
      ...(options.rate !== undefined ? { rate: options.rate } : {}),
      ...(options.maxInFlight !== undefined ? { maxInFlight: options.maxInFlight } : {}),
      ...(options.maxThrottledMs !== undefined ? { maxThrottledMs: options.maxThrottledMs } : {}),
    });
  }

  /** How many 429s (and 503s with Retry-After) the target answered (each waited out and sent again). */
  get throttled(): number {
    return this.pace.throttledAnswers;
  }

  /** Where the run's time went (engine/timeline.ts). */
  timing(): RunTiming {
    return this.timeline.summary({ answers: this.pace.throttledAnswers, pausedMs: this.pace.pausedMs });
  }

  /** Sends one request; `timeoutMs` (a config file's per-operation setting) overrides the run's timeout. */
  async send(request: RecordedRequest, raw = false, timeoutMs = this.options.timeoutMs): Promise<RawResponse> {
    for (let waited = 0; ;) {
      // On the chain a request counts from when it could go, not from when a slot in flight freed up for it.
      const ready = performance.now();
      await this.pace.acquire();
      const sentAt = performance.now();
      let response: RawResponse;
      try {
        response = await (raw ? sendRaw(request, timeoutMs) : send(request, timeoutMs));
      } finally {
        this.pace.release();
      }
      this.timeline.request(ready, sentAt);
      const wait = this.pace.answered(response.status, response.headers, waited, `${request.method} ${request.url}`);
      if (wait === undefined) return response;
      await this.pace.waitOut(wait);
      waited += wait;
    }
  }
}
