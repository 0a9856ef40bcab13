/** The reports of `compare` (and `replay --against`): pretty, json, junit, markdown, html — as for `run`. */
import type { Reporter } from '../options/flags.js';
import { htmlEscape, xmlEscape } from '../reporters/clip.js';
import { verdictText, type CompareResult, type Difference } from './comparison.js';

/** What fails a comparison (`--fail-on`): a difference where a side breaks the contract, any difference, nothing. */
export type CompareFailOn = 'violation' | 'difference' | 'none';

const open = (result: CompareResult): Difference[] => result.differences.filter((d) => d.accepted === undefined);

/** Whether the comparison fails under `--fail-on`. */
export function compareFailed(result: CompareResult, on: CompareFailOn): boolean {
  if (on === 'none') return false;
  return open(result).some((d) => on === 'difference' || d.verdict !== 'both-conform');
}

const kindText: Record<Difference['kind'], string> = {
  status: 'status',
  header: 'header',
  'only-a': 'only in a',
  'only-b': 'only in b',
  value: 'value',
  type: 'type',
  length: 'number of items',
  order: 'order of the items',
  body: 'body',
};

/** One line naming a difference: `getSpaceById — value at /title (12 answers)`. */
export const differenceTitle = (d: Difference): string =>
  `${d.operationId} — ${kindText[d.kind]}${d.kind === 'status' ? ` ${d.at}` : d.at === '' ? '' : ` at ${d.at}`} (${d.count} answer${d.count === 1 ? '' : 's'})`;

function counts(result: CompareResult): string {
  const differing = open(result);
  const byVerdict = new Map<string, number>();
  for (const d of differing) byVerdict.set(verdictText[d.verdict], (byVerdict.get(verdictText[d.verdict]) ?? 0) + 1);
  const accepted = result.differences.length - differing.length;
  const parts = [...byVerdict].map(([text, n]) => `${n} ${text}`);
  return `${differing.length} difference${differing.length === 1 ? '' : 's'}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}${accepted > 0 ? `, ${accepted} accepted by the baseline` : ''}`;
}

function sourceText(result: CompareResult): string {
  return result.source.kind === 'run'
    ? `the suite's requests, seed ${result.source.seed}`
    : `the requests of ${result.source.file}`;
}

function headline(result: CompareResult): string[] {
  const skipped = Object.entries(result.skipped ?? {}).filter(([, n]) => n > 0);
  return [
    `a: ${result.a.target}${result.a.tenant !== undefined ? ` (tenant ${result.a.tenant})` : ''}`,
    `b: ${result.b.target}${result.b.tenant !== undefined ? ` (tenant ${result.b.tenant})` : ''}`,
    `${sourceText(result)}: ${result.exchanges} sent to both, ${result.compared} answers of the API compared, ${(result.durationMs / 1000).toFixed(1)} s`,
    ...(skipped.length > 0 ? [`not sent: ${skipped.map(([why, n]) => `${n} ${why}`).join(', ')}`] : []),
    ...(result.run !== undefined
      ? [
          `the suite on a: ${result.run.passed} passed, ${result.run.failed} failed, ${result.run.errors} errors, ${result.run.skipped} skipped`,
        ]
      : []),
  ];
}

