"""Django's PostgreSQL backend, with a health check that costs no round trip.

With CONN_HEALTH_CHECKS Django sends `SELECT 1` before a request reuses a kept connection:
one more round trip on every request, for the web process and for PostgreSQL, about a
tenth of what an accepted action cost (bench/submit_profile.py). A connection that died
(a database restart or shutdown, `pg_terminate_backend`, an idle timeout on the server)
has something to read on its socket: the server's goodbye message, or the end of the
stream. A healthy idle connection has nothing (the project never LISTENs, and a request
reads all of its statements' answers). So only a connection with something waiting is
checked the expensive way, with Django's own `SELECT 1`.
"""

from __future__ import annotations

import select

import psycopg
from django.db.backends.postgresql import base


class DatabaseWrapper(base.DatabaseWrapper):
    def is_usable(self) -> bool:
        connection = self.connection
        if connection is None:
            return False
        pgconn = connection.pgconn
        if pgconn.status != psycopg.pq.ConnStatus.OK:
            return False
        try:
            poller = select.poll()
            poller.register(pgconn.socket, select.POLLIN)
            waiting = poller.poll(0)
        except (OSError, ValueError, psycopg.Error):
            return False
        if not waiting:
            return True
        return bool(super().is_usable())
