# Sourced by chromium.sh and postgres.sh: installs a missing Debian package when running as root.
# install_debian_package <package> <name shown>; fails (1) with a hint when this user cannot install it.
install_debian_package() {
  echo "› installing $2 (Debian package)"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
  else
    echo "$2 is not installed and this user cannot install it (apt-get install $1)" >&2
    return 1
  fi
}
