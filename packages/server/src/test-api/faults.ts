/** Test API tag Faults: the fault rules of this instance (testApiDocument addFaultRule, listFaultRules, …). */
import { notFound } from '../errors.js';
import { isOperation } from './fault-file.js';
import type { FaultRuleInput, FaultRules } from './fault-rules.js';
import type { TestApiHandlers } from './handler.js';

export const faultHandlers = (rules: FaultRules): TestApiHandlers => ({
  listFaultRules: async () => {
    const items = rules.list();
    return { status: 200, body: { items, count: items.length } };
  },
  addFaultRule: async ({ body }) => ({ status: 201, body: rules.add(body as FaultRuleInput, isOperation) }),
  clearFaultRules: async () => {
    rules.clear();
    return { status: 204 };
  },
  removeFaultRule: async ({ params }) => {
    if (!rules.remove(params['faultRuleId'] ?? '')) throw notFound('Fault rule');
    return { status: 204 };
  },
});
