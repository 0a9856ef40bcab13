/**
 * The request side of an exchange, judged against the operation it matches (spec: its parameters and
 * requestBody): a client bug. Ajv validates the body and the parameters with the spec's own schemas, the way
 * engine/observer.ts validates answers; what breaks a limit (length, range, size, pattern) is REQ-LIMIT of the
 * field, an enumeration REQ-ENUM of the field, anything else REQ-SCHEMA; a body of another media type
 * REQ-MEDIA-TYPE; a request no operation of the spec matches REQ-UNKNOWN-OPERATION.
 */
import { operations, type ParameterObject } from '@docs-api/spec';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parseContentType } from '../engine/media-types.js';
import type { ApiSpec, Operation } from '../contract/operations.js';
import type { Match } from '../contract/match.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const requestSchemaId = (op: Operation): string => `REQ-SCHEMA.${op.id}`;
export const requestMediaTypeId = (op: Operation): string => `REQ-MEDIA-TYPE.${op.id}`;
export const requestLimitId = (op: Operation, field: string): string => `REQ-LIMIT.${op.id}.${field}`;
export const requestEnumId = (op: Operation, field: string): string => `REQ-ENUM.${op.id}.${field}`;
export const UNKNOWN_OPERATION = 'REQ-UNKNOWN-OPERATION';

/** One broken rule of a request. */
export interface RequestViolation {
  id: string;
  message: string;
}

/** What the judge needs of a request: its line, its Content-Type and its body bytes. */
export interface JudgedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  contentType: string | undefined;
  body: Buffer;
}

/** The schema keywords whose breach is a REQ-LIMIT of the field (anything else but `enum` is REQ-SCHEMA). */
export const LIMIT_KEYWORDS = new Set([
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxItems',
  'minItems',
  'maxProperties',
  'minProperties',
  'multipleOf',
  'pattern',
  'uniqueItems',
]);

const documentId = 'https://docs-api.invalid/openapi.json';

/** A copy of a schema of the document whose local `$ref`s point into the document added to Ajv. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${documentId}${value}` : anchored(value),
    ]),
  );
}

/** `/items/0/title` → `items.title`: the field a limit belongs to, array positions left out. */
const fieldOf = (instancePath: string, prefix = ''): string =>
  prefix +
  instancePath
    .split('/')
    .slice(1)
    .filter((part) => !/^\d+$/.test(part))
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/** Judges requests against the operations they match. */
export class RequestJudge {
  private readonly ajv: Ajv2020;
  private readonly bodies = new Map<string, ValidateFunction | null>();
  private readonly parameters = new Map<string, { validate: ValidateFunction; params: ParameterObject[] }>();
  private readonly declared = new Map<string, ParameterObject[]>();

  constructor(private readonly spec: ApiSpec) {
    // coerceTypes: query and path values are text; `limit=5` is the integer 5, `default=true` the boolean.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array' });
    addFormats(this.ajv);
    this.ajv.addSchema(spec.document as object, documentId);
    for (const walked of operations(spec.document)) this.declared.set(walked.operationId, walked.parameters);
  }

  /** Every rule the request breaks; empty when it meets the contract. */
  judge(match: Match, request: JudgedRequest): RequestViolation[] {
    if (match.kind === 'path')
      return [
        { id: UNKNOWN_OPERATION, message: `${request.method} ${pathOf(request.url)}: no path of the spec matches` },
      ];
    if (match.kind === 'method')
      return [
        {
          id: UNKNOWN_OPERATION,
          message: `${request.method} ${pathOf(request.url)}: the spec has no ${request.method} operation on this path (only ${match.allowed.join(', ')})`,
        },
      ];
    const { op } = match;
    return [...this.judgeParameters(op, match.pathParams, request), ...this.judgeBody(op, request)];
  }

  private judgeParameters(
    op: Operation,
    pathParams: Record<string, string>,
    request: JudgedRequest,
  ): RequestViolation[] {
    const compiled = this.parametersOf(op);
    if (compiled === undefined) return [];
    const query = new URL(request.url, 'http://proxy.invalid').searchParams;
    const values: Record<string, unknown> = {};
    for (const param of compiled.params) {
      const key = `${param.in}:${param.name}`;
      if (param.in === 'path') {
        const value = pathParams[param.name];
        if (value !== undefined) values[key] = value;
        continue;
      }
      const given = query.getAll(param.name);
      if (given.length === 0) continue;
      const schema = param.schema as { type?: unknown } | undefined;
      // An array parameter (style form, explode) may be repeated or comma-separated.
      values[key] = schema?.type === 'array' ? given.flatMap((v) => v.split(',')) : given.at(-1);
    }
    if (compiled.validate(values)) return [];
    return this.classify(op, compiled.validate.errors ?? [], 'parameters', (path) => {
      const [where = '', name = ''] = decodeURIComponent(path.split('/')[1] ?? '').split(':');
      return { field: `${where === 'query' ? '?' : ''}${name}`, rest: path.split('/').slice(2) };
    });
  }

