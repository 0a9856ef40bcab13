/**
 * What in the spec comes from the contract and what from docs/behaviour.md#must-and-should-in-the-conformance-suite (the live service, a SHOULD).
 * The spec carries both without marking them; these two small tables are transcribed from the
 * contract's own words, so that a value the contract does not name is never checked as a MUST.
 */

/**
 * spec (enums completed per docs/behaviour.md#full-value-sets-of-enumerations) — for each enumeration
 * the spec completes from docs/behaviour.md#full-value-sets-of-enumerations (keyed by its full value set, sorted, joined with `|`), the
 * values the contract itself names. An enumeration not listed here is complete in the contract.
 */
const partialEnumerations: Record<string, string[]> = {
  'asc|desc': ['desc'],
  'joinedAt|lastSeenAt|name': ['joinedAt', 'lastSeenAt'],
  'all|open|resolved': ['all'],
  'document|markdown': [],
  'archived|draft|merged|open': ['draft', 'open'],
  'basic|legacy-basic|legacy-premium|premium|sponsored|ultimate': ['basic'],
  website: ['website'],
  // spec schema Site create `spaces` enum alternative — "a value that creates a new space", not named
  new: [],
};

const keyOf = (values: readonly string[]): string => [...values].sort().join('|');

/** The values of an enumeration the contract names, and whether the contract's set is complete. */
export function contractValues(values: readonly string[]): { named: string[]; complete: boolean } {
  const named = partialEnumerations[keyOf(values)];
  return named === undefined ? { named: [...values], complete: true } : { named, complete: false };
}

/**
 * Numeric bounds that come from docs/behaviour.md#limits, not the contract (spec parameter `limit` max 1000;
 * docs/behaviour.md#pagination: `limit` is a number from 0 to 1000).
 */
export const factNumericBounds = new Set(['limit.minimum']);
