/**
 * Schemas of the test API's fault rules (POST /__test/faults, `serve --faults <file>`) and request journal
 * (GET /__test/requests). Component names: FaultRuleInput, FaultRule, RequestRecord.
 */
import type { SchemaObject } from 'openapi3-ts/oas31';
import { obj, orNull, str } from '../../builders.js';

/** The longest delay a rule may ask for (one minute; the server's request time-out is longer). */
export const MAX_FAULT_DELAY_MS = 60_000;

const delay: SchemaObject = { type: 'integer', minimum: 0, maximum: MAX_FAULT_DELAY_MS };

const ruleProperties: Record<string, SchemaObject> = {
  operationId: { ...str({ min: 1 }), description: 'Matches the requests of this operation of the API' },
  method: {
    type: 'string',
    enum: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    description: 'Matches this method',
  },
  path: {
    ...str({ min: 4, max: 500, pattern: '^/v1(/|$)' }),
    description:
      'Matches request paths: `*` or `{name}` stands for one segment, a final `/**` for any rest ' +
      '(`/v1/spaces/*/content/**`); literal segments compare case-insensitively',
  },
  tenantId: { ...str({ min: 1 }), description: 'Matches only requests whose caller belongs to this tenant' },
  status: { type: 'integer', minimum: 400, maximum: 599, description: 'Answers with this status instead' },
  body: { description: 'The answer body (any JSON); default: the error body `{"error": {"code", "message"}}`' },
  retryAfter: {
    type: 'integer',
    minimum: 0,
    maximum: 86_400,
    description: 'Retry-After seconds; sent with a 429 or 503 always (default 1), with other statuses when given',
  },
  delayMs: {
    description: 'Holds the request this long, or a duration drawn in [min, max], before answering',
    oneOf: [delay, obj({ min: delay, max: delay }, ['min', 'max'], { additionalProperties: false })],
  },
  reset: { type: 'boolean', const: true, description: 'Closes the connection without an answer' },
  probability: {
    type: 'number',
    minimum: 0,
    maximum: 1,
    description: 'Fires on this share of the requests it matches (default 1)',
  },
  seed: {
    type: 'integer',
    minimum: 0,
    maximum: 2_147_483_647,
    description: 'Seeds the draws of `probability` and of a delay range; the same requests meet the same faults',
  },
  times: { type: 'integer', minimum: 1, description: 'Stops firing after this many times' },
};

const atLeastOne = (...names: string[]): SchemaObject => ({ anyOf: names.map((name) => ({ required: [name] })) });

export const schemas: Record<string, SchemaObject> = {
  FaultRuleInput: {
    type: 'object',
    description:
      'What to match (an `operationId`, or a `path` pattern with an optional `method`; optionally a `tenantId`) ' +
      'and what to do: answer a `status`, `reset` the connection, and/or hold the request `delayMs`.',
    properties: ruleProperties,
    additionalProperties: false,
    allOf: [
      atLeastOne('operationId', 'path'),
      atLeastOne('status', 'reset', 'delayMs'),
      { not: { required: ['status', 'reset'] }, description: 'A reset sends no status' },
    ],
  },
  FaultRule: obj(
    {
      object: { type: 'string', const: 'faultRule' },
      id: { type: 'string' },
      ...ruleProperties,
      seed: { ...ruleProperties['seed'], description: 'The seed its draws use (chosen at random when not given)' },
      matched: { type: 'integer', minimum: 0, description: 'Requests it matched' },
      fired: { type: 'integer', minimum: 0, description: 'Requests it acted on' },
    },
    ['object', 'id', 'seed', 'matched', 'fired'],
  ),
  RequestRecord: obj(
    {
      object: { type: 'string', const: 'request' },
      id: { type: 'string' },
      at: { type: 'string', format: 'date-time', description: 'When the answer was sent (or the connection closed)' },
      method: { type: 'string' },
      path: { type: 'string', description: 'Path and query; capability paths, tokens and share keys redacted' },
      operationId: orNull({ type: 'string' }),
      tenantId: orNull({ type: 'string' }),
      status: { type: 'integer', description: '0 when no answer was sent (a reset, or the client left)' },
      durationMs: { type: 'integer', minimum: 0 },
      faulted: { type: 'boolean', description: 'A fault rule fired on the request (answered, reset or delayed it)' },
      faultRuleId: { type: 'string' },
    },
    ['object', 'id', 'at', 'method', 'path', 'operationId', 'tenantId', 'status', 'durationMs', 'faulted'],
  ),
};
