/**
 * What a search finds (spec: every query parameter with `x-search`, packages/spec README › Filters and searches),
 * SEARCH-<op>, SHOULD (how text matches is the reference's reading, docs/behaviour.md#list-filters):
 * - `full-text` (searchSpaceContent, searchOrganizationContent `query`): a page imported into a space of the
 *   check's own (the space's content import, from the fixtures' `publicPageUrl`) is found by a word of its title
 *   within a few seconds (polled: an index may lag), every hit in that space shows the word (its title or one of its
 *   sections, ignoring case), and a word no page has finds nothing;
 * - `contains-ci` (listMembersInOrganizationById `search`): the list keeps exactly the items one of whose fields
 *   holds the text, ignoring case ("Matches the display name and the email of the member").
 */
import fc from 'fast-check';
import { NotApplicable } from '../../engine/errors.js';
import { moduleFile, type Built, type SuiteModule } from '../../engine/module.js';
import type { Findings } from '../../engine/property.js';
import { propertyCheck } from '../../engine/property-check.js';
import { behaviour } from '../../engine/sources.js';
import type { Session } from '../../engine/session.js';
import type { Params } from '../../engine/session-registry.js';
import type { Requirement } from '../../engine/types.js';
import type { SearchMeaning } from '@docs-api/spec';
import { containsCi, searchesOf, topFields, valuesAt, type Annotated } from '../../contract/filter-meanings.js';
import { propertiesOf, resolve } from '../../contract/schema-walk.js';
import type { ApiSpec, Operation } from '../../contract/operations.js';
import { about, answer, itemKey } from '../entries-and-answers.js';
import { readAll, type Read } from './filtered-pages.js';
import { passiveIds } from './locks-and-params.js';

export const searchId = (op: Operation): string => `SEARCH-${op.id}`;

/** How long a page just imported may take to be found, and the first pause between two searches (doubling). */
const FOUND_WITHIN_MS = 3_000;
const FIRST_POLL_MS = 50;

type Search = Annotated<SearchMeaning>;
interface Draw {
  salt: number;
  token: string;
}

/** The hits of a search answer: each item, or the objects at `hits` of an item that groups them (`pages`). */
const hitsOf = (meaning: SearchMeaning, item: unknown): unknown[] =>
  meaning.hits !== undefined && typeof item === 'object' && item !== null && meaning.hits in item
    ? valuesAt(item, meaning.hits)
    : [item];

/** Every page of a `{pages: [...]}` tree, sub-pages included. */
function pagesIn(tree: unknown): { id: string; title: string }[] {
  const pages = (tree as { pages?: unknown } | undefined)?.pages;
  if (!Array.isArray(pages)) return [];
  return pages.flatMap((page) => {
    const { id, title } = page as { id?: unknown; title?: unknown };
    return [...(typeof id === 'string' && typeof title === 'string' ? [{ id, title }] : []), ...pagesIn(page)];
  });
}

/** A space of the check's own with imported pages, and a word of one page's title with that page's id. */
async function importedWord(
  s: Session,
  spaceSearch: Operation,
): Promise<{ params: Params; word: string; pageId: string }> {
  const importOp = s.spec.operations.find(
    (op) => op.method === 'post' && op.path === spaceSearch.path.replace(/\/search$/, '/content/import'),
  );
  const pagesOp = s.spec.find('get', spaceSearch.path.replace(/\/search$/, '/content/pages'));
  if (importOp === undefined || pagesOp === undefined)
    throw new NotApplicable(`${spaceSearch.id}: the spec has no content import or pages list beside it`);
  const params = await s.paramsFor(spaceSearch, 'own');
  const body = await s.baseBody(importOp, params);
  await s.mustRaw(importOp, { params, ...(body !== undefined ? { body } : {}) });
  const pages = pagesIn((await s.mustRaw(pagesOp, { params })).json);
  const words = pages.flatMap((page) =>
    (page.title.match(/[A-Za-z]{4,}/g) ?? []).map((word) => ({ word, pageId: page.id })),
  );
  const best = words.sort((a, b) => b.word.length - a.word.length)[0];
  if (best === undefined)
    throw new NotApplicable(`no imported page of ${s.fixtures.publicPageUrl ?? ''} has a title word to search for`);
  return { params, ...best };
}

