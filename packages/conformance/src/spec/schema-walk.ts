/** Helpers to read JSON Schemas of the OpenAPI document: resolve `$ref`, look through compositions. */
import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@docs-api/spec';

export type Schema = SchemaObject | ReferenceObject;

export const isRef = (value: unknown): value is ReferenceObject =>
  typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';

/** Follows local `$ref`s until a non-reference value is reached. */
export function deref<T>(document: OpenAPIObject, value: T | ReferenceObject): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (isRef(current)) {
    const pointer = current.$ref;
    if (!pointer.startsWith('#/') || seen.has(pointer)) throw new Error(`cannot resolve ${pointer}`);
    seen.add(pointer);
    current = pointer
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    if (current === undefined) throw new Error(`dangling $ref ${pointer}`);
  }
  return current as T;
}

/** The component name a schema refers to (`#/components/schemas/Space` → `Space`). */
export const refName = (schema: Schema | undefined): string | undefined =>
  isRef(schema) && schema.$ref.startsWith('#/components/schemas/') ? schema.$ref.slice('#/components/schemas/'.length) : undefined;

/** The schema and every anyOf / oneOf / allOf branch of it, recursively, all resolved. */
export function branches(document: OpenAPIObject, schema: Schema): SchemaObject[] {
  const resolved = deref<SchemaObject>(document, schema);
  const nested = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  return [resolved, ...nested.flatMap((branch) => branches(document, branch))];
}

export const hasType = (schema: SchemaObject, type: string): boolean =>
  Array.isArray(schema.type) ? schema.type.includes(type as never) : schema.type === type;

/** Whether null is one of the values the schema accepts. */
export const acceptsNull = (document: OpenAPIObject, schema: Schema): boolean =>
  branches(document, schema).some((branch) => hasType(branch, 'null'));

/** The properties of an object schema, merged across its compositions. */
export function propertiesOf(document: OpenAPIObject, schema: Schema): Record<string, Schema> {
  const merged: Record<string, Schema> = {};
  for (const branch of branches(document, schema)) Object.assign(merged, branch.properties ?? {});
  return merged;
}

/** Required property names of an object schema, merged across its compositions. */
export function requiredOf(document: OpenAPIObject, schema: Schema): string[] {
  return [...new Set(branches(document, schema).flatMap((branch) => branch.required ?? []))];
}
