/**
 * Middleware part: what each request middleware costs GET /v1/spaces/{spaceId}, measured by switching it off
 * and nothing else (child.ts: BENCH_WITHOUT, BENCH_METRICS, BENCH_LOG_LEVEL). For each variant: requests per second
 * under load and the server process's CPU time per request (user + system from /proc, its threads included:
 * the log's writes, the garbage collector), the steadier of the two on a shared machine. The variants take turns
 * within each round; the table shows medians and each variant's difference from the production defaults.
 * With `taskset` and two cores or more, each server runs on the first core and this process (the load generator)
 * on the last, so neither takes the other's CPU: the CPU per request then varies by a few µs between rounds.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { spawnChild, tempDir, type Child } from './processes.js';
import { fixed, load, median, printTable } from './table.js';

interface Variant {
  name: string;
  env: Record<string, string>;
}

const variants: Variant[] = [
  { name: 'production defaults (all on)', env: {} },
  { name: 'without the request log line (log level silent)', env: { BENCH_LOG_LEVEL: 'silent' } },
  { name: 'without the request log middleware (no X-Request-Id, no line)', env: { BENCH_WITHOUT: 'request-log' } },
  { name: 'without metrics', env: { BENCH_METRICS: '0' } },
  { name: 'without the security headers', env: { BENCH_WITHOUT: 'security-headers' } },
  { name: 'without CORS', env: { BENCH_WITHOUT: 'cors' } },
  { name: 'without lifecycle tracking (so no metrics nor log line either)', env: { BENCH_WITHOUT: 'lifecycle' } },
  {
    name: 'without any of them',
    env: {
      BENCH_WITHOUT: 'lifecycle,security-headers,request-log,cors',
      BENCH_METRICS: '0',
      BENCH_LOG_LEVEL: 'silent',
    },
  },
];

/** Pins every thread of process `pid` to the CPUs `list` (taskset's syntax); false when that is not possible. */
const pin = (pid: number, list: string): boolean =>
  spawnSync('taskset', ['-a', '-cp', list, String(pid)], { stdio: 'ignore' }).status === 0;

interface Sample {
  rps: number;
  cpuMicros: number;
  non2xx: number;
}

/** Loads `url` (table.ts › load): requests per second and the child's CPU per request. */
async function measure(
  child: Child,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<Sample> {
  const result = await load({ url, headers, connections, seconds, pid: child.process.pid ?? -1 });
  return { rps: result.rps, cpuMicros: result.cpuMicros ?? Number.NaN, non2xx: result.non2xx + result.errors };
}

export async function middlewarePart(options: { seconds: number; connections: number; rounds: number }): Promise<void> {
  const { seconds, connections, rounds } = options;
  const dir = tempDir('middleware');
  const samples = new Map<string, Sample[]>();
  const add = (name: string, sample: Sample) => samples.set(name, [...(samples.get(name) ?? []), sample]);
  const ceiling = 'bare Express 5 (same body, no auth, no DB)';
  const last = cpus().length - 1;
  const pinned = last > 0 && pin(process.pid, String(last));
  console.log(
    pinned
      ? `  servers on CPU 0, the load generator on CPU ${last}`
      : '  not pinned (taskset missing or one CPU): the figures vary more',
  );
  /** A server of the part, pinned to the first CPU when this process is pinned. */
  const server = async (args: string[], env: Record<string, string> = {}): Promise<Child> => {
    const child = await spawnChild(args, env);
    if (pinned) pin(child.process.pid ?? -1, '0');
    return child;
  };
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const variant of variants) {
        console.log(`  ${variant.name} (round ${round}/${rounds})`);
        const child = await server(['reference', 'memory://'], variant.env);
        try {
          const token = child.fixtures?.tokens.admin ?? '';
          const headers = { authorization: `Bearer ${token}` };
          const list = await fetch(`${child.url}/v1/orgs/${child.fixtures?.organizationId}/spaces`, { headers });
          const spaceId = ((await list.json()) as { items: { id: string }[] }).items[0]?.id;
          if (spaceId === undefined) throw new Error('the demo organization has no space');
          const url = `${child.url}/v1/spaces/${spaceId}`;
          if (round === 1 && variant === variants[0])
            writeFileSync(join(dir, 'body.json'), await (await fetch(url, { headers })).text());
          add(variant.name, await measure(child, url, headers, seconds, connections));
        } finally {
          await child.stop();
        }
      }
      const baseline = await server(['baseline', join(dir, 'body.json')]);
      try {
        add(ceiling, await measure(baseline, `${baseline.url}/v1/spaces/x`, {}, seconds, connections));
      } finally {
        await baseline.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (pinned) pin(process.pid, `0-${last}`);
  }
  const of = (name: string) => {
    const list = samples.get(name) ?? [];
    return {
      rps: median(list.map((s) => s.rps)),
      cpu: median(list.map((s) => s.cpuMicros)),
      failed: list.reduce((sum, s) => sum + s.non2xx, 0),
    };
  };
  const all = of(variants[0]?.name ?? '');
  printTable(
    `GET /v1/spaces/{spaceId} on memory:// — each request middleware switched off in turn (${connections} connections, ${seconds} s, medians of ${rounds} rounds)`,
    ['server', 'req/s', '÷ all on', 'CPU µs/request', 'µs saved', 'non-2xx/errors'],
    [...variants.map((v) => v.name), ceiling].map((name) => {
      const figures = of(name);
      return [
        name,
        fixed(figures.rps),
        fixed(figures.rps / all.rps, 3),
        fixed(figures.cpu, 1),
        name === variants[0]?.name ? '' : fixed(all.cpu - figures.cpu, 1),
        figures.failed,
      ];
    }),
  );
}