/** Searches until `found` holds or the bound passes (never a fixed wait: the first answer that has it ends it). */
async function searchUntil(
  s: Session,
  op: Operation,
  params: Params,
  text: string,
  found: (read: Read) => boolean,
): Promise<Read> {
  const deadline = Date.now() + FOUND_WITHIN_MS;
  let pause = FIRST_POLL_MS;
  for (;;) {
    const read = await readAll(s, op, params, { query: text });
    if (read.status !== 200 || found(read) || Date.now() + pause > deadline) return read;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause *= 2;
  }
}

/** The full-text searches of the spec, judged on one imported space. */
async function examineFullText(
  s: Session,
  searches: { op: Operation; search: Search }[],
  draw: Draw,
  f: Findings,
): Promise<void> {
  const spaceSearch = searches.find(({ op }) => op.pathParams.includes('spaceId'));
  if (spaceSearch === undefined) throw new NotApplicable('no content search of a space to import into');
  const { params, word, pageId } = await importedWord(s, spaceSearch.op);
  const spaceId = params['spaceId'] ?? '';
  const text = draw.salt % 2 === 0 ? word.toLowerCase() : word.toUpperCase();
  for (const { op, search } of searches) {
    const id = searchId(op);
    const opParams = { ...params, organizationId: params['organizationId'] ?? s.fixtures.organizationId };
    // Hits of the check's space: the items themselves, or the pages of the item that is that space.
    const ours = (read: Read): unknown[] =>
      op.pathParams.includes('spaceId')
        ? read.items.flatMap((item) => hitsOf(search.meaning, item))
        : read.items.filter((item) => itemKey(item) === spaceId).flatMap((item) => hitsOf(search.meaning, item));
    const found = await searchUntil(s, op, opParams, text, (read) => ours(read).some((hit) => itemKey(hit) === pageId));
    if (!f.require(id, found.status === 200, () => `query=${text}: ${answer(found.exchange)}`)) continue;
    f.require(
      id,
      ours(found).some((hit) => itemKey(hit) === pageId),
      () =>
        `query=${text}: page ${pageId} of space ${spaceId}, titled with it, was not found within ${FOUND_WITHIN_MS} ms`,
    );
    const without = ours(found).filter((hit) => !containsCi(hit, search.meaning.field, text));
    f.require(
      id,
      without.length === 0,
      () =>
        `query=${text} found ${without.map(itemKey).join(', ')} in space ${spaceId}, which do not show it: ${JSON.stringify(without[0]).slice(0, 200)}`,
    );
    if (found.count !== undefined)
      f.require(
        id,
        found.count === found.items.length,
        () => `query=${text}: count ${String(found.count)}, items ${found.items.length}`,
      );
    const nothing = await readAll(s, op, opParams, { query: `zq${draw.token}` });
    f.require(
      id,
      nothing.status === 200 && nothing.items.length === 0,
      () => `query=zq${draw.token} (no page has it): ${answer(nothing.exchange)}`,
    );
  }
}

