/**
 * Sends the exchanges of a HAR file again to another target, judged as the proxy judges live traffic. What a HAR
 * holds is checked first (planReplay): entries of other hosts, outside the API and unreadable ones are counted and
 * left out; a masked secret, or a token variable nothing fills, stops the replay before anything is sent.
 */
import { callers, tokenVariable, type Caller } from '../engine/fixtures.js';
import { send } from '../engine/transport.js';
import { globToRegExp } from '../engine/glob.js';
import { HarError, replayRequest, type HarEntry } from './har.js';
import { DEFAULT_IGNORED, exchangeOf } from './server.js';
import type { TrafficJudge } from './traffic.js';

export interface ReplayOptions {
  target: string;
  judge: TrafficJudge;
  /** The fixtures' tokens: `$DOCS_API_TOKEN_<CALLER>` in the HAR becomes the caller's token. */
  tokens?: Partial<Record<Caller, string>>;
  ignore?: string[];
  timeoutMs?: number;
}

/** The entries a replay sends, and how many it leaves out by why. */
export interface ReplayPlan {
  entries: HarEntry[];
  skipped: { 'of other hosts': number; 'outside the API': number; unreadable: number };
}

/** Why an entry cannot be read as a request, or undefined when it can. */
function unreadable(entry: unknown): string | undefined {
  const request = (entry as { request?: unknown } | null)?.request as Partial<HarEntry['request']> | undefined;
  if (typeof request !== 'object' || request === null) return 'no request';
  if (typeof request.method !== 'string' || !/^[A-Za-z]+$/.test(request.method)) return 'no method';
  if (typeof request.url !== 'string' || !URL.canParse(request.url)) return 'no absolute URL';
  if (
    !Array.isArray(request.headers) ||
    !request.headers.every(
      (h: unknown) =>
        typeof (h as HarEntry['request']['headers'][number])?.name === 'string' &&
        typeof (h as { value?: unknown }).value === 'string',
    )
  )
    return 'headers not a list of names and values';
  if (request.postData !== undefined && typeof request.postData.text !== 'string') return 'postData without text';
  return undefined;
}

const MASKED = '…****';
const TOKEN_VARIABLE = /\$DOCS_API_TOKEN_(ADMIN|READER|OUTSIDER)\b/g;

/**
 * Which entries of a HAR a replay sends: those of the API's host (the host most entries under `/v1` went to) under
 * `/v1` or an ignored path (the test API, probes: sent, not judged). Throws HarError naming what to do when one it
 * would send carries a masked secret or names a caller's token variable that `tokens` does not fill.
 */
export function planReplay(
  raw: unknown[],
  file: string,
  tokens?: Partial<Record<Caller, string>>,
  ignore: string[] = DEFAULT_IGNORED,
): ReplayPlan {
  const ignored = ignore.map(globToRegExp);
  const skipped: ReplayPlan['skipped'] = { 'of other hosts': 0, 'outside the API': 0, unreadable: 0 };
  const readable: HarEntry[] = [];
  for (const entry of raw) {
    if (unreadable(entry) === undefined) readable.push(entry as HarEntry);
    else skipped.unreadable += 1;
  }
  const api = (entry: HarEntry) => /^\/v1(\/|$)/.test(new URL(entry.request.url).pathname);
  const hosts = new Map<string, number>();
  for (const entry of readable.filter(api)) {
    const host = new URL(entry.request.url).host;
    hosts.set(host, (hosts.get(host) ?? 0) + 1);
  }
  const apiHost = [...hosts].sort(([, x], [, y]) => y - x)[0]?.[0];
  const entries: HarEntry[] = [];
  for (const entry of readable) {
    const url = new URL(entry.request.url);
    if (url.host !== apiHost) skipped['of other hosts'] += 1;
    else if (!api(entry) && !ignored.some((pattern) => pattern.test(url.pathname))) skipped['outside the API'] += 1;
    else entries.push(entry);
  }
  const texts = (entry: HarEntry) => [
    entry.request.url,
    ...entry.request.headers.map(({ name, value }) => `${name}: ${value}`),
    entry.request.postData?.text ?? '',
  ];
  const masked = entries.findIndex((entry) => texts(entry).some((text) => text.includes(MASKED)));
  if (masked >= 0) {
    const count = entries.filter((entry) => texts(entry).some((text) => text.includes(MASKED))).length;
    const where = texts(entries[masked] as HarEntry).find((text) => text.includes(MASKED)) ?? '';
    throw new HarError(
      `${file}: ${count} of its ${entries.length} requests carry a masked secret (${where.slice(0, 80)}), which cannot be sent again. ` +
        "The proxy masks a token it cannot name: record with `proxy --fixtures <file>` (the callers' tokens are then written as $DOCS_API_TOKEN_ADMIN, …) and replay with `--fixtures <file>` or the DOCS_API_TOKEN_ADMIN, _READER, _OUTSIDER variables; or record with --show-secrets.",
    );
  }
  const unfilled = new Set<string>();
  for (const entry of entries)
    for (const text of texts(entry))
      for (const [, caller = ''] of text.matchAll(TOKEN_VARIABLE))
        if (tokens?.[caller.toLowerCase() as Caller] === undefined) unfilled.add(caller.toLowerCase());
  if (unfilled.size > 0) {
    const names = callers.filter((c) => unfilled.has(c));
    throw new HarError(
      `${file} names the tokens of ${names.join(', ')} ($${names.map(tokenVariable).join(', $')}): give --fixtures <file> with the callers' tokens, or set ${names.map(tokenVariable).join(', ')}`,
    );
  }
  return { entries, skipped };
}

/** Sends every entry in order (one at a time, as the traffic came) and records each exchange with the judge. */
export async function replay(entries: HarEntry[], options: ReplayOptions): Promise<void> {
  const ignored = (options.ignore ?? DEFAULT_IGNORED).map(globToRegExp);
  const basePath = new URL(options.target).pathname.replace(/\/$/, '');
  for (const entry of entries) {
    const request = replayRequest(entry, options.target, options.tokens);
    const url = new URL(request.url);
    const path = url.pathname.slice(basePath.length) || '/';
    const started = performance.now();
    const answer = await send(request, options.timeoutMs);
    const judged = !ignored.some((pattern) => pattern.test(path));
    if (!judged) {
      options.judge.unjudged();
      continue;
    }
    const match = options.judge.match(request.method, path);
    const contentType = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    const violations = options.judge.judgeRequest(match, {
      method: request.method,
      url: `${path}${url.search}`,
      contentType,
      body: Buffer.from(request.body ?? ''),
    });
    const exchange = exchangeOf(
      match.kind === 'operation' ? match.op.id : undefined,
      request,
      answer.status,
      answer.headers,
      answer.body,
      performance.now() - started,
    );
    options.judge.record(match, exchange, violations);
  }
}
