/** Operations of the spec's tag "Translations" (paths/translations.ts). */
import { handlersOf } from '../http/handler.js';
import * as translations from '../services/translations.js';

export const translationHandlers = handlersOf({
  listTranslations: [200, translations.list],
  createTranslation: [201, translations.create],
  getTranslation: [200, translations.get],
  updateTranslation: [200, translations.update],
  deleteTranslation: [205, translations.remove],
});
