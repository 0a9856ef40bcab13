/** File blobs (the bytes behind a file's downloadURL) in Prisma. */
import type { Tx } from './organizations.js';

/** The content type and bytes of a blob, or null. */
export const findFileBlobBytes = (db: Tx, id: string) =>
  db.fileBlob.findUnique({ where: { id }, select: { contentType: true, bytes: true } });

/** Whether a blob with this id is stored (without reading its bytes). */
export const fileBlobExists = async (db: Tx, id: string): Promise<boolean> =>
  (await db.fileBlob.count({ where: { id } })) > 0;
