/** Read part: GET /v1/spaces/{spaceId} on a bare Express baseline, the reference on PGlite and on PostgreSQL. */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnChild, tempDir, type Child } from './processes.js';
import { printProfile } from './profile.js';
import { fixed, load, loadTogether, printTable, type Load } from './table.js';

interface Target {
  name: string;
  load: Load;
}

const firstSpace = async (child: Child): Promise<{ spaceId: string; token: string }> => {
  const token = child.fixtures?.tokens.admin ?? '';
  const response = await fetch(`${child.url}/v1/orgs/${child.fixtures?.organizationId}/spaces`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const spaces = (await response.json()) as { items: { id: string }[] };
  const spaceId = spaces.items[0]?.id;
  if (spaceId === undefined) throw new Error('the demo organization has no space');
  return { spaceId, token };
};

export async function readPart(options: {
  seconds: number;
  connections: number;
  postgresUrl?: string;
  profile?: boolean;
}): Promise<void> {
  const { seconds, connections } = options;
  const dir = tempDir('read');
  const profiles: [string, string][] = [];
  /** The environment of a reference child; with --profile it records a CPU profile of its load. */
  const referenceEnv = (name: string): Record<string, string> => {
    if (options.profile !== true) return { BENCH_LOG_LEVEL: 'info' };
    const file = join(dir, `${profiles.length}.cpuprofile`);
    profiles.push([name, file]);
    return { BENCH_LOG_LEVEL: 'info', BENCH_PROFILE: file };
  };
  const targets: Target[] = [];
  const getSpace = (child: Child, spaceId: string, token: string, share = 1) => ({
    url: `${child.url}/v1/spaces/${spaceId}`,
    headers: { authorization: `Bearer ${token}` },
    connections: Math.max(1, Math.round(connections / share)),
    seconds,
  });

  // The reference on PGlite first: its answer is the baseline's body.
  const pglite = await spawnChild(['reference', join(dir, 'pglite')], referenceEnv('reference on PGlite'));
  const { spaceId, token } = await firstSpace(pglite);
  const body = await (
    await fetch(`${pglite.url}/v1/spaces/${spaceId}`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  writeFileSync(join(dir, 'body.json'), body);
  const onPglite = await load(getSpace(pglite, spaceId, token));
  await pglite.stop();

  const baseline = await spawnChild(['baseline', join(dir, 'body.json')]);
  targets.push({
    name: 'bare Express 5 (same body, no auth, no DB)',
    load: await load(getSpace(baseline, spaceId, token)),
  });
  await baseline.stop();
  targets.push({ name: 'reference on PGlite (on disk)', load: onPglite });

  if (options.postgresUrl !== undefined) {
    const one = await spawnChild(['reference', options.postgresUrl], referenceEnv('reference on PostgreSQL'));
    const ids = await firstSpace(one);
    targets.push({
      name: 'reference on PostgreSQL (1 instance)',
      load: await load(getSpace(one, ids.spaceId, ids.token)),
    });
    const two = await spawnChild(['reference', options.postgresUrl], { BENCH_LOG_LEVEL: 'info' });
    // (--profile: the first instance's profile covers its 1-instance load and its half of the 2-instance one.)
    targets.push({
      name: 'reference on PostgreSQL (2 instances, one database)',
      load: await loadTogether([getSpace(one, ids.spaceId, ids.token, 2), getSpace(two, ids.spaceId, ids.token, 2)]),
    });
    await Promise.all([one.stop(), two.stop()]);
  }

  const base = targets[0]?.load.rps ?? Number.NaN;
  printTable(
    `GET /v1/spaces/{spaceId} — ${connections} connections, ${seconds} s each (request logging on, level info)`,
    ['server', 'req/s', 'p50 ms', 'p99 ms', '÷ baseline', 'non-2xx/errors'],
    targets.map((t) => [
      t.name,
      fixed(t.load.rps),
      t.load.p50,
      t.load.p99,
      fixed(t.load.rps / base, 3),
      `${t.load.non2xx}/${t.load.errors}`,
    ]),
  );
  for (const [name, file] of profiles) printProfile(`GET /v1/spaces/{spaceId}, ${name}`, file);
  rmSync(dir, { recursive: true, force: true });
}
