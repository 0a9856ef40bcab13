import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    reporters: reporters('example-vitest-client'),
    include: ['test/**/*.test.ts'],
    // One reference server for the whole run; every test file makes its own tenant (test/tenant.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
