/** Test API tag Snapshots (testApiDocument listSnapshots, createSnapshot, deleteSnapshot, restoreSnapshot, resetServer). */
import { SnapshotError, type SnapshotInfo } from '../db/snapshots.js';
import { ApiError, conflict } from '../errors.js';
import * as snapshots from '../services/snapshots.js';
import type { TestApiHandlers } from './handler.js';
import type { FaultsAndJournal } from './stand-in.js';

const present = (info: SnapshotInfo) => ({ name: info.name, createdAt: info.createdAt.toISOString() });

/** A SnapshotError as the API's answer: 409 for a name taken, 404 for an unknown one. */
async function answering<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof SnapshotError)) throw error;
    throw error.reason === 'taken' ? conflict(error.message) : new ApiError(404, error.message);
  }
}

/** A reset also puts the fault rules and the journal back as they were at start-up; a named restore leaves them. */
export const snapshotHandlers = (stand: FaultsAndJournal): TestApiHandlers => ({
  listSnapshots: async ({ services }) => {
    const items = (await snapshots.list(services)).map(present);
    return { status: 200, body: { items, count: items.length } };
  },
  createSnapshot: async ({ services, body }) => {
    const { name } = body as { name: string };
    await answering(snapshots.take(services, name));
    const taken = (await snapshots.list(services)).find((info) => info.name === name);
    if (taken === undefined) throw new ApiError(404, `No snapshot named ${name}`);
    return { status: 201, body: present(taken) };
  },
  deleteSnapshot: async ({ services, params }) => {
    await answering(snapshots.drop(services, params['name'] ?? ''));
    return { status: 204 };
  },
  restoreSnapshot: async ({ services, params }) => {
    await answering(snapshots.restore(services, params['name'] ?? ''));
    return { status: 204 };
  },
  resetServer: async ({ services }) => {
    await answering(snapshots.reset(services));
    stand.reset();
    return { status: 204 };
  },
});
