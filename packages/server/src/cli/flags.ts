/**
 * The flag table of docs-api-server: each flag is one row (its type, its short form, and its default, read from
 * the environment where a variable stands in for it). Every command parses the whole table: a flag a command does
 * not read is accepted and left alone. A new flag is one new row here, its line in usage.ts, and what a command
 * does with it.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { defaultConfig } from '../config.js';

/** One option of parseArgs. */
type ParseArgsOption = NonNullable<ParseArgsConfig['options']>[string];

/** A command line the server refuses: the message is printed and the exit code is 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

interface Flag {
  type: 'string' | 'boolean';
  short?: string;
  /** The value when the flag is not given, read at parse time (an environment variable's); undefined: none. */
  default?: () => string | boolean | undefined;
}

/** The variable `name` unless it is unset or empty. */
const setVariable = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

/** Every flag of every command (a flag wins over its variable). */
const flags = {
  port: { type: 'string', default: () => process.env['PORT'] ?? '4000' },
  host: { type: 'string', default: () => process.env['HOST'] ?? '127.0.0.1' },
  'database-url': { type: 'string', default: () => process.env['DATABASE_URL'] ?? defaultConfig.databaseUrl },
  seed: { type: 'string' },
  'fixtures-out': { type: 'string' },
  'url-file': { type: 'string' },
  'public-url': { type: 'string', default: () => setVariable('PUBLIC_URL') },
  'cors-origin': { type: 'string', default: () => process.env['CORS_ORIGIN'] ?? '*' },
  'test-api': { type: 'boolean', default: () => process.env['TEST_API'] === '1' },
  'test-clock': { type: 'boolean', default: () => false },
  'test-api-token': { type: 'string', default: () => setVariable('TEST_API_TOKEN') },
  'allow-private-network': { type: 'boolean', default: () => false },
  'trust-proxy': { type: 'boolean', default: () => false },
  'rate-limit': { type: 'string' },
  faults: { type: 'string' },
  'journal-size': { type: 'string', default: () => String(defaultConfig.journalSize) },
  'log-level': { type: 'string', default: () => process.env['LOG_LEVEL'] ?? 'info' },
  'shutdown-timeout': { type: 'string', default: () => '25' },
  'metrics-port': { type: 'string' },
  'metrics-host': { type: 'string', default: () => '127.0.0.1' },
  'no-metrics': { type: 'boolean', default: () => false },
  'optimize-wasm': { type: 'boolean', default: () => process.env['OPTIMIZE_WASM'] === '1' },
  help: { type: 'boolean', short: 'h', default: () => false },
  version: { type: 'boolean', default: () => false },
} as const satisfies Record<string, Flag>;

/** A flag's parsed value: a boolean, a string when it has a default, else a string or undefined. */
type ValueOf<F extends Flag> = F['type'] extends 'boolean'
  ? boolean
  : F extends { default: () => infer Default }
    ? Default
    : string | undefined;

/** The parsed flags, by name. */
export type FlagValues = { -readonly [Name in keyof typeof flags]: ValueOf<(typeof flags)[Name]> };

/** A command: runs with the parsed flags (and the command line as given) and resolves with the exit code. */
export type Command = (values: FlagValues, argv: string[]) => Promise<number>;

/** The option parseArgs is given for `flag`, its default read now. */
function optionOf(flag: Flag): ParseArgsOption {
  const value = flag.default?.();
  return {
    type: flag.type,
    ...(flag.short !== undefined ? { short: flag.short } : {}),
    ...(value !== undefined ? { default: value } : {}),
  };
}

/** Parses `argv` with the flag table; an unknown flag or a missing value throws parseArgs' error. */
export function parseFlags(argv: string[]): { values: FlagValues; positionals: string[] } {
  const flagRows: Record<string, Flag> = flags;
  const options = Object.fromEntries(Object.entries(flagRows).map(([name, flag]) => [name, optionOf(flag)]));
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options });
  return { values: values as FlagValues, positionals };
}
