/** Says once, at the start of the run, which container tests are skipped and why (test/images.ts). */
import { postgresSkipped, serverSkipped } from './images.js';

export default function setup(): void {
  const skipped = serverSkipped ?? postgresSkipped;
  if (skipped === undefined) return;
  const which = serverSkipped !== undefined ? 'the container tests are' : 'the PostgreSQL container test is';
  process.stderr.write(`@docs-api/testcontainers: ${which} skipped: ${skipped}\n`);
}
