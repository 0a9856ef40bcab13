/** A suite module: one profile's (or one generic family's) requirements, checks and fixtures. */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiSpec } from '../contract/operations.js';
import type { Check } from './check.js';
import type { ListPopulator, OperationSetup, ResourceProvider, Toolkit } from './session-registry.js';
import type { Requirement } from './types.js';

/** Requirements and the checks that decide them: what a module, or one part of it, builds. */
export interface Built {
  requirements: Requirement[];
  checks: Check[];
}

/** Several parts of a module as one. */
export const joinBuilt = (parts: Built[]): Built => ({
  requirements: parts.flatMap((p) => p.requirements),
  checks: parts.flatMap((p) => p.checks),
});

export interface SuiteModule {
  name: string;
  /** Its source file, relative to this package: `moduleFile(import.meta.url)`; `list` prints it. */
  file?: string;
  providers?: ResourceProvider[];
  setups?: OperationSetup[];
  populators?: ListPopulator[];
  /** Requirements and the checks that decide them; the toolkit holds every module's fixtures. */
  build?(spec: ApiSpec, toolkit: Toolkit): Built;
  /**
   * Every requirement it builds rests on a refusal (access, limits, enumerations, …): each passes only with a
   * positive control (engine/controls.ts), marked `refusal` when the catalogue is assembled.
   */
  refusals?: true;
}

/** This package's folder: two levels above this file, in src/ and in dist/ alike. */
const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A module's source file relative to this package (`src/requirements/sites/index.ts`), from its `import.meta.url`:
 * the same whether the suite runs from its sources or from dist/.
 */
export function moduleFile(url: string): string {
  const path = relative(packageRoot, fileURLToPath(url)).split('\\').join('/');
  return path.startsWith('dist/') ? `src/${path.slice('dist/'.length).replace(/\.js$/, '.ts')}` : path;
}
