/** Test API tag Clock: the server's global clock (every tenant's clock is this one plus the tenant's own offset). */
import type { PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { testOperation } from '../operation.js';

const tag = 'Clock';

export const schemas: Record<string, SchemaObject> = {
  ClockNow: {
    type: 'object',
    required: ['now'],
    properties: { now: { type: 'string', format: 'date-time', description: 'The clock’s current time' } },
  },
  AdvanceClock: {
    type: 'object',
    required: ['advanceSeconds'],
    properties: {
      advanceSeconds: { type: 'number', minimum: 0, description: 'How far to move the clock forward, in seconds' },
    },
  },
};

export const paths: PathsObject = {
  '/__test/clock': {
    get: testOperation({
      id: 'getClock',
      tag,
      summary: 'Read the server’s global clock',
      success: { status: 200, schema: { $ref: '#/components/schemas/ClockNow' } },
    }),
    post: testOperation({
      id: 'advanceClock',
      tag,
      summary: 'Move the server’s global clock forward',
      description:
        'Moves every time-based behaviour of every tenant forward (the 7-day restore window, share-link expiry).',
      body: { $ref: '#/components/schemas/AdvanceClock' },
      success: { status: 200, schema: { $ref: '#/components/schemas/ClockNow' } },
    }),
  },
};
