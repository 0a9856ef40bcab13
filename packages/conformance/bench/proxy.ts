/**
 * What the judging proxy (src/proxy) costs. Each part runs in a process of its own, as it would in use: the
 * reference (PGlite in memory, the demo seed), a canned target (a real answer of the reference, sent back at
 * once), the judging proxies in front of each, and this process, the client. Prints figures; asserts nothing.
 *
 * 1. Overhead per exchange under a typical client suite's load (one connection, one request at a time, a mix of
 *    lists, reads, creates and a 404): the same request sent directly and through the proxy, in alternating
 *    order (direct first, then proxied first) so neither side profits from the other warming a cache; the
 *    median and p99 of each and of the per-pair difference. Then the same against the canned target, whose
 *    answers take no time and never vary, so that a pair's difference is the proxy's alone (the reference's
 *    own jitter, two requests apart, is most of a pair's difference at its p99).
 * 2. Throughput with judging on (autocannon, 16 connections): the reference directly and through the proxy, and
 *    the canned target directly and through the proxy, which shows what the proxy itself holds when the server
 *    behind it is not the limit.
 *
 *   flock /tmp/heavy.lock pnpm exec tsx bench/proxy.ts [--requests 2000] [--seconds 10]
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

interface Reference {
  url: string;
  organizationId: string;
  spaceId: string;
  token: string;
  /** The reference's answer to the list, which the canned target sends back to every request. */
  sample: string;
}

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};

const listen = async (server: http.Server): Promise<string> => {
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const stopOnMessage = (stop: () => Promise<unknown>, report: () => unknown = () => undefined): void => {
  process.on('message', (message) => {
    if (message === 'stop') process.send?.(report() ?? {}, () => void stop().finally(() => process.exit(0)));
  });
};

/** A child: the reference server. */
async function reference(): Promise<void> {
  const { startReference } = await import('../test/support/reference.js');
  const { server, fixtures } = await startReference();
  const listPath = `/v1/orgs/${fixtures.organizationId}/spaces?limit=10`;
  const sample = await (
    await fetch(`${fixtures.baseUrl}${listPath}`, { headers: { Authorization: `Bearer ${fixtures.tokens.admin}` } })
  ).text();
  const spaceId = (JSON.parse(sample) as { items: { id: string }[] }).items[0]?.id ?? '';
  const answer: Reference = {
    url: fixtures.baseUrl,
    organizationId: fixtures.organizationId,
    spaceId,
    token: fixtures.tokens.admin,
    sample,
  };
  process.send?.(answer);
  stopOnMessage(() => server.stop());
}

/** A child: the canned target, which answers every request with the reference's list. */
async function canned(sample: string): Promise<void> {
  const body = Buffer.from(sample);
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    });
  });
  process.send?.(await listen(server));
  stopOnMessage(() => new Promise((resolve) => server.close(resolve)));
}

/** A child: a judging proxy in front of each target, as `docs-api-conformance proxy` starts them. */
async function proxies(targets: string[], token: string): Promise<void> {
  const { startJudgingProxy, buildCatalogue } = await import('../src/index.js');
  const catalogue = buildCatalogue();
  const fixtures = { tokens: { admin: token, reader: '', outsider: '' } };
  const running = await Promise.all(targets.map((target) => startJudgingProxy({ target, catalogue, fixtures })));
  process.send?.(running.map((proxy) => proxy.url));
  stopOnMessage(
    () => Promise.all(running.map((proxy) => proxy.stop())),
    () =>
      running.map((proxy) => {
        const r = proxy.judge.snapshot();
        return { exchanges: r.exchanges, violations: r.violations, byRequirement: r.byRequirement };
      }),
  );
}

/** Starts this file as a child in `role`; resolves with its first message. */
function child<T>(role: string, ...args: string[]): Promise<{ process: ChildProcess; ready: T }> {
  const started = fork(fileURLToPath(import.meta.url), ['--role', role, ...args], { stdio: 'inherit' });
  // The servers go when this process does, whatever happens here.
  process.on('exit', () => started.kill());
  return new Promise((resolve, reject) => {
    started.once('message', (ready) => resolve({ process: started, ready: ready as T }));
    started.once('exit', (code) => reject(new Error(`the ${role} child exited (${code}) before it was ready`)));
  });
}

