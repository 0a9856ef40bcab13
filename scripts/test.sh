#!/usr/bin/env bash
# The test command: installs and builds everything, then runs lint, typecheck and every test —
# the server's integration tests on both databases (PGlite, then a throwaway PostgreSQL cluster).
source "$(dirname "$0")/bootstrap.sh"
rm -rf reports && mkdir -p reports

echo "› generated types are committed and current"
git diff --exit-code --stat -- packages/shared-types/src/generated || {
  echo "packages/shared-types/src/generated is stale: run pnpm build and commit it" >&2
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
stop_all() {
  kill -TERM "$CONTAINERS_PID" 2>/dev/null && wait "$CONTAINERS_PID" 2>/dev/null
  stop_postgres
}
trap stop_all EXIT

echo "› format (Prettier, 120 columns), lint, typecheck, tests (PGlite; conformance instances on PostgreSQL)"
pnpm exec prettier --check . --log-level warn
CONFORMANCE_DATABASE_URL="$PG_URL" pnpm turbo run lint typecheck test --output-logs=new-only --concurrency=1

echo "› the packages install from their tarballs (npm, empty directory) and run"
bash scripts/pack-check.sh

echo "› server integration tests on PostgreSQL ($PG_URL)"
VITEST_REPORT_NAME=server-postgresql TEST_DATABASE_URL="$PG_URL" pnpm --filter @docs-api/server test

echo "› soak smoke: a minute of mixed load on PGlite and PostgreSQL (fails on any failed request)"
pnpm --filter @docs-api/server bench --soak --minutes 1 --window 0.25 --database-url "$PG_URL"

echo "› containers: images, the compose stack, conformance through HAProxy, a rolling restart (scripts/containers.sh, begun beside the tests)"
containers=0
wait "$CONTAINERS_PID" || containers=$?
cat reports/containers.log
[ "$containers" = 0 ] || exit "$containers"

node scripts/summarize-tests.mjs reports
