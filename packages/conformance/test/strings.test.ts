/** Boundary strings: lengths in code points, patterns kept while growing. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  astral,
  codePoints,
  exactLength,
  fitToLength,
  matchingOfLength,
  notMatching,
  uriOfLength,
} from '../src/contract/strings.js';

describe('boundary strings', () => {
  it.each([1, 2, 50, 51, 100])('exactLength(%i) has that many code points and holds an astral character', (length) => {
    fc.assert(
      fc.property(exactLength(length), (value) => {
        expect(codePoints(value)).toBe(length);
        expect(astral.some((c) => value.includes(c))).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('makes strings longer in UTF-16 units than in code points (a server counting .length is caught)', () => {
    fc.assert(
      fc.property(exactLength(50), (value) => value.length > 50),
      { numRuns: 20 },
    );
  });

  it('makes URIs of an exact length', () => {
    fc.assert(
      fc.property(uriOfLength(2048), (value) => value.length === 2048 && new URL(value).protocol === 'https:'),
      { numRuns: 5 },
    );
  });

  it.each([
    ['^[a-z0-9]+(?:-[a-z0-9]+)*$', 100],
    ['^([\\w-]+\\.)*[\\w-]+\\.[a-zA-Z]{2,}(\\/[\\w-]+)+$', 512],
  ])('grows matches of %s to %i code points', (pattern, length) => {
    const re = new RegExp(pattern, 'u');
    fc.assert(
      fc.property(
        matchingOfLength(pattern, length),
        (value) => value === null || (re.test(value) && codePoints(value) === length),
      ),
      { numRuns: 5 },
    );
  });

  it('gives up instead of looping when no match of that length exists', () => {
    expect(fitToLength('a.bc/d', 3, /^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/u)).toBeUndefined();
  });

  it('makes strings that do not match, within the bounds', () => {
    const pattern = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
    fc.assert(
      fc.property(
        notMatching(pattern, 1, 100),
        (value) => !new RegExp(pattern, 'u').test(value) && codePoints(value) <= 100,
      ),
      { numRuns: 30 },
    );
  });
});
