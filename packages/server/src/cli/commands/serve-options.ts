/**
 * What `serve` makes of its flags before the server starts: the seed read and checked, the numbers checked, the
 * rate limit and fault rules parsed. A flag it refuses is a UsageError naming it, in the order the flags are
 * checked here.
 */
import { readFileSync } from 'node:fs';
import type { ServerConfig } from '../../config.js';
import type { RateLimitConfig } from '../../http/rate-limit.js';
import type { StartOptions } from '../../server.js';
import type { FaultRuleInput } from '../../test-api/fault-rules.js';
import { UsageError, type FlagValues } from '../flags.js';

const DEFAULT_METRICS_PORT = 9464;

/** The seed files' module (loaded only when a seed file is given). */
export type SeedFiles = typeof import('../../seed/document.js');

export interface ServeOptions {
  seed?: StartOptions['seed'];
  /** With a seed file: the module that reads it (its SeedError is the file's fault, at start too). */
  seedFiles?: SeedFiles;
  port: number;
  metricsPort: number;
  shutdownSeconds: number;
  rateLimit?: RateLimitConfig;
  /** --test-api, or its alias --test-clock. */
  testApi: boolean;
  journalSize: number;
  faults?: FaultRuleInput[];
  corsOrigin: ServerConfig['corsOrigin'];
  /** Where the fixtures go: --fixtures-out, else fixtures.json with a seed. */
  fixturesOut?: string;
}

/** `--seed demo`, or the text of the seed file `--seed` names, read and checked against the seed schema. */
async function seedOf(given: string | undefined): Promise<Pick<ServeOptions, 'seed' | 'seedFiles'>> {
  if (given === undefined) return {};
  if (given === 'demo') return { seed: 'demo' };
  // Seed files, rate limits and fault files are read by modules loaded only when they are given (start-up time).
  const seedFiles = await import('../../seed/document.js');
  let text: string;
  try {
    text = readFileSync(given, 'utf8');
  } catch (error) {
    throw new UsageError(`--seed ${given}: ${(error as Error).message}`);
  }
  try {
    seedFiles.parseSeed(text);
  } catch (error) {
    if (!(error instanceof seedFiles.SeedError)) throw error;
    throw new UsageError(`${given}: ${error.message}`);
  }
  return { seed: { text }, seedFiles };
}

/** The port number `given` for `flag`. */
function portNumber(flag: string, given: string): number {
  const port = Number(given);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`${flag} must be a port number, not ${given}`);
  }
  return port;
}

/** The seconds of --shutdown-timeout. */
function shutdownSecondsOf(given: string): number {
  const seconds = Number(given);
  if (!Number.isFinite(seconds) || seconds < 0) throw new UsageError(`--shutdown-timeout takes seconds, not ${given}`);
  return seconds;
}

/** Whatever `read` throws is a UsageError with its message. */
async function refusing<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new UsageError(String((error as Error).message));
  }
}

/** The rate limit --rate-limit sets (`<n>/<window>`). */
async function rateLimitOf(given: string): Promise<RateLimitConfig> {
  return refusing(async () => (await import('../../http/rate-limit.js')).parseRateLimit(given));
}

/** The fault rules of the file --faults names. */
async function faultsOf(given: string): Promise<FaultRuleInput[]> {
  return refusing(async () => (await import('../../test-api/fault-file.js')).readFaultFile(given));
}

/** --journal-size, which like --faults needs the test API. */
function journalSizeOf(values: FlagValues, argv: string[], testApi: boolean): number {
  if (!testApi && (values.faults !== undefined || argv.some((arg) => arg.startsWith('--journal-size')))) {
    throw new UsageError('--faults and --journal-size need --test-api');
  }
  const journalSize = Number(values['journal-size']);
  if (!Number.isInteger(journalSize) || journalSize < 1) {
    throw new UsageError(`--journal-size must be a whole number of at least 1, not ${values['journal-size']}`);
  }
  return journalSize;
}

/** --cors-origin: `*` (any origin) when empty or when it names `*`, else its origins. */
function corsOriginOf(given: string): ServerConfig['corsOrigin'] {
  const origins = given
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return origins.length === 0 || origins.includes('*') ? '*' : origins;
}

/** The flags of `serve`, checked in order; the first one refused throws a UsageError. */
export async function serveOptions(values: FlagValues, argv: string[]): Promise<ServeOptions> {
  const seeded = await seedOf(values.seed);
  const port = portNumber('--port', values.port);
  const metricsPort = portNumber('--metrics-port', values['metrics-port'] ?? String(DEFAULT_METRICS_PORT));
  const shutdownSeconds = shutdownSecondsOf(values['shutdown-timeout']);
  const rateLimit = values['rate-limit'] === undefined ? undefined : await rateLimitOf(values['rate-limit']);
  const testApi = values['test-api'] || values['test-clock'];
  const journalSize = journalSizeOf(values, argv, testApi);
  const faults = values.faults === undefined ? undefined : await faultsOf(values.faults);
  const fixturesOut = values['fixtures-out'] ?? (seeded.seed !== undefined ? 'fixtures.json' : undefined);
  return {
    ...seeded,
    port,
    metricsPort,
    shutdownSeconds,
    ...(rateLimit !== undefined ? { rateLimit } : {}),
    testApi,
    journalSize,
    ...(faults !== undefined ? { faults } : {}),
    corsOrigin: corsOriginOf(values['cors-origin']),
    ...(fixturesOut !== undefined ? { fixturesOut } : {}),
  };
}
