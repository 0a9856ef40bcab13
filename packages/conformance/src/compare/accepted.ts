/**
 * A baseline of accepted differences, in the file format of `run`'s baseline (baseline/baseline.ts): each entry's
 * `id` is a difference key pattern (`getSpaceById value /title`, `* header cache-control`), with its reason and an
 * optional expiry. An accepted difference is reported, marked, and does not fail the comparison; an expired entry
 * accepts nothing.
 */
import { isExpired, type BaselineEntry } from '../baseline/baseline.js';
import { globToRegExp } from '../engine/glob.js';
import type { CompareResult } from './comparison.js';

/** Marks the differences the entries accept; returns the entries that expired. */
export function acceptDifferences(
  result: CompareResult,
  entries: BaselineEntry[],
  today = new Date().toISOString().slice(0, 10),
): BaselineEntry[] {
  const live = entries.filter((entry) => !isExpired(entry, today));
  for (const difference of result.differences) {
    const entry = live.find((e) => globToRegExp(e.id).test(difference.key));
    if (entry !== undefined) difference.accepted = entry.reason;
  }
  return entries.filter((entry) => isExpired(entry, today));
}

/** The entries after this comparison: the old ones not expired, and one for each difference none accepts. */
export function acceptedAfter(
  result: CompareResult,
  old: BaselineEntry[],
  today = new Date().toISOString().slice(0, 10),
): BaselineEntry[] {
  const live = old.filter((entry) => !isExpired(entry, today));
  const added = result.differences
    .filter((difference) => !live.some((e) => globToRegExp(e.id).test(difference.key)))
    .map((difference) => ({ id: difference.key, reason: `differs since ${today} (recorded by --update-baseline)` }));
  return [...live, ...added].sort((x, y) => x.id.localeCompare(y.id));
}
