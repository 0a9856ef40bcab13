/**
 * Cascades (CASCADE-<op>, SHOULD, docs/behaviour.md#what-a-delete-takes-with-it): what a delete or a removal takes
 * with it disappears from every place it was visible, as the spec's `x-cascade` says (packages/spec README ›
 * Cascades). DEL-GONE judges the deleted object itself; this family judges what goes with it. One check per
 * annotated delete: on objects of its own, it makes the children the annotation names (with the POST on the path of
 * their list) and the relations (`relate`), reads each where it is visible, sends the delete, and reads them again:
 * a child's GET answers 404, its lists answer 404 or no longer hold it, a relation's list no longer holds the object.
 * The contract says nothing of what a delete takes along, so every requirement is the reference's reading.
 */
import { cascadeOf, cascadeOperations, type Cascade, type CascadeGone, type CascadeUnlisted } from '@docs-api/spec';
import type { Check } from '../../engine/check.js';
import { SetupFailed } from '../../engine/errors.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { idOf, type Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import { operationObject, type ApiSpec, type Operation } from '../../contract/operations.js';
import { about, answer, exampleOnce, idsOf, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { feedsAndLocks } from './locks-and-params.js';

export const cascadeId = (op: Operation): string => `CASCADE-${op.id}`;

const source = behaviour('what-a-delete-takes-with-it');

/** The `x-cascade` of an operation, if the spec declares one. */
function cascadeOfOperation(spec: ApiSpec, op: Operation): Cascade | undefined {
  const operation = operationObject(spec, op);
  return operation === undefined ? undefined : cascadeOf(operation);
}

/** What the delete takes with it, read once: a GET that answers 404 after it, and the lists that no longer hold it. */
interface Watched {
  read: Operation;
  params: Params;
  /** The id the lists held (a child's), if the read is of a child. */
  id?: string;
  lists: Operation[];
}

/** A relation the delete ends: the list, its parameters, and the id it must no longer hold. */
interface Related {
  list: Operation;
  params: Params;
  id: string;
}

function requirementOf(spec: ApiSpec, op: Operation, meaning: Cascade): Requirement {
  const gone = (meaning.gone ?? []).map((g) => [g.read, ...(g.via ?? [])].join(' / '));
  const unlisted = (meaning.unlisted ?? []).map((u) => u.list);
  const parts = [
    ...(gone.length > 0
      ? [`what it made under the object is gone (${gone.join('; ')}: 404, or no longer listed)`]
      : []),
    ...(unlisted.length > 0 ? [`${unlisted.join(', ')} no longer hold it`] : []),
  ];
  return about(op, {
    id: cascadeId(op),
    level: 'SHOULD',
    source,
    category: 'delete',
    operations: [op.id, ...new Set(cascadeOperations(meaning).filter((id) => spec.has(id)))],
    statement: `after ${op.id}, ${parts.join(', and ')}`,
  });
}

/** Whether a list holds the id (a list that answers no items, a 404 included, holds nothing). */
const holds = async (s: Session, list: Operation, params: Params, id: string): Promise<boolean> =>
  (await allItems(s, list, params)).some((item) => idsOf(item).includes(id));

/** Makes the child a `gone` entry names under the object (or reads the object's own relation), visible first. */
async function watch(s: Session, params: Params, gone: CascadeGone): Promise<Watched> {
  const read = s.spec.operation(gone.read);
  const lists = (gone.via ?? []).map((id) => s.spec.operation(id));
  const own = read.pathParams.filter((name) => params[name] === undefined);
  if (own.length === 0) {
    await s.mustRaw(read, { params });
    return { read, params, lists };
  }
  const create = s.spec.find('post', read.path.slice(0, read.path.lastIndexOf('/')));
  if (own.length > 1 || create === undefined)
    throw new SetupFailed(`${read.id}: no create makes its {${own.join('}, {')}} under the deleted object`);
  const body = await s.baseBody(create, params);
  const made = await s.mustRaw(create, { params, ...(body !== undefined ? { body } : {}) });
  const id = idOf(made);
  const child = { ...params, [own[0] ?? '']: id };
  await s.mustRaw(read, { params: child });
  for (const list of lists)
    if (!(await holds(s, list, child, id))) throw new SetupFailed(`${list.id} does not list ${id}, made just before`);
  return { read, params: child, id, lists };
}

/** Makes the relation an `unlisted` entry names (where it says how) and checks that its list shows it. */
async function relate(s: Session, op: Operation, params: Params, entry: CascadeUnlisted): Promise<Related> {
  const list = s.spec.operation(entry.list);
  const missing = list.pathParams.some((name) => params[name] === undefined);
  const merged = missing ? { ...(await s.paramsFor(list, 'shared')), ...params } : params;
  if (entry.relate !== undefined) {
    const relating = s.spec.operation(entry.relate);
    const body = await s.baseBody(relating, merged);
    await s.mustRaw(relating, { params: merged, ...(body !== undefined ? { body } : {}) });
  }
  const id = params[entry.item ?? op.pathParams.at(-1) ?? ''] ?? '';
  if (!(await holds(s, list, merged, id))) throw new SetupFailed(`${list.id} does not list ${id} before ${op.id}`);
  return { list, params: merged, id };
}

/** After the delete: every read answers 404, every list no longer holds what it held. */
async function judge(s: Session, key: string, watched: Watched[], related: Related[], findings: Findings) {
  for (const { read, params, id, lists } of watched) {
    const after = await s.callRaw(read, { params });
    findings.require(key, after.status === 404, () => `after the delete, ${answer(after)}`);
    if (id === undefined) continue;
    for (const list of lists)
      findings.require(
        key,
        !(await holds(s, list, params, id)),
        () => `after the delete, ${list.id} still lists ${id}`,
      );
  }
  for (const { list, params, id } of related)
    findings.require(key, !(await holds(s, list, params, id)), () => `after the delete, ${list.id} still lists ${id}`);
}

function cascadeCheck(spec: ApiSpec, toolkit: Toolkit, op: Operation, meaning: Cascade): Check {
  const key = cascadeId(op);
  const ops = [op, ...cascadeOperations(meaning).map((id) => spec.operation(id))];
  return propertyCheck({
    name: `cascade ${op.id}`,
    covers: [key],
    ...feedsAndLocks(toolkit, ops),
    example: exampleOnce(null, async (s, findings) => {
      // Objects of its own: the check deletes them.
      const params = await s.paramsFor(op, 'own');
      const watched: Watched[] = [];
      for (const gone of meaning.gone ?? []) watched.push(await watch(s, params, gone));
      const related: Related[] = [];
      for (const entry of meaning.unlisted ?? []) related.push(await relate(s, op, params, entry));
      const deleted = await s.callRaw(op, { params });
      if (!is2xx(deleted)) throw new SetupFailed(`the delete itself failed (DEL-STATUS judges it): ${answer(deleted)}`);
      await judge(s, key, watched, related, findings);
    }),
  });
}

export const cascadesModule: SuiteModule = {
  name: 'cascades',
  file: moduleFile(import.meta.url),
  build(spec, toolkit): Built {
    const annotated = spec.operations.flatMap((op) => {
      const meaning = cascadeOfOperation(spec, op);
      return meaning === undefined ? [] : [{ op, meaning }];
    });
    return {
      requirements: annotated.map(({ op, meaning }) => requirementOf(spec, op, meaning)),
      checks: annotated.map(({ op, meaning }) => cascadeCheck(spec, toolkit, op, meaning)),
    };
  },
};
