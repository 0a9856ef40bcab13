/** contract: Endpoints › Translation settings. */
import type { PathsObject } from 'openapi3-ts/oas31';
import { listOf, obj, operation, param, ref } from '../builders.js';
import { paginated } from '../parameters.js';
import { translationTitle } from '../schemas/translations.js';

const section = 'Translation settings';
const org = [param('pathOrganizationId')];
const translation = [...org, param('pathTranslationSettingsId')];
const body = obj({ title: translationTitle }, ['title']);

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/translations': {
    get: operation({
      id: 'listTranslations',
      section,
      summary: 'List the translation settings of an organization',
      parameters: [...org, ...paginated],
      success: { status: 200, schema: listOf(ref('TranslationSettings')) },
    }),
    post: operation({
      id: 'createTranslation',
      section,
      summary: 'Create translation settings',
      parameters: org,
      body,
      success: { status: 201, schema: ref('TranslationSettings') },
    }),
  },
  '/v1/orgs/{organizationId}/translations/{translationSettingsId}': {
    get: operation({
      id: 'getTranslation',
      section,
      summary: 'Get translation settings',
      parameters: translation,
      success: { status: 200, schema: ref('TranslationSettings') },
    }),
    put: operation({
      id: 'updateTranslation',
      section,
      summary: 'Update translation settings',
      parameters: translation,
      body,
      success: { status: 200, schema: ref('TranslationSettings') },
    }),
    delete: operation({
      id: 'deleteTranslation',
      section,
      summary: 'Delete translation settings',
      parameters: translation,
      success: { status: 205 },
    }),
  },
};
