#!/bin/sh
# The part of the official redis entrypoint that docker/compose.yml relies on.
set -eu
if [ "${1#-}" != "$1" ] || [ "${1%.conf}" != "$1" ]; then
    set -- redis-server "$@"
fi
if [ "$1" = redis-server ] && [ "$(id -u)" = 0 ]; then
    chown -R redis:redis .
    exec gosu redis "$0" "$@"
fi
# The official image is built with protected mode off (the container network is the
# boundary); Debian's default is on, which refuses other containers without a password.
if [ "$1" = redis-server ]; then
    case " $* " in
        *protected-mode*) ;;
        *) set -- "$@" --protected-mode no ;;
    esac
fi
exec "$@"
