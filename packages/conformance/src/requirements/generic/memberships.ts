/**
 * Set-valued writes (EFFECT-<op>, SHOULD, docs/behaviour.md#team-memberships), for every write whose `x-effect` is a
 * `membership` (packages/spec README › Effects): a team's members put in and taken out by a body (`add`, `remove`, a
 * map of roles), by a create's list of members, or one by one by the path. On a set of its own (a fresh team), the
 * check makes the write and reads it back from both sides: the set's list holds exactly the members the write put in
 * and did not take out, each with the role given (else the default), and each member's own list of sets holds the set
 * with that role — or, once taken out, no longer holds it. A body write is made twice where it can take members out:
 * two put in (one with a role other than the default), then one of them taken out and a third put in.
 */
import fc from 'fast-check';
import type { MembershipEffect } from '@docs-api/spec';
import { NotApplicable, SetupFailed } from '../../engine/errors.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { JsonObject, Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import { effectOfOperation } from '../../contract/effect-annotations.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf, resolve } from '../../contract/schema-walk.js';
import { answer, about, idsOf, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { effectId } from './effects.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

/** Who the set should hold after a write: member id → role (undefined where the list shows no role). */
type Expected = Map<string, string | undefined>;

interface Plan {
  op: Operation;
  meaning: MembershipEffect;
  /** The roles a member can be given (the enumeration of the body's role), the default first. */
  roles: string[];
  /** For a member taken out by its path: the write that puts it in first. */
  joiner: Operation | undefined;
}

/** The value at a dotted path. */
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v as JsonObject | null | undefined)?.[key], value);

/** The roles of the body's role field (a map's values' `role`, or the body's `role`), the default first. */
function rolesOf(spec: ApiSpec, op: Operation, meaning: MembershipEffect): string[] {
  const body = op.body === undefined ? {} : propertiesOf(spec.document, op.body);
  const field = meaning.body?.roles ?? meaning.path?.role;
  const holder = field === undefined ? undefined : body[field];
  if (holder === undefined) return meaning.defaultRole === undefined ? [] : [meaning.defaultRole];
  const resolved = resolve(spec.document, holder);
  const extra = resolved.additionalProperties;
  const role =
    typeof extra === 'object' && extra !== null
      ? propertiesOf(spec.document, extra)['role']
      : meaning.path?.role !== undefined
        ? holder
        : undefined;
  const values = (role === undefined ? [] : (resolve(spec.document, role).enum ?? [])).map(String);
  const first = meaning.defaultRole;
  return first === undefined ? values : [first, ...values.filter((v) => v !== first)];
}

/** Reads the set back from both sides and judges it against `expected`; `gone` are members taken out. */
async function judgeSet(
  s: Session,
  plan: Plan,
  at0: { params: Params; owner: string; after: string },
  expected: Expected,
  gone: string[],
  f: Findings,
): Promise<void> {
  const { meaning, op } = plan;
  const id = effectId(op);
  const list = s.spec.operation(meaning.list.operationId);
  const items = await allItems(s, list, { ...at0.params, [meaning.owner]: at0.owner });
  const shown = new Map(items.map((item) => [String(at(item, meaning.list.id)), item]));
  const want = [...expected.keys()].sort();
  f.require(
    id,
    JSON.stringify([...shown.keys()].sort()) === JSON.stringify(want),
    () =>
      `after ${at0.after}, ${list.id} holds ${JSON.stringify([...shown.keys()].sort())}; the writes put in ${JSON.stringify(want)}`,
  );
  const roleAt = meaning.list.role;
  for (const [member, role] of expected) {
    const item = shown.get(member);
    if (item === undefined || role === undefined || roleAt === undefined) continue;
    f.require(
      id,
      at(item, roleAt) === role,
      () =>
        `after ${at0.after}, ${list.id} shows ${member} with ${roleAt} ${JSON.stringify(at(item, roleAt))}, not ${role}`,
    );
  }
  const mirror = meaning.mirror;
  if (mirror === undefined) return;
  const sets = s.spec.operation(mirror.operationId);
  for (const member of [...expected.keys(), ...gone]) {
    const mine = await allItems(s, sets, { ...at0.params, [mirror.param]: member });
    const held = mine.find((item) => at(item, mirror.id) === at0.owner);
    const role = expected.get(member);
    if (!expected.has(member)) {
      f.require(id, held === undefined, () => `after ${at0.after}, ${sets.id} of ${member} still holds ${at0.owner}`);
      continue;
    }
    if (
      !f.require(id, held !== undefined, () => `after ${at0.after}, ${sets.id} of ${member} does not hold ${at0.owner}`)
    )
      continue;
    const roleAt = mirror.role;
    if (role !== undefined && roleAt !== undefined)
      f.require(
        id,
        at(held, roleAt) === role,
        () =>
          `after ${at0.after}, ${sets.id} of ${member} shows ${roleAt} ${JSON.stringify(at(held, roleAt))}, not ${role}`,
      );
  }
}

