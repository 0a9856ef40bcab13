#!/bin/sh
# Stands in for Prisma's native schema engine, which cannot be downloaded on these machines.
# `prisma generate` does not run it; `prisma migrate`/`db push` would, and must fail loudly.
echo "The native Prisma schema engine is not available here: migrations are applied by 'docs-api-server migrate' and authored by 'pnpm -F @docs-api/server migration:create'." >&2
exit 1
