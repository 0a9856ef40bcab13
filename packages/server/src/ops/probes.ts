/**
 * Probes (docs/operations.md › Probes): GET /livez answers 200 while the process serves HTTP at all;
 * GET /readyz (and /healthz, its older name) answers 200 only when the server should get traffic —
 * 503 with a JSON reason while starting (migrations, demo seed), while draining, or when the database
 * does not answer `SELECT 1` within READINESS_QUERY_MS.
 */
import { Router, type Request, type Response } from 'express';
import type { Database } from '../db/client.js';
import type { Lifecycle } from './lifecycle.js';

export const PROBE_PATHS = new Set(['/livez', '/readyz', '/healthz']);
export const READINESS_QUERY_MS = 2_000;

/** Resolves when the database answers, rejects when it fails or takes longer than READINESS_QUERY_MS. */
async function databaseAnswers(db: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.prisma.$queryRaw`SELECT 1`,
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), READINESS_QUERY_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function probesRouter(lifecycle: Lifecycle, db: Database): Router {
  const router = Router();
  // Probes are never cached by a proxy between the orchestrator and the server.
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get('/livez', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const readiness = async (_req: Request, res: Response) => {
    if (lifecycle.phase === 'draining') {
      res.status(503).json({ status: 'unavailable', reason: 'draining: the server is shutting down' });
      return;
    }
    if (lifecycle.phase === 'starting') {
      res.status(503).json({ status: 'unavailable', reason: `starting: ${lifecycle.reason}` });
      return;
    }
    try {
      await databaseAnswers(db);
    } catch {
      // The driver's message may name hosts or users: the reason stays generic.
      res.status(503).json({ status: 'unavailable', reason: 'database unreachable', database: db.kind });
      return;
    }
    res.json({ status: 'ok', database: db.kind });
  };
  router.get('/readyz', readiness);
  router.get('/healthz', readiness);
  return router;
}