/** Members the caller may put in, other than those of `params` (the fixtures' callers left to the end). */
async function candidates(s: Session, plan: Plan, params: Params, count: number): Promise<string[]> {
  const { candidates: from } = plan.meaning;
  const items = await allItems(s, s.spec.operation(from.operationId), params);
  const ids = items.map((item) => at(item, from.id)).filter((v): v is string => typeof v === 'string');
  if (ids.length < count)
    throw new NotApplicable(`${from.operationId} shows ${ids.length} members: ${count} are needed`);
  return ids.slice(-count);
}

/** Sends the write; a refusal of a valid write leaves the effect unjudged (the run's error). */
async function write(s: Session, op: Operation, params: Params, body: JsonObject | undefined): Promise<unknown> {
  const sent = await s.callRaw(op, { params, ...(body !== undefined ? { body } : {}) });
  if (!is2xx(sent)) throw new SetupFailed(`${op.id} refused a valid request: ${answer(sent)}`);
  return sent.json;
}

async function examineBody(s: Session, plan: Plan, f: Findings): Promise<void> {
  const { op, meaning, roles } = plan;
  const body = meaning.body ?? {};
  const params = await s.paramsFor(op, 'fresh');
  const [a, b, c] = await candidates(s, plan, params, body.remove !== undefined ? 3 : 2);
  if (a === undefined || b === undefined) return;
  const plain = roles[0];
  const other = body.roles !== undefined ? roles[1] : undefined;
  const first: JsonObject = {
    ...((await s.baseBody(op, params)) ?? {}),
    ...(body.add !== undefined ? { [body.add]: [a, b] } : {}),
    ...(body.roles !== undefined && other !== undefined ? { [body.roles]: { [a]: { role: other } } } : {}),
  };
  const answered = await write(s, op, params, first);
  const owner = params[meaning.owner] ?? idsOf(answered)[0];
  if (owner === undefined) throw new SetupFailed(`${op.id} answered no ${meaning.owner}`);
  const expected: Expected = new Map([
    [a, other ?? plain],
    [b, plain],
  ]);
  await judgeSet(s, plan, { params, owner, after: `${op.id} putting in ${a} and ${b}` }, expected, [], f);
  if (body.remove === undefined || c === undefined) return;
  const ownParams = { ...params, [meaning.owner]: owner };
  await write(s, op, ownParams, { [body.remove]: [b], ...(body.add !== undefined ? { [body.add]: [c] } : {}) });
  expected.delete(b);
  expected.set(c, plain);
  await judgeSet(s, plan, { params, owner, after: `${op.id} taking out ${b}, putting in ${c}` }, expected, [b], f);
}

