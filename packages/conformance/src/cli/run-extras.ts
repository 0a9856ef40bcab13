/**
 * What `run` adds around the suite: token providers from the config file (before the fixtures are read), and
 * after the run the baseline (--baseline, --update-baseline) and the certification bundle (--bundle).
 */
import { applyBaseline, loadBaseline, updatedBaseline, writeBaseline } from '../baseline/baseline.js';
import { writeBundle } from '../bundle/write.js';
import type { Catalogue } from '../catalogue.js';
import type { TokenProviderConfig } from '../config/load.js';
import { callers, type Caller, type Fixtures } from '../engine/fixtures.js';
import type { RunResult } from '../engine/runner.js';
import { ClientCredentialsProvider, CommandProvider, TokenBroker, type TokenProvider } from '../engine/tokens.js';
import { profiles as allProfiles } from '../contract/profiles.js';
import type { Invocation } from '../reporters/summary.js';
import type { Arguments } from './args.js';

/** The token providers the config file names; undefined when it names none. */
export function tokenBroker(args: Arguments): TokenBroker | undefined {
  const configured = args.settings.tokens ?? {};
  const providers: Partial<Record<Caller, TokenProvider>> = {};
  for (const caller of callers) {
    const config: TokenProviderConfig | undefined = configured[caller];
    if (config === undefined) continue;
    providers[caller] =
      'command' in config ? new CommandProvider(config.command) : new ClientCredentialsProvider(config);
  }
  return Object.keys(providers).length === 0 ? undefined : new TokenBroker(providers);
}

/** The environment the fixtures are read with: the providers' first tokens stand in for the file's. */
export async function fixturesEnv(broker: TokenBroker | undefined): Promise<Record<string, string | undefined>> {
  if (broker === undefined) return process.env;
  const tokens = await broker.initial();
  return {
    ...process.env,
    ...Object.fromEntries(
      Object.entries(tokens).map(([caller, token]) => [`DOCS_API_TOKEN_${caller.toUpperCase()}`, token]),
    ),
  };
}

/** Applies the baseline to the result (and rewrites it with --update-baseline); returns a line to print. */
export async function baselineStep(result: RunResult, args: Arguments): Promise<string | undefined> {
  if (args.baseline === undefined) return undefined;
  const options = { file: args.baseline, strict: args.strictBaseline, strictShould: args.strict };
  if (args.updateBaseline) {
    const entries = updatedBaseline(result, await loadBaseline(args.baseline, true), args.strict);
    await writeBaseline(args.baseline, entries);
    result.baseline = applyBaseline(result, entries, options);
    return `baseline written to ${args.baseline} (${entries.length} entries)\n`;
  }
  result.baseline = applyBaseline(result, await loadBaseline(args.baseline), options);
  return undefined;
}

/** Writes the certification bundle; returns a line to print. */
export async function bundleStep(
  catalogue: Catalogue,
  result: RunResult,
  invocation: Invocation,
  args: Arguments,
  fixtures: Fixtures,
): Promise<string | undefined> {
  if (args.bundle === undefined) return undefined;
  const named = args.settings.implementation ?? {};
  const implementation = await writeBundle(args.bundle, catalogue, result, invocation, {
    name: named.name ?? new URL(fixtures.baseUrl).host,
    version: named.version ?? 'unknown',
    url: named.url ?? fixtures.baseUrl,
    profiles: args.profiles.length > 0 ? args.profiles : [...allProfiles],
  });
  return `certification bundle written to ${args.bundle} (${implementation.passed ? 'passed' : 'failed'}; verify it with docs-api-conformance verify ${args.bundle})\n`;
}
