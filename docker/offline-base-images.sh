#!/bin/sh
# Builds local stand-ins for the four base images that docker/Dockerfile and docker/compose.yml
# name (python:3.11-slim-bookworm, postgres:15, redis:7, nginx:1.27), for machines that cannot
# reach Docker Hub. They are NOT the official images: a debootstrapped Debian bookworm with
# Debian's packages (Python 3.11.2, PostgreSQL 15, Redis 7.0, nginx 1.22) and small entrypoints
# that give what compose.yml relies on (docker/offline/*/Dockerfile say what). Tagged with the
# official names so the project's files are used unchanged; `docker rmi` them to go back.
#
# Needs root (debootstrap, chroot), docker and a Debian mirror (http://deb.debian.org).
# Usage:   sudo docker/offline-base-images.sh
# Env:     DEBIAN_MIRROR   (default http://deb.debian.org/debian)
#          EXTRA_CA_DIR    a directory of *.crt to trust too, for a TLS-intercepting proxy
#                          between the build and PyPI (default: none)
#          REBUILD_BASE=1  debootstrap again even if the base image exists
set -eu

MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
BASE=yokohama-offline/debian:bookworm
HERE=$(cd "$(dirname "$0")" && pwd)

if [ "${REBUILD_BASE:-0}" = 1 ] || ! docker image inspect "$BASE" > /dev/null 2>&1; then
    ROOTFS=$(mktemp -d /tmp/bookworm-rootfs.XXXXXX)
    trap 'rm -rf "$ROOTFS"' EXIT
    debootstrap --variant=minbase --include=ca-certificates bookworm "$ROOTFS" "$MIRROR"
    cat > "$ROOTFS/etc/apt/sources.list" <<SOURCES
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb ${MIRROR%/debian}/debian-security bookworm-security main
SOURCES
    # Package scripts must not try to start services during a build.
    printf '#!/bin/sh\nexit 101\n' > "$ROOTFS/usr/sbin/policy-rc.d"
    chmod 755 "$ROOTFS/usr/sbin/policy-rc.d"
    if [ -n "${EXTRA_CA_DIR:-}" ]; then
        cp "$EXTRA_CA_DIR"/*.crt "$ROOTFS/usr/local/share/ca-certificates/"
        chroot "$ROOTFS" update-ca-certificates
    fi
    rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/*.bin \
        "$ROOTFS"/var/cache/apt/archives/*.deb "$ROOTFS"/etc/hostname
    : > "$ROOTFS/etc/resolv.conf"
    tar -C "$ROOTFS" -c . | docker import \
        -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
        -c 'ENV LANG=C.UTF-8' -c 'CMD ["bash"]' - "$BASE"
fi

docker build -t python:3.11-slim-bookworm "$HERE/offline/python"
docker build -t postgres:15 "$HERE/offline/postgres"
docker build -t redis:7 "$HERE/offline/redis"
docker build -t nginx:1.27 "$HERE/offline/nginx"
docker images --filter reference=python:3.11-slim-bookworm --filter reference=postgres:15 \
    --filter reference=redis:7 --filter reference=nginx:1.27
