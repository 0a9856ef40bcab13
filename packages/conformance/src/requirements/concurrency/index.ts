/** Profile concurrency: requests sent at once on one object, and the state that must hold after them. */
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import { concurrencyRequirements } from './races.js';

export const concurrencyModule: SuiteModule = {
  name: 'concurrency',
  file: moduleFile(import.meta.url),
  build: (spec) => concurrencyRequirements(spec),
};
