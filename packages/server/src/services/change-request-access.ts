/** Resolves `{spaceId}/change-requests/{changeRequestId}` for a caller: 404 unless the caller can read the space. */
import { notFound } from '../errors.js';
import { findChangeRequest } from '../repositories/change-requests.js';
import type { Caller } from './access.js';
import type { Deps } from '../deps.js';
import { spaceAccess } from './spaces.js';

export async function changeRequestAccess(s: Deps, caller: Caller, spaceId: string, changeRequestId: string) {
  const space = await spaceAccess(s, caller, spaceId);
  const changeRequest = await findChangeRequest(s.prisma, spaceId, changeRequestId);
  if (!changeRequest) throw notFound('Change request');
  return { space, changeRequest };
}
