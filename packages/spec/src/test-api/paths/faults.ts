/**
 * Test API tag Faults: fault and latency rules for /v1 requests (POST /__test/faults, `serve --faults <file>`,
 * which validates each rule with FaultRuleInput). Rules live in memory, per server instance.
 */
import type { PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { obj, str } from '../../builders.js';
import { pathParameter, queryParameter, testOperation } from '../operation.js';

const tag = 'Faults';

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
};

const rule = { $ref: '#/components/schemas/FaultRule' };

export const paths: PathsObject = {
  '/__test/faults': {
    get: testOperation({
      id: 'listFaultRules',
      tag,
      summary: 'List the fault rules, with how often each matched and fired',
      success: {
        status: 200,
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ListEnvelope' },
            obj({ items: { type: 'array', items: rule } }, ['items']),
          ],
        },
      },
    }),
    post: testOperation({
      id: 'addFaultRule',
      tag,
      summary: 'Add a fault rule for /v1 requests',
      description:
        'The first rule (in the order added) that matches a request and fires acts on it. A rule with a `seed` ' +
        'meets the same sequence of requests with the same sequence of faults; added again, it starts again. ' +
        'A `tenantId` that names no tenant is a 404; a tenant’s rules go when the tenant is deleted.',
      body: { $ref: '#/components/schemas/FaultRuleInput' },
      success: { status: 201, schema: rule },
      errors: [404],
    }),
    delete: testOperation({
      id: 'clearFaultRules',
      tag,
      summary: 'Remove every fault rule, or those of one tenant',
      description:
        'With `tenantId`, only the rules naming that tenant go (other processes’ tenants keep theirs); 404 when there is no such tenant.',
      parameters: [
        queryParameter('tenantId', { type: 'string', minLength: 1 }, 'Only the rules that name this tenant'),
      ],
      success: { status: 204 },
      errors: [404],
    }),
  },
  '/__test/faults/{faultRuleId}': {
    delete: testOperation({
      id: 'removeFaultRule',
      tag,
      summary: 'Remove one fault rule',
      parameters: [pathParameter('faultRuleId', 'The fault rule id')],
      success: { status: 204 },
    }),
  },
};
