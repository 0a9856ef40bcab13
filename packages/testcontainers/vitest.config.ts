import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    reporters: reporters('testcontainers'),
    include: ['test/**/*.test.ts'],
    // Says once why the container tests are skipped (no DOCS_API_IMAGE), and turns off Testcontainers' reaper.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // Starting a container on a busy machine takes tens of seconds (docs/containers.md).
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
