// Build step: brings into this package what it needs at run time from outside src/ — the Prisma schema
// and migrations (kept once, at the repository's top-level prisma/) and the Scalar API reference bundle
// (served at /docs). Both land in folders that ship in the package tarball (see "files").
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const topLevelPrisma = join(packageDir, '..', '..', 'prisma');

rmSync(join(packageDir, 'prisma'), { recursive: true, force: true });
cpSync(topLevelPrisma, join(packageDir, 'prisma'), { recursive: true });

const require = createRequire(import.meta.url);
const scalarDir = dirname(dirname(require.resolve('@scalar/api-reference')));
mkdirSync(join(packageDir, 'assets'), { recursive: true });
cpSync(join(scalarDir, 'dist', 'browser', 'standalone.js'), join(packageDir, 'assets', 'scalar-api-reference.js'));
