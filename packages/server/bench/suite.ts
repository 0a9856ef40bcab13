/**
 * The project's benchmark (`pnpm bench`): figures of one or two builds measured from outside through their built
 * CLIs (bench/cli-server.ts), with this tree's bare Express child (bench/child.ts) as the ceiling, loaded right after
 * each GET load so that a ratio to it is that of two loads side by side, and this tree's autocannon load
 * (bench/table.ts). With two builds every measurement runs A, B, A, B … so that the drift of a noisy machine hits
 * both; the table shows each figure's median. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MissingFlag, freshPostgresDatabase, serve, type Build, type Served } from './cli-server.js';
import { spawnChild, tempDir, type Child } from './processes.js';
import { cpuSeconds, fixed, load, median, printTable, type Load, type LoadOptions } from './table.js';

export interface Figure {
  id: string;
  label: string;
  unit: string;
  better: 'higher' | 'lower';
  digits: number;
}

export interface SuiteOptions {
  builds: Build[];
  /** The conformance CLI that drives the conformance figure (this tree's). */
  conformanceCli: string;
  quick: boolean;
  /** The full conformance runs (the longest part: over a minute per build and database). */
  conformance: boolean;
  postgresUrl?: string;
  rounds: number;
  seconds: number;
  connections: number;
  idleSeconds: number;
}

/** What a suite measured: samples per figure and build, and notes (errors, non-2xx answers, n/a reasons). */
export interface SuiteResult {
  figures: Figure[];
  samples: Map<string, Map<string, number[]>>;
  notes: string[];
}

type Record = (figure: Figure, value: number) => void;
interface Job {
  name: string;
  /** Measures one build. */
  run(build: Build, record: Record): Promise<void>;
}

/** The conformance runs' seed (`run --seed`): fixed, so that every build is sent the same examples. */
export const CONFORMANCE_SEED = 1;

/** How many SQL statements a server has run (its metrics' statement histogram); undefined without metrics. */
export async function statementsRun(metricsUrl: string | undefined): Promise<number | undefined> {
  if (metricsUrl === undefined) return undefined;
  const text = await (await fetch(metricsUrl)).text();
  const counts = [...text.matchAll(/^docs_api_db_query_duration_seconds_count(?:\{[^}]*\})? (\S+)$/gm)];
  return counts.length === 0 ? undefined : counts.reduce((sum, [, value]) => sum + Number(value), 0);
}

const figure = (id: string, label: string, unit: string, better: Figure['better'], digits = 0): Figure => ({
  id,
  label,
  unit,
  better,
  digits,
});

/** A load while the server's RSS is sampled; resolves with the load and the largest RSS seen. */
async function loadWithRss(served: Served, options: LoadOptions): Promise<{ load: Load; rss: number }> {
  let rss = served.rssMiB();
  let loading = true;
  const sampler = (async () => {
    while (loading) {
      rss = Math.max(rss, served.rssMiB());
      await sleep(250);
    }
  })();
  try {
    return { load: await load(options), rss };
  } finally {
    loading = false;
    await sampler;
  }
}

/** How long a client of `afterPauses` waits between two reads (longer than the caches of older builds kept a row). */
const PAUSE_MS = 1_500;
const PAUSES = 3;

/**
 * A client that reads now and then, as most do (an integration's test, a person trying the stand-in): GETs of a space
 * `PAUSE_MS` apart, the first one warming the caches. Records the median time of the others and the SQL statements
 * each one cost the server (from its metrics, when the build has them).
 */
async function afterPauses(
  served: Served,
  url: string,
  headers: { authorization: string },
  kind: keyof typeof kinds,
  record: Record,
): Promise<void> {
  await fetch(url, { headers }).then((response) => response.arrayBuffer());
  const times: number[] = [];
  const statements: number[] = [];
  for (let i = 0; i < PAUSES; i++) {
    await sleep(PAUSE_MS);
    const before = await statementsRun(served.metricsUrl);
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const after = await statementsRun(served.metricsUrl);
    if (before !== undefined && after !== undefined) statements.push(after - before);
  }
  const what = `GET /v1/spaces/{id} ${PAUSE_MS / 1000} s after the last, ${kinds[kind]}`;
  record(figure(`paused-get-ms-${kind}`, what, 'ms', 'lower', 1), median(times));
  if (statements.length === PAUSES)
    record(figure(`paused-get-statements-${kind}`, `${what}: SQL statements`, '', 'lower', 1), median(statements));
}

