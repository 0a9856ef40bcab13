/** Every handler, by operationId (one operation table per family of the spec's paths). */
import type { HandlerMap } from '../http/handler.js';
import { changeRequestHandlers } from './change-requests.js';
import { collectionHandlers } from './collections.js';
import { commentHandlers } from './comments.js';
import { contentHandlers } from './content.js';
import { memberHandlers } from './members.js';
import { mergeHandlers } from './merge.js';
import { openapiHandlers } from './openapi.js';
import { organizationHandlers } from './organizations.js';
import { shareLinkHandlers } from './share-links.js';
import { siteSectionHandlers } from './site-sections.js';
import { siteSpaceHandlers } from './site-spaces.js';
import { siteHandlers } from './sites.js';
import { spaceHandlers } from './spaces.js';
import { ssoHandlers } from './sso.js';
import { teamHandlers } from './teams.js';
import { translationHandlers } from './translations.js';

/** Merges the families' maps, refusing an operationId handled twice. */
const merge = (...maps: HandlerMap[]): HandlerMap => mergeHandlers<unknown>(maps) as HandlerMap;

export const handlers: HandlerMap = merge(
  organizationHandlers,
  memberHandlers,
  teamHandlers,
  ssoHandlers,
  collectionHandlers,
  spaceHandlers,
  contentHandlers,
  changeRequestHandlers,
  commentHandlers,
  siteHandlers,
  siteSectionHandlers,
  siteSpaceHandlers,
  shareLinkHandlers,
  openapiHandlers,
  translationHandlers,
);

/** Every operation of the spec has a handler: the router still refuses to start when one has neither a handler nor an entry here. */
export const pending: ReadonlyMap<string, string> = new Map();
