# Sourced by serve.sh and test.sh: makes pnpm available and installs and builds the workspace —
# skipping install and build when the lockfile and the sources are as they were at the last successful
# one (a hash of them is kept under node_modules/.cache/docs-api/). Set DOCS_API_REBUILD=1 to force both.
# Needs only Node 20 and npm (and the npm registry).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export TURBO_TELEMETRY_DISABLED=1
PNPM_VERSION=10.34.9
if [ -x .tools/node_modules/.bin/pnpm ]; then export PATH="$PWD/.tools/node_modules/.bin:$PATH"; fi
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --global --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || {
    # No permission for a global install: use a project-local copy instead.
    npm install --silent --no-save --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  }
fi

STAMPS=node_modules/.cache/docs-api
# A hash of the named files (and of every file under the named folders), in a stable order.
hash_of() {
  { find "$@" -type f -not -path '*/node_modules/*' -not -path '*/dist/*' -not -path '*/src/generated/prisma/*' \
    -print0 2>/dev/null || true; } | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1
}
shopt -s nullglob
install_inputs=(pnpm-lock.yaml pnpm-workspace.yaml package.json packages/*/package.json examples/*/package.json)
build_inputs=("${install_inputs[@]}" turbo.json tsconfig.base.json prisma packages/*/src packages/*/scripts packages/*/tsconfig*.json examples/*/src)
shopt -u nullglob

install_hash="$(hash_of "${install_inputs[@]}")"
if [ "${DOCS_API_REBUILD:-}" = 1 ] || [ "$(cat "$STAMPS/install" 2>/dev/null)" != "$install_hash" ]; then
  echo "› pnpm install"
  pnpm install --frozen-lockfile --reporter=silent
  mkdir -p "$STAMPS" && echo "$install_hash" > "$STAMPS/install"
else
  echo "› dependencies as last installed: no install"
fi

build_hash="$(hash_of "${build_inputs[@]}")"
if [ "${DOCS_API_REBUILD:-}" = 1 ] || [ "$(cat "$STAMPS/build" 2>/dev/null)" != "$build_hash" ] || [ ! -f packages/server/dist/cli/main.js ]; then
  echo "› build (spec → shared-types → server, conformance)"
  pnpm turbo run build --output-logs=errors-only
  # The build regenerates shared-types' src/generated: hash after it, so that an unchanged tree matches.
  mkdir -p "$STAMPS" && hash_of "${build_inputs[@]}" > "$STAMPS/build"
else
  echo "› sources as last built: no build"
fi
