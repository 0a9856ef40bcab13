/** spec schema TranslationSettings. */
import type { SchemaObject } from 'openapi3-ts/oas31';
import { obj, objectAndId, ref, str, stringFields } from '../builders.js';

// spec schema TranslationSettings `title` 1 to 100
export const translationTitle = str({ min: 1, max: 100 });

export const schemas: Record<string, SchemaObject> = {
  TranslationSettings: obj({
    ...objectAndId('translation-settings'),
    title: translationTitle,
    languages: { type: 'array', items: { type: 'string' } },
    createdAt: ref('Timestamp'),
    updatedAt: ref('Timestamp'),
    permissions: obj({ view: { type: 'boolean' }, edit: { type: 'boolean' } }),
    urls: stringFields('location'),
  }),
};
