/**
 * The contract-checking proxy: node:http in front of a target. Every request goes on unchanged (method, path,
 * headers but the hop-by-hop ones, Host included, the body streamed) and its answer comes back as the target sent it;
 * both bodies are teed to the judge, which runs once the answer has been passed on. In enforce mode a request is
 * read whole first, and one that breaks the contract is answered 400 with the error body without reaching the target.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { globToRegExp } from '../engine/glob.js';
import type { Exchange, RecordedRequest } from '../engine/types.js';
import type { Match } from '../contract/match.js';
import type { JudgedRequest, RequestViolation } from './request-judge.js';
import type { TrafficJudge } from './traffic.js';

export type Mode = 'report' | 'enforce';

/** The paths forwarded without judgment by default: the reference's probes, API reference, spec and test API. */
export const DEFAULT_IGNORED = [
  '/healthz',
  '/livez',
  '/readyz',
  '/openapi.json',
  '/openapi.yaml',
  '/docs*',
  '/__test/*',
];

/** The headers that name, on a refused request, the rule and the requirement it breaks. */
export const REQUIREMENT_HEADER = 'x-contract-requirement';
export const RULE_HEADER = 'x-contract-rule';

export interface ProxyOptions {
  target: string;
  judge: TrafficJudge;
  mode?: Mode;
  port?: number;
  host?: string;
  /** Path patterns (`*` matches anything) forwarded without judgment; DEFAULT_IGNORED when not given. */
  ignore?: string[];
  /**
   * Send the target's host as Host (a target behind virtual hosting needs it). By default the client's Host goes
   * on unchanged, so that the URLs a server builds from it (`urls.*`, a tenant's `baseUrl`) lead back to the proxy.
   */
  rewriteHost?: boolean;
  /** Called with every exchange once judged (the HAR recorder, --max-requests). */
  onExchange?(exchange: Exchange, timings: { startedAt: Date; totalMs: number }): void;
}

export interface RunningContractProxy {
  url: string;
  stop(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** What of a body the judge keeps: larger bodies are forwarded whole but judged as cut off. */
const TEE_LIMIT = 8 * 1024 * 1024;

/** Pairs of a raw header list (`[name, value, …]`) without the hop-by-hop ones and those `Connection` names. */
function endToEnd(raw: string[]): string[] {
  const named = new Set<string>();
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]?.toLowerCase() === 'connection')
      for (const token of (raw[i + 1] ?? '').split(',')) named.add(token.trim().toLowerCase());
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] ?? '';
    const lower = name.toLowerCase();
    if (!HOP_BY_HOP.has(lower) && !named.has(lower)) out.push(name, raw[i + 1] ?? '');
  }
  return out;
}

/** Collects up to TEE_LIMIT bytes of a stream that is piped on elsewhere. */
class Tee {
  private readonly chunks: Buffer[] = [];
  bytes = 0;
  add(chunk: Buffer): void {
    if (this.bytes < TEE_LIMIT) this.chunks.push(chunk);
    this.bytes += chunk.length;
  }
  get body(): Buffer {
    return this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
  }
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    // What cannot be decoded is judged as received.
  }
  return body;
}

/** The recorded request of an exchange (what the reports' curl lines replay): end-to-end headers but Host, the body as text. */
function recorded(method: string, url: string, raw: string[], body: Buffer): RecordedRequest {
  const headers: Record<string, string> = {};
  const pairs = endToEnd(raw);
  for (let i = 0; i < pairs.length; i += 2) {
    const name = pairs[i] ?? '';
    // The URL names the target: curl (and replay) send its host.
    if (name.toLowerCase() === 'host') continue;
    headers[name] = headers[name] === undefined ? (pairs[i + 1] ?? '') : `${headers[name]}, ${pairs[i + 1] ?? ''}`;
  }
  return { method, url, headers, ...(body.length > 0 ? { body: body.toString('utf8') } : {}) };
}

/** An answer as the judge reads it: the body decoded, JSON parsed when it is JSON. */
export function exchangeOf(
  operationId: string | undefined,
  request: RecordedRequest,
  status: number,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
  durationMs: number,
): Exchange {
  const plain = decoded(body, headers['content-encoding']);
  const bodyText = plain.toString('utf8');
  let json: unknown;
  try {
    json = bodyText === '' ? undefined : JSON.parse(bodyText);
  } catch {
    json = undefined;
  }
  return {
    ...(operationId !== undefined ? { operationId } : {}),
    request,
    status,
    headers,
    bodyText,
    bodyBytes: body.length,
    durationMs,
    ...(json !== undefined ? { json } : {}),
  };
}

/** The answer of enforce mode to a request that breaks the contract: 400, the error body, the rule it breaks. */
export function refusal(
  violations: RequestViolation[],
  rule: (id: string) => string,
): {
  headers: Record<string, string>;
  body: string;
} {
  const first = violations[0] as RequestViolation;
  const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 500);
  return {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      [REQUIREMENT_HEADER]: violations.map((v) => v.id).join(', '),
      [RULE_HEADER]: headerSafe(rule(first.id)),
    },
    body: JSON.stringify({ error: { code: 400, message: violations.map((v) => v.message).join('; ') } }),
  };
}

