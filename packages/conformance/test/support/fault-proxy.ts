/**
 * A fault-injecting HTTP proxy (test code only): node:http on 127.0.0.1, port 0, in front of the reference
 * server. Each fault sees every request and decides what the client gets back, the way a careless
 * implementation would answer.
 */
import http from 'node:http';
import { listenLocally } from './listen.js';

export interface ProxiedRequest {
  method: string;
  /** Path and query, e.g. `/v1/spaces/abc?limit=2`. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Bytes written to the socket as they are (status line and headers included), then the connection closes. */
  raw?: Buffer;
}

export type Forward = (request: ProxiedRequest) => Promise<ProxiedResponse>;

/** Decides the answer to one request: usually `forward(request)`, possibly changed. */
export type FaultHandler = (request: ProxiedRequest, forward: Forward) => Promise<ProxiedResponse>;

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

export interface RunningProxy {
  url: string;
  stop(): Promise<void>;
}

export async function startProxy(upstream: string, handle: FaultHandler): Promise<RunningProxy> {
  const agent = new http.Agent({ keepAlive: true });
  // A kept-alive connection the server closes just as it is reused fails with ECONNRESET before anything was
  // answered (the server's keep-alive timeout, under load): the request goes once more on a connection of its own, as
  // the suite's own transport does, instead of answering the suite a 502 no fault asked for.
  const send = (request: ProxiedRequest, retried: boolean): Promise<ProxiedResponse> =>
    new Promise((resolve, reject) => {
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !hopByHop.has(name)));
      const req = http.request(
        new URL(request.url, upstream),
        { method: request.method, headers, agent: retried ? false : agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const out: Record<string, string> = {};
            for (const [name, value] of Object.entries(res.headers))
              if (!hopByHop.has(name) && typeof value === 'string') out[name] = value;
            resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
          });
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (!retried && req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE'))
          resolve(send(request, true));
        else reject(error);
      });
      if (request.body.length > 0) req.write(request.body);
      req.end();
    });
  const forward: Forward = (request) => send(request, false);

  // Large enough for the suite's oversized requests to reach the server behind (which decides how to refuse them).
  const server = http.createServer({ maxHeaderSize: 256 * 1024 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ProxiedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      handle(request, forward).then(
        (response) => {
          if (response.raw !== undefined) {
            res.socket?.end(response.raw);
            return;
          }
          res.writeHead(response.status, { ...response.headers, 'content-length': String(response.body.length) });
          res.end(response.body);
        },
        (error: unknown) => {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`proxy error: ${String(error)}`);
        },
      );
    });
  });
  const { url, close } = await listenLocally(server);
  return {
    url,
    stop: () => {
      agent.destroy();
      return close();
    },
  };
}

/** A JSON response. */
export const json = (status: number, value: unknown): ProxiedResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(JSON.stringify(value)),
});

/** A response with an HTML page: what a careless framework answers instead of the error body. */
export const htmlPage = (status: number, html: string): ProxiedResponse => ({
  status,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(html),
});

/** `fix` applied to each item of a List body, or to the body itself when it is one object. */
export const eachObject = (
  body: Record<string, unknown>,
  fix: (item: Record<string, unknown>) => Record<string, unknown>,
): Record<string, unknown> =>
  Array.isArray(body['items']) ? { ...body, items: (body['items'] as Record<string, unknown>[]).map(fix) } : fix(body);

/** The response with its JSON body changed. */
export function rewriteJson(
  response: ProxiedResponse,
  change: (body: Record<string, unknown>) => unknown,
): ProxiedResponse {
  // A HEAD's answer (or a 204) has no body to change: what the fault changes in a GET's body, HEAD does not show.
  if (response.body.length === 0) return response;
  const body = JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
  return { ...response, body: Buffer.from(JSON.stringify(change(body))) };
}

/**
 * The request with another JSON body; the request as it was where the body cannot be written again (the robustness
 * families' deeply nested bodies overflow JSON.stringify's stack).
 */
export function withJsonBody(request: ProxiedRequest, body: Record<string, unknown>): ProxiedRequest {
  try {
    return { ...request, body: Buffer.from(JSON.stringify(body)) };
  } catch {
    return request;
  }
}

