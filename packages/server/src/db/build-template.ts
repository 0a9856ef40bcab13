/**
 * Build step: writes the PGlite templates (see pglite-template.ts), the migrated one and the demo one. Run by
 * `pnpm build`.
 */
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PrismaClient } from '../generated/prisma/client.js';
import { bakeDemo } from '../seed/demo.js';
import { pgliteSqlRunner } from './client.js';
import { migrate, readMigrations } from './migrate.js';
import { migrationsChecksum, templateChecksumPath, templatePaths } from './pglite-template.js';

/** Vacuums and checkpoints the database (so that a tarball starts without recovery) and writes its tarball to `path`. */
async function writeTemplate(pglite: PGlite, path: string): Promise<void> {
  await pglite.query('VACUUM');
  await pglite.query('CHECKPOINT');
  // The checkpoint leaves the segments after the one it starts from, recycled for later use: 4 MB of zeros and old
  // records that each new database would unpack for nothing (PostgreSQL makes a segment when it needs one).
  const [dataDir, redoSegment] = (
    await pglite.query<{ dir: string; segment: string }>(
      'SELECT current_setting($1) AS dir, pg_walfile_name(redo_lsn) AS segment FROM pg_control_checkpoint()',
      ['data_directory'],
    )
  ).rows.flatMap(({ dir, segment }) => [dir, segment]);
  const { FS } = pglite.Module;
  for (const name of FS.readdir(`${dataDir}/pg_wal`) as string[])
    if (/^[0-9A-F]{24}$/.test(name) && name > (redoSegment ?? name)) FS.unlink(`${dataDir}/pg_wal/${name}`);
  const tarball = await pglite.dumpDataDir('none');
  writeFileSync(path, gzipSync(Buffer.from(await tarball.arrayBuffer())));
}

const migrations = readMigrations();
// 1 MB WAL segments (PostgreSQL's default is 16 MB): every database made from the template writes its WAL in
// segments that small, so a new one carries (and, in memory://, holds) 1 MB of WAL instead of 16. A min_wal_size of
// two segments: the checkpoint keeps two for reuse, not the default 80 MB's worth.
const pglite = new PGlite({
  initDbStartParams: ['--wal-segsize=1'],
  startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=2MB'],
});
await pglite.waitReady;
await migrate({ sql: pgliteSqlRunner(pglite) }, migrations);
// template0 and template1 only serve CREATE DATABASE, which an embedded database never runs (it serves the
// database `postgres`): less than half as much to unpack into each new database.
await pglite.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
await pglite.query('DROP DATABASE template0');
await pglite.query('DROP DATABASE template1');
await writeTemplate(pglite, templatePaths.migrated);
// The demo template: the same database with the demo data in, as of now (a start moves its times to its own).
const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
await bakeDemo(prisma, new Date());
await prisma.$disconnect();
await writeTemplate(pglite, templatePaths.demo);
await pglite.close();
writeFileSync(templateChecksumPath, `${migrationsChecksum(migrations)}\n`);
process.stdout.write(
  `PGlite templates with ${migrations.length} migrations: ${templatePaths.migrated}, ${templatePaths.demo} (with the demo data)\n`,
);
