/**
 * What the behaviour mutants (test-api/mutants) cost the requests they do not mutate: GET /v1/spaces/{spaceId} of
 * the server's own data, with `--test-api`, on three servers that take turns within each round:
 *   - the build before them (`--before <repository root>`, built),
 *   - this tree with no mutated tenant,
 *   - this tree with a mutated tenant present (the measured requests are another tenant's).
 * Prints, per server, the median requests per second and the server's CPU time per request.
 *
 * Usage: pnpm -F @docs-api/server exec tsx bench/mutants.ts --before /tmp/before [--rounds 5] [--seconds 5]
 *        [--connections 10]
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { describeBuild, serve, stopAllServers, type Build } from './cli-server.js';
import { fixed, load, median, printTable } from './table.js';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
if (values.before === undefined) {
  console.error('usage: bench/mutants.ts --before <repository root of a built tree> [--rounds n] [--seconds s]');
  process.exit(2);
}

const here = describeBuild('this tree', join(import.meta.dirname, '..', '..', '..'));
const before = describeBuild(`before (${values.before})`, values.before);

interface Variant {
  name: string;
  build: Build;
  mutatedTenant: boolean;
}
const variants: Variant[] = [
  { name: `${before.name}, --test-api`, build: before, mutatedTenant: false },
  { name: 'this tree, --test-api, no mutated tenant', build: here, mutatedTenant: false },
  { name: 'this tree, --test-api, a mutated tenant present', build: here, mutatedTenant: true },
];

const samples = new Map<string, { rps: number; cpu: number }[]>();
process.once('SIGINT', () => void stopAllServers().then(() => process.exit(130)));

for (let round = 1; round <= Number(values.rounds); round++) {
  for (const variant of variants) {
    const served = await serve(variant.build, {
      databaseUrl: 'memory://',
      seed: true,
      testApi: true,
      logLevel: 'warn',
    });
    try {
      const { fixtures } = served;
      if (fixtures === undefined) throw new Error('no fixtures');
      const admin = { authorization: `Bearer ${fixtures.tokens.admin}` };
      const spaces = (await (
        await fetch(`${served.url}/v1/orgs/${fixtures.organizationId}/spaces`, { headers: admin })
      ).json()) as {
        items: { id: string }[];
      };
      if (variant.mutatedTenant) {
        const made = await fetch(`${served.url}/__test/tenants`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ seed: 'demo', mutants: ['field-dropped:Space.title'] }),
        });
        if (made.status !== 201) throw new Error(`a mutated tenant: ${made.status}`);
      }
      const result = await load({
        url: `${served.url}/v1/spaces/${spaces.items[0]?.id ?? ''}`,
        headers: admin,
        connections: Number(values.connections),
        seconds: Number(values.seconds),
        pid: served.pid,
      });
      if (result.non2xx + result.errors > 0) throw new Error(`${variant.name}: ${result.non2xx} non-2xx answers`);
      samples.set(variant.name, [
        ...(samples.get(variant.name) ?? []),
        { rps: result.rps, cpu: result.cpuMicros ?? NaN },
      ]);
      console.log(
        `  round ${round}: ${variant.name}: ${fixed(result.rps)} req/s, ${fixed(result.cpuMicros ?? NaN)} µs CPU/request`,
      );
    } finally {
      await served.stop();
    }
  }
}

const base = samples.get(variants[0]?.name ?? '') ?? [];
const baseRps = median(base.map((s) => s.rps));
const baseCpu = median(base.map((s) => s.cpu));
printTable(
  `GET /v1/spaces/{spaceId}, ${values.rounds} rounds of ${values.seconds} s, ${values.connections} connections (medians)`,
  ['server', 'req/s', 'vs before', 'µs CPU/request', 'vs before'],
  variants.map(({ name }) => {
    const rps = median((samples.get(name) ?? []).map((s) => s.rps));
    const cpu = median((samples.get(name) ?? []).map((s) => s.cpu));
    return [
      name,
      fixed(rps),
      `${fixed(((rps - baseRps) / baseRps) * 100, 1)} %`,
      fixed(cpu),
      `${fixed(((cpu - baseCpu) / baseCpu) * 100, 1)} %`,
    ];
  }),
);
