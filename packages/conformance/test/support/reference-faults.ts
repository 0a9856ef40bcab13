/**
 * Faults of writes that name another object by id (REF-, generic/references.ts), with exactly the requirement IDs
 * that must catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { is, requestJson, withJsonBody, type FaultHandler } from './fault-proxy.js';

/** A body field of a matching request left out before the server reads it: the write answers as if never sent. */
const dropped =
  (method: string, path: RegExp, field: string): FaultHandler =>
  (request, forward) => {
    const body = requestJson(request);
    if (!is(request, method, path) || body === undefined || !(field in body)) return forward(request);
    const { [field]: _dropped, ...rest } = body;
    return forward(withJsonBody(request, rest));
  };

export const referenceFaults: Fault[] = [
  {
    name: 'a space created with a parent is made at the top level (the parent ignored)',
    category: 'state',
    profiles: ['spaces'],
    // The moves set up spaces in collections, `in-collection` needs a parent, and a wrongly typed parent goes unread.
    expected: [
      'EFFECT-moveSpace',
      'EFFECT-moveSpace.position',
      'ENUM-space.visibility',
      'REF-createSpace.parent',
      'ROB-INVALID-BODY.createSpace',
    ],
    handle: dropped('POST', /^\/v1\/orgs\/[^/]+\/spaces$/, 'parent'),
  },
  {
    name: 'a space added to a site with a section goes to the default section',
    category: 'state',
    profiles: ['sites'],
    // The sites model adds a space to a section and reads which section's default it became.
    expected: ['REF-addSpaceToSite.sectionId', 'STATE-site.default-section', 'STATE-site.default-site-space'],
    handle: dropped('POST', /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/site-spaces$/, 'sectionId'),
  },
  {
    name: "a site update ignores defaultSiteSection: the site's default section stays the one it was",
    category: 'state',
    profiles: ['sites'],
    // The sites model reads which section is the default; a wrongly typed defaultSiteSection goes unread.
    expected: [
      'REF-updateSiteById.defaultSiteSection',
      'ROB-INVALID-BODY.updateSiteById',
      'STATE-site.default-section',
    ],
    handle: dropped('PATCH', /^\/v1\/orgs\/[^/]+\/sites\/[^/]+$/, 'defaultSiteSection'),
  },
];
