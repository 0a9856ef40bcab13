/**
 * Reset and named snapshots of the whole server (the test API's snapshots family, docs/stand-in.md › Server-wide reset
 * and named snapshots): the data of every table (db/snapshots.ts) plus the global test clock, whose offset lives in
 * this process.
 */
import {
  dropSnapshot,
  listSnapshots,
  restoreSnapshot,
  SnapshotError,
  takeSnapshot,
  type SnapshotInfo,
} from '../db/snapshots.js';
import type { Deps } from '../deps.js';

/** The snapshot taken at start-up (after migrations and the seed) that reset returns to; no client name can match it. */
export const START_SNAPSHOT = ':start';

export const take = (s: Deps, name: string): Promise<void> => takeSnapshot(s.prisma, name, s.clock.offset);

/** Restores `name`: the data, the clock, and this instance's caches at once (other instances hear the database). */
export async function restore(s: Deps, name: string): Promise<SnapshotInfo> {
  const info = await restoreSnapshot(s.prisma, name);
  s.clock.setOffset(info.clockOffsetMs);
  s.access.invalidateAll();
  s.rows.invalidateAll();
  return info;
}

/** The snapshots clients took (the start-up one is reset's, not listed). */
export const list = async (s: Deps): Promise<SnapshotInfo[]> =>
  (await listSnapshots(s.prisma)).filter((info) => info.name !== START_SNAPSHOT);

export const drop = (s: Deps, name: string): Promise<void> => dropSnapshot(s.prisma, name);

/**
 * Takes the snapshot reset returns to, replacing the one of an earlier start on this database. Two instances
 * starting at once on one database: the one that takes it last wins, and neither fails.
 */
export async function takeStartSnapshot(s: Deps): Promise<void> {
  const tolerate = (reason: SnapshotError['reason']) => (error: unknown) => {
    if (!(error instanceof SnapshotError && error.reason === reason)) throw error;
  };
  await drop(s, START_SNAPSHOT).catch(tolerate('unknown'));
  await take(s, START_SNAPSHOT).catch(tolerate('taken'));
}

/** Back to the state right after start-up. */
export const reset = (s: Deps): Promise<SnapshotInfo> => restore(s, START_SNAPSHOT);
