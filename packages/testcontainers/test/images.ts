/**
 * The images the container tests start: built locally (docs/containers.md), never pulled. Without them (the
 * ordinary test pass, which has no Docker) those tests are skipped, and test/global-setup.ts says why.
 */
/** The server image: DOCS_API_IMAGE (`docker build --target server -t docs-api/server .`). */
export const serverImage = process.env['DOCS_API_IMAGE'] ?? '';
/** The PostgreSQL image: DOCS_API_POSTGRES_IMAGE (`docker build -t docs-api/postgres deploy/postgres`). */
export const postgresImage = process.env['DOCS_API_POSTGRES_IMAGE'] ?? '';

/** Why the container tests are skipped, or undefined when they run. */
export const serverSkipped =
  serverImage === ''
    ? 'DOCS_API_IMAGE is not set (a server image built with `docker build --target server`, and a Docker daemon)'
    : undefined;
export const postgresSkipped =
  serverSkipped ??
  (postgresImage === ''
    ? 'DOCS_API_POSTGRES_IMAGE is not set (the image of deploy/postgres: `docker build -t docs-api/postgres deploy/postgres`)'
    : undefined);
