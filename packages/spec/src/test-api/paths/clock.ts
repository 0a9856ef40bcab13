/**
 * Test API tag Clock: the server's global clock, and each tenant's clock (the global one plus the tenant's own
 * offset, stored in the database so that every instance agrees). Every time-based behaviour of a tenant (the
 * 7-day restore window and purge of deleted spaces, link expiry, timestamps) follows its clock.
 */
import type { PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { pathParameter, testOperation } from '../operation.js';

const tag = 'Clock';
const tenantId = pathParameter('tenantId', 'The tenant id');

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
  SetTenantClock: {
    description: 'Moves the tenant’s clock forward by `advanceSeconds`, or to `now` (never backward: 409)',
    oneOf: [
      {
        type: 'object',
        required: ['advanceSeconds'],
        additionalProperties: false,
        properties: { advanceSeconds: { type: 'number', minimum: 0, description: 'How far to move it, in seconds' } },
      },
      {
        type: 'object',
        required: ['now'],
        additionalProperties: false,
        properties: { now: { type: 'string', format: 'date-time', description: 'The time the clock moves to' } },
      },
    ],
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
  '/__test/tenants/{tenantId}/clock': {
    get: testOperation({
      id: 'getTenantClock',
      tag,
      summary: 'Read a tenant’s clock',
      parameters: [tenantId],
      success: { status: 200, schema: { $ref: '#/components/schemas/ClockNow' } },
    }),
    post: testOperation({
      id: 'advanceTenantClock',
      tag,
      summary: 'Move a tenant’s clock forward',
      description: 'Moves only this tenant’s time-based behaviour; every instance on the database sees it.',
      parameters: [tenantId],
      body: { $ref: '#/components/schemas/SetTenantClock' },
      success: { status: 200, schema: { $ref: '#/components/schemas/ClockNow' } },
      errors: [409],
    }),
  },
};
