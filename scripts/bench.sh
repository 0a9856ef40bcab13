#!/usr/bin/env bash
# `pnpm bench`: the project's benchmark in one command (docs/development.md › Benchmarks). Installs and builds
# when the sources changed (bootstrap.sh), starts a throwaway PostgreSQL cluster on a free loopback port (not with
# --quick or --database-url), then runs packages/server/bench/main.ts --suite with the arguments given:
#   --quick               under a minute: GET ÷ bare Express and the cold start (memory:// + demo)
#   --compare <git ref>   build that ref in a temporary worktree and measure both builds, interleaved
#   --json <file>         also write every figure and sample as JSON
#   --no-conformance      leave out the full conformance runs (the longest part)
#   --rounds <n> --seconds <s> --connections <c> --database-url <postgresql://…>
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/bootstrap.sh >&2

args=("$@")
want_postgres=1
for arg in "$@"; do
  case "$arg" in --quick | --database-url | --database-url=*) want_postgres=0 ;; esac
done
if [ "$want_postgres" = 1 ]; then
  source scripts/postgres.sh
  # A free port: other clusters (test runs) may hold the default one.
  PG_PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  if start_postgres; then
    trap stop_postgres EXIT
    trap 'stop_postgres; exit 130' INT TERM
    args+=(--database-url "$PG_URL")
  else
    echo "PostgreSQL could not be started: PGlite only" >&2
  fi
fi
cd packages/server
pnpm exec tsx bench/main.ts --suite "${args[@]}"
