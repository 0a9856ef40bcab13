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

/** The exchanges not yet judged: stop() waits for them, so that the report holds every answer passed on. */
class PendingExchanges {
  private count = 0;
  private idle: (() => void)[] = [];

  /** Counts one more exchange; the function returned marks it settled (once, however often it is called). */
  open(): () => void {
    let open = true;
    this.count += 1;
    return () => {
      if (!open) return;
      open = false;
      this.count -= 1;
      if (this.count === 0) {
        const waiting = this.idle;
        this.idle = [];
        waiting.forEach((resolve) => resolve());
      }
    };
  }

  /** Resolves once no exchange is pending. */
  settled(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise<void>((resolve) => this.idle.push(resolve));
  }
}

/** What every request through one proxy shares. */
interface ContractProxy {
  options: ProxyOptions;
  judge: TrafficJudge;
  mode: Mode;
  /** The target's base URL, with a trailing slash. */
  target: URL;
  /** The path of the target's base URL, which every forwarded path follows. */
  basePath: string;
  lib: typeof http | typeof https;
  agent: http.Agent;
  /** The paths forwarded without judgment. */
  ignored: RegExp[];
  pending: PendingExchanges;
}

/** What the proxy reads of a request as it arrives. */
interface Arrival {
  method: string;
  /** The path and query as the client sent them. */
  url: string;
  path: string;
  startedAt: Date;
  /** performance.now() at the arrival. */
  started: number;
}

/** A request on its way through the proxy, until its exchange is recorded. */
interface Passage extends Arrival {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  /** Marks the exchange done: recorded, answered 502, or the client gone. */
  settle: () => void;
  /** Whether the exchange is judged (not a CORS preflight, not an ignored path). */
  judged: boolean;
  match: Match;
  upstreamUrl: string;
  /** The end-to-end headers sent on to the target. */
  headers: string[];
  /** The request body as the judge reads it. */
  requestTee: Tee;
}

