/**
 * What the judging proxy (src/proxy) costs: the reference and a canned target, each with the proxy in front of it,
 * run in a child process; this process is the client. Prints figures; asserts nothing.
 *
 * 1. Overhead per exchange under a typical client suite's load (one connection, one request at a time, a mix of
 *    lists, reads, creates and a 404): the same request sent directly and through the proxy, alternately; the
 *    median and p99 of each and of their difference.
 * 2. Throughput with judging on (autocannon, 16 connections): the reference directly and through the proxy, and a
 *    canned target (a real answer of the reference, replayed at once) directly and through the proxy, which shows
 *    what the proxy itself holds when the server behind it is not the limit.
 *
 *   flock /tmp/heavy.lock pnpm exec tsx bench/proxy.ts [--requests 2000] [--seconds 10]
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

interface Targets {
  reference: string;
  referenceProxy: string;
  canned: string;
  cannedProxy: string;
  organizationId: string;
  spaceId: string;
  token: string;
}

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};

/** The child: the reference, a canned target and a judging proxy in front of each. */
async function serve(): Promise<void> {
  const { startJudgingProxy, buildCatalogue } = await import('../src/index.js');
  const { startReference } = await import('../test/support/reference.js');
  const reference = await startReference();
  const { baseUrl, organizationId, tokens } = reference.fixtures;
  const listPath = `/v1/orgs/${organizationId}/spaces?limit=10`;
  const sample = await fetch(`${baseUrl}${listPath}`, { headers: { Authorization: `Bearer ${tokens.admin}` } });
  const sampleBody = Buffer.from(await sample.arrayBuffer());
  const spaceId = (JSON.parse(sampleBody.toString('utf8')) as { items: { id: string }[] }).items[0]?.id ?? '';
  const canned = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': sampleBody.length });
      res.end(sampleBody);
    });
  });
  canned.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => canned.listen(0, '127.0.0.1', resolve));
  const cannedUrl = `http://127.0.0.1:${(canned.address() as AddressInfo).port}`;
  const catalogue = buildCatalogue();
  const referenceProxy = await startJudgingProxy({ target: baseUrl, catalogue, fixtures: reference.fixtures });
  // The canned target answers every path with the list: only the list is sent to it.
  const cannedProxy = await startJudgingProxy({ target: cannedUrl, catalogue, fixtures: reference.fixtures });
  const targets: Targets = {
    reference: baseUrl,
    referenceProxy: referenceProxy.url,
    canned: cannedUrl,
    cannedProxy: cannedProxy.url,
    organizationId,
    spaceId,
    token: tokens.admin,
  };
  process.send?.(targets);
  process.on('message', (message) => {
    if (message !== 'stop') return;
    const reports = { reference: referenceProxy.judge.snapshot(), canned: cannedProxy.judge.snapshot() };
    const counts = Object.fromEntries(
      Object.entries(reports).map(([name, r]) => [
        name,
        { exchanges: r.exchanges, violations: r.violations, byRequirement: r.byRequirement },
      ]),
    );
    process.send?.(
      counts,
      () =>
        void Promise.all([referenceProxy.stop(), cannedProxy.stop()])
          .then(() => reference.server.stop())
          .finally(() => process.exit(0)),
    );
  });
}

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
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: 'inherit' });
  // The servers go when this process does, whatever happens here.
  process.on('exit', () => child.kill());
  const targets = await new Promise<Targets>((resolve) => child.once('message', (m) => resolve(m as Targets)));
  const { organizationId, spaceId, token } = targets;
  const mix: [string, string, (() => string) | undefined][] = [
    ['GET', `/v1/orgs/${organizationId}/spaces?limit=10`, undefined],
    ['GET', `/v1/spaces/${spaceId}`, undefined],
    ['GET', '/v1/orgs', undefined],
    ['POST', `/v1/orgs/${organizationId}/spaces`, () => JSON.stringify({ title: 'Bench space' })],
    ['GET', '/v1/spaces/no-such-space', undefined],
  ];

  // 1. Overhead: each request of the mix directly, then through the proxy (one connection each).
  const direct = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const proxied = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = { direct: [] as number[], proxied: [] as number[], diff: [] as number[] };
  for (let i = 0; i < requests + 100; i += 1) {
    const [method, path, body] = mix[i % mix.length] as (typeof mix)[number];
    const a = await timed(direct, `${targets.reference}${path}`, method, token, body?.());
    const b = await timed(proxied, `${targets.referenceProxy}${path}`, method, token, body?.());
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
  console.log(
    `\nOverhead per exchange, ${requests} requests one at a time (lists, reads, creates, a 404), reference on PGlite:`,
  );
  console.log(`  directly:          median ${ms(percentile(d, 50))}, p99 ${ms(percentile(d, 99))}`);
  console.log(`  through the proxy: median ${ms(percentile(p, 50))}, p99 ${ms(percentile(p, 99))}`);
  console.log(
    `  added by the proxy: median ${ms(percentile(p, 50) - percentile(d, 50))}, p99 ${ms(percentile(p, 99) - percentile(d, 99))} (difference of the percentiles); per pair: median ${ms(percentile(diff, 50))}, p99 ${ms(percentile(diff, 99))}`,
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

  child.send('stop');
  const counts = await new Promise((resolve) => child.once('message', resolve));
  console.log('\nWhat the proxies judged:', JSON.stringify(counts));
  await new Promise((resolve) => child.once('exit', resolve));
}

if (process.argv.includes('--serve')) await serve();
else await measure();
