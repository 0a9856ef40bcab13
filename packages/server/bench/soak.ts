/**
 * Soak part: the mixed load of soak-load.ts on the reference on PGlite and on PostgreSQL at once, for
 * `minutes`, reported per `window` minutes — requests, errors, p50/p99, the server's RSS and heap — then
 * the trend of memory (least-squares slope over the windows after the first, which warms caches and JIT)
 * and a verdict line. Prints figures; the only failure is a request that failed (exit code 1).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { MIX_NAMES, runMix, targetOf, type Sample } from './soak-load.js';
import { spawnChild, tempDir, type Child } from './processes.js';
import { fixed, printTable } from './table.js';

interface Window {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rssMb: number;
  heapMb: number;
  /** Memory outside the JS heap that V8 knows of: buffers, ArrayBuffers (WebAssembly memories among them). */
  externalMb: number;
}

const MB = 2 ** 20;

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN);

/** Least-squares slope of `ys` per step. */
export function slope(ys: number[]): number {
  const n = ys.length;
  if (n < 2) return 0;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

const memoryOf = (child: Child): Promise<NodeJS.MemoryUsage> =>
  new Promise((resolve) => {
    child.process.once('message', (usage) => resolve(usage as NodeJS.MemoryUsage));
    child.process.send('memory');
  });

/** A database of `kind` of its own and a seeded reference child on it. */
async function serverOn(kind: 'PGlite' | 'PostgreSQL', postgresUrl?: string) {
  let url: string;
  let drop: () => Promise<void>;
  if (kind === 'PGlite') {
    const dir = tempDir('soak');
    url = join(dir, 'pglite');
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `bench_soak_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = (postgresUrl ?? '').replace(/\/[^/]*$/, `/${name}`);
    drop = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const child = await spawnChild(['reference', url], { BENCH_LOG_LEVEL: 'info' }, true);
  return { child, drop };
}

/** Soaks one server; prints each window as it closes and returns the windows. */
async function soakOne(
  kind: 'PGlite' | 'PostgreSQL',
  options: { minutes: number; window: number; rate: number; postgresUrl?: string },
): Promise<Window[]> {
  const { child, drop } = await serverOn(kind, options.postgresUrl);
  const windows: Window[] = [];
  try {
    const target = await targetOf(child);
    const stop = new AbortController();
    let samples: Sample[] = [];
    const load = runMix(target, {
      rate: options.rate,
      callers: 4,
      signal: stop.signal,
      record: (s) => samples.push(s),
    });
    const windowMs = options.window * 60_000;
    const end = Date.now() + options.minutes * 60_000;
    let windowEnd = Date.now() + windowMs;
    while (Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(windowEnd, end) - Date.now())));
      // Heap after a full collection (the child runs with --expose-gc): what the server still holds.
      const memory = await memoryOf(child);
      const times = samples.map((s) => s.ms).sort((a, b) => a - b);
      const window: Window = {
        requests: samples.length,
        errors: samples.filter((s) => s.failed).length,
        p50: percentile(times, 0.5),
        p99: percentile(times, 0.99),
        rssMb: memory.rss / MB,
        heapMb: memory.heapUsed / MB,
        externalMb: memory.external / MB,
      };
      windows.push(window);
      console.log(
        `  ${kind} window ${windows.length}: ${window.requests} requests, ${window.errors} errors, ` +
          `p50 ${fixed(window.p50, 1)} ms, p99 ${fixed(window.p99, 1)} ms, RSS ${fixed(window.rssMb)} MB, heap ${fixed(window.heapMb)} MB, external ${fixed(window.externalMb)} MB`,
      );
      samples = [];
      windowEnd += windowMs;
    }
    stop.abort();
    await load;
  } finally {
    await child.stop();
    await drop();
  }
  return windows;
}

/** Prints the windows, the memory trend and the verdict of one database; true when nothing failed. */
function report(kind: string, windows: Window[], window: number): boolean {
  printTable(
    `Soak on ${kind}: ${windows.length} windows of ${window} min`,
    ['window', 'requests', 'errors', 'p50 ms', 'p99 ms', 'RSS MB', 'heap MB', 'external MB'],
    windows.map((w, i) => [
      i + 1,
      w.requests,
      w.errors,
      fixed(w.p50, 1),
      fixed(w.p99, 1),
      fixed(w.rssMb),
      fixed(w.heapMb),
      fixed(w.externalMb),
    ]),
  );
  const settled = windows.slice(1);
  const perHour = 60 / window;
  const rssSlope = slope(settled.map((w) => w.rssMb)) * perHour;
  const heapSlope = slope(settled.map((w) => w.heapMb)) * perHour;
  const meanRss = settled.reduce((sum, w) => sum + w.rssMb, 0) / Math.max(1, settled.length);
  const p99s = settled.map((w) => w.p99).sort((a, b) => a - b);
  const medianP99 = percentile(p99s, 0.5);
  const errors = windows.reduce((sum, w) => sum + w.errors, 0);
  console.log(
    `\nTrend on ${kind} (windows 2–${windows.length}): RSS ${fixed(rssSlope, 1)} MB/h, heap ${fixed(heapSlope, 1)} MB/h ` +
      `(mean RSS ${fixed(meanRss)} MB); p99 median ${fixed(medianP99, 1)} ms, worst ${fixed(p99s.at(-1) ?? Number.NaN, 1)} ms`,
  );
  // Flat: at this slope an hour adds less than 10 % of the mean RSS and under 16 MB of live heap.
  const flat = settled.length < 3 ? undefined : Math.abs(rssSlope) < meanRss * 0.1 && heapSlope < 16;
  const stable = settled.length < 3 ? undefined : (p99s.at(-1) ?? 0) <= 3 * medianP99;
  const say = (ok: boolean | undefined, yes: string, no: string) =>
    ok === undefined ? `${yes}? (too few windows)` : ok ? yes : no;
  console.log(
    `Verdict on ${kind}: ${say(flat, 'memory flat', 'MEMORY GROWS')}, ${say(stable, 'p99 stable', 'P99 UNSTABLE')}, ` +
      `${errors === 0 ? 'no errors' : `${errors} ERRORS`}`,
  );
  return errors === 0;
}

/** Both databases at once (PostgreSQL when a URL is given), `rate` requests per second each. */
export async function soakPart(options: {
  minutes: number;
  window: number;
  rate: number;
  postgresUrl?: string;
}): Promise<boolean> {
  console.log(
    `\n## Soak: ${options.minutes} min, ${options.rate} req/s per server, mix: ${MIX_NAMES.join(', ')}\n` +
      '(both servers run at once, each in its own process, on a shared machine)',
  );
  const kinds = options.postgresUrl === undefined ? (['PGlite'] as const) : (['PGlite', 'PostgreSQL'] as const);
  const results = await Promise.all(kinds.map((kind) => soakOne(kind, options)));
  return kinds.map((kind, i) => report(kind, results[i] ?? [], options.window)).every(Boolean);
}
