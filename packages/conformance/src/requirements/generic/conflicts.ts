/**
 * Requests that conflict with the state of what they name (CONFLICT-<op>.<status>, SHOULD,
 * docs/behaviour.md#error-body-and-failure-statuses), from the spec's `x-conflicts`: the valid request sent twice
 * where it makes an object with a unique key (the second is a 409), or with a body field naming the object itself
 * (a collection moved into itself: 409) or what it already has (content transferred to the organization it belongs
 * to: 412). Each is refused with that status and the error body, and leaves the object as it was. A refusal proves
 * something only where the operation succeeds otherwise: the module's requirements have positive controls.
 */
import fc from 'fast-check';
import { conflictsOf, type Conflict } from '@docs-api/spec';
import type { Check } from '../../engine/check.js';
import { NotApplicable } from '../../engine/errors.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { failureStatuses } from '../../engine/sources.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import { operationObject, type ApiSpec, type Operation } from '../../contract/operations.js';
import { readTwin } from '../../contract/writable.js';
import { objectReader } from '../../contract/effect-annotations.js';
import { about, answer, idsOf, is2xx, isStatusWithErrorBody } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

export const conflictId = (op: Operation, conflict: Conflict): string => `CONFLICT-${op.id}.${conflict.status}`;

const described = (conflict: Conflict): string =>
  conflict.kind === 'repeat'
    ? 'its valid request sent a second time (a unique key taken)'
    : conflict.kind === 'taken'
      ? `its valid body with the ${conflict.field} another object of ${conflict.others} already has`
      : `its valid body with ${conflict.field} = the ${conflict.value === 'id' ? "object's own id" : 'organization the object already belongs to'}`;

function requirementOf(op: Operation, conflict: Conflict): Requirement {
  return about(op, {
    id: conflictId(op, conflict),
    level: 'SHOULD',
    source: failureStatuses,
    category: 'state',
    statement: `${op.id} with ${described(conflict)} is refused with ${conflict.status} and the error body, and changes nothing`,
    statuses: [conflict.status],
    ...(conflict.kind !== 'repeat' ? { judges: [conflict.field] } : {}),
  });
}

/**
 * A value of the field that another object of the kind now has: drawn, and given with the same operation to the first
 * other object of `others` that accepts it. None: not applicable (the caller writes no other object of the kind).
 */
async function takenValue(s: Session, op: Operation, params: Params, conflict: Extract<Conflict, { kind: 'taken' }>) {
  const own = op.pathParams.at(-1) ?? '';
  const value = `conformance-${Math.random().toString(36).slice(2, 10)}`;
  const others = await allItems(s, s.spec.operation(conflict.others), params);
  for (const id of others.map((item) => idsOf(item)[0]).filter((id) => id !== undefined && id !== params[own])) {
    const other = { ...params, [own]: id ?? '' };
    const given = await s.callRaw(op, {
      params: other,
      body: { ...(await s.baseBody(op, other)), [conflict.field]: value },
    });
    if (is2xx(given)) return value;
  }
  throw new NotApplicable(`no object of ${conflict.others} but the run's own takes ${conflict.field} ${value}`);
}

/** The body of the conflicting request: the valid one, with the field naming the object or what it has. */
async function conflictingBody(s: Session, op: Operation, params: Params, conflict: Conflict, read: unknown) {
  const base = (await s.baseBody(op, params)) ?? {};
  if (conflict.kind === 'repeat') return base;
  if (conflict.kind === 'taken') return { ...base, [conflict.field]: await takenValue(s, op, params, conflict) };
  const last = op.pathParams.at(-1) ?? '';
  const value =
    conflict.value === 'id' ? params[last] : (read as Record<string, unknown> | undefined)?.[conflict.value];
  if (typeof value !== 'string') throw new NotApplicable(`${op.id}: the object shows no ${conflict.value}`);
  return { ...base, [conflict.field]: value };
}

async function examine(s: Session, op: Operation, reader: Operation | undefined, conflict: Conflict, f: Findings) {
  const id = conflictId(op, conflict);
  const params = await s.paramsFor(op, 'own');
  const before = reader === undefined ? undefined : await s.callRaw(reader, { params });
  const body = await conflictingBody(s, op, params, conflict, before?.json);
  if (conflict.kind === 'repeat') {
    const first = await s.callRaw(op, { params, body });
    if (!is2xx(first)) throw new NotApplicable(`${op.id} refused its valid request: ${answer(first)}`);
  }
  const exchange = await s.callRaw(op, { params, body });
  f.require(id, isStatusWithErrorBody(exchange, conflict.status), () => `${described(conflict)}: ${answer(exchange)}`);
  if (reader === undefined || before === undefined || conflict.kind === 'repeat') return;
  const after = await s.callRaw(reader, { params });
  const kept = (read: unknown) => JSON.stringify((read as Record<string, unknown> | undefined)?.[conflict.field]);
  f.require(
    id,
    after.status === before.status && kept(after.json) === kept(before.json),
    () =>
      `after the refused ${op.id}, ${reader.id} shows ${conflict.field} ${kept(after.json)} where it showed ${kept(before.json)}`,
  );
}

function checkOf(spec: ApiSpec, toolkit: Toolkit, op: Operation, conflict: Conflict): Check {
  const reader = objectReader(spec, op) ?? readTwin(spec, op);
  return propertyCheck({
    name: `conflict ${conflict.status} ${op.id}`,
    covers: [conflictId(op, conflict)],
    feeds: [...passiveIds(op), ...(reader === undefined ? [] : passiveIds(reader))],
    locks: mutationLocks(toolkit, op),
    example: {
      arbitrary: fc.constant(op.id),
      numRuns: 1,
      examine: (_, s, f) => examine(s, op, reader, conflict, f),
    },
  });
}

export const conflictsModule: SuiteModule = {
  name: 'conflicts',
  file: moduleFile(import.meta.url),
  refusals: true,
  build(spec, toolkit): Built {
    const declared = spec.operations.flatMap((op) =>
      (conflictsOf(operationObject(spec, op) ?? {}) ?? []).map((conflict) => ({ op, conflict })),
    );
    return {
      requirements: declared.map(({ op, conflict }) => requirementOf(op, conflict)),
      checks: declared.map(({ op, conflict }) => checkOf(spec, toolkit, op, conflict)),
    };
  },
};
