/**
 * What the snapshot handlers of the test API answer alike, for the whole server's snapshots (snapshots.ts) and
 * one tenant's (tenant-snapshots.ts): a snapshot as the document shows it, and a refusal of the snapshot store
 * as the API's error (404 for no such tenant or snapshot, 409 for a name taken).
 */
import { ApiError, conflict, notFound } from '../errors.js';

/** A snapshot as the test API document shows it (schema Snapshot). */
export const presentSnapshot = (info: { name: string; createdAt: Date }) => ({
  name: info.name,
  createdAt: info.createdAt.toISOString(),
});

/** A refusal of a snapshot store (db/snapshots.ts, db/tenant-snapshots.ts): why, and what it says. */
interface SnapshotRefusal extends Error {
  reason: 'no-tenant' | 'taken' | 'unknown';
}

/** Awaits `work`; a refusal of the store (an instance of `Refusal`) becomes the API's answer, any other error stays. */
export async function answering<T>(
  work: Promise<T>,
  Refusal: abstract new (...args: never[]) => SnapshotRefusal,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.reason === 'no-tenant') throw notFound('Tenant');
    throw error.reason === 'taken' ? conflict(error.message) : new ApiError(404, error.message);
  }
}
