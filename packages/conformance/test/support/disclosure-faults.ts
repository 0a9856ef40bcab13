/**
 * Faults of what an error answer must not disclose (engine/disclosure.ts, ERR-DISCLOSE), with exactly the
 * requirement IDs that must catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { is, json, type FaultHandler } from './fault-proxy.js';

/** Every 404 of GET collection answered with the JSON error body, its message carrying a Node stack trace. */
const collectionNotFoundWithStack: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (!is(request, 'GET', /^\/v1\/collections\/[^/]+$/) || response.status !== 404) return response;
  const message = [
    'Collection not found',
    '    at getCollection (/srv/app/src/services/collections.ts:41:11)',
    '    at async handler (/srv/app/src/routes/collections.ts:18:5)',
  ].join('\n');
  return json(404, { error: { code: 404, message } });
};

export const disclosureFaults: Fault[] = [
  {
    name: 'GET collection answers its 404 with a stack trace and source file paths in the message',
    category: 'responses',
    profiles: ['collections'],
    expected: ['ERR-DISCLOSE-getCollectionById'],
    handle: collectionNotFoundWithStack,
  },
];
