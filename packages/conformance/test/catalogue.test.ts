/** The requirement catalogue: derived from the spec, every requirement decided by exactly one check. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, profiles } from '../src/index.js';
import { filtersOf, searchesOf } from '../src/contract/filter-meanings.js';

const catalogue = buildCatalogue();
const ids = new Set(catalogue.requirements.map((r) => r.id));
const { spec } = catalogue;

describe('the requirement catalogue', () => {
  it('names the module that builds every requirement, a file of this package', () => {
    const { requirements } = buildCatalogue();
    const files = new Set(requirements.map((r) => r.module));
    expect(requirements.filter((r) => r.module === undefined).map((r) => r.id)).toEqual([]);
    for (const file of files) expect(existsSync(new URL(`../${file}`, import.meta.url)), String(file)).toBe(true);
    expect(files.size).toBeGreaterThan(40);
  });

  it('has unique IDs and a check for every requirement that is not passive', () => {
    expect(ids.size).toBe(catalogue.requirements.length);
    const covered = new Set(catalogue.checks.flatMap((c) => c.covers));
    expect(catalogue.requirements.filter((r) => r.passive !== true && !covered.has(r.id))).toEqual([]);
  });

  it('asks authentication of every operation of the spec', () => {
    for (const op of spec.operations) {
      expect(ids).toContain(`AUTH-REQUIRED.${op.id}`);
      expect(ids).toContain(`AUTH-REQUIRED.${op.id}.401`);
    }
  });

  it('checks the status, the empty body and the effect of every DELETE', () => {
    const deletes = spec.operations.filter((op) => op.method === 'delete');
    expect(deletes.length).toBeGreaterThan(15);
    for (const op of deletes)
      for (const rule of ['STATUS', 'NO-BODY', 'GONE']) expect(ids).toContain(`DEL-${rule}.${op.id}`);
  });

  it('walks the pages of every list operation', () => {
    const lists = spec.operations.filter((op) => spec.isList(op));
    expect(lists.length).toBeGreaterThan(30);
    for (const op of lists) {
      for (const rule of ['NEXT', 'NO-DUP', 'NO-MISSING', 'PAGE-SIZE', 'COUNT', 'LAST', 'BAD-CURSOR'])
        expect(ids).toContain(`PAG-${rule}.${op.id}`);
      expect(ids).toContain(`LIM-${op.id}.limit.max`);
    }
  });

  it('judges every filter and search the spec annotates (x-filter, x-search)', () => {
    const filtered = spec.operations.filter((op) => filtersOf(spec, op).length > 0);
    expect(filtered.length).toBeGreaterThan(9);
    for (const op of filtered) {
      expect(ids).toContain(`PAG-CURSOR-FILTER.${op.id}`);
      for (const { name } of filtersOf(spec, op)) {
        expect(ids).toContain(`FILTER-${op.id}.${name}`);
        expect(ids).toContain(`PAG-FILTER.${op.id}.${name}`);
      }
    }
    const searched = spec.operations.filter((op) => searchesOf(spec, op).length > 0).map((op) => `SEARCH-${op.id}`);
    expect(searched.sort()).toEqual([
      'SEARCH-listMembersInOrganizationById',
      'SEARCH-searchOrganizationContent',
      'SEARCH-searchSpaceContent',
    ]);
    for (const id of searched) expect(ids).toContain(id);
    const level = (id: string) => catalogue.requirements.find((r) => r.id === id)?.level;
    expect(level('FILTER-listSites.published')).toBe('MUST');
    // docs/behaviour.md#list-filters: the reference's reading of "Only sites with this title".
    expect(level('FILTER-listSites.title')).toBe('SHOULD');
    expect(level('PAG-CURSOR-FILTER.listSites')).toBe('SHOULD');
    expect(catalogue.requirements.find((r) => r.id === 'FILTER-listCommentsInSpace.authors')?.judges).toEqual([
      '?authors',
    ]);
  });

  it.each([
    ['LIM-space.title.max', 'MUST', ['createSpace', 'updateSpaceById']],
    ['LIM-space.title.max.400', 'SHOULD', ['createSpace', 'updateSpaceById']],
    ['LIM-team.title.min', 'MUST', ['createOrganizationTeam', 'updateTeamInOrganizationById']],
    ['LIM-openAPISpec.slug.pattern', 'MUST', ['createOpenAPISpec']],
    ['LIM-searchOrganizationContent.query.max', 'MUST', ['searchOrganizationContent']],
    ['LIM-listSpacesInCollectionById.limit.max', 'MUST', ['listSpacesInCollectionById']],
    ['LIM-listSpacesInOrganizationById.limit.min', 'SHOULD', ['listSpacesInOrganizationById']],
    ['ENUM-space.visibility', 'SHOULD', ['createSpace']],
    ['ENUM-space.editMode', 'MUST', ['updateSpaceById']],
    ['AUTH-REQUIRED.createSpace', 'SHOULD', ['createSpace']],
    ['PAG-NO-DUP.listSpacesInOrganizationById', 'SHOULD', ['listSpacesInOrganizationById']],
    ['ENUM-listMembersInOrganizationById.order.400', 'SHOULD', ['listMembersInOrganizationById']],
    ['RSP-SCHEMA.getSpaceById', 'MUST', ['getSpaceById']],
    ['RSP-FIELDS.getSpaceById', 'SHOULD', ['getSpaceById']],
  ] as const)('derives %s (%s) from the spec', (id, level, operations) => {
    const requirement = catalogue.requirements.find((r) => r.id === id);
    expect(requirement?.level).toBe(level);
    expect(requirement?.operations).toEqual(operations);
  });

  it('judges the response fields the live service always sends at SHOULD, beside each schema MUST', () => {
    const schemaIds = catalogue.requirements.filter((r) => r.id.startsWith('RSP-SCHEMA.'));
    const fieldsIds = catalogue.requirements.filter((r) => r.id.startsWith('RSP-FIELDS.'));
    expect(schemaIds.length).toBeGreaterThan(100);
    expect(fieldsIds.map((r) => r.id.slice('RSP-FIELDS.'.length))).toEqual(
      schemaIds.map((r) => r.id.slice('RSP-SCHEMA.'.length)),
    );
    expect(new Set(fieldsIds.map((r) => `${r.level} ${String(r.passive)}`))).toEqual(new Set(['SHOULD true']));
  });

  it('refuses another organization every read with ids but those the spec opens to non-members', () => {
    const reads = spec.operations.filter((op) => op.method === 'get' && op.pathParams.length > 0);
    expect(reads.length).toBeGreaterThan(50);
    const open = ['getPublishedContentSite', 'getOrganizationsForEmailDomain'];
    for (const op of reads)
      for (const suffix of ['', '.404', '.no-leak'])
        expect(ids.has(`ACL-OTHER-ORG.${op.id}${suffix}`)).toBe(!open.includes(op.id));
    expect(ids).toContain('ACL-OTHER-ORG-LISTS.listOrganizationsForAuthenticatedUser');
    expect(ids).toContain('ACL-OTHER-ORG-LISTS.listSpacesInOrganizationById');
  });

  it('addresses a child under another parent wherever a path names two ids below the organization', () => {
    for (const id of ['getCommentInSpace', 'updateCommentInSpace', 'deleteSiteShareLinkById', 'getPageById'])
      for (const suffix of ['', '.404']) expect(ids).toContain(`HIER-${id}${suffix}`);
    expect(ids).toContain('HIER-deleteMemberFromOrganizationTeamById');
    // A PUT that makes the relation its path names, and a child of the organization itself.
    expect(ids).not.toContain('HIER-addMemberToOrganizationTeamById');
    expect(ids).not.toContain('HIER-getTeamInOrganizationById');
  });

  it('names no MUST for a value the contract leaves unnamed (the format enumeration)', () => {
    expect(ids).not.toContain('ENUM-getPageById.format');
    expect(ids).toContain('ENUM-getPageById.format.400');
  });

  it('marks the time-dependent requirements as needing the test clock', () => {
    const timed = catalogue.requirements.filter((r) => r.needs?.includes('clock'));
    expect(timed.map((r) => r.id).sort()).toEqual(['STATE-space.expiry', 'STATE-space.expiry.404']);
  });

  it('puts every requirement in a known profile and a contract section', () => {
    for (const r of catalogue.requirements) {
      expect(profiles).toContain(r.profile);
      expect(r.section.length).toBeGreaterThan(0);
      expect(r.operations.every((id) => spec.has(id))).toBe(true);
    }
  });
});
