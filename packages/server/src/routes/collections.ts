/** Operations of paths/collections.ts. */
import { handlersOf } from '../http/handler.js';
import * as collections from '../services/collections.js';
import * as spaces from '../services/spaces.js';

export const collectionHandlers = handlersOf({
  listCollectionsInOrganizationById: [200, collections.list],
  createCollection: [201, collections.create],
  getCollectionById: [200, collections.get],
  updateCollectionById: [200, collections.update],
  deleteCollectionById: [205, collections.remove],
  listSpacesInCollectionById: [200, spaces.listInCollection],
  moveCollection: [200, collections.move],
  transferCollection: [200, collections.transfer],
});
