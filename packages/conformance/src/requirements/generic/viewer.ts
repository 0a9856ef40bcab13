/**
 * Viewer-dependent fields (VIEWER-<Schema>.<permission>, SHOULD, docs/behaviour.md#roles-and-access-levels): the
 * contract says "The `permissions` object on a resource tells which actions the caller may take on it"; which
 * operation each permission stands for is the spec's `x-permits` on the object's `permissions` (the reference's
 * reading). Per object a GET answers (one check per schema), the check makes its own object and, for the member with role read and then
 * the admin, reads the object's permissions, finds the same in every list that holds it, then sends each permitted
 * operation's valid request as that caller (reads first, deletes last): a permission that is true must let it
 * succeed, one that is false must see it refused. An answer of a write that carries the object shows the same
 * permissions as the GET. The admin of another organization sees none of the objects (ACL-OTHER-ORG judges that).
 */
import { permitsOf } from '@docs-api/spec';
import type { Check } from '../../engine/check.js';
import type { Caller } from '../../engine/fixtures.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf, resolve } from '../../contract/schema-walk.js';
import { containingLists, same } from '../../contract/writable.js';
import { about, answer, exampleOnce, idsOf, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { feedsAndLocks } from './locks-and-params.js';

export const viewerId = (schema: string, permission: string): string => `VIEWER-${schema}.${permission}`;

/** The callers whose permissions are judged, in this order: the one refused most first, so the admin's deletes come last. */
const CALLERS: Caller[] = ['reader', 'admin'];
/** Reads first, deletes last: the object stays there for every other attempt. */
const METHOD_ORDER = ['get', 'patch', 'put', 'post', 'delete'];

/** An object a GET answers, with the operations each of its permissions stands for on it. */
interface Viewed {
  schema: string;
  get: Operation;
  permits: Map<string, Operation[]>;
}

/** The `x-permits` of the `permissions` of the object `get` answers, if it has one. */
function permitsAt(spec: ApiSpec, get: Operation): Record<string, string[]> | undefined {
  const schema = get.responseSchemas.get(get.successStatuses[0] ?? 200);
  if (schema === undefined) return undefined;
  const permissions = propertiesOf(spec.document, schema)['permissions'];
  return permissions === undefined ? undefined : permitsOf(resolve(spec.document, permissions));
}

/** Every object a GET of one answers whose permissions stand for operations on it (on its path or below). */
export function viewedObjects(spec: ApiSpec): Viewed[] {
  return spec.operations.flatMap((get): Viewed[] => {
    const schema = spec.resourceName(get);
    if (get.method !== 'get' || spec.isList(get) || schema === undefined) return [];
    const meaning = permitsAt(spec, get);
    if (meaning === undefined) return [];
    const permits = new Map<string, Operation[]>();
    for (const [permission, ids] of Object.entries(meaning)) {
      const ops = ids
        .filter((id) => spec.has(id))
        .map((id) => spec.operation(id))
        .filter((op) => op.path === get.path || op.path.startsWith(`${get.path}/`));
      if (ops.length > 0) permits.set(permission, ops);
    }
    return permits.size === 0 ? [] : [{ schema, get, permits }];
  });
}

/** The lists that hold the object a GET answers (those on its own path first, containingLists). */
const listsOf = (spec: ApiSpec, get: Operation): Operation[] =>
  containingLists(spec, get, Object.fromEntries(get.pathParams.map((name) => [name, name])));

function requirementsOf(spec: ApiSpec, viewed: Viewed[]): Requirement[] {
  interface Entry {
    first: Operation;
    operations: Set<string>;
    permitted: Set<string>;
    permission: string;
    schema: string;
  }
  const byId = new Map<string, Entry>();
  for (const { schema, get, permits } of viewed)
    for (const [permission, ops] of permits) {
      const id = viewerId(schema, permission);
      const entry = byId.get(id) ?? { first: get, operations: new Set(), permitted: new Set(), permission, schema };
      for (const op of [get, ...listsOf(spec, get), ...ops]) entry.operations.add(op.id);
      for (const op of ops) entry.permitted.add(op.id);
      byId.set(id, entry);
    }
  return [...byId].map(([id, { first, operations, permitted, permission, schema }]) =>
    about(first, {
      id,
      level: 'SHOULD',
      source: behaviour('roles-and-access-levels'),
      category: 'auth',
      operations: [...operations],
      statement: `${schema}.permissions.${permission} is true, for the admin and for a member with role read, exactly when that caller's ${[...permitted].join(' / ')} succeeds; every answer and list carrying the ${schema} shows the same`,
      reads: ['permissions'],
    }),
  );
}

/** The permissions the answer shows, or undefined when it shows none. */
const permissionsIn = (value: unknown): Record<string, unknown> | undefined => {
  const permissions = (value as { permissions?: unknown } | null)?.permissions;
  return typeof permissions === 'object' && permissions !== null ? (permissions as Record<string, unknown>) : undefined;
};

/** The permissions that differ between two answers of the same object, for the same caller. */
const differing = (a: Record<string, unknown>, b: Record<string, unknown>, permits: Map<string, Operation[]>) =>
  [...permits.keys()].filter((key) => !same(a[key], b[key]));

async function judgeCaller(
  s: Session,
  spec: ApiSpec,
  { schema, get, permits }: Viewed,
  params: Params,
  caller: Caller,
  findings: Findings,
): Promise<void> {
  const read = await s.callRaw(get, { params, as: caller });
  const shown = permissionsIn(read.json);
  // A caller who cannot read the object has no permissions to agree with (the access families judge the refusal).
  if (!is2xx(read) || shown === undefined) return;
  const id = idsOf(read.json)[0];
  for (const list of listsOf(spec, get).filter((l) => l.pathParams.every((name) => params[name] !== undefined))) {
    const item = (await allItems(s, list, params, {}, undefined, caller)).find((i) => idsOf(i)[0] === id);
    const listed = permissionsIn(item);
    if (listed === undefined) continue;
    for (const key of differing(shown, listed, permits))
      findings.require(
        viewerId(schema, key),
        false,
        () =>
          `as ${caller}, ${get.id} shows permissions.${key} = ${JSON.stringify(shown[key])} and ${list.id} shows ${JSON.stringify(listed[key])}`,
      );
  }
  const attempts = [...permits]
    .flatMap(([permission, ops]) => ops.map((op) => ({ permission, op })))
    .sort((a, b) => METHOD_ORDER.indexOf(a.op.method) - METHOD_ORDER.indexOf(b.op.method));
  for (const { permission, op } of attempts) {
    const allowed = shown[permission];
    if (typeof allowed !== 'boolean') continue; // RSP-SCHEMA's: the schema says it is a boolean
    const body = await s.baseBody(op, params);
    const exchange = await s.callRaw(op, { params, ...(body !== undefined ? { body } : {}), as: caller });
    const key = viewerId(schema, permission);
    findings.require(
      key,
      allowed === is2xx(exchange),
      () => `as ${caller}, ${get.id} shows permissions.${permission} = ${allowed}, and ${op.id} ${answer(exchange)}`,
    );
    const after = is2xx(exchange) && spec.resourceName(op) === schema ? permissionsIn(exchange.json) : undefined;
    // The admin's permissions do not depend on what a write changes (a locked space, a default level).
    if (after !== undefined && caller === 'admin')
      for (const other of differing(shown, after, permits))
        findings.require(
          viewerId(schema, other),
          false,
          () =>
            `as ${caller}, ${get.id} shows permissions.${other} = ${JSON.stringify(shown[other])} and the answer of ${op.id} ${JSON.stringify(after[other])}`,
        );
  }
}

/** One check per schema: each GET that answers it in turn, on an object of its own. */
function viewerCheck(spec: ApiSpec, toolkit: Toolkit, schema: string, objects: Viewed[]): Check {
  const ops = objects.flatMap((v) => [v.get, ...listsOf(spec, v.get), ...[...v.permits.values()].flat()]);
  const ids = [...new Set(objects.flatMap((v) => [...v.permits.keys()].map((p) => viewerId(schema, p))))];
  return propertyCheck({
    name: `permissions ${schema}`,
    covers: ids,
    ...feedsAndLocks(toolkit, ops),
    example: exampleOnce(schema, async (s, findings) => {
      for (const viewed of objects) {
        // Its own object: the admin's attempts change it, and one of them may delete it.
        const params = await s.paramsFor(viewed.get, 'own');
        for (const caller of CALLERS) await judgeCaller(s, spec, viewed, params, caller, findings);
      }
    }),
  });
}

export const viewerModule: SuiteModule = {
  name: 'viewer',
  file: moduleFile(import.meta.url),
  build(spec, toolkit): Built {
    const viewed = viewedObjects(spec);
    const schemas = [...new Set(viewed.map((v) => v.schema))];
    return {
      requirements: requirementsOf(spec, viewed),
      checks: schemas.map((schema) =>
        viewerCheck(
          spec,
          toolkit,
          schema,
          viewed.filter((v) => v.schema === schema),
        ),
      ),
    };
  },
};
