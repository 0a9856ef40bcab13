/**
 * Order and pagination under order, for every list whose `order` the spec annotates (`x-sort`: the item field it
 * sorts by, and the field of each `sort` value). The contract names `order` with `desc` the default and the members
 * list's `sort` keys `joinedAt` and `lastSeenAt` (MUST); the key of a list with only `order` (comments by `postedAt`,
 * a member's spaces by `space.createdAt`) is the spec's reading (docs/behaviour.md#pagination, SHOULD); `asc` and
 * `name` come from the spec's full value sets
 * (docs/behaviour.md#full-value-sets-of-enumerations, SHOULD). On its own parent the check makes a few objects a
 * test-clock second apart (two of them within one second: equal keys at a second's resolution), has the fixtures'
 * callers set a key the list can hold only once set (the ping's `lastSeenAt`), then reads each list whole in each
 * order and walks it in pages of one or two (docs/behaviour.md#pagination: cursors bound to their list).
 */
import fc from 'fast-check';
import { advanceClock } from '../../engine/clock.js';
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { behaviour } from '../../engine/sources.js';
import { idOf, type Query, type Session } from '../../engine/session.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Level, Requirement, Source } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf, refName } from '../../contract/schema-walk.js';
import {
  annotatedOrders,
  fieldOf,
  type Direction,
  type ListOrder,
  type SortChoice,
} from '../../contract/sort-meanings.js';
import { parameterSource } from '../../contract/provenance.js';
import { about, answer, isStatusWithErrorBody } from '../entries-and-answers.js';
import { passiveIds } from './locks-and-params.js';
import {
  differentItems,
  label,
  orderMismatch,
  outOfOrder,
  readWhole,
  walkPages,
  type Ordering,
  type Read,
} from './sort-judge.js';

export const sortId = (op: Operation, suffix?: string): string => `SORT-${op.id}${suffix ? `.${suffix}` : ''}`;
export const pagSortId = (op: Operation): string => `PAG-SORT.${op.id}`;
export const cursorOrderId = (op: Operation): string => `PAG-CURSOR-ORDER.${op.id}`;

const top = (field: string): string => field.split('.')[0] ?? field;
const words = (d: Direction): string => (d === 'desc' ? 'descending (newest first)' : 'ascending (oldest first)');
/** The requirement a choice's own order is judged under. */
const choiceId = (op: Operation, c: SortChoice): string =>
  sortId(op, c.value === undefined ? undefined : `sort.${c.value}`);

