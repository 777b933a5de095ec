"""What a bearer token costs to authenticate: a personal token, an OAuth2 access token, and an
unknown token (looked up in both tables), per request of `GET /api/v1/me` through Django's
WSGI handler (middleware, DRF, throttles included), and for the lookup alone
(`api.authentication.bearer_owner`). Prints milliseconds per call (the median of several
rounds), wall clock and CPU (this process plus its PostgreSQL backend, when the database runs
on this machine; Redis's CPU is not counted), the SQL statements each request makes, and the
machine's idle share during the run (all cores, the bench's own busy one included: a quiet
2-core machine shows about 0.5; a busy machine shows less).

Personal tokens are looked up first (one statement, as before OAuth2 existed); an OAuth2
token costs that miss and one more statement.

Usage: DATABASE_URL=postgres://.../<db> REDIS_URL=redis://.../<n> \\
       python bench/oauth_auth.py [--requests 2000] [--rounds 5]
The database must exist and is migrated; the bench creates one account, app and tokens under
a unique name and deletes them at the end. Redis keys go under a unique CACHE_KEY_PREFIX
(unless one is set) and are deleted at the end.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import secrets
import statistics
import sys
import time
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.cpu import IdleShare, pids_named, process_cpu  # noqa: E402


def per_call_ms(
    action: Callable[[], Any], calls: int, rounds: int, backend_pid: int | None
) -> tuple[float, float]:
    """Median wall and CPU milliseconds per call (CPU: this process and `backend_pid`; a round
    whose backend went away meanwhile has no CPU figure)."""
    walls, cpus = [], []
    for _ in range(rounds):
        started, cpu_started = time.perf_counter(), _cpu(backend_pid)
        for _ in range(calls):
            action()
        walls.append((time.perf_counter() - started) * 1000 / calls)
        cpu_ended = _cpu(backend_pid)
        if cpu_started is not None and cpu_ended is not None:
            cpus.append((cpu_ended - cpu_started) * 1000 / calls)
    return statistics.median(walls), statistics.median(cpus) if cpus else float("nan")


def _cpu(backend_pid: int | None) -> float | None:
    """This process's CPU seconds plus the backend's; None if the backend is gone."""
    if backend_pid is None:
        return time.process_time()
    backend = process_cpu(backend_pid)
    return None if backend is None else time.process_time() + backend


def local_backend_pid(connection: Any) -> int | None:
    """The PostgreSQL backend serving `connection` when it runs on this machine (a process
    named postgres under that pid in /proc; a database in a container or elsewhere has its
    own pids), else None."""
    if connection.vendor != "postgresql":
        return None
    connection.ensure_connection()
    pid: int = connection.connection.info.backend_pid
    return pid if pid in pids_named("postgres") else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    idle = IdleShare()

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")
    os.environ.setdefault("DEBUG", "False")
    os.environ.setdefault("SECRET_KEY", secrets.token_urlsafe(50))
    os.environ.setdefault("THROTTLE_USER", "100000000/min")
    os.environ.setdefault("LOG_LEVEL", "ERROR")
    # A prefix of its own unless told one: its keys (the token epoch, rate-limit counters) are
    # deleted at the end.
    own_prefix = "CACHE_KEY_PREFIX" not in os.environ
    os.environ.setdefault("CACHE_KEY_PREFIX", f"bench-oauth-{secrets.token_hex(4)}")
    import django

    django.setup()
    logging.getLogger("django.request").setLevel(logging.ERROR)  # the unknown token's 401s
    from django.core.cache import caches
    from django.db import connection
    from django.test import Client
    from django.utils import timezone
    from oauth2_provider.models import AccessToken, Application

    from api.authentication import bearer_owner
    from games import services
    from games.models import User

    name = f"bench-oauth-{secrets.token_hex(3)}"
    issued = services.account_create(username=name, password=None)
    user = issued.user
    app = Application.objects.create(
        user=user,
        name=name,
        client_type=Application.CLIENT_PUBLIC,
        authorization_grant_type=Application.GRANT_AUTHORIZATION_CODE,
        redirect_uris="https://bench.example/cb",
    )
    oauth_raw = secrets.token_urlsafe(30)
    access = AccessToken(
        user=user, application=app, scope="read play", expires=timezone.now() + timedelta(hours=1)
    )
    access._raw_token = oauth_raw  # stored as its digest only, as DOT does (token storage)
    access.save()
    tokens = {"personal": issued.raw_key, "oauth2": oauth_raw, "unknown": "no-such-token"}
    try:
        # The backend serving this process works for each request too: its CPU is counted.
        backend_pid = local_backend_pid(connection)
        print(
            f"{'token':10} {'GET /me wall ms':>15} {'CPU ms':>7} {'SQL/request':>12} "
            f"{'lookup wall ms':>15} {'CPU ms':>7}"
        )
        for kind, raw in tokens.items():
            client = Client(HTTP_AUTHORIZATION=f"Bearer {raw}")
            expected = 401 if kind == "unknown" else 200
            assert client.get("/api/v1/me").status_code == expected
            # Counted by a wrapper: Django empties its query log at each request's start.
            statements: list[str] = []

            def count(execute: Any, sql: str, *rest: Any, seen: list[str] = statements) -> Any:
                seen.append(sql)
                return execute(sql, *rest)

            with connection.execute_wrapper(count):
                client.get("/api/v1/me")

            def request(client: Client = client) -> None:
                client.get("/api/v1/me")

            request_ms, request_cpu_ms = per_call_ms(
                request, args.requests, args.rounds, backend_pid
            )

            def lookup(raw: str = raw) -> None:
                # The refused kinds raise; their cost is what is measured.
                with contextlib.suppress(Exception):
                    bearer_owner(raw, now=timezone.now())

            lookup_ms, lookup_cpu_ms = per_call_ms(lookup, args.requests, args.rounds, backend_pid)
            print(
                f"{kind:10} {request_ms:15.3f} {request_cpu_ms:7.2f} {len(statements):12d} "
                f"{lookup_ms:15.3f} {lookup_cpu_ms:7.2f}"
            )
        counted = "and its PostgreSQL backend" if backend_pid else "only (no local backend)"
        print(f"CPU ms: this process {counted}, per call; /proc counts 10 ms ticks")
        print(
            f"idle_share={idle.share():.2f} (the machine's, all cores, this bench's one included)"
        )
    finally:
        app.delete()
        User.objects.filter(pk=user.pk).delete()  # (renews the epoch: cleared after it)
        if own_prefix:
            caches["default"].clear()  # this prefix's keys only (yokohama_server/cache.py)


if __name__ == "__main__":
    main()
