/** Test API tag Requests: the request journal of this instance (testApiDocument listRequests, clearRequests). */
import { notFound } from '../errors.js';
import { exists } from '../services/tenant-snapshots.js';
import type { TestApiHandlers } from './handler.js';
import type { JournalFilter, RequestJournal } from './request-journal.js';

export const journalHandlers = (journal: RequestJournal): TestApiHandlers => ({
  listRequests: async ({ query, services }) => {
    const { operationId, tenantId, status, since, limit, page } = query as {
      operationId?: string;
      tenantId?: string;
      status?: number;
      since?: string;
      limit?: number;
      page?: string;
    };
    if (tenantId !== undefined && !(await exists(services, tenantId))) throw notFound('Tenant');
    const filter: JournalFilter = {
      ...(operationId !== undefined ? { operationId } : {}),
      ...(tenantId !== undefined ? { tenantId } : {}),
      ...(status !== undefined ? { status } : {}),
      ...(since !== undefined ? { since: new Date(since) } : {}),
    };
    const body = await journal.page(services.paginator, filter, {
      ...(limit !== undefined ? { limit } : {}),
      ...(page !== undefined ? { page } : {}),
    });
    return { status: 200, body };
  },
  clearRequests: async ({ query, services }) => {
    const { tenantId } = query as { tenantId?: string };
    if (tenantId !== undefined && !(await exists(services, tenantId))) throw notFound('Tenant');
    journal.clear(tenantId === undefined ? {} : { tenantId });
    return { status: 204 };
  },
});
