/** Profile translations: fresh translation settings for every check that needs them (their limits are spec-derived). */
import { moduleFile, type SuiteModule } from '../engine/module.js';
import { createdIn } from './fresh-objects.js';
import { uniqueName } from './names.js';

// spec: createTranslation, updateTranslation — `title` (Required), 1 to 100.
const title = () => ({ title: uniqueName(100) });

export const translationsModule: SuiteModule = {
  name: 'translations',
  file: moduleFile(import.meta.url),
  providers: [createdIn('translationSettingsId', 'createTranslation', title)],
  setups: [
    { operationId: 'createTranslation', body: title },
    { operationId: 'updateTranslation', body: title },
  ],
};
