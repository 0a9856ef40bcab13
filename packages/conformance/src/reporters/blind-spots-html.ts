/** The HTML report's "Blind spots" section: what the run's requirements do not read, per operation (blind-spots.ts). */
import { document } from '@docs-api/spec';
import { blindSpots, blindTotals, knownSpots } from '../blind-spots.js';
import type { RunResult } from '../engine/runner.js';
import { ApiSpec } from '../contract/operations.js';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A collapsible table: operation, response fields, statuses and request fields no selected requirement reads. */
export function blindSpotsSection(result: RunResult): string {
  const spec = new ApiSpec(document);
  const requirements = result.results.map((r) => r.requirement);
  const spots = blindSpots(spec, requirements);
  const known = knownSpots(spec, requirements);
  const explained = known.map((k) => `${escape(k.name)} (${k.elements.length}): ${escape(k.why)}`);
  const t = blindTotals(spots);
  // One value per line (a line break in a cell is a space): no line of the report grows long.
  const cell = (values: (string | number)[]) =>
    `<td>${values.length === 0 ? '—' : values.map((v) => escape(String(v))).join(',\n')}</td>`;
  const rows = spots
    .map(
      (s) =>
        `<tr><td><code>${escape(s.operation)}</code></td>${cell(s.responseFields)}${cell(s.statuses)}${cell(s.requestFields)}</tr>`,
    )
    .join('\n');
  return `<h2 id="blind-spots">Blind spots</h2>
<p>What the contract documents and no requirement of this run reads: ${t.responseFields} response fields, ${t.statuses} statuses and ${t.requestFields} request fields of ${t.operations} operations. A bug there passes unseen.</p>
<details><summary>Per operation</summary>
<table><thead><tr><th>operation</th><th>response fields</th><th>statuses</th><th>request fields</th></tr></thead>
<tbody>
${rows}
</tbody></table></details>
<p>Known and explained apart (not decidable from outside): ${known.reduce((n, k) => n + k.elements.length, 0)}.</p>
<ul>${explained.map((line) => `<li>${line}</li>`).join('\n')}</ul>`;
}
