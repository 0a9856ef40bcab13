#!/usr/bin/env bash
# Container tests (docs/containers.md), one CI step that also runs alone: bash scripts/containers.sh
#
# Installs Debian's docker.io, docker-compose and debootstrap when missing, starts a dockerd of its own (its data in a
# temporary folder, stopped by its pid), makes a base image without a registry (deploy/base/make-base.sh), builds the
# server, conformance, PostgreSQL and HAProxy images from it, then checks:
#   the server image alone — /readyz and the HEALTHCHECK, non-root, the environment's PORT, PUBLIC_URL and
#   TEST_API_TOKEN, arguments after the image, `docker stop` ending the server by its own SIGTERM drain (exit 0; the time is printed), data kept in its volume
#   across containers, a mounted seed file;
#   the server image as a Testcontainers module — the tests of packages/testcontainers and examples/vitest-client's
#   container setup (`test:container`) against the images built here;
#   the compose stack (deploy/compose.yaml) — /readyz 200 through HAProxy, the conformance image against the
#   balancer (exit 0, reports in a mounted folder), a rolling restart of the instances under load losing no request.
# Everything runs on loopback ports; containers, networks, volumes, images and the daemon are removed at the end.
# Figures go to reports/containers/figures.txt. Needs root (apt-get, debootstrap, dockerd) and Node 20 with npm.
# CONTAINERS_PROFILES picks the conformance profiles run through the balancer (default core,spaces,comments).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/debian-package.sh
source scripts/step.sh
source deploy/base/make-base.sh

STEP_START=$SECONDS
REPORTS=$PWD/reports/containers
PROFILES=${CONTAINERS_PROFILES:-core,spaces,comments}
WORK=$(mktemp -d /tmp/docs-api-containers.XXXXXX)
ID=$(tr -dc 'a-z0-9' </dev/urandom | head -c 8 || true)
export DOCKER_HOST="unix://$WORK/docker.sock"
export COMPOSE_PROJECT_NAME="docsapi$ID"
export BASE="docs-api-ci/base:$ID"
export SERVER_IMAGE="docs-api-ci/server:$ID"
export CONFORMANCE_IMAGE="docs-api-ci/conformance:$ID"
export POSTGRES_IMAGE="docs-api-ci/postgres:$ID"
export HAPROXY_IMAGE="docs-api-ci/haproxy:$ID"
COMPOSE=(docker-compose -f deploy/compose.yaml)
CA_FILE=deploy/ca-certificates/host-node-extra-ca.crt
DOCKERD_PID=
CA_COPIED=
COMPOSE_UP=

rm -rf "$REPORTS" && mkdir -p "$REPORTS/conformance"
# The conformance image writes as its own user (uid 10001) into this folder.
chmod 0777 "$REPORTS/conformance"

figure() {
  printf '  %-58s %s\n' "$1" "$2" | tee -a "$REPORTS/figures.txt"
}
fail() {
  echo "containers: $*" >&2
  exit 1
}
since() { # seconds since a $SECONDS-style start, one decimal (from a millisecond clock)
  awk -v a="$1" -v b="$(date +%s%3N)" 'BEGIN { printf "%.1f", (b - a) / 1000 }'
}
now_ms() { date +%s%3N; }

# GET a URL: prints the status (000 when nothing answers). Extra arguments go to curl (headers).
status_of() {
  curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$@" || true
}
# Waits up to $2 seconds for $1 to answer 200.
wait_200() {
  local url=$1 deadline=$((SECONDS + $2))
  until [ "$(status_of "$url")" = 200 ]; do
    [ $SECONDS -lt "$deadline" ] || return 1
    sleep 0.1
  done
}
# The host port docker published for a container's port.
published() { docker port "$1" "$2" | head -1 | sed 's/.*://'; }
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

