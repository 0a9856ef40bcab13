/** contract: Endpoints › OpenAPI specifications. */
import type { OperationObject, PathsObject } from 'openapi3-ts/oas31';
import { collectionPath, listOf, obj, operation, param, ref } from '../builders.js';
import { paginated } from '../parameters.js';
import { openapiSlug } from '../schemas/openapi.js';

const section = 'OpenAPI specifications';
const org = [param('pathOrganizationId')];
const spec = [...org, param('pathSpecSlug')];
const version = [...spec, param('pathVersionId')];

/** api-facts.md › Errors: PUT answers 201 when it creates and 200 when it updates. */
function createOrUpdate(): OperationObject {
  const put = operation({
    id: 'createOrUpdateOpenAPISpecBySlug',
    section,
    summary: 'Create or update an OpenAPI specification by slug',
    description: 'Answers 201 when the specification is created and 200 when it is updated',
    parameters: spec,
    body: obj({ source: ref('OpenAPISpecSource') }, ['source']),
    success: { status: 200, schema: ref('OpenAPISpec'), description: 'Updated' },
  });
  const created = { description: 'Created', content: { 'application/json': { schema: ref('OpenAPISpec') } } };
  return { ...put, responses: { ...put.responses, '201': created } };
}

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/openapi': collectionPath(
    { section, parameters: org, schema: ref('OpenAPISpec') },
    {
      get: ['listOpenAPISpecs', 'List the OpenAPI specifications of an organization', [...org, ...paginated]],
      post: [
        'createOpenAPISpec',
        'Create an OpenAPI specification',
        obj({ slug: openapiSlug, source: ref('OpenAPISpecSource') }, ['slug', 'source']),
        // api-facts.md › Errors: 409 for a second object with the same unique key (the slug is taken)
        { errors: [409] },
      ],
    },
  ),
  '/v1/orgs/{organizationId}/openapi/{specSlug}': {
    get: operation({
      id: 'getOpenAPISpecBySlug',
      section,
      summary: 'Get an OpenAPI specification',
      parameters: spec,
      success: { status: 200, schema: ref('OpenAPISpec') },
    }),
    put: createOrUpdate(),
    delete: operation({
      id: 'deleteOpenAPISpecBySlug',
      section,
      summary: 'Delete an OpenAPI specification',
      parameters: spec,
      success: { status: 205 },
    }),
  },
  '/v1/orgs/{organizationId}/openapi/{specSlug}/versions': {
    get: operation({
      id: 'listOpenAPISpecVersions',
      section,
      summary: 'List the versions of an OpenAPI specification',
      parameters: [...spec, ...paginated],
      success: { status: 200, schema: listOf(ref('OpenAPISpecVersion')) },
    }),
  },
  '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/latest': {
    get: operation({
      id: 'getLatestOpenAPISpecVersion',
      section,
      summary: 'Get the latest version of an OpenAPI specification',
      parameters: spec,
      success: { status: 200, schema: ref('OpenAPISpecVersion') },
    }),
  },
  '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/latest/content': {
    get: operation({
      id: 'getLatestOpenAPISpecVersionContent',
      section,
      summary: 'Get the content of the latest version of an OpenAPI specification',
      parameters: spec,
      success: { status: 200, schema: ref('OpenAPISpecVersionContent') },
    }),
  },
  '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}': {
    get: operation({
      id: 'getOpenAPISpecVersionById',
      section,
      summary: 'Get a version of an OpenAPI specification',
      parameters: version,
      success: { status: 200, schema: ref('OpenAPISpecVersion') },
    }),
  },
  '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}/content': {
    get: operation({
      id: 'getOpenAPISpecVersionContentById',
      section,
      summary: 'Get the content of a version of an OpenAPI specification',
      parameters: version,
      success: { status: 200, schema: ref('OpenAPISpecVersionContent') },
    }),
  },
};
