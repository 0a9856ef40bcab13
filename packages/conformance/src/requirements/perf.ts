/**
 * Response time, never a MUST: with `--max-response-time <ms>` every operation's p95 over all the answers the
 * run observed (any status) must stay within the budget. Passive: decided from every check's requests.
 */
import { moduleFile, type SuiteModule } from '../engine/module.js';
import { behaviour } from '../engine/sources.js';
import { responseTimeId } from '../engine/instances-and-timing.js';
import { about } from './entries-and-answers.js';

export const perfModule: SuiteModule = {
  name: 'performance',
  file: moduleFile(import.meta.url),
  build(spec) {
    const requirements = spec.operations.map((op) =>
      about(op, {
        id: responseTimeId(op),
        level: 'SHOULD',
        // A budget the run sets, no sentence of the contract's.
        source: behaviour('must-and-should-in-the-conformance-suite'),
        category: 'performance',
        statement: `the 95th percentile of ${op.id}'s response times in the run stays within --max-response-time`,
        passive: true,
      }),
    );
    return { requirements, checks: [] };
  },
};
