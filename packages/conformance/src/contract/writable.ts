/**
 * What a write operation changes and where it can be read back, from the spec alone: the body properties that are
 * plain fields of the object (bounded scalars its GET answers under the same name), the object's read twin, and
 * the lists whose items are that kind of object.
 */
import type { SchemaObject } from '@docs-api/spec';
import fc from 'fast-check';
import type { ApiSpec, Operation } from './operations.js';
import { branches, hasType, propertiesOf, requiredOf, type Schema } from './schema-walk.js';
import { matchingWithin } from './strings.js';

export type FieldKind =
  | { kind: 'enum'; values: string[] }
  | { kind: 'boolean' }
  | { kind: 'string'; min: number; max: number; pattern?: string; uri: boolean };

export interface WritableField {
  name: string;
  kind: FieldKind;
  required: boolean;
}

/** The kind of a bounded scalar schema, or undefined (ids, free strings, objects, arrays). */
function kindOf(spec: ApiSpec, schema: Schema): FieldKind | undefined {
  // The branches that are values: not null, and not a bare `anyOf`/`oneOf` holding them (NullableRole's).
  const all = branches(spec.document, schema).filter(
    (b: SchemaObject) =>
      !hasType(b, 'null') &&
      !((b.anyOf !== undefined || b.oneOf !== undefined) && b.type === undefined && b.enum === undefined),
  );
  const first = all[0];
  if (first === undefined || all.length > 1) return undefined;
  if (Array.isArray(first.enum) && first.enum.every((v) => typeof v === 'string'))
    return { kind: 'enum', values: first.enum as string[] };
  if (hasType(first, 'boolean')) return { kind: 'boolean' };
  if (hasType(first, 'string') && (first.maxLength !== undefined || first.pattern !== undefined))
    return {
      kind: 'string',
      min: Math.max(first.minLength ?? 1, 1),
      max: first.maxLength ?? 64,
      ...(first.pattern !== undefined ? { pattern: first.pattern } : {}),
      uri: first.format === 'uri',
    };
  return undefined;
}

/** The object an operation writes, read back: the GET on the same path. */
export const readTwin = (spec: ApiSpec, op: Operation): Operation | undefined => {
  const twin = spec.find('get', op.path);
  return twin !== undefined && !spec.isList(twin) ? twin : undefined;
};

/** The body properties of a write that are plain fields of the object it answers (same name and kind in the answer). */
export function writableFields(spec: ApiSpec, op: Operation): WritableField[] {
  if (op.body === undefined) return [];
  const answer = op.responseSchemas.get(op.successStatuses[0] ?? 200);
  if (answer === undefined) return [];
  const answered = propertiesOf(spec.document, answer);
  const required = new Set(requiredOf(spec.document, op.body));
  const fields: WritableField[] = [];
  for (const [name, schema] of Object.entries(propertiesOf(spec.document, op.body))) {
    const kind = kindOf(spec, schema);
    const shown = answered[name] === undefined ? undefined : kindOf(spec, answered[name]);
    // A field the answer shows in another shape (a site's `proxy`: a string sent, an object answered) is not plain.
    if (kind !== undefined && shown?.kind === kind.kind) fields.push({ name, kind, required: required.has(name) });
  }
  return fields;
}

/** The list operations whose items are the kind of object `op` answers, reachable with these path parameters. */
export function containingLists(spec: ApiSpec, op: Operation, params: Record<string, string>): Operation[] {
  const resource = spec.resourceName(op);
  if (resource === undefined) return [];
  const lists = spec.operations.filter(
    (list) =>
      spec.isList(list) &&
      spec.resourceName(list) === resource &&
      list.pathParams.every((name) => params[name] !== undefined),
  );
  // Where a list sits on the object's own path (a change request's comments), lists of the same schema elsewhere
  // (the space's comments) hold other objects.
  const onPath = lists.filter((list) => op.path === list.path || op.path.startsWith(`${list.path}/`));
  return onPath.length > 0 ? onPath : lists;
}

/** The JSON text of a value, for comparisons (key order as answered). */
export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A drawn value of the field that differs from `avoid` (the value it has now); undefined when none can. */
export function otherValue(field: WritableField, avoid: unknown, salt: number, excluded: string[] = []): unknown {
  const k = field.kind;
  if (k.kind === 'boolean') return avoid !== true;
  if (k.kind === 'enum') {
    const choices = k.values.filter((v) => v !== avoid && !excluded.includes(v));
    return choices.length === 0 ? undefined : choices[salt % choices.length];
  }
  if (k.pattern !== undefined) return undefined; // drawn with patternValue
  const text = k.uri ? `https://example.com/conformance/${salt}` : `conformance ${salt} ${field.name}`;
  const fitted = text.length > k.max ? text.slice(-k.max) : text.padEnd(k.min, 'x');
  return fitted === avoid ? `${fitted.slice(0, -1)}${fitted.endsWith('y') ? 'z' : 'y'}` : fitted;
}

/** Drawn matching strings for every pattern field (a pattern's values cannot be made up from a salt). */
export function patternValues(
  fields: WritableField[],
): fc.Arbitrary<[Record<string, string | null>, Record<string, string | null>]> {
  const patterned = fields.filter((f) => f.kind.kind === 'string' && f.kind.pattern !== undefined);
  const one = fc.record(
    Object.fromEntries(
      patterned.map((f) => {
        const k = f.kind as { pattern: string; min: number; max: number };
        return [f.name, matchingWithin(k.pattern, k.min, k.max)];
      }),
    ) as Record<string, fc.Arbitrary<string | null>>,
  );
  return fc.tuple(one, one);
}

/**
 * The query that makes a list show the object: a list filtered by one of the object's fields by default (change
 * requests: only `open` without `status`) is asked for the object's own value of that field.
 */
export function filterFor(list: Operation, object: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of list.queryParams) {
    const value = object[parameter.name];
    if (typeof value === 'string') query[parameter.name] = value;
  }
  return query;
}
