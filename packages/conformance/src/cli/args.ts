/**
 * Command-line arguments of docs-api-conformance, table-driven: each flag is one row of `flags` (its type, help
 * line and how it sets the parsed arguments); `--help` is generated from the same table. A new flag is one new row.
 */
import { parseArgs } from 'node:util';
import type { ConfigSettings, LoadedConfig } from '../config/load.js';
import { isProfile, profiles as allProfiles, type Profile } from '../spec/profiles.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

export const reporterNames = ['pretty', 'json', 'junit', 'html', 'markdown'] as const;
export type Reporter = (typeof reporterNames)[number];

export type Command = 'run' | 'list' | 'env' | 'init' | 'diff' | 'verify' | 'help' | 'version';

export interface ReporterTarget {
  name: Reporter;
  /** The file to write; absent: stdout. */
  out?: string;
}

export interface Arguments {
  command: Command;
  fixtures?: string;
  target?: string;
  profiles: Profile[];
  only: string[];
  exclude: string[];
  operations: string[];
  seed?: number;
  path?: string;
  numRuns?: number;
  concurrency: number;
  /** The reports to write (`--reporter name[:file]`, `--out`); pretty output always goes to the terminal. */
  reporters: ReporterTarget[];
  strict: boolean;
  verbose: boolean;
  json: boolean;
  /** list: what no requirement reads, per operation. */
  blindSpots: boolean;
  keep: boolean;
  showSecrets: boolean;
  allowDestructive: boolean;
  waitForTargetSeconds?: number;
  headers: Record<string, string>;
  timeoutMs?: number;
  rate?: number;
  /** More base URLs of the same target (several instances): --also-target, or --target given again. */
  alsoTargets: string[];
  maxStalenessMs: number;
  maxResponseTimeMs?: number;
  timeBudgetMs?: number;
  noConcurrency?: boolean;
  /** The config file read (`--config`, or found in the working directory) and its settings that have no flag. */
  configFile?: string;
  settings: ConfigSettings;
  /** Positional arguments after the command (`diff a.json b.json`, `verify out/`). */
  positionals: string[];
  /** Known failures (`--baseline`), fixed ones failing the run (`--strict-baseline`), rewrite it (`--update-baseline`). */
  baseline?: string;
  strictBaseline: boolean;
  updateBaseline: boolean;
  /** Write a certification bundle into this directory (`--bundle`). */
  bundle?: string;
  /** `diff`: text (default), json or markdown. */
  format: 'text' | 'json' | 'markdown';
}

export interface Flag {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  /** The value's placeholder in --help (`<file>`). */
  value?: string;
  help: string;
  /** Applies the flag's value (a string, strings when `multiple`, or true). */
  set(args: Arguments, value: string | string[] | boolean): void;
}

const list = (values: string[]): string[] =>
  values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
const strings = (value: string | string[] | boolean): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
const text = (value: string | string[] | boolean): string => strings(value)[0] ?? '';

function number(name: string, value: string, min: number, integer = true): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min) {
    throw new UsageError(`--${name} must be ${integer ? 'an integer' : 'a number'} ≥ ${min}, not "${value}"`);
  }
  return n;
}