function requirementsOf(list: ListOrder): Requirement[] {
  const { op, defaultDirection: d0, sortParam } = list;
  // The key of a list with a `sort` is the contract's ("sort? (default `joinedAt`; …)"); that of a list with only
  // `order` is the spec's `x-sort`, the reference's reading (docs/behaviour.md#pagination).
  const key = sortParam === undefined ? undefined : parameterSource(op.id, sortParam);
  const ruled = (named: boolean, otherwise: Source): { level: Level; source: Source } =>
    named && key !== undefined ? { level: 'MUST', source: key } : { level: 'SHOULD', source: otherwise };
  const base = { category: 'pagination' as const };
  const judged = list.choices.filter((c) => c.timestamp);
  const sortQuery = sortParam === undefined ? [] : [`?${sortParam}`];
  return [
    ...judged.map((c) =>
      about(op, {
        ...base,
        id: choiceId(op, c),
        ...ruled(c.named && list.namedDirections.includes(d0), behaviour('pagination')),
        statement:
          c.value === undefined
            ? `${op.id}: with \`order=${d0}\`, and with no \`order\`${sortParam ? ` (and no \`${sortParam}\`)` : ''}, the items come by \`${c.by.field}\` ${words(d0)}`
            : `${op.id}: with \`${sortParam}=${c.value}\` and \`order=${d0}\` or none, the items come by \`${c.by.field}\` ${words(d0)}${c.by.onlyWithField ? `, and they are exactly the items that have a \`${c.by.field}\`` : ''}`,
        judges: c.value === undefined ? ['?order'] : [`?${sortParam}`],
        reads: [top(c.by.field)],
      }),
    ),
    ...list.directions
      .filter((d) => d !== d0 && judged.length > 0)
      .map((d) =>
        about(op, {
          ...base,
          id: sortId(op, `order.${d}`),
          ...ruled(list.namedDirections.includes(d), behaviour('full-value-sets-of-enumerations')),
          statement: `${op.id}: with \`order=${d}\` the items come by ${[...new Set(judged.map((c) => `\`${c.by.field}\``))].join(', ')} ${words(d)}${sortParam ? ` (the key each \`${sortParam}\` asks for)` : ''}, the exact reverse of \`order=${d0}\` where keys differ`,
          judges: ['?order', ...sortQuery],
          reads: [...new Set(judged.map((c) => top(c.by.field)))],
        }),
      ),
    about(op, {
      ...base,
      id: pagSortId(op),
      level: 'SHOULD',
      source: behaviour('pagination'),
      section: 'List envelope',
      statement: `${op.id}: walked in pages of one or two in each \`order\`${sortParam ? ` and \`${sortParam}\`` : ''}, also through items with equal keys, the list gives every item once, \`count\` the whole list on every page, and no \`next\` after the last item`,
      judges: ['?page', '?limit', '?order', ...sortQuery],
    }),
    about(op, {
      ...base,
      id: cursorOrderId(op),
      level: 'SHOULD',
      source: behaviour('pagination'),
      section: 'List envelope',
      statement: `${op.id}: a \`next.page\` cursor sent with the other \`order\`${sortParam ? ` or another \`${sortParam}\` key` : ''} is refused with 400 and the error body`,
      judges: ['?page', '?order', ...sortQuery],
    }),
  ];
}

/** How the check makes one object the list holds, and the operation it calls for that. */
interface Adder {
  op: Operation;
  add(s: Session, params: Params): Promise<string | undefined>;
}

/**
 * The list's own way to grow: its populator, a create at its path, or (a list of wrapped objects, `{space}`
 * ordered by `space.createdAt`) the create (201) answering the wrapped object's schema under the list's parameters.
 */
function adderOf(spec: ApiSpec, toolkit: Toolkit, list: ListOrder): Adder | undefined {
  const { op } = list;
  const populator = toolkit.populator(op.id);
  const atPath = spec.find('post', op.path);
  if (populator !== undefined) return { op: atPath ?? op, add: (s, params) => populator.add(s, params) };
  const name = spec.resourceName(op);
  const [outer, ...rest] = list.choices[0]?.by.field.split('.') ?? [];
  const wrapped =
    name === undefined || outer === undefined || rest.length === 0
      ? undefined
      : refName(propertiesOf(spec.document, { $ref: `#/components/schemas/${name}` })[outer]);
  const create = [
    ...(atPath !== undefined ? [atPath] : []),
    ...spec.operations.filter(
      (c) =>
        c.method === 'post' &&
        c.successStatuses.includes(201) &&
        wrapped !== undefined &&
        refName(c.responseSchemas.get(201)) === wrapped &&
        c.pathParams.every((p) => op.pathParams.includes(p)),
    ),
  ][0];
  if (create === undefined) return undefined;
  return {
    op: create,
    async add(s, params) {
      const body = await s.baseBody(create, params);
      return idOf(await s.mustRaw(create, { params, ...(body !== undefined ? { body } : {}) }));
    },
  };
}

interface Subject {
  list: ListOrder;
  adder?: Adder;
  /** The operations that set a key the list holds only once set (the ping), under the list's parameters. */
  touches: Operation[];
}

/** The fixtures' callers that are members of the organization: each sets its own key. */
const members = ['admin', 'reader'] as const;

/** The list's parameters (its own parent where one can be made) and the way to make its objects, in groups. */
async function prepare(s: Session, subject: Subject, f: Findings) {
  const params = await s.paramsFor(subject.list.op, 'fresh');
  const groups = new Map<string, number>();
  // The objects of one group are made at once: they fall within one second even on a slow target.
  const make = async (group: number, n: number) => {
    const { adder } = subject;
    if (adder === undefined) return;
    const ids = await Promise.all(Array.from({ length: n }, () => adder.add(s, params)));
    for (const id of ids) if (id !== undefined) groups.set(id, group);
  };
  return { subject, params, groups, make, f };
}

type State = Awaited<ReturnType<typeof prepare>>;

interface Reads {
  /** With no `order`: read where the choice's key is judged. */
  omitted?: Read;
  by: Map<Direction, Read>;
}

/**
 * Reads of one choice: with no `order` where its key is judged, then per direction (only the default one for an
 * explicit `sort` of the list's own key: the other directions are that key's).
 */
