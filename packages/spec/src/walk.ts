/**
 * The one way to read an OpenAPI 3.1 document of this package (the built `document`, dist/openapi.json or
 * any document of the same shape): its operations, local `$ref` resolution and a walk of a schema's
 * properties through `allOf` / `anyOf` / `oneOf`. The server's router and validator, the types generator,
 * the conformance catalogue and the spec's own tests all read the document through this module.
 */
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from 'openapi3-ts/oas31';

export type Schema = SchemaObject | ReferenceObject;

/** The HTTP methods an operation of the document may have, in the order the walker visits them. */
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

/** One operation of the document with what every reader needs, references resolved. */
export interface WalkedOperation {
  method: Method;
  /** The path template, e.g. `/v1/spaces/{spaceId}`. */
  path: string;
  operationId: string;
  /** The operation object as the document holds it. */
  operation: OperationObject;
  /** Path-level then operation-level parameters, resolved; an operation-level one replaces a path-level one of the same name and place. */
  parameters: ParameterObject[];
  tags: string[];
  /** The operation's `x-` extensions (`x-beyond-contract`, …). */
  extensions: Record<string, unknown>;
  /** The request body, resolved (undefined when the operation takes none). */
  requestBody: RequestBodyObject | undefined;
  /** The responses by status code, resolved, in the document's order. */
  responses: [status: string, response: ResponseObject][];
  /** The JSON pointer of the operation object in the document (`/paths/~1v1~1spaces/get`). */
  pointer: string;
}

/** Whether a value is a `{ $ref }` object. */
export const isRef = (value: unknown): value is ReferenceObject =>
  typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';

/** A JSON pointer (RFC 6901) from its unescaped segments: `pointer('paths', '/v1/x')` → `/paths/~1v1~1x`. */
export const pointer = (...segments: string[]): string =>
  segments.map((segment) => `/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** The value at a local JSON pointer (`#/components/schemas/Space`) of the document, or undefined. */
function at(document: OpenAPIObject, reference: string): unknown {
  return reference
    .slice(2)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/** Follows local `$ref`s (`#/…`) until a value that is not a reference; throws on a foreign, dangling or circular one. */
export function resolve<T>(document: OpenAPIObject, value: T | ReferenceObject): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (isRef(current)) {
    const reference = current.$ref;
    if (!reference.startsWith('#/') || seen.has(reference)) throw new Error(`cannot resolve ${reference}`);
    seen.add(reference);
    current = at(document, reference);
    if (current === undefined) throw new Error(`dangling $ref ${reference}`);
  }
  return current as T;
}

/** The component schema a schema refers to (`{ $ref: '#/components/schemas/Space' }` → `Space`). */
export const refName = (schema: Schema | undefined): string | undefined =>
  isRef(schema) && schema.$ref.startsWith('#/components/schemas/')
    ? schema.$ref.slice('#/components/schemas/'.length)
    : undefined;

/** The `application/json` schema of a request body or response (either may be a reference), if any. */
export function jsonSchemaOf(
  document: OpenAPIObject,
  holder: RequestBodyObject | ResponseObject | ReferenceObject | undefined,
): Schema | undefined {
  if (holder === undefined) return undefined;
  return resolve<RequestBodyObject | ResponseObject>(document, holder).content?.['application/json']?.schema;
}

const walked = new WeakMap<OpenAPIObject, WalkedOperation[]>();

/**
 * Every operation of the document: paths in the document's order, methods in METHODS order. Walked once per
 * document (a server's start asks for the contract's operations several times): each call gets its own array of
 * the same operation objects.
 */
export function operations(document: OpenAPIObject): WalkedOperation[] {
  let found = walked.get(document);
  if (found === undefined) {
    found = walk(document);
    walked.set(document, found);
  }
  return [...found];
}

function walk(document: OpenAPIObject): WalkedOperation[] {
  const found: WalkedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {}) as [string, PathItemObject][]) {
    const shared = (item.parameters ?? []).map((p) => resolve<ParameterObject>(document, p));
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      if (operation.operationId === undefined) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const own = (operation.parameters ?? []).map((p) => resolve<ParameterObject>(document, p));
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      found.push({
        method,
        path,
        operationId: operation.operationId,
        operation,
        parameters,
        tags: operation.tags ?? [],
        extensions: Object.fromEntries(Object.entries(operation).filter(([key]) => key.startsWith('x-'))),
        requestBody:
          operation.requestBody === undefined ? undefined : resolve<RequestBodyObject>(document, operation.requestBody),
        responses: Object.entries(operation.responses ?? {}).map(([status, response]) => [
          status,
          resolve<ResponseObject>(document, response as ResponseObject | ReferenceObject),
        ]),
        pointer: pointer('paths', path, method),
      });
    }
  }
  return found;
}

/** Whether a schema names the type (`type: 'string'` or `type: ['string', 'null']`). */
export const hasType = (schema: SchemaObject, type: string): boolean =>
  Array.isArray(schema.type) ? schema.type.includes(type as never) : schema.type === type;

/** The schema and, recursively, every `anyOf` / `oneOf` / `allOf` branch of it, all resolved. */
export function branches(document: OpenAPIObject, schema: Schema): SchemaObject[] {
  const resolved = resolve<SchemaObject>(document, schema);
  const nested = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  return [resolved, ...nested.flatMap((branch) => branches(document, branch))];
}

/** Whether null is one of the values the schema accepts (a field "or null" is `anyOf [schema, null]`). */
export const acceptsNull = (document: OpenAPIObject, schema: Schema): boolean =>
  branches(document, schema).some((branch) => hasType(branch, 'null'));

/** The properties of an object schema, merged across its branches (a later branch's property wins). */
export function propertiesOf(document: OpenAPIObject, schema: Schema): Record<string, Schema> {
  const merged: Record<string, Schema> = {};
  for (const branch of branches(document, schema)) Object.assign(merged, branch.properties ?? {});
  return merged;
}

/** The required property names of an object schema, merged across its branches. */
export function requiredOf(document: OpenAPIObject, schema: Schema): string[] {
  return [...new Set(branches(document, schema).flatMap((branch) => branch.required ?? []))];
}

/** The schema at a property path (`['source', 'url']`) looking through branches at each step, or undefined. */
export function schemaAt(document: OpenAPIObject, schema: Schema, path: readonly string[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const name of path) {
    if (current === undefined) return undefined;
    current = propertiesOf(document, current)[name];
  }
  return current;
}

/** What `walkSchema` shows its visitor at each place of a schema. */
export interface SchemaPlace {
  /** The property path from the walked schema (`[]` for the schema itself). */
  path: string[];
  /** The schema at that place and its branches, resolved (see `branches`). */
  branches: SchemaObject[];
}

/**
 * Visits the schema and then every property below it, depth first, through the branches of each place
 * (not array items, not maps). The visitor returns false to not descend below a place. A place whose
 * component schema is already being walked above it is visited but not descended into, so recursive schemas end.
 */
export function walkSchema(
  document: OpenAPIObject,
  schema: Schema,
  visit: (place: SchemaPlace) => boolean | void,
): void {
  const walk = (current: Schema, path: string[], active: readonly string[]): void => {
    const reference = isRef(current) ? current.$ref : undefined;
    const all = branches(document, current);
    if (visit({ path, branches: all }) === false || (reference !== undefined && active.includes(reference))) return;
    const below = reference === undefined ? active : [...active, reference];
    for (const branch of all) {
      for (const [name, property] of Object.entries(branch.properties ?? {})) walk(property, [...path, name], below);
    }
  };
  walk(schema, [], []);
}
