/** Sends the exchanges of a HAR file again to another target, judged as the proxy judges live traffic. */
import type { Caller } from '../engine/fixtures.js';
import { send } from '../engine/transport.js';
import { globToRegExp } from '../engine/glob.js';
import { replayRequest, type HarEntry } from './har.js';
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
