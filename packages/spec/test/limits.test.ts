/**
 * contract: Limits — every bound of the Limits table, and the general limits (`limit` max 1000 on
 * every list operation, search `query` max 512), must be in the document twice: on the component
 * schema property of the resource and on every request body (or query parameter) of the operations
 * that accept the field (per the contract's endpoint tables).
 */
import type { OpenAPIObject, OperationObject, ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.js';
import { acceptsNull, branches, hasType, jsonSchemaOf, operations as operationsOf, resolve, schemaAt, type Schema, type WalkedOperation } from '../src/walk.js';

/** The document as it is published (dist/openapi.json is this, see contract.test.ts). */
const document = JSON.parse(JSON.stringify(buildDocument())) as OpenAPIObject;

/** The string branches of a field (a field "or null" is anyOf [bounded string, null]). */
const stringBranches = (schema: Schema): SchemaObject[] => branches(document, schema).filter((branch) => hasType(branch, 'string'));

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
  expect(acceptsNull(document, field), nullable ? `${where} accepts null` : `${where} does not accept null`).toBe(nullable);
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
  /** Operations that accept the field (contract: Endpoints); empty for a response-only field. */
  accepts: Accepting[];
  /** Values the pattern must accept and reject, showing it is the contract's expression. */
  examples?: { valid: string[]; invalid: string[] };
}

// contract: Site `hostname` pattern.
const hostnamePattern = '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?[.]){2,}[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$';
// contract: Sites › `proxy` pattern; the contract prints it JSON-escaped, so it is decoded as a JSON string.
const proxyPattern = JSON.parse(String.raw`"^([\\w-]+\\.)*[\\w-]+\\.[a-zA-Z]{2,}(\\/[\\w-]+)+$"`) as string;
// contract: OpenAPISpec `slug` pattern.
const slugPattern = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
// contract: Subdomain `subdomain` pattern.
const subdomainPattern = '^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$';

