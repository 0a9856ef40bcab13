/**
 * Every `x-refers` annotation (src/refers.ts) names a path parameter of the API and a field the write's answer has, or
 * (`marks`) a list whose items have the flag it sets.
 */
import { describe, expect, it } from 'vitest';
import type { ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import { buildDocument } from '../src/document.js';
import { refersOf } from '../src/refers.js';
import { operations, propertiesOf, resolve } from '../src/walk.js';

const document = buildDocument();
const all = operations(document);
const pathParams = new Set(
  all.flatMap((op) => ((op.parameters ?? []) as ParameterObject[]).filter((p) => p.in === 'path').map((p) => p.name)),
);

/** The answer schema of an operation's success (its first 2xx with content). */
function answerOf(op: (typeof all)[number]): SchemaObject | undefined {
  const success = op.responses.find(([status]) => status.startsWith('2'))?.[1];
  const schema = Object.values(success?.content ?? {})[0]?.schema;
  return schema === undefined ? undefined : (resolve(document, schema) as SchemaObject);
}

/** Whether a dotted path (arrays crossed at `[]`) names a property of the schema. */
function hasPath(schema: SchemaObject, path: string): boolean {
  let at: SchemaObject | undefined = schema;
  for (const raw of path.split('.')) {
    const part = raw.replace(/\[\]$/, '');
    const next: unknown = at === undefined ? undefined : propertiesOf(document, at)[part];
    at = next === undefined ? undefined : (resolve(document, next as SchemaObject) as SchemaObject);
    if (raw.endsWith('[]') && at?.items !== undefined) at = resolve(document, at.items as SchemaObject) as SchemaObject;
  }
  return at !== undefined;
}

const annotated = all.flatMap((op) => {
  const body = (op.requestBody as { content?: Record<string, { schema?: SchemaObject }> } | undefined)?.content?.[
    'application/json'
  ]?.schema;
  if (body === undefined) return [];
  return Object.entries(propertiesOf(document, resolve(document, body) as SchemaObject)).flatMap(
    ([field, property]) => {
      const meaning = refersOf(resolve(document, property) as SchemaObject);
      return meaning === undefined ? [] : [{ key: `${op.operationId ?? ''}.${field}`, op, field, meaning }];
    },
  );
});

describe('x-refers', () => {
  it('is on the body fields that name another object by id', () => {
    expect(annotated.map((a) => a.key).sort()).toEqual(
      [
        'addSectionGroupToSite.sections',
        'addSpaceToSite.sectionId',
        'addSpaceToSite.spaceId',
        'createCollection.parent',
        'createOrganizationSAMLProvider.defaultTeam',
        'createSpace.parent',
        'postCommentInChangeRequest.page',
        'postCommentInSpace.page',
        'updateOrganizationSAMLProvider.defaultTeam',
        'updateSiteSpaceById.spaceId',
        'updateSiteById.defaultSiteSection',
        'updateSiteById.defaultSiteSpace',
      ].sort(),
    );
  });

  it.each(annotated.map((a) => [a.key, a] as const))('%s names a path parameter and a field of the answer', (_, a) => {
    expect(pathParams.has(a.meaning.param), a.meaning.param).toBe(true);
    const marks = a.meaning.marks;
    if (marks !== undefined && a.meaning.shows === undefined) {
      // It marks an item of a list instead: a list operation whose items have the flag (and the `among` field).
      const list = all.find((op) => op.operationId === marks.list);
      expect(list, marks.list).toBeDefined();
      const items = list === undefined ? undefined : answerOf(list);
      expect(hasPath(items ?? {}, `items[].${marks.flag}`), marks.flag).toBe(true);
      if (marks.among !== undefined) expect(hasPath(items ?? {}, `items[].${marks.among}`), marks.among).toBe(true);
      return;
    }
    const answer = answerOf(a.op);
    expect(answer, 'an answer schema').toBeDefined();
    expect(hasPath(answer ?? {}, a.meaning.shows ?? a.field), a.meaning.shows ?? a.field).toBe(true);
  });
});
