/** spec tag OpenAPI specifications. */
import type { OperationObject, PathsObject } from 'openapi3-ts/oas31';
import { collectionPath, itemPath, obj, operation, param, ref } from '../builders.js';
import { paginated } from '../parameters.js';
import { openapiSlug } from '../schemas/openapi.js';

const section = 'OpenAPI specifications';
const org = [param('pathOrganizationId')];
const spec = [...org, param('pathSpecSlug')];
const version = [...spec, param('pathVersionId')];

/** docs/behaviour.md#success-statuses: PUT answers 201 when it creates and 200 when it updates. */
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

/** One version of a specification (`latest`, or by id) and its content: `which` names it in the summaries. */
function versionPaths(
  at: string,
  parameters: typeof spec,
  which: string,
  ids: { version: string; content: string },
): PathsObject {
  const path = `/v1/orgs/{organizationId}/openapi/{specSlug}/versions/${at}`;
  return {
    [path]: itemPath(
      { section, parameters, schema: ref('OpenAPISpecVersion') },
      { get: [ids.version, `Get ${which} of an OpenAPI specification`] },
    ),
    [`${path}/content`]: itemPath(
      { section, parameters, schema: ref('OpenAPISpecVersionContent') },
      { get: [ids.content, `Get the content of ${which} of an OpenAPI specification`] },
    ),
  };
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
        // docs/behaviour.md#error-body-and-failure-statuses: 409 for a second object with the same unique key (the slug is taken)
        { errors: [409], conflicts: [{ kind: 'repeat', status: 409 }] },
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
  '/v1/orgs/{organizationId}/openapi/{specSlug}/versions': collectionPath(
    { section, parameters: spec, schema: ref('OpenAPISpecVersion') },
    { get: ['listOpenAPISpecVersions', 'List the versions of an OpenAPI specification', [...spec, ...paginated]] },
  ),
  ...versionPaths('latest', spec, 'the latest version', {
    version: 'getLatestOpenAPISpecVersion',
    content: 'getLatestOpenAPISpecVersionContent',
  }),
  ...versionPaths('{versionId}', version, 'a version', {
    version: 'getOpenAPISpecVersionById',
    content: 'getOpenAPISpecVersionContentById',
  }),
};
