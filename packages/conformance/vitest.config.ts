import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

/**
 * The longest files first, so that the workers end together rather than one running alone at the end: the
 * single-fault table's parts (test/faults-<n>.test.ts), then the files that run the whole suite or a mock, by
 * their seconds in a CI run (stop 36). vitest's default (larger files first, when it knows no durations) would
 * start the small but long faults-<n> files last. Files not listed follow in the default order.
 */
const LONGEST_FIRST = [
  /\/faults-\d+\.test\.ts$/,
  /\/mock-server\.test\.ts$/,
  /\/reference\.test\.ts$/,
  /\/cli\.test\.ts$/,
  /\/mutate\.test\.ts$/,
  /\/load-balancer\.test\.ts$/,
  /\/baseline\.test\.ts$/,
  /\/proxy-examples\.test\.ts$/,
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // Array.prototype.sort is stable: within a rank, the default order stays.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    reporters: reporters('conformance'),
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, where each test
    // file's reference server and suite together keep about one core busy. Two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
  },
});
