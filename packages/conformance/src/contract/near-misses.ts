/**
 * Near misses of valid values: what a server that normalizes before validating (lower-cases, trims) accepts by
 * mistake. For an enumeration, case variants and surrounding whitespace of each value; for a pattern, the strings
 * one edit away from a matching one that no longer match.
 */
import fc from 'fast-check';
import { matchingWithin } from './strings.js';

export interface Variant {
  /** What is sent. */
  sent: string;
  /** The valid value it is a variant of. */
  of: string;
  /** How it differs, for failure messages: `upper case`, `a leading space`, `"-" inserted at 3`. */
  how: string;
}

const WHITESPACE: [string, string, string][] = [
  [' ', '', 'a leading space'],
  ['', ' ', 'a trailing space'],
  ['\t', '', 'a leading tab'],
  ['', '\n', 'a trailing newline'],
];

/** A case variant of a value: upper case, or capitalized, or lower case for a value that has no lower-case letter. */
function caseVariants(value: string): Variant[] {
  const out: Variant[] = [];
  const upper = value.toUpperCase();
  if (upper !== value) out.push({ sent: upper, of: value, how: 'upper case' });
  const capital = value.charAt(0).toUpperCase() + value.slice(1);
  if (capital !== value && capital !== upper) out.push({ sent: capital, of: value, how: 'capitalized' });
  const lower = value.toLowerCase();
  if (lower !== value) out.push({ sent: lower, of: value, how: 'lower case' });
  return out;
}

/**
 * For every value of an enumeration, one case variant and one with surrounding whitespace (which ones is drawn),
 * in a drawn order. The first example sends the upper-case and leading-space variants.
 */
export function enumVariants(values: readonly string[]): fc.Arbitrary<Variant[]> {
  const perValue = values.map((value) => {
    const cases = caseVariants(value);
    const spaced = WHITESPACE.map(([before, after, how]) => ({ sent: `${before}${value}${after}`, of: value, how }));
    return fc.tuple(
      cases.length === 0 ? fc.constant(undefined) : fc.constantFrom(...cases),
      fc.constantFrom(...spaced),
    );
  });
  return fc.noShrink(
    fc.tuple(...perValue).chain((pairs) => {
      const all = pairs.flatMap(([c, w]) => (c === undefined ? [w] : [c, w]));
      return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length });
    }),
  );
}

const INSERTED = [' ', '-', '_', '.', '/', 'A', '%', '\t'];

/** Every string one edit (insert, delete, case change) away from `valid` that the pattern refuses. */
export function patternNeighbours(pattern: string, valid: string): Variant[] {
  const re = new RegExp(pattern, 'u');
  const chars = [...valid];
  const out: Variant[] = [];
  const add = (sent: string, how: string) => {
    if (!re.test(sent) && !out.some((v) => v.sent === sent)) out.push({ sent, of: valid, how });
  };
  for (const at of [0, Math.floor(chars.length / 2), chars.length])
    for (const c of INSERTED)
      add([...chars.slice(0, at), c, ...chars.slice(at)].join(''), `${JSON.stringify(c)} inserted at ${at}`);
  for (let at = 0; at < chars.length; at++) {
    add([...chars.slice(0, at), ...chars.slice(at + 1)].join(''), `character ${at} removed`);
    const ch = chars[at] ?? '';
    const flipped = ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase();
    if (flipped !== ch)
      add([...chars.slice(0, at), flipped, ...chars.slice(at + 1)].join(''), `case of character ${at} changed`);
  }
  return out;
}

/** A matching value within the bounds and a few of its invalid neighbours (drawn), the whole-value case changes first. */
export function patternVariants(pattern: string, min: number, max: number, count = 4): fc.Arbitrary<Variant[]> {
  return fc.noShrink(
    matchingWithin(pattern, min, max)
      .filter((valid): valid is string => valid !== null && valid.length + 1 <= max)
      .chain((valid) => {
        const all = patternNeighbours(pattern, valid).filter(
          (v) => [...v.sent].length >= min && [...v.sent].length <= max,
        );
        const re = new RegExp(pattern, 'u');
        const whole = caseVariants(valid).filter((v) => !re.test(v.sent));
        const spaced = WHITESPACE.map(([b, a, how]) => ({ sent: `${b}${valid}${a}`, of: valid, how })).filter(
          (v) => !re.test(v.sent) && [...v.sent].length <= max,
        );
        return fc
          .shuffledSubarray(all, { minLength: Math.min(count, all.length), maxLength: Math.min(count, all.length) })
          .map((picked) => [...whole.slice(0, 1), ...spaced.slice(0, 1), ...picked]);
      }),
  );
}
