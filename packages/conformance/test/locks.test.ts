/** Which checks may run beside each other: the locks mutating checks take (locks-and-params.ts) and how the pool honours them. */
import { describe, expect, it } from 'vitest';
import type { Check } from '../src/engine/check.js';
import { fieldLock, locksConflict, readLock } from '../src/engine/locks.js';
import { runPool } from '../src/engine/pool.js';
import { buildCatalogue } from '../src/index.js';
import { fieldLocks, mutationLocks } from '../src/requirements/generic/locks-and-params.js';

const { spec, toolkit, checks } = buildCatalogue();
const locksOf = (operationId: string) => mutationLocks(toolkit, spec.operation(operationId));

describe('locks of mutating checks', () => {
  it('takes none for an object of the check’s own below the shared organization', () => {
    expect(locksOf('updateSiteById')).toEqual([]);
    expect(locksOf('createSiteShareLink')).toEqual([]);
    expect(locksOf('addSectionToSite')).toEqual([]);
    expect(locksOf('getSiteById')).toEqual([]);
  });

  it('takes the collection of the shared organization a create adds to', () => {
    expect(locksOf('createSite')).toEqual(['shared:organizationId/sites']);
    expect(locksOf('createOrganizationSAMLProvider')).toEqual(['shared:organizationId/saml']);
  });

  it('takes the organization itself where the check changes it, or what it cannot own below it', () => {
    expect(locksOf('updateOrganizationById')).toEqual(['shared:organizationId']);
    expect(locksOf('updateMemberInOrganizationById')).toEqual(['shared:organizationId', 'shared:userId']);
  });

  it('keeps a lock of the organization apart from those of its collections, and collections apart only from themselves', () => {
    expect(locksConflict('shared:organizationId', 'shared:organizationId')).toBe(true);
    expect(locksConflict('shared:organizationId', 'shared:organizationId/sites')).toBe(true);
    expect(locksConflict('shared:organizationId/sites', 'shared:organizationId')).toBe(true);
    expect(locksConflict('shared:organizationId/sites', 'shared:organizationId/saml')).toBe(false);
    expect(locksConflict('shared:organizationId/sites', 'shared:organizationId/sites')).toBe(true);
    // A name that merely starts alike is another object.
    expect(locksConflict('shared:organizationId', 'shared:organizationIdentity')).toBe(false);
  });

  it('lets checks that only read the organization run together, never beside one that changes it or its collections', () => {
    const read = readLock('shared:organizationId');
    expect(locksConflict(read, readLock('shared:organizationId'))).toBe(false);
    expect(locksConflict(read, 'shared:organizationId')).toBe(true);
    expect(locksConflict('shared:organizationId', read)).toBe(true);
    expect(locksConflict(read, 'shared:organizationId/sites')).toBe(true);
    expect(locksConflict(read, 'shared:userId')).toBe(false);
  });

  it('lets checks of two fields of the organization run together, never beside the whole of it, a reader or a collection', () => {
    const title = fieldLock('shared:organizationId', 'title');
    expect(locksConflict(title, fieldLock('shared:organizationId', 'hostname'))).toBe(false);
    expect(locksConflict(title, fieldLock('shared:organizationId', 'title'))).toBe(true);
    expect(locksConflict(title, 'shared:organizationId')).toBe(true);
    expect(locksConflict(title, readLock('shared:organizationId'))).toBe(true);
    expect(locksConflict(title, 'shared:organizationId/sites')).toBe(true);
    expect(
      fieldLocks(toolkit, [
        { operation: spec.operation('updateOrganizationById'), in: 'body', path: ['title'], nullable: false },
      ]),
    ).toEqual([title]);
    expect(
      fieldLocks(toolkit, [{ operation: spec.operation('createSite'), in: 'body', path: ['title'], nullable: false }]),
    ).toEqual(['shared:organizationId/sites']);
  });

  it('gives every check of the catalogue only locks of these forms', () => {
    const forms = checks.flatMap((check) => check.locks ?? []);
    expect(forms.length).toBeGreaterThan(50);
    for (const lock of forms)
      expect(lock).toMatch(/^(shared:\w+(\/[\w-]+)?|atomic:\w+|[\w-]+:[\w-]+)(#read|#field:[\w.]+)?$/);
  });
});

describe('the pool', () => {
  it('never runs checks with conflicting locks at once, and runs the others side by side', async () => {
    const running = new Set<string>();
    const overlaps: string[][] = [];
    const check = (name: string, locks: string[]): Check => ({
      name,
      covers: [],
      locks,
      run: async () => {
        for (const other of running) overlaps.push([other, name].sort());
        running.add(name);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running.delete(name);
        return [];
      },
    });
    const all = [
      check('org', ['shared:org']),
      check('sites', ['shared:org/sites']),
      check('saml', ['shared:org/saml']),
      check('sites again', ['shared:org/sites']),
      check('free', []),
    ];
    await runPool(all, 4, (c) => c.run({} as never));
    const pairs = overlaps.map((pair) => pair.join(' + '));
    expect(pairs).not.toContain('org + sites');
    expect(pairs).not.toContain('org + saml');
    expect(pairs).not.toContain('org + sites again');
    expect(pairs).not.toContain('sites + sites again');
    expect(pairs).toContain('saml + sites');
    expect(pairs).toContain('free + org');
  });

  it('keeps a lock read by two checks held until both end: a writer never runs beside a reader', async () => {
    const running = new Set<string>();
    const overlaps: string[] = [];
    const check = (name: string, locks: string[], ms: number): Check => ({
      name,
      covers: [],
      locks,
      run: async () => {
        for (const other of running) overlaps.push([other, name].sort().join(' + '));
        running.add(name);
        await new Promise((resolve) => setTimeout(resolve, ms));
        running.delete(name);
        return [];
      },
    });
    const read = [readLock('shared:org'), readLock('shared:x')];
    // The readers start first, together; the short one ends long before the long one, and the writers wait.
    await runPool(
      [
        check('short reader', read, 10),
        check('long reader', read, 80),
        check('writer', ['shared:org'], 10),
        ...[1, 2, 3].map((n) => check(`x writer ${n}`, ['shared:x'], 5)),
      ],
      8,
      (c) => c.run({} as never),
    );
    expect(overlaps).toContain('long reader + short reader');
    expect(overlaps.filter((pair) => pair.includes('writer') && pair.includes('reader'))).toEqual([]);
  });

  it('runs the checks that run alone first: those without locks one by one, those with locks together as they allow', async () => {
    const log: string[] = [];
    const running = new Set<string>();
    const check = (name: string, exclusive: boolean, locks: string[] = [], ms = 20): Check => ({
      name,
      covers: [],
      exclusive,
      locks,
      run: async () => {
        log.push(`${name} beside ${[...running].sort().join(',') || 'nothing'}`);
        running.add(name);
        await new Promise((resolve) => setTimeout(resolve, ms));
        running.delete(name);
        return [];
      },
    });
    await runPool(
      [
        check('pooled', false),
        check('walk spaces', true, ['walk:spaces']),
        check('alone', true),
        // Still walking when the walk of spaces ends and the soft-delete machine starts.
        check('walk teams', true, ['walk:teams'], 200),
        check('soft delete', true, ['walk:spaces', 'clock:target']),
      ],
      4,
      (c) => c.run({} as never),
    );
    expect(log[0]).toBe('alone beside nothing');
    expect(log).toContain('walk teams beside walk spaces');
    expect(log.filter((line) => line.startsWith('soft delete'))).toEqual(['soft delete beside walk teams']);
    expect(log.at(-1)).toBe('pooled beside nothing');
  });
});