/** Every flag of every command, in --help order. */
export const flags: Record<string, Flag> = {
  fixtures: {
    type: 'string',
    value: '<file>',
    help: 'organization and tokens of three callers (see the README); without it, run makes a tenant of its own on a --target whose test API offers one',
    set: (a, v) => (a.fixtures = text(v)),
  },
  target: {
    type: 'string',
    multiple: true,
    value: '<url>',
    help: 'base URL of the server (overrides baseUrl of the fixtures); given again: another instance, as --also-target',
    set(a, v) {
      const [first, ...more] = strings(v);
      if (first !== undefined) a.target = first;
      a.alsoTargets.push(...more);
    },
  },
  profile: {
    type: 'string',
    multiple: true,
    value: '<p>',
    help: 'only these profiles (repeat or comma-separate)',
    set(a, v) {
      const names = list(strings(v));
      const unknown = names.filter((p) => !isProfile(p));
      if (unknown.length > 0) throw new UsageError(`unknown profile ${unknown.join(', ')}`);
      a.profiles = names as Profile[];
    },
  },
  only: {
    type: 'string',
    multiple: true,
    value: '<id>',
    help: 'only these requirement IDs; * matches anything (DEL-*, *.deleteSpaceById)',
    set: (a, v) => (a.only = list(strings(v))),
  },
  exclude: {
    type: 'string',
    multiple: true,
    value: '<id>',
    help: 'leave out these requirement IDs (same patterns as --only)',
    set: (a, v) => (a.exclude = list(strings(v))),
  },
  operation: {
    type: 'string',
    multiple: true,
    value: '<operationId>',
    help: "only requirements exercising these operations (the catalogue's operations; * allowed)",
    set: (a, v) => (a.operations = list(strings(v))),
  },
  seed: {
    type: 'string',
    value: '<n>',
    help: 'seed of every property (printed by each run; makes a run reproducible)',
    set: (a, v) => (a.seed = number('seed', text(v), -(2 ** 31))),
  },
  path: {
    type: 'string',
    value: '<p>',
    help: 'replay one counterexample (with --seed and --only, as a failure prints it)',
    set: (a, v) => (a.path = text(v)),
  },
  'num-runs': {
    type: 'string',
    value: '<n>',
    help: "examples per property (default: each check's own, 1 to 8)",
    set: (a, v) => (a.numRuns = number('num-runs', text(v), 1)),
  },
  concurrency: {
    type: 'string',
    value: '<n>',
    help: 'checks run at once (default 4)',
    set: (a, v) => (a.concurrency = number('concurrency', text(v), 1)),
  },
  reporter: {
    type: 'string',
    multiple: true,
    value: '<r>[:<file>]',
    help: `${reporterNames.join(', ')}; repeatable, each with its own file (junit:report.xml)`,
    set(a, v) {
      a.reporters = strings(v).map((entry) => {
        const colon = entry.indexOf(':');
        const name = colon < 0 ? entry : entry.slice(0, colon);
        if (!(reporterNames as readonly string[]).includes(name))
          throw new UsageError(`--reporter must be ${reporterNames.join(', ')}, not "${name}"`);
        return { name: name as Reporter, ...(colon < 0 ? {} : { out: entry.slice(colon + 1) }) };
      });
    },
  },
  out: {
    type: 'string',
    value: '<file>',
    help: 'the file of the one --reporter given without a file (pretty output still goes to the terminal)',
    set(a, v) {
      const open = a.reporters.filter((r) => r.out === undefined && r.name !== 'pretty');
      if (open.length !== 1)
        throw new UsageError('--out needs exactly one --reporter json, junit or html without its own file');
      (open[0] as ReporterTarget).out = text(v);
    },
  },
  strict: {
    type: 'boolean',
    help: 'exit 1 also when a SHOULD fails (JUnit then reports failed SHOULDs as failures)',
    set: (a) => (a.strict = true),
  },
  verbose: {
    type: 'boolean',
    help: 'every skip reason, and each grouped failure in full',
    set: (a) => (a.verbose = true),
  },
  json: { type: 'boolean', help: 'list: print the catalogue as JSON', set: (a) => (a.json = true) },
  'blind-spots': {
    type: 'boolean',
    help: 'list: per operation, the documented response fields, statuses and request fields no requirement reads',
    set: (a) => (a.blindSpots = true),
  },
  keep: {
    type: 'boolean',
    help: 'leave what the run created and changed on the target (for debugging)',
    set: (a) => (a.keep = true),
  },
  'show-secrets': {
    type: 'boolean',
    help: 'print tokens and share keys in clear (masked by default)',
    set: (a) => (a.showSecrets = true),
  },
  'allow-destructive': {
    type: 'boolean',
    help: "let checks delete objects the run did not create (the fixtures' spare members); off: those are SKIPPED",
    set: (a) => (a.allowDestructive = true),
  },
  'wait-for-target': {
    type: 'string',
    value: '<seconds>',
    help: 'wait up to this long for the target to answer (polls /healthz, then the base URL)',
    set: (a, v) => (a.waitForTargetSeconds = number('wait-for-target', text(v), 0, false)),
  },
  header: {
    type: 'string',
    multiple: true,
    value: '<name:value>',
    help: 'an extra header on every request (repeatable)',
    set(a, v) {
      for (const entry of strings(v)) {
        const colon = entry.indexOf(':');
        const name = colon < 0 ? '' : entry.slice(0, colon).trim();
        if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
          throw new UsageError(`--header must be name:value, not "${entry}"`);
        a.headers[name] = entry.slice(colon + 1).trim();
      }
    },
  },
  timeout: {
    type: 'string',
    value: '<ms>',
    help: 'per-request timeout (default 20000)',
    set: (a, v) => (a.timeoutMs = number('timeout', text(v), 1)),
  },
  rate: {
    type: 'string',
    value: '<n>/s',
    help: 'at most n requests per second (be gentle with a shared server); 429 + Retry-After is always waited out',
    set(a, v) {
      const match = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(text(v));
      if (match === null || Number(match[1]) <= 0)
        throw new UsageError(`--rate must be a positive number per second (10/s), not "${text(v)}"`);
      a.rate = Number(match[1]);
    },
  },
  // several instances, caches, response time, opting out of concurrency (README › Reach)
  'also-target': {
    type: 'string',
    multiple: true,
    value: '<url>',
    help: 'another instance of the same target (repeat): writes through one are read back through the others',
    set(a, v) {
      const urls = list(strings(v));
      for (const url of urls) if (!URL.canParse(url)) throw new UsageError(`--also-target must be a URL, not "${url}"`);
      a.alsoTargets.push(...urls);
    },
  },
  'max-staleness': {
    type: 'string',
    value: '<s>',
    help: "how long what the target declares cached (a member's role) may stay stale on another instance (default 0)",
    set: (a, v) => (a.maxStalenessMs = Math.round(number('max-staleness', text(v), 0, false) * 1000)),
  },
  'max-response-time': {
    type: 'string',
    value: '<ms>',
    help: "adds PERF-RESPONSE-TIME.<op>: p95 of each operation's answers (a SHOULD)",
    set: (a, v) => (a.maxResponseTimeMs = number('max-response-time', text(v), 1)),
  },
  'no-concurrency': {
    type: 'boolean',
    help: 'leave out the concurrency profile (requests sent at once on one object)',
    set: (a) => (a.noConcurrency = true),
  },
  'time-budget': {
    type: 'string',
    value: '<s>',
    help: 'checks not started after this many seconds are SKIPPED (a bounded run against a slow or mock server)',
    set: (a, v) => (a.timeBudgetMs = Math.round(number('time-budget', text(v), 0, false) * 1000)),
  },
  // config file, baseline, bundle (README › Config file, Baseline and diff, Certification bundle)
  config: {
    type: 'string',
    value: '<file>',
    help: 'the config file (default: docs-api-conformance.config.{json,yaml} in the working directory)',
    set: (a, v) => (a.configFile = text(v)),
  },
  baseline: {
    type: 'string',
    value: '<file>',
    help: 'known failures (id pattern, reason, expires): they are reported as known and do not fail the run',
    set: (a, v) => (a.baseline = text(v)),
  },
  'strict-baseline': {
    type: 'boolean',
    help: 'a baselined requirement that now passes (fixed) fails the run instead of warning',
    set: (a) => (a.strictBaseline = true),
  },
  'update-baseline': {
    type: 'boolean',
    help: "write the run's failures to the --baseline file (keeping the reasons of entries still failing)",
    set: (a) => (a.updateBaseline = true),
  },
  bundle: {
    type: 'string',
    value: '<dir>',
    help: 'write a certification bundle there: every report, implementation.json and a manifest of hashes',
    set: (a, v) => (a.bundle = text(v)),
  },
  format: {
    type: 'string',
    value: '<f>',
    help: 'diff: text, json or markdown',
    set(a, v) {
      const format = text(v);
      if (format !== 'text' && format !== 'json' && format !== 'markdown')
        throw new UsageError(`--format must be text, json or markdown, not "${format}"`);
      a.format = format;
    },
  },
  version: { type: 'boolean', help: 'print the version and exit', set: (a) => (a.command = 'version') },
  help: { type: 'boolean', short: 'h', help: 'this help', set: (a) => (a.command = 'help') },
};