/** The terminal report. */
export function prettyCompare(result: CompareResult, color: boolean, verbose: boolean): string {
  const paint = (code: string) => (text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const [red, yellow, dim, green] = [paint('31'), paint('33'), paint('2'), paint('32')];
  const lines = ['docs-api-conformance compare', ...headline(result).map((l) => `  ${l}`), ''];
  const differing = open(result);
  lines.push(differing.length === 0 ? green(`✓ ${counts(result)}`) : red(`✗ ${counts(result)}`), '');
  const shown = verbose ? result.differences : result.differences.slice(0, 50);
  for (const d of shown) {
    const mark =
      d.accepted !== undefined
        ? dim('accepted')
        : d.verdict === 'both-conform'
          ? yellow(verdictText[d.verdict])
          : red(verdictText[d.verdict]);
    lines.push(`[${mark}] ${differenceTitle(d)}`);
    lines.push(`    a: ${d.a.status} ${d.a.value ?? '(absent)'}`, `    b: ${d.b.status} ${d.b.value ?? '(absent)'}`);
    for (const [side, example] of [
      ['a', d.a],
      ['b', d.b],
    ] as const)
      for (const violation of example.violations.slice(0, 3)) lines.push(`    ${side} breaks ${violation}`);
    if (d.accepted !== undefined) lines.push(dim(`    accepted: ${d.accepted}`));
    lines.push(dim(`    a: ${d.a.curl}`), dim(`    b: ${d.b.curl}`), dim(`    baseline id: ${d.key}`), '');
  }
  if (shown.length < result.differences.length)
    lines.push(`… ${result.differences.length - shown.length} more (--verbose, or --reporter json)`, '');
  return `${lines.join('\n')}\n`;
}

export const jsonCompare = (result: CompareResult): string => `${JSON.stringify(result, null, 2)}\n`;

/** JUnit: one test case per difference (a failure; skipped when accepted), one passing case when there is none. */
export function junitCompare(result: CompareResult): string {
  const failures = open(result).length;
  const skipped = result.differences.length - failures;
  const cases = result.differences.map((d) => {
    const detail = [
      differenceTitle(d),
      `a: ${d.a.status} ${d.a.value ?? '(absent)'}`,
      `b: ${d.b.status} ${d.b.value ?? '(absent)'}`,
      ...d.a.violations.map((v) => `a breaks ${v}`),
      ...d.b.violations.map((v) => `b breaks ${v}`),
      `a: ${d.a.curl}`,
      `b: ${d.b.curl}`,
    ].join('\n');
    const body =
      d.accepted !== undefined
        ? `<skipped message="${xmlEscape(`accepted: ${d.accepted}`)}"/>`
        : `<failure type="${d.verdict}" message="${xmlEscape(verdictText[d.verdict])}">${xmlEscape(detail)}</failure>`;
    return `    <testcase classname="${xmlEscape(d.operationId)}" name="${xmlEscape(d.key)}">${body}</testcase>`;
  });
  if (cases.length === 0) cases.push(`    <testcase classname="compare" name="no differences"/>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="docs-api-conformance compare" tests="${Math.max(1, result.differences.length)}" failures="${failures}" skipped="${skipped}" time="${(result.durationMs / 1000).toFixed(3)}">`,
    `  <testsuite name="${xmlEscape(`${result.a.target} vs ${result.b.target}`)}" tests="${Math.max(1, result.differences.length)}" failures="${failures}" skipped="${skipped}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownCompare(result: CompareResult): string {
  const lines = [
    `## docs-api-conformance compare`,
    '',
    ...headline(result).map((l) => `- ${l}`),
    '',
    `**${counts(result)}**`,
    '',
  ];
  if (result.differences.length > 0) {
    lines.push('| verdict | difference | a | b |', '|---|---|---|---|');
    for (const d of result.differences)
      lines.push(
        `| ${d.accepted !== undefined ? 'accepted' : verdictText[d.verdict]} | ${cell(differenceTitle(d))} | ${cell(`${d.a.status} ${d.a.value ?? '(absent)'}`)} | ${cell(`${d.b.status} ${d.b.value ?? '(absent)'}`)} |`,
      );
    lines.push('');
    for (const d of result.differences) {
      lines.push(`### ${cell(differenceTitle(d))}`, '', `${verdictText[d.verdict]} · baseline id \`${d.key}\``, '');
      for (const v of [...d.a.violations.map((x) => `a breaks ${x}`), ...d.b.violations.map((x) => `b breaks ${x}`)])
        lines.push(`- ${cell(v)}`);
      lines.push('```sh', d.a.curl, d.b.curl, '```', '');
    }
  }
  return `${lines.join('\n')}\n`;
}

export function htmlCompare(result: CompareResult): string {
  const e = htmlEscape;
  const rows = result.differences.map(
    (d) =>
      `<tr class="${d.accepted !== undefined ? 'accepted' : d.verdict}"><td>${e(d.accepted !== undefined ? 'accepted' : verdictText[d.verdict])}</td><td>${e(differenceTitle(d))}<br><code>${e(d.key)}</code></td><td>${e(`${d.a.status} ${d.a.value ?? '(absent)'}`)}${d.a.violations.map((v) => `<br><em>${e(v)}</em>`).join('')}<pre>${e(d.a.curl)}</pre></td><td>${e(`${d.b.status} ${d.b.value ?? '(absent)'}`)}${d.b.violations.map((v) => `<br><em>${e(v)}</em>`).join('')}<pre>${e(d.b.curl)}</pre></td></tr>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>docs-api-conformance compare</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top}pre{white-space:pre-wrap;font-size:.8rem}tr.a-violates td:first-child,tr.b-violates td:first-child,tr.both-violate td:first-child{color:#b00}tr.both-conform td:first-child{color:#a60}tr.accepted{color:#777}</style></head>
<body><h1>docs-api-conformance compare</h1>
<ul>${headline(result)
    .map((l) => `<li>${e(l)}</li>`)
    .join('')}</ul>
<p><strong>${e(counts(result))}</strong></p>
${rows.length > 0 ? `<table><thead><tr><th>verdict</th><th>difference</th><th>a</th><th>b</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>` : ''}
</body></html>
`;
}

export const compareRenderers: Record<Exclude<Reporter, 'pretty'>, (result: CompareResult) => string> = {
  json: jsonCompare,
  junit: junitCompare,
  markdown: markdownCompare,
  html: htmlCompare,
};
