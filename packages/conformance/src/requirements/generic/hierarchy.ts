/**
 * An object is found under the parent its path names, not by its id alone: the contract's paths name the parent
 * ("Path prefixes used below: `@SPACE` = `/v1/spaces/{spaceId}`; `@CR` = …", Endpoints › Conventions), so a comment
 * of space A addressed under space B is no resource of the contract. For every operation (GET, PATCH, PUT, DELETE)
 * whose path names two ids, the last one (the child) is addressed under another object of the parent's kind (the id
 * before it), of the same organization:
 * - `HIER-<op>` (MUST, the contract's path conventions): the request is refused (no 2xx) and the child, read back
 *   under its real parent, is as it was (still there after a DELETE);
 * - `HIER-<op>.404` (SHOULD, docs/behaviour.md#error-body-and-failure-statuses: 404 when "the resource does not
 *   exist"): the refusal is 404 with the error body. The contract shows no failure status.
 *
 * Derived from the path templates: the child and its parent are the last two path parameters; the second parent is
 * a new object made the way an operation on the parent's own path gets one (one per run, shared by the families
 * under it). Left out: paths whose parent is the organization (the suite is admin of one organization only; another
 * organization's objects are access.ts's), and a PUT with no GET on its path, which makes the relation it names
 * (addMemberToOrganizationTeamById adds a member to whichever team the path says). One check per child path.
 */
import fc from 'fast-check';
import { NotApplicable } from '../../engine/errors.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { contract, failureStatuses } from '../../engine/sources.js';
import type { Session } from '../../engine/session.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import { childOf } from '../../contract/open-access.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { about, answer, idsOf, is2xx, isStatusWithErrorBody, itemsOf } from '../entries-and-answers.js';
import { wholeList } from './access-reads.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

/** `HIER-<op>` (MUST: refused, child unchanged); its status is `HIER-<op>.404` (SHOULD). */
export const hierarchyId = (op: Operation): string => `HIER-${op.id}`;

/** The contract's paths name the parent of what they address. */
const nestedPaths = contract(
  'Endpoints › Conventions',
  'Path prefixes used below: `@SPACE` = `/v1/spaces/{spaceId}`; `@CR` = `/v1/spaces/{spaceId}/change-requests/{changeRequestId}`; `@ORG` = `/v1/orgs/{organizationId}`; `@SITE` = `/v1/orgs/{organizationId}/sites/{siteId}`; `@TEAM` = `/v1/orgs/{organizationId}/teams/{teamId}`; `@COL` = `/v1/collections/{collectionId}`.',
);

interface Family {
  child: string;
  parent: string;
  parentPath: string;
  childPath: string;
  /** GETs first, then changes, DELETE last: each runs on the child the one before left. */
  ops: Operation[];
}

const order = { get: 0, patch: 1, put: 1, delete: 2 } as Record<string, number>;

function families(spec: ApiSpec): Family[] {
  const byPath = new Map<string, Family>();
  for (const op of spec.operations) {
    const at = childOf(op);
    if (order[op.method] === undefined || at === undefined || at.parent === 'organizationId') continue;
    if (op.method === 'put' && spec.find('get', op.path) === undefined) continue;
    const family = byPath.get(at.childPath) ?? { ...at, ops: [] };
    family.ops.push(op);
    byPath.set(at.childPath, family);
  }
  for (const family of byPath.values()) family.ops.sort((a, b) => (order[a.method] ?? 0) - (order[b.method] ?? 0));
  return [...byPath.values()];
}

/** A second parent, made once per run by an operation on the parent's own path (its GET when there is one). */
async function otherParent(s: Session, family: Family, child: Params, maker: Operation): Promise<Params> {
  const onParent = s.spec.operations.filter((op) => op.path === family.parentPath);
  const op = onParent.find((o) => o.method === 'get') ?? onParent[0];
  const other =
    op === undefined
      ? await s.paramsFor(maker, 'fresh')
      : await s.memo(`hierarchy:${family.parentPath}`, () => s.paramsFor(op, 'fresh'));
  if (other[family.parent] === undefined || other[family.parent] === child[family.parent])
    throw new NotApplicable(`the suite cannot make a second {${family.parent}} to address a {${family.child}} under`);
  return other;
}

const UNREADABLE = Symbol('unreadable');

/** The child as read under its real parent: its GET, or its item in the parent's list; undefined when gone. */
async function readBack(s: Session, family: Family, params: Params): Promise<unknown> {
  const item = s.spec.find('get', family.childPath);
  if (item !== undefined) {
    const exchange = await s.callRaw(item, { params });
    return exchange.status === 200 ? exchange.json : undefined;
  }
  const list = s.spec.find('get', family.childPath.slice(0, family.childPath.lastIndexOf('/')));
  if (list === undefined || !s.spec.isList(list)) return UNREADABLE;
  const exchange = await s.callRaw(list, { params, query: wholeList(list) });
  return itemsOf(exchange).find((entry) => idsOf(entry).includes(params[family.child] ?? ''));
}

