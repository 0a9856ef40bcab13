/** The raw-SQL side of a database (a leaf: migrate.ts and the PGlite template need it without the client). */

/** Runs raw SQL scripts (migrations) on the same database as the Prisma client. */
export interface SqlRunner {
  /** Runs `sql` (several statements) in one transaction holding a database-wide advisory lock. */
  transaction(
    work: (exec: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<void>,
  ): Promise<void>;
}
