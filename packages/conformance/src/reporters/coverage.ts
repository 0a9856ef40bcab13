/**
 * Coverage of documented statuses in the reports: the summary line every reporter prints, and the HTML table
 * (one row per operation, one cell per documented status: observed or not, with the requirements that drew it).
 */
import { coverageLine, type Coverage } from '../engine/coverage.js';
import type { RunResult } from '../engine/runner.js';

export { coverageLine };

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "412 of 487 documented statuses observed (85 %)", or nothing when the run has no coverage. */
export function coverageSummary(result: RunResult): string | undefined {
  const coverage = result.coverage;
  if (coverage === undefined) return undefined;
  const share = coverage.documented === 0 ? 100 : Math.round((coverage.observed / coverage.documented) * 100);
  return `${coverageLine(coverage)} (${share} %)`;
}

/** The statuses a run never observed, per operation (`getSpaceById: 412, 415`). */
export function unobserved(coverage: Coverage): { operationId: string; statuses: number[] }[] {
  return coverage.operations
    .map((op) => ({
      operationId: op.operationId,
      statuses: op.statuses.filter((s) => !s.observed).map((s) => s.status),
    }))
    .filter((op) => op.statuses.length > 0);
}

const cellStyle = `
table.statuses td.st { text-align: center; font: 12px ui-monospace, monospace; min-width: 44px; }
td.st.seen { background: #dafbe1; color: #1a7f37; } td.st.unseen { background: #fff1e5; color: #bc4c00; font-weight: 600; }
`;

/**
 * The HTML section: the summary line, a legend, and one row per operation with a cell per documented status. A
 * cell's requirements are one per line of its title, and each cell is a line of its own: no line grows long.
 */
export function coverageSection(result: RunResult): string {
  const coverage = result.coverage;
  if (coverage === undefined) return '';
  const rows = coverage.operations.map((op) => {
    const cells = op.statuses.map((s) => {
      const title = s.observed
        ? `${s.status} observed; drawn by ${s.requirements.length > 0 ? s.requirements.join(',\n') : 'the run’s set-up requests'}`
        : `${s.status} documented, never observed in this run`;
      return `<td class="st ${s.observed ? 'seen' : 'unseen'}" title="${escape(title)}">${s.status}</td>`;
    });
    return `<tr><td class="name">${escape(op.operationId)}</td>\n${cells.join('\n')}</tr>`;
  });
  return `<style>${cellStyle}</style>
<h2 id="status-coverage">Coverage: documented statuses</h2>
<p><b>${escape(coverageSummary(result) ?? '')}</b> <span class="muted">— green: observed (hover for the requirements that drew it), orange: documented but never observed.</span></p>
<table class="statuses"><thead><tr><th class="name">Operation</th><th colspan="${Math.max(1, ...coverage.operations.map((o) => o.statuses.length))}">documented statuses</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

/** The baseline's lines (known failures, fixed and expired entries) for the text reporters. */
export function baselineLines(result: RunResult): string[] {
  const baseline = result.baseline;
  if (baseline === undefined) return [];
  const lines = [
    `Baseline ${baseline.file}: ${baseline.known.length} known failures (not counted), ${baseline.fixed.length} fixed, ${baseline.expired.length} expired`,
  ];
  for (const entry of baseline.fixed)
    lines.push(
      `  fixed${baseline.strict ? ' (fails the run: --strict-baseline)' : ' (warning)'}: ${entry.id} now passes — remove it from the baseline`,
    );
  for (const entry of baseline.expired)
    lines.push(`  expired (fails the run): ${entry.id} expired on ${entry.expires ?? '?'} — ${entry.reason}`);
  return lines;
}
