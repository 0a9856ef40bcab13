/**
 * The JSON Schema of the config file (`schema/config.schema.json`, published for editors), built from the flag
 * table: every flag is a key (its camelCase name), plus the settings that have no flag (token providers,
 * per-operation and per-requirement settings, the implementation a bundle names). Values of flag keys are checked
 * by the flags' own parsers, so a key here only pins its JSON type.
 */
import { flags } from '../options/flags.js';

export const CONFIG_SCHEMA_ID = 'https://docs-api.dev/schemas/conformance-config/v1.json';

/** Flags that make no sense in a file: they pick the file or end the program. */
export const flagsNotInConfig = new Set(['config', 'help', 'version']);

/** `num-runs` → `numRuns`. */
export const configKey = (flag: string): string => flag.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

type Schema = Record<string, unknown>;

const scalar: Schema = { type: ['string', 'number'] };

function flagSchema(name: string): Schema {
  const flag = flags[name];
  if (flag === undefined) throw new Error(`no flag ${name}`);
  const description = flag.help;
  if (name === 'header')
    return {
      description: `${description} (an object of name: value, or a list of "name: value")`,
      oneOf: [
        { type: 'object', additionalProperties: { type: 'string' } },
        { type: 'array', items: { type: 'string' } },
      ],
    };
  if (flag.type === 'boolean') return { description, type: 'boolean' };
  if (flag.multiple === true) return { description, oneOf: [scalar, { type: 'array', items: scalar }] };
  return { description, ...scalar };
}

const override: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    skip: { type: 'string', minLength: 1, description: 'skip it, with this reason (shown in every report)' },
    timeout: { type: 'integer', minimum: 1, description: 'per-request timeout in ms for its requests' },
    numRuns: { type: 'integer', minimum: 1, description: 'examples per property of the checks that decide it' },
  },
};

const tokenProvider: Schema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['command'],
      properties: {
        command: {
          type: 'string',
          minLength: 1,
          description:
            'a shell command whose stdout (trimmed) is the token; run again when a token that worked is answered 401',
        },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['tokenUrl', 'clientId', 'clientSecret'],
      description: 'an OAuth 2 client-credentials grant (RFC 6749 §4.4); the token is cached until it expires',
      properties: {
        tokenUrl: { type: 'string', format: 'uri' },
        clientId: { type: 'string', minLength: 1 },
        clientSecret: { type: 'string', minLength: 1, description: 'use ${ENV_VAR}: never commit a secret' },
        scope: { type: 'string' },
      },
    },
  ],
};

/** The schema of the config file. */
export function configSchema(): Schema {
  const properties: Record<string, Schema> = {
    $schema: { type: 'string', description: 'this schema, for editors' },
  };
  for (const name of Object.keys(flags))
    if (!flagsNotInConfig.has(name)) properties[configKey(name)] = flagSchema(name);
  properties['tokens'] = {
    type: 'object',
    additionalProperties: false,
    description: 'where the three callers get their tokens, instead of the fixtures file or the environment',
    properties: { admin: tokenProvider, reader: tokenProvider, outsider: tokenProvider },
  };
  properties['operations'] = {
    type: 'object',
    description: 'settings per operationId (* matches anything): every requirement exercising it',
    additionalProperties: override,
  };
  properties['requirements'] = {
    type: 'object',
    description: 'settings per requirement ID pattern (* matches anything)',
    additionalProperties: override,
  };
  properties['implementation'] = {
    type: 'object',
    additionalProperties: false,
    description: 'the implementation a certification bundle (--bundle) names',
    properties: {
      name: { type: 'string', minLength: 1 },
      version: { type: 'string', minLength: 1 },
      url: { type: 'string', description: 'default: the target' },
    },
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: CONFIG_SCHEMA_ID,
    title: 'docs-api-conformance config file',
    description:
      'docs-api-conformance.config.json or .yaml: every command-line flag as a camelCase key (flags given on the command line win), ${ENV} substituted in strings.',
    type: 'object',
    additionalProperties: false,
    properties,
  };
}
