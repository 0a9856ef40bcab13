/**
 * Small builders that keep every family module short and every operation shaped the same way:
 * bearer security, the success response of the contract, and the failure responses that apply.
 */
import type {
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  ResponsesObject,
  SchemaObject,
} from 'openapi3-ts/oas31';
import { cascade, type Cascade } from './cascades.js';
import { conflicts, type Conflict } from './conflicts.js';
import { effect, type Effect } from './effects.js';
import { withInstance } from './instance.js';

export type Schema = SchemaObject | ReferenceObject;

/** A `$ref` to a component schema. */
export const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

/** A `$ref` to a component parameter (see parameters.ts). */
export const param = (name: string): ReferenceObject => ({ $ref: `#/components/parameters/${name}` });

/** `T | null`, the contract's "or null" (JSON Schema 2020-12 style, no `nullable`). */
export const orNull = (schema: Schema): SchemaObject => ({ anyOf: [schema, { type: 'null' }] });

/** A string bounded the way the contract words it ("1 to 100", "max 50"). */
export const str = (bounds: { min?: number; max?: number; pattern?: string; format?: string } = {}): SchemaObject => ({
  type: 'string',
  ...(bounds.min !== undefined ? { minLength: bounds.min } : {}),
  ...(bounds.max !== undefined ? { maxLength: bounds.max } : {}),
  ...(bounds.pattern !== undefined ? { pattern: bounds.pattern } : {}),
  ...(bounds.format !== undefined ? { format: bounds.format } : {}),
});

/** An object schema; `required` lists exactly the fields the contract marks Required. */
export const obj = (
  properties: Record<string, Schema>,
  required: string[] = [],
  extra: SchemaObject = {},
): SchemaObject => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
  ...extra,
});

/** The `object` discriminator and the `id` that a resource schema opens with. */
export const objectAndId = (object: string): Record<string, SchemaObject> => ({
  object: { type: 'string', const: object },
  // README › Instances: `x-instance` — made by the server, per deployment.
  id: withInstance({ type: 'string' }, 'id'),
});

/** Plain string properties, in the order named. */
export const stringProperties = (...names: string[]): Record<string, SchemaObject> =>
  Object.fromEntries(names.map((name) => [name, { type: 'string' }]));

/** An object schema of plain string fields, in the order named (a resource's `urls`, a git `{oid, path}`). */
export const stringFields = (...names: string[]): SchemaObject => obj(stringProperties(...names));

/**
 * A resource's `urls`: each named field a URL (`format: uri`, as the live service types every `urls.*`);
 * `required` names those the server always sends (docs/behaviour.md#fields-always-sent).
 */
export const urlFields = (names: string[], required: string[] = []): SchemaObject =>
  obj(Object.fromEntries(names.map((name) => [name, withInstance({ type: 'string', format: 'uri' }, 'id')])), required);

/** A list response: the shared List envelope with typed `items`. */
export const listOf = (item: Schema): SchemaObject => ({
  allOf: [
    ref('ListEnvelope'),
    { type: 'object', required: ['items'], properties: { items: { type: 'array', items: item } } },
  ],
});

/** A query parameter defined inline. */
export const query = (
  name: string,
  schema: Schema,
  description?: string,
  extra: Partial<ParameterObject> = {},
): ParameterObject => ({
  name,
  in: 'query',
  required: false,
  schema,
  ...(description !== undefined ? { description } : {}),
  ...extra,
});

/** A required query parameter defined inline. */
export const requiredQuery = (name: string, schema: Schema, description?: string): ParameterObject => ({
  ...query(name, schema, description),
  required: true,
});

/** Failure statuses that the spec may name on an operation (docs/behaviour.md#error-body-and-failure-statuses). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415;

const failureResponse: Record<FailureStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  412: 'PreconditionFailed',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
};

export type SuccessStatus = 200 | 201 | 204 | 205;

export interface OperationSpec {
  /** The operationId; the server's handler carries the same name. */
  id: string;
  /** The contract section the operation is listed in; becomes its tag. */
  section: string;
  summary: string;
  description?: string;
  parameters?: (ParameterObject | ReferenceObject)[];
  /** JSON request body schema. */
  body?: Schema;
  /** Whether a body must be sent (default: true when `body` is given). */
  bodyRequired?: boolean;
  success: { status: SuccessStatus; schema?: Schema; description?: string };
  /** Failures beyond the defaults (400 with input, 401, 403, 404 with path parameters, 413/415 with a body). */
  errors?: FailureStatus[];
  deprecated?: boolean;
  /** Operations the live service has beyond the contract's 131 (docs/behaviour.md#operations-the-live-service-adds). */
  beyondContract?: boolean;
  /**
   * The state the object of the path's last parameter must be in for the operation to apply, and the operation that
   * puts it there (`x-requires`): a restore applies to a deleted space. A client sends that operation first.
   */
  requires?: { state: string; after: string };
  /** What the write does to the objects it names, in terms a program can check (`x-effect`, src/effects.ts). */
  effect?: Effect;
  /** What a delete or removal takes with it (`x-cascade`, src/cascades.ts). */
  cascade?: Cascade;
  /** The requests that conflict with the state of what they name (`x-conflicts`, src/conflicts.ts). */
  conflicts?: Conflict[];
}

const hasPathParameter = (parameters: (ParameterObject | ReferenceObject)[]): boolean =>
  parameters.some((p) => ('$ref' in p ? p.$ref.startsWith('#/components/parameters/path') : p.in === 'path'));

