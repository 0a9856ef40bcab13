/**
 * Test API tag Snapshots, one tenant's part (testApiDocument resetTenant, listTenantSnapshots, createTenantSnapshot,
 * deleteTenantSnapshot, restoreTenantSnapshot): safe beside other processes working in other tenants.
 */
import { TenantSnapshotError } from '../db/tenant-snapshots.js';
import { notFound } from '../errors.js';
import * as tenantSnapshots from '../services/tenant-snapshots.js';
import type { TestApiHandlers } from './handler.js';
import { answering, presentSnapshot as present } from './snapshot-answers.js';

export const tenantSnapshotHandlers: TestApiHandlers = {
  resetTenant: async ({ services, params }) => {
    await answering(tenantSnapshots.reset(services, params['tenantId'] ?? ''), TenantSnapshotError);
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
    const info = await answering(tenantSnapshots.take(services, params['tenantId'] ?? '', name), TenantSnapshotError);
    return { status: 201, body: present(info) };
  },
  deleteTenantSnapshot: async ({ services, params }) => {
    const tenantId = params['tenantId'] ?? '';
    if (!(await tenantSnapshots.exists(services, tenantId))) throw notFound('Tenant');
    await answering(tenantSnapshots.drop(services, tenantId, params['name'] ?? ''), TenantSnapshotError);
    return { status: 204 };
  },
  restoreTenantSnapshot: async ({ services, params }) => {
    await answering(
      tenantSnapshots.restore(services, params['tenantId'] ?? '', params['name'] ?? ''),
      TenantSnapshotError,
    );
    return { status: 204 };
  },
};
