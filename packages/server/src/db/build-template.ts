/** Build step: writes the pre-migrated PGlite template (see pglite-template.ts). Run by `pnpm build`. */
import { PGlite } from '@electric-sql/pglite';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pgliteSqlRunner } from './client.js';
import { migrate, readMigrations } from './migrate.js';
import { migrationsChecksum, templateChecksumPath, templatePath } from './pglite-template.js';

const migrations = readMigrations();
const pglite = new PGlite();
await pglite.waitReady;
await migrate({ sql: pgliteSqlRunner(pglite) }, migrations);
// Vacuumed and checkpointed, so the tarball starts without recovery.
await pglite.query('VACUUM');
await pglite.query('CHECKPOINT');
const tarball = await pglite.dumpDataDir('none');
await pglite.close();
writeFileSync(templatePath, gzipSync(Buffer.from(await tarball.arrayBuffer())));
writeFileSync(templateChecksumPath, `${migrationsChecksum(migrations)}\n`);
process.stdout.write(`PGlite template with ${migrations.length} migrations: ${templatePath}\n`);
