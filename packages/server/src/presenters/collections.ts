/** Collection rows → the contract's Collection. */
import type { Collection } from '@docs-api/shared-types';
import { asLevel, collectionPermissions, type Level } from '../domain/permissions.js';
import type { Collection as CollectionRow } from '../generated/prisma/client.js';
import { valued } from './fields.js';

/** `level` is the caller's level on the collection (permissions are filled for the caller). */
export function presentCollection(row: CollectionRow, level: Level, baseUrl: string): Collection {
  return {
    object: 'collection',
    id: row.id,
    title: row.title,
    ...valued({ description: row.description }),
    organization: row.organizationId,
    ...valued({ parent: row.parentId }),
    defaultLevel: asLevel(row.defaultLevel),
    urls: {
      location: `${baseUrl}/v1/collections/${row.id}`,
      app: `${baseUrl}/c/${row.id}`,
    },
    permissions: collectionPermissions(level),
  };
}
