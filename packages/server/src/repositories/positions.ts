/** Prisma fragments for rows kept in position order among their siblings (collections, spaces, site structure). */
import type { Placed } from '../domain/positions.js';

/** List order among siblings: position, then id. */
export const BY_POSITION = [{ position: 'asc' as const }, { id: 'asc' as const }];

/** Selects the siblings' positions (domain/positions.ts `Placed`) in list order. */
export const POSITIONS = { select: { id: true, position: true }, orderBy: BY_POSITION };

/** Selects the position of the last sibling in list order (with findFirst: one index step). */
export const LAST_POSITION = {
  orderBy: [{ position: 'desc' as const }, { id: 'desc' as const }],
  select: { position: true },
};

/** The position of the last sibling (a findFirst with LAST_POSITION), 0 when there is none. */
export const lastPositionOf = async (last: Promise<{ position: number } | null>): Promise<number> =>
  (await last)?.position ?? 0;

/** Leaves out the row `id` when given (the one being moved among its siblings). */
export const except = (id: string | undefined) => (id !== undefined ? { id: { not: id } } : {});

/** Gives each renumbered sibling its new position, one update each (`update` is the model's, e.g. db.space.update). */
export async function writePositions(
  placed: Placed[],
  update: (args: { where: { id: string }; data: { position: number } }) => Promise<unknown>,
): Promise<void> {
  for (const p of placed) await update({ where: { id: p.id }, data: { position: p.position } });
}
