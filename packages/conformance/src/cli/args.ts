/** Command-line arguments of docs-api-conformance. */
import { parseArgs } from 'node:util';
import { isProfile, profiles as allProfiles, type Profile } from '../spec/profiles.js';

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
  /** More base URLs of the same target (several instances): --also-target, or --target given again. */
  alsoTargets: string[];
  maxStalenessMs: number;
  maxResponseTimeMs?: number;
  timeBudgetMs?: number;
}

const list = (values: string[] | undefined): string[] => (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');

function integer(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer ≥ ${min}, not "${value}"`);
  return n;
}

function seconds(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`--${name} must be a number of seconds ≥ 0, not "${value}"`);
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
        target: { type: 'string', multiple: true },
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
        // several instances, caches, response time, opting out of concurrency (README › Reach)
        'also-target': { type: 'string', multiple: true },
        'max-staleness': { type: 'string' },
        'max-response-time': { type: 'string' },
        'no-concurrency': { type: 'boolean' },
        'time-budget': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command = 'help', ...rest] = positionals;
  if (values.help === true || command === 'help') return { command: 'help', profiles: [], only: [], concurrency: 4, reporter: 'pretty', strict: false, verbose: false, json: false, alsoTargets: [], maxStalenessMs: 0 };
  if (command !== 'run' && command !== 'list') throw new UsageError(`unknown command "${command}" (run, list or --help)`);
  if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
  let profiles = list(values.profile);
  const unknown = profiles.filter((p) => !isProfile(p));
  if (unknown.length > 0) throw new UsageError(`unknown profile ${unknown.join(', ')}`);
  const [target, ...moreTargets] = values.target ?? [];
  const alsoTargets = [...moreTargets, ...list(values['also-target'])];
  for (const url of alsoTargets) if (!URL.canParse(url)) throw new UsageError(`--also-target must be a URL, not "${url}"`);
  const staleness = seconds('max-staleness', values['max-staleness']);
  const maxResponseTimeMs = integer('max-response-time', values['max-response-time'], 1);
  const timeBudget = seconds('time-budget', values['time-budget']);
  if (values['no-concurrency'] === true) profiles = (profiles.length > 0 ? profiles : [...allProfiles]).filter((p) => p !== 'concurrency');
  const reporter = values.reporter ?? 'pretty';
  if (reporter !== 'pretty' && reporter !== 'json' && reporter !== 'junit') throw new UsageError(`--reporter must be pretty, json or junit, not "${reporter}"`);
  if (command === 'run' && values.fixtures === undefined) throw new UsageError('run needs --fixtures <file>');
  if (values.path !== undefined && values.seed === undefined) throw new UsageError('--path replays a counterexample and needs the --seed it was found with');
  const seed = integer('seed', values.seed, -(2 ** 31));
  const numRuns = integer('num-runs', values['num-runs'], 1);
  return {
    command,
    ...(values.fixtures !== undefined ? { fixtures: values.fixtures } : {}),
    ...(target !== undefined ? { target } : {}),
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
    alsoTargets,
    maxStalenessMs: Math.round((staleness ?? 0) * 1000),
    ...(maxResponseTimeMs !== undefined ? { maxResponseTimeMs } : {}),
    ...(timeBudget !== undefined ? { timeBudgetMs: Math.round(timeBudget * 1000) } : {}),
  };
}
