/** A suite module: one profile's (or one generic family's) requirements, checks and fixtures. */
import type { ApiSpec } from '../spec/operations.js';
import type { Check } from './check.js';
import type { ListPopulator, OperationSetup, ResourceProvider, Toolkit } from './toolkit.js';
import type { Requirement } from './types.js';

export interface SuiteModule {
  name: string;
  providers?: ResourceProvider[];
  setups?: OperationSetup[];
  populators?: ListPopulator[];
  /** Requirements and the checks that decide them; the toolkit holds every module's fixtures. */
  build?(spec: ApiSpec, toolkit: Toolkit): { requirements: Requirement[]; checks: Check[] };
}
