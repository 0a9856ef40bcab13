/**
 * Faults of an object's address in the API (locations.ts, LOCATION-<Schema>), with exactly the requirement IDs that
 * must catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import type { FaultHandler } from './fault-proxy.js';

/** Every `urls.location` of a collection, in every answer, names a path that does not exist (singular `collection`). */
const singularLocation: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  const text = response.body.toString('utf8');
  if (!text.includes('/v1/collections/')) return response;
  const fixed = text.replace(/("location":"[^"]*\/v1\/)collections\//g, '$1collection/');
  return { ...response, body: Buffer.from(fixed) };
};

export const locationFaults: Fault[] = [
  {
    name: 'every answer gives a collection a location on a path that does not exist (singular `collection`)',
    category: 'responses',
    profiles: ['collections'],
    expected: ['LOCATION-Collection'],
    handle: singularLocation,
  },
];
