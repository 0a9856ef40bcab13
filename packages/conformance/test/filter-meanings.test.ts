/** How an item is tested against a filter's `x-filter` meaning and a search's `x-search` fields (src/contract/filter-meanings.ts). */
import { describe, expect, it } from 'vitest';
import { containsCi, satisfies, topFields, valuesAt } from '../src/contract/filter-meanings.js';

const comment = { status: 'open', postedBy: { id: 'u1' }, target: { page: { id: 'p1' } } };
const hit = { title: 'Setup', sections: [{ title: 'Intro', body: 'Run the Conformance suite' }, { body: 'x' }] };

describe('filter meanings', () => {
  it('reads every value at a dotted path, crossing arrays', () => {
    expect(valuesAt(hit, 'sections.body')).toEqual(['Run the Conformance suite', 'x']);
    expect(valuesAt(comment, 'target.page.id')).toEqual(['p1']);
    expect(valuesAt(comment, 'target.node.id')).toEqual([]);
    expect(topFields(['postedBy.id', 'user.email', 'user.displayName'])).toEqual(['postedBy', 'user']);
  });

  it('tests eq (with the value that keeps all), in, contains-ci and top-level-when-false on the item alone', () => {
    expect(satisfies(comment, { op: 'eq', field: 'status', all: 'all' }, 'open')).toBe(true);
    expect(satisfies(comment, { op: 'eq', field: 'status', all: 'all' }, 'resolved')).toBe(false);
    expect(satisfies(comment, { op: 'eq', field: 'status', all: 'all' }, 'all')).toBe(true);
    expect(satisfies(comment, { op: 'in', field: 'postedBy.id' }, ['u2', 'u1'])).toBe(true);
    expect(satisfies(comment, { op: 'in', field: 'postedBy.id' }, ['u2'])).toBe(false);
    expect(satisfies({ title: 'Writers' }, { op: 'contains-ci', field: 'title' }, 'RIT')).toBe(true);
    expect(satisfies({ title: 'Writers' }, { op: 'contains-ci', field: 'title' }, 'rs!')).toBe(false);
    const nested = { op: 'top-level-when-false', field: 'parent' } as const;
    expect(satisfies({ parent: 'c1' }, nested, true)).toBe(true);
    expect(satisfies({ parent: 'c1' }, nested, false)).toBe(false);
    expect(satisfies({ parent: null }, nested, false)).toBe(true);
    expect(satisfies({}, nested, false)).toBe(true);
  });

  it('leaves the relations an item does not show undecided', () => {
    expect(satisfies({}, { op: 'includes', via: { operationId: 'listSiteSpaces', field: 'space.id' } }, 's')).toBe(
      undefined,
    );
    expect(satisfies({}, { op: 'opaque' }, 'u1')).toBe(undefined);
  });

  it('finds a search text in any of the fields, ignoring case', () => {
    expect(containsCi(hit, ['title', 'sections.title', 'sections.body'], 'conformance')).toBe(true);
    expect(containsCi(hit, ['title', 'sections.title'], 'conformance')).toBe(false);
  });
});
