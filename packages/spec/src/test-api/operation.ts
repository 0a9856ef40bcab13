/**
 * The builder of the test API's operations: no bearer token of /v1 (the test API needs none on a loopback
 * address; with --test-api-token every request carries it), and the failure responses that apply.
 */
import type {
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponsesObject,
  SchemaObject,
} from 'openapi3-ts/oas31';

type Schema = SchemaObject | ReferenceObject;

export interface TestOperationSpec {
  /** The operationId; the server's test API handler carries the same name. */
  id: string;
  /** The family of the test API (its tag): Clock, Tenants, Snapshots, Faults, Requests. */
  tag: string;
  summary: string;
  description?: string;
  parameters?: ParameterObject[];
  body?: Schema;
  /** Whether a body must be sent (default: true when `body` is given). */
  bodyRequired?: boolean;
  success: { status: 200 | 201 | 204; schema?: Schema; description?: string };
  /** Failures beyond the defaults (400 with input, 401, 404 with path parameters, 415 with a body). */
  errors?: (404 | 409)[];
}

const failure: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  404: 'NotFound',
  409: 'Conflict',
  415: 'UnsupportedMediaType',
};

/** A path parameter of the test API (a string of at least one character). */
export const pathParameter = (name: string, description: string): ParameterObject => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', minLength: 1 },
});

/** An optional query parameter. */
export const queryParameter = (name: string, schema: Schema, description: string): ParameterObject => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/** Builds one operation object of the test API with its success and failure responses. */
export function testOperation(spec: TestOperationSpec): OperationObject {
  const parameters = spec.parameters ?? [];
  const failures = new Set<number>([401, ...(spec.errors ?? [])]);
  if (parameters.length > 0 || spec.body !== undefined) failures.add(400);
  if (parameters.some((p) => p.in === 'path')) failures.add(404);
  if (spec.body !== undefined) failures.add(415);
  const { status, schema, description } = spec.success;
  const responses: ResponsesObject = {
    [String(status)]:
      status === 204
        ? { description: description ?? 'No Content: done, no body' }
        : {
            description: description ?? 'Success',
            content: { 'application/json': { schema: schema ?? { type: 'object' } } },
          },
  };
  for (const code of [...failures].sort())
    responses[String(code)] = { $ref: `#/components/responses/${failure[code]}` };
  return {
    operationId: spec.id,
    summary: spec.summary,
    ...(spec.description !== undefined ? { description: spec.description } : {}),
    tags: [spec.tag],
    // No token on a loopback address; the token given with --test-api-token otherwise.
    security: [{}, { testApiToken: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body !== undefined
      ? { requestBody: { required: spec.bodyRequired ?? true, content: { 'application/json': { schema: spec.body } } } }
      : {}),
    responses,
  };
}
