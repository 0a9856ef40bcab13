/**
 * Test API tag Requests: the request journal, what this server instance answered (outside /__test), newest
 * first, in a ring of `--journal-size` entries. Tokens, share keys and capability paths are never in it.
 */
import type { PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { obj, orNull } from '../../builders.js';
import { queryParameter, testOperation } from '../operation.js';

const tag = 'Requests';

export const schemas: Record<string, SchemaObject> = {
  RequestRecord: obj(
    {
      object: { type: 'string', const: 'request' },
      id: { type: 'string' },
      at: { type: 'string', format: 'date-time', description: 'When the answer was sent (or the connection closed)' },
      method: { type: 'string' },
      path: { type: 'string', description: 'Path and query; capability paths, tokens and share keys redacted' },
      operationId: orNull({ type: 'string', description: 'The /v1 operation the request reached' }),
      tenantId: orNull({ type: 'string', description: 'The tenant of the caller, when it sent a valid token' }),
      status: { type: 'integer', description: '0 when no answer was sent (a reset, or the client left)' },
      durationMs: { type: 'integer', minimum: 0 },
      faulted: { type: 'boolean', description: 'A fault rule fired on the request (answered, reset or delayed it)' },
      faultRuleId: { type: 'string', description: 'The fault rule that fired' },
    },
    ['object', 'id', 'at', 'method', 'path', 'operationId', 'tenantId', 'status', 'durationMs', 'faulted'],
  ),
};

export const paths: PathsObject = {
  '/__test/requests': {
    get: testOperation({
      id: 'listRequests',
      tag,
      summary: 'List the requests this server answered, newest first',
      description: 'A `tenantId` that names no tenant is a 404 (a tenant’s entries go when the tenant is deleted).',
      parameters: [
        queryParameter('operationId', { type: 'string', minLength: 1 }, 'Only requests of this operation'),
        queryParameter('tenantId', { type: 'string', minLength: 1 }, 'Only requests of callers in this tenant'),
        queryParameter('status', { type: 'integer', minimum: 0, maximum: 599 }, 'Only answers with this status'),
        queryParameter('since', { type: 'string', format: 'date-time' }, 'Only requests answered at or after'),
        queryParameter('limit', { type: 'integer', minimum: 0, maximum: 1000 }, 'Maximum number of items in the page'),
        queryParameter('page', { type: 'string', minLength: 1 }, 'The cursor from `next.page` of the previous page'),
      ],
      success: {
        status: 200,
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ListEnvelope' },
            obj({ items: { type: 'array', items: { $ref: '#/components/schemas/RequestRecord' } } }, ['items']),
          ],
        },
      },
      errors: [404],
    }),
    delete: testOperation({
      id: 'clearRequests',
      tag,
      summary: 'Empty the request journal, or remove one tenant’s entries',
      description: 'With `tenantId`, only that tenant’s entries go; 404 when there is no such tenant.',
      parameters: [
        queryParameter('tenantId', { type: 'string', minLength: 1 }, 'Only the entries of callers in this tenant'),
      ],
      success: { status: 204 },
      errors: [404],
    }),
  },
};