const defaults = (): Arguments => ({
  command: 'help',
  profiles: [],
  only: [],
  exclude: [],
  operations: [],
  concurrency: 4,
  reporters: [{ name: 'pretty' }],
  strict: false,
  verbose: false,
  json: false,
  blindSpots: false,
  keep: false,
  showSecrets: false,
  allowDestructive: false,
  headers: {},
  alsoTargets: [],
  maxStalenessMs: 0,
  settings: {},
  positionals: [],
  strictBaseline: false,
  updateBaseline: false,
  format: 'text',
});

const commands: Command[] = ['run', 'list', 'env', 'init', 'diff', 'verify', 'help'];
/** Commands that read the config file. */
const configured = new Set<string>(['run', 'list', 'env']);
/** How many positional arguments each command takes. */
const positionalCounts: Partial<Record<Command, number>> = { diff: 2, verify: 1 };

/** Reads the config file `--config` names (or the one found in the working directory); undefined: none. */
export type ConfigReader = (given: string | undefined) => LoadedConfig | undefined;

/**
 * Parses the command line over the config file's values: a flag given on the command line wins over its key.
 * A bad value from the file is an error naming the key and the file.
 */
export function parseArguments(argv: string[], readConfig: ConfigReader = () => undefined): Arguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        Object.entries(flags).map(([name, flag]) => [
          name,
          {
            type: flag.type,
            ...(flag.multiple === true ? { multiple: true } : {}),
            ...(flag.short !== undefined ? { short: flag.short } : {}),
          },
        ]),
      ),
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const args = defaults();
  const [command = 'help', ...rest] = positionals;
  if (!(commands as string[]).includes(command))
    throw new UsageError(`unknown command "${command}" (${commands.join(', ')}, --help or --version)`);
  args.command = command as Command;
  const config =
    configured.has(command) && values['help'] !== true ? readConfig(values['config'] as string | undefined) : undefined;
  if (config !== undefined) {
    args.configFile = config.file;
    args.settings = config.settings;
  }
  // Flags apply in table order (--reporter before --out); help and version win over everything else.
  for (const [name, flag] of Object.entries(flags)) {
    const given = values[name];
    const value = given ?? config?.values[name];
    if (value === undefined || value === false || name === 'help' || name === 'version') continue;
    try {
      flag.set(args, value as string | string[] | boolean);
    } catch (error) {
      if (given !== undefined || config === undefined || !(error instanceof UsageError)) throw error;
      const key = name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
      throw new UsageError(`${config.file}: key "${key}": ${error.message.replace(/^--[\w-]+ /, '')}`);
    }
  }
  if (args.noConcurrency === true)
    args.profiles = (args.profiles.length > 0 ? args.profiles : [...allProfiles]).filter((p) => p !== 'concurrency');
  if (values['version'] === true) return { ...args, command: 'version' };
  if (values['help'] === true || args.command === 'help') return { ...args, command: 'help' };
  const wanted = positionalCounts[args.command] ?? 0;
  if (rest.length > wanted) throw new UsageError(`unexpected argument "${rest[wanted]}"`);
  if (rest.length < wanted)
    throw new UsageError(`${args.command} needs ${wanted === 2 ? 'two report files' : 'a bundle directory'}`);
  args.positionals = rest;
  if (args.updateBaseline && args.baseline === undefined)
    throw new UsageError('--update-baseline writes the --baseline file: give one');
  if (args.command === 'env' && args.fixtures === undefined) throw new UsageError('env needs --fixtures <file>');
  // Without --fixtures, run makes a tenant of its own on a --target that offers the test API (engine/tenant.ts).
  if (args.command === 'run' && args.fixtures === undefined && args.target === undefined)
    throw new UsageError('run needs --fixtures <file>, or a --target whose test API makes the run a tenant');
  if (args.path !== undefined && args.seed === undefined)
    throw new UsageError('--path replays a counterexample and needs the --seed it was found with');
  const toStdout = args.reporters.filter((r) => r.name !== 'pretty' && r.out === undefined);
  if (toStdout.length > 1)
    throw new UsageError('only one report can go to stdout: give the others a file (--reporter junit:report.xml)');
  return args;
}
