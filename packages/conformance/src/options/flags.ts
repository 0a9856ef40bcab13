/**
 * The flag table of docs-api-conformance: each flag is one row (its type, help line and how it sets the parsed
 * arguments). The CLI parses with it, `--help` prints it, the config file's keys and JSON Schema derive from it:
 * it sits below both the CLI and the config.
 */
import type { Fixtures } from '../engine/fixtures.js';
import type { ConfigSettings } from './settings.js';
import { isProfile, type Profile } from '../contract/profiles.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

export const reporterNames = ['pretty', 'json', 'junit', 'html', 'markdown'] as const;
export type Reporter = (typeof reporterNames)[number];

export type Command =
  'run' | 'list' | 'env' | 'init' | 'diff' | 'verify' | 'proxy' | 'replay' | 'compare' | 'mutate' | 'help' | 'version';

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
  /** Run on this many seeds (`--seed` and the next ones) and report any requirement whose verdict varied. */
  seeds?: number;
  path?: string;
  numRuns?: number;
  /** Checks and requests at once; undefined: chosen from the target's round-trip time (runner.ts). */
  concurrency?: number;
  /** When checks that would run alone or wait for a lock work in a tenant of their own (engine/apart.ts). */
  tenantPerCheck?: 'auto' | 'always' | 'never';
  /** The reports to write (`--reporter name[:file]`, `--out`); pretty output always goes to the terminal. */
  reporters: ReporterTarget[];
  strict: boolean;
  /** An error of the run (a precondition it could not establish, a crashed check) fails it (`--strict-errors`). */
  strictErrors: boolean;
  verbose: boolean;
  json: boolean;
  /** list: what no requirement reads, per operation. */
  blindSpots: boolean;
  requests: boolean;
  keep: boolean;
  showSecrets: boolean;
  allowDestructive: boolean;
  waitForTargetSeconds?: number;
  /** The bearer token of the target's test API (`--test-api-token`, else $TEST_API_TOKEN in cli/main.ts). */
  testApiToken?: string;
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
  /** proxy: where it listens. */
  port: number;
  host: string;
  /** proxy: forward everything and report (`report`), or refuse requests that break the contract (`enforce`). */
  mode: 'report' | 'enforce';
  /**
   * proxy, replay: which side's violations make the exit code 1; compare (and replay --against): a difference where a
   * side breaks the contract (`violation`), any difference (`difference`, the default) or nothing.
   */
  failOn: 'request' | 'response' | 'any' | 'none' | 'violation' | 'difference';
  /** compare, replay: the second server, its fixtures and its test API's token (default --test-api-token's). */
  against?: string;
  againstFixtures?: string;
  againstTestApiToken?: string;
  /** proxy: write the exchanges as HAR 1.2 there. */
  har?: string;
  /** proxy: stop after this many seconds / exchanges. */
  durationSeconds?: number;
  maxRequests?: number;
  /** proxy, replay: paths forwarded without judgment (replacing the default list). */
  ignore: string[];
  /** proxy: send the target's host as Host instead of the client's. */
  rewriteHost: boolean;
  /** mutate: only the mutants whose id matches one of these patterns (`*` matches anything). */
  mutantPatterns: string[];
  /** mutate: only the mutants of these operators. */
  operators: string[];
  /** mutate: draw this many of the selected mutants with the seed, every operator present covered first. */
  sample?: number;
  /** mutate: exit 1 when the mutation score is below this (0 to 1). */
  minScore?: number;
  /** run, mutate: the pages the target can fetch (`--public-page-url`, `--openapi-document-url`), over the fixtures'. */
  fetchable: Fetchable;
}

export type Fetchable = Pick<Fixtures, 'publicPageUrl' | 'openapiDocumentUrl'>;

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