async function readsOf(s: Session, st: State, c: SortChoice, index: number): Promise<Reads> {
  const { list } = st.subject;
  const sort: Query = c.value === undefined || list.sortParam === undefined ? {} : { [list.sortParam]: c.value };
  const repeat = index > 0 && c.by.field === list.choices[0]?.by.field;
  const directions = repeat ? [list.defaultDirection] : list.directions;
  const [omitted, ...reads] = await Promise.all([
    c.timestamp ? readWhole(s, list.op, st.params, sort) : undefined,
    ...directions.map((d) => readWhole(s, list.op, st.params, { ...sort, order: d })),
  ]);
  return {
    ...(omitted !== undefined ? { omitted } : {}),
    by: new Map(directions.map((d, i) => [d, reads[i] as Read])),
  };
}

/** SORT-: each order monotone by the key, omitted = the default, other directions the exact reverse. */
function judgeChoice(st: State, c: SortChoice, reads: Reads, own: Read) {
  const { list } = st.subject;
  const { op, defaultDirection: d0 } = list;
  const f = st.f;
  const o: Ordering = { by: c.by, timestamp: c.timestamp, groups: st.groups };
  const base = choiceId(op, c);
  const idFor = (d: Direction) => (d === d0 ? base : sortId(op, `order.${d}`));
  const ok = (id: string, { failed, query }: Read) =>
    failed === undefined || f.require(id, false, () => `${label(op, query)}: ${answer(failed)}`);
  const first = reads.by.get(d0);
  for (const [d, read] of [...reads.by.entries(), ...(reads.omitted ? [[d0, reads.omitted] as const] : [])]) {
    if (!ok(idFor(d), read)) continue;
    const wrong = outOfOrder(o, read.items, d);
    f.require(idFor(d), wrong === undefined, () => `${label(op, read.query)}: ${wrong}`);
    if (c.by.onlyWithField)
      for (const item of read.items)
        f.require(
          base,
          fieldOf(item, c.by.field) !== undefined,
          () => `${label(op, read.query)} lists an item without ${c.by.field}: ${JSON.stringify(item).slice(0, 160)}`,
        );
  }
  if (first === undefined || first.failed !== undefined) return;
  const omitted = reads.omitted;
  if (omitted !== undefined && omitted.failed === undefined) {
    const differs = orderMismatch(o, first.items, omitted.items, false);
    f.require(
      base,
      differs === undefined,
      () => `${label(op, first.query)} and ${label(op, omitted.query)}: ${differs}`,
    );
  }
  for (const [d, read] of reads.by) {
    if (d === d0 || read.failed !== undefined) continue;
    const differs = orderMismatch(o, first.items, read.items, true);
    f.require(
      idFor(d),
      differs === undefined,
      () => `${label(op, first.query)} reversed is not ${label(op, read.query)}: ${differs}`,
    );
  }
  if (c.by.onlyWithField && own.failed === undefined) {
    const holders = own.items.filter((item) => fieldOf(item, c.by.field) !== undefined);
    const differs = differentItems(holders, first.items);
    f.require(
      base,
      differs === undefined,
      () => `the items of ${label(op, own.query)} that have ${c.by.field}, and ${label(op, first.query)}: ${differs}`,
    );
  }
}

/** Everything about one list once its objects are made. */
async function judgeList(s: Session, st: State): Promise<void> {
  const { list } = st.subject;
  const { op } = list;
  const reads = await Promise.all(list.choices.map((c, i) => readsOf(s, st, c, i)));
  const own = reads[0]?.by.get(list.defaultDirection);
  list.choices.forEach((c, i) => {
    const read = reads[i];
    if (c.timestamp && read !== undefined && own !== undefined) judgeChoice(st, c, read, own);
  });
  // One walk per distinct key (an explicit `sort` of the list's own key is the same list) and direction.
  const distinct = list.choices.filter((c, i) => list.choices.findIndex((o) => o.by.field === c.by.field) === i);
  const walks = distinct.flatMap((c) =>
    list.directions.map((d) => ({ c, d, read: reads[list.choices.indexOf(c)]?.by.get(d) })),
  );
  const cursors = await Promise.all(
    walks.map(async ({ read }) =>
      read === undefined || read.failed !== undefined
        ? undefined
        : walkPages(s, op, st.params, read, pagSortId(op), st.f),
    ),
  );
  const probes: { page: string; limit: number; query: Query; from: Query }[] = [];
  walks.forEach(({ d, read }, i) => {
    const walk = cursors[i];
    const other = list.directions.find((x) => x !== d);
    if (walk?.cursor === undefined || read === undefined || other === undefined) return;
    probes.push({ page: walk.cursor, limit: walk.limit, query: { ...read.query, order: other }, from: read.query });
    // The list's own key's cursor sent with each other `sort` key.
    if (i === 0 && list.sortParam !== undefined)
      for (const c of distinct.slice(1))
        probes.push({
          page: walk.cursor,
          limit: walk.limit,
          query: { ...read.query, [list.sortParam]: c.value },
          from: read.query,
        });
  });
  await Promise.all(
    probes.map(async ({ page, limit, query, from }) => {
      const exchange = await s.callRaw(op, { params: st.params, query: { ...query, limit, page } });
      st.f.require(
        cursorOrderId(op),
        isStatusWithErrorBody(exchange, 400),
        () => `a cursor of ${label(op, from)} sent with ${label(op, query)}: ${answer(exchange)}`,
      );
    }),
  );
}