/** A list's `contains-ci` search: exactly the items holding the text, for a text drawn from an item and one no item has. */
async function examineContains(s: Session, op: Operation, search: Search, draw: Draw, f: Findings): Promise<void> {
  const id = searchId(op);
  const params = await s.paramsFor(op, 'shared');
  const before = await readAll(s, op, params, {});
  const texts = search.meaning.field.flatMap((field) => {
    const strings = before.items
      .flatMap((item) => valuesAt(item, field))
      .filter((v): v is string => typeof v === 'string');
    const picked = strings[draw.salt % Math.max(1, strings.length)]?.match(/[A-Za-z0-9]{3,}/)?.[0];
    return picked === undefined ? [] : [picked.slice(0, 4).toUpperCase()];
  });
  const reads = new Map<string, Read>();
  for (const text of [...new Set(texts), `zq${draw.token}`])
    reads.set(text, await readAll(s, op, params, { [search.name]: text }));
  const after = await readAll(s, op, params, {});
  const stable = before.items.filter((item) => after.keys.includes(itemKey(item)));
  for (const [text, read] of reads) {
    const what = `${search.name}=${text}`;
    if (!f.require(id, read.status === 200, () => `${what}: ${answer(read.exchange)}`)) continue;
    const wrong = read.items.filter((item) => !containsCi(item, search.meaning.field, text));
    f.require(
      id,
      wrong.length === 0,
      () =>
        `${what} answered ${wrong.map(itemKey).join(', ')}, whose ${search.meaning.field.join(' and ')} do not hold it`,
    );
    const left = stable.filter(
      (item) => containsCi(item, search.meaning.field, text) && !read.keys.includes(itemKey(item)),
    );
    f.require(id, left.length === 0, () => `${what} leaves out ${left.map(itemKey).join(', ')}, which hold it`);
    if (read.count !== undefined)
      f.require(
        id,
        read.count === read.items.length,
        () => `${what}: count ${String(read.count)}, items ${read.items.length}`,
      );
  }
}

/** The top-level item fields a search's judgment reads: those its hits show, or the field grouping them (`pages`). */
function readsOf(spec: ApiSpec, op: Operation, meaning: SearchMeaning): string[] {
  const schema = op.responseSchemas.get(op.successStatuses[0] ?? 200);
  const items = schema === undefined ? undefined : propertiesOf(spec.document, schema)['items'];
  const item = items === undefined ? undefined : resolve(spec.document, items).items;
  const fields = item === undefined ? {} : propertiesOf(spec.document, item);
  return meaning.hits !== undefined && meaning.hits in fields ? [meaning.hits] : topFields(meaning.field);
}

const arbitrary = fc.record({ salt: fc.nat({ max: 1000 }), token: fc.stringMatching(/^[a-z0-9]{12}$/) });

function searchChecks(spec: ApiSpec): Built {
  const searched = spec.operations.flatMap((op) => searchesOf(spec, op).map((search) => ({ op, search })));
  const requirement = ({ op, search }: { op: Operation; search: Search }): Requirement =>
    about(op, {
      id: searchId(op),
      // The contract names the searches ("matches displayName and email"), not how text matches: the reference's.
      level: 'SHOULD',
      source: behaviour('list-filters'),
      category: 'state',
      statement:
        search.meaning.op === 'full-text'
          ? `${op.id}: a page just imported into a space is found by a word of its title within ${FOUND_WITHIN_MS / 1000} s, every hit of that space shows the word (${search.meaning.field.join(', ')}, ignoring case), and a word no page has finds nothing`
          : `${op.id}: \`?${search.name}\` keeps exactly the items whose ${search.meaning.field.join(' or ')} holds the text, ignoring case`,
      judges: [`?${search.name}`],
      reads: readsOf(spec, op, search.meaning),
    });
  const fullText = searched.filter(({ search }) => search.meaning.op === 'full-text');
  const checks = searched
    .filter(({ search }) => search.meaning.op === 'contains-ci')
    .map(({ op, search }) =>
      propertyCheck({
        name: `search ${op.id}`,
        covers: [searchId(op)],
        feeds: passiveIds(op),
        example: { arbitrary, numRuns: 1, examine: (draw, s, f) => examineContains(s, op, search, draw, f) },
      }),
    );
  if (fullText.length > 0)
    checks.push(
      propertyCheck({
        name: 'search content',
        covers: fullText.map(({ op }) => searchId(op)),
        feeds: fullText.flatMap(({ op }) => passiveIds(op)),
        example: { arbitrary, numRuns: 1, examine: (draw, s, f) => examineFullText(s, fullText, draw, f) },
      }),
    );
  return { requirements: searched.map(requirement), checks };
}

export const searchModule: SuiteModule = {
  name: 'search',
  file: moduleFile(import.meta.url),
  build: (spec) => searchChecks(spec),
};
