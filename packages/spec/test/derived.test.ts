/** Every `x-derived` annotation (src/derived.ts) names real operations, their path parameters and real fields. */
import { describe, expect, it } from 'vitest';
import type { ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { buildDocument } from '../src/document.js';
import { derivedOf, derivedParamsOf, type Derivation } from '../src/derived.js';
import { operations, propertiesOf, resolve } from '../src/walk.js';

const document = buildDocument();
const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
const byId = new Map(operations(document).map((op) => [op.operationId ?? '', op]));
const annotated = Object.entries(schemas).flatMap(([name, schema]) =>
  Object.entries(propertiesOf(document, schema)).flatMap(([field, property]) => {
    const meaning = derivedOf(resolve(document, property) as SchemaObject) ?? derivedOf(property as SchemaObject);
    return meaning === undefined ? [] : [{ key: `${name}.${field}`, schema, meaning }];
  }),
);

/** Whether a dotted path names a property of the schema. */
function hasPath(schema: SchemaObject, path: string): boolean {
  let at: SchemaObject | undefined = schema;
  for (const part of path.split('.')) {
    const next: unknown = at === undefined ? undefined : propertiesOf(document, at)[part];
    at = next === undefined ? undefined : (resolve(document, next as SchemaObject) as SchemaObject);
  }
  return at !== undefined;
}

const pathParamsOf = (id: string): string[] =>
  ((byId.get(id)?.parameters ?? []) as ParameterObject[]).filter((p) => p.in === 'path').map((p) => p.name);
const queryParamsOf = (id: string): string[] =>
  ((byId.get(id)?.parameters ?? []) as ParameterObject[]).filter((p) => p.in === 'query').map((p) => p.name);
const operationOf = (d: Derivation): string | undefined =>
  'count' in d ? d.count : 'equals' in d ? d.equals.operation : undefined;

describe('x-derived', () => {
  it('is on the counters and derived values the API shows the source of', () => {
    expect(annotated.map((a) => a.key).sort()).toEqual(
      [
        'ChangeRequest.comments',
        'Comment.replies',
        'Comment.resolvedAt',
        'Comment.resolvedBy',
        'Comment.target',
        'Member.spaces',
        'Member.teams',
        'Member.user',
        'Space.changeRequests',
        'Space.changeRequestsDraft',
        'Space.changeRequestsOpen',
        'Space.comments',
        'Space.revision',
        'Team.members',
      ].sort(),
    );
  });

  it.each(annotated.map((a) => [a.key, a] as const))('%s names real operations, parameters and fields', (_, a) => {
    expect(a.meaning.from.length).toBeGreaterThan(0);
    for (const derivation of a.meaning.from) {
      const id = operationOf(derivation);
      if (id !== undefined) {
        expect(byId.has(id), id).toBe(true);
        for (const name of Object.keys(derivedParamsOf(derivation))) expect(pathParamsOf(id), id).toContain(name);
      }
      for (const field of Object.values(derivedParamsOf(derivation)))
        expect(hasPath(a.schema, field), field).toBe(true);
      if ('count' in derivation) {
        expect(byId.get(derivation.count)?.method).toBe('get');
        for (const name of [...Object.keys(derivation.query ?? {}), ...[derivation.sumOver?.parameter ?? []].flat()])
          expect(queryParamsOf(derivation.count)).toContain(name);
      }
      if ('presentWhen' in derivation) expect(hasPath(a.schema, derivation.presentWhen.field)).toBe(true);
      if ('param' in derivation) {
        // A path parameter of a read of the schema, and a sub-field the field has.
        expect([...byId.keys()].flatMap(pathParamsOf)).toContain(derivation.param);
        const field = a.key.split('.')[1] ?? '';
        expect(hasPath(a.schema, derivation.at === undefined ? field : `${field}.${derivation.at}`)).toBe(true);
      }
    }
  });
});
