#!/usr/bin/env bash
# The example's tests: Debian's pytest and requests (installed when missing and this user can), then
#  1. plain pytest: conftest.py starts the reference server itself (the CLI of this clone, or DOCS_API_IMAGE);
#  2. two pytest processes at once against one server (DOCS_API_URL): each test's tenant is reset and restored
#     while the other process works in its own tenants.
set -euo pipefail
cd "$(dirname "$0")"
source ../../scripts/debian-package.sh
PYTHON=/usr/bin/python3
"$PYTHON" -c 'import requests' 2>/dev/null || install_debian_package python3-requests 'Python requests'
"$PYTHON" -c 'import pytest' 2>/dev/null || install_debian_package python3-pytest pytest
export PYTHONDONTWRITEBYTECODE=1

echo "› pytest, one process (conftest starts the server)"
"$PYTHON" -m pytest -p no:cacheprovider -q tests

echo "› pytest, two processes at once on one server"
folder=$(mktemp -d)
node ../../packages/server/dist/cli/main.js serve --test-api --database-url memory:// --port 0 \
  --url-file "$folder/url" --log-level warn >"$folder/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$folder"' EXIT
for _ in $(seq 1200); do [ -s "$folder/url" ] || ! kill -0 "$server" 2>/dev/null && break; sleep 0.1; done
[ -s "$folder/url" ] || { cat "$folder/server.log"; echo "the server did not start" >&2; exit 1; }
export DOCS_API_URL=$(cat "$folder/url")
"$PYTHON" -m pytest -p no:cacheprovider -q tests >"$folder/one.log" 2>&1 & one=$!
"$PYTHON" -m pytest -p no:cacheprovider -q tests >"$folder/two.log" 2>&1 & two=$!
status=0
wait "$one" || status=1
wait "$two" || status=1
cat "$folder/one.log" "$folder/two.log"
exit "$status"