const stop = (running: ChildProcess): Promise<unknown> =>
  new Promise((resolve) => {
    running.once('message', resolve);
    running.send('stop');
  });

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** One request on a kept-alive connection; its duration in ms (the whole answer read). */
function timed(agent: http.Agent, url: string, method: string, token: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body !== undefined
            ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function measure(): Promise<void> {
  const requests = option('requests', 2000);
  const seconds = option('seconds', 10);
  const ref = await child<Reference>('reference');
  const { organizationId, spaceId, token } = ref.ready;
  const cannedTarget = await child<string>('canned', ref.ready.sample);
  const proxy = await child<string[]>('proxies', ref.ready.url, cannedTarget.ready, token);
  const [referenceProxy = '', cannedProxy = ''] = proxy.ready;
  const targets = { reference: ref.ready.url, referenceProxy, canned: cannedTarget.ready, cannedProxy };
  const mix: [string, string, (() => string) | undefined][] = [
    ['GET', `/v1/orgs/${organizationId}/spaces?limit=10`, undefined],
    ['GET', `/v1/spaces/${spaceId}`, undefined],
    ['GET', '/v1/orgs', undefined],
    ['POST', `/v1/orgs/${organizationId}/spaces`, () => JSON.stringify({ title: 'Bench space' })],
    ['GET', '/v1/spaces/no-such-space', undefined],
  ];

  // 1. Overhead: each request of the mix directly and through the proxy (one connection each), in turn.
  const overhead = async (title: string, base: string, through: string, requests: number, kinds = mix) => {
    const direct = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const proxied = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const times = { direct: [] as number[], proxied: [] as number[], diff: [] as number[] };
    for (let i = 0; i < requests + 100; i += 1) {
      const [method, path, body] = kinds[i % kinds.length] as (typeof mix)[number];
      const send = (agent: http.Agent, origin: string) => timed(agent, `${origin}${path}`, method, token, body?.());
      let a: number;
      let b: number;
      if (i % 2 === 0) {
        a = await send(direct, base);
        b = await send(proxied, through);
      } else {
        b = await send(proxied, through);
        a = await send(direct, base);
      }
      if (i < 100) continue; // warm-up: JIT, the validators compiled on first use
      times.direct.push(a);
      times.proxied.push(b);
      times.diff.push(b - a);
    }
    direct.destroy();
    proxied.destroy();
    const d = sorted(times.direct);
    const p = sorted(times.proxied);
    const diff = sorted(times.diff);
    console.log(`\nOverhead per exchange, ${requests} requests one at a time, ${title}:`);
    console.log(`  directly:          median ${ms(percentile(d, 50))}, p99 ${ms(percentile(d, 99))}`);
    console.log(`  through the proxy: median ${ms(percentile(p, 50))}, p99 ${ms(percentile(p, 99))}`);
    console.log(
      `  added by the proxy: median ${ms(percentile(p, 50) - percentile(d, 50))}, p99 ${ms(percentile(p, 99) - percentile(d, 99))} (difference of the percentiles); per pair: median ${ms(percentile(diff, 50))}, p99 ${ms(percentile(diff, 99))}`,
    );
  };
  await overhead(
    'the reference on PGlite (lists, reads, creates, a 404)',
    targets.reference,
    targets.referenceProxy,
    requests,
  );
  // The canned target answers at once and always alike: what is left of a pair's difference is the proxy's.
  await overhead(
    'the canned target (the list, judged in full)',
    targets.canned,
    targets.cannedProxy,
    requests,
    mix.slice(0, 1),
  );

  // 2. Throughput with judging on.
  const listPath = `/v1/orgs/${organizationId}/spaces?limit=10`;
  const load = async (name: string, base: string) => {
    const result = await autocannon({
      url: `${base}${listPath}`,
      connections: 16,
      duration: seconds,
      headers: { Authorization: `Bearer ${token}` },
    });
    console.log(
      `  ${name.padEnd(34)} ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  };
  console.log(`\nThroughput, GET ${listPath.replace(organizationId, '{org}')}, 16 connections, ${seconds} s each:`);
  await load('reference directly', targets.reference);
  await load('reference through the proxy', targets.referenceProxy);
  await load('canned target directly', targets.canned);
  await load('canned target through the proxy', targets.cannedProxy);

  const [judgedReference, judgedCanned] = (await stop(proxy.process)) as unknown[];
  console.log('\nWhat the proxies judged:', JSON.stringify({ reference: judgedReference, canned: judgedCanned }));
  await Promise.all([stop(ref.process), stop(cannedTarget.process)]);
}

const role = process.argv.indexOf('--role');
const [roleName, ...roleArgs] = role >= 0 ? process.argv.slice(role + 1) : [];
if (roleName === 'reference') await reference();
else if (roleName === 'canned') await canned(roleArgs[0] ?? '');
else if (roleName === 'proxies') await proxies(roleArgs.slice(0, 2), roleArgs[2] ?? '');
else await measure();