/** Moves the clock to the start of the next second (so that what follows falls within one second), past a second. */
async function nextSecond(s: Session): Promise<void> {
  const now = await advanceClock(s, 1);
  await advanceClock(s, (1000 - (now % 1000)) / 1000);
}

/** One list: objects made a clock second apart (two within one second), then every read and walk. */
async function examineList(s: Session, subject: Subject, f: Findings, clock: Clock): Promise<void> {
  const st = await prepare(s, subject, f);
  await st.make(0, 1);
  await clock.step();
  // Within one second: two objects, and each member caller's key set (equal keys at a second's resolution).
  await Promise.all([
    st.make(1, 2),
    ...subject.touches.flatMap((touch) => members.map((as) => s.mustRaw(touch, { params: st.params, as }))),
  ]);
  await clock.step();
  await st.make(2, 1);
  await clock.step();
  await judgeList(s, st);
}

/**
 * The test clock of the lists made at once: each step waits for every list to reach it, then moves the clock (to
 * the start of the next second, then a second on): what each list makes between two steps falls within one second.
 */
interface Clock {
  step(): Promise<void>;
  /** A list that failed waits no more: the others go on without it. */
  leave(): void;
}

function sharedClock(s: Session, lists: number): Clock {
  let waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let left = lists;
  let steps = 0;
  const moves = [() => nextSecond(s), () => advanceClock(s, 1).then(() => undefined)];
  const release = () => {
    if (waiting.length === 0 || waiting.length < left) return;
    const go = waiting;
    waiting = [];
    const move = moves[steps++];
    const moved = s.env.capabilities.has('clock') && move !== undefined ? move() : Promise.resolve();
    moved.then(
      () => go.forEach((w) => w.resolve()),
      (error: unknown) => go.forEach((w) => w.reject(error)),
    );
  };
  return {
    step: () =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        release();
      }),
    leave() {
      left -= 1;
      release();
    },
  };
}

export const sortModule: SuiteModule = {
  name: 'sort',
  file: moduleFile(import.meta.url),
  build(spec, toolkit) {
    const lists = annotatedOrders(spec);
    const requirements = lists.flatMap(requirementsOf);
    const subjects = lists.map((list): Subject & { ids: string[] } => {
      const adder = adderOf(spec, toolkit, list);
      return {
        list,
        ids: requirementsOf(list).map((r) => r.id),
        ...(adder !== undefined ? { adder } : {}),
        touches: list.choices.flatMap((c) => {
          const setBy = c.by.setBy !== undefined && spec.has(c.by.setBy) ? spec.operation(c.by.setBy) : undefined;
          return setBy !== undefined && setBy.pathParams.every((p) => list.op.pathParams.includes(p)) ? [setBy] : [];
        }),
      };
    });
    if (subjects.length === 0) return { requirements, checks: [] };
    const check = propertyCheck({
      name: 'order of the lists',
      covers: requirements.map((r) => r.id),
      feeds: subjects
        .flatMap((sub) => [sub.list.op, ...(sub.adder !== undefined ? [sub.adder.op] : []), ...sub.touches])
        .flatMap(passiveIds),
      // It moves the test clock, which every other check sees, and walks organization-wide lists: alone.
      exclusive: true,
      example: {
        arbitrary: fc.constant(null),
        numRuns: 1,
        async examine(_, s, f) {
          // The lists of the selected requirements, all at once (a run of one profile makes no other list's objects).
          const active = subjects.filter((sub) => sub.ids.some((id) => f.watching(id)));
          const clock = sharedClock(s, active.length);
          const done = await Promise.allSettled(
            active.map((sub) =>
              examineList(s, sub, f, clock).catch((error: unknown) => {
                clock.leave();
                throw error;
              }),
            ),
          );
          const failed = done.find((d): d is PromiseRejectedResult => d.status === 'rejected');
          if (failed !== undefined) throw failed.reason;
        },
      },
    });
    return { requirements, checks: [check] };
  },
};
