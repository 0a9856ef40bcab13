/**
 * Faults of one object shown two ways (same-object.ts, SAME-<Schema>), with exactly the requirement IDs that must
 * catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { eachObject, is, rewriteJson, type FaultHandler } from './fault-proxy.js';

/** PATCH collection builds its answer's `urls.app` apart from the GET, on an old host of the web app. */
const patchedAppUrl: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (!is(request, 'PATCH', /^\/v1\/collections\/[^/]+$/) || response.status !== 200) return response;
  return rewriteJson(response, (body) =>
    eachObject(body, (item) => {
      const urls = item['urls'] as Record<string, unknown>;
      return { ...item, urls: { ...urls, app: `https://legacy.invalid/c/${String(item['id'])}` } };
    }),
  );
};

/** The list of a change request comment's replies shows each author's name as an older copy cached it. */
const staleAuthorNames: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  const path = /^\/v1\/spaces\/[^/]+\/change-requests\/[^/]+\/comments\/[^/]+\/replies$/;
  if (!is(request, 'GET', path) || response.status !== 200) return response;
  return rewriteJson(response, (body) =>
    eachObject(body, (item) => {
      const author = item['postedBy'] as Record<string, unknown> | undefined;
      return author === undefined
        ? item
        : { ...item, postedBy: { ...author, displayName: `${String(author['displayName'])} (old)` } };
    }),
  );
};

/** A collection's list of spaces serves each space's `updatedAt` from a day-old cache. */
const dayOldUpdates: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (!is(request, 'GET', /^\/v1\/collections\/[^/]+\/spaces$/) || response.status !== 200) return response;
  return rewriteJson(response, (body) =>
    eachObject(body, (space) =>
      typeof space['updatedAt'] === 'string'
        ? { ...space, updatedAt: new Date(Date.parse(space['updatedAt']) - 86_400_000).toISOString() }
        : space,
    ),
  );
};

/** A site section's move answers the section with its title as the navigation shows it, in capitals. */
const shoutedMove: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  if (!is(request, 'POST', /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/sections\/[^/]+\/move$/) || response.status !== 200)
    return response;
  return rewriteJson(response, (body) =>
    typeof body['title'] === 'string' ? { ...body, title: body['title'].toUpperCase() } : body,
  );
};

export const sameFaults: Fault[] = [
  {
    name: 'PATCH collection answers another web-app URL than its GET',
    category: 'responses',
    profiles: ['collections'],
    expected: ['SAME-Collection'],
    handle: patchedAppUrl,
  },
  {
    name: "a change request comment's list of replies shows another author name than the reply's GET",
    category: 'responses',
    profiles: ['comments'],
    // Read-your-writes reads the new reply back through that list.
    expected: ['RYW.postCommentReplyInChangeRequest', 'SAME-CommentReply'],
    handle: staleAuthorNames,
  },
  {
    name: "a collection's list of spaces shows each space's updatedAt a day older than its GET",
    category: 'responses',
    profiles: ['spaces', 'collections'],
    expected: ['SAME-Space'],
    handle: dayOldUpdates,
  },
  {
    name: "a site section's move answers its title in capitals, unlike the list of sections",
    category: 'responses',
    profiles: ['sites'],
    // Read-your-writes compares the move's answer with the section as it was.
    expected: ['RYW.moveSiteSection', 'SAME-SiteSection'],
    handle: shoutedMove,
  },
];
