/** Names for the objects the suite creates: short, unique within a run, recognizable as the suite's. */
import { runId } from '../engine/run-id.js';

let counter = 0;

/** `conformance-<runId>-<n>`, at most `max` characters. */
export function uniqueName(max = 30): string {
  counter += 1;
  return `conformance-${runId}-${counter}`.slice(-max);
}
