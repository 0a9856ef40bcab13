/**
 * HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) of the exchanges the proxy saw, secrets masked: a
 * bearer token of a fixtures' caller is written as `Bearer $DOCS_API_TOKEN_<CALLER>` (the curl lines' form, which
 * `replay --fixtures` fills in again); any other secret as `gb_…****`.
 */
import { readFile } from 'node:fs/promises';
import { callers, tokenVariable, type Caller, type Fixtures } from '../engine/fixtures.js';
import type { Exchange, RecordedRequest } from '../engine/types.js';
import type { Masker } from '../reporters/mask.js';
import { toolVersion } from '../version.js';

interface HarHeader {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: [];
    headers: HarHeader[];
    queryString: HarHeader[];
    postData?: { mimeType: string; text: string };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: [];
    headers: HarHeader[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: string;
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  /** The operation the proxy matched (a custom field: HAR allows `_`-prefixed ones). */
  _operationId?: string;
}

export interface Har {
  log: { version: '1.2'; creator: { name: string; version: string }; entries: HarEntry[] };
}

/** Collects the exchanges of a proxy run as HAR entries. */
export class HarRecorder {
  private readonly entries: HarEntry[] = [];

  constructor(
    private readonly mask: Masker,
    private readonly fixtures?: Pick<Fixtures, 'tokens'>,
  ) {}

  add(exchange: Exchange, timings: { startedAt: Date; totalMs: number }): void {
    const { request } = exchange;
    const url = new URL(request.url);
    const contentType = (name: string, headers: Record<string, unknown>) =>
      String(Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '');
    const responseHeaders = Object.entries(exchange.headers).flatMap(([name, value]) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: this.mask.text(v) })),
    );
    this.entries.push({
      startedDateTime: timings.startedAt.toISOString(),
      time: Math.round(timings.totalMs * 1000) / 1000,
      request: {
        method: request.method,
        url: this.mask.text(request.url),
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: Object.entries(request.headers).map(([name, value]) => ({ name, value: this.header(name, value) })),
        queryString: [...url.searchParams].map(([name, value]) => ({
          name,
          value: this.mask.text(`?${name}=${value}`).slice(name.length + 2),
        })),
        ...(request.body !== undefined
          ? { postData: { mimeType: contentType('content-type', request.headers), text: this.mask.text(request.body) } }
          : {}),
        headersSize: -1,
        bodySize: Buffer.byteLength(request.body ?? ''),
      },
      response: {
        status: exchange.status,
        statusText: '',
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: responseHeaders,
        content: {
          size: Buffer.byteLength(exchange.bodyText),
          mimeType: contentType('content-type', exchange.headers),
          ...(exchange.bodyText !== '' ? { text: this.mask.text(exchange.bodyText) } : {}),
        },
        redirectURL: '',
        headersSize: -1,
        bodySize: exchange.bodyBytes,
      },
      cache: {},
      timings: { send: 0, wait: Math.round(timings.totalMs * 1000) / 1000, receive: 0 },
      ...(exchange.operationId !== undefined ? { _operationId: exchange.operationId } : {}),
    });
  }

  har(): Har {
    return {
      log: {
        version: '1.2',
        creator: { name: 'docs-api-conformance proxy', version: toolVersion },
        entries: this.entries,
      },
    };
  }

  /** A header's value as written: a fixtures' token by its variable, other secrets masked. */
  private header(name: string, value: string): string {
    if (name.toLowerCase() === 'authorization' && !this.mask.reveal) {
      const caller = callers.find((c) => {
        const token = this.fixtures?.tokens[c];
        return token !== undefined && token !== '' && value === `Bearer ${token}`;
      });
      if (caller !== undefined) return `Bearer $${tokenVariable(caller)}`;
    }
    return this.mask.text(value);
  }
}

export class HarError extends Error {}

/** Reads a HAR file's entries; throws HarError when it is not HAR. */
export async function readHar(file: string): Promise<HarEntry[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new HarError(`${file}: not a HAR file (${(error as Error).message})`);
  }
  const entries = (parsed as Partial<Har> | undefined)?.log?.entries;
  if (!Array.isArray(entries)) throw new HarError(`${file}: not a HAR file (no log.entries)`);
  return entries;
}

/**
 * A HAR entry's request, sent to another target: the same path and query on the target's origin, the callers'
 * token variables filled with the fixtures' tokens (a masked token of no known caller stays masked: refused).
 */
export function replayRequest(
  entry: HarEntry,
  target: string,
  tokens?: Partial<Record<Caller, string>>,
): RecordedRequest {
  const original = new URL(entry.request.url);
  const base = target.replace(/\/+$/, '');
  const fill = (text: string) =>
    text.replace(/\$DOCS_API_TOKEN_(ADMIN|READER|OUTSIDER)\b/g, (whole, caller: string) => {
      const token = tokens?.[caller.toLowerCase() as Caller];
      return token ?? whole;
    });
  const headers: Record<string, string> = {};
  for (const { name, value } of entry.request.headers)
    if (!/^(content-length|host)$/i.test(name)) headers[name] = fill(value);
  const body = entry.request.postData?.text;
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  return {
    method: entry.request.method,
    url: `${base}${original.pathname}${original.search}`,
    headers,
    ...(body !== undefined ? { body } : {}),
  };
}
