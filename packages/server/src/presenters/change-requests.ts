/** Change request rows → the contract's ChangeRequest. */
import { isOutdated } from '../domain/change-requests.js';
import type { ChangeRequest } from '@docs-api/shared-types';
import type { ChangeRequest as ChangeRequestRow } from '../generated/prisma/client.js';
import { presentUserById, type UserRow } from './members.js';
import { valued } from './fields.js';

/** What a change request is shown with besides its row. */
export interface ChangeRequestContext {
  organizationId: string;
  /** The space's current (main) revision. */
  spaceRevisionId: string;
  /** Users by id, with at least the creator when it is known. */
  users: ReadonlyMap<string, UserRow>;
  /** Open comments of the change request. */
  comments: number;
}

export function presentChangeRequest(
  row: ChangeRequestRow,
  context: ChangeRequestContext,
  baseUrl: string,
): ChangeRequest {
  return {
    object: 'change-request',
    id: row.id,
    number: row.number,
    status: row.status as ChangeRequest['status'],
    subject: row.subject,
    createdBy: presentUserById(context.users, row.createdById, baseUrl, context.organizationId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revision: row.revisionId,
    revisionInitial: row.revisionInitialId,
    ...valued({ revisionMergedAncestor: row.revisionMergedAncestorId, revisionMerged: row.revisionMergedId }),
    comments: context.comments,
    outdated: isOutdated(row, context.spaceRevisionId),
    urls: {
      location: `${baseUrl}/v1/spaces/${row.spaceId}/change-requests/${row.id}`,
      app: `${baseUrl}/s/${row.spaceId}/~/changes/${row.number}`,
    },
  };
}