const rows: LimitRow[] = [
  // Collection `title` / `description`: max 50 / max 100
  {
    resource: 'Collection',
    field: 'title',
    bound: { maxLength: 50 },
    schemas: ['Collection.title'],
    accepts: [{ id: 'createCollection' }, { id: 'updateCollectionById' }],
  },
  {
    resource: 'Collection',
    field: 'description',
    bound: { maxLength: 100 },
    schemas: ['Collection.description'],
    accepts: [{ id: 'updateCollectionById' }],
  },
  // Space `title` / `emoji`: max 50 / max 50
  {
    resource: 'Space',
    field: 'title',
    bound: { maxLength: 50 },
    schemas: ['Space.title'],
    accepts: [{ id: 'updateSpaceById' }, { id: 'createSpace' }],
  },
  {
    resource: 'Space',
    field: 'emoji',
    bound: { maxLength: 50 },
    schemas: ['Space.emoji'],
    accepts: [{ id: 'updateSpaceById' }, { id: 'createSpace' }],
  },
  // Site `title` 2 to 128; `hostname` max 512 and its pattern; `basename` 1 to 100; `proxy` max 512 and its pattern
  {
    resource: 'Site',
    field: 'title',
    bound: { minLength: 2, maxLength: 128 },
    schemas: ['Site.title'],
    accepts: [{ id: 'createSite' }, { id: 'updateSiteById' }],
  },
  {
    resource: 'Site',
    field: 'hostname',
    bound: { maxLength: 512, pattern: hostnamePattern },
    schemas: ['Site.hostname'],
    accepts: [],
    examples: { valid: ['docs.example.com', 'a.b.example.io'], invalid: ['example.com', 'Docs.Example.com', '-a.example.com'] },
  },
  {
    resource: 'Site',
    field: 'basename',
    bound: { minLength: 1, maxLength: 100 },
    schemas: ['Site.basename'],
    accepts: [{ id: 'updateSiteById' }],
  },
  {
    // The Site resource's `proxy` is an object `{origin, target}`; the bound applies to PATCH `proxy`.
    resource: 'Site',
    field: 'proxy',
    bound: { maxLength: 512, pattern: proxyPattern },
    schemas: [],
    accepts: [{ id: 'updateSiteById', orNull: true }],
    examples: { valid: ['example.com/docs', 'www.example.co.uk/help/center'], invalid: ['example.com', 'example.com/', 'https://example.com/docs'] },
  },
  // SiteSection `title` / `description` / `path` / `condition` / `icon`: 2 to 128 / max 256 / 1 to 100 / 1 to 1024 / max 50
  {
    resource: 'SiteSection',
    field: 'title',
    bound: { minLength: 2, maxLength: 128 },
    schemas: ['SiteSection.title'],
    accepts: [{ id: 'addSectionToSite', orNull: true }, { id: 'updateSiteSectionById' }],
  },
  {
    resource: 'SiteSection',
    field: 'description',
    bound: { maxLength: 256 },
    schemas: ['SiteSection.description'],
    accepts: [{ id: 'updateSiteSectionById', orNull: true }],
  },
  {
    resource: 'SiteSection',
    field: 'path',
    bound: { minLength: 1, maxLength: 100 },
    schemas: ['SiteSection.path'],
    accepts: [{ id: 'updateSiteSectionById' }],
  },
  {
    resource: 'SiteSection',
    field: 'condition',
    bound: { minLength: 1, maxLength: 1024 },
    schemas: ['SiteSection.condition'],
    accepts: [{ id: 'updateSiteSectionById', orNull: true }],
  },
  {
    resource: 'SiteSection',
    field: 'icon',
    bound: { maxLength: 50 },
    schemas: ['SiteSection.icon'],
    accepts: [
      { id: 'addSectionToSite', orNull: true },
      { id: 'updateSiteSectionById', orNull: true },
    ],
  },
  // SiteSectionGroup `title` / `icon`: 1 to 100 / max 50
  {
    resource: 'SiteSectionGroup',
    field: 'title',
    bound: { minLength: 1, maxLength: 100 },
    schemas: ['SiteSectionGroup.title'],
    accepts: [{ id: 'addSectionGroupToSite' }, { id: 'updateSiteSectionGroupById' }],
  },
  {
    resource: 'SiteSectionGroup',
    field: 'icon',
    bound: { maxLength: 50 },
    schemas: ['SiteSectionGroup.icon'],
    accepts: [
      { id: 'addSectionGroupToSite', orNull: true },
      { id: 'updateSiteSectionGroupById', orNull: true },
    ],
  },
  // SiteSpace `path` / `condition`: 1 to 100 / 1 to 1024
  {
    resource: 'SiteSpace',
    field: 'path',
    bound: { minLength: 1, maxLength: 100 },
    schemas: ['SiteSpace.path'],
    accepts: [{ id: 'updateSiteSpaceById' }],
  },
  {
    resource: 'SiteSpace',
    field: 'condition',
    bound: { minLength: 1, maxLength: 1024 },
    schemas: ['SiteSpace.condition'],
    accepts: [{ id: 'updateSiteSpaceById', orNull: true }],
  },
  // ChangeRequest `subject`: max 100 (PATCH says so; POST takes the same field)
  {
    resource: 'ChangeRequest',
    field: 'subject',
    bound: { maxLength: 100 },
    schemas: ['ChangeRequest.subject'],
    accepts: [{ id: 'updateChangeRequestById' }, { id: 'createChangeRequest' }],
  },
  // SAML `label` / `entityID` / `certificate` / `ssoURL`: 1 to 30 / max 1024 / max 10000 / max 2048
  {
    resource: 'SAMLProvider',
    field: 'label',
    bound: { minLength: 1, maxLength: 30 },
    schemas: ['SAMLProvider.label', 'SSOProviderLogin.label'],
    accepts: [{ id: 'createOrganizationSAMLProvider' }, { id: 'updateOrganizationSAMLProvider' }],
  },
  {
    resource: 'SAMLProvider',
    field: 'entityID',
    bound: { maxLength: 1024 },
    schemas: ['SAMLProvider.entityID'],
    accepts: [{ id: 'createOrganizationSAMLProvider' }, { id: 'updateOrganizationSAMLProvider' }],
  },
  {
    resource: 'SAMLProvider',
    field: 'certificate',
    bound: { maxLength: 10000 },
    schemas: ['SAMLProvider.certificate'],
    accepts: [{ id: 'createOrganizationSAMLProvider' }, { id: 'updateOrganizationSAMLProvider' }],
  },
  {
    resource: 'SAMLProvider',
    field: 'ssoURL',
    bound: { maxLength: 2048 },
    schemas: ['SAMLProvider.ssoURL'],
    accepts: [{ id: 'createOrganizationSAMLProvider' }, { id: 'updateOrganizationSAMLProvider' }],
  },
  // OpenAPI `slug` / `sourceURL` / version `url`: 1 to 100 and its pattern / max 2048 / max 2048
  {
    resource: 'OpenAPISpec',
    field: 'slug',
    bound: { minLength: 1, maxLength: 100, pattern: slugPattern },
    schemas: ['OpenAPISpec.slug'],
    accepts: [{ id: 'createOpenAPISpec' }],
    examples: { valid: ['petstore', 'pet-store-v2'], invalid: ['Petstore', 'pet--store', '-petstore', 'pet_store'] },
  },
  {
    // Requests give the source URL as `source.url` (the URL variant of the `source` one-of).
    resource: 'OpenAPISpec',
    field: 'sourceURL',
    bound: { maxLength: 2048 },
    schemas: ['OpenAPISpec.sourceURL', 'OpenAPISpecSource.url'],
    accepts: [
      { id: 'createOpenAPISpec', at: 'source.url' },
      { id: 'createOrUpdateOpenAPISpecBySlug', at: 'source.url' },
    ],
  },
  {
    resource: 'OpenAPISpecVersion',
    field: 'url',
    bound: { maxLength: 2048 },
    schemas: ['OpenAPISpecVersion.url'],
    accepts: [],
  },
  // TranslationSettings `title` (resource): 1 to 100
  {
    resource: 'TranslationSettings',
    field: 'title',
    bound: { minLength: 1, maxLength: 100 },
    schemas: ['TranslationSettings.title'],
    accepts: [{ id: 'createTranslation' }, { id: 'updateTranslation' }],
  },
  // Team `title`: 1 to 64
  {
    resource: 'Team',
    field: 'title',
    bound: { minLength: 1, maxLength: 64 },
    schemas: ['Team.title'],
    accepts: [{ id: 'createOrganizationTeam' }, { id: 'updateTeamInOrganizationById' }],
  },
  // Organization `title` / `hostname` / `logo`: 2 to 255 / 3 to 32 / max 2048
  {
    resource: 'Organization',
    field: 'title',
    bound: { minLength: 2, maxLength: 255 },
    schemas: ['Organization.title'],
    accepts: [{ id: 'updateOrganizationById' }],
  },
  {
    resource: 'Organization',
    field: 'hostname',
    bound: { minLength: 3, maxLength: 32 },
    schemas: ['Organization.hostname'],
    accepts: [{ id: 'updateOrganizationById' }],
  },
  {
    // The resource shows the logo as `urls.logo`; PATCH takes `logo` (URI max 2048 or null).
    resource: 'Organization',
    field: 'logo',
    bound: { maxLength: 2048 },
    schemas: ['Organization.urls.logo'],
    accepts: [{ id: 'updateOrganizationById', orNull: true }],
  },
  // Subdomain `subdomain`: 3 to 32 and its pattern (no operation of the contract takes it)
  {
    resource: 'Subdomain',
    field: 'subdomain',
    bound: { minLength: 3, maxLength: 32, pattern: subdomainPattern },
    schemas: ['Subdomain.subdomain'],
    accepts: [],
    examples: { valid: ['acme', 'my-docs', 'a1b'], invalid: ['ab', '-acme', 'acme-', 'Acme', 'my_docs'] },
  },
  // ShareLink `name`: max 50
  {
    resource: 'ShareLink',
    field: 'name',
    bound: { maxLength: 50 },
    schemas: ['ShareLink.name'],
    accepts: [{ id: 'createSiteShareLink' }, { id: 'updateSiteShareLinkById' }],
  },
];

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

// contract: Endpoints — every GET that takes `page?, limit?` (30), plus listSpacesInOrganizationById (beyond the contract).
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
  it.each(['searchSpaceContent', 'searchOrganizationContent'])('%s takes a required query of at most 512 characters', (id) => {
    const operation = operationById(id);
    const parameter = queryParameter(operation, 'query');
    expect(parameter?.required, `${id} query is required`).toBe(true);
    expectBound(`${id} query`, parameter?.schema, { maxLength: 512 }, false);
  });
});
