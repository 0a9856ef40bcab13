# Sourced by test.sh: a throwaway PostgreSQL cluster on 127.0.0.1 (Debian's postgresql, installed if missing).
source "$(dirname "${BASH_SOURCE[0]}")/debian-package.sh"
PG_PORT="${PG_PORT:-55432}"

start_postgres() {
  if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
    install_debian_package postgresql PostgreSQL || return 1
  fi
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  PG_DIR=$(mktemp -d)
  local run=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres:postgres "$PG_DIR"
    run=(runuser -u postgres --)
  fi
  # From the cluster's own directory: run as postgres, the tools complain about a working directory that user may not
  # enter (a clone under root's 0700 home, or in a mktemp -d).
  (cd "$PG_DIR" &&
    "${run[@]}" "$PGBIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null &&
    "${run[@]}" "$PGBIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c max_connections=300" start >/dev/null) ||
    return 1
  PG_URL="postgresql://postgres@127.0.0.1:$PG_PORT/postgres"
  PG_RUN=("${run[@]}")
}

stop_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  (cd "$PG_DIR" && "${PG_RUN[@]}" "$PGBIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1) || true
  rm -rf "$PG_DIR"
}
