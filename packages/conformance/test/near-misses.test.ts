/** Near misses of valid values: every one is outside the enumeration or the pattern it comes from. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enumVariants, patternNeighbours, patternVariants } from '../src/contract/near-misses.js';

describe('near misses', () => {
  const roles = ['admin', 'create', 'edit', 'review', 'comment', 'read'];

  it('sends a case variant and a whitespace variant of every enumeration value, none of them a value', () => {
    fc.assert(
      fc.property(enumVariants(roles), (variants) => {
        for (const role of roles) {
          const mine = variants.filter((v) => v.of === role);
          expect(mine.some((v) => v.sent.trim() === role && v.sent !== role)).toBe(true);
          expect(mine.some((v) => v.sent.toLowerCase() === role && v.sent !== role)).toBe(true);
        }
        expect(variants.every((v) => !roles.includes(v.sent))).toBe(true);
      }),
    );
  });

  it('finds neighbours one edit away from a slug that the pattern refuses', () => {
    const pattern = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
    const neighbours = patternNeighbours(pattern, 'my-spec');
    expect(neighbours.map((v) => v.sent)).toEqual(
      expect.arrayContaining(['My-spec', 'my--spec', 'my-spec-', ' my-spec']),
    );
    expect(neighbours.every((v) => !new RegExp(pattern, 'u').test(v.sent))).toBe(true);
  });

  it('draws pattern variants that never match and stay within the length bounds', () => {
    const pattern = '^([\\w-]+\\.)*[\\w-]+\\.[a-zA-Z]{2,}(\\/[\\w-]+)+$';
    fc.assert(
      fc.property(patternVariants(pattern, 1, 512), (variants) => {
        expect(variants.length).toBeGreaterThan(0);
        for (const v of variants) {
          expect(new RegExp(pattern, 'u').test(v.sent)).toBe(false);
          expect([...v.sent].length).toBeLessThanOrEqual(512);
        }
      }),
      { numRuns: 20 },
    );
  });
});
