"""Events server cost per notice: N subscribers, notices published at a fixed rate.

bench/events.py measures what issue 11 targets (submit throughput with and without 1,000
subscribers), but on a saturated 2-core machine its ratio moves by ±10% from round to round,
more than a change to the events server can. This bench isolates that server: no submitting
clients and no WSGI server, only uvicorn (our ASGI entry point), N match streams (as
spectators, the subscriber process of bench/events.py) and this process publishing action
notices straight to the events channel at --rate per second, as the web server does after a commit.
It prints the events server's CPU per notice and per delivered event (utime + stime from
/proc, all its threads), the subscribers' CPU, and the delivery latency (p50/p99), for each of
--repeats runs of --seconds, then the medians:
`event_fanout subscribers=<n> rate=<r> asgi_us_per_notice=<median> asgi_us_per_event=<median>`.

The notices carry synthetic actions (the next seq of each match, a public entry only): the
streams render and send them as real ones, and nothing is written to the database.

Usage: python bench/event_fanout.py [--subscribers 1000] [--rate 300] [--seconds 20]
                                    [--repeats 3] [--postgres URL] [--redis-url URL]
Safe to run: its own uniquely named database (dropped at the end) and Redis channel.
"""

from __future__ import annotations

import argparse
import json
import secrets
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg
import redis

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.api_load import (
    ROOT,
    cpu_seconds,
    delete_redis_namespace,
    drop_database,
    free_port,
    recreate_database,
    seed_matches_subprocess,
    server_env,
)
from bench.cpu import IdleShare
from bench.events import (
    DEFAULT_POSTGRES,
    DEFAULT_REDIS,
    SUBMITTERS,
    start_subscribers,
    stop,
    stop_subscribers,
    wait_for_port,
)


def heads(db_url: str, match_ids: list[int]) -> dict[int, dict[str, Any]]:
    with psycopg.connect(db_url) as conn:
        rows = conn.execute(
            "SELECT id, seq, status, to_move FROM games_match WHERE id = ANY(%s)", (match_ids,)
        ).fetchall()
    return {row[0]: {"seq": row[1], "status": row[2], "to_move": row[3]} for row in rows}


def publish_for(
    client: redis.Redis,
    channel: str,
    heads_now: dict[int, dict[str, Any]],
    rate: float,
    seconds: float,
) -> int:
    """Publish `rate` notices a second for `seconds`, round robin over the matches."""
    match_ids = sorted(heads_now)
    sent = 0
    start = time.monotonic()
    while (elapsed := time.monotonic() - start) < seconds:
        due = int(elapsed * rate) + 1
        while sent < due:
            match_id = match_ids[sent % len(match_ids)]
            head = heads_now[match_id]
            head["seq"] += 1
            action = {
                "seq": head["seq"],
                "seat": 0,
                "created_at": datetime.now(UTC).isoformat(),
                "public_entry": {"kind": "bench", "note": "a synthetic action"},
                "private_entries": {},
                "status": head["status"],
                "to_move": head["to_move"],
            }
            client.publish(channel, json.dumps({"match": match_id, "action": action}))
            sent += 1
        time.sleep(max(0.0, (sent / rate) - (time.monotonic() - start)))
    return sent


def run_once(args: argparse.Namespace) -> dict[str, float]:
    run_id = secrets.token_hex(4)
    db_url = f"{args.postgres.rstrip('/')}/yokohama_bench_fanout_{run_id}"
    namespace = f"bench-fanout-{run_id}"
    recreate_database(db_url)
    try:
        env = server_env(db_url, args.redis_url, namespace)
        env["EVENTS_CHANNEL"] = namespace
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env, check=True
        )
        plans = seed_matches_subprocess(env, SUBMITTERS)
        match_ids = [match for plan in plans for match in plan["matches"]]
        port = free_port()
        asgi = subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "yokohama_server.asgi:application", "--host",
             "127.0.0.1", "--port", str(port), "--no-access-log", "--log-level", "warning"],
            cwd=ROOT, env=env,
        )  # fmt: skip
        subscribers: subprocess.Popen[str] | None = None
        try:
            wait_for_port(port, asgi, "uvicorn")
            subscribers = start_subscribers(port, match_ids, args.subscribers)
            time.sleep(2.0)  # the connection storm's work settles
            client = redis.Redis.from_url(args.redis_url)
            heads_now = heads(db_url, match_ids)
            asgi_before = cpu_seconds({asgi.pid})
            subscribers_before = cpu_seconds({subscribers.pid})
            wall_before, idle = time.monotonic(), IdleShare()
            sent = publish_for(client, namespace, heads_now, args.rate, args.seconds)
            time.sleep(0.5)  # the last notices reach their streams
            wall = time.monotonic() - wall_before
            idle_share = idle.share()
            asgi_cpu = cpu_seconds({asgi.pid}) - asgi_before
            subscribers_cpu = cpu_seconds({subscribers.pid}) - subscribers_before
            stats = stop_subscribers(subscribers)
        finally:
            stop(subscribers, asgi)
    finally:
        drop_database(db_url)
        delete_redis_namespace(args.redis_url, namespace)
    delivery = stats["latencies"]
    result = {
        "notices": sent,
        "events": len(delivery),
        "asgi_cores": asgi_cpu / wall,
        "asgi_us_per_notice": asgi_cpu / sent * 1e6,
        "asgi_us_per_event": asgi_cpu / max(1, len(delivery)) * 1e6,
        "subscribers_cores": subscribers_cpu / wall,
        "idle_share": idle_share,  # the machine's, during the window (/proc/stat)
        "delivery_p50_ms": statistics.median(delivery) * 1000 if delivery else float("nan"),
        "delivery_p99_ms": delivery[int(0.99 * (len(delivery) - 1))] * 1000
        if delivery
        else float("nan"),
    }
    print(
        f"subscribers={args.subscribers} connected={stats['connected']} failed={stats['failed']} "
        + " ".join(
            f"{key}={value:.3f}" if isinstance(value, float) else f"{key}={value}"
            for key, value in result.items()
        ),
        flush=True,
    )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--subscribers", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=300.0, help="notices per second")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--postgres", default=DEFAULT_POSTGRES)
    parser.add_argument("--redis-url", default=DEFAULT_REDIS)
    args = parser.parse_args()
    results = [run_once(args) for _ in range(args.repeats)]
    print(
        f"event_fanout subscribers={args.subscribers} rate={args.rate:g} "
        f"asgi_us_per_notice={statistics.median(r['asgi_us_per_notice'] for r in results):.1f} "
        f"asgi_us_per_event={statistics.median(r['asgi_us_per_event'] for r in results):.2f} "
        f"delivery_p99_ms={statistics.median(r['delivery_p99_ms'] for r in results):.1f} "
        f"idle_share={statistics.median(r['idle_share'] for r in results):.2f}"
    )


if __name__ == "__main__":
    main()
