/**
 * Requests larger than a server takes (a 40 kB header, a 40 kB URL) are refused before any route runs: with a
 * 4xx (431, 414), never a 5xx or a dropped connection (MUST), and with the error body (SHOULD) — also when the
 * HTTP parser answers, before the application sees the request.
 */
import net from 'node:net';
import type { Check } from '../../engine/check.js';
import { failureStatuses, rfc } from '../../engine/sources.js';
import type { Exchange, Requirement, Verdict } from '../../engine/types.js';
import type { ApiSpec } from '../../contract/operations.js';
import { about, answer, hasErrorBody } from '../entries-and-answers.js';

export const OVERSIZED_NEVER_5XX = 'ROB-NEVER-5XX.oversized-request';
export const OVERSIZED_ERROR_BODY = 'ROB-ERROR-BODY.oversized-request';
const PROBE_OPERATION = 'listOrganizationsForAuthenticatedUser';
const SIZE = 40_000;
const TIMEOUT_MS = 10_000;

export function oversizedRequirements(spec: ApiSpec): Requirement[] {
  if (!spec.has(PROBE_OPERATION)) return [];
  const op = spec.operation(PROBE_OPERATION);
  return [
    about(op, {
      id: OVERSIZED_NEVER_5XX,
      level: 'MUST',
      source: rfc(
        'RFC 9110 §5.4',
        'A server that receives a request header field line, field value, or set of fields larger than it wishes to process MUST respond with an appropriate 4xx (Client Error) status code.',
      ),
      section: 'Errors',
      category: 'robustness',
      statement: `a request with a ${SIZE}-byte header or URL is answered, and not with a 5xx`,
    }),
    about(op, {
      id: OVERSIZED_ERROR_BODY,
      level: 'SHOULD',
      source: failureStatuses,
      section: 'Errors',
      category: 'robustness',
      statement: `a request with a ${SIZE}-byte header or URL refused with a 4xx (431, 414) carries the error body`,
    }),
  ];
}

/** Sends raw bytes and reads whatever comes back, also when the server closes (or resets) the connection early. */
function sendBytes(
  url: URL,
  head: string,
): Promise<{ status: number; headers: Record<string, string>; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80) });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const all = Buffer.concat(chunks).toString('latin1');
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return resolve({ error: error ?? 'the connection closed without an answer' });
      const [statusLine = '', ...lines] = all.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: Buffer.from(all.slice(split + 4), 'latin1').toString('utf8'),
      });
    };
    socket.setTimeout(TIMEOUT_MS, () => finish(`no answer within ${TIMEOUT_MS} ms`));
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => finish(error.message));
    socket.on('close', () => finish());
  });
}

export function oversizedCheck(spec: ApiSpec): Check {
  return {
    name: 'oversized requests',
    covers: spec.has(PROBE_OPERATION) ? [OVERSIZED_NEVER_5XX, OVERSIZED_ERROR_BODY] : [],
    async run(run) {
      const base = new URL(run.env.fixtures.baseUrl);
      const prefix = base.pathname.replace(/\/+$/, '');
      const token = run.env.fixtures.tokens.admin;
      const requests = [
        {
          label: `a ${SIZE}-byte header`,
          target: `${prefix}/v1/orgs`,
          extra: `X-Conformance-Padding: ${'a'.repeat(SIZE)}\r\n`,
        },
        { label: `a ${SIZE}-byte URL`, target: `${prefix}/v1/orgs?conformance=${'a'.repeat(SIZE)}`, extra: '' },
      ];
      const broken = new Map<string, { message: string; exchange: Exchange }>();
      for (const request of requests) {
        const head = `GET ${request.target} HTTP/1.1\r\nHost: ${base.host}\r\nAuthorization: Bearer ${token}\r\nAccept: application/json\r\n${request.extra}Connection: close\r\n\r\n`;
        const got = await sendBytes(base, head);
        const url = `${base.origin}${request.target.slice(0, 60)}…`;
        const exchange: Exchange =
          'error' in got
            ? {
                request: { method: 'GET', url, headers: {} },
                status: 0,
                headers: {},
                bodyText: `(no answer: ${got.error})`,
                bodyBytes: 0,
              }
            : (() => {
                let json: unknown;
                try {
                  json = JSON.parse(got.body);
                } catch {
                  json = undefined;
                }
                return {
                  request: { method: 'GET', url, headers: {} },
                  status: got.status,
                  headers: got.headers,
                  bodyText: got.body,
                  bodyBytes: Buffer.byteLength(got.body),
                  ...(json !== undefined ? { json } : {}),
                };
              })();
        if ((exchange.status === 0 || exchange.status >= 500) && !broken.has(OVERSIZED_NEVER_5XX))
          broken.set(OVERSIZED_NEVER_5XX, {
            message: `${request.label}: ${exchange.status === 0 ? exchange.bodyText : answer(exchange)}`,
            exchange,
          });
        if (
          exchange.status >= 400 &&
          exchange.status < 500 &&
          !hasErrorBody(exchange) &&
          !broken.has(OVERSIZED_ERROR_BODY)
        ) {
          broken.set(OVERSIZED_ERROR_BODY, {
            message: `${request.label}: answered ${exchange.status} ${exchange.bodyText === '' ? 'with no body' : `with ${exchange.bodyText.slice(0, 120)}`}, not the error body`,
            exchange,
          });
        }
      }
      return [OVERSIZED_NEVER_5XX, OVERSIZED_ERROR_BODY]
        .filter((id) => run.selected.has(id))
        .map((id): Verdict => {
          const found = broken.get(id);
          return found === undefined
            ? { id, status: 'pass', check: 'oversized requests' }
            : {
                id,
                status: 'fail',
                check: 'oversized requests',
                failure: { message: found.message, exchanges: [found.exchange] },
              };
        });
    },
  };
}
