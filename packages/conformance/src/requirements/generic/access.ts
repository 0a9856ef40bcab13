/**
 * spec schema Role — `read` is read only. A member with role `read` cannot change anything
 * (MUST); the refusal is 403 with the error body (docs/behaviour.md#error-body-and-failure-statuses, SHOULD). A caller of another organization cannot
 * change this organization's objects (MUST); it is answered 404, as if they did not exist (docs/behaviour.md#error-body-and-failure-statuses, SHOULD).
 * Nor can it read them (MUST, access-reads.ts), and its own organization's lists never show them (MUST).
 */
import fc from 'fast-check';
import { moduleFile, joinBuilt, type SuiteModule } from '../../engine/module.js';
import { propertyCheck } from '../../engine/property-check.js';
import { behaviour, roles } from '../../engine/sources.js';
import type { Requirement } from '../../engine/types.js';
import type { Operation } from '../../contract/operations.js';
import { answer, about, is2xx, isStatusWithErrorBody } from '../entries-and-answers.js';
import { otherOrganizationLists, otherOrganizationReads } from './access-reads.js';
import { mutationLocks, passiveIds } from './locks-and-params.js';

// spec tag Organization members: "POST ping updates the member's last-seen time": any member may.
const anyMember = new Set(['updateOrganizationMemberLastSeenAt']);

const rules = [
  {
    rule: 'READ-ONLY',
    caller: 'reader',
    status: 403,
    applies: (op: Operation) => !anyMember.has(op.id),
    who: 'a member with role read',
  },
  { rule: 'OTHER-ORG', caller: 'outsider', status: 404, applies: () => true, who: 'an admin of another organization' },
] as const;

export const accessId = (rule: string, op: Operation): string => `ACL-${rule}.${op.id}`;

export const accessModule: SuiteModule = {
  name: 'access',
  file: moduleFile(import.meta.url),
  refusals: true,
  build(spec, toolkit) {
    // Writes to objects of the fixtures' organization: every non-GET operation with path parameters.
    const writes = spec.operations.filter((op) => op.method !== 'get' && op.pathParams.length > 0);
    const requirements: Requirement[] = [];
    const checks = [];
    for (const op of writes) {
      for (const { rule, caller, status, applies, who } of rules) {
        if (!applies(op)) continue;
        const must = accessId(rule, op);
        const should = `${must}.${status}`;
        const section = 'Authentication';
        requirements.push(
          about(op, {
            id: must,
            level: 'MUST',
            source: roles,
            section,
            category: 'auth',
            statement: `${op.id} by ${who} is refused (no 2xx)`,
          }),
          about(op, {
            id: should,
            level: 'SHOULD',
            source: behaviour('roles-and-access-levels'),
            section,
            category: 'auth',
            statement: `${op.id} by ${who} is answered ${status} with the error body`,
          }),
        );
        checks.push(
          propertyCheck({
            name: `access ${rule.toLowerCase()} ${op.id}`,
            covers: [must, should],
            feeds: passiveIds(op),
            locks: mutationLocks(toolkit, op),
            example: {
              arbitrary: fc.constant(null),
              numRuns: 1,
              async examine(_, s, findings) {
                const params = await s.paramsFor(op, 'fresh');
                await s.establish(op, params);
                const body = await s.baseBody(op, params);
                const exchange = await s.callRaw(op, { params, ...(body !== undefined ? { body } : {}), as: caller });
                if (findings.require(must, !is2xx(exchange), () => `as ${caller}: ${answer(exchange)}`)) {
                  findings.require(
                    should,
                    isStatusWithErrorBody(exchange, status),
                    () => `as ${caller}: ${answer(exchange)}`,
                  );
                }
              },
            },
          }),
        );
      }
    }
    return joinBuilt([{ requirements, checks }, otherOrganizationReads(spec), otherOrganizationLists(spec)]);
  },
};
