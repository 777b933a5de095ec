"""What a bearer token costs to authenticate: a personal token, an OAuth2 access token, and an
unknown token (looked up in both tables), per request of `GET /api/v1/me` through Django's
WSGI handler (middleware, DRF, throttles included), and for the lookup alone
(`api.authentication.bearer_owner`). Prints milliseconds per call (the median of several
rounds), wall clock and CPU (this process plus its PostgreSQL backend, when the database runs
on this machine), the SQL statements each request makes, and the machine's idle share during
the run (a busy machine shows in it).

Personal tokens are looked up first (one statement, as before OAuth2 existed); an OAuth2
token costs that miss and one more statement.

Usage: DATABASE_URL=postgres://.../<db> REDIS_URL=redis://.../<n> \\
       python bench/oauth_auth.py [--requests 2000] [--rounds 5]
The database must exist and is migrated; the bench creates one account, app and tokens under
a unique name and deletes them at the end.
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

from bench.cpu import IdleShare, process_cpu  # noqa: E402


def per_call_ms(
    action: Callable[[], Any], calls: int, rounds: int, backend_pid: int | None
) -> tuple[float, float]:
    """Median wall and CPU milliseconds per call (CPU: this process and `backend_pid`)."""
    walls, cpus = [], []
    for _ in range(rounds):
        started, cpu_started = time.perf_counter(), _cpu(backend_pid)
        for _ in range(calls):
            action()
        walls.append((time.perf_counter() - started) * 1000 / calls)
        cpus.append((_cpu(backend_pid) - cpu_started) * 1000 / calls)
    return statistics.median(walls), statistics.median(cpus)


def _cpu(backend_pid: int | None) -> float:
    backend = process_cpu(backend_pid) if backend_pid is not None else None
    return time.process_time() + (backend or 0.0)


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
    os.environ.setdefault("CACHE_KEY_PREFIX", f"bench-oauth-{secrets.token_hex(4)}")
    import django

    django.setup()
    logging.getLogger("django.request").setLevel(logging.ERROR)  # the unknown token's 401s
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
        connection.ensure_connection()
        # The backend serving this process, if it runs here (/proc): its CPU is the request's too.
        backend: int = connection.connection.info.backend_pid
        backend_pid = backend if process_cpu(backend) is not None else None
        print(
            f"{'token':10} {'GET /me ms':>11} {'CPU ms':>7} {'SQL/request':>12} "
            f"{'lookup ms':>10} {'CPU ms':>7}"
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
                f"{kind:10} {request_ms:11.3f} {request_cpu_ms:7.3f} {len(statements):12d} "
                f"{lookup_ms:10.3f} {lookup_cpu_ms:7.3f}"
            )
        print(f"idle_share={idle.share():.2f} (the machine's, all cores, during the run)")
    finally:
        app.delete()
        User.objects.filter(pk=user.pk).delete()


if __name__ == "__main__":
    main()
