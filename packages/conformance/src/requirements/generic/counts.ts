/**
 * Counts that follow the data (spec: List envelope `count`; the parents' counters such as Space
 * `changeRequestsOpen`, Comment `replies`, Team `members`). For every list with a create at its own path under a
 * parent a check can make fresh, items are created and deleted one by one (drawn), and on the very next request
 * the list's `count` (SHOULD, like PAG-COUNT: docs/behaviour.md#pagination) and every counter of the parent named
 * after the list (MUST: the field's meaning) equal what the model holds.
 */
import fc from 'fast-check';
import { moduleFile, joinBuilt, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { behaviour, contract } from '../../engine/sources.js';
import { idOf, type Session } from '../../engine/session.js';
import type { Params, Toolkit } from '../../engine/session-registry.js';
import type { Requirement, Source } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { propertiesOf } from '../../contract/schema-walk.js';
import { about, answer } from '../entries-and-answers.js';
import { counterRows } from './counter-rows.js';
import { passiveIds } from './locks-and-params.js';

export const countId = (list: Operation): string => `COUNT-FOLLOWS.${list.id}`;
export const counterId = (parent: Operation, field: string): string => `COUNT-PARENT.${parent.id}.${field}`;

const camel = (segment: string): string => segment.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

interface Counter {
  field: string;
  /** The list query the counter counts (`status=open` for `changeRequestsOpen`). */
  query: Record<string, string>;
}

/** The parent's integer fields named after the list (`replies`; `changeRequests` + a `status` value). */
function countersOf(spec: ApiSpec, list: Operation, parent: Operation): Counter[] {
  const name = camel(list.path.slice(list.path.lastIndexOf('/') + 1));
  const schema = parent.responseSchemas.get(200);
  if (schema === undefined) return [];
  const statuses = list.queryParams.find((p) => p.name === 'status')?.schema as { enum?: string[] } | undefined;
  const counters: Counter[] = [];
  for (const field of Object.keys(propertiesOf(spec.document, schema))) {
    if (field === name) counters.push({ field, query: {} });
    const suffix = field.startsWith(name) ? field.slice(name.length).toLowerCase() : '';
    if (suffix !== '' && statuses?.enum?.includes(suffix) === true) counters.push({ field, query: { status: suffix } });
  }
  return counters;
}

const countOf = (json: unknown): unknown => (json as { count?: unknown } | undefined)?.count;

async function judge(
  s: Session,
  list: Operation,
  parent: Operation | undefined,
  counters: Counter[],
  params: Params,
  expected: Map<string, number>,
  after: string,
  f: Findings,
): Promise<void> {
  const page = await s.callRaw(list, { params, query: { limit: 1 } });
  const want = expected.get('') ?? 0;
  f.require(
    countId(list),
    countOf(page.json) === want,
    () => `after ${after}, ${answer(page)}; count should be ${want}`,
  );
  if (parent === undefined || counters.length === 0) return;
  const read = await s.callRaw(parent, { params });
  for (const { field } of counters) {
    const value = (read.json as Record<string, unknown> | undefined)?.[field];
    const should = expected.get(field) ?? 0;
    f.require(
      counterId(parent, field),
      value === should,
      () => `after ${after}, ${parent.id} answers ${field} ${JSON.stringify(value)}; the list holds ${should}`,
    );
  }
}

/**
 * How a check adds one item to the list: its create (a POST at the list's path), else the module's populator
 * (a team's members are added by id with a PUT). Answers the new item's id and its JSON (`{}` when none).
 */
export interface Adder {
  /** The operation named in statements, fed to the passive requirements. */
  op: Operation;
  add(s: Session, params: Params): Promise<{ id: string; json: Record<string, unknown> } | undefined>;
}

export function adderOf(spec: ApiSpec, toolkit: Toolkit, list: Operation): Adder | undefined {
  const create = spec.find('post', list.path);
  if (create !== undefined)
    return {
      op: create,
      async add(s, params) {
        const created = await s.mustRaw(create, { params, body: (await s.baseBody(create, params)) ?? {} });
        return { id: idOf(created), json: (created.json ?? {}) as Record<string, unknown> };
      },
    };
  const populator = toolkit.populator(list.id);
  const put = spec.operations.find(
    (op) =>
      op.method === 'put' &&
      op.path.startsWith(`${list.path}/{`) &&
      op.pathParams.length === list.pathParams.length + 1,
  );
  if (populator === undefined || put === undefined) return undefined;
  return {
    op: put,
    async add(s, params) {
      const id = await populator.add(s, params);
      return id === undefined ? undefined : { id, json: {} };
    },
  };
}

/** The contract's row of each counter the family judges (`<schema>.<field>`): what the field counts. */
const counters: Record<string, Source> = {
  ...counterRows,
  'Site.siteSpaces': contract('Resources and their fields › Site', '`siteSpaces` | number | Required'),
};

/** The contract's row of a counter; a counter it does not describe cannot be judged here. */
function counterSource(schema: string, field: string): Source {
  const source = counters[`${schema}.${field}`];
  if (source === undefined)
    throw new Error(`COUNT-PARENT: no sentence of the contract says what ${schema}.${field} counts`);
  return source;
}

function countsOf(spec: ApiSpec, toolkit: Toolkit, list: Operation): Built {
  const adder = adderOf(spec, toolkit, list);
  const last = list.pathParams.at(-1);
  if (adder === undefined || last === undefined || last === 'organizationId' || !toolkit.canIsolate(last, adder.op))
    return { requirements: [], checks: [] };
  const create = adder.op;
  const remove = spec.operations.find(
    (op) =>
      op.method === 'delete' &&
      op.path.startsWith(`${list.path}/{`) &&
      op.pathParams.length === list.pathParams.length + 1,
  );
  const parent = spec.find('get', list.path.slice(0, list.path.lastIndexOf('/')));
  const counters = parent === undefined ? [] : countersOf(spec, list, parent);
  const section = 'Endpoints › Conventions';
  const requirements: Requirement[] = [
    about(list, {
      id: countId(list),
      level: 'SHOULD',
      source: behaviour('pagination'),
      section,
      category: 'pagination',
      statement: `right after each ${create.id}${remove !== undefined ? ` and ${remove.id}` : ''}, ${list.id}'s count is the number of items`,
    }),
    ...counters.map(({ field, query }) =>
      about(parent as Operation, {
        id: counterId(parent as Operation, field),
        level: 'MUST',
        source: counterSource(spec.resourceName(parent as Operation) ?? '', field),
        section,
        category: 'state',
        operations: [parent?.id ?? '', list.id, create.id],
        statement: `right after each ${create.id}${remove !== undefined ? ` and ${remove.id}` : ''}, ${parent?.id}'s ${field} equals the number of items of ${list.id}${Object.keys(query).length > 0 ? ` with ${new URLSearchParams(query).toString()}` : ''}`,
      }),
    ),
  ];
  const check = propertyCheck({
    name: `counts ${list.id}`,
    covers: requirements.map((r) => r.id),
    feeds: [list, create, ...(remove !== undefined ? [remove] : []), ...(parent !== undefined ? [parent] : [])].flatMap(
      passiveIds,
    ),
    example: {
      arbitrary: fc.array(fc.boolean(), { minLength: 2, maxLength: 5 }),
      numRuns: 1,
      async examine(steps, s, f) {
        const params = await s.paramsFor(list, 'own');
        const expected = new Map<string, number>();
        const counted = async (query: Record<string, string>) =>
          countOf((await s.callRaw(list, { params, query: { ...query, limit: 1 } })).json);
        expected.set('', Number(await counted({})));
        for (const { field, query } of counters) expected.set(field, Number(await counted(query)));
        const made: { id: string; json: Record<string, unknown> }[] = [];
        for (const add of [true, ...steps]) {
          const item = add || remove === undefined ? undefined : made.pop();
          if (item === undefined) {
            const added = await adder.add(s, params);
            if (added === undefined) break; // nothing left to add (a team holds every member)
            made.push(added);
            adjust(expected, counters, added.json, 1);
            await judge(s, list, parent, counters, params, expected, `${create.id} (${made.length} made)`, f);
          } else if (remove !== undefined) {
            await s.mustRaw(remove, { params: { ...params, [remove.pathParams.at(-1) ?? '']: item.id } });
            adjust(expected, counters, item.json, -1);
            await judge(s, list, parent, counters, params, expected, `${remove.id} of ${item.id}`, f);
          }
        }
      },
    },
  });
  return { requirements, checks: [check] };
}

/** The model: the list count moves by one; a counter moves when the item matches its query. */
function adjust(expected: Map<string, number>, counters: Counter[], item: Record<string, unknown>, by: number): void {
  expected.set('', (expected.get('') ?? 0) + by);
  for (const { field, query } of counters)
    if (Object.entries(query).every(([name, value]) => item[name] === value))
      expected.set(field, (expected.get(field) ?? 0) + by);
}

export const countsModule: SuiteModule = {
  name: 'counts',
  file: moduleFile(import.meta.url),
  build(spec, toolkit) {
    return joinBuilt(spec.operations.filter((op) => spec.isList(op)).map((list) => countsOf(spec, toolkit, list)));
  },
};
