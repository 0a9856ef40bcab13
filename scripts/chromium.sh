# Sourced by test.sh: Debian's Chromium for the browser tests (playwright-core drives it), installed if missing.
# Exports CHROMIUM_PATH; tests that need a browser read it (and fall back to /usr/bin/chromium).
source "$(dirname "${BASH_SOURCE[0]}")/debian-package.sh"
ensure_chromium() {
  if ! command -v chromium >/dev/null 2>&1; then
    install_debian_package chromium Chromium || return 1
  fi
  CHROMIUM_PATH="$(command -v chromium)"
  export CHROMIUM_PATH
}
