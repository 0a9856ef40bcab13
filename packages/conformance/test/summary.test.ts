/**
 * Coverage of documented statuses and the Markdown job summary, on a clean run and on one behind a DELETE that
 * answers 200: each documented status of an operation is a cell (observed or not, with the requirements that drew
 * it), every reporter prints the "N of M documented statuses observed" line, and the summary carries the verdict,
 * the counts per section × level, the failure with its replay line, and the coverage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  htmlReport,
  jsonReport,
  junitReport,
  markdownReport,
  Masker,
  prettyReport,
  runSuite,
  type Invocation,
  type RunResult,
} from '../src/index.js';
import { startProxy } from './support/fault-proxy.js';
import { faults, useTokens } from './support/faults.js';
import { startReference, type Reference } from './support/reference.js';

const selection = { profiles: ['collections' as const], only: ['DEL-*.deleteCollectionById', '*.createCollection'] };

describe('coverage of documented statuses and the Markdown summary', () => {
  let reference: Reference;
  let clean: RunResult;
  let broken: RunResult;
  let invocation: Invocation;

  beforeAll(async () => {
    reference = await startReference();
    useTokens(reference.fixtures.tokens);
    const catalogue = buildCatalogue();
    clean = await runSuite(catalogue, { fixtures: reference.fixtures, selection, seed: 2 });
    const fault = faults.find((f) => f.expected.includes('DEL-STATUS.deleteCollectionById'));
    if (fault === undefined) throw new Error('the DELETE 200 fault is missing');
    const proxy = await startProxy(reference.server.url, fault.handle);
    try {
      broken = await runSuite(catalogue, {
        fixtures: { ...reference.fixtures, baseUrl: proxy.url },
        selection,
        seed: 2,
      });
    } finally {
      await proxy.stop();
    }
    invocation = { base: 'docs-api-conformance run --fixtures f.json', mask: new Masker(reference.fixtures) };
  });

  afterAll(async () => {
    await reference?.server.stop();
  });

  const cell = (result: RunResult, operationId: string, status: number) =>
    result.coverage?.operations.find((o) => o.operationId === operationId)?.statuses.find((s) => s.status === status);

  it('has a cell per documented status of each selected operation, observed or not, with the requirements that drew it', () => {
    const deleted = cell(clean, 'deleteCollectionById', 205);
    expect(deleted?.observed).toBe(true);
    expect(deleted?.requirements).toContain('DEL-STATUS.deleteCollectionById');
    expect(cell(clean, 'createCollection', 201)?.requirements).toContain('RSP-STATUS.createCollection');
    expect(cell(clean, 'createCollection', 400)).toMatchObject({ observed: true });
    // Behind the fault the DELETE answers 200, which the spec does not document: 205 is never observed.
    expect(cell(broken, 'deleteCollectionById', 205)).toEqual({ status: 205, observed: false, requirements: [] });
    const coverage = clean.coverage;
    expect(coverage?.documented).toBe(coverage?.operations.reduce((n, o) => n + o.statuses.length, 0));
    expect(coverage?.observed).toBe(
      coverage?.operations.reduce((n, o) => n + o.statuses.filter((s) => s.observed).length, 0),
    );
    expect(broken.coverage?.observed).toBeLessThan(coverage?.observed ?? 0);
  });

  it('prints the coverage line in every reporter', () => {
    const line = `${clean.coverage?.observed} of ${clean.coverage?.documented} documented statuses observed`;
    const reports = [
      prettyReport(clean, invocation, { color: false }, false),
      jsonReport(clean, invocation),
      junitReport(clean, invocation),
      htmlReport(clean, invocation),
      markdownReport(clean, invocation),
    ];
    for (const report of reports) expect(report).toContain(line);
    expect(htmlReport(clean, invocation)).toContain(
      '<td class="st seen" title="205 observed; drawn by DEL-STATUS.deleteCollectionById',
    );
  });

  it('writes a job summary with the verdict, counts per section × level, the failure and its replay line, and the coverage', () => {
    const summary = markdownReport(broken, invocation);
    expect(summary).toMatch(/^## Docs API conformance: ❌ FAILED\n/);
    expect(summary).toMatch(/\| [A-Za-z ›]+ \| \d+ \| 1 \| \d+ \| \d+ \| 0 \| \d+ \|/);
    expect(summary).toContain('- **DEL-STATUS.deleteCollectionById** [MUST]: ');
    expect(summary).toMatch(
      / {2}`docs-api-conformance run --fixtures f\.json --only 'DEL-STATUS\.deleteCollectionById' --seed 2/,
    );
    expect(summary).toContain(
      `Coverage: ${broken.coverage?.observed} of ${broken.coverage?.documented} documented statuses observed`,
    );
    expect(summary).toMatch(/\| deleteCollectionById \| [\d, ]*205/);
    expect(summary).not.toContain(reference.fixtures.tokens.admin);
    expect(markdownReport(clean, invocation)).toMatch(/^## Docs API conformance: ✅ PASSED\n/);
  });
});
