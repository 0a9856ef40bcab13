/**
 * The timestamps of the spec's objects and the operations that make, read, change and delete each object, from
 * the spec alone: a `date-time` property named `createdAt` is set by the create and never changes, `updatedAt`
 * moves on every effective write; any other is judged only where the spec says who sets it (`x-set-by`, the spec
 * package's README › Timestamps).
 */
import type { SchemaObject } from '@docs-api/spec';
import type { ApiSpec, Operation } from './operations.js';
import { propertiesOf, resolve, type Schema } from './schema-walk.js';

/** An operation that sets a timestamp to the time it ran, with the body fields it needs. */
export interface Setter {
  operation: Operation;
  body: Record<string, unknown>;
}

export type SetBy = { role: 'create' } | { role: 'write' } | { role: 'operations'; setters: Setter[] };

export interface TimestampField {
  name: string;
  setBy: SetBy;
}

/** An object's operations: made at its list's path, read, changed and deleted at its own. */
export interface Lifecycle {
  schema: string;
  create: Operation;
  /** Its GET, or the list that holds it where no GET reads one. */
  read: Operation;
  update?: Operation;
  remove?: Operation;
}

const isDateTime = (spec: ApiSpec, property: Schema): boolean =>
  resolve<SchemaObject>(spec.document, property as SchemaObject).format === 'date-time';

/** The setters an `x-set-by` list names (operations the spec does not have are left out). */
function settersOf(spec: ApiSpec, value: unknown): Setter[] {
  if (!Array.isArray(value)) return [];
  const setters: Setter[] = [];
  for (const entry of value as unknown[]) {
    const named = typeof entry === 'string' ? { operation: entry } : (entry as { operation?: unknown; body?: unknown });
    if (typeof named.operation !== 'string' || !spec.has(named.operation)) continue;
    const body = typeof named.body === 'object' && named.body !== null ? (named.body as Record<string, unknown>) : {};
    setters.push({ operation: spec.operation(named.operation), body });
  }
  return setters;
}

/** The top-level timestamps of a component schema that the spec says who sets. */
export function timestampFields(spec: ApiSpec, schema: string): TimestampField[] {
  const properties = propertiesOf(spec.document, { $ref: `#/components/schemas/${schema}` });
  const fields: TimestampField[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (!isDateTime(spec, property)) continue;
    const annotation = (property as Record<string, unknown>)['x-set-by'];
    if (annotation === 'create' || (annotation === undefined && name === 'createdAt'))
      fields.push({ name, setBy: { role: 'create' } });
    else if (annotation === 'write' || (annotation === undefined && name === 'updatedAt'))
      fields.push({ name, setBy: { role: 'write' } });
    else if (Array.isArray(annotation)) {
      const setters = settersOf(spec, annotation);
      if (setters.length > 0) fields.push({ name, setBy: { role: 'operations', setters } });
    }
  }
  return fields;
}

/**
 * Every create of the spec with the GET of what it makes: a POST or PUT at the path of a list of the schema it
 * answers, and the non-list GET of that schema under the list's path (`…/teams/{teamId}`), else one whose only
 * other parameter is the object's own (`/v1/spaces/{spaceId}` of a space made at `/v1/orgs/{organizationId}/spaces`);
 * or a POST with no list at its path whose schema's GET sits right below it (a reply posted at `…/replies`, read at
 * `…/replies/{commentReplyId}`).
 */
export function creates(spec: ApiSpec): { schema: string; create: Operation; read: Operation }[] {
  const found: { schema: string; create: Operation; read: Operation }[] = [];
  for (const create of spec.operations) {
    if (create.method !== 'post' && create.method !== 'put') continue;
    const schema = spec.resourceName(create);
    if (schema === undefined) continue;
    const list = spec.find('get', create.path);
    const listed = list !== undefined && spec.isList(list) && spec.resourceName(list) === schema;
    const reads = spec.itemReads(schema, create);
    const under = reads.find((op) => op.path.startsWith(`${create.path}/{`));
    // Without a list at its path, a POST makes an object only where that object's GET sits right below it.
    const read = listed ? (under ?? reads[0]) : create.method === 'post' ? under : undefined;
    if (read !== undefined) found.push({ schema, create, read });
  }
  return found;
}

/**
 * Every create of a schema no GET reads (a share link), with the list at its path as where its objects are read.
 */
export function listedCreates(spec: ApiSpec): { schema: string; create: Operation; read: Operation }[] {
  const withGet = new Set(
    spec.operations.filter((op) => op.method === 'get' && !spec.isList(op)).map((op) => spec.resourceName(op)),
  );
  return spec.operations.flatMap((create) => {
    const schema = spec.resourceName(create);
    const list = spec.find('get', create.path);
    if (create.method !== 'post' || schema === undefined || withGet.has(schema)) return [];
    if (list === undefined || !spec.isList(list) || spec.resourceName(list) !== schema) return [];
    return [{ schema, create, read: list }];
  });
}

/** The write (PATCH, else PUT) and the DELETE of one object of a list: on the path right below the list's. */
const itemOperation = (spec: ApiSpec, list: Operation, method: 'patch' | 'put' | 'delete'): Operation | undefined =>
  spec.operations.find(
    (op) =>
      op.method === method &&
      op.path.startsWith(`${list.path}/{`) &&
      op.path.split('/').length === list.path.split('/').length + 1,
  );

/**
 * Every object's lifecycle, one per create: its create and GET, and the PATCH (else PUT) and DELETE on that GET's
 * path. A schema made at several places (a comment of a space, of a change request) has one for each; one no GET
 * reads (a share link) is read in its list, and written and deleted right below it.
 */
export function lifecycles(spec: ApiSpec): Lifecycle[] {
  return [...creates(spec), ...listedCreates(spec)].map(({ schema, create, read }) => {
    const listed = spec.isList(read);
    const update = listed
      ? (itemOperation(spec, read, 'patch') ?? itemOperation(spec, read, 'put'))
      : (spec.find('patch', read.path) ?? spec.find('put', read.path));
    const remove = listed ? itemOperation(spec, read, 'delete') : spec.find('delete', read.path);
    return {
      schema,
      create,
      read,
      ...(update !== undefined ? { update } : {}),
      ...(remove !== undefined ? { remove } : {}),
    };
  });
}