cleanup() {
  local code=$?
  set +e
  if [ -n "$COMPOSE_UP" ]; then
    # The stack's logs (HAProxy's instance states among them) stay in the reports for a failure to be read later.
    "${COMPOSE[@]}" logs --no-color --timestamps >"$REPORTS/compose.log" 2>&1
    "${COMPOSE[@]}" --profile conformance down -v --remove-orphans >/dev/null 2>&1
  fi
  if [ -n "$DOCKERD_PID" ]; then
    docker ps -aq --filter "label=docs-api-ci=$ID" | xargs -r docker rm -f -v >/dev/null 2>&1
    # What the Testcontainers step's tests started and left (a failed test, an interrupted run): Testcontainers labels
    # every container and network it makes, and this daemon is this script's own.
    docker ps -aq --filter label=org.testcontainers=true | xargs -r docker rm -f -v >/dev/null 2>&1
    docker network ls -q --filter label=org.testcontainers=true | xargs -r docker network rm >/dev/null 2>&1
    docker volume ls -q --filter "label=docs-api-ci=$ID" | xargs -r docker volume rm >/dev/null 2>&1
    docker rmi -f "$SERVER_IMAGE" "$CONFORMANCE_IMAGE" "$POSTGRES_IMAGE" "$HAPROXY_IMAGE" "$BASE" >/dev/null 2>&1
    docker image prune -f >/dev/null 2>&1
    kill "$DOCKERD_PID" 2>/dev/null
    for _ in $(seq 100); do kill -0 "$DOCKERD_PID" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$DOCKERD_PID" 2>/dev/null
  fi
  if [ -n "$CA_COPIED" ]; then rm -f "$CA_FILE"; fi
  rm -rf "$WORK"
  [ $code = 0 ] || echo "containers: failed (exit $code)" >&2
  exit $code
}
trap cleanup EXIT
# Stopped by a signal (scripts/test.sh ending early): still clean up.
trap 'exit 143' TERM
trap 'exit 130' INT

[ "$(id -u)" = 0 ] || fail "needs root: it installs Debian packages, runs debootstrap and its own dockerd"
# The Testcontainers step runs workspace tests: installed and built (scripts/test.sh has done it before this script).
if ! command -v pnpm >/dev/null || [ ! -f packages/testcontainers/dist/index.js ] ||
  [ ! -f packages/server/dist/testing.js ]; then
  step "install and build the workspace (scripts/bootstrap.sh): the Testcontainers step runs its tests"
  source scripts/bootstrap.sh
fi