async function examinePath(s: Session, plan: Plan, f: Findings): Promise<void> {
  const { op, meaning, roles, joiner } = plan;
  const path = meaning.path;
  if (path === undefined) return;
  const params = await s.paramsFor(op, 'fresh');
  const member = params[path.param] ?? '';
  const owner = params[meaning.owner] ?? '';
  const at0 = { params, owner };
  if (!path.joins) {
    if (joiner === undefined) return;
    await write(s, joiner, params, undefined);
    await write(s, op, params, undefined);
    await judgeSet(s, plan, { ...at0, after: `${joiner.id}, then ${op.id} of ${member}` }, new Map(), [member], f);
    return;
  }
  // Put in with a role other than the default, then given the default: the same write changes the role.
  for (const role of [...roles.slice(1, 2), roles[0]]) {
    const body = path.role !== undefined && role !== undefined ? { [path.role]: role } : undefined;
    await write(s, op, params, body);
    await judgeSet(
      s,
      plan,
      { ...at0, after: `${op.id} of ${member} as ${role ?? 'default'}` },
      new Map([[member, role]]),
      [],
      f,
    );
  }
}

function requirementOf(plan: Plan): Requirement {
  const { op, meaning } = plan;
  const judged = [
    ...Object.values(meaning.body ?? {}),
    ...(meaning.path?.role !== undefined ? [meaning.path.role] : []),
  ];
  const mirror = meaning.mirror;
  const what = meaning.body !== undefined ? `the members its ${judged.join(', ')} name` : `the member of its path`;
  return about(op, {
    id: effectId(op),
    level: meaning.reading === 'reference' ? 'SHOULD' : 'MUST',
    source: behaviour('team-memberships'),
    category: 'state',
    statement: `after ${op.id}, ${meaning.list.operationId} holds exactly ${what} ${meaning.path?.joins === false ? 'no more' : `with the role given (else ${meaning.defaultRole ?? 'the default'})`}${mirror !== undefined ? `, and ${mirror.operationId} of each member agrees` : ''}`,
    judges: judged,
    readsIn: {
      [meaning.list.operationId]: [meaning.list.id, meaning.list.role ?? ''].map((p) => p.split('.')[0] ?? p),
      ...(mirror !== undefined
        ? { [mirror.operationId]: [mirror.id, mirror.role ?? ''].map((p) => p.split('.')[0] ?? p) }
        : {}),
    },
  });
}

function checkOf(toolkit: Toolkit, spec: ApiSpec, plan: Plan): Built['checks'][number] {
  const { meaning } = plan;
  const reads = [meaning.list.operationId, meaning.candidates.operationId, meaning.mirror?.operationId]
    .filter((id): id is string => id !== undefined && spec.has(id))
    .map((id) => spec.operation(id));
  return propertyCheck({
    name: `effect of ${plan.op.id}`,
    covers: [effectId(plan.op)],
    feeds: [plan.op, ...reads, ...(plan.joiner !== undefined ? [plan.joiner] : [])].flatMap(passiveIds),
    locks: mutationLocks(toolkit, plan.op),
    example: {
      arbitrary: fc.constant(0),
      numRuns: 1,
      examine: (_, s, f) => (meaning.path !== undefined ? examinePath(s, plan, f) : examineBody(s, plan, f)),
    },
  });
}

export const membershipsModule: SuiteModule = {
  name: 'memberships',
  file: moduleFile(import.meta.url),
  build(spec, toolkit): Built {
    const plans = spec.operations.flatMap((op): Plan[] => {
      const meaning = effectOfOperation(spec, op);
      if (meaning?.kind !== 'membership') return [];
      const joiner =
        meaning.path?.joins === false
          ? spec.operations.find((o) => {
              const m = effectOfOperation(spec, o);
              return o.path === op.path && m?.kind === 'membership' && m.path?.joins === true;
            })
          : undefined;
      return [{ op, meaning, roles: rolesOf(spec, op, meaning), joiner }];
    });
    return {
      requirements: plans.map(requirementOf),
      checks: plans.map((plan) => checkOf(toolkit, spec, plan)),
    };
  },
};
