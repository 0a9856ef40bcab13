import { describe, expect, it } from 'vitest';
import { plainText } from '../src/domain/markdown.js';
import {
  buildTree,
  emptyContent,
  flattenPages,
  mergeContent,
  slugify,
  type RevisionContent,
  type StoredPage,
} from '../src/domain/revision-content.js';

const page = (id: string, markdown: string, pages: StoredPage[] = []): StoredPage => ({
  id,
  title: id.toUpperCase(),
  type: 'document',
  slug: id,
  markdown,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  pages,
});
const content = (pages: StoredPage[]): RevisionContent => ({ ...emptyContent(), pages });
const titles = (c: RevisionContent) => flattenPages(c.pages).map((f) => `${f.path}:${f.page.markdown ?? ''}`);

describe('revision content', () => {
  it('derives paths from the slugs of ancestors and rebuilds the same tree', () => {
    const tree = [page('a', 'A', [page('b', 'B', [page('c', 'C')])]), page('d', 'D')];
    expect(flattenPages(tree).map((f) => f.path)).toEqual(['a', 'a/b', 'a/b/c', 'd']);
    expect(buildTree(flattenPages(tree))).toEqual(tree);
    expect(slugify('Getting Started — Ünïcode!')).toBe('getting-started-unicode');
  });

  it('merges pages changed on different sides and keeps both', () => {
    const base = content([page('a', 'A'), page('b', 'B')]);
    const ours = content([page('a', 'A2'), page('b', 'B'), page('n', 'new')]);
    const theirs = content([page('a', 'A'), page('b', 'B2')]);
    const merged = mergeContent(base, ours, theirs);
    expect('content' in merged && titles(merged.content)).toEqual(['a:A2', 'b:B2', 'n:new']);
  });

  it('reports a page changed differently on both sides as a conflict naming it', () => {
    const base = content([page('a', 'A')]);
    expect(mergeContent(base, content([page('a', 'ours')]), content([page('a', 'theirs')]))).toEqual({
      conflict: { pageId: 'a', title: 'A' },
    });
    expect(mergeContent(base, content([]), content([page('a', 'edited')]))).toEqual({
      conflict: { pageId: 'a', title: 'A' },
    });
  });

  it('reports two pages added at the same path on both sides as a conflict', () => {
    const added = (id: string) => ({ ...page(id, id), slug: 'docs', title: 'Docs' });
    expect(mergeContent(content([]), content([added('ours')]), content([added('theirs')]))).toMatchObject({
      conflict: { title: 'Docs' },
    });
  });

  it('does not mistake a sibling shifting position for a conflict', () => {
    const base = content([page('a', 'A'), page('b', 'B'), page('c', 'C')]);
    const ours = content([page('b', 'B'), page('c', 'C')]);
    const theirs = content([page('a', 'A'), page('b', 'B'), page('c', 'C2')]);
    const merged = mergeContent(base, ours, theirs);
    expect('content' in merged && titles(merged.content)).toEqual(['b:B', 'c:C2']);
  });
});

describe('plainText', () => {
  it('keeps what a reader sees and drops link destinations and markup', () => {
    expect(
      plainText(
        '# Title\n\nSee [the zebra guide](zebra-guide) and ![a logo](files/x.png).\n\n```js\nconst x = 1;\n```',
      ),
    ).toBe('Title\nSee the zebra guide and a logo.\nconst x = 1;');
  });
});
