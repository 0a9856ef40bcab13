/**
 * What a body holds beyond its schema: the paths of the properties no schema of their place declares. A place's
 * schema is read through `$ref`, `allOf`, `anyOf` and `oneOf` (a property of any branch is declared there); an
 * object whose schema has `additionalProperties` (a map such as `Revision.variables`) or declares no property at
 * all (a free-form object) holds whatever keys it likes, and its values are walked with the map's value schema.
 */
import type { OpenAPIObject } from '@docs-api/spec';
import { branches, type Schema } from './schema-walk.js';

/** JSON paths (`/items/0/postedBy/passwordHash`) of the properties of `value` that `schema` does not declare. */
export function undeclaredProperties(document: OpenAPIObject, schema: Schema, value: unknown): string[] {
  return walk(document, [schema], value, '');
}

function walk(document: OpenAPIObject, schemas: Schema[], value: unknown, at: string): string[] {
  if (schemas.length === 0 || typeof value !== 'object' || value === null) return [];
  const all = schemas.flatMap((schema) => branches(document, schema));
  if (Array.isArray(value)) {
    const items = all.flatMap((branch) => (typeof branch.items === 'object' ? [branch.items] : []));
    return value.flatMap((item, index) => walk(document, items, item, `${at}/${index}`));
  }
  const properties = new Map<string, Schema[]>();
  for (const branch of all)
    for (const [name, property] of Object.entries(branch.properties ?? {}))
      properties.set(name, [...(properties.get(name) ?? []), property]);
  const mapValues = all.flatMap((branch) =>
    typeof branch.additionalProperties === 'object' ? [branch.additionalProperties] : [],
  );
  const open =
    all.some(
      (branch) =>
        branch.additionalProperties === true ||
        (branch as { patternProperties?: unknown }).patternProperties !== undefined,
    ) ||
    (properties.size === 0 && all.every((branch) => branch.additionalProperties === undefined));
  const found: string[] = [];
  for (const [name, inner] of Object.entries(value)) {
    const path = `${at}/${name}`;
    const declared = properties.get(name);
    if (declared !== undefined) found.push(...walk(document, declared, inner, path));
    else if (mapValues.length > 0) found.push(...walk(document, mapValues, inner, path));
    else if (!open) found.push(path);
  }
  return found;
}

/** Words that name a secret (matched in a property name, case-insensitive): `passwordHash`, `api_key`, `authToken`. */
const SECRET = /password|hash|secret|token|api[-_]?key/i;

/** Whether the last segment of a property path looks like a secret's name. */
export const looksSecret = (path: string): boolean => SECRET.test(path.slice(path.lastIndexOf('/') + 1));
