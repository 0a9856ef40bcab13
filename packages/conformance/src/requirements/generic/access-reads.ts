/**
 * Reads by another organization's admin (the fixtures' `outsider`). docs/behaviour.md#roles-and-access-levels: "a
 * caller who is not a member of the organization gets 404 (never 403)", and
 * docs/behaviour.md#error-body-and-failure-statuses: 404 "also when it exists in an organization the caller is not a
 * member of, so that ids of other organizations leak nothing".
 *
 * - `ACL-OTHER-ORG.<getOp>` (MUST): every GET with path parameters, sent with ids of the fixtures' organization, is
 *   refused (no 2xx) — reading another organization's objects is the contract's bearer-token access, not a choice.
 * - `.404` (SHOULD): the refusal is 404 with the error body (the reference's documented choice).
 * - `.no-leak` (SHOULD): and it cannot be told from the answer to a made-up id in the same place: the same status
 *   and the same body shape (keys). A separate requirement, as a 404 that says "you are not a member" still leaks.
 * - `ACL-OTHER-ORG-LISTS.<listOp>` (MUST): the lists of an organization (every list whose only path parameter is
 *   the organization, and the caller's organizations) called by the outsider for its own organization never show
 *   an object of the fixtures' organization.
 *
 * Operations open by design to non-members carry the spec's `x-open-to-non-members` (a published public site,
 * the organizations of an email domain) and are left out. A space's `visibility` opens its published content, not
 * this API: GET space answers a non-member only with a share key (docs/behaviour.md#share-links), which these reads
 * do not send. The objects read are the run's shared ones.
 */
import fc from 'fast-check';
import type { Built } from '../../engine/module.js';
import { propertyCheck } from '../../engine/property-check.js';
import { behaviour, contract, failureStatuses, roles } from '../../engine/sources.js';
import type { Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import { openToNonMembers } from '../../contract/open-access.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { about, answer, idsOf, is2xx, isStatusWithErrorBody, itemsOf } from '../entries-and-answers.js';
import { passiveIds } from './locks-and-params.js';

const section = 'Authentication';
const yoursOnly = contract('Endpoints › Organizations', '200 list of Organization (those of the authenticated user)');
const who = 'an admin of another organization';
/** An id no object has: letters and hyphens only, so it also matches a slug's pattern (spec schema OpenAPISpec). */
const MADE_UP = 'conformance-missing';

/** The key paths of a JSON value (`error`, `error.code`, `items[].id`), sorted: what a body's shape shows. */
export function shapeOf(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => shapeOf(item, `${at}[]`)))].sort();
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .flatMap(([key, inner]) => {
      const path = at === '' ? key : `${at}.${key}`;
      return [path, ...shapeOf(inner, path)];
    })
    .sort();
}

const sameShape = (a: Exchange, b: Exchange): boolean =>
  a.status === b.status && JSON.stringify(shapeOf(a.json)) === JSON.stringify(shapeOf(b.json));

