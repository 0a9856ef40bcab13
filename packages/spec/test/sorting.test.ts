/** Every `x-sort` annotation (src/sorting.ts) names fields the list's items have, values its `sort` has, and operations that exist. */
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.js';
import { sortOf, type SortBy } from '../src/sorting.js';
import { jsonSchemaOf, operations, propertiesOf, schemaAt, type Schema } from '../src/walk.js';

const document = buildDocument();
const ids = new Set(operations(document).map((op) => op.operationId));

/** The item schema of a list's 200 answer (`items` of its List envelope). */
function itemOf(op: ReturnType<typeof operations>[number]): Schema | undefined {
  const [, ok] = op.responses.find(([status]) => status === '200') ?? [];
  const body = ok === undefined ? undefined : jsonSchemaOf(document, ok);
  const items = body === undefined ? undefined : propertiesOf(document, body)['items'];
  return items === undefined ? undefined : ((items as { items?: Schema }).items ?? undefined);
}

const annotated = operations(document).flatMap((op) =>
  op.parameters.flatMap((parameter) => {
    const sort = sortOf(parameter);
    return sort === undefined ? [] : [{ op, parameter, sort }];
  }),
);

describe('x-sort', () => {
  it('annotates the order of every list that has one', () => {
    const ordered = operations(document).filter((op) => op.parameters.some((p) => p.name === 'order'));
    expect(ordered.length).toBeGreaterThan(0);
    for (const op of ordered)
      expect(sortOf(op.parameters.find((p) => p.name === 'order') ?? ({} as never))?.by, op.operationId).toBeDefined();
  });

  it.each(annotated.map((a) => [`${a.op.operationId} ?${a.parameter.name}`, a] as const))(
    '%s names fields of the items and values of the parameter',
    (_name, { op, parameter, sort }) => {
      const item = itemOf(op);
      expect(item).toBeDefined();
      const keys: SortBy[] = [...(sort.by !== undefined ? [sort.by] : []), ...Object.values(sort.values ?? {})];
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        for (const field of [key.field, ...(key.tieBreaker !== undefined ? [key.tieBreaker] : [])])
          expect(schemaAt(document, item as Schema, field.split('.')), field).toBeDefined();
        if (key.setBy !== undefined) expect(ids.has(key.setBy), key.setBy).toBe(true);
      }
      const values = (parameter.schema as { enum?: string[] } | undefined)?.enum ?? [];
      for (const value of Object.keys(sort.values ?? {})) expect(values).toContain(value);
    },
  );
});
