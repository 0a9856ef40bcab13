/**
 * What profile modules contribute besides requirements (registry.ts), with the session their callbacks get: the
 * names every module uses. A later profile plugs in by adding providers, setups and populators.
 */
import {
  Registry,
  type ListPopulator as ListPopulatorOf,
  type OperationSetup as OperationSetupOf,
  type ResourceProvider as ResourceProviderOf,
} from './registry.js';
import type { Session } from './session.js';

export type { JsonObject, Params } from './registry.js';
export type ResourceProvider = ResourceProviderOf<Session>;
export type OperationSetup = OperationSetupOf<Session>;
export type ListPopulator = ListPopulatorOf<Session>;

/** The registered providers, setups and populators of every module. */
export type Toolkit = Registry<Session>;
export const Toolkit = Registry<Session>;