/** Starts the proxy; `stop()` closes it (connections included). */
export async function startContractProxy(options: ProxyOptions): Promise<RunningContractProxy> {
  const target = new URL(options.target.replace(/\/+$/, '') + '/');
  const secure = target.protocol === 'https:';
  const lib = secure ? https : http;
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 256 })
    : new http.Agent({ keepAlive: true, maxSockets: 256 });
  const ignored = (options.ignore ?? DEFAULT_IGNORED).map(globToRegExp);
  const { judge } = options;
  const mode = options.mode ?? 'report';
  const basePath = target.pathname.replace(/\/$/, '');

  // Exchanges not yet judged: stop() waits for them, so that the report holds every answer passed on.
  let pending = 0;
  let idle: (() => void)[] = [];
  const settled = () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve)));

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    let open = true;
    pending += 1;
    const settle = () => {
      if (!open) return;
      open = false;
      pending -= 1;
      if (pending === 0) {
        const waiting = idle;
        idle = [];
        waiting.forEach((resolve) => resolve());
      }
    };
    res.on('close', () => {
      if (!res.writableFinished) settle();
    });
    const startedAt = new Date();
    const started = performance.now();
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? url;
    if (method === 'GET' && path === '/__proxy/report') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(judge.snapshot()));
      settle();
      return;
    }
    const preflight = method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    const judged = !preflight && !ignored.some((pattern) => pattern.test(path));
    const match: Match = judged ? judge.match(method, path) : { kind: 'path' };
    const upstreamUrl = `${target.origin}${basePath}${url}`;
    const requestTee = new Tee();
    const headers = endToEnd(req.rawHeaders);
    if (options.rewriteHost === true) {
      const at = headers.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'host');
      if (at >= 0) headers.splice(at, 2);
      headers.push('Host', target.host);
    }

    const judgedRequest = (): JudgedRequest => ({
      method,
      url,
      contentType: req.headers['content-type'],
      body: requestTee.body,
    });
    const record = (exchange: Exchange, violations: RequestViolation[], refused: boolean) => {
      try {
        if (!judged) judge.unjudged();
        else judge.record(match, exchange, violations, refused);
        options.onExchange?.(exchange, { startedAt, totalMs: performance.now() - started });
      } finally {
        settle();
      }
    };

    // A request without a body, or one read whole (enforce), can be sent again: see the error handler below.
    const bodiless =
      (req.headers['content-length'] === undefined || req.headers['content-length'] === '0') &&
      req.headers['transfer-encoding'] === undefined;
    const forward = (buffered: Buffer | undefined, violations: RequestViolation[] | undefined, retried = false) => {
      // A resend goes on a connection of its own: the pool's others went idle with the one closed, and may be next.
      const via = retried ? false : agent;
      const upstream = lib.request(upstreamUrl, { method, headers, agent: via, setHost: false }, (answer) => {
        const answerTee = new Tee();
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        answer.on('data', (chunk: Buffer) => answerTee.add(chunk));
        answer.pipe(res);
        answer.on('end', () => {
          // The answer is on its way; judging waits for the next turn of the event loop.
          setImmediate(() => {
            const request = recorded(method, upstreamUrl, req.rawHeaders, requestTee.body);
            const exchange = exchangeOf(
              match.kind === 'operation' ? match.op.id : undefined,
              request,
              answer.statusCode ?? 0,
              answer.headers,
              answerTee.body,
              performance.now() - started,
            );
            record(exchange, judged ? (violations ?? judge.judgeRequest(match, judgedRequest())) : [], false);
          });
        });
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the target closed just as it was reused (its keep-alive timeout) fails before
        // anything was answered: the request goes once more, on a new connection, rather than as a 502.
        const resendable = buffered !== undefined || bodiless;
        if (
          !retried &&
          upstream.reusedSocket &&
          (error.code === 'ECONNRESET' || error.code === 'EPIPE') &&
          resendable
        ) {
          forward(buffered ?? requestTee.body, violations, true);
          return;
        }
        if (res.headersSent) {
          res.destroy(error);
          return;
        }
        res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', [REQUIREMENT_HEADER]: 'none' });
        res.end(
          JSON.stringify({
            error: { code: 502, message: `the proxy cannot reach ${target.origin}: ${error.message}` },
          }),
        );
        settle();
      });
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      if (buffered !== undefined) upstream.end(buffered);
      else {
        req.on('data', (chunk: Buffer) => requestTee.add(chunk));
        req.pipe(upstream);
      }
    };

    if (mode === 'report' || !judged) {
      forward(undefined, undefined);
      return;
    }
    // Enforce: the whole request first, then judged, then refused or forwarded.
    req.on('data', (chunk: Buffer) => requestTee.add(chunk));
    req.on('end', () => {
      const violations = judge.judgeRequest(match, judgedRequest());
      if (violations.length === 0) {
        forward(requestTee.body, violations);
        return;
      }
      const { headers: answerHeaders, body } = refusal(violations, (id) => judge.rule(id));
      res.writeHead(400, answerHeaders);
      res.end(body);
      const request = recorded(method, upstreamUrl, req.rawHeaders, requestTee.body);
      const exchange = exchangeOf(
        match.kind === 'operation' ? match.op.id : undefined,
        request,
        400,
        answerHeaders,
        Buffer.from(body),
        performance.now() - started,
      );
      record(exchange, violations, true);
    });
  };

  const server = http.createServer({ maxHeaderSize: 256 * 1024 }, handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.race([settled(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      server.closeAllConnections();
      await closed;
      agent.destroy();
    },
  };
}
