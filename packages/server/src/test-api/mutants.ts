/** Test API tag Mutants (testApiDocument listMutants): the catalogue of behaviour mutants (./mutants/catalogue.ts). */
import type { TestApiHandlers } from './handler.js';
import type { MutantRegistry } from './mutants/engine.js';

export const mutantHandlers = (registry: MutantRegistry): TestApiHandlers => ({
  listMutants: async ({ query }) => {
    const operator = query['operator'] as string | undefined;
    const operationId = query['operationId'] as string | undefined;
    const items = registry.catalogue
      .filter((m) => operator === undefined || m.operator === operator)
      .filter((m) => operationId === undefined || m.touches.includes(operationId))
      .map(({ target: _target, ...shown }) => shown);
    return { status: 200, body: { items, count: items.length } };
  },
});
