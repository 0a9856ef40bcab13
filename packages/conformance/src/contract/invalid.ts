/**
 * One top-level body field of a write set to a value its schema refuses, from the spec's own limits: a string one
 * code point over its `maxLength` (or under its `minLength`), a value outside its `enum`, a number past its bound,
 * else a string where it declares a boolean or an integer.
 */
import type { SchemaObject } from '@docs-api/spec';
import { boundedFields, type BoundedField } from './bounds.js';
import type { ApiSpec, Operation } from './operations.js';
import { branches, hasType, propertiesOf } from './schema-walk.js';

export interface InvalidField {
  name: string;
  value: unknown;
  /** What makes it invalid, for messages. */
  why: string;
}

function fromBound(field: BoundedField, name: string): InvalidField | undefined {
  const c = field.constraint;
  if (c.kind === 'enum') return { name, value: 'conformance-not-a-value', why: `not one of ${c.values.join(', ')}` };
  if (c.kind === 'length' && c.max !== undefined)
    return { name, value: 'x'.repeat(c.max + 1), why: `${c.max + 1} characters (maxLength ${c.max})` };
  if (c.kind === 'length' && c.min !== undefined && c.min > 1)
    return { name, value: 'x'.repeat(c.min - 1), why: `${c.min - 1} characters (minLength ${c.min})` };
  if (c.kind === 'number' && c.maximum !== undefined)
    return { name, value: c.maximum + 1, why: `over its maximum ${c.maximum}` };
  if (c.kind === 'number' && c.minimum !== undefined)
    return { name, value: c.minimum - 1, why: `under its minimum ${c.minimum}` };
  return undefined;
}

/** Invalid values of an operation's top-level body fields, by field name; computed once per spec. */
export function invalidFields(spec: ApiSpec): Map<string, InvalidField[]> {
  const byOperation = new Map<string, InvalidField[]>();
  const add = (op: Operation, field: InvalidField) => {
    const list = byOperation.get(op.id) ?? [];
    if (!list.some((f) => f.name === field.name)) list.push(field);
    byOperation.set(op.id, list);
  };
  for (const field of boundedFields(spec))
    for (const site of field.sites) {
      const name = site.path[0];
      if (site.in !== 'body' || site.path.length !== 1 || name === undefined) continue;
      const invalid = fromBound(field, name);
      if (invalid !== undefined) add(site.operation, invalid);
    }
  for (const op of spec.operations) {
    if (op.body === undefined) continue;
    for (const [name, schema] of Object.entries(propertiesOf(spec.document, op.body))) {
      const all = branches(spec.document, schema).filter((b: SchemaObject) => !hasType(b, 'null'));
      if (all.length === 1 && all.every((b) => hasType(b, 'boolean') || hasType(b, 'integer')))
        add(op, { name, value: 'conformance-not-a-scalar', why: `a string where it declares ${String(all[0]?.type)}` });
    }
  }
  return byOperation;
}