/** Builds one operation object with security, success and failure responses. */
export function operation(spec: OperationSpec): OperationObject {
  const parameters = spec.parameters ?? [];
  const failures = new Set<FailureStatus>([401, 403, ...(spec.errors ?? [])]);
  if (parameters.length > 0 || spec.body !== undefined) failures.add(400);
  if (hasPathParameter(parameters)) failures.add(404);
  if (spec.body !== undefined) {
    failures.add(413);
    failures.add(415);
  }

  const { status, schema, description } = spec.success;
  const responses: ResponsesObject = {
    [String(status)]:
      status === 204 || status === 205
        ? {
            description: description ?? (status === 205 ? 'Reset Content: done, no body' : 'No Content: done, no body'),
          }
        : {
            description: description ?? 'Success',
            content: { 'application/json': { schema: schema ?? { type: 'object' } } },
          },
  };
  for (const failure of [...failures].sort()) {
    responses[String(failure)] = { $ref: `#/components/responses/${failureResponse[failure]}` };
  }

  const requestBody: RequestBodyObject | undefined =
    spec.body === undefined
      ? undefined
      : { required: spec.bodyRequired ?? true, content: { 'application/json': { schema: spec.body } } };

  return {
    operationId: spec.id,
    summary: spec.summary,
    ...(spec.description !== undefined ? { description: spec.description } : {}),
    tags: [spec.section],
    security: [{ bearerAuth: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody !== undefined ? { requestBody } : {}),
    responses,
    ...(spec.deprecated === true ? { deprecated: true } : {}),
    ...(spec.beyondContract === true ? { 'x-beyond-contract': true } : {}),
    ...(spec.requires !== undefined ? { 'x-requires': spec.requires } : {}),
    ...(spec.effect !== undefined ? effect(spec.effect) : {}),
    ...(spec.cascade !== undefined ? cascade(spec.cascade) : {}),
    ...(spec.conflicts !== undefined ? conflicts(spec.conflicts) : {}),
  };
}

/** JSON Schema 2020-12 `if`/`then`/`else`, valid in OpenAPI 3.1 (openapi3-ts's SchemaObject type does not list them). */
export const when = (condition: SchemaObject, then: SchemaObject, otherwise?: SchemaObject): SchemaObject =>
  ({ if: condition, then, ...(otherwise !== undefined ? { else: otherwise } : {}) }) as SchemaObject;

type Parameter = ParameterObject | ReferenceObject;

/** What one operation adds to, or overrides of, what its resource gives (a description, more failures, …). */
type More = Omit<Partial<OperationSpec>, 'id' | 'section' | 'summary'>;

/** What the operations on one resource share: their section (tag), path parameters and resource schema. */
export interface Resource {
  section: string;
  parameters: Parameter[];
  schema: Schema;
}

/** A list: its operationId, summary and all its parameters (path, pagination, filters, in the spec's order). */
type List = [id: string, summary: string, parameters: Parameter[], more?: More];
/** A read: its operationId and summary. */
type Read = [id: string, summary: string, more?: More];
/** A create or change: its operationId, summary and JSON request body. */
type Write = [id: string, summary: string, body: Schema, more?: More];
/** A delete: its operationId, summary and success status (204, or 205 where the live service answers it). */
type Remove = [id: string, summary: string, status: 204 | 205, more?: More];

/**
 * The operations on a resource's collection path, in the order given: `get` lists the resource (200 with a
 * List envelope of it), `post` or `put` creates one (201 with it).
 */
export function collectionPath(resource: Resource, methods: { get?: List; post?: Write; put?: Write }): PathItemObject {
  const { section, parameters, schema } = resource;
  const item: PathItemObject = {};
  for (const [method, args] of Object.entries(methods) as [keyof typeof methods, List | Write][]) {
    if (method === 'get') {
      const [id, summary, all, more] = args as List;
      item.get = operation({
        id,
        section,
        summary,
        parameters: all,
        success: { status: 200, schema: listOf(schema) },
        ...more,
      });
    } else {
      const [id, summary, body, more] = args as Write;
      item[method] = operation({ id, section, summary, parameters, body, success: { status: 201, schema }, ...more });
    }
  }
  return item;
}

/**
 * The operations on one resource's item path, in the order given: `get` reads it, `put` or `patch` changes
 * it (both 200 with the resource), `delete` removes it (no body).
 */
export function itemPath(
  resource: Resource,
  methods: { get?: Read; put?: Write; patch?: Write; delete?: Remove },
): PathItemObject {
  const { section, parameters, schema } = resource;
  const item: PathItemObject = {};
  for (const [method, args] of Object.entries(methods) as [keyof typeof methods, Read | Write | Remove][]) {
    if (method === 'get') {
      const [id, summary, more] = args as Read;
      item.get = operation({ id, section, summary, parameters, success: { status: 200, schema }, ...more });
    } else if (method === 'delete') {
      const [id, summary, status, more] = args as Remove;
      item.delete = operation({ id, section, summary, parameters, success: { status }, ...more });
    } else {
      const [id, summary, body, more] = args as Write;
      item[method] = operation({ id, section, summary, parameters, body, success: { status: 200, schema }, ...more });
    }
  }
  return item;
}

/** The POST on an action path of a resource (a move, a transfer, …): 200 with the resource. */
export function actionPath(resource: Resource, [id, summary, body, more]: Write): PathItemObject {
  const { section, parameters, schema } = resource;
  return { post: operation({ id, section, summary, parameters, body, success: { status: 200, schema }, ...more }) };
}