/**
 * What a change must not have touched: the object's own top-level values, without the flags the request does not
 * send (computed ones, such as a change request's `outdated`, which another check's merge may flip meanwhile) and
 * without nested objects (other objects' data, such as a team member's organization-wide counts).
 */
function kept(value: unknown, body: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const sent = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const own = Object.entries(value).filter(
    ([key, v]) => (typeof v !== 'object' || v === null) && (typeof v !== 'boolean' || sent.includes(key)),
  );
  return JSON.stringify(Object.fromEntries(own));
}

async function examineFamily(s: Session, findings: Findings, family: Family): Promise<void> {
  const maker = s.spec.find('get', family.childPath) ?? family.ops[0];
  if (maker === undefined) return;
  const real = await s.paramsFor(maker, 'fresh');
  const other = await otherParent(s, family, real, maker);
  const params: Params = { ...real, ...other, [family.child]: real[family.child] ?? '' };
  const where = `${family.child} ${real[family.child]} of ${family.parent} ${real[family.parent]} under ${family.parent} ${other[family.parent]}`;
  for (const op of family.ops) {
    const id = hierarchyId(op);
    const status = `${id}.404`;
    if (op.method === 'get') {
      const exchange = await s.callRaw(op, { params });
      if (findings.require(id, !is2xx(exchange), () => `${where}: ${answer(exchange)}`))
        findings.require(status, isStatusWithErrorBody(exchange, 404), () => `${where}: ${answer(exchange)}`);
      continue;
    }
    const before = await readBack(s, family, real);
    const body = await s.baseBody(op, params);
    const exchange = await s.callRaw(op, { params, ...(body !== undefined ? { body } : {}) });
    const after = await readBack(s, family, real);
    if (findings.require(id, !is2xx(exchange), () => `${where}: ${answer(exchange)}`))
      findings.require(status, isStatusWithErrorBody(exchange, 404), () => `${where}: ${answer(exchange)}`);
    // Not found before either (beyond the list's largest page): nothing to compare.
    if (before === UNREADABLE || before === undefined) continue;
    // A DELETE must leave the child there; a change, its values as they were.
    const same = op.method === 'delete' || kept(after, body) === kept(before, body);
    findings.require(
      id,
      after !== undefined && same,
      () =>
        `${where}: ${answer(exchange)}, and under its real ${family.parent} it ${after === undefined ? 'is gone' : `changed: ${kept(before, body).slice(0, 200)} → ${kept(after, body).slice(0, 200)}`}`,
    );
  }
}

function build(spec: ApiSpec, toolkit: Toolkit): Built {
  const requirements: Requirement[] = [];
  const checks = [];
  for (const family of families(spec)) {
    for (const op of family.ops) {
      const elsewhere = `${op.id} with a {${family.child}} addressed under another {${family.parent}} of the same organization`;
      const unchanged =
        op.method === 'get'
          ? ''
          : op.method === 'delete'
            ? `, and the {${family.child}} is still there under its real {${family.parent}}`
            : `, and the {${family.child}} is as it was under its real {${family.parent}}`;
      requirements.push(
        about(op, {
          id: hierarchyId(op),
          level: 'MUST',
          source: nestedPaths,
          category: 'auth',
          statement: `${elsewhere} is refused (no 2xx)${unchanged}`,
        }),
        about(op, {
          id: `${hierarchyId(op)}.404`,
          // The 404 is the reference's status for what does not exist: the contract shows no failure status.
          level: 'SHOULD',
          source: failureStatuses,
          category: 'auth',
          statement: `${elsewhere} answers 404 with the error body`,
        }),
      );
    }
    checks.push(
      propertyCheck({
        name: `hierarchy ${family.childPath}`,
        covers: family.ops.flatMap((op) => [hierarchyId(op), `${hierarchyId(op)}.404`]),
        feeds: family.ops.flatMap(passiveIds),
        locks: [...new Set(family.ops.flatMap((op) => mutationLocks(toolkit, op)))],
        example: {
          arbitrary: fc.constant(null),
          numRuns: 1,
          examine: (_, s, findings) => examineFamily(s, findings, family),
        },
      }),
    );
  }
  return { requirements, checks };
}

/** The hierarchy family: children addressed under another parent. */
export const hierarchyModule: SuiteModule = {
  name: 'hierarchy',
  file: moduleFile(import.meta.url),
  build,
  refusals: true,
};
