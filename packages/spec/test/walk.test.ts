import type { OpenAPIObject, SchemaObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.js';
import {
  acceptsNull,
  branches,
  jsonSchemaOf,
  operations,
  pointer,
  propertiesOf,
  refName,
  requiredOf,
  resolve,
  schemaAt,
  walkSchema,
  type SchemaPlace,
} from '../src/walk.js';

/** A small document with the shapes the walker must handle: path-level parameters, references of every kind, a recursive schema. */
const small: OpenAPIObject = {
  openapi: '3.1.0',
  info: { title: 'walk', version: '1' },
  paths: {
    '/v1/things/{thingId}': {
      parameters: [
        { $ref: '#/components/parameters/thingId' },
        { name: 'lang', in: 'query', schema: { type: 'string' } },
      ],
      patch: {
        operationId: 'updateThing',
        tags: ['Things'],
        'x-beyond-contract': true,
        parameters: [{ name: 'lang', in: 'query', required: true, schema: { type: 'string', maxLength: 5 } }],
        requestBody: { $ref: '#/components/requestBodies/Thing' },
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
      get: { operationId: 'getThing', responses: { '204': { description: 'none' } } },
    },
    '/v1/a~b': { delete: { operationId: 'deleteTilde', responses: { '204': { description: 'gone' } } } },
  },
  components: {
    parameters: { thingId: { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } } },
    requestBodies: {
      Thing: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingInput' } } },
      },
    },
    responses: {
      NotFound: { description: 'missing', content: { 'application/json': { schema: { type: 'object' } } } },
    },
    schemas: {
      Thing: {
        allOf: [
          { $ref: '#/components/schemas/Named' },
          {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string' }, parent: { $ref: '#/components/schemas/Thing' } },
          },
        ],
      },
      Named: {
        type: 'object',
        required: ['name'],
        properties: { name: { anyOf: [{ type: 'string', maxLength: 10 }, { type: 'null' }] } },
      },
      ThingInput: {
        type: 'object',
        properties: {
          source: {
            oneOf: [
              { type: 'object', properties: { url: { type: 'string', maxLength: 2048 } } },
              { type: 'object', properties: { text: { type: 'string' } } },
            ],
          },
        },
      },
      Alias: { $ref: '#/components/schemas/Named' },
      'Odd/Name': { type: 'boolean' },
      Loop: { $ref: '#/components/schemas/Loop' },
      Dangling: { $ref: '#/components/schemas/Missing' },
    },
  },
};

describe('operations', () => {
  const found = operations(small);

  it('lists every operation, paths in document order and methods in get, put, post, delete, patch order', () => {
    expect(found.map((op) => `${op.method} ${op.path} ${op.operationId}`)).toEqual([
      'get /v1/things/{thingId} getThing',
      'patch /v1/things/{thingId} updateThing',
      'delete /v1/a~b deleteTilde',
    ]);
  });

  it('merges path-level parameters, resolved, under the operation-level ones of the same name and place', () => {
    const patch = found.find((op) => op.operationId === 'updateThing');
    expect(patch?.parameters).toEqual([
      { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'lang', in: 'query', required: true, schema: { type: 'string', maxLength: 5 } },
    ]);
    const get = found.find((op) => op.operationId === 'getThing');
    expect(get?.parameters.map((p) => `${p.in} ${p.name} ${String(p.required)}`)).toEqual([
      'path thingId true',
      'query lang undefined',
    ]);
  });

  it('gives tags, x- extensions, the resolved request body and responses, and a JSON pointer', () => {
    const patch = found.find((op) => op.operationId === 'updateThing');
    expect(patch?.tags).toEqual(['Things']);
    expect(patch?.extensions).toEqual({ 'x-beyond-contract': true });
    expect(patch?.requestBody?.required).toBe(true);
    expect(patch?.responses.map(([status, response]) => `${status} ${response.description}`)).toEqual([
      '200 ok',
      '404 missing',
    ]);
    expect(patch?.pointer).toBe('/paths/~1v1~1things~1{thingId}/patch');
    expect(found.find((op) => op.operationId === 'deleteTilde')?.pointer).toBe('/paths/~1v1~1a~0b/delete');
    expect(found.find((op) => op.operationId === 'getThing')?.requestBody).toBeUndefined();
  });

  it('refuses an operation without an operationId', () => {
    const broken = structuredClone(small);
    delete broken.paths?.['/v1/a~b']?.delete?.operationId;
    expect(() => operations(broken)).toThrow('DELETE /v1/a~b has no operationId');
  });

  it('reads the 135 operations of the built document, each operationId once', () => {
    const all = operations(buildDocument());
    expect(all).toHaveLength(135);
    expect(new Set(all.map((op) => op.operationId)).size).toBe(135);
    expect(all.find((op) => op.operationId === 'postCommentInChangeRequest')?.method).toBe('post');
  });
});

