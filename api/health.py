"""Health probes for /api/v1/health. Each returns {"ok": bool, "detail": str}."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db.backends.base.base import BaseDatabaseWrapper

from yokohama_server.celery import app as celery_app

WORKER_PING_TIMEOUT_S = 1.0


def check_database(connection: BaseDatabaseWrapper) -> dict[str, Any]:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # any driver error means "down"; the detail names it
        return {"ok": False, "detail": f"{connection.vendor}: {type(exc).__name__}: {exc}"}
    return {"ok": True, "detail": connection.vendor}


def check_broker() -> dict[str, Any]:
    if not settings.REDIS_URL:
        return {"ok": True, "detail": "embedded (tasks run in-process)"}
    import redis

    try:
        client = redis.Redis.from_url(
            settings.REDIS_URL, socket_timeout=1, socket_connect_timeout=1
        )
        client.ping()
    except redis.RedisError as exc:
        return {"ok": False, "detail": f"redis: {type(exc).__name__}: {exc}"}
    return {"ok": True, "detail": "redis"}


def check_workers() -> dict[str, Any]:
    if not settings.REDIS_URL:
        return {"ok": True, "detail": "embedded (in-process)"}
    try:
        replies = celery_app.control.ping(timeout=WORKER_PING_TIMEOUT_S)
    except Exception as exc:  # kombu raises several connection error types
        return {"ok": False, "detail": f"ping failed: {type(exc).__name__}: {exc}"}
    if not replies:
        return {"ok": False, "detail": "no Celery worker answered"}
    return {"ok": True, "detail": f"{len(replies)} worker(s)"}
