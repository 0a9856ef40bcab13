/**
 * The request journal of the test API (GET /__test/requests): what this server instance answered, kept
 * in memory in a ring of a fixed number of entries (--journal-size), so a long run cannot grow memory.
 * Paths go through the request log's redaction: no capability path (/pdf/…, /files/…) and no token or
 * share key in a query is ever stored; headers are never read.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Caller } from '../access/callers.js';
import { redactUrl } from '../http/log-redaction.js';
import type { Page, PageQuery, Paginator } from '../http/pagination.js';
import { operationOf } from '../http/router.js';

/** One answered request (the test API's schema RequestRecord). */
export interface JournalEntry {
  object: 'request';
  id: string;
  /** When the answer was sent (or the connection closed without one). */
  at: string;
  method: string;
  /** Path and query, redacted. */
  path: string;
  operationId: string | null;
  tenantId: string | null;
  /** 0 when no answer was sent (a reset fault, or the client left first). */
  status: number;
  durationMs: number;
  faulted: boolean;
  /** Which fault rule fired on the request: it answered, reset or delayed it. */
  faultRuleId?: string;
}

export interface JournalFilter {
  operationId?: string;
  tenantId?: string;
  status?: number;
  /** Only entries at or after this time. */
  since?: Date;
}

interface Slot {
  seq: number;
  entry: JournalEntry;
}

/** res.locals key under which the fault injection names the rule that acted on a request. */
export const FAULT_RULE = 'faultRuleId';

/** The tenant of a request's caller, when a route or the fault injection authenticated it. */
export const tenantOfResponse = (res: Response): string | null =>
  (res.locals['caller'] as Caller | undefined)?.tenantId ?? null;

export class RequestJournal {
  private readonly slots: (Slot | undefined)[];
  private written = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('the journal holds at least one entry');
    this.slots = new Array<Slot | undefined>(capacity);
  }

  add(entry: Omit<JournalEntry, 'object' | 'id'>): void {
    const seq = this.written++;
    this.slots[seq % this.capacity] = { seq, entry: { object: 'request', id: `req_${seq + 1}`, ...entry } };
  }

  /** Empties the journal, or removes the entries of one tenant. */
  clear(filter: { tenantId?: string } = {}): void {
    const { tenantId } = filter;
    if (tenantId === undefined) this.slots.fill(undefined);
    else this.slots.forEach((slot, i) => slot?.entry.tenantId === tenantId && (this.slots[i] = undefined));
  }

  /** The entries kept, newest first, that pass the filter. */
  entries(filter: JournalFilter = {}): JournalEntry[] {
    return this.matching(filter).map(({ entry }) => entry);
  }

  /** One page of the entries passing the filter, newest first, paginated like the /v1 lists. */
  page(paginator: Paginator, filter: JournalFilter, query: PageQuery): Promise<Page<JournalEntry>> {
    return paginator.paginateRows({
      list: `requests:${JSON.stringify(filter)}`,
      query,
      sort: [{ field: 'seq', direction: 'desc' }],
      rows: this.matching(filter),
      present: ({ entry }) => entry,
    });
  }

  private matching(filter: JournalFilter): Slot[] {
    const since = filter.since?.toISOString();
    return this.slots
      .filter((slot): slot is Slot => {
        if (slot === undefined) return false;
        const { entry } = slot;
        return (
          (filter.operationId === undefined || entry.operationId === filter.operationId) &&
          (filter.tenantId === undefined || entry.tenantId === filter.tenantId) &&
          (filter.status === undefined || entry.status === filter.status) &&
          (since === undefined || entry.at >= since)
        );
      })
      .sort((a, b) => b.seq - a.seq);
  }
}

/** Records every request outside /__test when its answer is sent or its connection closes. */
export function journalRecorder(journal: RequestJournal): RequestHandler {
  return (req: Request, res: Response, next) => {
    if (req.path.startsWith('/__test/') || req.path === '/__test') return next();
    const started = performance.now();
    const operationId = operationOf(req.method, req.path) ?? null;
    res.once('close', () => {
      const faultRuleId = res.locals[FAULT_RULE] as string | undefined;
      journal.add({
        at: new Date().toISOString(),
        method: req.method,
        path: redactUrl(req.originalUrl),
        operationId,
        tenantId: tenantOfResponse(res),
        status: res.writableFinished ? res.statusCode : 0,
        durationMs: Math.round(performance.now() - started),
        faulted: faultRuleId !== undefined,
        ...(faultRuleId !== undefined ? { faultRuleId } : {}),
      });
    });
    next();
  };
}
