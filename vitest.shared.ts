// Reporters shared by every package's vitest config: the default one, plus a JSON report under
// <root>/reports that scripts/summarize-tests.mjs adds up into the closing line.
import { fileURLToPath } from 'node:url';

export function reporters(name: string): (string | [string, Record<string, unknown>])[] {
  const reportName = process.env['VITEST_REPORT_NAME'] ?? name;
  const outputFile = fileURLToPath(new URL(`./reports/vitest-${reportName}.json`, import.meta.url));
  return ['default', ['json', { outputFile }]];
}
