/** The JSON report: the whole run, one entry per selected requirement. */
import type { RunResult } from '../engine/runner.js';
import { toCurl } from './curl.js';
import { replayCommand, summarize, type Invocation } from './summary.js';

export function jsonReport(result: RunResult, invocation: Invocation): string {
  const { byLevel } = summarize(result);
  return `${JSON.stringify(
    {
      tool: 'docs-api-conformance',
      target: result.target,
      seed: result.seed,
      capabilities: result.capabilities,
      durationMs: result.durationMs,
      summary: byLevel,
      results: result.results.map(({ requirement, verdict }) => {
        const replay = replayCommand(invocation, requirement, verdict);
        return {
          ...requirement,
          status: verdict.status,
          ...(verdict.reason !== undefined ? { reason: verdict.reason } : {}),
          ...(verdict.failure !== undefined
            ? {
                failure: {
                  message: verdict.failure.message,
                  ...(verdict.failure.counterexample !== undefined ? { counterexample: verdict.failure.counterexample } : {}),
                  ...(verdict.failure.seed !== undefined ? { seed: verdict.failure.seed } : {}),
                  ...(verdict.failure.path !== undefined ? { path: verdict.failure.path } : {}),
                  requests: verdict.failure.exchanges.map((e) => ({ curl: toCurl(e.request), status: e.status, body: e.bodyText.slice(0, 2000) })),
                  ...(replay !== undefined ? { replay } : {}),
                },
              }
            : {}),
        };
      }),
    },
    null,
    2,
  )}\n`;
}
