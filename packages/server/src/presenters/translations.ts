/** TranslationSettings rows → the contract's TranslationSettings. */
import type { TranslationSettings } from '@docs-api/shared-types';
import { atLeast, type Level } from '../domain/permissions.js';
import type { TranslationSettings as TranslationRow } from '../generated/prisma/client.js';

/** The caller may view with the read role and edit with the create role (see services/translations.ts). */
export const translationPermissions = (role: Level) => ({ view: atLeast(role, 'read'), edit: atLeast(role, 'create') });

export function presentTranslation(row: TranslationRow, callerRole: Level, baseUrl: string): TranslationSettings {
  return {
    object: 'translation-settings',
    id: row.id,
    title: row.title,
    languages: row.languages,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    permissions: translationPermissions(callerRole),
    urls: { location: `${baseUrl}/v1/orgs/${row.organizationId}/translations/${row.id}` },
  };
}