/** A rate: a positive number, per second (`10/s` or `10`). */
function perSecond(name: string, value: string): number {
  const match = /^(\d+(?:\.\d+)?)(?:\/s)?$/.exec(value);
  if (match === null || Number(match[1]) <= 0)
    throw new UsageError(`--${name} must be a positive number per second (10/s), not "${value}"`);
  return Number(match[1]);
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
    help: 'only requirements about these operations (the first of their operations; * allowed)',
    set: (a, v) => (a.operations = list(strings(v))),
  },
  seed: {
    type: 'string',
    value: '<n>',
    help: 'seed of every property (printed by each run; makes a run reproducible)',
    set: (a, v) => (a.seed = number('seed', text(v), -(2 ** 31))),
  },
  seeds: {
    type: 'string',
    value: '<n>',
    help: 'run on n seeds (--seed and the next ones, each in a tenant or cleanup of its own): one report, each requirement its worst verdict, and those whose verdict varied named',
    set: (a, v) => (a.seeds = number('seeds', text(v), 1)),
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
    help: "at most n checks (and 2n requests) at once (default: chosen from the target's round-trip time, 4 nearby to 48 far away); mutate: mutants measured at once (default 2)",
    set: (a, v) => (a.concurrency = number('concurrency', text(v), 1)),
  },
  'tenant-per-check': {
    type: 'string',
    value: '<when>',
    help: 'without --fixtures: checks that would run alone or wait for a lock (the clock, the organization) each work in a tenant of their own, beside the others: auto (default: when more than 4 checks run at once, a distant target, or the first requests were throttled), always or never; off under --keep',
    set(a, v) {
      const when = text(v);
      if (when !== 'auto' && when !== 'always' && when !== 'never')
        throw new UsageError(`--tenant-per-check must be auto, always or never, not "${when}"`);
      a.tenantPerCheck = when;
    },
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
  'strict-errors': {
    type: 'boolean',
    help: 'exit 1 also on an error of the run (a precondition it could not establish, a crashed check): by default errors are reported apart and do not change the exit code',
    set: (a) => (a.strictErrors = true),
  },
  verbose: {
    type: 'boolean',
    help: 'every skip reason, each grouped failure in full, and the whole stack of a crashed check',
    set: (a) => (a.verbose = true),
  },
  json: { type: 'boolean', help: 'list: print the catalogue as JSON', set: (a) => (a.json = true) },
  'blind-spots': {
    type: 'boolean',
    help: 'list: per operation, the documented response fields, statuses and request fields no requirement reads',
    set: (a) => (a.blindSpots = true),
  },
  requests: {
    type: 'boolean',
    help: 'list: the request rules (REQ-*) that proxy and replay judge a client by, instead of the requirements',
    set: (a) => (a.requests = true),
  },
  keep: {
    type: 'boolean',
    help: "leave what the run created and changed on the target, and the run's own tenant, where every check then works (for debugging)",
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
  'public-page-url': {
    type: 'string',
    value: '<url>',
    help: "a public web page the target can fetch, for the content-import checks (the fixtures' publicPageUrl; a run's or mutate's own tenants have none otherwise)",
    set: (a, v) => (a.fetchable.publicPageUrl = text(v)),
  },
  'openapi-document-url': {
    type: 'string',
    value: '<url>',
    help: "an OpenAPI document the target can fetch, for the OpenAPI processing checks (the fixtures' openapiDocumentUrl)",
    set: (a, v) => (a.fetchable.openapiDocumentUrl = text(v)),
  },
  'test-api-token': {
    type: 'string',
    value: '<token>',
    help: "the target's test API token (its /__test requests: the run's tenant, the clock); default $TEST_API_TOKEN",
    set: (a, v) => (a.testApiToken = text(v)),
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
    set: (a, v) => (a.rate = perSecond('rate', text(v))),
  },
  'max-rps': {
    type: 'string',
    value: '<n>',
    help: 'the same as --rate n/s',
    set: (a, v) => (a.rate = perSecond('max-rps', text(v))),
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
  port: {
    type: 'string',
    value: '<n>',
    help: 'proxy: the port it listens on (default 4010; 0 picks a free one)',
    set: (a, v) => (a.port = number('port', text(v), 0)),
  },
  host: {
    type: 'string',
    value: '<addr>',
    help: 'proxy: the address it listens on (default 127.0.0.1)',
    set: (a, v) => (a.host = text(v)),
  },
  mode: {
    type: 'string',
    value: '<m>',
    help: 'proxy: report (default: forward everything, judge, report) or enforce (a request that breaks the contract is answered 400 without reaching the target)',
    set(a, v) {
      const mode = text(v);
      if (mode !== 'report' && mode !== 'enforce')
        throw new UsageError(`--mode must be report or enforce, not "${mode}"`);
      a.mode = mode;
    },
  },
  'fail-on': {
    type: 'string',
    value: '<side>',
    help: 'proxy, replay: exit 1 when a violation of this side was seen: request (client bugs), response (server bugs), any (default) or none; compare, replay --against: violation (a side breaks the contract), difference (default) or none',
    set(a, v) {
      const side = text(v);
      const known = ['request', 'response', 'any', 'none', 'violation', 'difference'] as const;
      if (!(known as readonly string[]).includes(side))
        throw new UsageError(`--fail-on must be ${known.join(', ')}, not "${side}"`);
      a.failOn = side as Arguments['failOn'];
    },
  },
  // compare: two servers' answers to the same requests (README › Compare two servers)
  against: {
    type: 'string',
    value: '<url>',
    help: 'compare, replay: the second server, sent every request --target gets (its own tenant, or --against-fixtures)',
    set(a, v) {
      const url = text(v);
      if (!URL.canParse(url)) throw new UsageError(`--against must be a URL, not "${url}"`);
      a.against = url;
    },
  },
  'against-fixtures': {
    type: 'string',
    value: '<file>',
    help: "compare, replay: the fixtures of the --against server (its organization and callers' tokens)",
    set: (a, v) => (a.againstFixtures = text(v)),
  },
  'against-test-api-token': {
    type: 'string',
    value: '<token>',
    help: "compare: the --against server's test API token (default: --test-api-token's)",
    set: (a, v) => (a.againstTestApiToken = text(v)),
  },
  har: {
    type: 'string',
    value: '<file>',
    help: 'proxy: write the exchanges there as HAR 1.2, secrets masked (replay sends them again)',
    set: (a, v) => (a.har = text(v)),
  },
  duration: {
    type: 'string',
    value: '<s>',
    help: 'proxy: stop after this many seconds and report',
    set: (a, v) => (a.durationSeconds = number('duration', text(v), 1, false)),
  },
  'max-requests': {
    type: 'string',
    value: '<n>',
    help: 'proxy: stop after this many exchanges and report',
    set: (a, v) => (a.maxRequests = number('max-requests', text(v), 1)),
  },
  ignore: {
    type: 'string',
    multiple: true,
    value: '<path>',
    help: 'proxy, replay: paths forwarded without judgment, * matching anything (default: /healthz, /livez, /readyz, /openapi.*, /docs*, /__test/*)',
    set: (a, v) => a.ignore.push(...list(strings(v))),
  },
  'rewrite-host': {
    type: 'boolean',
    help: "proxy: send the target's host as Host (a target behind virtual hosting); by default the client's Host goes on, so URLs the server builds lead back to the proxy",
    set: (a) => (a.rewriteHost = true),
  },
  // mutate: the suite's bite measured on the reference's behaviour mutants (README › Mutation score)
  mutants: {
    type: 'string',
    multiple: true,
    value: '<glob>',
    help: "mutate: only the mutants whose id matches; * matches anything ('field-frozen:*', '*:createSpace')",
    set: (a, v) => (a.mutantPatterns = list(strings(v))),
  },
  operator: {
    type: 'string',
    multiple: true,
    value: '<name>',
    help: "mutate: only the mutants of these operators (repeat or comma-separate; the target's catalogue names them)",
    set: (a, v) => (a.operators = list(strings(v))),
  },
  sample: {
    type: 'string',
    value: '<n>',
    help: 'mutate: n of the selected mutants drawn with --seed, one of every operator first (the same seed draws the same)',
    set: (a, v) => (a.sample = number('sample', text(v), 1)),
  },
  'min-score': {
    type: 'string',
    value: '<0..1>',
    help: 'mutate: exit 1 when the mutation score (killed / (killed + survived)) is below it',
    set(a, v) {
      const score = number('min-score', text(v), 0, false);
      if (score > 1) throw new UsageError(`--min-score must be a number from 0 to 1, not "${text(v)}"`);
      a.minScore = score;
    },
  },
  version: { type: 'boolean', help: 'print the version and exit', set: (a) => (a.command = 'version') },
  help: { type: 'boolean', short: 'h', help: 'this help', set: (a) => (a.command = 'help') },
};

/** The parsed arguments before any flag or config key applies. */
export const defaults = (): Arguments => ({
  command: 'help',
  profiles: [],
  only: [],
  exclude: [],
  operations: [],
  reporters: [{ name: 'pretty' }],
  strict: false,
  strictErrors: false,
  verbose: false,
  json: false,
  blindSpots: false,
  requests: false,
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
  port: 4010,
  host: '127.0.0.1',
  mode: 'report',
  failOn: 'any',
  ignore: [],
  rewriteHost: false,
  mutantPatterns: [],
  operators: [],
  fetchable: {},
});
