/** Spaces in Prisma. */
import type { Tx } from './organizations.js';

export const deleteSpacesDeletedBefore = async (db: Tx, cutoff: Date): Promise<number> =>
  (await db.space.deleteMany({ where: { deletedAt: { lt: cutoff } } })).count;
