/**
 * Background and long-running work reported for the metrics (docs/operations.md › Metrics): website
 * imports (spec: importContentInSpace, importContentInChangeRequest) and OpenAPI processing runs (spec
 * schema OpenAPISpec `processingState`). Events carry their database as owner, so each app counts its own.
 */
import { EventEmitter } from 'node:events';

export type JobKind = 'import' | 'openapi_processing';
export type JobOutcome = 'started' | 'succeeded' | 'failed';
type Listener = (owner: object, kind: JobKind, outcome: JobOutcome) => void;

const events = new EventEmitter();
events.setMaxListeners(0);

/** Reports that a job of `kind` started or ended; `owner` is the app's Database. */
export function reportJob(owner: object, kind: JobKind, outcome: JobOutcome): void {
  events.emit('job', owner, kind, outcome);
}

/** Runs `work` as one job of `kind`: reported when it starts and when it succeeds or fails. */
export async function asJob<T>(owner: object, kind: JobKind, work: () => Promise<T>): Promise<T> {
  reportJob(owner, kind, 'started');
  try {
    const result = await work();
    reportJob(owner, kind, 'succeeded');
    return result;
  } catch (error) {
    reportJob(owner, kind, 'failed');
    throw error;
  }
}

/** Hears every job event; returns the function that stops listening. */
export function onJob(listener: Listener): () => void {
  events.on('job', listener);
  return () => events.off('job', listener);
}
