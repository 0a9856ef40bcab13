/**
 * Command-line arguments of docs-api-conformance, table-driven: the flags are the rows of `flags`
 * (options/flags.ts), which `--help` and the config file share. A new flag is one new row there.
 */
import { parseArgs } from 'node:util';
import type { Selection } from '../engine/runner.js';
import type { LoadedConfig } from '../options/settings.js';
import { profiles as allProfiles } from '../contract/profiles.js';
import { defaults, flags, UsageError, type Arguments, type Command } from '../options/flags.js';

export {
  flags,
  reporterNames,
  UsageError,
  type Arguments,
  type Command,
  type Flag,
  type Reporter,
  type ReporterTarget,
} from '../options/flags.js';

const commands: Command[] = [
  'run',
  'list',
  'env',
  'init',
  'diff',
  'verify',
  'proxy',
  'replay',
  'compare',
  'mutate',
  'help',
];
/** Commands that read the config file. */
const configured = new Set<string>(['run', 'list', 'env']);
/** How many positional arguments each command takes. */
const positionalCounts: Partial<Record<Command, number>> = { diff: 2, verify: 1, replay: 1 };

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
    throw new UsageError(
      `${args.command} needs ${wanted === 2 ? 'two report files' : args.command === 'replay' ? 'a HAR file' : 'a bundle directory'}`,
    );
  args.positionals = rest;
  if (args.updateBaseline && args.baseline === undefined)
    throw new UsageError('--update-baseline writes the --baseline file: give one');
  if (args.command === 'env' && args.fixtures === undefined) throw new UsageError('env needs --fixtures <file>');
  // Without --fixtures, run makes a tenant of its own on a --target that offers the test API (engine/tenant.ts).
  if (args.command === 'run' && args.fixtures === undefined && args.target === undefined)
    throw new UsageError('run needs --fixtures <file>, or a --target whose test API makes the run a tenant');
  if ((args.command === 'proxy' || args.command === 'replay') && args.target === undefined)
    throw new UsageError(`${args.command} needs --target <url>`);
  const comparing = args.command === 'compare' || (args.command === 'replay' && args.against !== undefined);
  if (args.command === 'compare') {
    if (args.target === undefined && args.fixtures === undefined)
      throw new UsageError('compare needs --target <url> (or --fixtures <file> with its baseUrl): the first server');
    if (args.against === undefined && args.againstFixtures === undefined)
      throw new UsageError(
        'compare needs --against <url> (or --against-fixtures <file> with its baseUrl): the second server',
      );
  } else if (args.command !== 'replay' && (args.against !== undefined || args.againstFixtures !== undefined)) {
    throw new UsageError('--against and --against-fixtures are flags of compare and replay');
  }
  const failOn = values['fail-on'] as string | undefined;
  if (comparing) {
    if (failOn !== undefined && !['violation', 'difference', 'none'].includes(failOn))
      throw new UsageError(
        `--fail-on of ${args.command === 'compare' ? 'compare' : 'replay --against'} must be violation, difference or none, not "${failOn}"`,
      );
    if (failOn === undefined) args.failOn = 'difference';
  } else if (failOn === 'violation' || failOn === 'difference') {
    throw new UsageError(
      `--fail-on ${failOn} is for compare and replay --against: ${args.command} takes request, response, any or none`,
    );
  }
  if (args.command === 'mutate') {
    // Mutants are measured in tenants of the reference's test API: never with --fixtures.
    if (args.target === undefined)
      throw new UsageError('mutate needs --target <url> of a reference server started with --test-api');
    if (args.fixtures !== undefined)
      throw new UsageError('mutate makes tenants of its own on the --target: it takes no --fixtures');
    // --concurrency counts mutants here, two at once by default (each runs its checks four at once).
    if (values['concurrency'] === undefined) args.concurrency = 2;
  }
  if (args.path !== undefined && args.seed === undefined)
    throw new UsageError('--path replays a counterexample and needs the --seed it was found with');
  const toStdout = args.reporters.filter((r) => r.name !== 'pretty' && r.out === undefined);
  if (toStdout.length > 1)
    throw new UsageError('only one report can go to stdout: give the others a file (--reporter junit:report.xml)');
  return args;
}

/** The requirements the command line selects (--profile, --only, --exclude, --operation). */
export const selectionOf = (args: Arguments): Selection => ({
  profiles: args.profiles,
  only: args.only,
  exclude: args.exclude,
  operations: args.operations,
});
