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


# kombu (>= 5.7) records a deadline for every exchange a queue is bound to, in one sorted set
# shared by everything on that Redis database and named without any deployment prefix. The
# ping's reply queue is bound to the reply exchange and deleted after the ping, but the
# deadline stays (for an hour) and with it the set: a key outside the deployment's prefix,
# left by every health probe even when no worker runs. Once no reply queue of anyone is bound
# to that exchange any more, its deadline is removed (and the set with it, if that was the
# last one). One script, so a ping of another process that binds meanwhile keeps its own.
_DROP_REPLY_DEADLINE = """
if redis.call('EXISTS', KEYS[2]) == 0 then
    redis.call('ZREM', KEYS[1], ARGV[1])
end
"""


def _drop_reply_binding_deadline() -> None:
    import redis
    from kombu.transport.redis import Channel

    channel: Any = Channel  # its key formats are untyped class attributes
    exchange = f"reply.{celery_app.conf.control_exchange}.pidbox"
    options = celery_app.conf.broker_transport_options or {}
    prefix = str(options.get("global_keyprefix", ""))
    keys = [
        prefix + channel.keyprefix_binding_deadlines,
        prefix + channel.keyprefix_queue % exchange,
    ]
    client = redis.Redis.from_url(settings.REDIS_URL or "", socket_timeout=1)
    try:
        client.eval(_DROP_REPLY_DEADLINE, 2, *keys, exchange)
    except redis.RedisError:  # the probe's answer stands; the key is swept within the hour
        pass
    finally:
        client.close()


def check_workers() -> dict[str, Any]:
    if not settings.REDIS_URL:
        return {"ok": True, "detail": "embedded (in-process)"}
    try:
        replies = celery_app.control.ping(timeout=WORKER_PING_TIMEOUT_S)
    except Exception as exc:  # kombu raises several connection error types
        return {"ok": False, "detail": f"ping failed: {type(exc).__name__}: {exc}"}
    finally:
        _drop_reply_binding_deadline()
    if not replies:
        return {"ok": False, "detail": "no Celery worker answered"}
    return {"ok": True, "detail": f"{len(replies)} worker(s)"}
