"""A test process deletes its own Redis keys at the end (tests/conftest.py, with the benches'
delete_redis_namespace), and no others."""

from __future__ import annotations

import uuid

import pytest
import redis
from django.conf import settings

from bench.api_load import delete_redis_namespace


@pytest.mark.skipif(not settings.REDIS_URL, reason="needs Redis (REDIS_URL)")
def test_the_keys_named_by_a_process_marker_go_and_no_others() -> None:
    # A marker of its own: this process's real one still serves its queue and cache.
    marker = f"test-{uuid.uuid4().hex[:12]}"
    mine = [f"_kombu.binding.{marker}", f"{marker}:1:tokens-epoch", marker]
    other = f"test-{uuid.uuid4().hex[:12]}:1:tokens-epoch"
    client = redis.Redis.from_url(settings.REDIS_URL or "")
    try:
        for key in [*mine, other]:
            client.set(key, "x")
        assert delete_redis_namespace(settings.REDIS_URL or "", marker) == len(mine)
        assert client.exists(*mine) == 0
        assert client.exists(other) == 1
    finally:
        client.delete(*mine, other)
        client.close()
