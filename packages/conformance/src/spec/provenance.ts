/**
 * What in the spec comes from the contract and what from api-facts.md (the live service, a SHOULD).
 * The spec carries both without marking them; these two small tables are transcribed from the
 * contract's own words, so that a value the contract does not name is never checked as a MUST.
 */

/**
 * contract: Resources and their fields › Enumerations with a partial value set — for each enumeration
 * the spec completes from api-facts.md (keyed by its full value set, sorted, joined with `|`), the
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
  // contract: Site create `spaces` enum alternative — "a value that creates a new space", not named
  new: [],
};

const keyOf = (values: readonly string[]): string => [...values].sort().join('|');

/** The values of an enumeration the contract names, and whether the contract's set is complete. */
export function contractValues(values: readonly string[]): { named: string[]; complete: boolean } {
  const named = partialEnumerations[keyOf(values)];
  return named === undefined ? { named: [...values], complete: true } : { named, complete: false };
}

/**
 * Numeric bounds that come from api-facts.md, not the contract (contract: Limits › `limit` max 1000;
 * api-facts: Lists › `limit` is a number from 0 to 1000).
 */
export const factNumericBounds = new Set(['limit.minimum']);