step "container tools (Debian: debootstrap, docker.io, docker-compose)"
t=$(now_ms)
command -v debootstrap >/dev/null || install_debian_package debootstrap debootstrap
# The root file system downloads while docker installs; node, npm and corepack come from the npm registry meanwhile.
(base_rootfs "$WORK/rootfs" && echo done >"$WORK/rootfs.ok") &
ROOTFS_PID=$!
(base_node "$WORK/node" && echo done >"$WORK/node.ok") &
NODE_PID=$!
missing=()
command -v dockerd >/dev/null || missing+=(docker.io)
command -v docker-compose >/dev/null || missing+=(docker-compose)
[ ${#missing[@]} = 0 ] || install_debian_package "${missing[*]}" "${missing[*]}"
figure "apt-get install of the tools (s)" "$(since "$t")"

step "dockerd (data in $WORK)"
# Two daemons would fight over the docker0 bridge and the iptables chains.
other=$(pgrep -x dockerd || true)
[ -z "$other" ] || fail "another dockerd runs (pid $other): this step starts and stops its own"
dockerd --data-root "$WORK/docker" --exec-root "$WORK/exec" --pidfile "$WORK/dockerd.pid" -H "$DOCKER_HOST" \
  >"$WORK/dockerd.log" 2>&1 &
DOCKERD_PID=$!
for _ in $(seq 300); do docker info >/dev/null 2>&1 && break; sleep 0.2; done
docker info >/dev/null 2>&1 || { tail -20 "$WORK/dockerd.log" >&2; fail "dockerd did not start"; }

step "base image $BASE (Debian bookworm minbase + Node $BASE_NODE_VERSION)"
wait "$ROOTFS_PID" || true
wait "$NODE_PID" || true
[ -f "$WORK/rootfs.ok" ] || fail "debootstrap failed (log: above)"
[ -f "$WORK/node.ok" ] || fail "node, npm and corepack could not be fetched from the npm registry"
cp -a "$WORK/node/usr" "$WORK/rootfs/"
base_import "$WORK/rootfs" "$BASE"
rm -rf "$WORK/rootfs" "$WORK/node"
figure "base image ready, from the start (s)" "$(since "$t")"

step "images: server and conformance (Dockerfile), postgres and haproxy (deploy/) — built at once"
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ] && [ ! -e "$CA_FILE" ]; then
  # The build's downloads may pass a TLS-inspecting proxy this host trusts: the images trust it too.
  cp "$NODE_EXTRA_CA_CERTS" "$CA_FILE" && CA_COPIED=1
fi
t=$(now_ms)
BUILDS=()
build() { # build <name> <docker build arguments…>: in the background, log in $WORK/build-<name>.log
  local name=$1
  shift
  (docker build --build-arg "BASE=$BASE" --label "docs-api-ci=$ID" "$@" >"$WORK/build-$name.log" 2>&1 &&
    echo "$(since "$t")" >"$WORK/build-$name.ok") &
  BUILDS+=($!)
}
build postgres -t "$POSTGRES_IMAGE" deploy/postgres
build haproxy -t "$HAPROXY_IMAGE" deploy/haproxy
build conformance --target conformance -t "$CONFORMANCE_IMAGE" .
wait "${BUILDS[@]}" || true
for name in postgres haproxy conformance; do
  [ -f "$WORK/build-$name.ok" ] || { tail -30 "$WORK/build-$name.log" >&2; fail "the $name image did not build"; }
done
docker build --build-arg "BASE=$BASE" --label "docs-api-ci=$ID" --target server -t "$SERVER_IMAGE" . >/dev/null
figure "cold build: postgres / haproxy / server+conformance (s)" \
  "$(cat "$WORK/build-postgres.ok") / $(cat "$WORK/build-haproxy.ok") / $(cat "$WORK/build-conformance.ok")"
for image in "$BASE" "$SERVER_IMAGE" "$CONFORMANCE_IMAGE" "$POSTGRES_IMAGE" "$HAPROXY_IMAGE"; do
  figure "image size: ${image%%:*} (MB)" "$(docker image inspect -f '{{.Size}}' "$image" | awk '{printf "%.0f", $1 / 1e6}')"
done

run_server() { # run_server <name> <docker run options…> -- <server arguments…>: a detached server container
  local name=$1
  shift
  docker run -d --name "$name-$ID" --label "docs-api-ci=$ID" -p 127.0.0.1::4000 "$@" >/dev/null
}

step "the server image alone: docker run serves the demo"
docker volume create --label "docs-api-ci=$ID" "data-$ID" >/dev/null
t=$(now_ms)
run_server demo -v "data-$ID:/data" "$SERVER_IMAGE"
url="http://127.0.0.1:$(published "demo-$ID" 4000)"
wait_200 "$url/readyz" 120 || { docker logs "demo-$ID" | tail -20 >&2; fail "docker run: no /readyz 200"; }
figure "docker run → /readyz 200, demo seeded, PGlite volume (s)" "$(since "$t")"
[ "$(docker exec "demo-$ID" id -u)" = 10001 ] || fail "the server runs as uid $(docker exec "demo-$ID" id -u), not 10001"
grep -q '^Uid:[[:space:]]*10001' <(docker exec "demo-$ID" cat /proc/1/status) || fail "PID 1 is not uid 10001"
admin=$(docker exec "demo-$ID" node -p 'require("/data/fixtures.json").tokens.admin')
org=$(docker exec "demo-$ID" node -p 'require("/data/fixtures.json").organizationId')
space=$(curl -sf -X POST -H "Authorization: Bearer $admin" -H 'Content-Type: application/json' \
  -d '{"title":"Kept in the volume"}' "$url/v1/orgs/$org/spaces" | node -p 'JSON.parse(require("fs").readFileSync(0)).id')
for _ in $(seq 150); do
  [ "$(docker inspect -f '{{.State.Health.Status}}' "demo-$ID")" = healthy ] && break
  sleep 0.2
done
[ "$(docker inspect -f '{{.State.Health.Status}}' "demo-$ID")" = healthy ] || fail "the HEALTHCHECK never turned healthy"
t=$(now_ms)
docker stop "demo-$ID" >/dev/null
stop_seconds=$(since "$t")
figure "docker stop (SIGTERM to node as PID 1, drain) (s)" "$stop_seconds"
# Exit code 0: the server ended on SIGTERM itself (docker's SIGKILL after the grace period gives 137). How long
# that took is a figure above, not a pass/fail: a loaded machine stretches it.
[ "$(docker inspect -f '{{.State.ExitCode}}' "demo-$ID")" = 0 ] || fail "the server exited $(docker inspect -f '{{.State.ExitCode}}' "demo-$ID") on SIGTERM"

step "the volume keeps the data: a new container on it reads the space made before"
t=$(now_ms)
run_server again -v "data-$ID:/data" "$SERVER_IMAGE"
url="http://127.0.0.1:$(published "again-$ID" 4000)"
wait_200 "$url/readyz" 120 || fail "second container: no /readyz 200"
figure "docker run on the existing volume → /readyz 200 (s)" "$(since "$t")"
admin=$(docker exec "again-$ID" node -p 'require("/data/fixtures.json").tokens.admin')
[ "$(status_of -H "Authorization: Bearer $admin" "$url/v1/spaces/$space")" = 200 ] || fail "the space made before the restart is gone"
docker rm -f -v "again-$ID" >/dev/null

step "environment and arguments: PORT, PUBLIC_URL, TEST_API_TOKEN; serve --test-api --database-url memory://"
run_server env -p 127.0.0.1::8080 -e PORT=8080 -e PUBLIC_URL=https://docs.example.test -e TEST_API_TOKEN=ci-token-$ID \
  "$SERVER_IMAGE" serve --test-api --database-url memory://
url="http://127.0.0.1:$(published "env-$ID" 8080)"
wait_200 "$url/readyz" 120 || { docker logs "env-$ID" | tail -20 >&2; fail "PORT=8080: no /readyz 200"; }
servers=$(curl -sf "$url/openapi.json" | node -p 'JSON.parse(require("fs").readFileSync(0)).servers[0].url')
[ "$servers" = https://docs.example.test/v1 ] || [ "$servers" = https://docs.example.test ] ||
  fail "PUBLIC_URL is not the spec's server URL ($servers)"
[ "$(status_of "$url/__test/clock")" = 401 ] || fail "the test API answered without its token"
[ "$(status_of -H "Authorization: Bearer ci-token-$ID" "$url/__test/clock")" = 200 ] || fail "TEST_API_TOKEN refused"
docker rm -f -v "env-$ID" >/dev/null
docker run --name "notoken-$ID" --label "docs-api-ci=$ID" "$SERVER_IMAGE" serve --test-api --database-url memory:// \
  >"$WORK/notoken.log" 2>&1 && fail "the test API started on 0.0.0.0 without a token"
grep -q -- '--test-api-token' "$WORK/notoken.log" || fail "no word of the token when refusing to start: $(cat "$WORK/notoken.log")"

step "a mounted seed file (examples/world.yaml)"
run_server seed -v "$PWD/examples/world.yaml:/seed/world.yaml:ro" "$SERVER_IMAGE" \
  serve --seed /seed/world.yaml --fixtures-out /data/fixtures.json --database-url memory://
url="http://127.0.0.1:$(published "seed-$ID" 4000)"
wait_200 "$url/readyz" 120 || { docker logs "seed-$ID" | tail -20 >&2; fail "--seed file: no /readyz 200"; }
admin=$(docker exec "seed-$ID" node -p 'require("/data/fixtures.json").tokens.admin')
org=$(docker exec "seed-$ID" node -p 'require("/data/fixtures.json").organizationId')
titles=$(curl -sf -H "Authorization: Bearer $admin" "$url/v1/orgs/$org/spaces" |
  node -p 'JSON.parse(require("fs").readFileSync(0)).items.map((s) => s.title).join(",")')
grep -q Handbook <<<"$titles" || fail "the seed file's spaces are not there ($titles)"
docker rm -f -v "seed-$ID" >/dev/null

step "Testcontainers: packages/testcontainers' tests and examples/vitest-client's container setup on these images"
# Every test must run: a skipped one (an image variable that did not arrive) fails the step.
# Reports: reports/vitest-*-container.json (scripts/test.sh adds them up with the others).
testcontainers_run() { # testcontainers_run <report name> <pnpm arguments…>
  local name=$1
  shift
  rm -f "reports/vitest-$name.json"
  DOCS_API_IMAGE="$SERVER_IMAGE" DOCS_API_POSTGRES_IMAGE="$POSTGRES_IMAGE" TESTCONTAINERS_RYUK_DISABLED=true \
    VITEST_REPORT_NAME="$name" pnpm "$@" >"$WORK/$name.log" 2>&1 ||
    { tail -60 "$WORK/$name.log" >&2; fail "$name failed"; }
  local counts
  counts=$(node -p 'const r = require(process.argv[1]); `${r.numPassedTests} / ${r.numPendingTests + (r.numTodoTests ?? 0)}`' \
    "$PWD/reports/vitest-$name.json")
  figure "$name: tests passed / skipped" "$counts"
  [ "${counts% / 0}" != "$counts" ] && [ "${counts%% *}" != 0 ] ||
    { grep -i skip "$WORK/$name.log" | head -5 >&2; fail "$name: tests were skipped, or none ran"; }
}
t=$(now_ms)
testcontainers_run testcontainers-container --filter @docs-api/testcontainers run test
testcontainers_run example-vitest-client-container --filter @docs-api/example-vitest-client run test:container
figure "Testcontainers: the package's tests + vitest-client's (s)" "$(since "$t")"
leftover=$(docker ps -aq --filter label=org.testcontainers=true | wc -l)
[ "$leftover" = 0 ] || fail "the Testcontainers tests left $leftover containers behind (docker ps --filter label=org.testcontainers=true)"

step "compose: PostgreSQL, two instances, HAProxy (deploy/compose.yaml)"
TEST_API_TOKEN=$(node -p 'crypto.randomUUID()')
API_PORT=$(free_port)
STATS_PORT=$(free_port)
REPORTS_DIR="$REPORTS/conformance"
export TEST_API_TOKEN API_PORT STATS_PORT REPORTS_DIR
export PUBLIC_URL="http://127.0.0.1:$API_PORT"
api="http://127.0.0.1:$API_PORT"
# UP in HAProxy's view (its stats CSV, column 18) for the instances named.
all_up() {
  local csv
  csv=$(curl -s --max-time 2 "http://127.0.0.1:$STATS_PORT/stats;csv" || true)
  for server in "$@"; do grep -q "^reference,$server,.*" <<<"$csv" || return 1
    [ "$(grep "^reference,$server," <<<"$csv" | cut -d, -f18)" = UP ] || return 1
  done
}
wait_up() {
  local deadline=$((SECONDS + 120))
  until all_up "$@"; do
    [ $SECONDS -lt "$deadline" ] || fail "HAProxy never saw $* UP"
    sleep 0.1
  done
}
t=$(now_ms)
COMPOSE_UP=1
"${COMPOSE[@]}" up -d --no-build >"$WORK/compose-up.log" 2>&1 || { cat "$WORK/compose-up.log" >&2; fail "docker-compose up failed"; }
wait_200 "$api/readyz" 180 || { "${COMPOSE[@]}" logs --tail 20 >&2; fail "no /readyz 200 through HAProxy"; }
figure "docker-compose up → /readyz 200 through HAProxy (s)" "$(since "$t")"
wait_up server1 server2

step "the conformance image against the balancer (profiles $PROFILES)"
t=$(now_ms)
"${COMPOSE[@]}" run --rm --no-deps conformance run --target http://haproxy:4000 --profile "$PROFILES" \
  --reporter junit:conformance.xml --reporter json:conformance.json --wait-for-target 60 >"$WORK/conformance.log" 2>&1 || {
  tail -40 "$WORK/conformance.log" >&2
  fail "the conformance run through the balancer failed"
}
figure "conformance ($PROFILES) through HAProxy (s)" "$(since "$t")"
tail -3 "$WORK/conformance.log"
[ -s "$REPORTS_DIR/conformance.xml" ] && [ -s "$REPORTS_DIR/conformance.json" ] || fail "no reports in the mounted folder"
figure "conformance requirements passed / failed" \
  "$(node -p 'const r = require(process.argv[1]).results; `${r.filter((x) => x.status === "pass").length} / ${r.filter((x) => x.status === "fail" || x.status === "error").length}`' "$REPORTS_DIR/conformance.json")"

step "rolling restart under load: each instance stopped (SIGTERM, drain) and started again, one at a time"
node deploy/rolling-load.mjs "$api" 4 >"$WORK/load.json" 2>"$WORK/load.err" &
LOAD_PID=$!
sleep 2
t=$(now_ms)
for server in server1 server2; do
  "${COMPOSE[@]}" stop -t 30 "$server" >/dev/null 2>&1
  "${COMPOSE[@]}" start "$server" >/dev/null 2>&1
  wait_up "$server"
  sleep 1
done
figure "rolling restart of two instances (s)" "$(since "$t")"
kill -TERM "$LOAD_PID"
wait "$LOAD_PID" && load_ok=1 || load_ok=
cat "$WORK/load.err" >&2
figure "rolling restart load: requests sent / failed / writes missing" \
  "$(node -p 'const r = JSON.parse(require("fs").readFileSync(0)); `${r.sent} / ${r.failed} / ${r.missing}`' <"$WORK/load.json")"
if [ -z "$load_ok" ]; then
  echo "HAProxy's view of the instances during the restart:" >&2
  "${COMPOSE[@]}" logs --no-color --timestamps haproxy 2>&1 | grep -E "is (DOWN|UP)|no server available" | tail -20 >&2
  fail "requests failed during the rolling restart: $(cat "$WORK/load.json")"
fi

figure "step wall time (s)" "$((SECONDS - STEP_START))"
step "containers: all checks passed (figures: reports/containers/figures.txt)"
