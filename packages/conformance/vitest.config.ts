import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

/**
 * The single-fault table's parts (test/faults-<n>.test.ts) are the longest files by far but the smallest on disk, so
 * vitest's default order (larger files first, when it knows no durations) would start them last and leave one worker
 * running alone at the end: they go first, the rest fill the workers around them.
 */
class FaultsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isFaults = (file: TestSpecification) => /faults-\d+\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(isFaults), ...sorted.filter((file) => !isFaults(file))];
  }
}

export default defineConfig({
  test: {
    reporters: reporters('conformance'),
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    sequence: { sequencer: FaultsFirst },
  },
});
