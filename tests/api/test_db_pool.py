"""The ASGI server's database connections stay bounded however many requests it has served."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest
from django.conf import settings
from django.db import connection


def backends() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()")
        (count,) = cursor.fetchone()
    return int(count)


def test_concurrent_requests_leave_no_connection_behind(live_api: Any) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("counts PostgreSQL backends; the embedded SQLite has no server connections")
    before = backends()
    paths = ["/api/v1/matches", "/lobby/", "/api/v1/games", "/api/v1/matches?status=active"]

    # Each request's synchronous part runs in a thread of its own under ASGI; with persistent
    # connections every such thread left one behind (384 requests, 64 at a time: 61 connections).
    # 64 at a time over 64 connections of one client is enough to reach that many threads.
    limits = httpx.Limits(max_connections=64, max_keepalive_connections=64)
    with (
        httpx.Client(base_url=live_api.url, timeout=60, limits=limits) as client,
        ThreadPoolExecutor(max_workers=64) as pool,
    ):
        codes = list(pool.map(lambda i: client.get(paths[i % len(paths)]).status_code, range(192)))
    assert set(codes) == {200}
    pooled = live_api.workers * settings.DB_POOL_MAX_SIZE
    assert backends() <= before + pooled
