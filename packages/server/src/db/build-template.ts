/** Build step: writes the pre-migrated PGlite template (see pglite-template.ts). Run by `pnpm build`. */
import { PGlite } from '@electric-sql/pglite';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pgliteSqlRunner } from './client.js';
import { migrate, readMigrations } from './migrate.js';
import { migrationsChecksum, templateChecksumPath, templatePath } from './pglite-template.js';

const migrations = readMigrations();
// 1 MB WAL segments (PostgreSQL's default is 16 MB): every database made from the template writes its WAL in
// segments that small, so a new one carries (and, in memory://, holds) 1 MB of WAL instead of 16. A min_wal_size of
// two segments: the checkpoint below keeps two for reuse, not the default 80 MB's worth.
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
// Vacuumed and checkpointed, so the tarball starts without recovery.
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
await pglite.close();
writeFileSync(templatePath, gzipSync(Buffer.from(await tarball.arrayBuffer())));
writeFileSync(templateChecksumPath, `${migrationsChecksum(migrations)}\n`);
process.stdout.write(`PGlite template with ${migrations.length} migrations: ${templatePath}\n`);
