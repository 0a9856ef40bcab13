/** The proxy as a library: a judge over the catalogue and the proxy in front of a target, in one call (tests, examples). */
import { writeFile } from 'node:fs/promises';
import { buildCatalogue, type Catalogue } from '../catalogue.js';
import type { Fixtures } from '../engine/fixtures.js';
import { Masker } from '../reporters/mask.js';
import { startContractProxy, type Mode, type RunningContractProxy } from './server.js';
import { TrafficJudge, type TrafficReport, type Violation } from './traffic.js';

export interface JudgingProxyOptions {
  target: string;
  mode?: Mode;
  port?: number;
  host?: string;
  ignore?: string[];
  rewriteHost?: boolean;
  /** Tokens to mask in violations (and curl lines that name their callers' variables). */
  fixtures?: Pick<Fixtures, 'tokens'>;
  catalogue?: Catalogue;
  onViolation?(violation: Violation): void;
}

export interface JudgingProxy extends RunningContractProxy {
  judge: TrafficJudge;
}

/** Starts a judging proxy in front of `target` (port 0 by default); `judge` holds the violations and the report. */
export async function startJudgingProxy(options: JudgingProxyOptions): Promise<JudgingProxy> {
  const judge = new TrafficJudge(options.catalogue ?? buildCatalogue(), {
    mask: new Masker(options.fixtures ?? { tokens: { admin: '', reader: '', outsider: '' } }),
    ...(options.onViolation !== undefined ? { onViolation: options.onViolation } : {}),
  });
  const running = await startContractProxy({
    target: options.target,
    judge,
    port: options.port ?? 0,
    ...(options.mode !== undefined ? { mode: options.mode } : {}),
    ...(options.host !== undefined ? { host: options.host } : {}),
    ...(options.ignore !== undefined ? { ignore: options.ignore } : {}),
    ...(options.rewriteHost !== undefined ? { rewriteHost: options.rewriteHost } : {}),
  });
  return { ...running, judge };
}

/** What `writeTrafficReport` writes: the report so far and the coverage of operations × documented statuses. */
export interface TrafficReportFile extends TrafficReport {
  coverage: { documented: number; observed: number; operations: { operationId: string; statuses: number[] }[] };
}

/**
 * Writes a judging proxy's report as JSON (the examples' test runs write one when DOCS_API_JUDGE_REPORT names a
 * file): violations and, per operation seen, the documented statuses observed.
 */
export async function writeTrafficReport(proxy: JudgingProxy, file: string): Promise<TrafficReportFile> {
  const coverage = proxy.judge.result(proxy.url).coverage;
  const report: TrafficReportFile = {
    ...proxy.judge.snapshot(),
    coverage: {
      documented: coverage?.documented ?? 0,
      observed: coverage?.observed ?? 0,
      operations: (coverage?.operations ?? [])
        .map((o) => ({
          operationId: o.operationId,
          statuses: o.statuses.filter((s) => s.observed).map((s) => s.status),
        }))
        .filter((o) => o.statuses.length > 0),
    },
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return report;
}
