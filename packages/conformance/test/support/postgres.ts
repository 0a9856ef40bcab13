/**
 * Databases of their own on the throwaway PostgreSQL server that scripts/test.sh starts and names in
 * CONFORMANCE_DATABASE_URL (an admin URL): a test makes one, points reference servers at it, and drops it.
 */
import pg from 'pg';

/** The admin URL of the throwaway PostgreSQL server, when there is one. */
export const adminUrl = process.env['CONFORMANCE_DATABASE_URL'];

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Makes an empty database named `<prefix>_<random>` on the server of CONFORMANCE_DATABASE_URL. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  if (adminUrl === undefined) throw new Error('CONFORMANCE_DATABASE_URL is not set');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
