/** Command-line arguments of docs-api-conformance. */
import { parseArgs } from 'node:util';
import { isProfile, type Profile } from '../spec/profiles.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

export type Reporter = 'pretty' | 'json' | 'junit';

export interface Arguments {
  command: 'run' | 'list' | 'help';
  fixtures?: string;
  target?: string;
  profiles: Profile[];
  only: string[];
  seed?: number;
  path?: string;
  numRuns?: number;
  concurrency: number;
  reporter: Reporter;
  out?: string;
  strict: boolean;
  verbose: boolean;
  json: boolean;
}

const list = (values: string[] | undefined): string[] => (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');

function integer(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer ≥ ${min}, not "${value}"`);
  return n;
}

export function parseArguments(argv: string[]): Arguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        fixtures: { type: 'string' },
        target: { type: 'string' },
        profile: { type: 'string', multiple: true },
        only: { type: 'string', multiple: true },
        seed: { type: 'string' },
        path: { type: 'string' },
        'num-runs': { type: 'string' },
        concurrency: { type: 'string' },
        reporter: { type: 'string' },
        out: { type: 'string' },
        strict: { type: 'boolean' },
        verbose: { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command = 'help', ...rest] = positionals;
  if (values.help === true || command === 'help') return { command: 'help', profiles: [], only: [], concurrency: 4, reporter: 'pretty', strict: false, verbose: false, json: false };
  if (command !== 'run' && command !== 'list') throw new UsageError(`unknown command "${command}" (run, list or --help)`);
  if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
  const profiles = list(values.profile);
  const unknown = profiles.filter((p) => !isProfile(p));
  if (unknown.length > 0) throw new UsageError(`unknown profile ${unknown.join(', ')}`);
  const reporter = values.reporter ?? 'pretty';
  if (reporter !== 'pretty' && reporter !== 'json' && reporter !== 'junit') throw new UsageError(`--reporter must be pretty, json or junit, not "${reporter}"`);
  if (command === 'run' && values.fixtures === undefined) throw new UsageError('run needs --fixtures <file>');
  if (values.path !== undefined && values.seed === undefined) throw new UsageError('--path replays a counterexample and needs the --seed it was found with');
  const seed = integer('seed', values.seed, -(2 ** 31));
  const numRuns = integer('num-runs', values['num-runs'], 1);
  return {
    command,
    ...(values.fixtures !== undefined ? { fixtures: values.fixtures } : {}),
    ...(values.target !== undefined ? { target: values.target } : {}),
    profiles: profiles as Profile[],
    only: list(values.only),
    ...(seed !== undefined ? { seed } : {}),
    ...(values.path !== undefined ? { path: values.path } : {}),
    ...(numRuns !== undefined ? { numRuns } : {}),
    concurrency: integer('concurrency', values.concurrency, 1) ?? 4,
    reporter,
    ...(values.out !== undefined ? { out: values.out } : {}),
    strict: values.strict === true,
    verbose: values.verbose === true,
    json: values.json === true,
  };
}
