"""Live events benchmark: N server-sent-event subscribers while 32 clients submit actions.

The production shape of the README on this machine: PostgreSQL, Redis, gunicorn (WSGI, the
API) and uvicorn (ASGI, the event streams) side by side, and a Celery worker. For each N in
--subscribers, a separate subscriber process opens N match streams (as spectators, spread
evenly over the matches being played) and, once all are connected, 32 closed-loop clients
(bench/api_load.py's) play their matches through gunicorn. Printed per N:
subscribers connected, delivery latency from the action's commit to its receipt by a
subscriber (p50/p99; measured from the action's `created_at`, taken just before the commit,
so slightly over), submit actions/s and p99, the servers' RSS and the ASGI server's memory
per idle subscriber.

The throughput of one 20 s drive varies by several per cent from run to run on a shared
2-core machine, more than the cost being measured. So the levels run in --rounds rounds,
alternating their order (0,1000 then 1000,0 ...) so that a drift in the machine's load falls
on both, and each round gives its own ratio. The last line gives the median over the rounds:
`events subscribers=<n> rounds=<r> delivery_p99_ms=<median> submit_ratio=<median>
rss_per_subscriber_kb=<n>`, after a line with every round's ratio.

Usage: python bench/events.py [--subscribers 0,1000] [--rounds 3] [--seconds 20] [--warmup 5]
                              [--postgres URL] [--redis-url URL]
Safe to run: each level creates its own uniquely named database on --postgres (default
postgres://postgres@127.0.0.1:5432) and drops it at the end, and keeps its Redis keys, queue
and event channel under a unique `bench-events-<id>` prefix on --redis-url (default
redis://127.0.0.1:6379/0), deleted at the end; nothing else is touched.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import secrets
import signal
import statistics
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.api_load import (
    ROOT,
    children_of,
    cpu_seconds,
    delete_redis_namespace,
    drive,
    drop_database,
    free_port,
    pids_named,
    recreate_database,
    seed_matches_subprocess,
    server_env,
)

DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432"
DEFAULT_REDIS = "redis://127.0.0.1:6379/0"
SUBMITTERS = 32


def rss_kb(pids: set[int]) -> int:
    total = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return total


def wait_for_port(port: int, proc: subprocess.Popen[bytes], what: str) -> None:
    import socket

    for _ in range(300):
        if proc.poll() is not None:
            raise SystemExit(f"{what} exited with {proc.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"{what} did not listen on {port}")


# --- the subscriber process -------------------------------------------------------------------


class _StreamReader(asyncio.Protocol):
    """One match stream read straight off the socket. The subscribers share this machine's two
    cores with the servers they measure, so they do the least work that measures: find each
    `event: action` message in the bytes and read its `created_at`, no HTTP client, no JSON."""

    def __init__(self, request: bytes, on_first: Any, latencies: list[float]) -> None:
        self.request = request
        self.on_first = on_first
        self.latencies = latencies
        self.buffer = b""
        self.seen_data = False
        self.closed = asyncio.get_running_loop().create_future()

    def connection_made(self, transport: Any) -> None:
        transport.write(self.request)

    def data_received(self, data: bytes) -> None:
        received = time.time()
        buffer = self.buffer + data
        if not self.seen_data and b"data: " in buffer:
            self.seen_data = True
            self.on_first()
        start = 0
        while True:
            at = buffer.find(b"event: action\ndata: ", start)
            if at < 0:
                break
            end = buffer.find(b"\n", at + 20)
            if end < 0:
                break  # the rest of this message comes in the next read
            field = buffer.find(b'"created_at":"', at, end)
            if field >= 0:
                created = buffer[field + 14 : buffer.find(b'"', field + 14)].decode()
                self.latencies.append(received - datetime.fromisoformat(created).timestamp())
            start = end
        # Keep only a possibly incomplete tail (an action message split between reads).
        tail = buffer.rfind(b"event: action", start)
        self.buffer = buffer[tail:] if tail >= 0 else buffer[max(start, len(buffer) - 32) :]

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.closed.done():
            self.closed.set_result(exc)


async def subscribe(base: str, match_ids: list[int], count: int) -> None:
    """Open `count` streams, say `ready` on stdout, record delivery latencies until SIGTERM."""
    latencies: list[float] = []
    connected = 0
    all_connected = asyncio.Event()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    host, port = base.removeprefix("http://").split(":")

    def on_first() -> None:
        nonlocal connected
        connected += 1
        if connected == count:
            all_connected.set()

    readers: list[_StreamReader] = []
    for i in range(count):
        path = f"/api/v1/matches/{match_ids[i % len(match_ids)]}/stream"
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n\r\n"
        ).encode()
        _, reader = await loop.create_connection(
            functools.partial(_StreamReader, request, on_first, latencies), host, int(port)
        )
        readers.append(reader)
    await asyncio.wait_for(all_connected.wait(), timeout=180)
    print("ready", flush=True)
    await stop.wait()
    failed = sum(1 for r in readers if r.closed.done())
    latencies.sort()
    print(json.dumps({"connected": connected, "failed": failed, "latencies": latencies}))


def start_subscribers(port: int, match_ids: list[int], count: int) -> subprocess.Popen[str]:
    """The subscriber process, once its `count` streams are all open; SIGTERM ends it and it
    prints its figures (`subscribe`) on stdout."""
    # uvloop, as the servers use: the subscribers stand in for clients elsewhere, so they
    # should take as little of the two cores as they can.
    code = (
        "import sys, uvloop; sys.path.insert(0, '.'); from bench.events import subscribe;"
        f"uvloop.run(subscribe('http://127.0.0.1:{port}', {match_ids!r}, {count}))"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None
    if process.stdout.readline().strip() != "ready":
        process.terminate()
        raise SystemExit("the subscribers did not all connect")
    return process


# --- one level --------------------------------------------------------------------------------


def run_level(
    subscribers: int, seconds: float, warmup: float, postgres: str, redis_url: str
) -> dict[str, float]:
    run_id = secrets.token_hex(4)
    db_url = f"{postgres.rstrip('/')}/yokohama_bench_events_{run_id}"
    namespace = f"bench-events-{run_id}"
    recreate_database(db_url)  # a new name: nobody else's database
    try:
        return _run_level(subscribers, seconds, warmup, db_url, redis_url, namespace)
    finally:
        drop_database(db_url)
        delete_redis_namespace(redis_url, namespace)


def _run_level(
    subscribers: int, seconds: float, warmup: float, db_url: str, redis_url: str, namespace: str
) -> dict[str, float]:
    env = server_env(db_url, redis_url, namespace)
    env["EVENTS_CHANNEL"] = namespace
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env, check=True
    )
    plans = seed_matches_subprocess(env, SUBMITTERS)
    match_ids = [match for plan in plans for match in plan["matches"]]
    wsgi_port, asgi_port = free_port(), free_port()
    wsgi = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "yokohama_server.wsgi:application", "-w", "4",
         "--worker-class", "gthread", "--threads", "4", "-b", f"127.0.0.1:{wsgi_port}",
         "--log-level", "warning"],
        cwd=ROOT, env=env,
    )  # fmt: skip
    asgi = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "yokohama_server.asgi:application", "--host",
         "127.0.0.1", "--port", str(asgi_port), "--no-access-log", "--log-level", "warning"],
        cwd=ROOT, env=env,
    )  # fmt: skip
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "yokohama_server", "worker", "-P", "solo",
         "-Q", namespace, "-l", "WARNING", "--without-gossip", "--without-mingle"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    listener: subprocess.Popen[str] | None = None
    try:
        wait_for_port(wsgi_port, wsgi, "gunicorn")
        wait_for_port(asgi_port, asgi, "uvicorn")
        time.sleep(1.0)
        asgi_idle_kb = rss_kb({asgi.pid})
        if subscribers:
            listener = start_subscribers(asgi_port, match_ids, subscribers)
        time.sleep(1.0)
        asgi_held_kb = rss_kb({asgi.pid})
        # CPU over the whole drive (warm-up included): where the machine's two cores went.
        groups = {
            "wsgi": children_of(wsgi.pid),
            "asgi": {asgi.pid},
            "subscribers": {listener.pid} if listener is not None else set(),
        }
        cpu_before = {name: cpu_seconds(pids) for name, pids in groups.items()}
        # PostgreSQL starts a backend per new connection during the drive: CPU per pid, so the
        # backends born during the drive count in full (on a shared server, others' too).
        postgres_before = {pid: cpu_seconds({pid}) for pid in pids_named("postgres")}
        wall_before = time.monotonic()
        players = asyncio.run(drive(f"http://127.0.0.1:{wsgi_port}", plans, seconds, warmup))
        wall = time.monotonic() - wall_before
        cpu = {name: (cpu_seconds(pids) - cpu_before[name]) / wall for name, pids in groups.items()}
        cpu["postgres"] = (
            sum(
                cpu_seconds({pid}) - postgres_before.get(pid, 0.0) for pid in pids_named("postgres")
            )
            / wall
        )
        server_pids = children_of(wsgi.pid) | {asgi.pid} | children_of(worker.pid)
        servers_kb = rss_kb(server_pids)
        stats: dict[str, Any] = {"connected": 0, "failed": 0, "latencies": []}
        if listener is not None:
            listener.send_signal(signal.SIGTERM)
            out, _ = listener.communicate(timeout=60)
            stats = json.loads(out.strip().splitlines()[-1])
    finally:
        for proc in (listener, wsgi, asgi, worker):
            if proc is not None and proc.poll() is None:
                proc.terminate()
                proc.wait(timeout=20)
    submits = sorted(lat for p in players for lat in p.latencies)
    rate = len(submits) / seconds
    submit_p99 = submits[int(0.99 * (len(submits) - 1))] * 1000 if submits else float("nan")
    delivery = stats["latencies"]
    d50 = statistics.median(delivery) * 1000 if delivery else float("nan")
    d99 = delivery[int(0.99 * (len(delivery) - 1))] * 1000 if delivery else float("nan")
    per_subscriber = (asgi_held_kb - asgi_idle_kb) / subscribers if subscribers else 0.0
    print(
        f"subscribers={subscribers} connected={stats['connected']} failed={stats['failed']} "
        f"events_received={len(delivery)} delivery_p50_ms={d50:.1f} delivery_p99_ms={d99:.1f} "
        f"submit_actions_per_s={rate:.1f} submit_p99_ms={submit_p99:.1f} "
        f"rss_servers_mb={servers_kb / 1024:.0f} rss_asgi_mb={asgi_held_kb / 1024:.0f} "
        f"rss_per_idle_subscriber_kb={per_subscriber:.1f} "
        + " ".join(f"cpu_{name}_cores={value:.2f}" for name, value in cpu.items()),
        flush=True,
    )
    return {"rate": rate, "d99": d99, "per_subscriber": per_subscriber}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--subscribers", default="0,1000")
    parser.add_argument("--rounds", type=int, default=3, help="each level once per round")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--postgres", default=DEFAULT_POSTGRES, help="server for the databases")
    parser.add_argument("--redis-url", default=DEFAULT_REDIS)
    args = parser.parse_args()
    levels = [int(n) for n in args.subscribers.split(",")]
    rounds: list[dict[int, dict[str, float]]] = []
    for number in range(args.rounds):
        order = levels if number % 2 == 0 else levels[::-1]
        print(f"round {number + 1} of {args.rounds}: subscribers {order}", flush=True)
        rounds.append(
            {
                n: run_level(n, args.seconds, args.warmup, args.postgres, args.redis_url)
                for n in order
            }
        )
    base, top = levels[0], levels[-1]
    ratios = [result[top]["rate"] / result[base]["rate"] for result in rounds]
    print("submit_ratio per round: " + " ".join(f"{ratio:.2f}" for ratio in ratios))
    print(
        f"events subscribers={top} rounds={len(rounds)} "
        f"delivery_p99_ms={statistics.median(r[top]['d99'] for r in rounds):.1f} "
        f"submit_ratio={statistics.median(ratios):.2f} "
        f"rss_per_subscriber_kb={statistics.median(r[top]['per_subscriber'] for r in rounds):.1f}"
    )


if __name__ == "__main__":
    main()
