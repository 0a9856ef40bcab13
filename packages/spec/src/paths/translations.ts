/** spec tag Translation settings. */
import type { PathsObject } from 'openapi3-ts/oas31';
import { collectionPath, itemPath, obj, param, ref } from '../builders.js';
import { paginated } from '../parameters.js';
import { translationTitle } from '../schemas/translations.js';

const section = 'Translation settings';
const org = [param('pathOrganizationId')];
const translation = [...org, param('pathTranslationSettingsId')];
const body = obj({ title: translationTitle }, ['title']);

export const paths: PathsObject = {
  '/v1/orgs/{organizationId}/translations': collectionPath(
    { section, parameters: org, schema: ref('TranslationSettings') },
    {
      get: ['listTranslations', 'List the translation settings of an organization', [...org, ...paginated]],
      post: ['createTranslation', 'Create translation settings', body],
    },
  ),
  '/v1/orgs/{organizationId}/translations/{translationSettingsId}': itemPath(
    { section, parameters: translation, schema: ref('TranslationSettings') },
    {
      get: ['getTranslation', 'Get translation settings'],
      put: ['updateTranslation', 'Update translation settings', body],
      delete: ['deleteTranslation', 'Delete translation settings', 205],
    },
  ),
};
