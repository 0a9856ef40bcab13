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
  let shape = roots.get(schema);
  if (shape === undefined) roots.set(schema, (shape = new Shape(document, [schema])));
  const found: string[] = [];
  shape.walk(value, '', found);
  return found;
}

/** The shape of each schema asked about, kept: every answer the proxy judges is walked with it. */
const roots = new WeakMap<Schema, Shape>();

/**
 * What the schemas of one place of a body declare, read through their branches once and kept, as are the shapes
 * of the places below it (read when a body first reaches them, so a recursive schema is no trouble).
 */
class Shape {
  private readonly all: ReturnType<typeof branches>;
  private itemShape: Shape | undefined;
  private object: { properties: Map<string, Shape>; mapValues: Shape | undefined; open: boolean } | undefined;

  constructor(
    private readonly document: OpenAPIObject,
    schemas: Schema[],
  ) {
    this.all = schemas.flatMap((schema) => branches(document, schema));
  }

  walk(value: unknown, at: string, found: string[]): void {
    if (this.all.length === 0 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      const items = this.items();
      for (let index = 0; index < value.length; index += 1) items.walk(value[index], `${at}/${index}`, found);
      return;
    }
    const { properties, mapValues, open } = this.fields();
    for (const [name, inner] of Object.entries(value)) {
      const declared = properties.get(name) ?? mapValues;
      if (declared !== undefined) declared.walk(inner, `${at}/${name}`, found);
      else if (!open) found.push(`${at}/${name}`);
    }
  }

  private items(): Shape {
    this.itemShape ??= new Shape(
      this.document,
      this.all.flatMap((branch) => (typeof branch.items === 'object' ? [branch.items] : [])),
    );
    return this.itemShape;
  }

  private fields(): NonNullable<Shape['object']> {
    if (this.object !== undefined) return this.object;
    const declared = new Map<string, Schema[]>();
    for (const branch of this.all)
      for (const [name, property] of Object.entries(branch.properties ?? {}))
        declared.set(name, [...(declared.get(name) ?? []), property]);
    const mapValues = this.all.flatMap((branch) =>
      typeof branch.additionalProperties === 'object' ? [branch.additionalProperties] : [],
    );
    const open =
      this.all.some(
        (branch) =>
          branch.additionalProperties === true ||
          (branch as { patternProperties?: unknown }).patternProperties !== undefined,
      ) ||
      (declared.size === 0 && this.all.every((branch) => branch.additionalProperties === undefined));
    this.object = {
      properties: new Map([...declared].map(([name, schemas]) => [name, new Shape(this.document, schemas)])),
      mapValues: mapValues.length > 0 ? new Shape(this.document, mapValues) : undefined,
      open,
    };
    return this.object;
  }
}

/** Words that name a secret (matched in a property name, case-insensitive): `passwordHash`, `api_key`, `authToken`. */
const SECRET = /password|hash|secret|token|api[-_]?key/i;

/** Whether the last segment of a property path looks like a secret's name. */
export const looksSecret = (path: string): boolean => SECRET.test(path.slice(path.lastIndexOf('/') + 1));
