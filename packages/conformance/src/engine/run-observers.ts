/**
 * What a run learns from every exchange it sees: the answers (status, schema, what they must not carry), their media
 * types and response times, the documented statuses covered, the successes that back refusals (controls.ts) and the
 * server errors. Once the checks are done, the passive requirements are decided from them.
 */
import type { ApiSpec } from '../contract/operations.js';
import { SuccessLog } from './controls.js';
import { checkContext, StatusCoverage } from './coverage.js';
import { ResponseTimes } from './instances-and-timing.js';
import { MediaTypeObserver } from './media-types.js';
import { ResponseObserver } from './observer.js';
import { ServerErrorLog } from './server-errors.js';
import type { Exchange, Requirement, Verdict } from './types.js';

/** Every observer of one run, each handed every exchange. */
export class RunObservers {
  readonly answers: ResponseObserver;
  readonly mediaTypes: MediaTypeObserver;
  readonly times = new ResponseTimes();
  readonly coverage: StatusCoverage;
  readonly successes = new SuccessLog();
  readonly serverErrors = new ServerErrorLog();

  /** `basePath`: the path of the target's base URL, before the spec's paths; `selected`: what the run decides. */
  constructor(spec: ApiSpec, basePath: string, selected: Requirement[]) {
    this.answers = new ResponseObserver(spec, basePath);
    this.mediaTypes = new MediaTypeObserver(spec);
    this.coverage = new StatusCoverage(spec, selected);
  }

  observe(exchange: Exchange): void {
    this.answers.observe(exchange);
    this.mediaTypes.observe(exchange);
    this.times.observe(exchange);
    this.coverage.observe(exchange);
    this.successes.observe(exchange);
    this.serverErrors.observe(exchange, this.answers.operationOf(exchange), checkContext.getStore()?.check.name);
  }

  /** The verdict of a passive requirement from what was observed (`maxResponseTimeMs`: the response-time budget). */
  passiveVerdict(requirement: Requirement, maxResponseTimeMs: number | undefined): Verdict {
    const operationId = requirement.operations[0] ?? '';
    if (requirement.category === 'performance')
      return this.times.verdict(requirement.id, operationId, maxResponseTimeMs);
    if (MediaTypeObserver.decides(requirement.id)) return this.mediaTypes.verdict(requirement.id, operationId);
    return this.answers.verdict(requirement.id, operationId);
  }
}
