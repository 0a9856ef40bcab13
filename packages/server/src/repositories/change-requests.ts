/** Change requests in Prisma. */
import type { Tx } from './organizations.js';

/** A change request of a space by id, or by its number in the space (contract: `{changeRequestId}` accepts both). */
export const findChangeRequest = (db: Tx, spaceId: string, idOrNumber: string) =>
  /^[1-9][0-9]{0,8}$/.test(idOrNumber)
    ? db.changeRequest.findFirst({ where: { spaceId, OR: [{ number: Number(idOrNumber) }, { id: idOrNumber }] }, orderBy: { number: 'asc' } })
    : db.changeRequest.findFirst({ where: { spaceId, id: idOrNumber } });
