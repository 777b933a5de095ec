"""Webhook costs, in process: the listener's check after every commit with user events (the
submit hot path), fan-out of user events to deliveries, and signed delivery attempts to a
local receiver (sequential, one process).

Uses DATABASE_URL when set (a scratch database: it is migrated, and the rows made here are
deleted at the end), else a temporary SQLite file.

Usage: python bench/webhooks.py [--webhooks 1000] [--events 2000] [--deliveries 300]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.cpu import IdleShare, per_unit_ms  # noqa: E402 (after the repository is on sys.path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--webhooks", type=int, default=1000, help="webhooks of other accounts")
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--deliveries", type=int, default=300)
    parser.add_argument("--listener-calls", type=int, default=5000)
    args = parser.parse_args()

    scratch: str | None = None
    if not os.environ.get("DATABASE_URL"):
        scratch = os.path.join(tempfile.mkdtemp(prefix="bench-webhooks-"), "db.sqlite3")
        os.environ["DATABASE_URL"] = f"sqlite:///{scratch}"
    os.environ.pop("REDIS_URL", None)  # tasks are not run here: the services are called
    os.environ["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = "true"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    from django.conf import settings

    from games import services
    from games.models import User, UserEvent, UserEventKind
    from games.webhooks import services as webhooks
    from games.webhooks.models import Webhook, WebhookDelivery

    print(f"database={settings.DATABASES['default']['ENGINE'].rsplit('.', 1)[-1]}")
    receiver = _receiver()
    url = f"http://127.0.0.1:{receiver.server_address[1]}/hook"
    prefix = f"bench-wh-{os.getpid()}-"
    users = [
        services.account_create(username=f"{prefix}{i}").user for i in range(args.webhooks + 2)
    ]
    subscriber, bystander, others = users[0], users[1], users[2:]
    Webhook.objects.bulk_create(
        Webhook(user=u, url=url, secret="whsec_bench", enabled_at=u.date_joined) for u in others
    )
    try:
        # 1. The listener, for an account without a webhook (the common case on every submit).
        # CPU figures are this thread's CPU time (PostgreSQL's is not counted).
        idle = IdleShare()
        calls = args.listener_calls
        started, cpu = time.perf_counter(), time.thread_time()
        for _ in range(calls):
            webhooks.user_events_committed([bystander.pk])
        per_call = (time.perf_counter() - started) / calls
        cpu_per_call = (time.thread_time() - cpu) / calls
        print(
            f"listener_no_webhook_us={per_call * 1e6:.1f} "
            f"cpu_us_per_call={cpu_per_call * 1e6:.1f} (other webhooks: {args.webhooks})"
        )

        # 2. Fan-out of a backlog of events to one webhook.
        webhook = webhooks.webhook_create(user=subscriber, url=url)
        for start in range(0, args.events, 500):
            batch = min(500, args.events - start)
            UserEvent.objects.bulk_create(
                UserEvent(user=subscriber, kind=UserEventKind.TOURNAMENT_ROUND_STARTED)
                for _ in range(batch)
            )
        started, cpu = time.perf_counter(), time.thread_time()
        created = webhooks.webhooks_fan_out(user_ids=[subscriber.pk])
        elapsed = time.perf_counter() - started
        print(
            f"fan_out_deliveries={created} per_s={created / elapsed:.0f} "
            f"cpu_ms_per_delivery={per_unit_ms(time.thread_time() - cpu, created):.3f}"
        )
        started = time.perf_counter()
        again = webhooks.webhooks_fan_out(user_ids=[subscriber.pk])
        print(f"fan_out_idle_ms={(time.perf_counter() - started) * 1e3:.2f} (created {again})")

        # 3. Signed attempts to the local receiver, one after another.
        pending = list(
            WebhookDelivery.objects.filter(webhook=webhook)
            .order_by("pk")
            .values_list("pk", flat=True)[: args.deliveries]
        )
        started, cpu = time.perf_counter(), time.thread_time()
        for delivery_id in pending:
            webhooks.webhook_delivery_attempt(delivery_id=delivery_id)
        elapsed = time.perf_counter() - started
        cpu_per_attempt = per_unit_ms(time.thread_time() - cpu, len(pending))
        delivered = WebhookDelivery.objects.filter(pk__in=pending, status="delivered").count()
        print(
            f"attempts={len(pending)} delivered={delivered} per_s={len(pending) / elapsed:.0f} "
            f"mean_ms={elapsed / max(1, len(pending)) * 1e3:.2f} "
            f"cpu_ms_per_attempt={cpu_per_attempt:.3f}"
        )
        print(f"idle_share={idle.share():.2f}")
    finally:
        User.objects.filter(username__startswith=prefix).delete()
        receiver.shutdown()
        if scratch is not None:
            shutil.rmtree(os.path.dirname(scratch), ignore_errors=True)


def _receiver() -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", "0")))
            self.send_response(204)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


if __name__ == "__main__":
    main()
