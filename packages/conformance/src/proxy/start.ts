/** The proxy as a library: a judge over the catalogue and the proxy in front of a target, in one call (tests, examples). */
import { buildCatalogue, type Catalogue } from '../catalogue.js';
import type { Fixtures } from '../engine/fixtures.js';
import { Masker } from '../reporters/mask.js';
import { startContractProxy, type Mode, type RunningContractProxy } from './server.js';
import { TrafficJudge, type Violation } from './traffic.js';

export interface JudgingProxyOptions {
  target: string;
  mode?: Mode;
  port?: number;
  host?: string;
  ignore?: string[];
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
  });
  return { ...running, judge };
}
