/** Handlers of contract section "Translation settings". */
import { created, ok, type HandlerMap } from '../http/handler.js';
import * as translations from '../services/translations.js';

export const translationHandlers: HandlerMap = {
  listTranslations: async ({ services, caller, params, query, baseUrl }) =>
    ok(await translations.list(services, caller, params.organizationId, query, baseUrl)),

  createTranslation: async ({ services, caller, params, body, baseUrl }) =>
    created(await translations.create(services, caller, params.organizationId, body, baseUrl)),

  getTranslation: async ({ services, caller, params, baseUrl }) =>
    ok(await translations.get(services, caller, params.organizationId, params.translationSettingsId, baseUrl)),

  updateTranslation: async ({ services, caller, params, body, baseUrl }) =>
    ok(await translations.update(services, caller, params.organizationId, params.translationSettingsId, body, baseUrl)),

  deleteTranslation: async ({ services, caller, params }) => {
    await translations.remove(services, caller, params.organizationId, params.translationSettingsId);
    return { status: 205 };
  },
};
