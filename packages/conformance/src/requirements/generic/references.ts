/**
 * References (REF-<op>.<field>, SHOULD, docs/behaviour.md#references): a write that names another object by its id —
 * a body property the spec marks `x-refers` (a new space's `parent`, a site space's `spaceId`, a SAML provider's
 * `defaultTeam`, a section group's `sections`) — keeps exactly that object: the write's answer shows its id where
 * the annotation says (`space.id`, `sections[].id`), and so do the object's GET right after and every list that
 * holds it (the lists the id opens included: a space made in a collection is in that collection's list). One check
 * per write, on objects of its own: the referenced one is made for it, in the same place as the write's own (a
 * section of the same site). A write that refuses a valid reference fails it too. A reference that `marks` an item
 * (a site's `defaultSiteSpace`) is judged in its list: the named item shows the flag, every other one not.
 */
import fc from 'fast-check';
import { refersOf, type RefersMeaning } from '@docs-api/spec';
import { SetupFailed } from '../../engine/errors.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import type { Session } from '../../engine/session.js';
import { behaviour } from '../../engine/sources.js';
import type { JsonObject, Params, Toolkit } from '../../engine/session-registry.js';
import type { Exchange, Requirement } from '../../engine/types.js';
import { objectReader } from '../../contract/effect-annotations.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf, resolve } from '../../contract/schema-walk.js';
import { creates } from '../../contract/timestamp-fields.js';
import { containingLists, readTwin, same } from '../../contract/writable.js';
import { about, answer, idsOf, is2xx } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

export const refId = (op: Operation, field: string): string => `REF-${op.id}.${field}`;

/** One annotated body property of a write. */
interface Reference {
  field: string;
  meaning: RefersMeaning;
  /** Whether the body takes a list of ids (a section group's `sections`). */
  many: boolean;
  /** Where the answer shows it (`shows`, else the field's own name); undefined where it only `marks` an item. */
  shows: string | undefined;
}

/** What one check works with: the write, the GET that reads its object back, the lists that may hold it. */
interface Plan {
  op: Operation;
  references: Reference[];
  reader: Operation | undefined;
  lists: Operation[];
}

function referencesOf(spec: ApiSpec, op: Operation): Reference[] {
  if (op.body === undefined) return [];
  return Object.entries(propertiesOf(spec.document, op.body)).flatMap(([field, property]) => {
    const schema = resolve(spec.document, property);
    const meaning = refersOf(schema as never);
    if (meaning === undefined) return [];
    const shows = meaning.shows ?? (meaning.marks === undefined ? field : undefined);
    return [{ field, meaning, many: schema.type === 'array', shows }];
  });
}

/** The GET that reads the write's object back: the one at its path, else the object's own, else a create's read. */
const readerOf = (spec: ApiSpec, op: Operation): Operation | undefined =>
  readTwin(spec, op) ?? objectReader(spec, op) ?? creates(spec).find((c) => c.create.id === op.id)?.read;

/**
 * The lists that hold the object: those reachable with the write's path parameters, and those a reference opens (a
 * space made with a `parent` is in that collection's list).
 */
function listsOf(spec: ApiSpec, op: Operation, references: Reference[]): Operation[] {
  const own = containingLists(spec, op, Object.fromEntries(op.pathParams.map((n) => [n, n])));
  const opened = references.flatMap((r) =>
    spec.operations.filter(
      (list) =>
        spec.isList(list) &&
        spec.resourceName(list) === spec.resourceName(op) &&
        list.pathParams.includes(r.meaning.param) &&
        list.pathParams.every((p) => p === r.meaning.param || op.pathParams.includes(p)),
    ),
  );
  return [...new Set([...own, ...opened])];
}

/** The values at a dotted path, arrays crossed at `[]` (`sections[].id`: the id of every section). */
function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const part of path.split('.')) {
    const crosses = part.endsWith('[]');
    const key = crosses ? part.slice(0, -2) : part;
    current = current.flatMap((v) => {
      const next = (v as JsonObject | null | undefined)?.[key];
      return crosses ? (Array.isArray(next) ? next : []) : [next];
    });
  }
  return current;
}

/** The top-level field of a path (`space` of `space.id`), as the blind-spot accounting counts fields. */
const topOf = (path: string): string => path.split('.')[0]?.replace(/\[\]$/, '') ?? path;

