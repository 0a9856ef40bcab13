/**
 * The JSON report: the whole run, one entry per selected requirement. Its shape is published as a JSON Schema
 * (`schema/report.schema.json`, `$id` below); secrets are masked unless `--show-secrets`. An error of the run
 * (status `error`) carries its replay line; long texts are cut so that no line is longer than MAX_LINE.
 */
import type { RunResult } from '../engine/runner.js';
import type { Failure } from '../engine/types.js';
import { clip, jsonEscape } from './clip.js';
import { coverageSummary } from './coverage.js';
import { failureGroups, replayCommand, runSeedOf, summarize, type Invocation } from './summary.js';

/** The longest string value, escaped: its line (indented, with its key) stays below MAX_LINE. */
const VALUE_MAX = 1900;
const short = (text: string, max = VALUE_MAX): string => clip(text, max, jsonEscape);

/** A failure's (or an error's) message, counterexample and requests, with its replay line. */
function failureOf(failure: Failure, invocation: Invocation, replay: string | undefined) {
  const mask = invocation.mask;
  return {
    message: short(mask.text(failure.message)),
    ...(failure.counterexample !== undefined ? { counterexample: short(mask.text(failure.counterexample)) } : {}),
    ...(failure.seed !== undefined ? { seed: failure.seed } : {}),
    ...(failure.path !== undefined ? { path: failure.path } : {}),
    requests: failure.exchanges.map((e) => ({
      curl: mask.curl(e.request, invocation.spill),
      status: e.status,
      body: short(mask.text(e.bodyText.slice(0, 2000)), 1000),
    })),
    ...(replay !== undefined ? { replay } : {}),
  };
}

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
      ...(result.stopped !== undefined ? { stopped: short(mask.text(result.stopped)) } : {}),
      strict: invocation.strict === true,
      strictErrors: invocation.strictErrors === true,
      cleanup: {
        done: result.cleanedUp,
        created: result.created,
        ...(result.tenant !== undefined ? { tenant: result.tenant } : {}),
        leftovers: result.leftovers.map((l) => ({ ...l, path: short(l.path), reason: short(mask.text(l.reason)) })),
      },
      throttled: result.throttled,
      ...(result.timing !== undefined ? { timing: result.timing } : {}),
      ...(result.seeds !== undefined ? { seeds: result.seeds } : {}),
      summary: byLevel,
      ...(result.coverage !== undefined ? { coverageSummary: coverageSummary(result), coverage: result.coverage } : {}),
      ...(result.baseline !== undefined ? { baseline: result.baseline } : {}),
      ...(result.traffic !== undefined ? { traffic: result.traffic } : {}),
      failureGroups: failureGroups(result).map((g) => ({
        kind: short(mask.text(g.kind)),
        shownBy: g.shownBy,
        count: g.members.length,
        members: g.members,
      })),
      results: result.results.map(({ requirement, verdict }) => {
        const replay = replayCommand(invocation, requirement, verdict, runSeedOf(result));
        return {
          ...requirement,
          status: verdict.status,
          durationMs: verdict.durationMs ?? 0,
          ...(verdict.check !== undefined ? { check: verdict.check } : {}),
          ...(verdict.reason !== undefined ? { reason: short(mask.text(verdict.reason)) } : {}),
          ...(verdict.group?.shownBy !== undefined ? { sameFailureAs: verdict.group.shownBy } : {}),
          ...(verdict.known !== undefined ? { known: { ...verdict.known, reason: short(verdict.known.reason) } } : {}),
          ...(verdict.status === 'error' && replay !== undefined ? { replay } : {}),
          ...(verdict.failure !== undefined ? { failure: failureOf(verdict.failure, invocation, replay) } : {}),
        };
      }),
    },
    null,
    2,
  )}\n`;
}
