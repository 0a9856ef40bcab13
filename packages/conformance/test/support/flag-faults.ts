/**
 * Faults of output flags (generic/flags.ts, FLAG-<op>.<param>): a parameter that shapes the answer ignored, or
 * applied only in part, with exactly the requirement IDs that must catch them (part of the fault table in faults.ts).
 */
import type { Fault } from './faults.js';
import { is, parts, rewriteJson, withQuery, type FaultHandler } from './fault-proxy.js';

const SPACE_PAGES = /^\/v1\/spaces\/[^/]+\/content\/pages$/;
const CHANGE_REQUEST_REPLIES = /^\/v1\/spaces\/[^/]+\/change-requests\/[^/]+\/comments\/[^/]+\/replies$/;

/**
 * GET the pages of a space with `metadata=false` leaves out the `git` of its top-level pages but not of the pages
 * nested in them: the server reads the pages without the flag and takes the field away one level deep only.
 */
const nestedGitKept: FaultHandler = async (request, forward) => {
  const { path, query } = parts(request);
  if (!is(request, 'GET', SPACE_PAGES) || query.get('metadata') !== 'false') return forward(request);
  query.delete('metadata');
  const response = await forward(withQuery(request, path, query));
  if (response.status !== 200) return response;
  return rewriteJson(response, (body) => ({
    ...body,
    pages: (body['pages'] as Record<string, unknown>[]).map(({ git: _git, ...page }) => page),
  }));
};

/** Posting a reply to a change request's comment answers its body as markdown whatever `format` asks for. */
const postedReplyInMarkdown: FaultHandler = async (request, forward) => {
  const { path, query } = parts(request);
  if (!is(request, 'POST', CHANGE_REQUEST_REPLIES) || query.get('format') !== 'document') return forward(request);
  query.delete('format');
  return forward(withQuery(request, path, query));
};

export const flagFaults: Fault[] = [
  {
    name: 'GET the pages of a space with metadata=false still sends the `git` of nested pages',
    category: 'responses',
    profiles: ['content'],
    expected: ['FLAG-listPages.metadata'],
    handle: nestedGitKept,
  },
  {
    name: 'posting a reply to a change request comment ignores format=document',
    category: 'responses',
    profiles: ['comments'],
    expected: ['FLAG-postCommentReplyInChangeRequest.format'],
    handle: postedReplyInMarkdown,
  },
];