/**
 * Path parameters for the write and an object its reference may name, in the same place: from the operation with the
 * fewest parameters that has both (a section's `siteSectionId` with the site of the write), else each on its own.
 */
async function placed(s: Session, op: Operation, param: string): Promise<{ params: Params; id: string }> {
  const carrier = s.spec.operations
    .filter((o) => o.pathParams.includes(param) && op.pathParams.every((p) => o.pathParams.includes(p)))
    .sort((a, b) => a.pathParams.length - b.pathParams.length)[0];
  if (carrier !== undefined && op.pathParams.length > 0) {
    const both = await s.paramsFor(carrier, 'fresh');
    const params = Object.fromEntries(op.pathParams.map((p) => [p, both[p] ?? '']));
    return { params, id: both[param] ?? '' };
  }
  const params = await s.paramsFor(op, 'fresh');
  const named = s.spec.operations.find((o) => o.pathParams.includes(param));
  if (named === undefined) throw new SetupFailed(`no operation addresses {${param}}`);
  const made = await s.resource(param, named, 'fresh');
  return { params, id: made[param] ?? '' };
}

/** Judges that one answer that carries the object shows the id where the reference says. */
function judgeShown(f: Findings, op: Operation, ref: Reference, id: string, where: string, object: unknown): void {
  if (ref.shows === undefined) return;
  const shown = valuesAt(object, ref.shows);
  f.require(
    refId(op, ref.field),
    shown.includes(id),
    () =>
      `${op.id} with ${ref.field} ${JSON.stringify(ref.many ? [id] : id)}: ${where} shows ${ref.shows} ${JSON.stringify(ref.many ? shown : shown[0])}`,
  );
}

/**
 * A write that marks one item of a list (`marks`): made for the placed object, then for a second one of the same
 * list made beside it; after each, the named item shows the flag true and every other one (of the same `among`)
 * false — the first one included, once the second is marked.
 */
async function examineMarks(
  s: Session,
  plan: Plan,
  ref: Reference,
  marks: NonNullable<RefersMeaning['marks']>,
  f: Findings,
): Promise<void> {
  const { op } = plan;
  const id = refId(op, ref.field);
  const { params, id: first } = await placed(s, op, ref.meaning.param);
  const list = s.spec.operation(marks.list);
  const create = s.spec.find('post', list.path);
  if (create === undefined) throw new SetupFailed(`${marks.list} has no create beside it`);
  const made = await s.mustRaw(create, { params, body: (await s.baseBody(create, params)) ?? {} });
  const second = idsOf(made.json)[0];
  if (second === undefined) throw new SetupFailed(`${create.id} answered no id`);
  for (const named of [first, second]) {
    const body = { ...((await s.baseBody(op, params)) ?? {}), [ref.field]: named };
    const written = await s.callRaw(op, { params, body });
    if (!f.require(id, is2xx(written), () => `${op.id} refused a valid ${ref.field}: ${answer(written)}`)) return;
    const items = (await allItems(s, list, params)) as JsonObject[];
    const chosen = items.find((item) => idsOf(item)[0] === named);
    if (!f.require(id, chosen !== undefined, () => `after ${op.id}, ${list.id} does not hold ${named}`)) continue;
    const peers = items.filter((item) => marks.among === undefined || same(item[marks.among], chosen?.[marks.among]));
    const wrong = peers.filter((item) => (item[marks.flag] === true) !== (idsOf(item)[0] === named));
    f.require(
      id,
      wrong.length === 0,
      () =>
        `after ${op.id} with ${ref.field} ${named}, ${list.id} shows ${wrong.map((item) => `${idsOf(item)[0] ?? '?'} ${marks.flag} ${JSON.stringify(item[marks.flag])}`).join(', ')}`,
    );
  }
}

