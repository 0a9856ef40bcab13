/** spec schema TranslationSettings. */
import { withPermits } from '../permits.js';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { obj, objectAndId, ref, str, urlFields } from '../builders.js';

// spec schema TranslationSettings `title` 1 to 100
export const translationTitle = str({ min: 1, max: 100 });

export const schemas: Record<string, SchemaObject> = {
  // docs/behaviour.md#fields-always-sent: every field is always sent (the contract marks none Required).
  TranslationSettings: obj(
    {
      ...objectAndId('translation-settings'),
      title: translationTitle,
      languages: { type: 'array', items: { type: 'string' } },
      createdAt: ref('Timestamp'),
      updatedAt: ref('Timestamp'),
      permissions: withPermits(obj({ view: { type: 'boolean' }, edit: { type: 'boolean' } }, ['view', 'edit']), {
        view: ['getTranslation'],
        edit: ['updateTranslation'],
      }),
      urls: urlFields(['location'], ['location']),
    },
    ['object', 'id', 'title', 'languages', 'createdAt', 'updatedAt', 'permissions', 'urls'],
  ),
};
