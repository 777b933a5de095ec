"""The PostgreSQL backend's health check (yokohama_server/postgresql): no round trip for a
healthy kept connection, and a connection the server ended is still replaced before use."""

from __future__ import annotations

import select
from typing import Any

import pytest
from django.db import connection, connections

pytestmark = pytest.mark.skipif(
    connection.vendor != "postgresql", reason="the backend is PostgreSQL's: needs DATABASE_URL"
)


def kept_connection() -> Any:
    """A second connection to the test database, as a request would find it kept."""
    other: Any = connections.create_connection("default")
    other.ensure_connection()
    other.health_check_done = False  # a new request begins
    return other


@pytest.mark.django_db
def test_a_healthy_kept_connection_is_reused_without_a_query(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    other = kept_connection()
    sent: list[str] = []
    try:
        raw = other.connection
        # Django's stock check sends SELECT 1 through a psycopg cursor of its own.
        opened = raw.cursor

        def spy(*args: Any, **kwargs: Any) -> Any:
            sent.append("cursor")
            return opened(*args, **kwargs)

        monkeypatch.setattr(raw, "cursor", spy)
        other.close_if_health_check_failed()
        assert other.connection is raw
        assert sent == []
    finally:
        other.close()


@pytest.mark.django_db
def test_a_connection_the_server_ended_is_replaced_before_use() -> None:
    other = kept_connection()
    try:
        with other.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            pid = cursor.fetchone()[0]
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(%s)", [pid])
        # Wait until the backend's goodbye (or the end of the stream) is on the socket: it may
        # leave pg_stat_activity before its socket says so, so watch the socket itself.
        readable, _, _ = select.select([other.connection.pgconn.socket], [], [], 30)
        assert readable, "the terminated backend's socket never became readable"
        other.health_check_done = False
        other.close_if_health_check_failed()
        assert other.connection is None
        with other.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            assert cursor.fetchone()[0] != pid
    finally:
        other.close()
