/** OpenAPI specifications and their versions (spec schemas OpenAPISpec, OpenAPISpecVersion). */
import type { SchemaObject } from 'openapi3-ts/oas31';
import { obj, objectAndId, ref, str, urlFields } from '../builders.js';
import { withPermits } from '../permits.js';

// spec schema OpenAPISpec `slug` 1 to 100 and its pattern
export const openapiSlug = str({ min: 1, max: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
// spec schema OpenAPISpec `sourceURL` max 2048 (a URL)
export const openapiSourceURL = str({ max: 2048, format: 'uri' });
// spec schema OpenAPISpecVersion `url` max 2048 (a URL)
export const openapiVersionURL = str({ max: 2048, format: 'uri' });
// spec schema OpenAPISpec `processingState`; full value set from docs/behaviour.md#full-value-sets-of-enumerations
export const openapiProcessingState: SchemaObject = { type: 'string', enum: ['pending', 'progress', 'complete'] };
// spec schema OpenAPISpec `lastProcessErrorCode`; full value set from docs/behaviour.md#full-value-sets-of-enumerations
export const openapiErrorCode: SchemaObject = { type: 'string', enum: ['FETCH_TIMEOUT', 'FETCH_ERROR', 'PARSE_ERROR'] };

export const schemas: Record<string, SchemaObject> = {
  OpenAPISpec: obj(
    {
      ...objectAndId('openapi-spec'),
      createdAt: ref('Timestamp'),
      updatedAt: ref('Timestamp'),
      slug: openapiSlug,
      sourceURL: openapiSourceURL,
      // README › Timestamps: `x-set-by` — "process": the background processing sets them after the write answered
      processingState: { ...openapiProcessingState, 'x-set-by': 'process' },
      lastVersion: {
        type: 'string',
        description: 'Id of the latest version',
        'x-set-by': 'process',
        'x-instance': 'id',
      },
      lastProcessedAt: { ...ref('Timestamp'), 'x-set-by': 'process' },
      lastProcessErrorCode: { ...openapiErrorCode, 'x-set-by': 'process' },
      // README › Permissions: `x-permits` (docs/behaviour.md#roles-and-access-levels)
      permissions: withPermits(obj({ view: { type: 'boolean' }, edit: { type: 'boolean' } }, ['view', 'edit']), {
        view: ['getOpenAPISpecBySlug'],
        edit: ['createOrUpdateOpenAPISpecBySlug'],
      }),
      urls: urlFields(['location', 'app'], ['location', 'app']),
    },
    // spec schema OpenAPISpec: `processingState` Required, plus those always sent (docs/behaviour.md#fields-always-sent)
    ['object', 'id', 'createdAt', 'updatedAt', 'slug', 'sourceURL', 'processingState', 'permissions', 'urls'],
  ),
  OpenAPISpecVersion: obj(
    {
      ...objectAndId('openapi-spec-version'),
      createdAt: ref('Timestamp'),
      url: openapiVersionURL,
      urls: urlFields(['location'], ['location']),
    },
    // spec schema OpenAPISpecVersion: `url` Required, plus those always sent (docs/behaviour.md#fields-always-sent)
    ['object', 'id', 'createdAt', 'url', 'urls'],
  ),
  OpenAPISpecVersionContent: obj(
    {
      filesystem: { type: 'object', description: 'The files of the specification version' },
      url: { type: 'string' },
    },
    ['filesystem', 'url'],
  ),
  // spec tag OpenAPI specifications: `source` is a one-of; only the URL variant is given.
  OpenAPISpecSource: {
    description:
      'Where the specification comes from. A one-of: only the URL variant is known; the other variant is not shown in the contract',
    oneOf: [obj({ url: openapiSourceURL }, ['url'], { description: 'Fetch the specification from a URL' })],
  },
};
