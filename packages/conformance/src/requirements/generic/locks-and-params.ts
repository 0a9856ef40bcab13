/** What the spec-derived families share: which objects they may use and which locks that takes. */
import { NotApplicable, SetupFailed } from '../../engine/errors.js';
import type { ResourceMode, Session } from '../../engine/session.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Operation } from '../../contract/operations.js';
import type { FieldSite } from '../../contract/bounds.js';
import { fieldLock } from '../../engine/locks.js';
import { answerIds } from '../../engine/answers.js';
import { disclosureId } from '../../engine/disclosure.js';
import { mediaTypeId, undeclaredMediaTypeId } from '../../engine/media-types.js';

/**
 * Locks a mutating operation takes on the path parameters it cannot get fresh (the fixtures' organization), by what
 * it changes of that shared object:
 * - below it, an object of the check's own (`/orgs/{organizationId}/sites/{siteId}…` on a fresh site): nothing
 *   other checks hold, no lock;
 * - one of its collections (`POST /orgs/{organizationId}/sites`): `shared:organizationId/sites`, so that checks adding
 *   to the same collection (names that must differ, a limit of the collection) take turns, and checks on another
 *   collection of the organization run beside them;
 * - the object itself, or what is below it that a check cannot own (`PATCH /orgs/{organizationId}`, a member):
 *   `shared:organizationId`, which no check holding one of its collections runs beside (pool.ts: locksConflict).
 */
export function mutationLocks(toolkit: Toolkit, op: Operation): string[] {
  if (op.method === 'get') return [];
  const segments = op.path.split('/');
  return op.pathParams.flatMap((param, index) => {
    if (toolkit.canIsolate(param, op)) return [];
    const next = op.pathParams[index + 1];
    if (next !== undefined && toolkit.canIsolate(next, op)) return [];
    const after = segments.slice(segments.indexOf(`{${param}}`) + 1);
    const collection = after.length === 1 ? after[0] : undefined;
    return [
      collection !== undefined && !collection.startsWith('{') ? `shared:${param}/${collection}` : `shared:${param}`,
    ];
  });
}

/**
 * The lock of a check that walks a list while nothing else runs (exclusive), by the kind of item it holds (the last
 * word of its path: `spaces` for the organization's spaces and for a member's): two such walks of different kinds run
 * at once; a walk and a check that adds items of its kind (a pagination check, the soft-delete machine) take turns.
 * The shared objects the walks are in are made before any of them starts (Check.prepare).
 */
export const walkLock = (kind: string): string => `walk:${kind}`;

/** The walk lock of a list operation, by the kind it lists. */
export const walkLockOf = (list: Operation): string =>
  walkLock(
    list.path
      .split('/')
      .filter((segment) => segment !== '' && !segment.startsWith('{'))
      .at(-1) ?? list.path,
  );

/**
 * The locks of a check that sends one field at these sites: their mutation locks, where a PATCH of a shared object
 * itself (the organization) takes only that field of it: checks of two fields of the organization run side by side,
 * never beside one that changes the whole of it, compares it, or adds to what is below it.
 */
export function fieldLocks(toolkit: Toolkit, sites: FieldSite[]): string[] {
  const locksOf = (site: FieldSite): string[] =>
    mutationLocks(toolkit, site.operation).map((lock) =>
      site.in === 'body' && site.operation.method === 'patch' && lock === `shared:${site.operation.pathParams.at(-1)}`
        ? fieldLock(lock, site.path.join('.'))
        : lock,
    );
  return [...new Set(sites.flatMap(locksOf))];
}

/** Feeds of the passive requirements an operation's calls contribute to. */
export function passiveIds(op: Operation): string[] {
  return [
    `RSP-STATUS.${op.id}`,
    ...(op.successStatuses.some((s) => op.responseSchemas.has(s))
      ? [`RSP-SCHEMA.${op.id}`, `RSP-FIELDS.${op.id}`]
      : []),
    mediaTypeId(op),
    undeclaredMediaTypeId(op),
    ...answerIds(op),
    disclosureId(op),
  ].filter((id) => !(op.method === 'delete' && id.startsWith('RSP-STATUS.')));
}

/** The feeds and locks of a check that calls `ops`: their passive requirements and their mutation locks, each once. */
export function feedsAndLocks(toolkit: Toolkit, ops: Operation[]): { feeds: string[]; locks: string[] } {
  return {
    feeds: [...new Set(ops.flatMap(passiveIds))],
    locks: [...new Set(ops.flatMap((op) => mutationLocks(toolkit, op)))],
  };
}

/**
 * Fresh path parameters for requests the target must refuse (an invalid body, a body not sent as JSON, a create
 * without a required property): one set per operation and run, shared by those checks, as a refused request
 * changes nothing.
 */
export const refusedParams = (s: Session, op: Operation): Promise<Params> =>
  s.memo(`refused ${op.id}`, () => s.paramsFor(op, 'fresh'));

/** Path parameters resolved once per check run and reused by its examples. */
export function onceParams(op: Operation, mode: ResourceMode): (s: Session) => Promise<Params> {
  let params: Promise<Params> | undefined;
  let owner: unknown;
  return (s) => {
    // A new run (another RunEnv) resolves again.
    if (params === undefined || owner !== s.env) {
      owner = s.env;
      params = s.paramsFor(op, mode);
      params.catch(() => {
        params = undefined;
      });
    }
    return params;
  };
}

/**
 * Real path parameters where a module can provide them; placeholder values where none can (a request that must
 * fail before any lookup), or also where making them failed when `orWhenSetupFails`.
 */
export async function paramsOrPlaceholders(
  s: Session,
  op: Operation,
  mode: ResourceMode,
  { orWhenSetupFails = false } = {},
): Promise<Params> {
  try {
    return await s.paramsFor(op, mode);
  } catch (error) {
    if (!(error instanceof NotApplicable || (orWhenSetupFails && error instanceof SetupFailed))) throw error;
    return Object.fromEntries(
      op.pathParams.map((name) => [
        name,
        name === 'organizationId' ? s.fixtures.organizationId : `conformance-${name}`,
      ]),
    );
  }
}
