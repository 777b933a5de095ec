"""Django's Redis cache, with one client and one connection pool per process.

Django builds a new `redis.Redis` for every cache call (~0.1 ms of CPU with redis-py 8); the
rate limiter calls it on every request. A client is thread-safe over its pool, so one per
pool is enough.

Django also makes a cache backend, and so a connection pool, per thread and, under ASGI, per
request context. Each event stream (a request that lasts for hours) thus held a Redis
connection of its own after its rate-limit check: 1,000 streams, 1,000 connections, and
Redis refuses clients past its `maxclients` (10,000 by default). The pool is shared by the
whole process instead; redis-py's pool is thread-safe and starts afresh in a forked child.
"""

from __future__ import annotations

import secrets
import threading
from functools import cached_property
from typing import Any

from django.core.cache.backends.redis import RedisCache, RedisCacheClient

from yokohama_server.redis_direct import FALL_BACK, DirectCommands

# Counters of rate limits (api/throttling.py): KEYS the counters, ARGV their lifetimes (s).
_COUNT_SCRIPT = """
local counts = {}
for i, key in ipairs(KEYS) do
    counts[i] = redis.call('INCR', key)
    redis.call('EXPIRE', key, ARGV[i], 'NX')
end
return counts
"""

# The same, and first the value of one more key (KEYS' last; '' when it has none): the token
# cache's epoch (api/authentication.py), read in the rate limits' round trip.
_COUNT_AND_READ_SCRIPT = """
local out = {redis.call('GET', KEYS[#KEYS]) or ''}
for i = 1, #KEYS - 1 do
    out[i + 1] = redis.call('INCR', KEYS[i])
    redis.call('EXPIRE', KEYS[i], ARGV[i], 'NX')
end
return out
"""


class ReusedClientRedisCacheClient(RedisCacheClient):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._clients: dict[int, Any] = {}
        self._scripts: dict[tuple[int, str], Any] = {}
        self._direct: dict[int, DirectCommands] = {}

    def count_script(self, client: Any) -> Any:
        """The counting script bound to `client` (redis-py's Script: EVALSHA, loading it
        into a server that does not know it yet)."""
        return self._script(client, _COUNT_SCRIPT)

    def count_and_read_script(self, client: Any) -> Any:
        return self._script(client, _COUNT_AND_READ_SCRIPT)

    def _script(self, client: Any, text: str) -> Any:
        script = self._scripts.get((id(client), text))
        if script is None:
            script = self._scripts[(id(client), text)] = client.register_script(text)
        return script

    def run_script(self, client: Any, script: Any, keys: list[str], args: list[Any]) -> Any:
        """`script(keys=keys, args=args)`, sent on this thread's own connection to the
        client's server (yokohama_server/redis_direct.py); through the client on an error."""
        direct = self._direct.get(id(client))
        if direct is None:
            direct = self._direct[id(client)] = DirectCommands(client.connection_pool)
        try:
            return direct.call("EVALSHA", script.sha, len(keys), *keys, *args)
        except FALL_BACK:
            return script(keys=keys, args=args)

    def get_client(self, key: Any = None, *, write: bool = False) -> Any:
        django_client: Any = self  # its pool helpers are private, so untyped in django-stubs
        pool = django_client._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = django_client._client(connection_pool=pool)
        return client


_shared_clients: dict[tuple[tuple[str, ...], str], ReusedClientRedisCacheClient] = {}
_shared_clients_lock = threading.Lock()


class ReusedClientRedisCache(RedisCache):
    def __init__(self, server: str, params: dict[str, Any]) -> None:
        super().__init__(server, params)
        self._class = ReusedClientRedisCacheClient

    @cached_property
    def _cache(self) -> ReusedClientRedisCacheClient:
        """The process's client for these servers and options, whichever backend asks."""
        backend: Any = self  # `_servers` and `_options` are untyped in django-stubs
        key = (tuple(backend._servers), repr(sorted(backend._options.items())))
        with _shared_clients_lock:
            client = _shared_clients.get(key)
            if client is None:
                client = _shared_clients[key] = self._class(backend._servers, **backend._options)
            return client

    def clear(self) -> None:
        """Delete this cache's keys only. Django's clear() empties the whole Redis database,
        which the Celery broker (and other deployments, or test runs, with another
        CACHE_KEY_PREFIX) may share: queued tasks would go with it."""
        client = self._cache.get_client(write=True)
        # make_key's form is "<prefix>:<version>:<key>"; glob characters in the prefix are
        # escaped so that it matches only itself.
        prefix = "".join(f"\\{c}" if c in "*?[]\\" else c for c in self.key_prefix)
        batch: list[bytes] = []
        for key in client.scan_iter(match=f"{prefix}:*", count=1000):
            batch.append(key)
            if len(batch) >= 1000:
                client.unlink(*batch)
                batch = []
        if batch:
            client.unlink(*batch)

    def count(self, key: str, expires_in: int) -> int:
        """Add one to the counter `key` (created to expire in `expires_in` s); the new value."""
        return self.count_many([(key, expires_in)])[0]

    def count_many(self, counters: list[tuple[str, int]]) -> list[int]:
        """Add one to each counter (key, seconds it is created to expire in); the new values.

        One round trip whatever their number: a script (EVALSHA, loaded once per server)
        runs INCR and EXPIRE NX on each, atomically on the server.
        """
        # make_key: the throttles' keys are ours (no memcached-style check needed, and it
        # loops over every character).
        keys = [self.make_key(key) for key, _ in counters]
        client = self._cache.get_client(write=True)
        script = self._cache.count_script(client)
        counts = self._cache.run_script(client, script, keys, [e for _, e in counters])
        return [int(count) for count in counts]

    def count_many_and_read(
        self, counters: list[tuple[str, int]], key: str
    ) -> tuple[str, list[int]]:
        """count_many, and in the same round trip the value of `key` ('' when unset)."""
        keys = [self.make_key(counter) for counter, _ in counters] + [self.make_key(key)]
        client = self._cache.get_client(write=True)
        script = self._cache.count_and_read_script(client)
        value, *counts = self._cache.run_script(client, script, keys, [e for _, e in counters])
        return _text(value), [int(count) for count in counts]

    def read(self, key: str) -> str:
        """The value of `key` as set by `renew` ('' when unset): one GET."""
        return _text(self._cache.get_client(write=True).get(self.make_key(key)))

    def renew(self, key: str) -> str:
        """Give `key` a new random value (never one it had before) and return it."""
        value = secrets.token_hex(16)
        self._cache.get_client(write=True).set(self.make_key(key), value)
        return value

    def read_or_create(self, key: str) -> str:
        """The value of `key`; a new random one if it had none."""
        made = self.make_key(key)
        pipe = self._cache.get_client(write=True).pipeline(transaction=False)
        pipe.set(made, secrets.token_hex(16), nx=True)
        pipe.get(made)
        return _text(pipe.execute()[-1])


def _text(value: Any) -> str:
    if value is None:
        return ""
    return value.decode() if isinstance(value, bytes) else str(value)
