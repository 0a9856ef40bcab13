/**
 * CPU profiles of a bench child: `startProfiling()` in the child once it listens (so start-up is not in it),
 * `stopProfiling(file)` when it is told to stop; `printProfile(file)` in the bench sums the self time of every
 * sampled function by where its code comes from (a package, a folder of this server, Node's own modules,
 * the database engine's WebAssembly, garbage collection, idle).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { printTable } from './table.js';

const session = new Session();

export async function startProfiling(): Promise<void> {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
}

export async function stopProfiling(file: string): Promise<void> {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  session.disconnect();
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a sampled function's code comes from. */
export function originOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : `native: ${functionName}`;
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  const own = /packages\/server\/(?:src|dist)\/([^/]+)\//.exec(url);
  if (own) return `server ${own[1]}/`;
  if (url.startsWith('node:')) return 'Node.js (http, streams, crypto, …)';
  if (url.startsWith('wasm://')) return 'WebAssembly (PGlite engine)';
  return /packages\/([^/]+)\//.exec(url)?.[1] ?? url;
}

/** Prints the share of CPU time of each origin (the top `rows`). */
export function printProfile(title: string, file: string, rows = 15): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const shares = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    const origin = frame === undefined ? '(unknown)' : originOf(frame.url, frame.functionName);
    shares.set(origin, (shares.get(origin) ?? 0) + dt);
    total += dt;
  });
  const top = [...shares].sort((a, b) => b[1] - a[1]).slice(0, rows);
  printTable(
    `${title} — CPU profile of the load window, self time by origin (${(total / 1e6).toFixed(1)} s sampled)`,
    ['origin', 'share'],
    top.map(([origin, us]) => [origin, `${((100 * us) / total).toFixed(1)} %`]),
  );
}