describe('resolve', () => {
  it('follows a chain of references and leaves other values as they are', () => {
    expect(resolve(small, { $ref: '#/components/schemas/Alias' })).toBe(small.components?.schemas?.['Named']);
    const inline: SchemaObject = { type: 'string' };
    expect(resolve(small, inline)).toBe(inline);
  });

  it('decodes the escapes of a JSON pointer', () => {
    expect(resolve(small, { $ref: '#/components/schemas/Odd~1Name' })).toEqual({ type: 'boolean' });
    expect(pointer('components', 'schemas', 'Odd/Name')).toBe('/components/schemas/Odd~1Name');
  });

  it('refuses a dangling, circular or foreign reference', () => {
    expect(() => resolve(small, { $ref: '#/components/schemas/Dangling' })).toThrow(
      'dangling $ref #/components/schemas/Missing',
    );
    expect(() => resolve(small, { $ref: '#/components/schemas/Loop' })).toThrow(
      'cannot resolve #/components/schemas/Loop',
    );
    expect(() => resolve(small, { $ref: 'other.json#/x' })).toThrow('cannot resolve other.json#/x');
  });

  it('names the component schema of a reference', () => {
    expect(refName({ $ref: '#/components/schemas/Thing' })).toBe('Thing');
    expect(refName({ $ref: '#/components/responses/NotFound' })).toBeUndefined();
    expect(refName({ type: 'string' })).toBeUndefined();
  });

  it('finds the JSON schema of a request body or response behind a reference', () => {
    const patch = small.paths?.['/v1/things/{thingId}']?.patch;
    expect(jsonSchemaOf(small, patch?.requestBody)).toEqual({ $ref: '#/components/schemas/ThingInput' });
    expect(jsonSchemaOf(small, patch?.responses?.['404'])).toEqual({ type: 'object' });
    expect(jsonSchemaOf(small, { description: 'none' })).toBeUndefined();
    expect(jsonSchemaOf(small, undefined)).toBeUndefined();
  });
});

describe('reading schemas through their compositions', () => {
  const thing = { $ref: '#/components/schemas/Thing' };

  it('lists a schema and its branches, resolved', () => {
    expect(branches(small, thing).map((b) => Object.keys(b).sort().join(','))).toEqual([
      'allOf',
      'properties,required,type',
      'properties,required,type',
    ]);
  });

  it('merges properties and required names across branches', () => {
    expect(Object.keys(propertiesOf(small, thing))).toEqual(['name', 'id', 'parent']);
    expect(requiredOf(small, thing)).toEqual(['name', 'id']);
  });

  it('finds the schema at a property path and tells whether it accepts null', () => {
    const name = schemaAt(small, thing, ['parent', 'name']);
    expect(name).toEqual({ anyOf: [{ type: 'string', maxLength: 10 }, { type: 'null' }] });
    expect(acceptsNull(small, name ?? {})).toBe(true);
    expect(acceptsNull(small, schemaAt(small, thing, ['id']) ?? {})).toBe(false);
    expect(schemaAt(small, { $ref: '#/components/schemas/ThingInput' }, ['source', 'url'])).toEqual({
      type: 'string',
      maxLength: 2048,
    });
    expect(schemaAt(small, thing, ['missing', 'name'])).toBeUndefined();
  });
});

describe('walkSchema', () => {
  const visited = (schema: SchemaObject | { $ref: string }, skip?: string): SchemaPlace[] => {
    const places: SchemaPlace[] = [];
    walkSchema(small, schema, (place) => {
      places.push(place);
      return place.path.join('.') !== skip;
    });
    return places;
  };

  it('visits the schema and every property below it, depth first, and stops where a schema recurs', () => {
    expect(visited({ $ref: '#/components/schemas/Thing' }).map((p) => p.path.join('.'))).toEqual([
      '',
      'name',
      'id',
      'parent',
    ]);
  });

  it('shows each place with its branches, resolved', () => {
    const name = visited({ $ref: '#/components/schemas/Thing' }).find((p) => p.path.join('.') === 'name');
    expect(name?.branches).toEqual([
      { anyOf: [{ type: 'string', maxLength: 10 }, { type: 'null' }] },
      { type: 'string', maxLength: 10 },
      { type: 'null' },
    ]);
  });

  it('walks the properties of every one-of variant, and not below a place the visitor declines', () => {
    const input = { $ref: '#/components/schemas/ThingInput' };
    expect(visited(input).map((p) => p.path.join('.'))).toEqual(['', 'source', 'source.url', 'source.text']);
    expect(visited(input, 'source').map((p) => p.path.join('.'))).toEqual(['', 'source']);
  });
});
