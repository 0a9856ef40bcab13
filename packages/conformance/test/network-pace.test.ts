/**
 * A run at the speed of the network: the longest chain of dependent requests (timeline.ts), the run's pace shared by
 * its checks (pace.ts: requests in flight, the token bucket, throttling), the concurrency chosen from a round trip,
 * and a run against a reference that throttles a share of its answers deciding what it decides without throttling.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseConcurrency } from '../src/engine/run-pace.js';
import { longestChain, Timeline } from '../src/engine/timeline.js';
import { Pace, rateLimitOf } from '../src/engine/pace.js';
import { buildCatalogue, runSuite, Transport } from '../src/index.js';
import { failedIds, startReference, type Reference } from './support/reference.js';
import { listenLocally } from './support/listen.js';

const span = (start: number, end: number) => ({ start, end });

describe('the longest chain of dependent requests', () => {
  it('counts requests sent one after the other, and those in flight together once', () => {
    expect(longestChain([])).toBe(0);
    expect(longestChain([span(0, 10), span(10, 20), span(20, 30)])).toBe(3);
    // Three at once, then one after all of them: two round trips.
    expect(longestChain([span(0, 10), span(0, 12), span(1, 9), span(12, 20)])).toBe(2);
    // One long request beside a chain of three short ones: the chain of three.
    expect(longestChain([span(0, 100), span(0, 10), span(10, 20), span(20, 30)])).toBe(3);
  });

  it('adds the checks that waited for one another (one alone, a shared lock) and overlaps the others', async () => {
    const running = new AsyncLocalStorage<string>();
    const timeline = new Timeline(() => running.getStore());
    const sendWithin = (check: string, round: number) =>
      running.run(check, async () => {
        for (let i = 0; i < round; i += 1) {
          const at = performance.now();
          await new Promise((resolve) => setTimeout(resolve, 2));
          timeline.request(at, at);
        }
      });
    const at = performance.now();
    timeline.request(at, at); // the run's start: one round trip
    await timeline.check({ name: 'alone', exclusive: true }, () => sendWithin('alone', 3));
    // Two checks of one lock take turns; a third, free, overlaps them.
    await Promise.all([
      timeline.check({ name: 'free', locks: [] }, () => sendWithin('free', 5)),
      (async () => {
        await timeline.check({ name: 'first', locks: ['shared:org'] }, () => sendWithin('first', 2));
        await timeline.check({ name: 'second', locks: ['shared:org'] }, () => sendWithin('second', 2));
      })(),
    ]);
    const timing = timeline.summary({ answers: 0, pausedMs: 0 });
    expect(timing.requests).toBe(1 + 3 + 5 + 2 + 2);
    // 1 (start) + 3 (alone) + max(5 free, 2 + 2 taking turns), and the checks on that chain.
    expect(timing.chain).toBe(9);
    expect(timing.path).toEqual([
      { check: '(start)', chain: 1 },
      { check: 'alone', chain: 3 },
      { check: 'free', chain: 5 },
    ]);
    expect(timing.slowest.map((s) => s.check)).toContain('free');
  });
});

describe('the pace of a run', () => {
  it('keeps at most the limit in flight, handing each freed slot on', async () => {
    const pace = new Pace({ maxInFlight: 2 });
    let inFlight = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        await pace.acquire();
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        pace.release();
      }),
    );
    expect(most).toBe(2);
    pace.limitInFlight(5);
    await Promise.all(Array.from({ length: 5 }, () => pace.acquire()));
  });

  it('reads the RateLimit headers of the IETF draft, apart or in one field', () => {
    expect(rateLimitOf({ 'ratelimit-remaining': '0', 'ratelimit-reset': '3' })).toEqual({
      remaining: 0,
      resetMs: 3000,
    });
    expect(rateLimitOf({ ratelimit: 'limit=100, remaining=7, reset=2' })).toEqual({ remaining: 7, resetMs: 2000 });
    expect(rateLimitOf({ ratelimit: '"default";r=0;t=5' })).toEqual({ remaining: 0, resetMs: 5000 });
    expect(rateLimitOf({})).toBeUndefined();
  });

  it('pauses the whole run until the reset when the target says nothing is left, and counts the pause', () => {
    const pace = new Pace();
    expect(pace.answered(200, { 'ratelimit-remaining': '0', 'ratelimit-reset': '2' }, 0, 'GET /')).toBeUndefined();
    expect(pace.pausedMs).toBeGreaterThan(1900);
    // A 429 is waited out by its request (at least 100 ms) and counted.
    expect(pace.answered(429, { 'retry-after': '0' }, 0, 'GET /')).toBe(100);
    expect(pace.throttledAnswers).toBe(1);
  });

  it('chooses more checks at once the farther the target, within 4 and 48 and never above --concurrency', () => {
    expect(chooseConcurrency(1, undefined)).toBe(4);
    expect(chooseConcurrency(20, undefined)).toBe(8);
    expect(chooseConcurrency(100, undefined)).toBe(40);
    expect(chooseConcurrency(1000, undefined)).toBe(48);
    expect(chooseConcurrency(100, 6)).toBe(6);
    expect(chooseConcurrency(1, 2)).toBe(2);
  });

  it('slows the whole run when most answers are throttled: a request sent after the pause', async () => {
    let answered = 0;
    const server = http.createServer((_, res) => {
      answered += 1;
      if (answered <= 20) res.writeHead(429, { 'Retry-After': '0' }).end();
      else res.writeHead(200).end('{}');
    });
    const listening = await listenLocally(server);
    try {
      const transport = new Transport();
      const url = `${listening.url}/`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => transport.send({ method: 'GET', url, headers: {} })),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(transport.throttled).toBe(20);
      expect(transport.timing().throttled.pausedMs).toBeGreaterThan(0);
    } finally {
      await listening.close();
    }
  });
});

describe('a run against a target that throttles a share of its answers', () => {
  const catalogue = buildCatalogue();
  const selection = {
    only: [
      'RYW-*',
      'STATE-space.*',
      'PAG-*.listTeamsInOrganizationById',
      'LIM-team.*',
      'ATOMIC-updateTeamInOrganizationById',
    ],
  };
  let plain: Reference;
  let throttling: Reference;
  beforeAll(async () => {
    plain = await startReference();
    // A third of the /v1 answers are 429 with Retry-After 0 (waited as 100 ms), the same ones on every run.
    throttling = await startReference({
      testApi: true,
      faults: [{ path: '/v1/**', status: 429, retryAfter: 0, probability: 0.3, seed: 3 }],
    });
  });
  afterAll(async () => {
    await Promise.all([plain.server.stop(), throttling.server.stop()]);
  });

  it('decides every requirement as without throttling: each 429 waited out, none a failure, the report counting them', async () => {
    const [calm, throttled] = await Promise.all([
      runSuite(catalogue, { fixtures: plain.fixtures, seed: 5, selection }),
      runSuite(catalogue, { fixtures: throttling.fixtures, seed: 5, selection }),
    ]);
    expect(failedIds(calm.results)).toEqual([]);
    expect(failedIds(throttled.results)).toEqual([]);
    const verdicts = (r: typeof calm) => r.results.map((x) => `${x.requirement.id} ${x.verdict.status}`);
    expect(verdicts(throttled)).toEqual(verdicts(calm));
    expect(throttled.throttled).toBeGreaterThan(10);
    expect(throttled.timing?.throttled.answers).toBe(throttled.throttled);
    expect(throttled.timing?.requests).toBeGreaterThan(calm.timing?.requests ?? 0);
    expect(calm.timing?.chain).toBeGreaterThan(0);
    expect(calm.timing?.chain).toBeLessThan(calm.timing?.requests ?? 0);
  });
});
