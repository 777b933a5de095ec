#!/bin/sh
# The part of the official postgres entrypoint that docker/compose.yml relies on.
set -eu
if [ "${1#-}" != "$1" ]; then
    set -- postgres "$@"
fi
if [ "$1" = postgres ] && [ "$(id -u)" = 0 ]; then
    mkdir -p "$PGDATA" /var/run/postgresql
    chown -R postgres:postgres "$PGDATA" /var/run/postgresql
    chmod 700 "$PGDATA"
    exec gosu postgres "$0" "$@"
fi
if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
    : "${POSTGRES_PASSWORD:?is required (the stand-in has no trust mode)}"
    user=${POSTGRES_USER:-postgres}
    db=${POSTGRES_DB:-$user}
    pwfile=$(mktemp)
    printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
    initdb --username="$user" --pwfile="$pwfile" --auth-local=trust \
        --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8
    rm -f "$pwfile"
    echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
    echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
    if [ "$db" != postgres ]; then
        # Single-user mode: no server is listening (so no health check passes) until init is done.
        echo "CREATE DATABASE \"$db\";" | postgres --single -D "$PGDATA" postgres > /dev/null
    fi
    echo "stand-in postgres: initialised $PGDATA (user $user, database $db)"
fi
exec "$@"
