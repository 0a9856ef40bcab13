/**
 * Run results built by hand, for the tests of the reports, the exit code, the baseline, diff and the bundle that
 * need no server: requirements with a verdict each, a request to show, and the run's facts.
 */
import type { Exchange, Requirement, RunResult, Verdict } from '../../src/index.js';

export const TARGET = 'http://127.0.0.1:4999';

/** A requirement of the spaces profile about `operation` (its source named, as the catalogue's are). */
export function requirement(id: string, level: 'MUST' | 'SHOULD', operations = ['getSpaceById']): Requirement {
  return {
    id,
    level,
    section: 'Spaces',
    profile: 'spaces',
    operations,
    category: 'state',
    statement: `${id} holds`,
    source: { kind: 'contract', section: 'Spaces', quote: `the quoted sentence of ${id}` },
  };
}

/** One request and its answer, as a failure records it. */
export function exchange(method: string, path: string, status: number, body?: string, answer = ''): Exchange {
  return {
    request: {
      method,
      url: `${TARGET}${path}`,
      headers: {
        'User-Agent': 'docs-api-conformance/0.0.0',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body } : {}),
    },
    status,
    headers: {},
    bodyText: answer,
    bodyBytes: answer.length,
  };
}

/** A run of `entries` with plain facts: seed 4242, run id `r4242x`, cleaned up, nothing left over. */
export function runResult(entries: [Requirement, Omit<Verdict, 'id'>][], extra: Partial<RunResult> = {}): RunResult {
  return {
    tool: { name: 'docs-api-conformance', version: '0.0.0' },
    specVersion: '1.0.0',
    runId: 'r4242x',
    target: TARGET,
    seed: 4242,
    capabilities: ['clock'],
    startedAt: '2026-11-27T10:00:00.000Z',
    durationMs: 1200,
    interrupted: false,
    cleanedUp: true,
    created: 0,
    leftovers: [],
    throttled: 0,
    results: entries.map(([r, verdict]) => ({ requirement: r, verdict: { id: r.id, ...verdict } })),
    ...extra,
  };
}
