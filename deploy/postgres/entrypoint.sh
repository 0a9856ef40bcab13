#!/bin/sh
# Initialises $PGDATA on the first start (POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB), then runs PostgreSQL as
# PID 1 listening on every address of the container, password (scram-sha-256) required from other hosts.
set -eu
: "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=$POSTGRES_USER}"
if [ -z "${POSTGRES_PASSWORD:-}" ]; then
  echo "postgres-entrypoint: set POSTGRES_PASSWORD" >&2
  exit 2
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$password_file"
  initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 \
    -E UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$password_file"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    # A server on the socket only, for the one statement initdb cannot run.
    pg_ctl -D "$PGDATA" -w -o "-c listen_addresses='' -c unix_socket_directories=/run/postgresql" start >/dev/null
    psql -q -v ON_ERROR_STOP=1 -h /run/postgresql -U "$POSTGRES_USER" -d postgres \
      -c "CREATE DATABASE \"$POSTGRES_DB\" OWNER \"$POSTGRES_USER\"" >/dev/null
    pg_ctl -D "$PGDATA" -w -m fast stop >/dev/null
  fi
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/run/postgresql "$@"
