#!/usr/bin/env bash
# The test command: installs and builds everything, then runs lint, typecheck and every test —
# the server's integration tests on both databases (PGlite, then a throwaway PostgreSQL cluster).
source "$(dirname "$0")/bootstrap.sh"
source scripts/step.sh
rm -rf reports && mkdir -p reports

step "generated types are committed and current"
git diff --exit-code --stat -- packages/shared-types/src/generated packages/testcontainers/src/generated || {
  echo "packages/shared-types/src/generated or packages/testcontainers/src/generated is stale: run pnpm build and commit it" >&2
  exit 1
}

source scripts/chromium.sh
ensure_chromium

# The throwaway PostgreSQL cluster starts first: the conformance package's several-instances test makes its own
# database on it (CONFORMANCE_DATABASE_URL); every other package's tests stay on PGlite in this pass.
source scripts/postgres.sh
start_postgres
trap stop_postgres EXIT

# The other Debian packages the tests use, in one apt-get run: HAProxy for the conformance package's load-balancer
# test, pytest and requests for examples/pytest-client.
missing=()
[ -x /usr/sbin/haproxy ] || missing+=(haproxy)
/usr/bin/python3 -c 'import pytest' 2>/dev/null || missing+=(python3-pytest)
/usr/bin/python3 -c 'import requests' 2>/dev/null || missing+=(python3-requests)
[ ${#missing[@]} = 0 ] || install_debian_package "${missing[*]}" "${missing[*]}"

# The container step spends most of its time waiting on downloads (its Debian packages, a Debian root file system,
# the npm registry inside the image builds): it runs beside the tests, into its own log, and is waited for at the
# end. From here on it is the only one to run apt-get.
bash scripts/containers.sh >reports/containers.log 2>&1 &
CONTAINERS_PID=$!
SERVER_PG_PID=
# A stopped job's wait answers 143: under set -e that would end this trap before the cluster is stopped.
stop_all() {
  { kill -TERM "$CONTAINERS_PID" 2>/dev/null && wait "$CONTAINERS_PID" 2>/dev/null; } || true
  [ -z "$SERVER_PG_PID" ] || { kill -TERM "$SERVER_PG_PID" 2>/dev/null && wait "$SERVER_PG_PID" 2>/dev/null; } || true
  stop_postgres
}
trap stop_all EXIT

step "format (Prettier, 120 columns), lint, typecheck, tests on PGlite (every package but the conformance suite)"
pnpm exec prettier --check . --log-level warn
node scripts/import-cycles.mjs
# --only here and below: bootstrap.sh has just built every package; without it, on a fresh clone turbo misses its
# cache and builds them all a second time (about a minute).
pnpm turbo run lint typecheck test --filter='!@docs-api/conformance' --only --output-logs=new-only --concurrency=1

# The conformance suite's tests and the server's second pass, on PostgreSQL, run at once: neither keeps both cores
# busy alone (the suite's tests wait on its reference servers, the server's on PostgreSQL).
step "server integration tests on PostgreSQL ($PG_URL), beside the conformance suite's tests (log: reports/server-postgresql.log)"
VITEST_REPORT_NAME=server-postgresql TEST_DATABASE_URL="$PG_URL" pnpm --filter @docs-api/server test \
  >reports/server-postgresql.log 2>&1 &
SERVER_PG_PID=$!
step "the conformance suite: lint, typecheck, tests (its several-instances tests on PostgreSQL)"
# Without --only turbo builds every package again here (CONFORMANCE_DATABASE_URL is part of every task's hash), and
# the server's build rewrites packages/server/prisma and dist while the server's tests beside it read them: a
# migration list read half-copied failed a test ('relation "Space" does not exist').
conformance=0
CONFORMANCE_DATABASE_URL="$PG_URL" pnpm turbo run lint typecheck test --filter=@docs-api/conformance --only \
  --output-logs=new-only --concurrency=1 || conformance=$?
server_pg=0
wait "$SERVER_PG_PID" || server_pg=$?
step "server integration tests on PostgreSQL: the end of their log"
tail -n 30 reports/server-postgresql.log
[ "$conformance" = 0 ] || exit "$conformance"
[ "$server_pg" = 0 ] || { cat reports/server-postgresql.log; exit "$server_pg"; }

step "the packages install from their tarballs (npm, empty directory) and run"
bash scripts/pack-check.sh

step "soak smoke: a minute of mixed load on PGlite and PostgreSQL (fails on any failed request)"
pnpm --filter @docs-api/server bench --soak --minutes 1 --window 0.25 --database-url "$PG_URL"

step "containers: images, the compose stack, conformance through HAProxy, a rolling restart (scripts/containers.sh, begun beside the tests)"
containers=0
wait "$CONTAINERS_PID" || containers=$?
cat reports/containers.log
[ "$containers" = 0 ] || exit "$containers"

node scripts/summarize-tests.mjs reports
step "every step passed"
