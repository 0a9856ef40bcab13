#!/usr/bin/env bash
# Packs the five packages (pnpm pack) and installs the tarballs together into an empty directory with npm,
# as someone outside this repository would, then runs them: the server on an embedded database answering
# /healthz and /docs, the conformance CLI's --version and list, and the Testcontainers module's imports (its
# containers need Docker: scripts/containers.sh runs them). Run after the build (test.sh does).
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/tarballs" "$work/app"
for package in spec shared-types server conformance testcontainers; do
  (cd "packages/$package" && pnpm pack --pack-destination "$work/tarballs" >/dev/null)
done
for tarball in "$work"/tarballs/*.tgz; do
  echo "  $(basename "$tarball"): $(du -k "$tarball" | cut -f1) kB"
done

cd "$work/app"
echo '{ "name": "pack-check", "private": true }' > package.json
npm install --no-audit --no-fund --loglevel=error "$work"/tarballs/*.tgz >/dev/null

bin=node_modules/.bin
version="$("$bin/docs-api-conformance" --version)"
echo "  docs-api-conformance --version: $version"
"$bin/docs-api-conformance" list | tail -1 | sed 's/^/  docs-api-conformance list: /'

: > server.log # exists before the server's shell opens it, so the first read below cannot fail under load
"$bin/docs-api-server" serve --port 0 --database-url "$work/db" --log-level warn > server.log 2>&1 &
server_pid=$!
url=""
for _ in $(seq 1 120); do
  url="$(sed -n 's/^Docs Workspace Management API reference server at //p' server.log)"
  [ -n "$url" ] && break
  kill -0 "$server_pid" 2>/dev/null || { cat server.log >&2; exit 1; }
  sleep 0.5
done
[ -n "$url" ] || { echo "the installed server did not start" >&2; cat server.log >&2; exit 1; }
health="$(curl -sf "$url/healthz")"
echo "  docs-api-server serve: $url/healthz → $health"
[ "$health" = '{"status":"ok","database":"pglite"}' ] || { echo "unexpected /healthz answer" >&2; exit 1; }
curl -sf "$url/docs" | grep -q 'scalar-api-reference.js' || { echo "/docs is missing" >&2; exit 1; }
curl -sf -o /dev/null "$url/docs/scalar-api-reference.js" || { echo "the API reference script is missing" >&2; exit 1; }
operations="$(node --input-type=module -e "const { document } = await import('@docs-api/spec'); console.log(Object.values(document.paths).flatMap((item) => Object.keys(item)).length)")"
echo "  @docs-api/spec imports: $operations operations"
[ "$operations" -gt 0 ]
module="$(node --input-type=module -e "const m = await import('@docs-api/testcontainers'); const c = new m.DocsApiContainer('docs-api/server:latest'); console.log(typeof c.withSeedFile, typeof c.withTestApiToken, typeof c.withDatabase, typeof m.TestApiClient)")"
echo "  @docs-api/testcontainers imports: DocsApiContainer, TestApiClient ($module)"
[ "$module" = 'function function function function' ] || { echo "@docs-api/testcontainers does not import as it should" >&2; exit 1; }
echo "  installed packages run"
