/**
 * The JSON report: the whole run, one entry per selected requirement. Its shape is published as a JSON Schema
 * (`schema/report.schema.json`, `$id` below); secrets are masked unless `--show-secrets`.
 */
import type { RunResult } from '../engine/runner.js';
import { coverageSummary } from './coverage.js';
import { failureGroups, replayCommand, summarize, type Invocation } from './summary.js';

export const REPORT_SCHEMA_ID = 'https://docs-api.dev/schemas/conformance-report/v1.json';

export function jsonReport(result: RunResult, invocation: Invocation): string {
  const { byLevel } = summarize(result);
  const mask = invocation.mask;
  return `${JSON.stringify(
    {
      $schema: REPORT_SCHEMA_ID,
      tool: result.tool.name,
      toolVersion: result.tool.version,
      specVersion: result.specVersion,
      runId: result.runId,
      target: result.target,
      seed: result.seed,
      capabilities: result.capabilities,
      startedAt: result.startedAt,
      durationMs: result.durationMs,
      interrupted: result.interrupted,
      ...(result.stopped !== undefined ? { stopped: mask.text(result.stopped) } : {}),
      strict: invocation.strict === true,
      cleanup: {
        done: result.cleanedUp,
        created: result.created,
        ...(result.tenant !== undefined ? { tenant: result.tenant } : {}),
        leftovers: result.leftovers.map((l) => ({ ...l, reason: mask.text(l.reason) })),
      },
      throttled: result.throttled,
      summary: byLevel,
      ...(result.coverage !== undefined ? { coverageSummary: coverageSummary(result), coverage: result.coverage } : {}),
      ...(result.baseline !== undefined ? { baseline: result.baseline } : {}),
      ...(result.traffic !== undefined ? { traffic: result.traffic } : {}),
      failureGroups: failureGroups(result).map((g) => ({
        kind: mask.text(g.kind),
        shownBy: g.shownBy,
        count: g.members.length,
        members: g.members,
      })),
      results: result.results.map(({ requirement, verdict }) => {
        const replay = replayCommand(invocation, requirement, verdict);
        return {
          ...requirement,
          status: verdict.status,
          durationMs: verdict.durationMs ?? 0,
          ...(verdict.check !== undefined ? { check: verdict.check } : {}),
          ...(verdict.reason !== undefined ? { reason: mask.text(verdict.reason) } : {}),
          ...(verdict.group?.shownBy !== undefined ? { sameFailureAs: verdict.group.shownBy } : {}),
          ...(verdict.known !== undefined ? { known: verdict.known } : {}),
          ...(verdict.failure !== undefined
            ? {
                failure: {
                  message: mask.text(verdict.failure.message),
                  ...(verdict.failure.counterexample !== undefined
                    ? { counterexample: mask.text(verdict.failure.counterexample) }
                    : {}),
                  ...(verdict.failure.seed !== undefined ? { seed: verdict.failure.seed } : {}),
                  ...(verdict.failure.path !== undefined ? { path: verdict.failure.path } : {}),
                  requests: verdict.failure.exchanges.map((e) => ({
                    curl: mask.curl(e.request),
                    status: e.status,
                    body: mask.text(e.bodyText.slice(0, 2000)),
                  })),
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
