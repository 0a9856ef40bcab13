/**
 * spec schema ListEnvelope; spec (every operation's success status and response schemas) — every list operation pages with `limit` and
 * the `next.page` cursor. Walking the pages of a list the fixtures populate (N random items, a random `limit`)
 * must give every item once, no page over `limit`, and a `next` that works (MUST). `count` is the total, the
 * last page has no `next`, and a garbage or foreign cursor is a 400 (docs/behaviour.md#pagination, SHOULD).
 */
import fc from 'fast-check';
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { behaviour, contract, listPaging } from '../../engine/sources.js';
import { idOf, type Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import type { Level, Requirement, Source } from '../../engine/types.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { answer, about, idsOf, isStatusWithErrorBody, itemKey, itemsOf, nextPageOf } from '../entries-and-answers.js';
import { allItems } from './field-io.js';
import { passiveIds, walkLockOf } from './locks-and-params.js';
import { stringMatching } from '../../contract/strings.js';

/** What `count` means, the last page, cursors: the contract leaves them open ("not shown"), the reference's are here. */
const paging = behaviour('pagination');

const rules: { rule: string; level: Level; source: Source; statement: string }[] = [
  {
    rule: 'NEXT',
    level: 'MUST',
    source: contract(
      'Resources and their fields › Shared shapes',
      '`next` object `{page: string}` (the value to pass as query `page`)',
    ),
    statement: 'a `next.page` it returns works: passed as `page` it answers 200 with the following items',
  },
  { rule: 'NO-DUP', level: 'MUST', source: listPaging, statement: 'walking the pages gives no item twice' },
  {
    rule: 'NO-MISSING',
    level: 'MUST',
    source: listPaging,
    statement: 'walking the pages gives every item of the list',
  },
  {
    rule: 'PAGE-SIZE',
    level: 'MUST',
    source: contract('Limits', '`limit` (page size) max 1000 on every list operation.'),
    statement: 'no page holds more items than `limit`',
  },
  {
    rule: 'COUNT',
    level: 'SHOULD',
    source: paging,
    statement: '`count` is the number of items in the whole list, on every page',
  },
  { rule: 'LAST', level: 'SHOULD', source: paging, statement: 'the page with the last item has no `next`' },
  {
    rule: 'BAD-CURSOR',
    level: 'SHOULD',
    source: paging,
    statement: 'a garbage `page`, or a cursor of another list, is refused with 400 and the error body',
  },
];

export const paginationId = (rule: string, op: Operation): string => `PAG-${rule}.${op.id}`;

interface Walk {
  pages: number;
  extra: number;
  garbage: string;
}

/** Adds one item to the list; undefined when the list cannot grow (no way to add, or nothing left to add). */
async function addItem(s: Session, list: Operation, params: Params): Promise<string | undefined> {
  const populator = s.env.toolkit.populator(list.id);
  if (populator !== undefined) return populator.add(s, params);
  const create = ['post', 'put']
    .map((m) => s.spec.find(m as 'post' | 'put', list.path))
    .find((op) => op?.successStatuses.includes(201));
  if (create === undefined) return undefined;
  const body = await s.baseBody(create, params);
  return idOf(await s.mustRaw(create, { params, ...(body !== undefined ? { body } : {}) }));
}

/** A cursor of another list: the first organization-level list with a second page (all asked at once). */
async function foreignCursor(s: Session, list: Operation): Promise<string | undefined> {
  const donors = s.spec.operations.filter(
    (op) => s.spec.isList(op) && op.id !== list.id && op.pathParams.join() === 'organizationId',
  );
  const pages = await Promise.all(
    donors.map(async (donor) => {
      const exchange = await s.callRaw(donor, {
        params: { organizationId: s.fixtures.organizationId },
        query: { limit: 1 },
        allowNotImplemented: true,
      });
      return exchange.status === 200 ? nextPageOf(exchange) : undefined;
    }),
  );
  return pages.find((page) => page !== undefined);
}

async function walk(s: Session, list: Operation, params: Params, example: Walk, findings: Findings): Promise<void> {
  const id = (rule: string) => paginationId(rule, list);
  // The items added all at once: the walk reads the list only once they are in.
  const added = await Promise.all(Array.from({ length: example.extra }, () => addItem(s, list, params)));
  const created = added.filter((id) => id !== undefined);
  // The whole list, past its first 1000 items when a long-lived organization has more (its first page must answer).
  const first = await s.mustRaw(list, { params, query: { limit: 1000 } });
  const reference = (await allItems(s, list, params, {}, first)).map(itemKey);
  const total = reference.length;
  const limit = Math.min(1000, Math.max(1, Math.ceil(total / example.pages)));
  const seen: string[] = [];
  const seenIds = new Set<string>();
  let completed = false;
  let page: string | undefined;
  const maxPages = Math.ceil(total / limit) + 2;
  for (let n = 0; n < maxPages; n++) {
    const exchange = await s.callRaw(list, { params, query: { limit, ...(page !== undefined ? { page } : {}) } });
    if (
      !findings.require(
        id('NEXT'),
        exchange.status === 200,
        () => `${page === undefined ? 'the first page' : `the page of cursor ${page}`}: ${answer(exchange)}`,
      )
    )
      return;
    const items = itemsOf(exchange).map(itemKey);
    for (const item of itemsOf(exchange)) for (const itemId of idsOf(item)) seenIds.add(itemId);
    findings.require(
      id('PAGE-SIZE'),
      items.length <= limit,
      () => `limit=${limit} gave a page of ${items.length} items`,
    );
    const count = (exchange.json as { count?: unknown }).count;
    findings.require(
      id('COUNT'),
      count === total,
      () => `count is ${String(count)} on a page of a list of ${total} items`,
    );
    for (const key of items)
      findings.require(
        id('NO-DUP'),
        !seen.includes(key),
        () => `item ${key} came twice (limit=${limit}, ${total} items)`,
      );
    seen.push(...items);
    page = nextPageOf(exchange);
    if (!completed && reference.every((key) => seen.includes(key))) {
      completed = true;
      findings.require(
        id('LAST'),
        page === undefined,
        () => `the page with the last item (limit=${limit}, ${total} items) has next ${String(page)}`,
      );
    }
    if (page === undefined) break;
  }
  const missing = [...reference.filter((key) => !seen.includes(key)), ...created.filter((key) => !seenIds.has(key))];
  findings.require(
    id('NO-MISSING'),
    missing.length === 0,
    () =>
      `items ${missing.slice(0, 5).join(', ')} never came (limit=${limit}, ${total} items, ${created.length} created)`,
  );
  await badCursors(s, list, params, example, findings);
}

async function badCursors(
  s: Session,
  list: Operation,
  params: Params,
  example: Walk,
  findings: Findings,
): Promise<void> {
  const id = paginationId('BAD-CURSOR', list);
  const [garbage, foreign] = await Promise.all([
    s.callRaw(list, { params, query: { limit: 1, page: example.garbage } }),
    foreignCursor(s, list),
  ]);
  findings.require(id, isStatusWithErrorBody(garbage, 400), () => `page=${example.garbage}: ${answer(garbage)}`);
  if (foreign === undefined) return;
  const exchange = await s.callRaw(list, { params, query: { limit: 1, page: foreign } });
  findings.require(
    id,
    isStatusWithErrorBody(exchange, 400),
    () => `a cursor of another list (${foreign}): ${answer(exchange)}`,
  );
}

function requirementsOf(op: Operation): Requirement[] {
  return rules.map(({ rule, level, source, statement }) =>
    about(op, {
      id: paginationId(rule, op),
      level,
      source,
      category: 'pagination',
      section: 'List envelope',
      statement: `${op.id}: ${statement}`,
    }),
  );
}

export const paginationModule: SuiteModule = {
  name: 'pagination',
  file: moduleFile(import.meta.url),
  build(spec: ApiSpec, toolkit) {
    const lists = spec.operations.filter((op) => spec.isList(op));
    const checks = lists.map((list) => {
      const container = list.pathParams.at(-1);
      const isolated = container !== undefined && toolkit.canIsolate(container, list);
      return propertyCheck({
        name: `pagination ${list.id}`,
        covers: requirementsOf(list).map((r) => r.id),
        feeds: passiveIds(list),
        // A list every check adds to (the organization's spaces) is walked while nothing else runs; walks of lists
        // of other kinds at the same time. A search finds any kind: it runs alone.
        exclusive: !isolated,
        ...(!isolated && list.id !== 'searchOrganizationContent' ? { locks: [walkLockOf(list)] } : {}),
        // The shared objects the list is in, made before any walk starts (a space that appears in a walk of spaces).
        ...(!isolated ? { prepare: (s: Session) => s.paramsFor(list, 'shared').then(() => undefined) } : {}),
        example: {
          arbitrary: fc.record({
            pages: fc.integer({ min: 2, max: 4 }),
            extra: fc.integer({ min: 1, max: 5 }),
            garbage: stringMatching(/^[A-Za-z0-9_-]{6,24}$/),
          }),
          // Every seed walks the fewest and the most pages with the fewest and the most added items; drawn walks on top.
          always: [
            { pages: 2, extra: 1, garbage: 'conformanceCursor0' },
            { pages: 4, extra: 5, garbage: 'conformance-cursor-1' },
          ],
          numRuns: isolated ? 2 : 1,
          // A list of a container of its own per example: those examples run at once.
          ...(isolated ? { independent: true } : {}),
          async examine(example, s, findings) {
            const params = await s.paramsFor(list, isolated ? 'fresh' : 'shared');
            await walk(s, list, params, example, findings);
          },
        },
      });
    });
    return { requirements: lists.flatMap(requirementsOf), checks };
  },
};
