/** Profile concurrency: requests sent at once on one object, and the state that must hold after them. */
import type { SuiteModule } from '../../engine/module.js';
import { concurrencyRequirements } from './races.js';

export const concurrencyModule: SuiteModule = {
  name: 'concurrency',
  build: (spec) => concurrencyRequirements(spec),
};
