/**
 * Response time, never a MUST: with `--max-response-time <ms>` every operation's p95 over all the answers the
 * run observed (any status) must stay within the budget. Passive: decided from every check's requests.
 */
import type { SuiteModule } from '../engine/module.js';
import { responseTimeId } from '../engine/reach.js';
import { about } from './kit.js';

export const perfModule: SuiteModule = {
  name: 'performance',
  build(spec) {
    const requirements = spec.operations.map((op) =>
      about(op, {
        id: responseTimeId(op),
        level: 'SHOULD',
        category: 'performance',
        statement: `the 95th percentile of ${op.id}'s response times in the run stays within --max-response-time`,
        passive: true,
      }),
    );
    return { requirements, checks: [] };
  },
};
