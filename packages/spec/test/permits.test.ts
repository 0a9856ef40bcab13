/** Every `x-permits` annotation (src/permits.ts) names permissions the object has and operations the spec has. */
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.js';
import { permitsOf } from '../src/permits.js';
import type { SchemaObject } from 'openapi3-ts/oas31';

const document = buildDocument();
const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
const operationIds = new Set(
  Object.values(document.paths ?? {}).flatMap((item) =>
    Object.values(item as Record<string, { operationId?: string }>).flatMap((op) => op.operationId ?? []),
  ),
);
const annotated = Object.entries(schemas).flatMap(([name, schema]) => {
  const permissions = schema.properties?.['permissions'] as SchemaObject | undefined;
  const meaning = permissions === undefined ? undefined : permitsOf(permissions);
  return meaning === undefined || permissions === undefined ? [] : [{ name, permissions, meaning }];
});

describe('x-permits', () => {
  it('is on the permissions of the objects whose permissions stand for operations', () => {
    expect(annotated.map((a) => a.name).sort()).toEqual(
      [
        'Collection',
        'Comment',
        'CommentReply',
        'OpenAPISpec',
        'Organization',
        'Space',
        'Team',
        'TranslationSettings',
      ].sort(),
    );
  });

  it.each(annotated.map((a) => [a.name, a] as const))('%s names its own permissions and real operations', (_, a) => {
    for (const [permission, ids] of Object.entries(a.meaning)) {
      expect(Object.keys(a.permissions.properties ?? {})).toContain(permission);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(operationIds.has(id), id).toBe(true);
    }
  });
});
