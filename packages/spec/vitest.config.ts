import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({ test: { reporters: reporters('spec'), include: ['test/**/*.test.ts'] } });
