/**
 * The baseline of known failures (README › Baseline and diff): entries name requirement ID patterns with a reason
 * and an optional expiry date. A failure an entry names is *known* and does not fail the run; an entry whose
 * requirements all pass now is *fixed* (a warning, a failure under --strict-baseline); an expired entry excuses
 * nothing and fails the run. `--update-baseline` writes the run's failures back.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { RunResult } from '../engine/runner.js';
import { globToRegExp } from '../engine/glob.js';
import type { BaselineEntry, BaselineOutcome } from './outcome.js';
import { failsRun } from '../reporters/summary.js';

export const BASELINE_SCHEMA_ID = 'https://docs-api.dev/schemas/conformance-baseline/v1.json';

export type { BaselineEntry, BaselineOutcome } from './outcome.js';

export class BaselineError extends Error {
  override name = 'BaselineError';
}

const isDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

/** Reads a baseline file: `{ "entries": [...] }` or a bare array. A missing file is an empty baseline. */
export async function loadBaseline(file: string, missingIsEmpty = false): Promise<BaselineEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (missingIsEmpty && (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new BaselineError(`cannot read the baseline ${file}: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new BaselineError(`the baseline ${file} is not JSON: ${(error as Error).message}`);
  }
  const entries = Array.isArray(raw) ? raw : (raw as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) throw new BaselineError(`the baseline ${file} has no "entries" list`);
  return entries.map((entry: unknown, i) => {
    const e = entry as Partial<Record<string, unknown>>;
    const bad = (key: string, what: string) => new BaselineError(`the baseline ${file}: entries[${i}].${key} ${what}`);
    if (typeof e['id'] !== 'string' || e['id'] === '') throw bad('id', 'must be a requirement ID pattern');
    if (typeof e['reason'] !== 'string' || e['reason'] === '') throw bad('reason', 'must say why it fails');
    if (e['expires'] !== undefined && (typeof e['expires'] !== 'string' || !isDate(e['expires'])))
      throw bad('expires', 'must be a date (YYYY-MM-DD)');
    const known = new Set(['id', 'reason', 'expires']);
    const extra = Object.keys(e).find((key) => !known.has(key));
    if (extra !== undefined) throw bad(extra, 'is not a key of a baseline entry (id, reason, expires)');
    return { id: e['id'], reason: e['reason'], ...(typeof e['expires'] === 'string' ? { expires: e['expires'] } : {}) };
  });
}

/** Whether an entry expired by `today` (YYYY-MM-DD, UTC): it holds through its own date. */
export const isExpired = (entry: BaselineEntry, today: string): boolean =>
  entry.expires !== undefined && entry.expires < today;

/**
 * Marks the failures the baseline names as known (their verdicts get `known`) and returns what the baseline
 * says about the run. `today` is a UTC date (YYYY-MM-DD).
 */
export function applyBaseline(
  result: RunResult,
  entries: BaselineEntry[],
  options: { file: string; strict: boolean; strictShould: boolean; today?: string },
): BaselineOutcome {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const outcome: BaselineOutcome = { file: options.file, strict: options.strict, known: [], fixed: [], expired: [] };
  for (const entry of entries) {
    const pattern = globToRegExp(entry.id);
    const matched = result.results.filter(({ requirement }) => pattern.test(requirement.id));
    if (isExpired(entry, today)) {
      outcome.expired.push(entry);
      continue;
    }
    // Only the target's failures are known; an error of the run is neither a failure nor a pass: it is not excused,
    // and an entry whose requirement errored is not fixed either (the run could not tell).
    const failing = matched.filter(({ verdict }) => verdict.status === 'fail');
    for (const { requirement, verdict } of failing) {
      if (verdict.known !== undefined || !failsRun(requirement, verdict, options.strictShould)) continue;
      verdict.known = { entry: entry.id, reason: entry.reason, ...(entry.expires ? { expires: entry.expires } : {}) };
      outcome.known.push({ id: requirement.id, entry: entry.id, reason: entry.reason });
    }
    const undecided = matched.some(({ verdict }) => verdict.status === 'error');
    if (failing.length === 0 && !undecided && matched.some(({ verdict }) => verdict.status === 'pass'))
      outcome.fixed.push(entry);
  }
  return outcome;
}

/**
 * The baseline after this run: one entry per counted failure, keeping the reason and expiry of an old entry that
 * still names it; entries of requirements not run this time are kept, and so are those of requirements that
 * errored (the run could not tell whether they still fail). Errors themselves are never written: they are the run's.
 */
export function updatedBaseline(result: RunResult, old: BaselineEntry[], strictShould: boolean): BaselineEntry[] {
  const today = new Date().toISOString().slice(0, 10);
  const live = old.filter((entry) => !isExpired(entry, today));
  const named = (id: string) => live.find((entry) => globToRegExp(entry.id).test(id));
  const decided = result.results
    .filter(({ verdict }) => verdict.status !== 'error')
    .map(({ requirement }) => requirement.id);
  const kept = live.filter((entry) => !decided.some((id) => globToRegExp(entry.id).test(id)));
  const entryOf = (id: string, previous: BaselineEntry | undefined): BaselineEntry => ({
    id,
    reason: previous?.reason ?? `failing since ${today} (recorded by --update-baseline)`,
    ...(previous?.expires !== undefined ? { expires: previous.expires } : {}),
  });
  const failing = result.results
    .filter(({ requirement, verdict }) => failsRun(requirement, verdict, strictShould))
    .map(({ requirement }) => entryOf(requirement.id, named(requirement.id)));
  // An errored requirement an entry named keeps it, by its own ID when the entry itself goes.
  const errored = result.results
    .filter(({ verdict }) => verdict.status === 'error')
    .flatMap(({ requirement }) => {
      const previous = named(requirement.id);
      return previous === undefined || kept.includes(previous) ? [] : [entryOf(requirement.id, previous)];
    });
  return [...kept, ...failing, ...errored].sort((a, b) => a.id.localeCompare(b.id));
}

export async function writeBaseline(file: string, entries: BaselineEntry[]): Promise<void> {
  await writeFile(file, `${JSON.stringify({ $schema: BASELINE_SCHEMA_ID, entries }, null, 2)}\n`);
}
