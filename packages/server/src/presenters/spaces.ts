/** Space rows → the contract's Space. */
import type { Space } from '@docs-api/shared-types';
import { asLevel, spacePermissions, type Level } from '../domain/permissions.js';
import type { Space as SpaceRow } from '../generated/prisma/client.js';
import { valued } from './fields.js';

/** `level` is the caller's level on the space; the counters are the row's own (kept by triggers, see the counters migration). */
export function presentSpace(row: SpaceRow, level: Level, baseUrl: string): Space {
  return {
    object: 'space',
    id: row.id,
    title: row.title,
    emoji: row.emoji,
    visibility: row.visibility as Space['visibility'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...valued({ deletedAt: row.deletedAt?.toISOString() }),
    editMode: row.editMode as NonNullable<Space['editMode']>,
    urls: {
      location: `${baseUrl}/v1/spaces/${row.id}`,
      app: `${baseUrl}/s/${row.id}`,
    },
    organization: row.organizationId,
    ...valued({
      parent: row.collectionId,
      gitSync: row.gitSync as Space['gitSync'] | null,
      visitorAuth: row.visitorAuth as Space['visitorAuth'] | null,
    }),
    revision: row.revisionId,
    defaultLevel: asLevel(row.defaultLevel),
    comments: row.commentCount,
    changeRequests: row.changeRequestCount,
    changeRequestsOpen: row.changeRequestOpenCount,
    changeRequestsDraft: row.changeRequestDraftCount,
    permissions: spacePermissions(level, row.editMode),
  };
}
