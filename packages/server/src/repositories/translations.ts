/** Translation settings in Prisma. */
import type { Prisma, TranslationSettings } from '../generated/prisma/client.js';
import type { Rows } from '../http/pagination.js';
import { modelRows } from './model-rows.js';
import type { Tx } from './organizations.js';

export const findTranslation = (db: Tx, organizationId: string, id: string) =>
  db.translationSettings.findFirst({ where: { id, organizationId } });

export const translationRows = (db: Tx): Rows<Prisma.TranslationSettingsWhereInput, TranslationSettings> =>
  modelRows(db.translationSettings);

export const createTranslation = (db: Tx, data: Prisma.TranslationSettingsUncheckedCreateInput) =>
  db.translationSettings.create({ data });

/** Updates the settings of the organization; null when they no longer exist. */
export async function updateTranslation(
  db: Tx,
  organizationId: string,
  id: string,
  data: Prisma.TranslationSettingsUpdateManyMutationInput,
) {
  const { count } = await db.translationSettings.updateMany({ where: { id, organizationId }, data });
  return count === 0 ? null : findTranslation(db, organizationId, id);
}

/** Deletes the settings of the organization; false when they did not exist. */
export async function deleteTranslation(db: Tx, organizationId: string, id: string): Promise<boolean> {
  const { count } = await db.translationSettings.deleteMany({ where: { id, organizationId } });
  return count > 0;
}