/** Starts the proxy; `stop()` closes it (connections included). */
export async function startContractProxy(options: ProxyOptions): Promise<RunningContractProxy> {
  const proxy = proxyOf(options);
  const server = http.createServer({ maxHeaderSize: 256 * 1024 }, (req, res) => handle(proxy, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { url: `http://${host}:${address.port}`, stop: () => stopProxy(proxy, server) };
}

/** The settings of a proxy, its agent to the target, and its count of pending exchanges. */
function proxyOf(options: ProxyOptions): ContractProxy {
  const target = new URL(options.target.replace(/\/+$/, '') + '/');
  const secure = target.protocol === 'https:';
  return {
    options,
    judge: options.judge,
    mode: options.mode ?? 'report',
    target,
    basePath: target.pathname.replace(/\/$/, ''),
    lib: secure ? https : http,
    agent: secure
      ? new https.Agent({ keepAlive: true, maxSockets: 256 })
      : new http.Agent({ keepAlive: true, maxSockets: 256 }),
    ignored: (options.ignore ?? DEFAULT_IGNORED).map(globToRegExp),
    pending: new PendingExchanges(),
  };
}

/** Closes the server once the pending exchanges are judged (5 s at most), then every connection and the agent. */
async function stopProxy(proxy: ContractProxy, server: http.Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await Promise.race([proxy.pending.settled(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  server.closeAllConnections();
  await closed;
  proxy.agent.destroy();
}

/** One request: the proxy's own report, or an exchange forwarded (in enforce mode judged first, maybe refused). */
function handle(proxy: ContractProxy, req: http.IncomingMessage, res: http.ServerResponse): void {
  const settle = proxy.pending.open();
  res.on('close', () => {
    if (!res.writableFinished) settle();
  });
  const arrival = readRequest(req);
  if (arrival.method === 'GET' && arrival.path === '/__proxy/report') {
    answerReport(res, proxy.judge);
    settle();
    return;
  }
  const passage = matchOperation(proxy, arrival, req, res, settle);
  if (proxy.mode === 'report' || !passage.judged) forward(proxy, passage, undefined, undefined);
  else enforce(proxy, passage);
}

/** The method, URL and path of a request, and when it arrived. */
function readRequest(req: http.IncomingMessage): Arrival {
  const startedAt = new Date();
  const started = performance.now();
  const method = req.method ?? 'GET';
  const url = req.url ?? '/';
  return { method, url, path: url.split('?')[0] ?? url, startedAt, started };
}

/** `GET /__proxy/report`: what the judge has seen so far. */
function answerReport(res: http.ServerResponse, judge: TrafficJudge): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(judge.snapshot()));
}

/** The request's operation (unless it goes unjudged), where it goes on to, and the headers it goes with. */
function matchOperation(
  proxy: ContractProxy,
  arrival: Arrival,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  settle: () => void,
): Passage {
  const { method, path, url } = arrival;
  const preflight = method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
  const judged = !preflight && !proxy.ignored.some((pattern) => pattern.test(path));
  const match: Match = judged ? proxy.judge.match(method, path) : { kind: 'path' };
  const upstreamUrl = `${proxy.target.origin}${proxy.basePath}${url}`;
  const requestTee = new Tee();
  const headers = upstreamHeaders(req.rawHeaders, proxy.options.rewriteHost === true ? proxy.target.host : undefined);
  return { ...arrival, req, res, settle, judged, match, upstreamUrl, headers, requestTee };
}

/** The end-to-end headers of a request, its Host replaced by `host` when given (--rewrite-host). */
function upstreamHeaders(raw: string[], host: string | undefined): string[] {
  const headers = endToEnd(raw);
  if (host !== undefined) {
    const at = headers.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'host');
    if (at >= 0) headers.splice(at, 2);
    headers.push('Host', host);
  }
  return headers;
}

/** The request as the judge reads it. */
function judgedRequest(passage: Passage): JudgedRequest {
  return {
    method: passage.method,
    url: passage.url,
    contentType: passage.req.headers['content-type'],
    body: passage.requestTee.body,
  };
}

/** The exchange of a passage answered `status` with `headers` and `body`, as the judge and the reports read it. */
function exchangeFor(passage: Passage, status: number, headers: http.IncomingHttpHeaders, body: Buffer): Exchange {
  const { match, method, upstreamUrl, req, requestTee, started } = passage;
  return exchangeOf(
    match.kind === 'operation' ? match.op.id : undefined,
    recorded(method, upstreamUrl, req.rawHeaders, requestTee.body),
    status,
    headers,
    body,
    performance.now() - started,
  );
}

/** Records the exchange (judged or not) and hands it on (onExchange); the passage is then settled. */
function record(
  proxy: ContractProxy,
  passage: Passage,
  exchange: Exchange,
  violations: RequestViolation[],
  refused: boolean,
): void {
  try {
    if (!passage.judged) proxy.judge.unjudged();
    else proxy.judge.record(passage.match, exchange, violations, refused);
    proxy.options.onExchange?.(exchange, {
      startedAt: passage.startedAt,
      totalMs: performance.now() - passage.started,
    });
  } finally {
    passage.settle();
  }
}

/**
 * Sends the request on: `buffered` when read whole (enforce), otherwise streamed; `violations` when already judged.
 * A resend (`retried`) goes on a connection of its own: the pool's others went idle with the one closed, and may be next.
 */
function forward(
  proxy: ContractProxy,
  passage: Passage,
  buffered: Buffer | undefined,
  violations: RequestViolation[] | undefined,
  retried = false,
): void {
  const { req, res, method, headers, upstreamUrl, requestTee } = passage;
  const agent = retried ? false : proxy.agent;
  const upstream = proxy.lib.request(upstreamUrl, { method, headers, agent, setHost: false }, (answer) =>
    passAnswerOn(proxy, passage, answer, violations),
  );
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    // A kept-alive connection the target closed just as it was reused (its keep-alive timeout) fails before
    // anything was answered: the request goes once more, on a new connection, rather than as a 502.
    const resendable = buffered !== undefined || bodiless(req);
    const closedOnReuse = upstream.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
    if (!retried && closedOnReuse && resendable) forward(proxy, passage, buffered ?? requestTee.body, violations, true);
    else answerUnreachable(proxy, passage, error);
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  if (buffered !== undefined) upstream.end(buffered);
  else {
    req.on('data', (chunk: Buffer) => requestTee.add(chunk));
    req.pipe(upstream);
  }
}

/** A request without a body, which can be sent again as it was (as can one read whole). */
function bodiless(req: http.IncomingMessage): boolean {
  return (
    (req.headers['content-length'] === undefined || req.headers['content-length'] === '0') &&
    req.headers['transfer-encoding'] === undefined
  );
}

/** Passes the target's answer on as it comes, and judges the exchange once it is on its way. */
function passAnswerOn(
  proxy: ContractProxy,
  passage: Passage,
  answer: http.IncomingMessage,
  violations: RequestViolation[] | undefined,
): void {
  const { res } = passage;
  const answerTee = new Tee();
  res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
  answer.on('data', (chunk: Buffer) => answerTee.add(chunk));
  answer.pipe(res);
  answer.on('end', () => {
    // The answer is on its way; judging waits for the next turn of the event loop.
    setImmediate(() => {
      const exchange = exchangeFor(passage, answer.statusCode ?? 0, answer.headers, answerTee.body);
      const requestViolations = passage.judged
        ? (violations ?? proxy.judge.judgeRequest(passage.match, judgedRequest(passage)))
        : [];
      record(proxy, passage, exchange, requestViolations, false);
    });
  });
}

/** The target could not be reached: a 502 when nothing was answered yet, otherwise the answer cut off. */
function answerUnreachable(proxy: ContractProxy, passage: Passage, error: Error): void {
  const { res } = passage;
  if (res.headersSent) {
    res.destroy(error);
    return;
  }
  res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', [REQUIREMENT_HEADER]: 'none' });
  res.end(
    JSON.stringify({
      error: { code: 502, message: `the proxy cannot reach ${proxy.target.origin}: ${error.message}` },
    }),
  );
  passage.settle();
}

/** Enforce mode: the whole request first, then judged, then refused or forwarded. */
function enforce(proxy: ContractProxy, passage: Passage): void {
  const { req, requestTee } = passage;
  req.on('data', (chunk: Buffer) => requestTee.add(chunk));
  req.on('end', () => {
    const violations = proxy.judge.judgeRequest(passage.match, judgedRequest(passage));
    if (violations.length === 0) forward(proxy, passage, requestTee.body, violations);
    else refuse(proxy, passage, violations);
  });
}

/** Answers a request that breaks the contract 400 without sending it on, and records the exchange as refused. */
function refuse(proxy: ContractProxy, passage: Passage, violations: RequestViolation[]): void {
  const { res } = passage;
  const { headers, body } = refusal(violations, (id) => proxy.judge.rule(id));
  res.writeHead(400, headers);
  res.end(body);
  record(proxy, passage, exchangeFor(passage, 400, headers, Buffer.from(body)), violations, true);
}
