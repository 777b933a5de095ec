"""One Redis command on a connection of the calling thread's own, without redis-py's client.

redis-py's client spends about three times the command's own CPU around it (measured with
redis-py 8 and hiredis: ~39 us for an EVALSHA through `Redis`, ~14 us on a `Connection`):
the pool's lock and its check of a connection taken from it, the retry wrapper, the response
callbacks. Every accepted action makes two such commands, the rate limits' script and the
events' PUBLISH. `DirectCommands` sends them on a connection kept per thread instead (the
WSGI server's threads, granian's blocking threads, live while they are busy and up to 600 s
idle), made with the pool's own class and options, so it talks to the same server in the
same way.

Nothing changes when something goes wrong: on any error the thread's connection is closed
(a reply half read cannot confuse the next command) and the caller repeats the command
through the ordinary client, which then retries, loads a script Redis does not know yet, or
raises, as it did before.
"""

from __future__ import annotations

import os
import threading
from typing import Any

import redis


class DirectCommands:
    """Commands to the server of `pool`, on a connection per thread (module docstring)."""

    def __init__(self, pool: redis.ConnectionPool) -> None:
        self._pool = pool
        self._local = threading.local()

    def _connection(self) -> Any:
        local = self._local
        connection = getattr(local, "connection", None)
        # A forked child must not share its parent's socket.
        if connection is None or local.pid != os.getpid():
            connection = self._pool.connection_class(**self._pool.connection_kwargs)
            local.connection, local.pid = connection, os.getpid()
        return connection

    def call(self, *args: Any) -> Any:
        """The command's reply, as the connection's parser gives it; raises what redis-py
        raises (then the connection is closed, and the next call opens a new one)."""
        connection = self._connection()
        try:
            connection.send_command(*args)
            return connection.read_response()
        except BaseException:
            connection.disconnect()
            raise


# The errors after which the caller repeats the command through redis-py's client: the
# connection's (it retries them) and a script the server does not know (it loads it).
FALL_BACK = (redis.ConnectionError, redis.TimeoutError, redis.ResponseError, OSError)
