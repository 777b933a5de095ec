"""The Redis cache backend (rate limiting's store in production) reuses its client."""

from __future__ import annotations

import os
import secrets

import pytest
from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.redis import RedisCache

from yokohama_server.cache import ReusedClientRedisCache


@pytest.mark.skipif(not settings.REDIS_URL, reason="the embedded mode caches in process memory")
def test_the_redis_cache_stores_and_reuses_one_client() -> None:
    cache = caches["default"]
    assert isinstance(cache, ReusedClientRedisCache)
    cache.set("test-cache-key", {"hits": [1.5, 2.5]}, 30)
    assert cache.get("test-cache-key") == {"hits": [1.5, 2.5]}
    cache.delete("test-cache-counter")
    assert cache.add("test-cache-counter", 1, 30)
    assert not cache.add("test-cache-counter", 5, 30)
    assert cache.incr("test-cache-counter") == 2
    cache.delete("test-cache-key")
    assert cache.get("test-cache-key") is None
    cache.delete("test-cache-window")
    assert [cache.count("test-cache-window", 30) for _ in range(3)] == [1, 2, 3]
    client = cache._cache
    redis_key = cache.make_and_validate_key("test-cache-window")
    assert 0 < client.get_client().ttl(redis_key) <= 30  # set with the first count
    assert client.get_client(write=True) is client.get_client(write=True)
    assert client.get_client() is client.get_client(write=True)  # one server: one pool


@pytest.mark.skipif(not settings.REDIS_URL, reason="the embedded mode caches in process memory")
def test_every_backend_of_the_process_shares_one_connection_pool() -> None:
    """Django makes a backend per thread and, under ASGI, per request: they share one pool, so
    a long-lived request (an event stream) holds no Redis connection of its own."""
    first = caches.create_connection("default")
    second = caches.create_connection("default")
    assert first is not second
    assert isinstance(first, RedisCache)
    assert isinstance(second, RedisCache)
    assert first._cache is second._cache
    assert first._cache.get_client(write=True).connection_pool is (
        second._cache.get_client(write=True).connection_pool
    )


@pytest.mark.skipif(not settings.REDIS_URL, reason="the embedded mode caches in process memory")
def test_clear_deletes_this_caches_keys_only() -> None:
    """The broker's queues (and another deployment's cache) share the Redis database: clearing
    the cache must not empty it, as Django's RedisCache.clear() does (FLUSHDB)."""
    cache = caches["default"]
    assert isinstance(cache, ReusedClientRedisCache)
    assert cache.key_prefix == os.environ["CACHE_KEY_PREFIX"]  # this run's (tests/conftest.py)
    client = cache._cache.get_client(write=True)
    queue = "test-clear-a-queue-outside-the-cache"
    other = caches.create_connection("default")
    other.key_prefix = "test-clear-another-deployment"
    try:
        client.rpush(queue, b"a task")
        other.set("theirs", 1, 30)
        cache.set("ours", 1, 30)
        cache.clear()
        assert cache.get("ours") is None
        assert client.lrange(queue, 0, -1) == [b"a task"]
        assert other.get("theirs") == 1
    finally:
        client.delete(queue)
        other.delete("theirs")


@pytest.mark.skipif(not settings.REDIS_URL, reason="the embedded mode caches in process memory")
def test_counting_goes_on_after_a_lost_connection_and_a_forgotten_script() -> None:
    """The counters' script travels on the thread's own connection (yokohama_server/
    redis_direct.py); a dead connection or a script Redis no longer knows falls back to the
    client, which reconnects or loads it: the counts go on as before."""
    cache = caches["default"]
    assert isinstance(cache, ReusedClientRedisCache)
    cache.delete("test-direct-window")
    assert cache.count("test-direct-window", 30) == 1
    client = cache._cache.get_client(write=True)
    direct = cache._cache._direct[id(client)]
    connection = direct._connection()
    assert connection._sock is not None  # the first count used it
    connection._sock.close()  # as a server's restart would leave it
    assert cache.count("test-direct-window", 30) == 2  # by the client
    assert cache.count("test-direct-window", 30) == 3  # on a new connection of the thread's
    assert direct._connection()._sock is not None
    # A script the server does not know yet (a comment of its own: a new digest): NOSCRIPT on
    # the thread's connection, then the client loads it.
    unknown = client.register_script(f"-- {secrets.token_hex(8)}\nreturn #KEYS")
    assert cache._cache.run_script(client, unknown, ["a", "b"], []) == 2
    assert cache._cache.run_script(client, unknown, ["a", "b", "c"], []) == 3
    assert cache.count_many_and_read([("test-direct-window", 30)], "test-direct-none") == ("", [4])
    cache.delete("test-direct-window")


@pytest.mark.skipif(not settings.REDIS_URL, reason="the events go through process memory")
def test_a_notice_is_published_after_a_lost_connection() -> None:
    from games import events

    client, direct = events._publisher()
    listener = client.pubsub()
    listener.subscribe(settings.EVENTS_CHANNEL)
    assert listener.get_message(timeout=2)["type"] == "subscribe"
    events.send({"match": 1})
    connection = direct._connection()
    connection._sock.close()
    events.send({"match": 2})  # by the client
    events.send({"match": 3})  # on a new connection of the thread's
    received: list[bytes] = []
    while len(received) < 3:
        message = listener.get_message(timeout=2)
        assert message is not None, received
        received.append(message["data"])
    assert received == [b'{"match":1}', b'{"match":2}', b'{"match":3}']
    listener.close()
