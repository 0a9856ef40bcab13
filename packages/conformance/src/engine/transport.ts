/**
 * Sending requests: node:http with keep-alive for ordinary calls, and a raw socket for the calls whose
 * body bytes themselves are under test (a DELETE must send no bytes, whatever Content-Length says).
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
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

const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 16 }), https: new https.Agent({ keepAlive: true, maxSockets: 16 }) };
const TIMEOUT_MS = 20_000;

/** Sends one request with node:http(s). */
export function send(request: RecordedRequest): Promise<RawResponse> {
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  const lib = secure ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      url,
      { method: request.method, headers: request.headers, agent: secure ? agents.https : agents.http, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', (error) => reject(new TargetUnreachable(request.url, error)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', (error) => reject(new TargetUnreachable(request.url, error)));
    if (request.body !== undefined) req.write(request.body);
    req.end();
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
export function sendRaw(request: RecordedRequest): Promise<RawResponse> {
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    const chunks: Buffer[] = [];
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    socket.on(secure ? 'secureConnect' : 'connect', () => {
      const headers: Record<string, string> = { ...request.headers, Host: url.host, Connection: 'close' };
      if (request.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(request.body));
      const head = [`${request.method} ${url.pathname}${url.search} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      socket.write(`${head.join('\r\n')}\r\n\r\n${request.body ?? ''}`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => reject(new TargetUnreachable(request.url, error)));
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return reject(new TargetUnreachable(request.url, new Error('connection closed before the headers ended')));
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
