/** The operations of the OpenAPI document, read once into a shape the checks can use. */
import {
  jsonSchemaOf,
  operations,
  type Method,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type WalkedOperation,
} from '@docs-api/spec';
import { profileOfSection, type Profile } from './profiles.js';
import { refName, resolve, type Schema } from './schema-walk.js';

export type { Method };

export interface Operation {
  id: string;
  method: Method;
  /** The path template, e.g. `/v1/spaces/{spaceId}`. */
  path: string;
  /** The contract section (the operation's tag). */
  section: string;
  profile: Profile;
  pathParams: string[];
  /** The path parameters whole (their schemas: an OpenAPI spec's slug has a pattern). */
  pathParameters: ParameterObject[];
  queryParams: ParameterObject[];
  body?: Schema;
  bodyRequired: boolean;
  /** The 2xx statuses the spec names (usually one; PUT openapi spec names 200 and 201). */
  successStatuses: number[];
  /** Response schema per declared status (absent for 204/205). */
  responseSchemas: Map<number, Schema>;
  /** The media types each declared status carries (`content`'s keys; empty for 204/205). */
  mediaTypes: Map<number, string[]>;
  deprecated: boolean;
  beyondContract: boolean;
  /** The state its object must be in first, and the operation that puts it there (spec `x-requires`). */
  requires?: { state: string; after: string };
}

/** The spec as the suite uses it: the document plus its operations by id. */
export class ApiSpec {
  readonly operations: Operation[];
  private readonly byId = new Map<string, Operation>();

  constructor(readonly document: OpenAPIObject) {
    this.operations = operations(document).map((walked) => this.parse(walked));
    for (const parsed of this.operations) this.byId.set(parsed.id, parsed);
  }

  operation(id: string): Operation {
    const found = this.byId.get(id);
    if (found === undefined) throw new Error(`operation ${id} is not in the spec`);
    return found;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The operation with this method on this path template, if any. */
  find(method: Method, path: string): Operation | undefined {
    return this.operations.find((op) => op.method === method && op.path === path);
  }

  /** A list operation returns the List envelope (`allOf` with ListEnvelope) and accepts `limit`. */
  isList(op: Operation): boolean {
    return op.method === 'get' && op.queryParams.some((p) => p.name === 'limit');
  }

  /** The component schema name of the success body (`Space`), or of the list items for a list. */
  resourceName(op: Operation): string | undefined {
    const schema = op.responseSchemas.get(op.successStatuses[0] ?? 200);
    const direct = refName(schema);
    if (direct !== undefined) return direct;
    const resolved = schema === undefined ? undefined : resolve(this.document, schema);
    for (const part of resolved?.allOf ?? []) {
      const items = resolve(this.document, part).properties?.['items'];
      const item = items === undefined ? undefined : resolve(this.document, items).items;
      const name = refName(item as Schema | undefined);
      if (name !== undefined) return name;
    }
    return undefined;
  }

  /**
   * The non-list GETs answering `schema` whose path parameters, all but the object's own (the last), `op`'s path
   * fills: `…/teams/{teamId}` for a write at `…/teams`.
   */
  itemReads(schema: string, op: Operation): Operation[] {
    return this.operations.filter(
      (get) =>
        get.method === 'get' &&
        !this.isList(get) &&
        this.resourceName(get) === schema &&
        get.pathParams.slice(0, -1).every((name) => op.pathParams.includes(name)),
    );
  }

  private parse({
    method,
    path,
    operationId,
    parameters,
    tags,
    extensions,
    requestBody,
    responses,
    operation,
  }: WalkedOperation): Operation {
    const section = tags[0] ?? 'untagged';
    const responseSchemas = new Map<number, Schema>();
    const successStatuses: number[] = [];
    const mediaTypes = new Map<number, string[]>();
    for (const [status, response] of responses) {
      const code = Number(status);
      mediaTypes.set(code, Object.keys(response.content ?? {}));
      if (code >= 200 && code < 300) successStatuses.push(code);
      const schema = jsonSchemaOf(this.document, response);
      if (schema !== undefined) responseSchemas.set(code, schema);
    }
    const body = jsonSchemaOf(this.document, requestBody);
    return {
      id: operationId,
      method,
      path,
      section,
      profile: profileOfSection(section),
      pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      pathParameters: parameters.filter((p) => p.in === 'path'),
      queryParams: parameters.filter((p) => p.in === 'query'),
      ...(body !== undefined ? { body } : {}),
      bodyRequired: requestBody?.required === true,
      successStatuses: successStatuses.sort(),
      responseSchemas,
      mediaTypes,
      deprecated: operation.deprecated === true,
      beyondContract: extensions['x-beyond-contract'] === true,
      ...(requiresOf(extensions['x-requires']) ?? {}),
    };
  }
}

/** The spec's `x-requires` of an operation, as Operation's `requires`. */
function requiresOf(value: unknown): { requires: { state: string; after: string } } | undefined {
  const { state, after } = (value ?? {}) as { state?: unknown; after?: unknown };
  return typeof state === 'string' && typeof after === 'string' ? { requires: { state, after } } : undefined;
}

/** Fills a path template: `/v1/spaces/{spaceId}` + {spaceId: 'a'} → `/v1/spaces/a`. */
/** The operation object of the document itself, with its `x-` extensions. */
export function operationObject(spec: ApiSpec, op: Operation): OperationObject | undefined {
  const item = spec.document.paths?.[op.path] as Partial<Record<Method, OperationObject>> | undefined;
  return item?.[op.method];
}

export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter ${name} of ${template} has no value`);
    return encodeURIComponent(value);
  });
}
