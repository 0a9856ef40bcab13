/** Spaces (contract: Endpoints › Spaces; States and transitions › Space soft deletion). */
import { DAY_MS } from '../clock.js';
import { deleteSpacesDeletedBefore } from '../repositories/spaces.js';
import type { Services } from './index.js';

/** Days a soft-deleted space can be restored (contract: Limits). */
export const RESTORE_WINDOW_DAYS = 7;

/** Permanently removes spaces deleted more than 7 days ago; returns how many. */
export async function purgeExpiredSpaces(s: Services): Promise<number> {
  return deleteSpacesDeletedBefore(s.prisma, new Date(s.clock.now().getTime() - RESTORE_WINDOW_DAYS * DAY_MS));
}
