/**
 * Faults of who made an object (authors.ts, AUTHOR-<Schema>.<field>), with exactly the requirement IDs that must
 * catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { eachObject, parts, rewriteJson, type FaultHandler } from './fault-proxy.js';

const REPLIES = /^(\/v1\/spaces\/[^/]+(?:\/change-requests\/[^/]+)?\/comments\/[^/]+)\/replies(?:\/[^/]+)?$/;

/** Every answer that carries a reply names the author of the comment it answers, not the reply's own. */
const parentsAuthor: FaultHandler = async (request, forward) => {
  const response = await forward(request);
  const comment = REPLIES.exec(parts(request).path)?.[1];
  if (comment === undefined || response.status >= 300 || !String(response.headers['content-type']).includes('json'))
    return response;
  const parent = await forward({ method: 'GET', url: comment, headers: request.headers, body: Buffer.alloc(0) });
  if (parent.status !== 200) return response;
  const { postedBy } = JSON.parse(parent.body.toString('utf8')) as { postedBy?: unknown };
  return rewriteJson(response, (body) =>
    eachObject(body, (reply) => ('postedBy' in reply ? { ...reply, postedBy } : reply)),
  );
};

export const authorFaults: Fault[] = [
  {
    name: 'a reply names the author of the comment it answers',
    category: 'state',
    profiles: ['comments'],
    expected: ['AUTHOR-CommentReply.postedBy'],
    handle: parentsAuthor,
  },
];
