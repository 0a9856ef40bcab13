/** `docs-api-conformance diff a.json b.json [--format text|json|markdown]`: exit 1 when b has new failures. */
import { diffMarkdown, diffReports, diffText } from '../../baseline/diff.js';

export async function diff(
  from: string,
  to: string,
  format: 'text' | 'json' | 'markdown',
): Promise<{ code: number; output: string }> {
  const result = await diffReports(from, to);
  const output =
    format === 'json'
      ? `${JSON.stringify(result, null, 2)}\n`
      : format === 'markdown'
        ? diffMarkdown(result)
        : diffText(result);
  return { code: result.newFailures.length > 0 ? 1 : 0, output };
}
