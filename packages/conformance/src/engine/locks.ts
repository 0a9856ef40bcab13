/** Locks that keep checks apart (pool.ts): what each names, and how it is held. */

const READ = 'read';

/**
 * A lock held only to read what it names (a check that compares the organization before and after a refused write):
 * checks holding it read-only run together, and never beside one that holds it to change what it names.
 */
export const readLock = (lock: string): string => `${lock}#${READ}`;

/**
 * A lock held to change one field of what it names (the organization's title): checks of different fields run
 * together, never beside one that holds the whole of it, reads it, or holds what is below it.
 */
export const fieldLock = (lock: string, field: string): string => `${lock}#field:${field}`;

/** A lock's object and how it is held: `write` (the whole of it), `read`, or `field:<name>`. */
function parseLock(lock: string): { object: string; mode: string } {
  const hash = lock.indexOf('#');
  return hash < 0 ? { object: lock, mode: 'write' } : { object: lock.slice(0, hash), mode: lock.slice(hash + 1) };
}

/**
 * Whether two locks keep their checks apart: the same object, or one object and what is below it
 * (`shared:organizationId` and `shared:organizationId/sites`), unless both only read, or both change different fields
 * of the same object; two collections of one object do not conflict.
 */
export function locksConflict(a: string, b: string): boolean {
  const x = parseLock(a);
  const y = parseLock(b);
  const same = x.object === y.object;
  if (!same && !x.object.startsWith(`${y.object}/`) && !y.object.startsWith(`${x.object}/`)) return false;
  if (x.mode === READ && y.mode === READ) return false;
  const fields = x.mode.startsWith('field:') && y.mode.startsWith('field:');
  return !(same && fields && x.mode !== y.mode);
}
