/** The shapes of the config file's settings that have no flag, shared by the config loader and the flag table. */
import type { Caller } from '../engine/fixtures.js';
import type { Override } from '../engine/overrides.js';

export type { Override };

export type TokenProviderConfig =
  { command: string } | { tokenUrl: string; clientId: string; clientSecret: string; scope?: string };

export interface ConfigSettings {
  tokens?: Partial<Record<Caller, TokenProviderConfig>>;
  /** By operationId pattern. */
  operations?: Record<string, Override>;
  /** By requirement ID pattern. */
  requirements?: Record<string, Override>;
  implementation?: { name?: string; version?: string; url?: string };
}

export type FlagValue = string | string[] | boolean;

export interface LoadedConfig {
  file: string;
  /** Flag name → value, as if given on the command line. */
  values: Record<string, FlagValue>;
  settings: ConfigSettings;
}
