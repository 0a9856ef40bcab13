/** Every `x-cascade` annotation (src/cascades.ts) is on a delete and names operations the spec has, of the right kind. */
import { describe, expect, it } from 'vitest';
import type { OperationObject } from 'openapi3-ts/oas31';
import { cascadeOf, cascadeOperations, type Cascade } from '../src/cascades.js';
import { buildDocument } from '../src/document.js';

const document = buildDocument();
const operations = Object.values(document.paths ?? {}).flatMap((item) =>
  Object.entries(item as Record<string, OperationObject>).map(([method, op]) => ({ method, op })),
);
const methodOf = new Map(operations.flatMap(({ method, op }) => (op.operationId ? [[op.operationId, method]] : [])));
const annotated = operations.flatMap(({ method, op }) => {
  const meaning = cascadeOf(op);
  return meaning === undefined ? [] : [{ id: op.operationId ?? '', method, meaning }];
});

/** The reads and lists of an annotation: each must be a GET. */
const readsOf = (meaning: Cascade): string[] => [
  ...(meaning.gone ?? []).flatMap((g) => [g.read, ...(g.via ?? [])]),
  ...(meaning.unlisted ?? []).map((u) => u.list),
];

describe('x-cascade', () => {
  it('is on the deletes whose objects take something with them', () => {
    expect(annotated.map((a) => a.id).sort()).toEqual(
      [
        'deleteCommentInChangeRequest',
        'deleteCommentInSpace',
        'deleteSpaceById',
        'removeMemberFromOrganizationById',
      ].sort(),
    );
  });

  it.each(annotated.map((a) => [a.id, a] as const))('%s is a delete naming real operations', (_, a) => {
    expect(a.method).toBe('delete');
    expect(cascadeOperations(a.meaning).length).toBeGreaterThan(0);
    for (const id of cascadeOperations(a.meaning)) expect(methodOf.has(id), id).toBe(true);
    for (const id of readsOf(a.meaning)) expect(methodOf.get(id), id).toBe('get');
  });
});