async function json<T>(url: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A database of one kind for one server session, removed by `drop`. */
async function database(
  kind: 'pglite' | 'memory' | 'postgres',
  postgresUrl: string | undefined,
  tag: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === 'memory') return { url: 'memory://', drop: async () => undefined };
  if (kind === 'pglite') {
    const dir = tempDir('suite-pglite');
    return {
      url: join(dir, 'pglite'),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (postgresUrl === undefined) throw new Error('no PostgreSQL');
  return freshPostgresDatabase(postgresUrl, `bench_${tag.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}`);
}

const kinds = { pglite: 'PGlite dir', memory: 'memory://', postgres: 'PostgreSQL' } as const;

/** The whole suite, or the quick one; with several builds interleaved. */
export async function runSuite(options: SuiteOptions): Promise<SuiteResult> {
  const { seconds, connections } = options;
  const figures: Figure[] = [];
  const samples = new Map<string, Map<string, number[]>>();
  const notes: string[] = [];
  const declare = (f: Figure) => {
    if (!figures.some((g) => g.id === f.id)) figures.push(f);
    return f;
  };
  const recorder =
    (buildName: string): Record =>
    (f, value) => {
      declare(f);
      const byBuild = samples.get(f.id) ?? new Map<string, number[]>();
      samples.set(f.id, byBuild);
      byBuild.set(buildName, [...(byBuild.get(buildName) ?? []), value]);
    };
  /** A load's req/s, noting non-2xx answers and errors (a write that is refused is not a write). */
  const rate = (what: string, who: string, l: Load) => {
    if (l.non2xx + l.errors > 0) notes.push(`${who}: ${what}: ${l.non2xx} non-2xx, ${l.errors} errors`);
    return l.rps;
  };

  // The ceiling's body: the reference's own answer to the GET (the first one measured).
  const bodyDir = tempDir('suite-body');
  // Also when an interrupt ends the process (bench/main.ts exits on SIGINT).
  const removeBody = () => rmSync(bodyDir, { recursive: true, force: true });
  process.once('exit', removeBody);
  const bodyFile = join(bodyDir, 'body.json');
  let haveBody = false;

  /** A server session's figures are told apart by its database and log level. */
  const variantOf = (kind: keyof typeof kinds, silent = false) => ({
    id: `${kind}${silent ? '-silent' : ''}`,
    what: `${kinds[kind]}${silent ? ', --log-level silent' : ''}`,
  });
  const getSpaceFigure = ({ id, what }: { id: string; what: string }) =>
    figure(`get-space-${id}`, `GET /v1/spaces/{id}, ${what} (c=${connections})`, 'req/s', 'higher');
  const ceiling = declare(
    figure('get-space-express', `GET /v1/spaces/{id}, bare Express 5 ceiling (c=${connections})`, 'req/s', 'higher'),
  );
  /**
   * The server's CPU time (user + system, all its threads) per GET: what a request costs the server, beside how many
   * it answered (which also depends on the share of the two cores the load generator took).
   */
  const cpuFigure = (id: string, what: string) =>
    figure(`cpu-get-space-${id}`, `server CPU per GET /v1/spaces/{id}, ${what}`, 'µs', 'lower', 1);
  const ceilingCpu = declare(cpuFigure('express', 'bare Express 5 ceiling'));

  /** The bare Express child answering the reference's body: started at the first GET measured, kept to the end. */
  let baseline: Child | undefined;
  /**
   * The ceiling, loaded right after a reference's GET load (the same connections and seconds), and the ratios of the
   * two loads side by side: req/s the reference's ÷ bare Express's, CPU per GET bare Express's ÷ the reference's
   * (higher is better in both: 1 would be as cheap as bare Express). Measured in pairs, a ratio is not moved by the
   * drift of a shared machine between one part of the suite and another (measured after all the sessions, the
   * ceiling of one sitting ran at two thirds of its speed in the others). The machine's state still moves the two
   * servers unequally: read a ratio with the spread of its rounds (--json).
   */
  const besideCeiling = async (record: Record, variant: { id: string; what: string }, got: Load) => {
    if (!haveBody) throw new Error('no reference answered the GET: no body for the ceiling');
    baseline ??= await spawnChild(['baseline', bodyFile]);
    // The child answers any /v1/spaces/:spaceId with the body.
    const bare = await load({
      url: `${baseline.url}/v1/spaces/x`,
      connections,
      seconds,
      pid: baseline.process.pid ?? -1,
    });
    record(ceiling, rate('bare Express', 'ceiling', bare));
    record(ceilingCpu, bare.cpuMicros ?? Number.NaN);
    const label = getSpaceFigure(variant).label.replace(/ \(c=\d+\)$/, '');
    record(figure(`get-space-${variant.id}-ratio`, `${label} ÷ bare Express`, '×', 'higher', 3), got.rps / bare.rps);
    const cpu = cpuFigure(variant.id, variant.what);
    record(
      figure(`${cpu.id}-ratio`, `${cpu.label}: bare Express's ÷ this`, '×', 'higher', 3),
      (bare.cpuMicros ?? Number.NaN) / (got.cpuMicros ?? Number.NaN),
    );
  };

  /** One server session: start with the demo seed, idle RSS, GET space (+ RSS under load), list, writes. */
  const session = (kind: 'pglite' | 'memory' | 'postgres', parts: { full: boolean; silent?: boolean }): Job => ({
    name: `${kinds[kind]}${parts.silent === true ? ' silent' : ''} session`,
    async run(build, record) {
      const db = await database(kind, options.postgresUrl, `${build.name}_${kind}`);
      let served: Served | undefined;
      try {
        served = await serve(build, {
          databaseUrl: db.url,
          seed: true,
          ...(parts.silent === true ? { logLevel: 'silent' } : {}),
        });
        if (kind === 'memory' && parts.silent !== true) {
          record(
            figure('start-memory-ready', 'cold start to /readyz 200, memory:// --seed demo', 's', 'lower', 2),
            served.readySeconds,
          );
          record(
            figure('start-memory-seeded', 'cold start to seed done, memory:// --seed demo', 's', 'lower', 2),
            served.seededSeconds,
          );
        }
        const token = served.fixtures?.tokens.admin ?? '';
        const org = served.fixtures?.organizationId ?? '';
        if (parts.full) {
          await sleep(options.idleSeconds * 1000);
          record(
            figure(`rss-idle-${kind}`, `RSS idle after the demo seed, ${kinds[kind]}`, 'MiB', 'lower'),
            served.rssMiB(),
          );
        }
        const spaces = await json<{ items: { id: string }[] }>(`${served.url}/v1/orgs/${org}/spaces`, token);
        const spaceId = spaces.items[0]?.id;
        if (spaceId === undefined) throw new Error('the demo organization has no space');
        const headers = { authorization: `Bearer ${token}` };
        const spaceUrl = `${served.url}/v1/spaces/${spaceId}`;
        if (!haveBody) {
          writeFileSync(bodyFile, await (await fetch(spaceUrl, { headers })).text());
          haveBody = true;
        }
        if (parts.full) await afterPauses(served, spaceUrl, headers, kind, record);
        const got = await loadWithRss(served, { url: spaceUrl, headers, connections, seconds, pid: served.pid });
        const variant = variantOf(kind, parts.silent);
        record(getSpaceFigure(variant), rate('GET space', build.name, got.load));
        record(cpuFigure(variant.id, variant.what), got.load.cpuMicros ?? Number.NaN);
        await besideCeiling(record, variant, got.load);
        if (parts.full) {
          record(figure(`rss-load-${kind}`, `RSS under the GET load (peak), ${kinds[kind]}`, 'MiB', 'lower'), got.rss);
          const list = await load({ url: `${served.url}/v1/orgs/${org}/spaces`, headers, connections, seconds });
          record(
            figure(
              `list-spaces-${kind}`,
              `GET /v1/orgs/{id}/spaces (list), ${kinds[kind]} (c=${connections})`,
              'req/s',
              'higher',
            ),
            rate('list spaces', build.name, list),
          );
          const created = await load({
            url: `${served.url}/v1/orgs/${org}/spaces`,
            method: 'POST',
            headers,
            body: JSON.stringify({ title: 'Bench' }),
            connections: 10,
            seconds,
          });
          record(
            figure(`create-space-${kind}`, `createSpace, ${kinds[kind]} (c=10)`, 'req/s', 'higher'),
            rate('createSpace', build.name, created),
          );
          const target = await json<{ id: string }>(`${served.url}/v1/orgs/${org}/spaces`, token, {
            method: 'POST',
            body: '{"title":"Comments"}',
          });
          const commented = await load({
            url: `${served.url}/v1/spaces/${target.id}/comments`,
            method: 'POST',
            headers,
            body: JSON.stringify({ body: { markdown: 'A bench comment' } }),
            connections: 10,
            seconds,
          });
          record(
            figure(`post-comment-${kind}`, `postCommentInSpace, ${kinds[kind]} (c=10)`, 'req/s', 'higher'),
            rate('postCommentInSpace', build.name, commented),
          );
        }
      } finally {
        await served?.stop();
        await db.drop();
      }
    },
  });

  /** Cold starts of the built CLI: fresh and existing PGlite dir, memory:// + demo, existing PostgreSQL database. */
  const startsJob: Job = {
    name: 'cold starts',
    async run(build, record) {
      const dir = await database('pglite', undefined, '');
      try {
        for (const existing of [false, true]) {
          const served = await serve(build, { databaseUrl: dir.url, seed: true });
          await served.stop();
          record(
            figure(
              `start-pglite-${existing ? 'existing' : 'fresh'}`,
              `cold start to /readyz 200, PGlite ${existing ? 'existing' : 'fresh'} dir --seed demo`,
              's',
              'lower',
              2,
            ),
            served.readySeconds,
          );
        }
      } finally {
        await dir.drop();
      }
      const memory = await serve(build, { databaseUrl: 'memory://', seed: true });
      await sleep(options.idleSeconds * 1000);
      const rss = memory.rssMiB();
      await memory.stop();
      record(
        figure('start-memory-ready', 'cold start to /readyz 200, memory:// --seed demo', 's', 'lower', 2),
        memory.readySeconds,
      );
      record(
        figure('start-memory-seeded', 'cold start to seed done, memory:// --seed demo', 's', 'lower', 2),
        memory.seededSeconds,
      );
      record(figure('rss-idle-memory', 'RSS idle after the demo seed, memory://', 'MiB', 'lower'), rss);
      if (options.postgresUrl === undefined) return;
      const db = await database('postgres', options.postgresUrl, `${build.name}_start`);
      try {
        await (await serve(build, { databaseUrl: db.url, seed: true })).stop();
        const served = await serve(build, { databaseUrl: db.url, seed: true });
        await served.stop();
        record(
          figure('start-postgres-existing', 'cold start to /readyz 200, PostgreSQL migrated database', 's', 'lower', 2),
          served.readySeconds,
        );
      } finally {
        await db.drop();
      }
    },
  };

  /**
   * The full conformance run (this tree's CLI) against the build's server with its own tenant (test API), with the
   * same seed for every build and sitting: the runs compared send the same examples. Besides its wall time, the
   * server's CPU time during the run (the run is bound by it on 2 cores) and, from its metrics, the SQL statements it
   * ran: the statements compare two builds exactly, where the times move with the machine.
   */
  const conformanceJob = (kind: 'memory' | 'postgres'): Job => ({
    name: `conformance on ${kinds[kind]}`,
    async run(build, record) {
      const db = await database(kind, options.postgresUrl, `${build.name}_conformance`);
      const served = await serve(build, { databaseUrl: db.url, seed: true, testApi: true });
      try {
        const statementsBefore = await statementsRun(served.metricsUrl);
        const cpuBefore = cpuSeconds(served.pid);
        const t0 = performance.now();
        await new Promise<void>((resolve, reject) => {
          const args = [options.conformanceCli, 'run', '--target', served.url, '--seed', String(CONFORMANCE_SEED)];
          const run = spawn(process.execPath, args, {
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let tail = '';
          const keep = (chunk: Buffer) => void (tail = (tail + chunk.toString()).slice(-20_000));
          run.stdout.on('data', keep);
          run.stderr.on('data', keep);
          run.once('error', reject);
          run.once('exit', (status) => {
            // A failing verdict (e.g. an older build against this tree's newer requirements) still times the run.
            const verdict = tail.split('\n').findLast((line) => line.startsWith('MUST: ')) ?? tail.trim().slice(-300);
            if (status !== 0)
              notes.push(
                `${build.name}: conformance on ${kinds[kind]} exited ${status}: ${verdict.trim().slice(0, 400)}`,
              );
            resolve();
          });
        });
        record(
          figure(
            `conformance-${kind}`,
            `full conformance run (run --target, own tenant), ${kinds[kind]}`,
            's',
            'lower',
            1,
          ),
          (performance.now() - t0) / 1000,
        );
        record(
          figure(`conformance-cpu-${kind}`, `the server's CPU time in that run, ${kinds[kind]}`, 's', 'lower', 1),
          cpuSeconds(served.pid) - cpuBefore,
        );
        const statementsAfter = await statementsRun(served.metricsUrl);
        if (statementsBefore !== undefined && statementsAfter !== undefined)
          record(
            figure(
              `conformance-statements-${kind}`,
              `SQL statements the server ran in that run, ${kinds[kind]}`,
              '',
              'lower',
            ),
            statementsAfter - statementsBefore,
          );
      } finally {
        await served.stop();
        await db.drop();
      }
    },
  });

  const jobs: { job: Job; rounds: number }[] = options.quick
    ? [{ job: session('memory', { full: false }), rounds: options.rounds }]
    : [
        { job: session('pglite', { full: true }), rounds: options.rounds },
        { job: session('pglite', { full: false, silent: true }), rounds: options.rounds },
        ...(options.postgresUrl !== undefined
          ? [
              { job: session('postgres', { full: true }), rounds: options.rounds },
              { job: session('postgres', { full: false, silent: true }), rounds: options.rounds },
            ]
          : []),
        { job: startsJob, rounds: options.rounds },
        ...(options.conformance ? [{ job: conformanceJob('memory'), rounds: 1 }] : []),
        ...(options.conformance && options.postgresUrl !== undefined
          ? [{ job: conformanceJob('postgres'), rounds: 1 }]
          : []),
      ];

  try {
    for (const { job, rounds } of jobs) {
      for (let round = 1; round <= rounds; round++) {
        for (const build of options.builds) {
          console.log(`  ${job.name} — ${build.name} (round ${round}/${rounds})`);
          try {
            await job.run(build, recorder(build.name));
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            notes.push(
              `${build.name}: ${job.name}: ${error instanceof MissingFlag ? 'n/a' : 'failed'}: ${message.slice(0, 400)}`,
            );
            console.log(`    ${error instanceof MissingFlag ? 'n/a' : 'failed'}: ${message.slice(0, 400)}`);
          }
        }
      }
    }
  } finally {
    await baseline?.stop();
    removeBody();
    process.off('exit', removeBody);
  }

  // Each ratio right under its figure.
  const rank = new Map(figures.map((f, i) => [f.id, i]));
  const order = (f: Figure) =>
    f.id.endsWith('-ratio') ? (rank.get(f.id.slice(0, -'-ratio'.length)) ?? 0) + 0.5 : (rank.get(f.id) ?? 0);
  figures.sort((a, b) => order(a) - order(b));
  return { figures, samples, notes };
}

/** Prints the suite's table: figure, each build's median, and with two builds the ratio (second ÷ first). */
export function printSuite(result: SuiteResult, builds: Build[], title: string): void {
  const [a, b] = builds;
  const header = ['figure', 'unit', ...builds.map((x) => x.name), ...(b !== undefined ? ['ratio', 'better'] : [])];
  const rows = result.figures.map((f) => {
    const values = builds.map((x) => median(result.samples.get(f.id)?.get(x.name) ?? []));
    const cells = values.map((v) => (Number.isFinite(v) ? fixed(v, f.digits) : 'n/a'));
    const ratio =
      a !== undefined && b !== undefined ? (values[1] ?? Number.NaN) / (values[0] ?? Number.NaN) : Number.NaN;
    return [
      f.label,
      f.unit,
      ...cells,
      ...(b !== undefined ? [Number.isFinite(ratio) ? fixed(ratio, 3) : 'n/a', f.better] : []),
    ];
  });
  printTable(title, header, rows);
  if (result.notes.length > 0) {
    console.log('\nNotes:');
    for (const note of result.notes) console.log(`- ${note}`);
  }
}

/** The figures as JSON (every sample kept), for `--json <file>`. */
export function suiteJson(result: SuiteResult, builds: (Build & { commit?: string })[], extra: object): object {
  return {
    ...extra,
    builds: builds.map((b) => ({
      name: b.name,
      root: b.root,
      ...(b.commit !== undefined ? { commit: b.commit } : {}),
    })),
    figures: result.figures.map((f) => ({
      ...f,
      results: Object.fromEntries(
        builds.map((b) => {
          const values = result.samples.get(f.id)?.get(b.name) ?? [];
          return [b.name, { median: Number.isFinite(median(values)) ? median(values) : null, samples: values }];
        }),
      ),
    })),
    notes: result.notes,
  };
}
