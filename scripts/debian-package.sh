# Sourced by chromium.sh, postgres.sh and containers.sh: installs missing Debian packages when running as root.
# install_debian_package <package(s)> <name shown>, several packages as one space-separated word; fails (1) with a
# hint when this user cannot install them.
install_debian_package() {
  echo "› installing $2 (Debian package)"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $1 >/dev/null
  else
    echo "$2 is not installed and this user cannot install it (apt-get install $1)" >&2
    return 1
  fi
}
