/** Test API tag Snapshots (testApiDocument listSnapshots, createSnapshot, deleteSnapshot, restoreSnapshot, resetServer). */
import { SnapshotError } from '../db/snapshots.js';
import { ApiError } from '../errors.js';
import * as snapshots from '../services/snapshots.js';
import type { TestApiHandlers } from './handler.js';
import { answering, presentSnapshot as present } from './snapshot-answers.js';
import type { FaultsAndJournal } from './stand-in.js';

/** A reset also puts the fault rules and the journal back as they were at start-up; a named restore leaves them. */
export const snapshotHandlers = (stand: FaultsAndJournal): TestApiHandlers => ({
  listSnapshots: async ({ services }) => {
    const items = (await snapshots.list(services)).map(present);
    return { status: 200, body: { items, count: items.length } };
  },
  createSnapshot: async ({ services, body }) => {
    const { name } = body as { name: string };
    await answering(snapshots.take(services, name), SnapshotError);
    const taken = (await snapshots.list(services)).find((info) => info.name === name);
    if (taken === undefined) throw new ApiError(404, `No snapshot named ${name}`);
    return { status: 201, body: present(taken) };
  },
  deleteSnapshot: async ({ services, params }) => {
    await answering(snapshots.drop(services, params['name'] ?? ''), SnapshotError);
    return { status: 204 };
  },
  restoreSnapshot: async ({ services, params }) => {
    await answering(snapshots.restore(services, params['name'] ?? ''), SnapshotError);
    return { status: 204 };
  },
  resetServer: async ({ services }) => {
    await answering(snapshots.reset(services), SnapshotError);
    stand.reset();
    return { status: 204 };
  },
});
