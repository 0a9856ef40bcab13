/** Which checks may run beside each other: the locks mutating checks take (locks-and-params.ts) and how the pool honours them. */
import { describe, expect, it } from 'vitest';
import type { Check } from '../src/engine/check.js';
import { locksConflict, runPool } from '../src/engine/pool.js';
import { buildCatalogue } from '../src/index.js';
import { mutationLocks } from '../src/requirements/generic/locks-and-params.js';

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

  it('gives every check of the catalogue only locks of these forms', () => {
    const forms = checks.flatMap((check) => check.locks ?? []);
    expect(forms.length).toBeGreaterThan(50);
    for (const lock of forms) expect(lock).toMatch(/^(shared:\w+(\/[\w-]+)?|atomic:\w+|[\w-]+:[\w-]+)$/);
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
});
