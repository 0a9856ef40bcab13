/**
 * The effects of writes as the spec declares them (`x-effect`, packages/spec README › Effects), read into what a
 * check needs: the annotation of an operation, the object's own GET, the organization-wide lists that hold it, the
 * anchor shape of a move's position, and the contract's sentence behind each effect (a MUST), where it has one.
 */
import { effectOf, type Effect } from '@docs-api/spec';
import { contract } from '../engine/sources.js';
import type { Source } from '../engine/types.js';
import { operationObject, type ApiSpec, type Operation } from './operations.js';
import { propertiesOf, requiredOf, resolve } from './schema-walk.js';
import { containingLists } from './writable.js';

/** The `x-effect` of an operation, if the spec declares one. */
export function effectOfOperation(spec: ApiSpec, op: Operation): Effect | undefined {
  const operation = operationObject(spec, op);
  return operation === undefined ? undefined : effectOf(operation);
}

/** The non-list GET of the object an operation writes, whose path parameters the write's own fill (getSpaceById). */
export function objectReader(spec: ApiSpec, op: Operation): Operation | undefined {
  const resource = spec.resourceName(op);
  if (resource === undefined) return undefined;
  return spec.operations.find(
    (get) =>
      get.method === 'get' &&
      !spec.isList(get) &&
      spec.resourceName(get) === resource &&
      get.pathParams.length > 0 &&
      get.pathParams.every((name) => op.pathParams.includes(name)),
  );
}

/** The lists of one organization that hold every object of the kind `op` answers (listSpacesInOrganizationById). */
export const organizationLists = (spec: ApiSpec, op: Operation): Operation[] =>
  containingLists(spec, op, { organizationId: 'organizationId' }).filter(
    (list) => list.pathParams.length === 1 && list.pathParams[0] === 'organizationId',
  );

/** The shape of a position anchor (`{type: 'space', space: <id>}`), from the body schema of the move. */
export function anchorOf(spec: ApiSpec, op: Operation, field: string): { type: string; key: string } | undefined {
  if (op.body === undefined) return undefined;
  const position = propertiesOf(spec.document, op.body)[field];
  const before = position === undefined ? undefined : propertiesOf(spec.document, position)['before'];
  if (before === undefined) return undefined;
  const type = resolve(spec.document, propertiesOf(spec.document, before)['type'] ?? {}).const;
  const key = requiredOf(spec.document, before).find((name) => name !== 'type');
  return typeof type === 'string' && key !== undefined ? { type, key } : undefined;
}

/** A dotted path of a JSON value (`permissions.admin`). */
export function valueAt(value: unknown, path: string): unknown {
  let at = value;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

const spaces = 'Endpoints › Spaces';
const collections = 'Endpoints › Collections';

/**
 * The contract's words for each effect the spec declares without `reading: 'reference'` (`<operationId>` for the
 * effect, `<operationId>.<part>` for a part of it): an effect the contract does not state is a SHOULD.
 */
const effectQuotes: Record<string, Source> = {
  moveSpace: contract(spaces, 'parent? string or null (parent collection id)'),
  moveCollection: contract(collections, 'parent? string or null, position? (as for spaces)'),
  transferSpace: contract(spaces, 'Transfer moves a space to another organization, collection or both.'),
  transferCollection: contract(collections, '`@COL/transfer` | | organization | 200 Collection'),
  duplicateSpace: contract(
    'What the service does',
    'Spaces: content containers that hold pages and files. They can be soft-deleted, restored, duplicated, moved and transferred.',
  ),
  restoreSpace: contract(
    'States and transitions › Space soft deletion',
    'deleted | POST restore | deleted within the last 7 days | active | responds 200 with the Space',
  ),
};

/** The contract's sentence behind an effect (`part`: of one part), or undefined where it states none. */
export const effectSource = (op: Operation, part?: string): Source | undefined =>
  effectQuotes[part === undefined ? op.id : `${op.id}.${part}`];
