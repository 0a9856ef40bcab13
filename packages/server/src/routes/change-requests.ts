/** Operations of paths/change-requests.ts and the import of change request content. */
import { handlersOf } from '../http/handler.js';
import * as changeRequests from '../services/change-requests.js';
import { changeRequestPdfUrl } from '../services/pdf.js';

export const changeRequestHandlers = handlersOf({
  listChangeRequestsForSpace: [200, changeRequests.list],
  createChangeRequest: [201, changeRequests.create],
  getChangeRequestById: [200, changeRequests.get],
  updateChangeRequestById: [200, changeRequests.patch],
  updateChangeRequest: [200, changeRequests.updateFromMain],
  mergeChangeRequest: [200, changeRequests.merge],
  getChangeRequestPDF: [200, changeRequestPdfUrl],
  importContentInChangeRequest: [201, changeRequests.importInto],
});
