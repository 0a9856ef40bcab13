/**
 * Reset and named snapshots of one test API tenant (docs/stand-in.md › Reset and snapshots of one tenant): its rows
 * only (db/tenant-snapshots.ts), its clock with them; other tenants and the server's own data are never touched.
 */
import {
  dropTenantSnapshots,
  listTenantSnapshots,
  restoreTenantSnapshot,
  takeTenantSnapshot,
  type TenantSnapshotInfo,
} from '../db/tenant-snapshots.js';
import type { Deps } from '../deps.js';
import { findTenant } from '../repositories/tenants.js';

/** The snapshot taken when the tenant was created and seeded, which a tenant reset returns to; no client name can match it. */
export const SEEDED_SNAPSHOT = ':seeded';

export const take = (s: Deps, tenantId: string, name: string): Promise<TenantSnapshotInfo> =>
  takeTenantSnapshot(s.prisma, tenantId, name);

/** Takes the snapshot reset returns to (right after the tenant is created and seeded). */
export const takeSeeded = (s: Deps, tenantId: string): Promise<TenantSnapshotInfo> =>
  takeTenantSnapshot(s.prisma, tenantId, SEEDED_SNAPSHOT, { replace: true });

/** Restores the tenant's snapshot `name`, and drops this instance's caches at once (the others hear the database). */
export async function restore(s: Deps, tenantId: string, name: string): Promise<void> {
  await restoreTenantSnapshot(s.prisma, tenantId, name);
  s.access.invalidateAll();
  s.rows.invalidateAll();
}

/** Back to what the tenant was seeded with. */
export const reset = (s: Deps, tenantId: string): Promise<void> => restore(s, tenantId, SEEDED_SNAPSHOT);

/** The snapshots the tenant's clients took (the one reset returns to is not listed). */
export const list = async (s: Deps, tenantId: string): Promise<TenantSnapshotInfo[]> =>
  (await listTenantSnapshots(s.prisma, tenantId)).filter((info) => info.name !== SEEDED_SNAPSHOT);

export const drop = (s: Deps, tenantId: string, name: string): Promise<void> =>
  dropTenantSnapshots(s.prisma, tenantId, name);

/** Drops every snapshot of a tenant (it was deleted). */
export const dropAll = (s: Deps, tenantId: string): Promise<void> => dropTenantSnapshots(s.prisma, tenantId);

/** Whether the tenant exists. */
export const exists = async (s: Deps, tenantId: string): Promise<boolean> =>
  (await findTenant(s.prisma, tenantId)) !== null;
