/** Test API tag Faults: the fault rules of this instance (testApiDocument addFaultRule, listFaultRules, …). */
import { notFound } from '../errors.js';
import { isOperation } from './fault-file.js';
import type { FaultRuleInput, FaultRules } from './fault-rules.js';
import type { TestApiHandlers } from './handler.js';
import { exists } from '../services/tenant-snapshots.js';

export const faultHandlers = (rules: FaultRules): TestApiHandlers => ({
  listFaultRules: async () => {
    const items = rules.list();
    return { status: 200, body: { items, count: items.length } };
  },
  addFaultRule: async ({ body, services }) => {
    const rule = body as FaultRuleInput;
    // A rule for a tenant that does not exist would never fire: a typo, or a tenant already deleted.
    if (rule.tenantId !== undefined && !(await exists(services, rule.tenantId))) throw notFound('Tenant');
    return { status: 201, body: rules.add(rule, isOperation) };
  },
  clearFaultRules: async ({ query, services }) => {
    const { tenantId } = query as { tenantId?: string };
    if (tenantId === undefined) rules.clear();
    else if (!(await exists(services, tenantId))) throw notFound('Tenant');
    else rules.removeTenant(tenantId);
    return { status: 204 };
  },
  removeFaultRule: async ({ params }) => {
    if (!rules.remove(params['faultRuleId'] ?? '')) throw notFound('Fault rule');
    return { status: 204 };
  },
});
