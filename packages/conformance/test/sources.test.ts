/**
 * Every requirement names where it comes from: a sentence of the contract (docs/contract.md, quoted as it stands in
 * the section named), an RFC section, or a section of docs/behaviour.md. Only the contract and RFCs make a MUST,
 * and the catalogue refuses to build a MUST resting on docs/behaviour.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../src/index.js';
import type { SuiteModule } from '../src/engine/module.js';
import type { Requirement } from '../src/engine/types.js';

const catalogue = buildCatalogue();
const doc = (name: string) => readFileSync(new URL(`../../../docs/${name}`, import.meta.url), 'utf8');
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Section {
  path: string;
  body: string;
}

/** The `##` and `###` sections of a Markdown page: `Parent › Child` and the text under each (its children's too). */
function sectionsOf(markdown: string): Section[] {
  const lines = markdown.split('\n');
  const headings = lines.flatMap((line, at) => {
    const match = /^(#{2,3}) (.+)$/.exec(line);
    return match === null ? [] : [{ depth: match[1]?.length ?? 0, title: match[2] ?? '', at }];
  });
  let parent = '';
  return headings.map((heading, index) => {
    if (heading.depth === 2) parent = heading.title;
    const end = headings.slice(index + 1).find((next) => next.depth <= heading.depth)?.at ?? lines.length;
    return {
      path: heading.depth === 2 ? heading.title : `${parent} › ${heading.title}`,
      body: lines.slice(heading.at + 1, end).join('\n'),
    };
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (title: string): string =>
  title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const contractSections = new Map(sectionsOf(doc('contract.md')).map((s) => [s.path, collapsed(s.body)]));
const anchors = new Set(
  doc('behaviour.md')
    .split('\n')
    .flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.[1] ?? [])
    .map(anchorOf),
);

describe('the sources of the requirements', () => {
  it('gives every requirement a source', () => {
    expect(catalogue.requirements.filter((r) => r.source === undefined).map((r) => r.id)).toEqual([]);
  });

  it('quotes the contract word for word, in the section it names', () => {
    const wrong = catalogue.requirements.flatMap((r) => {
      if (r.source.kind !== 'contract') return [];
      const body = contractSections.get(r.source.section);
      if (body === undefined) return [`${r.id}: no section "${r.source.section}" in docs/contract.md`];
      return body.includes(collapsed(r.source.quote))
        ? []
        : [`${r.id}: "${r.source.quote}" not in ${r.source.section}`];
    });
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('names RFC sections as "RFC <number> §<section>"', () => {
    const refs = catalogue.requirements.flatMap((r) => (r.source.kind === 'rfc' ? [r.source.ref] : []));
    expect(refs.length).toBeGreaterThan(0);
    expect([...new Set(refs)].filter((ref) => !/^RFC \d+ §\d+(\.\d+)*$/.test(ref))).toEqual([]);
  });

  it('points at headings of docs/behaviour.md', () => {
    const missing = catalogue.requirements.flatMap((r) =>
      r.source.kind === 'behaviour' && !anchors.has(r.source.anchor) ? [`${r.id}: #${r.source.anchor}`] : [],
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('makes a MUST only of the contract or an RFC', () => {
    const must = catalogue.requirements.filter((r) => r.level === 'MUST');
    expect(must.length).toBeGreaterThan(1000);
    expect(must.filter((r) => r.source.kind === 'behaviour').map((r) => r.id)).toEqual([]);
  });

  it("judges the reference's own rules at SHOULD: timestamps, cursors, the statuses of failures", () => {
    const level = (id: string) => catalogue.requirements.find((r) => r.id === id)?.level;
    expect(level('TIME-Space')).toBe('SHOULD');
    expect(level('PAG-BAD-CURSOR.listSpacesInCollectionById')).toBe('SHOULD');
    expect(level('HIER-getCommentInSpace.404')).toBe('SHOULD');
    expect(level('HIER-getCommentInSpace')).toBe('MUST');
    expect(level('LIM-comment.body.markdown.max')).toBe('SHOULD');
    expect(level('TIME-Member.lastSeenAt')).toBe('MUST');
    expect(level('LIM-space.title.max')).toBe('MUST');
  });

  it('refuses to build a catalogue with a MUST resting on docs/behaviour.md', () => {
    const [op] = catalogue.spec.operations;
    const stray: Requirement = {
      id: 'STRAY-MUST',
      level: 'MUST',
      source: { kind: 'behaviour', anchor: 'timestamps' },
      section: 'Errors',
      profile: 'core',
      operations: op === undefined ? [] : [op.id],
      category: 'state',
      statement: 'a rule of the reference, judged as a MUST',
      passive: true,
    };
    const module: SuiteModule = { name: 'stray', build: () => ({ requirements: [stray], checks: [] }) };
    expect(() => buildCatalogue(catalogue.spec, [module])).toThrow(/STRAY-MUST is a MUST resting on docs\/behaviour/);
  });
});
