/**
 * Faults of the suite's reach: the negative phase (a 5xx or an HTML page for a client's mistake, a 405 without
 * Allow), races that only show when requests arrive at once, a second instance that serves stale reads, and a
 * slow operation.
 */
import type { Fault } from './faults.js';
import {
  htmlPage,
  json,
  parts,
  requestJson,
  type Forward,
  type ProxiedRequest,
  type ProxiedResponse,
} from './fault-proxy.js';

const crash = () => json(500, { error: { code: 500, message: 'Internal server error' } });
const malformedEscape = (segment: string): boolean => {
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
};
/** The path as the client sent it (not decoded), split into segments. */
const rawSegments = (request: ProxiedRequest): string[] => (request.url.split('?')[0] ?? '').split('/');

/** Answers what arrives while another request of the same key is under way with that request's answer. */
function sharedWhileInFlight(match: (request: ProxiedRequest) => string | undefined) {
  const inFlight = new Map<string, Promise<ProxiedResponse>>();
  return async (request: ProxiedRequest, forward: Forward): Promise<ProxiedResponse> => {
    const key = match(request);
    if (key === undefined) return forward(request);
    const running = inFlight.get(key);
    if (running !== undefined) return running; // the lost write: never forwarded
    const answer = forward(request).finally(() => inFlight.delete(key));
    inFlight.set(key, answer);
    return answer;
  };
}

/** Numbers change requests by the count it knew of when the request arrived: a read-then-insert race. */
function racyNumbers() {
  const created = new Map<string, number>();
  return async (request: ProxiedRequest, forward: Forward): Promise<ProxiedResponse> => {
    const match = /^\/v1\/spaces\/([^/]+)\/change-requests$/.exec(parts(request).path);
    if (request.method !== 'POST' || match === null) return forward(request);
    const space = match[1] as string;
    const before = created.get(space) ?? 0;
    const response = await forward(request);
    if (response.status !== 201) return response;
    created.set(space, (created.get(space) ?? 0) + 1);
    const body = JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
    return { ...response, body: Buffer.from(JSON.stringify({ ...body, number: before + 1 })) };
  };
}

/** Keeps the first answer of every GET of a space and serves it again: a second instance with a stale cache. */
function staleSpaces() {
  const cache = new Map<string, ProxiedResponse>();
  return async (request: ProxiedRequest, forward: Forward): Promise<ProxiedResponse> => {
    if (request.method !== 'GET' || !/^\/v1\/spaces\/[^/]+$/.test(parts(request).path)) return forward(request);
    const key = `${request.url} ${request.headers.authorization ?? ''}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const response = await forward(request);
    cache.set(key, response);
    return response;
  };
}

export const reachFaults: Fault[] = [
  {
    name: 'GET collection crashes (500) on a percent-escape that does not decode',
    category: 'robustness',
    profiles: ['collections'],
    expected: ['ROB-NEVER-5XX.getCollectionById', 'RSP-NO-5XX.getCollectionById'],
    handle: (request, forward) => {
      const segments = rawSegments(request);
      const hit =
        request.method === 'GET' &&
        segments.length === 4 &&
        segments[2] === 'collections' &&
        malformedEscape(segments[3] ?? '');
      return hit ? Promise.resolve(crash()) : forward(request);
    },
  },
  {
    name: 'createCollection crashes (500) on a NUL in a JSON string',
    category: 'robustness',
    profiles: ['collections'],
    expected: ['ROB-NEVER-5XX.createCollection', 'RSP-NO-5XX.createCollection'],
    handle: (request, forward) =>
      request.method === 'POST' &&
      /^\/v1\/orgs\/[^/]+\/collections$/.test(parts(request).path) &&
      request.body.toString('utf8').includes('\\u0000')
        ? Promise.resolve(crash())
        : forward(request),
  },
  {
    // Issue 59: a check that counts "not 2xx" as refused passed on it; RSP-NO-5XX and the engine now fail it.
    name: 'updateCommentInSpace crashes (500) when `resolved` is not a boolean',
    category: 'robustness',
    profiles: ['comments'],
    // RSP-NO-5XX, and the refusal checks that sent the wrongly typed `resolved` (ATOMIC fails in the engine now).
    expected: [
      'ATOMIC-updateCommentInSpace',
      'ROB-INVALID-BODY.updateCommentInSpace',
      'RSP-NO-5XX.updateCommentInSpace',
    ],
    handle: (request, forward) => {
      const resolved = request.method === 'PUT' ? requestJson(request)?.['resolved'] : undefined;
      return /^\/v1\/spaces\/[^/]+\/comments\/[^/]+$/.test(parts(request).path) &&
        resolved !== undefined &&
        typeof resolved !== 'boolean'
        ? Promise.resolve(crash())
        : forward(request);
    },
  },
  {
    name: 'an oversized header is refused with an HTML 431 page',
    category: 'robustness',
    profiles: ['core'],
    expected: ['ROB-ERROR-BODY.oversized-request'],
    handle: (request, forward) =>
      Object.values(request.headers).some((v) => typeof v === 'string' && v.length > 16_000)
        ? Promise.resolve(htmlPage(431, '<html><body><h1>431 Request Header Fields Too Large</h1></body></html>'))
        : forward(request),
  },
  {
    name: 'a 405 on a collection leaves out Allow',
    category: 'robustness',
    profiles: ['collections'],
    expected: ['ROB-ALLOW.getCollectionById'],
    handle: async (request, forward) => {
      const response = await forward(request);
      if (response.status !== 405 || !/^\/v1\/collections\/[^/]+$/.test(parts(request).path)) return response;
      const { allow: _allow, ...headers } = response.headers;
      return { ...response, headers };
    },
  },
  {
    name: 'change request numbers are read, then inserted: duplicates when created at once',
    category: 'concurrency',
    profiles: ['concurrency'],
    expected: ['CONC-change-request.number', 'CONC-change-request.number.sequence'],
    handle: racyNumbers(),
  },
  {
    name: 'a merge that arrives while another merge of the space runs is answered 200 and lost',
    category: 'concurrency',
    profiles: ['concurrency'],
    expected: ['CONC-change-request.merge'],
    handle: sharedWhileInFlight((request) => {
      const match = /^\/v1\/spaces\/([^/]+)\/change-requests\/[^/]+\/merge$/.exec(parts(request).path);
      return request.method === 'POST' && match !== null ? match[1] : undefined;
    }),
  },
  {
    name: 'the second instance serves a cached GET of a space after it changed',
    category: 'instances',
    profiles: ['instances'],
    expected: ['INST-read-your-writes'],
    secondInstance: true,
    handle: staleSpaces(),
  },
  {
    name: 'GET collection takes 2.5 s (a 2 s response-time budget)',
    category: 'performance',
    profiles: ['collections'],
    expected: ['PERF-RESPONSE-TIME.getCollectionById'],
    reach: { maxResponseTimeMs: 2000 },
    handle: async (request, forward) => {
      if (request.method === 'GET' && /^\/v1\/collections\/[^/]+$/.test(parts(request).path))
        await new Promise((resolve) => setTimeout(resolve, 2500));
      return forward(request);
    },
  },
];