/** `ACL-OTHER-ORG.<getOp>`, `.404` and `.no-leak` for every GET with path parameters not open to non-members. */
export function otherOrganizationReads(spec: ApiSpec): Built {
  const reads = spec.operations.filter(
    (op) => op.method === 'get' && op.pathParams.length > 0 && openToNonMembers(spec, op) === undefined,
  );
  const requirements: Requirement[] = [];
  const checks = [];
  for (const op of reads) {
    const must = `ACL-OTHER-ORG.${op.id}`;
    const refused = `${must}.404`;
    const noLeak = `${must}.no-leak`;
    const entry = { section, category: 'auth' } as const;
    requirements.push(
      about(op, {
        ...entry,
        id: must,
        level: 'MUST',
        source: roles,
        statement: `${op.id} by ${who} is refused (no 2xx)`,
      }),
      about(op, {
        ...entry,
        id: refused,
        level: 'SHOULD',
        source: behaviour('roles-and-access-levels'),
        statement: `${op.id} by ${who} is answered 404 with the error body`,
      }),
      about(op, {
        ...entry,
        id: noLeak,
        level: 'SHOULD',
        source: failureStatuses,
        statement: `${op.id} by ${who} answers an object of this organization with the same status and body shape as a made-up id`,
      }),
    );
    // The last path parameter names the object read; the others stay real (a made-up comment of a real space).
    const last = op.pathParams.at(-1) ?? '';
    checks.push(
      propertyCheck({
        name: `access other-org read ${op.id}`,
        covers: [must, refused, noLeak],
        feeds: passiveIds(op),
        example: {
          arbitrary: fc.constant(null),
          numRuns: 1,
          async examine(_, s, findings) {
            const params = await s.paramsFor(op, 'shared');
            const [real, madeUp] = await Promise.all([
              s.callRaw(op, { params, as: 'outsider' }),
              s.callRaw(op, { params: { ...params, [last]: MADE_UP }, as: 'outsider' }),
            ]);
            if (!findings.require(must, !is2xx(real), () => `as outsider: ${answer(real)}`)) return;
            findings.require(refused, isStatusWithErrorBody(real, 404), () => `as outsider: ${answer(real)}`);
            findings.require(
              noLeak,
              sameShape(real, madeUp),
              () => `as outsider, a real ${last}: ${answer(real)}; a made-up one: ${answer(madeUp)}`,
            );
          },
        },
      }),
    );
  }
  return { requirements, checks };
}

/** The ids of a list item that belong to one organization: not a person's, who may be a member of both. */
function organizationIds(item: unknown): string[] {
  const person = (item as { user?: { id?: unknown } } | null)?.user?.id;
  return idsOf(item).filter((id) => id !== person);
}

/** The whole list in one page: the spec's largest `limit`. */
export function wholeList(op: Operation): Record<string, number> {
  const limit = op.queryParams.find((p) => p.name === 'limit');
  const maximum = (limit?.schema as { maximum?: unknown } | undefined)?.maximum;
  return typeof maximum === 'number' ? { limit: maximum } : {};
}

async function listed(s: Session, op: Operation, params: Params, as: 'admin' | 'outsider'): Promise<unknown[]> {
  return itemsOf(await s.mustRaw(op, { params, query: wholeList(op), as }));
}

/** `ACL-OTHER-ORG-LISTS.<listOp>` for the lists of an organization and of the caller's organizations. */
export function otherOrganizationLists(spec: ApiSpec): Built {
  const lists = spec.operations.filter(
    (op) => spec.isList(op) && op.pathParams.every((name) => name === 'organizationId'),
  );
  const requirements: Requirement[] = [];
  const checks = [];
  for (const op of lists) {
    const id = `ACL-OTHER-ORG-LISTS.${op.id}`;
    requirements.push(
      about(op, {
        id,
        level: 'MUST',
        // The caller's organizations are "those of the authenticated user"; another organization's lists, its roles'.
        source: op.pathParams.length === 0 ? yoursOnly : roles,
        section,
        category: 'auth',
        statement: `${op.id} by ${who}, for its own organization, lists no object of this organization`,
      }),
    );
    const perOrganization = op.pathParams.includes('organizationId');
    checks.push(
      propertyCheck({
        name: `access other-org list ${op.id}`,
        covers: [id],
        feeds: passiveIds(op),
        example: {
          arbitrary: fc.constant(null),
          numRuns: 1,
          async examine(_, s, findings) {
            const { organizationId, otherOrganizationId } = s.fixtures;
            // The fixtures' organization and, for a list of an organization, what the same list shows in it.
            const [theirs, ours] = await Promise.all([
              listed(s, op, perOrganization ? { organizationId: otherOrganizationId } : {}, 'outsider'),
              perOrganization ? listed(s, op, { organizationId }, 'admin') : Promise.resolve([]),
            ]);
            const forbidden = new Set([organizationId, ...ours.flatMap(organizationIds)]);
            const leaked = theirs.filter((item) => organizationIds(item).some((key) => forbidden.has(key)));
            findings.require(
              id,
              leaked.length === 0,
              () =>
                `as outsider, ${op.id}${perOrganization ? ` of ${otherOrganizationId}` : ''} shows objects of ${organizationId}: ${JSON.stringify(leaked).slice(0, 300)}`,
            );
          },
        },
      }),
    );
  }
  return { requirements, checks };
}
