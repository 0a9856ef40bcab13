/** Rules of change requests that services and presenters share: the merge base and `outdated` (schema ChangeRequest). */
import type { ChangeRequest as ChangeRequestRow } from '../generated/prisma/client.js';

/** The main revision a change request was last based on: the one it was last updated from, else the one it started from. */
export const baseRevisionId = (row: Pick<ChangeRequestRow, 'revisionMergedAncestorId' | 'revisionInitialId'>): string =>
  row.revisionMergedAncestorId ?? row.revisionInitialId;

/** `outdated`: true while the change request is not merged and main moved since its base. */
export const isOutdated = (
  row: Pick<ChangeRequestRow, 'status' | 'revisionMergedAncestorId' | 'revisionInitialId'>,
  spaceRevisionId: string,
): boolean => row.status !== 'merged' && spaceRevisionId !== baseRevisionId(row);
