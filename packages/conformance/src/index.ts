/** The conformance suite of the Docs Workspace Management API, as a library (the CLI is src/cli/main.ts). */
export { buildCatalogue, type Catalogue } from './catalogue.js';
export type { Check, CheckRun } from './engine/check.js';
export { loadFixtures, parseFixtures, FixturesError, type Fixtures } from './engine/fixtures.js';
export type { SuiteModule } from './engine/module.js';
export type { Reach } from './engine/instances-and-timing.js';
export { runSuite, selectRequirements, type RunOptions, type RunResult, type Selection } from './engine/runner.js';
export { TargetUnreachable } from './engine/transport.js';
export type { Category, Exchange, Level, Requirement, Verdict, VerdictStatus } from './engine/types.js';
export { profiles, type Profile } from './contract/profiles.js';
export { suiteModules } from './requirements/index.js';
export { Ledger, type CreatedObject, type Leftover } from './engine/ledger.js';
export { snapshotTarget, snapshotDifferences, type Snapshot } from './engine/snapshot.js';
export { Transport, retryAfterMs, type TransportOptions } from './engine/transport.js';
export { Throttled, rateLimitOf } from './engine/pace.js';
export type { RunTiming, SlowCheck } from './engine/timeline.js';
export { Masker, masked } from './reporters/mask.js';
export { jsonReport, REPORT_SCHEMA_ID } from './reporters/json.js';
export { junitReport } from './reporters/junit.js';
export { htmlReport } from './reporters/html.js';
export { prettyReport } from './reporters/pretty.js';
export type { Invocation } from './reporters/summary.js';
export { ApiSpec } from './contract/operations.js';
export { toolVersion } from './version.js';
export { loadConfig, ConfigError, type ConfigSettings, type LoadedConfig } from './config/load.js';
export { configSchema, CONFIG_SCHEMA_ID } from './config/schema.js';
export type { Override, Overrides } from './engine/overrides.js';
export { TokenBroker, CommandProvider, ClientCredentialsProvider, TokenError } from './engine/tokens.js';
export type { Coverage, OperationCoverage, StatusCell } from './engine/coverage.js';
export { applyBaseline, loadBaseline, updatedBaseline, type BaselineEntry } from './baseline/baseline.js';
export { diffResults, diffReports, type RunDiff } from './baseline/diff.js';
export { markdownReport } from './reporters/markdown.js';
export { writeBundle, type Implementation } from './bundle/write.js';
export { verifyBundle } from './bundle/verify.js';
export { catalogueIdentity } from './bundle/catalogue-hash.js';
export {
  startJudgingProxy,
  writeTrafficReport,
  type JudgingProxy,
  type JudgingProxyOptions,
  type TrafficReportFile,
} from './proxy/start.js';
export { startContractProxy, REQUIREMENT_HEADER, RULE_HEADER, type Mode } from './proxy/server.js';
export { requestRequirements, TrafficJudge, type Side, type TrafficReport, type Violation } from './proxy/traffic.js';
export { HarRecorder, readHar, type Har, type HarEntry } from './proxy/har.js';
export { replay } from './proxy/replay.js';
