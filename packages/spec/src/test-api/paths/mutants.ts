/**
 * Test API tag Mutants: the catalogue of behaviour mutants of the reference, generated from the contract's document
 * (the server's test-api/mutants). A tenant created with `mutants` (createTenant) answers its /v1 requests with
 * them; `docs-api-conformance mutate` measures which of them the suite catches.
 */
import type { PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { queryParameter, testOperation } from '../operation.js';

const tag = 'Mutants';

export const schemas: Record<string, SchemaObject> = {
  Mutant: {
    type: 'object',
    required: ['id', 'operator', 'touches', 'description'],
    properties: {
      id: {
        type: 'string',
        description: 'Stable: `<operator>:<operationId or Schema.field>[:<detail>]`',
      },
      operator: { type: 'string', description: 'The kind of change (param-ignored, field-frozen, …)' },
      operationId: { type: 'string', description: 'The operation it changes, when it changes one' },
      field: { type: 'string', description: 'The response field it changes (`Schema.field`), when it changes one' },
      touches: {
        type: 'array',
        items: { type: 'string' },
        description: 'The operationIds whose answers it can change: the requirements using them judge it',
      },
      first: {
        type: 'array',
        items: { type: 'string' },
        description:
          'Of `touches`, the operations whose requirements judge it first (a field’s: those answering its object)',
      },
      description: { type: 'string', description: 'What it changes, in one sentence' },
      equivalent: {
        type: 'string',
        description: 'Why no answer can differ from the reference’s: such a mutant is left out of the score',
      },
    },
  },
};

export const paths: PathsObject = {
  '/__test/mutants': {
    get: testOperation({
      id: 'listMutants',
      tag,
      summary: 'The catalogue of behaviour mutants, in a stable order',
      parameters: [
        queryParameter('operator', { type: 'string', minLength: 1 }, 'Only the mutants of this operator'),
        queryParameter('operationId', { type: 'string', minLength: 1 }, 'Only the mutants touching this operation'),
      ],
      success: {
        status: 200,
        schema: {
          type: 'object',
          required: ['items', 'count'],
          properties: {
            items: { type: 'array', items: { $ref: '#/components/schemas/Mutant' } },
            count: { type: 'integer', minimum: 0 },
          },
        },
      },
    }),
  },
};
