/**
 * The config file (README › Config file): `docs-api-conformance.config.{json,yaml,yml}` in the working directory
 * or the file `--config` names. Strings get `${ENV}` substituted; the file is checked against its JSON Schema, and
 * an unknown key or a bad value is an error naming the key and the file (the CLI exits 2).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import type { ConfigSettings, FlagValue, LoadedConfig, Override } from '../options/settings.js';
import { UsageError, flags } from '../options/flags.js';
import { configKey, configSchema, flagsNotInConfig } from './schema.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const CONFIG_NAMES = [
  'docs-api-conformance.config.json',
  'docs-api-conformance.config.yaml',
  'docs-api-conformance.config.yml',
];

/** A config file that cannot be used: names the file and the key. */
export class ConfigError extends UsageError {
  override name = 'ConfigError';
}

export type { Override };
export type { ConfigSettings, FlagValue, LoadedConfig, TokenProviderConfig } from '../options/settings.js';

/** The config file to read: the one given, else the first of CONFIG_NAMES in `cwd`, else none. */
export function findConfig(given: string | undefined, cwd = process.cwd()): string | undefined {
  if (given !== undefined) return given;
  return CONFIG_NAMES.map((name) => join(cwd, name)).find((path) => existsSync(path));
}

/** Replaces `${NAME}` in every string; an unset variable is an error naming the key. */
function substitute(value: unknown, file: string, env: Record<string, string | undefined>, at: string): unknown {
  if (typeof value === 'string')
    return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => {
      const found = env[name];
      if (found === undefined) throw new ConfigError(`${file}: key "${at}" uses \${${name}}, which is not set`);
      return found;
    });
  if (Array.isArray(value)) return value.map((item, i) => substitute(item, file, env, `${at}[${i}]`));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, substitute(v, file, env, at === '' ? k : `${at}.${k}`)]),
    );
  return value;
}

let validator: ReturnType<Ajv2020['compile']> | undefined;

/** The first schema error as `key "x.y" …`. */
function describe(error: ErrorObject): string {
  const key = error.instancePath.slice(1).replace(/\//g, '.');
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return `unknown key "${key === '' ? extra : `${key}.${extra}`}"`;
  }
  return `key "${key}" ${error.message ?? 'is not valid'}`;
}

function flagValue(name: string, value: unknown): FlagValue {
  if (typeof value === 'boolean') return value;
  if (name === 'header' && typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.entries(value).map(([k, v]) => `${k}: ${String(v)}`);
  if (Array.isArray(value)) return value.map(String);
  return String(value);
}

/** Reads, substitutes and checks a config file. */
export function loadConfig(file: string, env: Record<string, string | undefined> = process.env): LoadedConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read the config file ${file}: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = /\.ya?ml$/i.test(file) ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `${file} is not valid ${/\.ya?ml$/i.test(file) ? 'YAML' : 'JSON'}: ${(error as Error).message}`,
    );
  }
  raw ??= {};
  const data = substitute(raw, file, env, '') as Record<string, unknown>;
  if (validator === undefined) {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(ajv);
    validator = ajv.compile(configSchema());
  }
  if (!validator(data)) {
    const errors = validator.errors ?? [];
    // oneOf reports each branch; the most specific error (deepest key) names the key best.
    const best = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
    throw new ConfigError(`${file}: ${best === undefined ? 'is not valid' : describe(best)}`);
  }
  const values: Record<string, FlagValue> = {};
  for (const name of Object.keys(flags)) {
    const key = configKey(name);
    if (!flagsNotInConfig.has(name) && data[key] !== undefined) values[name] = flagValue(name, data[key]);
  }
  const settings: ConfigSettings = {};
  for (const key of ['tokens', 'operations', 'requirements', 'implementation'] as const)
    if (data[key] !== undefined) Object.assign(settings, { [key]: data[key] });
  return { file, values, settings };
}
