/**
 * Test API tag Snapshots, one tenant's part (testApiDocument resetTenant, listTenantSnapshots, createTenantSnapshot,
 * deleteTenantSnapshot, restoreTenantSnapshot): safe beside other processes working in other tenants.
 */
import { TenantSnapshotError, type TenantSnapshotInfo } from '../db/tenant-snapshots.js';
import { ApiError, conflict, notFound } from '../errors.js';
import * as tenantSnapshots from '../services/tenant-snapshots.js';
import type { TestApiHandlers } from './handler.js';

const present = (info: TenantSnapshotInfo) => ({ name: info.name, createdAt: info.createdAt.toISOString() });

/** A TenantSnapshotError as the API's answer: 404 for no such tenant or snapshot, 409 for a name taken. */
async function answering<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof TenantSnapshotError)) throw error;
    if (error.reason === 'no-tenant') throw notFound('Tenant');
    throw error.reason === 'taken' ? conflict(error.message) : new ApiError(404, error.message);
  }
}

export const tenantSnapshotHandlers: TestApiHandlers = {
  resetTenant: async ({ services, params }) => {
    await answering(tenantSnapshots.reset(services, params['tenantId'] ?? ''));
    return { status: 204 };
  },
  listTenantSnapshots: async ({ services, params }) => {
    const tenantId = params['tenantId'] ?? '';
    if (!(await tenantSnapshots.exists(services, tenantId))) throw notFound('Tenant');
    const items = (await tenantSnapshots.list(services, tenantId)).map(present);
    return { status: 200, body: { items, count: items.length } };
  },
  createTenantSnapshot: async ({ services, params, body }) => {
    const { name } = body as { name: string };
    const info = await answering(tenantSnapshots.take(services, params['tenantId'] ?? '', name));
    return { status: 201, body: present(info) };
  },
  deleteTenantSnapshot: async ({ services, params }) => {
    const tenantId = params['tenantId'] ?? '';
    if (!(await tenantSnapshots.exists(services, tenantId))) throw notFound('Tenant');
    await answering(tenantSnapshots.drop(services, tenantId, params['name'] ?? ''));
    return { status: 204 };
  },
  restoreTenantSnapshot: async ({ services, params }) => {
    await answering(tenantSnapshots.restore(services, params['tenantId'] ?? '', params['name'] ?? ''));
    return { status: 204 };
  },
};
