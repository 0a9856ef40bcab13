/** Values built from schemas: the smallest valid body, and reading or writing a field at a property path. */
import type { SchemaObject } from '@docs-api/spec';
import type { ApiSpec } from './operations.js';
import { branches, hasType, propertiesOf, requiredOf, type Schema } from './schema-walk.js';

/** The smallest value of a schema: required properties only, strings at their minimum length. */
export function minimalValue(spec: ApiSpec, schema: Schema): unknown {
  const all = branches(spec.document, schema);
  const first: SchemaObject =
    all.find((b) => b.type !== undefined || b.enum !== undefined || b.const !== undefined) ?? {};
  if (first.const !== undefined) return first.const;
  if (Array.isArray(first.enum)) return first.enum[0];
  if (hasType(first, 'object')) return minimalBody(spec, schema);
  if (hasType(first, 'array')) return [];
  if (hasType(first, 'boolean')) return false;
  if (hasType(first, 'integer') || hasType(first, 'number')) return first.minimum ?? 0;
  if (hasType(first, 'string')) {
    if (first.format === 'uri') return 'https://example.com/conformance';
    return 'c'.repeat(Math.max(first.minLength ?? 1, 1));
  }
  return null;
}

/** An object with the required properties of the schema, each at its smallest value. */
export function minimalBody(spec: ApiSpec, schema: Schema): Record<string, unknown> {
  const properties = propertiesOf(spec.document, schema);
  const body: Record<string, unknown> = {};
  for (const name of requiredOf(spec.document, schema)) {
    const property = properties[name];
    if (property !== undefined) body[name] = minimalValue(spec, property);
  }
  return body;
}

/** The value at a property path, or undefined. */
export function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const name of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

/** A copy of `body` with `value` at the property path (intermediate objects created). */
export function withValueAt(
  body: Record<string, unknown> | undefined,
  path: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(body ?? {});
  let current = copy;
  path.forEach((name, index) => {
    if (index === path.length - 1) {
      current[name] = value;
      return;
    }
    const next = current[name];
    const child = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
    current[name] = child;
    current = child;
  });
  return copy;
}

/**
 * Whether the schema of the success body has a property at this path (so a sent value can round-trip) — of a
 * type that can hold `value` when given: PATCH site takes `proxy` as a string, a Site answers it as an object.
 */
export function hasPropertyAt(
  spec: ApiSpec,
  schema: Schema | undefined,
  path: readonly string[],
  value?: unknown,
): boolean {
  let current: Schema | undefined = schema;
  for (const name of path) {
    if (current === undefined) return false;
    current = propertiesOf(spec.document, current)[name];
  }
  if (current === undefined || value === undefined) return current !== undefined;
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const typed = branches(spec.document, current).filter((branch) => branch.type !== undefined);
  return (
    typed.length === 0 ||
    typed.some((branch) => hasType(branch, type) || (type === 'number' && hasType(branch, 'integer')))
  );
}
