/** Test API tag Clock: the server's global clock (testApiDocument getClock, advanceClock). */
import type { TestApiHandlers } from './handler.js';

export const clockHandlers: TestApiHandlers = {
  getClock: async ({ services }) => ({ status: 200, body: { now: services.clock.now().toISOString() } }),
  advanceClock: async ({ services, body }) => {
    const { advanceSeconds } = body as { advanceSeconds: number };
    return { status: 200, body: { now: services.clock.advance(advanceSeconds * 1000).toISOString() } };
  },
};