/** The JSON body of a request, or undefined. */
export function requestJson(request: ProxiedRequest): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(request.body.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The path without the query, and the query parameters. */
export function parts(request: ProxiedRequest): { path: string; query: URLSearchParams } {
  const url = new URL(request.url, 'http://proxy.invalid');
  return { path: url.pathname, query: url.searchParams };
}

/** Whether the request has this method and a path that matches. */
export const is = (request: ProxiedRequest, method: string, pattern: RegExp): boolean =>
  request.method === method && pattern.test(parts(request).path);

/** The request at `path` with the query `query` (edited from `parts(request)`). */
export const withQuery = (request: ProxiedRequest, path: string, query: URLSearchParams): ProxiedRequest => ({
  ...request,
  url: `${path}?${query.toString()}`,
});

/** A fault that changes the query of a matching GET request where `applies` before forwarding it. */
export const changeQuery =
  (
    pattern: RegExp,
    applies: (query: URLSearchParams) => boolean,
    change: (query: URLSearchParams) => void,
  ): FaultHandler =>
  (request, forward) => {
    const { path, query } = parts(request);
    if (!is(request, 'GET', pattern) || !applies(query)) return forward(request);
    change(query);
    return forward(withQuery(request, path, query));
  };

/** A fault that answers `to` where the target answers `from` to a matching request. */
export const swapStatus =
  (method: string, pattern: RegExp, from: number, to: number): FaultHandler =>
  async (request, forward) => {
    const response = await forward(request);
    return is(request, method, pattern) && response.status === from ? { ...response, status: to } : response;
  };

/** A fault that changes the JSON body of the `status` answers to a matching request. */
export const rewriteAnswer =
  (method: string, pattern: RegExp, status: number, change: (body: Record<string, unknown>) => unknown): FaultHandler =>
  async (request, forward) => {
    const response = await forward(request);
    return is(request, method, pattern) && response.status === status ? rewriteJson(response, change) : response;
  };

/**
 * A fault that stores a title one character longer than `max` cut to `max` characters, and answers it as sent:
 * the limit goes unchecked, and the answers break the schema's `maxLength` too.
 */
export const titleOneTooLong =
  (max: number, writes: (request: ProxiedRequest) => boolean): FaultHandler =>
  async (request, forward) => {
    const body = requestJson(request);
    const title = body?.['title'];
    if (!writes(request) || typeof title !== 'string' || [...title].length !== max + 1) return forward(request);
    const stored = [...title].slice(0, max).join('');
    const response = await forward({ ...request, body: Buffer.from(JSON.stringify({ ...body, title: stored })) });
    return response.status < 300 ? rewriteJson(response, (b) => ({ ...b, title })) : response;
  };

/** Pages a list itself from the upstream's whole list, with its own cursor; `step` is how far `next` moves. */
export async function repaginate(
  request: ProxiedRequest,
  forward: Forward,
  step: (limit: number) => number,
): Promise<ProxiedResponse> {
  const { path, query } = parts(request);
  const limit = Number(query.get('limit'));
  const page = query.get('page');
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || (page !== null && !page.startsWith('proxy:')))
    return forward(request);
  const offset = page === null ? 0 : Number(page.slice('proxy:'.length));
  const whole = await forward({ ...request, url: `${path}?limit=1000` });
  if (whole.status !== 200) return whole;
  return rewriteJson(whole, (body) => {
    const items = body['items'] as unknown[];
    const next = offset + limit < items.length ? offset + step(limit) : undefined;
    return {
      items: items.slice(offset, offset + limit),
      count: items.length,
      ...(next !== undefined ? { next: { page: `proxy:${next}` } } : {}),
    };
  });
}

/** A fault that pages a matching list itself so that each page starts with the last item of the one before. */
export const overlappingPages =
  (pattern: RegExp): FaultHandler =>
  (request, forward) =>
    is(request, 'GET', pattern) ? repaginate(request, forward, (limit) => Math.max(1, limit - 1)) : forward(request);
