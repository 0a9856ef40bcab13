/** Every `x-flag` annotation (src/flags.ts) names fields the answer has, values the parameter takes, and its default. */
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/document.js';
import { flagOf, type FlagMeaning } from '../src/flags.js';
import { jsonSchemaOf, operations, propertiesOf, resolve, type Schema } from '../src/walk.js';

const document = buildDocument();

/** What a path of the flag starts from: a list's item (`items` of its List envelope), else the answer itself. */
function answerOf(op: ReturnType<typeof operations>[number]): Schema | undefined {
  const [, ok] = op.responses.find(([status]) => status.startsWith('2')) ?? [];
  const body = ok === undefined ? undefined : jsonSchemaOf(document, ok);
  const items = body === undefined ? undefined : propertiesOf(document, body)['items'];
  return items === undefined ? body : (resolve(document, items).items as Schema | undefined);
}

/** The schema at a dotted path, arrays crossed, or undefined. */
function at(schema: Schema, path: string): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const name of path.split('.')) {
    if (current === undefined) return undefined;
    const resolved: { type?: unknown; items?: Schema } = resolve(document, current);
    const object: Schema = resolved.type === 'array' && resolved.items !== undefined ? resolved.items : current;
    current = propertiesOf(document, object)[name];
  }
  return current;
}

const pathsOf = (meaning: FlagMeaning): string[] =>
  Object.values(meaning.values).flatMap((e) => [
    ...(e.leavesOut ?? []),
    ...(e.replaces !== undefined ? [e.replaces.from, e.replaces.to] : []),
  ]);

const annotated = operations(document).flatMap((op) =>
  op.parameters.flatMap((parameter) => {
    const meaning = flagOf(parameter);
    return meaning === undefined ? [] : [{ op, parameter, meaning }];
  }),
);

describe('x-flag', () => {
  it('annotates `metadata` and `format` wherever they are', () => {
    const flags = operations(document).flatMap((op) =>
      op.parameters.filter((p) => p.name === 'metadata' || p.name === 'format').map((p) => [op.operationId, p]),
    );
    expect(flags.length).toBeGreaterThan(0);
    for (const [id, parameter] of flags) expect(flagOf(parameter as never), String(id)).toBeDefined();
  });

  it.each(annotated.map((a) => [`${a.op.operationId} ?${a.parameter.name}`, a] as const))(
    '%s names fields of the answer, values of the parameter and a default',
    (_name, { op, parameter, meaning }) => {
      const answer = answerOf(op);
      expect(answer).toBeDefined();
      for (const path of pathsOf(meaning)) expect(at(answer as Schema, path), path).toBeDefined();
      if (meaning.nests !== undefined) expect(at(answer as Schema, meaning.nests), meaning.nests).toBeDefined();
      const schema = resolve(document, parameter.schema ?? {}) as {
        enum?: unknown[];
        type?: unknown;
        default?: unknown;
      };
      const values = schema.enum?.map(String) ?? (schema.type === 'boolean' ? ['true', 'false'] : []);
      for (const value of Object.keys(meaning.values)) expect(values).toContain(value);
      const fallback = meaning.default ?? schema.default;
      expect(fallback).toBeDefined();
      expect(Object.keys(meaning.values)).not.toContain(String(fallback));
    },
  );
});