  private judgeBody(op: Operation, request: JudgedRequest): RequestViolation[] {
    if (op.body === undefined) return [];
    if (request.body.length === 0) {
      return op.bodyRequired
        ? [{ id: requestSchemaId(op), message: `${op.id} needs a request body (${this.mediaTypes(op).join(' or ')})` }]
        : [];
    }
    const declared = this.mediaTypes(op);
    const { type } = parseContentType(request.contentType ?? '');
    if (!declared.includes(type))
      return [
        {
          id: requestMediaTypeId(op),
          message: `${op.id} body sent ${request.contentType === undefined ? 'without a Content-Type' : `as "${request.contentType}"`}; the spec declares ${declared.join(' or ')}`,
        },
      ];
    let json: unknown;
    try {
      json = JSON.parse(request.body.toString('utf8'));
    } catch (error) {
      return [{ id: requestSchemaId(op), message: `${op.id} body is not JSON: ${(error as Error).message}` }];
    }
    const validate = this.bodyValidator(op);
    if (validate === null || validate(json)) return [];
    return this.classify(op, validate.errors ?? [], 'body', (path) => ({ field: '', rest: path.split('/').slice(1) }));
  }

  /** Groups Ajv's errors by requirement: a limit or an enumeration of one field, or the schema. */
  private classify(
    op: Operation,
    errors: ErrorObject[],
    subject: 'body' | 'parameters',
    locate: (instancePath: string) => { field: string; rest: string[] },
  ): RequestViolation[] {
    const byId = new Map<string, string[]>();
    for (const error of errors) {
      // A branch of oneOf/anyOf that did not match says nothing on its own: its parent's error does.
      if (error.schemaPath.includes('/oneOf/') || error.schemaPath.includes('/anyOf/')) continue;
      const { field: head, rest } = locate(error.instancePath);
      const path = [head, fieldOf(rest.length > 0 ? `/${rest.join('/')}` : '')].filter((p) => p !== '').join('.');
      const where = head.startsWith('?') || head === '' ? '' : 'path ';
      const name = path === '' ? 'body' : subject === 'body' ? `body.${path}` : `${where}${path}`;
      const id =
        LIMIT_KEYWORDS.has(error.keyword) && path !== ''
          ? requestLimitId(op, path)
          : error.keyword === 'enum' && path !== ''
            ? requestEnumId(op, path)
            : requestSchemaId(op);
      const text =
        error.keyword === 'enum'
          ? `${name} must be one of ${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)}`
          : error.keyword === 'required'
            ? subject === 'parameters' && path === ''
              ? `the required parameter ${String((error.params as { missingProperty?: unknown }).missingProperty).replace(/^query:/, '?')} is missing`
              : `${name} misses the required ${String((error.params as { missingProperty?: unknown }).missingProperty)}`
            : `${name} ${error.message ?? error.keyword}`;
      byId.set(id, [...(byId.get(id) ?? []), text]);
    }
    return [...byId].map(([id, texts]) => ({ id, message: `${op.id} request: ${[...new Set(texts)].join('; ')}` }));
  }

  private mediaTypes(op: Operation): string[] {
    const paths = this.spec.document.paths as Record<string, Record<string, { requestBody?: unknown }>>;
    let body = paths[op.path]?.[op.method]?.requestBody as { $ref?: string; content?: object } | undefined;
    if (body?.$ref !== undefined)
      body = body.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], this.spec.document) as typeof body;
    const types = Object.keys(body?.content ?? {});
    return types.length > 0 ? types : ['application/json'];
  }

  private bodyValidator(op: Operation): ValidateFunction | null {
    let validate = this.bodies.get(op.id);
    if (validate === undefined) {
      validate = op.body === undefined ? null : this.ajv.compile(anchored(op.body) as object);
      this.bodies.set(op.id, validate);
    }
    return validate;
  }

  private parametersOf(op: Operation): { validate: ValidateFunction; params: ParameterObject[] } | undefined {
    let compiled = this.parameters.get(op.id);
    if (compiled === undefined) {
      const params = (this.declared.get(op.id) ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const key = (p: ParameterObject) => `${p.in}:${p.name}`;
      compiled = {
        params,
        validate: this.ajv.compile({
          type: 'object',
          properties: Object.fromEntries(params.map((p) => [key(p), anchored(p.schema ?? {})])),
          required: params.filter((p) => p.required === true).map(key),
        }),
      };
      this.parameters.set(op.id, compiled);
    }
    return compiled;
  }
}

const pathOf = (url: string): string => url.split('?')[0] ?? url;
