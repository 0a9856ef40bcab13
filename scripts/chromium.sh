# Sourced by test.sh: Debian's Chromium for the browser tests (playwright-core drives it), installed if missing.
# Exports CHROMIUM_PATH; tests that need a browser read it (and fall back to /usr/bin/chromium).
ensure_chromium() {
  if ! command -v chromium >/dev/null 2>&1; then
    echo "› installing Chromium (Debian package)"
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
      echo "Chromium is not installed and this user cannot install it (apt-get install chromium)" >&2
      return 1
    fi
  fi
  CHROMIUM_PATH="$(command -v chromium)"
  export CHROMIUM_PATH
}
