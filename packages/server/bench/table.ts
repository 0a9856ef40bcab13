/** Printing and timing helpers of the benchmark. */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server's CPU time (user + system, all its threads) per request of the measured part, in µs (with `pid`). */
  cpuMicros?: number;
}

/** CPU seconds (user + system, every thread) process `pid` has used so far (Linux /proc; clock ticks of 10 ms). */
export const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** The server's process: its CPU time per request is measured too (cpuMicros). */
  pid?: number;
}

/**
 * Loads one URL with autocannon for `seconds` (after a one-second warm-up that is not counted); with `pid`, also the
 * server's CPU time per request (it does not count the time the server waited for a core).
 */
export async function load(options: LoadOptions): Promise<Load> {
  const base = {
    url: options.url,
    method: options.method ?? 'GET',
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(options.body !== undefined ? { body: options.body } : {}),
    connections: options.connections,
  };
  await autocannon({ ...base, duration: 1 });
  const { pid } = options;
  const before = pid === undefined ? 0 : cpuSeconds(pid);
  const result = await autocannon({ ...base, duration: options.seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(pid === undefined
      ? {}
      : { cpuMicros: ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, result.requests.total) }),
  };
}

/** Several loads at once (e.g. one per instance); requests/s add up, latencies are the worst. */
export async function loadTogether(options: LoadOptions[]): Promise<Load> {
  const results = await Promise.all(options.map(load));
  return {
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** The median of the finite values (NaN when there is none). */
export const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Median milliseconds of `runs` sequential calls of `work` (after one warm-up call). */
export async function medianMs(runs: number, work: () => Promise<void>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** Prints a Markdown table. */
export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  console.log(`\n### ${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

export const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
