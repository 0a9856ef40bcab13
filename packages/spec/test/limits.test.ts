/**
 * spec (every maxLength, minLength, minimum, maximum and pattern), and the general limits (`limit` max 1000 on
 * every list operation, search `query` max 512), must be in the document twice: on the component
 * schema property of the resource and on every request body (or query parameter) of the operations
 * that accept the field (per the contract's endpoint tables).
 */
import type { OpenAPIObject, OperationObject, ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.js';
import {
  acceptsNull,
  branches,
  hasType,
  jsonSchemaOf,
  operations as operationsOf,
  resolve,
  schemaAt,
  type Schema,
  type WalkedOperation,
} from '../src/walk.js';

/** The document as it is published (dist/openapi.json is this, see contract.test.ts). */
const document = JSON.parse(JSON.stringify(buildDocument())) as OpenAPIObject;

/** The string branches of a field (a field "or null" is anyOf [bounded string, null]). */
const stringBranches = (schema: Schema): SchemaObject[] =>
  branches(document, schema).filter((branch) => hasType(branch, 'string'));

interface Bound {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** Exactly the bound keywords of a schema (absent ones stay absent). */
const boundOf = (schema: SchemaObject): Bound => ({
  ...(schema.minLength !== undefined ? { minLength: schema.minLength } : {}),
  ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
  ...(schema.pattern !== undefined ? { pattern: schema.pattern } : {}),
});

const operations = new Map(operationsOf(document).map((found) => [found.operationId, found]));

function operationById(id: string): WalkedOperation {
  const operation = operations.get(id);
  if (operation === undefined) throw new Error(`operation ${id} is not in the document`);
  return operation;
}

const queryParameter = (operation: WalkedOperation, name: string): ParameterObject | undefined =>
  operation.parameters.find((p) => p.in === 'query' && p.name === name);

/** Where an operation takes a field: its JSON request body (at a property path) or a query parameter. */
function fieldOfOperation(operation: WalkedOperation, path: readonly string[]): Schema | undefined {
  const body = jsonSchemaOf(document, operation.requestBody);
  const inBody = body === undefined ? undefined : schemaAt(document, body, path);
  if (inBody !== undefined) return inBody;
  return path.length === 1 ? queryParameter(operation, path[0] ?? '')?.schema : undefined;
}

/** Asserts one place of the document holds exactly the bound on a single string branch. */
function expectBound(where: string, field: Schema | undefined, bound: Bound, nullable: boolean): void {
  expect(field, `${where} is missing`).toBeDefined();
  if (field === undefined) return;
  const strings = stringBranches(field);
  expect(strings, `${where} has one string schema`).toHaveLength(1);
  expect(boundOf(strings[0] ?? {}), `${where} bound`).toEqual(bound);
  expect(acceptsNull(document, field), nullable ? `${where} accepts null` : `${where} does not accept null`).toBe(
    nullable,
  );
}

// ---------------------------------------------------------------------------------------------
// The Limits table, one row per bounded field.
// ---------------------------------------------------------------------------------------------

/** An operation that accepts the field; `at` is the body path when it differs from the field name. */
interface Accepting {
  id: string;
  at?: string;
  /** The contract's endpoint table says "or null" for this operation. */
  orNull?: boolean;
}

interface LimitRow {
  resource: string;
  field: string;
  bound: Bound;
  /** Component schema properties that carry the bound, as `Schema.path.to.field`. */
  schemas: string[];
  /** Operations that accept the field (spec: every operation); empty for a response-only field. */
  accepts: Accepting[];
  /** Values the pattern must accept and reject, showing it is the contract's expression. */
  examples?: { valid: string[]; invalid: string[] };
}

/** The patterns of the Limits table by name, each with values it must accept and reject (showing it is the contract's expression). */
const patterns: Record<string, { pattern: string; examples: { valid: string[]; invalid: string[] } }> = {
  // spec schema Site `hostname` pattern.
  hostname: {
    pattern: '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?[.]){2,}[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$',
    examples: {
      valid: ['docs.example.com', 'a.b.example.io'],
      invalid: ['example.com', 'Docs.Example.com', '-a.example.com'],
    },
  },
  // spec tag Sites: `proxy` pattern; the contract prints it JSON-escaped, so it is decoded as a JSON string.
  proxy: {
    pattern: JSON.parse(String.raw`"^([\\w-]+\\.)*[\\w-]+\\.[a-zA-Z]{2,}(\\/[\\w-]+)+$"`) as string,
    examples: {
      valid: ['example.com/docs', 'www.example.co.uk/help/center'],
      invalid: ['example.com', 'example.com/', 'https://example.com/docs'],
    },
  },
  // spec schema OpenAPISpec `slug` pattern.
  slug: {
    pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    examples: { valid: ['petstore', 'pet-store-v2'], invalid: ['Petstore', 'pet--store', '-petstore', 'pet_store'] },
  },
  // spec schema Subdomain `subdomain` pattern.
  subdomain: {
    pattern: '^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$',
    examples: { valid: ['acme', 'my-docs', 'a1b'], invalid: ['ab', '-acme', 'acme-', 'Acme', 'my_docs'] },
  },
};

/**
 * The Limits table, one row per bounded field: `Resource.field | bound | component schema properties that carry
 * it | operations that accept it` (`-` for none). A bound is `max N` or `N to M`, then `pattern <name>` (see
 * patterns). An operation is its id, then `at <body.path>` where the body path differs from the field name, then
 * `or null` where its endpoint table says "or null". Notes on rows:
 * - Site.proxy: the Site resource's `proxy` is an object `{origin, target}`; the bound applies to PATCH `proxy`.
 * - ChangeRequest.subject: PATCH says so; POST takes the same field.
 * - OpenAPISpec.sourceURL: requests give the source URL as `source.url` (the URL variant of the `source` one-of).
 * - Organization.logo: the resource shows the logo as `urls.logo`; PATCH takes `logo` (URI max 2048 or null).
 * - Subdomain.subdomain: no operation of the contract takes it.
 */
const table = `
Collection.title          | max 50                     | Collection.title                             | createCollection, updateCollectionById
Collection.description    | max 100                    | Collection.description                       | updateCollectionById
Space.title               | max 50                     | Space.title                                  | updateSpaceById, createSpace
Space.emoji               | max 50                     | Space.emoji                                  | updateSpaceById, createSpace
Site.title                | 2 to 128                   | Site.title                                   | createSite, updateSiteById
Site.hostname             | max 512, pattern hostname  | Site.hostname                                | -
Site.basename             | 1 to 100                   | Site.basename                                | updateSiteById
Site.proxy                | max 512, pattern proxy     | -                                            | updateSiteById or null
SiteSection.title         | 2 to 128                   | SiteSection.title                            | addSectionToSite or null, updateSiteSectionById
SiteSection.description   | max 256                    | SiteSection.description                      | updateSiteSectionById or null
SiteSection.path          | 1 to 100                   | SiteSection.path                             | updateSiteSectionById
SiteSection.condition     | 1 to 1024                  | SiteSection.condition                        | updateSiteSectionById or null
SiteSection.icon          | max 50                     | SiteSection.icon                             | addSectionToSite or null, updateSiteSectionById or null
SiteSectionGroup.title    | 1 to 100                   | SiteSectionGroup.title                       | addSectionGroupToSite, updateSiteSectionGroupById
SiteSectionGroup.icon     | max 50                     | SiteSectionGroup.icon                        | addSectionGroupToSite or null, updateSiteSectionGroupById or null
SiteSpace.path            | 1 to 100                   | SiteSpace.path                               | updateSiteSpaceById
SiteSpace.condition       | 1 to 1024                  | SiteSpace.condition                          | updateSiteSpaceById or null
ChangeRequest.subject     | max 100                    | ChangeRequest.subject                        | updateChangeRequestById, createChangeRequest
SAMLProvider.label        | 1 to 30                    | SAMLProvider.label, SSOProviderLogin.label   | createOrganizationSAMLProvider, updateOrganizationSAMLProvider
SAMLProvider.entityID     | max 1024                   | SAMLProvider.entityID                        | createOrganizationSAMLProvider, updateOrganizationSAMLProvider
SAMLProvider.certificate  | max 10000                  | SAMLProvider.certificate                     | createOrganizationSAMLProvider, updateOrganizationSAMLProvider
SAMLProvider.ssoURL       | max 2048                   | SAMLProvider.ssoURL                          | createOrganizationSAMLProvider, updateOrganizationSAMLProvider
OpenAPISpec.slug          | 1 to 100, pattern slug     | OpenAPISpec.slug                             | createOpenAPISpec
OpenAPISpec.sourceURL     | max 2048                   | OpenAPISpec.sourceURL, OpenAPISpecSource.url | createOpenAPISpec at source.url, createOrUpdateOpenAPISpecBySlug at source.url
OpenAPISpecVersion.url    | max 2048                   | OpenAPISpecVersion.url                       | -
TranslationSettings.title | 1 to 100                   | TranslationSettings.title                    | createTranslation, updateTranslation
Team.title                | 1 to 64                    | Team.title                                   | createOrganizationTeam, updateTeamInOrganizationById
Organization.title        | 2 to 255                   | Organization.title                           | updateOrganizationById
Organization.hostname     | 3 to 32                    | Organization.hostname                        | updateOrganizationById
Organization.logo         | max 2048                   | Organization.urls.logo                       | updateOrganizationById or null
Subdomain.subdomain       | 3 to 32, pattern subdomain | Subdomain.subdomain                          | -
ShareLink.name            | max 50                     | ShareLink.name                               | createSiteShareLink, updateSiteShareLinkById`;

const list = (cell: string): string[] => (cell === '-' ? [] : cell.split(', '));

const rows: LimitRow[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [name = '', boundCell = '', schemas = '', accepts = ''] = line.split('|').map((cell) => cell.trim());
    const [resource = '', field = ''] = name.split('.');
    const length = /^(?:max (\d+)|(\d+) to (\d+))(?:, pattern (\w+))?$/.exec(boundCell);
    if (length === null) throw new Error(`unreadable bound ${boundCell}`);
    const [, max, from, to, patternName] = length;
    const pattern = patternName === undefined ? undefined : patterns[patternName];
    if (patternName !== undefined && pattern === undefined) throw new Error(`unknown pattern ${patternName}`);
    const bound: Bound = {
      ...(from !== undefined ? { minLength: Number(from) } : {}),
      maxLength: Number(max ?? to),
      ...(pattern !== undefined ? { pattern: pattern.pattern } : {}),
    };
    return {
      resource,
      field,
      bound,
      schemas: list(schemas),
      accepts: list(accepts).map((cell) => {
        const [, id = '', at, orNull] = /^(\w+)(?: at ([\w.]+))?( or null)?$/.exec(cell) ?? [];
        return { id, ...(at !== undefined ? { at } : {}), ...(orNull !== undefined ? { orNull: true } : {}) };
      }),
      ...(pattern !== undefined ? { examples: pattern.examples } : {}),
    };
  });

function describeBound({ minLength, maxLength, pattern }: Bound): string {
  const length =
    minLength !== undefined && maxLength !== undefined
      ? `${minLength} to ${maxLength} characters`
      : maxLength !== undefined
        ? `at most ${maxLength} characters`
        : `at least ${minLength ?? 0} characters`;
  return pattern === undefined ? length : `${length} matching its pattern`;
}

function rowName(row: LimitRow): string {
  const schemas = [...new Set(row.schemas.map((location) => location.split('.')[0]))];
  const operations = row.accepts.map((accepting) => accepting.id);
  const where =
    operations.length === 0
      ? `in ${schemas.join(', ')} (no operation accepts it)`
      : schemas.length === 0
        ? `in ${operations.join(', ')}`
        : `in ${schemas.join(', ')} and in ${operations.join(', ')}`;
  return `${row.resource} ${row.field} is ${describeBound(row.bound)} ${where}`;
}

describe('Limits table: every bounded field is bounded in its schema and in the requests that accept it', () => {
  it.each(rows.map((row) => [rowName(row), row] as const))('%s', (_name, row) => {
    for (const location of row.schemas) {
      const [schemaName = '', ...path] = location.split('.');
      const component = document.components?.schemas?.[schemaName];
      expect(component, `component schema ${schemaName} is missing`).toBeDefined();
      if (component === undefined) continue;
      expectBound(`#/components/schemas/${location}`, schemaAt(document, component, path), row.bound, false);
    }
    for (const accepting of row.accepts) {
      const path = (accepting.at ?? row.field).split('.');
      expectBound(
        `${accepting.id} ${path.join('.')}`,
        fieldOfOperation(operationById(accepting.id), path),
        row.bound,
        accepting.orNull === true,
      );
    }
    expect(row.schemas.length + row.accepts.length, 'the row names at least one place').toBeGreaterThan(0);
  });

  const patterned = rows.filter((row) => row.examples !== undefined);
  it.each(patterned.map((row) => [`${row.resource} ${row.field}`, row] as const))(
    '%s pattern accepts and rejects what the contract describes',
    (_name, row) => {
      const pattern = new RegExp(row.bound.pattern ?? '');
      for (const value of row.examples?.valid ?? []) expect(pattern.test(value), `${value} is valid`).toBe(true);
      for (const value of row.examples?.invalid ?? []) expect(pattern.test(value), `${value} is invalid`).toBe(false);
    },
  );

  it('covers all 32 bounded fields of the Limits table', () => {
    expect(rows).toHaveLength(32);
    expect(new Set(rows.map((row) => `${row.resource}.${row.field}`)).size).toBe(rows.length);
  });
});

// ---------------------------------------------------------------------------------------------
// General limits: page size and search query.
// ---------------------------------------------------------------------------------------------

/** Operations whose 200 response is a List envelope (an allOf that starts with ListEnvelope). */
function isListOperation(operation: OperationObject): boolean {
  const schema = jsonSchemaOf(document, operation.responses?.['200']);
  if (schema === undefined) return false;
  return resolve<SchemaObject>(document, schema).allOf?.[0]?.$ref === '#/components/schemas/ListEnvelope';
}

const listOperations = [...operations.entries()].filter(([, found]) => isListOperation(found.operation));

// spec (every operation) — every GET that takes `page?, limit?` (30), plus listSpacesInOrganizationById (beyond the contract).
const expectedListOperations = [
  'listCommentsInSpace',
  'listCommentsInChangeRequest',
  'listCommentRepliesInChangeRequest',
  'listChangeRequestsForSpace',
  'listFilesInChangeRequestById',
  'listFileBacklinksInChangeRequest',
  'listPageLinksInChangeRequest',
  'searchSpaceContent',
  'listFiles',
  'listFileBacklinksInSpace',
  'listPageLinksInSpace',
  'listLinksInSpace',
  'listCollectionsInOrganizationById',
  'listSpacesInCollectionById',
  'listSites',
  'listSiteSections',
  'listSiteSectionGroups',
  'listSiteSpaces',
  'listSiteShareLinks',
  'listOrganizationsForAuthenticatedUser',
  'searchOrganizationContent',
  'listMembersInOrganizationById',
  'listSpacesForOrganizationMember',
  'listTeamsForOrganizationMember',
  'listTeamsInOrganizationById',
  'listTeamMembersInOrganizationById',
  'listSAMLProvidersInOrganizationById',
  'listOpenAPISpecs',
  'listOpenAPISpecVersions',
  'listTranslations',
  'listSpacesInOrganizationById',
];

describe('Limits: page size', () => {
  it('every list operation of the contract answers a List envelope', () => {
    expect(listOperations.map(([id]) => id).sort()).toEqual([...expectedListOperations].sort());
  });

  it.each(listOperations.map(([id, operation]) => [id, operation] as const))(
    '%s takes query limit from 0 to at most 1000',
    (id, operation) => {
      const limit = queryParameter(operation, 'limit');
      expect(limit, `${id} has no query parameter limit`).toBeDefined();
      expect(limit?.required ?? false, `${id} limit is optional`).toBe(false);
      const schema = resolve<SchemaObject>(document, limit?.schema ?? {});
      expect(hasType(schema, 'integer') || hasType(schema, 'number'), `${id} limit is a number`).toBe(true);
      expect(schema.maximum, `${id} limit maximum`).toBe(1000);
      expect(schema.minimum, `${id} limit minimum`).toBe(0);
    },
  );
});

describe('Limits: search query', () => {
  it.each(['searchSpaceContent', 'searchOrganizationContent'])(
    '%s takes a required query of at most 512 characters',
    (id) => {
      const operation = operationById(id);
      const parameter = queryParameter(operation, 'query');
      expect(parameter?.required, `${id} query is required`).toBe(true);
      expectBound(`${id} query`, parameter?.schema, { maxLength: 512 }, false);
    },
  );
});
