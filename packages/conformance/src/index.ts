/** The conformance suite of the Docs Workspace Management API, as a library (the CLI is src/cli/main.ts). */
export { buildCatalogue, type Catalogue } from './catalogue.js';
export type { Check, CheckRun } from './engine/check.js';
export { loadFixtures, parseFixtures, FixturesError, type Fixtures } from './engine/fixtures.js';
export type { SuiteModule } from './engine/module.js';
export type { Reach } from './engine/reach.js';
export { runSuite, selectRequirements, type RunOptions, type RunResult, type Selection } from './engine/runner.js';
export { TargetUnreachable } from './engine/transport.js';
export type { Category, Exchange, Level, Requirement, Verdict, VerdictStatus } from './engine/types.js';
export { profiles, type Profile } from './spec/profiles.js';
export { suiteModules } from './requirements/index.js';
