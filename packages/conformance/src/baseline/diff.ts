/**
 * `docs-api-conformance diff a.json b.json`: what changed between two JSON reports — new failures (failing in b,
 * not in a), fixed requirements (failing in a, passing in b), the errors of b's run (its own, apart: neither
 * failures nor passes) and changed skips (skipped in one only, or for another reason: reasons are compared with
 * their per-run values — ids, run ids, ports, times — blanked). Printed as text, JSON or Markdown.
 */
import { readFile } from 'node:fs/promises';

interface ReportResult {
  id: string;
  level: string;
  status: string;
  reason?: string;
  known?: unknown;
  failure?: { message?: string };
}

export interface RunDiff {
  from: string;
  to: string;
  newFailures: { id: string; level: string; was: string; message: string }[];
  fixed: { id: string; level: string; now: string }[];
  /** Errors of the second run (a precondition it could not establish): not failures, not passes. */
  errors: { id: string; level: string; was: string; message: string }[];
  changedSkips: { id: string; level: string; was: string; now: string; reason?: string }[];
}

export class ReportError extends Error {
  override name = 'ReportError';
}

/** Reads the results of a JSON report (`run --reporter json`). */
export async function readReport(file: string): Promise<ReportResult[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ReportError(`cannot read the JSON report ${file}: ${(error as Error).message}`);
  }
  const results = (raw as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) throw new ReportError(`${file} is not a JSON report of docs-api-conformance`);
  return results as ReportResult[];
}

/** The target's failures only: an error is the run's own. */
const failing = (status: string | undefined) => status === 'fail';

/**
 * A reason with the values that differ from run to run blanked: timestamps, UUIDs, the `conformance-<run id>-`
 * marks, ports, ids in API paths (a number, or six characters or more with a digit: not `/v1`), long hex or base62
 * tokens, and numbers of five digits or more (ids, not limits).
 */
export function normalizedReason(reason: string): string {
  return reason
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)?/g, '<time>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>')
    .replace(/\bconformance-[a-z0-9]+-[\w-]*/g, 'conformance-<run>')
    .replace(/(\/\/[^/\s:'"]+):\d+/g, '$1:<port>')
    .replace(/\/(?:\d+|(?=[\w-]*\d)[\w-]{6,})(?=[/?#\s'",)]|$)/g, '/<id>')
    .replace(/\b(?=[A-Za-z0-9_]*[0-9])(?=[A-Za-z0-9_]*[A-Za-z])[A-Za-z0-9_]{8,}\b/g, '<id>')
    .replace(/\b\d{5,}\b/g, '<n>');
}

const sameReason = (a: string | undefined, b: string | undefined): boolean =>
  normalizedReason(a ?? '') === normalizedReason(b ?? '');

/** Compares two reports' results. */
export function diffResults(from: string, a: ReportResult[], to: string, b: ReportResult[]): RunDiff {
  const before = new Map(a.map((r) => [r.id, r]));
  const diff: RunDiff = { from, to, newFailures: [], fixed: [], errors: [], changedSkips: [] };
  for (const now of b) {
    const was = before.get(now.id);
    const wasStatus = was?.status ?? 'absent';
    const message = now.failure?.message ?? now.reason ?? '';
    if (failing(now.status) && !failing(was?.status))
      diff.newFailures.push({ id: now.id, level: now.level, was: wasStatus, message });
    if (failing(was?.status) && now.status === 'pass')
      diff.fixed.push({ id: now.id, level: now.level, now: now.status });
    if (now.status === 'error') diff.errors.push({ id: now.id, level: now.level, was: wasStatus, message });
    const skipped = now.status === 'skip';
    if (skipped !== (wasStatus === 'skip') || (skipped && !sameReason(was?.reason, now.reason)))
      if (was !== undefined)
        diff.changedSkips.push({
          id: now.id,
          level: now.level,
          was: wasStatus,
          now: now.status,
          ...(now.reason !== undefined ? { reason: now.reason } : {}),
        });
  }
  return diff;
}

export async function diffReports(from: string, to: string): Promise<RunDiff> {
  return diffResults(from, await readReport(from), to, await readReport(to));
}

const line = (text: string) => text.replace(/\s*\n\s*/g, ' ').slice(0, 240);

export function diffText(diff: RunDiff): string {
  const out = [`${diff.from} → ${diff.to}`, '', `New failures (${diff.newFailures.length}):`];
  for (const f of diff.newFailures) out.push(`  ✗ ${f.id} [${f.level}] (was ${f.was}): ${line(f.message)}`);
  out.push('', `Fixed (${diff.fixed.length}):`);
  for (const f of diff.fixed) out.push(`  ✓ ${f.id} [${f.level}]`);
  if (diff.errors.length > 0) {
    out.push('', `Errors of the run in ${diff.to} (${diff.errors.length}; not failures of the target):`);
    for (const e of diff.errors) out.push(`  ! ${e.id} [${e.level}] (was ${e.was}): ${line(e.message)}`);
  }
  out.push('', `Changed skips (${diff.changedSkips.length}):`);
  for (const s of diff.changedSkips)
    out.push(`  ○ ${s.id} [${s.level}]: ${s.was} → ${s.now}${s.reason !== undefined ? ` (${line(s.reason)})` : ''}`);
  return `${out.join('\n')}\n`;
}

export function diffMarkdown(diff: RunDiff): string {
  const cell = (text: string) => line(text).replace(/\|/g, '\\|');
  const out = [
    `## Conformance diff: ${diff.newFailures.length} new failures, ${diff.fixed.length} fixed, ${diff.changedSkips.length} changed skips${diff.errors.length > 0 ? `, ${diff.errors.length} errors of the run` : ''}`,
    '',
    `\`${diff.from}\` → \`${diff.to}\``,
  ];
  if (diff.newFailures.length > 0) {
    out.push('', '### New failures', '', '| Requirement | Level | Was | Failure |', '|---|---|---|---|');
    for (const f of diff.newFailures) out.push(`| ${f.id} | ${f.level} | ${f.was} | ${cell(f.message)} |`);
  }
  if (diff.fixed.length > 0) {
    out.push('', '### Fixed', '', '| Requirement | Level |', '|---|---|');
    for (const f of diff.fixed) out.push(`| ${f.id} | ${f.level} |`);
  }
  if (diff.errors.length > 0) {
    out.push('', '### Errors of the run (not failures of the target)', '', '| Requirement | Level | Was | Error |');
    out.push('|---|---|---|---|');
    for (const e of diff.errors) out.push(`| ${e.id} | ${e.level} | ${e.was} | ${cell(e.message)} |`);
  }
  if (diff.changedSkips.length > 0) {
    out.push('', '### Changed skips', '', '| Requirement | Was | Now | Reason |', '|---|---|---|---|');
    for (const s of diff.changedSkips) out.push(`| ${s.id} | ${s.was} | ${s.now} | ${cell(s.reason ?? '')} |`);
  }
  return `${out.join('\n')}\n`;
}
