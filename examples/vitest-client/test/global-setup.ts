/**
 * Starts one reference server for the whole run (in this process, in memory, test API on) and hands its URL to the
 * test files. With DOCS_API_JUDGE_REPORT=<file>, the tests talk to it through the conformance suite's judging proxy
 * instead, and the proxy's report (every request and answer judged against the contract) is written to that file.
 */
import { startJudgingProxy, writeTrafficReport, type JudgingProxy } from '@docs-api/conformance';
import { startDocsApi } from '@docs-api/server/testing';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startDocsApi();
  const reportFile = process.env['DOCS_API_JUDGE_REPORT'];
  const proxy: JudgingProxy | undefined =
    reportFile !== undefined && reportFile !== '' ? await startJudgingProxy({ target: server.url }) : undefined;
  project.provide('docsApiUrl', proxy?.url ?? server.url);
  return async () => {
    if (proxy !== undefined && reportFile !== undefined) {
      await proxy.stop();
      await writeTrafficReport(proxy, reportFile);
    }
    await server.stop();
  };
}
