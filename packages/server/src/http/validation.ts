/**
 * Request (and, in tests, response) validation compiled once from @docs-api/spec: every limit, pattern,
 * enum and required field of the contract is checked here and nowhere else.
 */
import { jsonSchemaOf, operations, type OpenAPIObject, type SchemaObject } from '@docs-api/spec';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ApiError } from '../errors.js';

const SPEC_ID = 'https://docs-api.local/spec.json';

/** Rewrites `#/components/schemas/X` to the Ajv-registered copy of the components. */
function rebase<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${SPEC_ID}#/$defs/`)) as T;
}

function newAjv(coerce: boolean, schemas: Record<string, SchemaObject>): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    // The contract's schemas are checked against OpenAPI 3.1 by the spec package's own tests; checking them
    // again against JSON Schema's meta-schema would compile that meta-schema at every start (most of its time).
    validateSchema: false,
  });
  addFormats.default(ajv);
  ajv.addSchema({ $id: SPEC_ID, $defs: rebase(schemas) });
  return ajv;
}

export interface OperationValidator {
  /** Validates and coerces path and query parameters in place; throws a 400 naming the field. */
  parameters(path: Record<string, unknown>, query: Record<string, unknown>): void;
  /** Validates a JSON body (undefined when the operation takes none). */
  body(body: unknown): void;
  /** Validates a response body; returns the problem, or undefined. */
  response(status: number, body: unknown): string | undefined;
  hasBody: boolean;
}

const describe = (where: string, errors: ErrorObject[] | null | undefined): string => {
  const e = errors?.[0];
  if (!e) return `${where} is invalid`;
  const field = `${where}${e.instancePath.replaceAll('/', '.')}`;
  const extra =
    e.keyword === 'required'
      ? ` (missing ${String((e.params as { missingProperty: string }).missingProperty)})`
      : e.keyword === 'enum'
        ? ` (${(e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')})`
        : e.keyword === 'additionalProperties'
          ? ` (${String((e.params as { additionalProperty: string }).additionalProperty)})`
          : '';
  return `${field} ${e.message ?? 'is invalid'}${extra}`;
};

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The first string (value or object key) in `value` that no database text column can hold as given:
 * one with a NUL character (U+0000) or a lone UTF-16 surrogate. Returns the field path and the reason.
 * Iterative, so no input depth can overflow the stack.
 */
export function unstorableString(where: string, value: unknown): string | undefined {
  const check = (field: string, text: string): string | undefined => {
    if (text.includes('\u0000')) return `${field} must not contain NUL characters (U+0000)`;
    if (LONE_SURROGATE.test(text)) return `${field} must be well-formed Unicode (it holds a lone surrogate)`;
    return undefined;
  };
  const stack: [string, unknown][] = [[where, value]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [field, current] = item;
    if (typeof current === 'string') {
      const problem = check(field, current);
      if (problem !== undefined) return problem;
    } else if (Array.isArray(current)) {
      current.forEach((v, i) => stack.push([`${field}.${i}`, v]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, v] of Object.entries(current)) {
        const problem = check(`${field} (a property name)`, key);
        if (problem !== undefined) return problem;
        stack.push([`${field}.${key}`, v]);
      }
    }
  }
  return undefined;
}

/** Throws a 400 naming the field when `value` holds a string the database cannot store (see unstorableString). */
export function assertStorable(where: string, value: unknown): void {
  const problem = unstorableString(where, value);
  if (problem !== undefined) throw new ApiError(400, problem);
}

/** How deeply `value` nests objects and arrays (a scalar is 0, `{}` is 1); iterative, stops once beyond `limit`. */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [current, depth] = item;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const v of Object.values(current)) if (v !== null && typeof v === 'object') stack.push([v, depth + 1]);
  }
  return deepest;
}

/** `make()` on first use, then its result (validators compile per operation when first needed: a quick start). */
function lazy<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}

/** One validator per operationId, each compiled on its first use. */
export function compileValidators(document: OpenAPIObject): Map<string, OperationValidator> {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
  // Made on the first compilation: a start compiles nothing.
  const coercingAjv = lazy(() => newAjv(true, schemas));
  const strictAjv = lazy(() => newAjv(false, schemas));
  const validators = new Map<string, OperationValidator>();

  for (const operation of operations(document)) {
    const group = (where: 'path' | 'query'): ValidateFunction => {
      const mine = operation.parameters.filter((p) => p.in === where);
      return coercingAjv().compile(
        rebase({
          type: 'object',
          properties: Object.fromEntries(mine.map((p) => [p.name, p.schema ?? {}])),
          required: mine.filter((p) => p.required === true).map((p) => p.name),
        }),
      );
    };
    const pathValidator = lazy(() => group('path'));
    const queryValidator = lazy(() => group('query'));
    const bodySchema = jsonSchemaOf(document, operation.requestBody);
    const bodyValidator = bodySchema ? lazy(() => strictAjv().compile(rebase(bodySchema))) : undefined;
    const responseValidators = new Map<number, (() => ValidateFunction) | undefined>();
    for (const [status, response] of operation.responses) {
      const schema = jsonSchemaOf(document, response);
      responseValidators.set(Number(status), schema ? lazy(() => strictAjv().compile(rebase(schema))) : undefined);
    }

    validators.set(operation.operationId, {
      hasBody: bodyValidator !== undefined,
      parameters(path, query) {
        assertStorable('path', path);
        assertStorable('query', query);
        const [pathValid, queryValid] = [pathValidator(), queryValidator()];
        if (!pathValid(path)) throw new ApiError(400, describe('path', pathValid.errors));
        if (!queryValid(query)) throw new ApiError(400, describe('query', queryValid.errors));
      },
      body(body) {
        assertStorable('body', body);
        const valid = bodyValidator?.();
        if (valid && !valid(body)) throw new ApiError(400, describe('body', valid.errors));
      },
      response(status, body) {
        if (!responseValidators.has(status)) return `status ${status} is not documented`;
        const validate = responseValidators.get(status)?.();
        if (validate === undefined) return body === undefined ? undefined : `status ${status} must have no body`;
        return validate(body) ? undefined : describe('response', validate.errors);
      },
    });
  }
  return validators;
}
