/**
 * The test API's own OpenAPI 3.1 document (`/__test/*`, served by `serve --test-api` at `/__test/openapi.json`):
 * hand-authored like the contract, one module per family under ./paths, never mixed into the contract's document.
 */
import type { OpenAPIObject, PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { errorResponse, mergeUnique } from '../compose.js';
import { schemas as common } from '../schemas/common.js';
import * as clock from './paths/clock.js';
import * as faults from './paths/faults.js';
import * as mutants from './paths/mutants.js';
import * as requests from './paths/requests.js';
import * as snapshots from './paths/snapshots.js';
import * as tenants from './paths/tenants.js';

/** What each family module gives: its paths and the schemas they refer to. */
interface Family {
  paths: PathsObject;
  schemas: Record<string, SchemaObject>;
}

const families: Family[] = [tenants, clock, snapshots, faults, requests, mutants];

/** Builds the test API document; a fresh object on every call. */
export function buildTestApiDocument(): OpenAPIObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Docs Workspace Management API reference server — test API',
      version: '1.0.0',
      description:
        'What the reference server offers to test suites that use it as a stand-in (only with `serve --test-api`, ' +
        'never in production): tenants on demand, clocks, snapshots, faults, a request journal and behaviour mutants. ' +
        'Every failure answers the error body of /v1, `{"error": {"code", "message"}}`.',
    },
    servers: [
      {
        url: '{base_url}',
        description: 'The reference server; every path starts with /__test',
        variables: { base_url: { default: 'http://localhost:4000' } },
      },
    ],
    paths: mergeUnique(
      'test API path',
      families.map((family) => family.paths),
    ),
    components: {
      securitySchemes: {
        testApiToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'Authorization: Bearer <token given with --test-api-token>; needed only when one was given',
        },
      },
      schemas: mergeUnique('test API schema', [
        { Error: common['Error'] as SchemaObject, ListEnvelope: common['ListEnvelope'] as SchemaObject },
        ...families.map((family) => family.schemas),
      ]),
      responses: {
        BadRequest: errorResponse(
          400,
          'The request is malformed (the message names the field)',
          'body.advanceSeconds must be >= 0',
        ),
        Unauthorized: errorResponse(
          401,
          'The server was started with --test-api-token and the request does not carry it',
          'Missing or invalid test API token',
        ),
        NotFound: errorResponse(404, 'The resource does not exist', 'Tenant not found'),
        Conflict: errorResponse(409, 'The action conflicts with the current state', 'The clock only moves forward'),
        UnsupportedMediaType: errorResponse(
          415,
          'The request body is not JSON',
          'Request bodies must be JSON (Content-Type: application/json)',
        ),
      },
    },
  };
}
