/** Composes the family modules into the one OpenAPI 3.1 document of the Docs Workspace Management API. */
import type { OpenAPIObject, PathsObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import { requestLimits } from './limits.js';
import { parameters } from './parameters.js';
import * as changeRequestPaths from './paths/change-requests.js';
import * as collectionPaths from './paths/collections.js';
import * as commentPaths from './paths/comments.js';
import * as contentPaths from './paths/content.js';
import * as memberPaths from './paths/members.js';
import * as openapiPaths from './paths/openapi.js';
import * as organizationPaths from './paths/organizations.js';
import * as shareLinkPaths from './paths/share-links.js';
import * as siteSectionPaths from './paths/site-sections.js';
import * as siteSpacePaths from './paths/site-spaces.js';
import * as sitePaths from './paths/sites.js';
import * as spacePaths from './paths/spaces.js';
import * as ssoPaths from './paths/sso.js';
import * as teamPaths from './paths/teams.js';
import * as translationPaths from './paths/translations.js';
import * as changeRequestSchemas from './schemas/change-requests.js';
import * as commentSchemas from './schemas/comments.js';
import * as commonSchemas from './schemas/common.js';
import * as contentSchemas from './schemas/content.js';
import * as openapiSchemas from './schemas/openapi.js';
import * as organizationSchemas from './schemas/organizations.js';
import * as siteSchemas from './schemas/sites.js';
import * as spaceSchemas from './schemas/spaces.js';
import * as translationSchemas from './schemas/translations.js';

const pathModules: PathsObject[] = [
  organizationPaths.paths,
  memberPaths.paths,
  teamPaths.paths,
  ssoPaths.paths,
  collectionPaths.paths,
  spacePaths.paths,
  changeRequestPaths.paths,
  commentPaths.paths,
  contentPaths.paths,
  sitePaths.paths,
  siteSectionPaths.paths,
  siteSpacePaths.paths,
  shareLinkPaths.paths,
  openapiPaths.paths,
  translationPaths.paths,
];

const schemaModules: Record<string, SchemaObject>[] = [
  commonSchemas.schemas,
  organizationSchemas.schemas,
  spaceSchemas.schemas,
  changeRequestSchemas.schemas,
  commentSchemas.schemas,
  contentSchemas.schemas,
  siteSchemas.schemas,
  openapiSchemas.schemas,
  translationSchemas.schemas,
];

/** Merges records, refusing a key defined twice (two families must not claim one path or schema). */
function mergeUnique<T>(what: string, records: Record<string, T>[]): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (key in merged) throw new Error(`${what} ${key} is defined twice`);
      merged[key] = value;
    }
  }
  return merged;
}

const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Builds the whole document; a fresh object on every call. */
export function buildDocument(): OpenAPIObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Docs Workspace Management API',
      version: '1.0.0',
      description:
        'Manages a documentation workspace over HTTP with JSON bodies: organizations, members, teams, SAML, collections, spaces, change requests, comments, content, sites, OpenAPI specifications and translation settings. Every failure answers `{"error": {"code", "message"}}`. ' +
        `A JSON request body may nest objects and arrays at most ${requestLimits.maxJsonDepth} levels deep (400 beyond; root extension \`x-request-limits\`).`,
    },
    servers: [
      {
        url: '{base_url}',
        description: 'Where the API is served; every path starts with /v1',
        variables: { base_url: { default: 'http://localhost:4000' } },
      },
    ],
    'x-request-limits': { ...requestLimits },
    security: [{ bearerAuth: [] }],
    paths: mergeUnique('path', pathModules),
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_TOKEN>' },
      },
      parameters,
      schemas: mergeUnique('schema', schemaModules),
      responses: {
        BadRequest: errorResponse('The request is malformed or breaks a limit, pattern or enum (the message names the field)'),
        Unauthorized: errorResponse('No Authorization: Bearer token, or an unknown or revoked one'),
        Forbidden: errorResponse('The caller lacks the permission for this action'),
        NotFound: errorResponse('The resource does not exist, or the caller may not know that it exists'),
        Conflict: errorResponse('The action conflicts with the current state'),
        PreconditionFailed: errorResponse('A precondition of a transfer fails'),
        PayloadTooLarge: errorResponse('The request body is too large'),
        UnsupportedMediaType: errorResponse('The request body is not JSON'),
      },
    },
  };
}
