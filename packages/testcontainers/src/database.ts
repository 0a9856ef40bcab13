/** How a server container reaches a PostgreSQL container: a network they share and the database's address on it. */
import type { StartedPostgreSqlContainer } from '@testcontainers/postgresql';

/** The PostgreSQL port inside its container (the image's, not the one mapped on the host). */
const POSTGRES_PORT = 5432;

/**
 * The network the server joins to reach `postgres`: the server's own when it has one (then PostgreSQL must be on
 * it too), else the first of PostgreSQL's (the default bridge unless it was given another).
 */
export function networkFor(postgres: StartedPostgreSqlContainer, serverNetwork: string | undefined): string {
  const networks = postgres.getNetworkNames();
  if (serverNetwork !== undefined) {
    if (networks.includes(serverNetwork)) return serverNetwork;
    throw new Error(
      `withDatabase: the PostgreSQL container is on ${networks.join(', ') || 'no network'}, the server on ${serverNetwork}: start both on one Network`,
    );
  }
  const [first] = networks;
  if (first === undefined) throw new Error('withDatabase: the PostgreSQL container is on no network');
  return first;
}

/** postgresql://user:password@address:5432/database, the address being PostgreSQL's on `network`. */
export function databaseUrlOf(postgres: StartedPostgreSqlContainer, network: string): string {
  const url = new URL('postgresql://');
  url.hostname = postgres.getIpAddress(network);
  url.port = String(POSTGRES_PORT);
  url.pathname = `/${postgres.getDatabase()}`;
  url.username = postgres.getUsername();
  url.password = postgres.getPassword();
  return url.toString();
}
