/**
 * What a body holds beyond its schema (src/contract/undeclared.ts, behind RSP-UNDECLARED and RSP-SECRET): the paths of
 * the properties no schema of their place declares, read through `$ref`, `allOf`/`anyOf`/`oneOf`, array items, maps
 * and free-form objects. The shapes are kept between calls, so each case is asked twice.
 */
import type { OpenAPIObject } from '@docs-api/spec';
import { describe, expect, it } from 'vitest';
import { looksSecret, undeclaredProperties } from '../src/contract/undeclared.js';
import type { Schema } from '../src/contract/schema-walk.js';

const document = {
  openapi: '3.1.0',
  info: { title: 'shapes', version: '1' },
  components: {
    schemas: {
      User: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
      Page: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          pages: { type: 'array', items: { $ref: '#/components/schemas/Page' } },
        },
      },
      Revision: {
        allOf: [
          { type: 'object', properties: { id: { type: 'string' } } },
          {
            type: 'object',
            properties: {
              variables: { type: 'object', additionalProperties: { $ref: '#/components/schemas/User' } },
              metadata: { type: 'object' },
              author: { oneOf: [{ $ref: '#/components/schemas/User' }, { type: 'null' }] },
            },
          },
        ],
      },
      List: {
        type: 'object',
        properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Revision' } } },
      },
    },
  },
} as unknown as OpenAPIObject;
const schema = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** The answer of undeclaredProperties, asked twice (the second time from the kept shapes). */
function undeclared(name: string, value: unknown): string[] {
  const first = undeclaredProperties(document, schema(name), value);
  expect(undeclaredProperties(document, schema(name), value)).toEqual(first);
  return first;
}

describe('undeclaredProperties', () => {
  it('finds nothing in a body that holds only declared properties', () => {
    expect(undeclared('User', { id: 'u', name: 'Ada' })).toEqual([]);
  });

  it('names each property beyond the schema by its path, nested ones and array items included', () => {
    const list = {
      items: [
        { id: 'r1', author: { id: 'u', passwordHash: 'x' } },
        { id: 'r2', internal: true, variables: { a: { id: 'u', token: 't' } } },
      ],
      next: null,
    };
    expect(undeclared('List', list)).toEqual([
      '/items/0/author/passwordHash',
      '/items/1/internal',
      '/items/1/variables/a/token',
      '/next',
    ]);
  });

  it('reads every branch of allOf and oneOf, and lets a map or a free-form object hold any key', () => {
    const revision = { id: 'r', variables: { any: { id: 'u' } }, metadata: { whatever: { deep: 1 } }, author: null };
    expect(undeclared('Revision', revision)).toEqual([]);
  });

  it('follows a recursive schema as deep as the body goes', () => {
    const tree = { title: 'a', pages: [{ title: 'b', pages: [{ title: 'c', pages: [], secret: 's' }] }] };
    expect(undeclared('Page', tree)).toEqual(['/pages/0/pages/0/secret']);
  });

  it('judges scalars and null as holding nothing', () => {
    expect(undeclared('User', null)).toEqual([]);
    expect(undeclared('User', 'text')).toEqual([]);
  });
});

describe('looksSecret', () => {
  it('matches the last segment of a path against words that name secrets', () => {
    expect(['/a/passwordHash', '/api_key', '/authToken', '/clientSecret'].map(looksSecret)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/token/id', '/title'].map(looksSecret)).toEqual([false, false]);
  });
});