async function examine(s: Session, plan: Plan, ref: Reference, f: Findings): Promise<void> {
  const { op } = plan;
  if (ref.meaning.marks !== undefined) return examineMarks(s, plan, ref, ref.meaning.marks, f);
  const { params, id } = await placed(s, op, ref.meaning.param);
  await s.establish(op, params);
  const body = { ...((await s.baseBody(op, params)) ?? {}), [ref.field]: ref.many ? [id] : id };
  const written = await s.callRaw(op, { params, body });
  if (
    !f.require(refId(op, ref.field), is2xx(written), () => `${op.id} refused a valid ${ref.field}: ${answer(written)}`)
  )
    return;
  judgeShown(f, op, ref, id, 'its answer', written.json);
  const objectId = idsOf(written.json)[0];
  const at: Params = { ...params, [ref.meaning.param]: id };
  const back = await readBack(s, plan, at, written);
  if (back !== undefined) judgeShown(f, op, ref, id, `${plan.reader?.id ?? 'its GET'} right after`, back.json);
  for (const list of plan.lists.filter((l) => l.pathParams.every((p) => at[p] !== undefined))) {
    const item = (await allItems(s, list, at)).find((i) => idsOf(i)[0] === objectId);
    if (item === undefined && list.pathParams.includes(ref.meaning.param))
      f.require(refId(op, ref.field), false, () => `after ${op.id}, ${list.id} of ${id} does not hold ${objectId}`);
    else if (item !== undefined) judgeShown(f, op, ref, id, `${list.id} right after`, item);
  }
}

/** The object read back through its GET: at the write's own path, else where the run's ledger recorded it. */
async function readBack(s: Session, plan: Plan, params: Params, written: Exchange): Promise<Exchange | undefined> {
  const { op, reader } = plan;
  if (reader === undefined) return undefined;
  if (reader.path === op.path) return s.callRaw(reader, { params });
  const path = s.env.ledger.pathOf(op, params, written.json);
  return path === undefined ? undefined : s.request('GET', path);
}

function requirementsOf(plan: Plan): Requirement[] {
  return plan.references.map((ref) => {
    const marks = ref.meaning.marks;
    if (ref.shows === undefined && marks !== undefined)
      return about(plan.op, {
        id: refId(plan.op, ref.field),
        level: 'SHOULD',
        source: behaviour('references'),
        category: 'state',
        operations: [plan.op.id, marks.list],
        statement: `${plan.op.id} makes the object its ${ref.field} names the one item of ${marks.list} with ${marks.flag} true${marks.among !== undefined ? ` among those of the same ${marks.among}` : ''}, every other false`,
        judges: [ref.field],
        readsIn: { [marks.list]: [marks.flag] },
      });
    const top = topOf(ref.shows ?? ref.field);
    const readers = [...(plan.reader !== undefined ? [plan.reader] : []), ...plan.lists];
    return about(plan.op, {
      id: refId(plan.op, ref.field),
      level: 'SHOULD',
      source: behaviour('references'),
      category: 'state',
      statement: `${plan.op.id} keeps the object its ${ref.field} names: its answer${readers.length > 0 ? `, ${readers.map((r) => r.id).join(', ')}` : ''} show its id as ${ref.shows}`,
      judges: [ref.field],
      reads: [top],
      readsIn: Object.fromEntries(readers.map((r) => [r.id, [top]])),
    });
  });
}

function checkOf(spec: ApiSpec, toolkit: Toolkit, plan: Plan): Built['checks'][number] {
  const marked = plan.references.flatMap((ref) =>
    ref.meaning.marks === undefined ? [] : [spec.operation(ref.meaning.marks.list)],
  );
  const ops = [plan.op, ...(plan.reader !== undefined ? [plan.reader] : []), ...plan.lists, ...marked];
  return propertyCheck({
    name: `references of ${plan.op.id}`,
    covers: plan.references.map((ref) => refId(plan.op, ref.field)),
    feeds: [...new Set(ops.flatMap(passiveIds))],
    locks: mutationLocks(toolkit, plan.op),
    example: {
      arbitrary: fc.constant(0),
      numRuns: 1,
      async examine(_, s, f) {
        for (const ref of plan.references) await examine(s, plan, ref, f);
      },
    },
  });
}

export const referencesModule: SuiteModule = {
  name: 'references',
  file: moduleFile(import.meta.url),
  build(spec, toolkit): Built {
    const plans = spec.operations.flatMap((op): Plan[] => {
      const references = referencesOf(spec, op);
      if (references.length === 0) return [];
      return [{ op, references, reader: readerOf(spec, op), lists: listsOf(spec, op, references) }];
    });
    return {
      requirements: plans.flatMap(requirementsOf),
      checks: plans.map((plan) => checkOf(spec, toolkit, plan)),
    };
  },
};
