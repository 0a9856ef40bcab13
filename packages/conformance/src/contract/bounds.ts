/**
 * Every bounded value a client sends, read from the spec: string lengths and patterns, enumerations and
 * numeric bounds of request-body properties and query parameters. Grouped by the resource they belong
 * to, so that `Space.title` of createSpace and updateSpaceById is one field with two places.
 */
import type { SchemaObject } from '@docs-api/spec';
import type { ApiSpec, Operation } from './operations.js';
import type { Profile } from './profiles.js';
import { branches, hasType, walkSchema, type Schema } from './schema-walk.js';

export type Constraint =
  | { kind: 'length'; min?: number; max?: number; pattern?: string; format?: string }
  | { kind: 'enum'; values: string[] }
  | { kind: 'number'; minimum?: number; maximum?: number };

/** One place a client sends the field: a body property path or a query parameter. */
export interface FieldSite {
  operation: Operation;
  in: 'body' | 'query';
  /** Body property path (`['source', 'url']`) or `[queryName]`. */
  path: string[];
  /** The field also accepts null (the contract's "or null"). */
  nullable: boolean;
}

export interface BoundedField {
  /** `space.title`, `listSpacesInOrganizationById.limit`. */
  key: string;
  profile: Profile;
  constraint: Constraint;
  sites: FieldSite[];
}

/** `Space` → `space`, `SAMLProvider` → `samlProvider` (a leading acronym is lowered whole). */
const lowerFirst = (name: string): string => {
  const acronym = /^[A-Z]+(?=[A-Z][a-z])/.exec(name)?.[0] ?? name.charAt(0);
  return acronym.toLowerCase() + name.slice(acronym.length);
};

/** The constraint a schema puts on a scalar, or undefined when it has none the suite can probe. */
function constraintOf(schema: SchemaObject): Constraint | undefined {
  if (schema.const !== undefined) return undefined; // a constant discriminator, not a bound
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) {
    return { kind: 'enum', values: schema.enum as string[] };
  }
  if (hasType(schema, 'integer') || hasType(schema, 'number')) {
    if (schema.minimum === undefined && schema.maximum === undefined) return undefined;
    return {
      kind: 'number',
      ...(schema.minimum !== undefined ? { minimum: schema.minimum } : {}),
      ...(schema.maximum !== undefined ? { maximum: schema.maximum } : {}),
    };
  }
  if (hasType(schema, 'string')) {
    const { minLength: min, maxLength: max, pattern, format } = schema;
    // A bare "non-empty" bound on an identifier or cursor (minLength 1, no max, no pattern) only rules out
    // the empty string; no value at its boundary can be made up without a real object to point at.
    if (max === undefined && pattern === undefined && (min === undefined || min <= 1)) return undefined;
    return {
      kind: 'length',
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(pattern !== undefined ? { pattern } : {}),
      ...(format !== undefined ? { format } : {}),
    };
  }
  return undefined;
}

interface Found {
  path: string[];
  constraint: Constraint;
  nullable: boolean;
}

/** Walks an object schema's properties (not maps, not array items, not position anchors). */
function walkBody(spec: ApiSpec, schema: Schema, out: Found[]): void {
  walkSchema(spec.document, schema, ({ path, branches: all }) => {
    if (path[path.length - 1] === 'position') return false; // anchors are ids of existing objects and constant types
    const nullable = all.some((b) => hasType(b, 'null'));
    for (const branch of all) {
      const constraint = constraintOf(branch);
      if (constraint !== undefined && path.length > 0) out.push({ path, constraint, nullable });
    }
    return true;
  });
}

/** The subject a field is grouped under: the resource of the success body, else the operation. */
function subjectOf(spec: ApiSpec, op: Operation, where: 'body' | 'query'): string {
  if (where === 'query') return op.id;
  const resource = spec.resourceName(op);
  // A response that is not a resource (`ImportContentResponse`, `MergeResult`) names no subject.
  return resource === undefined || /(Response|Result)$/.test(resource) ? op.id : lowerFirst(resource);
}

const sameConstraint = (a: Constraint, b: Constraint): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Every bounded field of the spec, grouped by subject, field path, constraint and profile. */
export function boundedFields(spec: ApiSpec): BoundedField[] {
  const fields: BoundedField[] = [];
  const add = (key: string, site: FieldSite, constraint: Constraint) => {
    const group = fields.find(
      (f) => f.key === key && f.profile === site.operation.profile && sameConstraint(f.constraint, constraint),
    );
    if (group !== undefined) group.sites.push(site);
    else fields.push({ key, profile: site.operation.profile, constraint, sites: [site] });
  };
  for (const op of spec.operations) {
    if (op.body !== undefined) {
      const found: Found[] = [];
      walkBody(spec, op.body, found);
      for (const f of found) {
        add(
          `${subjectOf(spec, op, 'body')}.${f.path.join('.')}`,
          { operation: op, in: 'body', path: f.path, nullable: f.nullable },
          f.constraint,
        );
      }
    }
    for (const parameter of op.queryParams) {
      if (parameter.schema === undefined || parameter.name === 'page') continue;
      for (const branch of branches(spec.document, parameter.schema)) {
        const constraint = constraintOf(branch);
        if (constraint === undefined) continue;
        add(
          `${subjectOf(spec, op, 'query')}.${parameter.name}`,
          { operation: op, in: 'query', path: [parameter.name], nullable: false },
          constraint,
        );
      }
    }
  }
  // A key shared by two groups (same field, different constraint or profile) gets the operation appended.
  const keys = new Map<string, number>();
  for (const f of fields) keys.set(f.key, (keys.get(f.key) ?? 0) + 1);
  for (const f of fields)
    if ((keys.get(f.key) ?? 0) > 1) f.key = `${f.key}@${f.sites.map((s) => s.operation.id).join('+')}`;
  return fields;
}
