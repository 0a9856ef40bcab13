/**
 * Strings of an exact length as JSON Schema counts it: in Unicode code points, not UTF-16 units.
 * Generated values mix astral characters (two UTF-16 units each) and characters whose case mapping
 * changes their length, so a server that counts `.length` or compares case-folded lengths is caught.
 */
import fc from 'fast-check';

const matchers = new Map<string, fc.Arbitrary<string>>();

/**
 * fc.stringMatching(re), made once per pattern: building one compiles the pattern into arbitraries, some
 * milliseconds each, and a catalogue asks for the same few patterns once per operation (an arbitrary is immutable,
 * so one serves every check).
 */
export function stringMatching(re: RegExp): fc.Arbitrary<string> {
  const key = `${re.flags}/${re.source}`;
  let arbitrary = matchers.get(key);
  if (arbitrary === undefined) {
    arbitrary = fc.stringMatching(re);
    matchers.set(key, arbitrary);
  }
  return arbitrary;
}

/** Astral characters: one code point, two UTF-16 code units. */
export const astral = ['😀', '🚀', '𝒜', '🦄', '𐍈'] as const;
/** One code point whose upper or lower case has more: ß → SS, ŉ → ʼN, İ → i̇, ﬁ → FI. */
export const caseGrowing = ['ß', 'İ', 'ﬁ', 'ŉ'] as const;
const plain = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 'é', 'ñ', 'Ω', 'д', '中'];
const pool = [...plain, ...astral, ...caseGrowing];

/** The length JSON Schema gives a string. */
export const codePoints = (value: string): number => [...value].length;

/** Any string of exactly `length` code points; from 2 on it holds an astral and a case-growing character. */
export function exactLength(length: number): fc.Arbitrary<string> {
  if (length <= 0) return fc.constant('');
  return fc
    .tuple(
      fc.constantFrom(...astral),
      fc.constantFrom(...caseGrowing),
      fc.array(fc.constantFrom(...pool), { minLength: length, maxLength: length }),
    )
    .map(([a, c, rest]) => {
      const chars = [...rest];
      chars[0] = a;
      if (length >= 2) chars[length - 1] = c;
      return chars.join('');
    });
}

/** A URI of exactly `length` characters (ASCII: a URI cannot hold raw astral characters). */
export function uriOfLength(length: number): fc.Arbitrary<string> {
  const prefix = 'https://example.com/';
  if (length < prefix.length + 1)
    return fc.constant(`https://a.io/${'a'.repeat(Math.max(0, length - 13))}`.slice(0, length));
  return fc
    .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), {
      minLength: length - prefix.length,
      maxLength: length - prefix.length,
    })
    .map((chars) => prefix + chars.join(''));
}

const growthChars = [...'a0-_.'];

/**
 * Brings a string that matches `re` to exactly `length` code points by inserting or removing one
 * character at a time while it keeps matching; undefined when no such step exists.
 */
export function fitToLength(value: string, length: number, re: RegExp): string | undefined {
  let chars = [...value];
  while (chars.length !== length) {
    const next = chars.length < length ? grown(chars, re) : shrunk(chars, re);
    if (next === undefined) return undefined;
    chars = next;
  }
  return chars.join('');
}

/**
 * The first one-character insertion (from the end) that keeps the match. Doubling a neighbour is tried first:
 * it nearly always keeps the match, so the regex seldom runs on a non-matching string (which can backtrack long).
 */
function grown(chars: string[], re: RegExp): string[] | undefined {
  const alphabet = [...new Set([...chars, ...growthChars])];
  for (let at = chars.length; at >= 0; at--) {
    const neighbours = [chars[at - 1], chars[at]].filter((c): c is string => c !== undefined);
    for (const c of [...new Set([...neighbours, ...alphabet])]) {
      const candidate = [...chars.slice(0, at), c, ...chars.slice(at)];
      if (re.test(candidate.join(''))) return candidate;
    }
  }
  return undefined;
}

/** The first one-character removal (from the end) that keeps the match. */
function shrunk(chars: string[], re: RegExp): string[] | undefined {
  for (let at = chars.length - 1; at >= 0; at--) {
    const candidate = [...chars.slice(0, at), ...chars.slice(at + 1)];
    if (re.test(candidate.join(''))) return candidate;
  }
  return undefined;
}

/**
 * Strings that match the pattern, of exactly `length` code points; null where the sample could not be brought
 * to that length (a pattern whose shortest match is longer): the caller reports that instead of guessing.
 */
export function matchingOfLength(pattern: string, length: number): fc.Arbitrary<string | null> {
  const re = new RegExp(pattern, 'u');
  return stringMatching(re).map((s) => fitToLength(s, length, re) ?? null);
}

/** Strings that match the pattern, of any length within the bounds (fitted when the sample is outside them). */
export function matchingWithin(pattern: string, min: number, max: number): fc.Arbitrary<string | null> {
  const re = new RegExp(pattern, 'u');
  return stringMatching(re).map((s) => {
    const n = codePoints(s);
    return n > max ? (fitToLength(s, max, re) ?? null) : n < min ? (fitToLength(s, min, re) ?? null) : s;
  });
}

/** Strings that do not match the pattern, within the length bounds. */
export function notMatching(pattern: string, min: number, max: number): fc.Arbitrary<string> {
  const re = new RegExp(pattern, 'u');
  const upper = Math.min(max, min + 20);
  return fc
    .tuple(
      fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: upper }),
      fc.constantFrom(' ', '/', 'Ä', '!', '😀'),
    )
    .map(([s, bad]) => {
      const chars = [...s];
      chars[Math.floor(chars.length / 2)] = bad;
      return chars.join('');
    })
    .filter((s) => !re.test(s) && codePoints(s) >= min && codePoints(s) <= max);
}
