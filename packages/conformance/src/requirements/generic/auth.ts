/**
 * spec security scheme bearerAuth — every operation takes `Authorization: Bearer <API_TOKEN>`. Without a token, or
 * with an unknown one, nothing is done (MUST); the answer is 401 with the error body (docs/behaviour.md#error-body-and-failure-statuses, SHOULD).
 */
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import { behaviour, contract } from '../../engine/sources.js';
import { propertyCheck } from '../../engine/property-check.js';
import { answer, about, is2xx, isStatusWithErrorBody } from '../entries-and-answers.js';
import { paramsOrPlaceholders, passiveIds } from './locks-and-params.js';
import { stringMatching } from '../../contract/strings.js';

export const authModule: SuiteModule = {
  name: 'authentication',
  file: moduleFile(import.meta.url),
  refusals: true,
  build(spec) {
    const requirements = spec.operations.flatMap((op) => [
      about(op, {
        id: `AUTH-REQUIRED.${op.id}`,
        level: 'MUST',
        source: contract('Authentication', 'Every operation takes the header `Authorization: Bearer <API_TOKEN>`.'),
        category: 'auth',
        section: 'Authentication',
        statement: `${op.id} without a token, or with an unknown token, is refused (no 2xx)`,
      }),
      about(op, {
        id: `AUTH-REQUIRED.${op.id}.401`,
        level: 'SHOULD',
        source: behaviour('authentication-and-tokens'),
        category: 'auth',
        section: 'Authentication',
        statement: `${op.id} refuses a missing or unknown token with 401 and the error body`,
      }),
    ]);
    const checks = spec.operations.map((op) => {
      const must = `AUTH-REQUIRED.${op.id}`;
      const should = `${must}.401`;
      return propertyCheck({
        name: `auth ${op.id}`,
        covers: [must, should],
        feeds: passiveIds(op),
        example: {
          // Deterministic: one example; the unknown token is random so no cache can recognize it.
          arbitrary: stringMatching(/^[a-z0-9]{24}$/),
          numRuns: 1,
          async examine(token, s, findings) {
            const params = await paramsOrPlaceholders(s, op, op.method === 'get' ? 'shared' : 'fresh');
            const body = await s.baseBody(op, params).catch(() => undefined);
            for (const as of ['none', { token: `unknown-${token}` }] as const) {
              const exchange = await s.callRaw(op, { params, ...(body !== undefined ? { body } : {}), as });
              const who = as === 'none' ? 'without a token' : 'with an unknown token';
              findings.require(must, !is2xx(exchange), () => `${who}: ${answer(exchange)}`);
              if (!is2xx(exchange))
                findings.require(should, isStatusWithErrorBody(exchange, 401), () => `${who}: ${answer(exchange)}`);
            }
          },
        },
      });
    });
    return { requirements, checks };
  },
};
