import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

// `pnpm test:container`: the tests of vitest.config.ts against the server's image in a container
// (test/container-setup.ts, @docs-api/testcontainers) instead of a server in this process. Needs Docker and the image.
export default defineConfig({
  test: {
    reporters: reporters('example-vitest-client-container'),
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/container-setup.ts'],
    testTimeout: 60_000,
    // The container's start (26 s were seen on a busy 2-core machine, docs/containers.md) is the setup's.
    hookTimeout: 120_000,
  },
});
