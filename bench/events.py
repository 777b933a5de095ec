"""Live events benchmark: N server-sent-event subscribers while 32 clients submit actions.

The production shape of the README on this machine: PostgreSQL, Redis, granian (WSGI, the
API) and uvicorn (ASGI, the event streams) side by side, and a Celery worker. The run
alternates windows of each level of --subscribers: a window starts a fresh uvicorn, a
separate subscriber process opens N match streams on it (as spectators, spread evenly over
the window's matches) and, once all are connected, 32 closed-loop clients (bench/api_load.py's)
play fresh matches through granian for --warmup then --seconds. Printed per window:
subscribers connected, delivery latency from the action's commit to its receipt by a
subscriber (p50/p99; measured from the action's `created_at`, taken just before the commit,
so slightly over), submit actions/s and p99, the servers' RSS, the ASGI server's memory per
idle subscriber, and where the machine's CPU went (per process group; /proc/stat's states).

This shared 2-core machine's speed drifts by 10-20% within a minute, more than the cost being
measured. So the database, granian and the worker stay up for the whole run, the windows are
short and come in --pairs pairs (ABBA order: 0,1000 then 1000,0 ...), and each pair gives
its own throughput ratio from two drives seconds apart. The last line gives the median ratio,
the mean and the 95% confidence interval of the mean:
`events subscribers=<n> pairs=<p> delivery_p99_ms=<median> submit_ratio=<median>
submit_ratio_mean=<mean> submit_ratio_ci95=<low>..<high> rss_per_subscriber_kb=<n>`.

Usage: python bench/events.py [--subscribers 0,1000] [--pairs 10] [--seconds 10] [--warmup 3]
                              [--postgres URL] [--redis-url URL]
Safe to run: it creates its own uniquely named database on --postgres (default
postgres://postgres@127.0.0.1:5432) and drops it at the end, and keeps its Redis keys, queue
and event channel under a unique `bench-events-<id>` prefix on --redis-url (default
redis://127.0.0.1:6379/0), deleted at the end; nothing else is touched.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import math
import os
import secrets
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.api_load import (
    MATCHES_PER_CLIENT,
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
from bench.web_server import wsgi_command

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


# /proc/stat's first line, after "cpu": the machine's ticks in each state (proc(5)).
SERVER_GROUPS = ("wsgi", "asgi", "worker", "redis", "postgres")
MACHINE_CPU_FIELDS = ("user", "nice", "system", "idle", "iowait", "irq", "softirq", "steal")


def machine_cpu_ticks() -> dict[str, int]:
    """The whole machine's CPU by state: softirq and steal belong to no process, and idle
    shows whether the two cores were saturated."""
    fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    return dict(zip(MACHINE_CPU_FIELDS, map(int, fields), strict=False))


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


def stop_subscribers(process: subprocess.Popen[str]) -> dict[str, Any]:
    """End the subscriber process; what it measured (`subscribe`'s last line)."""
    process.send_signal(signal.SIGTERM)
    out, _ = process.communicate(timeout=60)
    return dict(json.loads(out.strip().splitlines()[-1]))


def stop(*processes: subprocess.Popen[Any] | None) -> None:
    """Terminate those still running, and wait for each."""
    for process in processes:
        if process is not None and process.poll() is None:
            process.terminate()
            process.wait(timeout=20)


# --- one run: the servers that stay, and the windows that alternate -----------------------------


@dataclass
class Shared:
    """What every window of a run uses: the database, granian and the worker stay up (warm)
    while each window starts its own events server."""

    env: dict[str, str]
    wsgi: subprocess.Popen[bytes]
    worker: subprocess.Popen[bytes]
    wsgi_port: int


def run(
    levels: list[int], pairs: int, seconds: float, warmup: float, postgres: str, redis_url: str
) -> list[dict[int, dict[str, float]]]:
    run_id = secrets.token_hex(4)
    db_url = f"{postgres.rstrip('/')}/yokohama_bench_events_{run_id}"
    namespace = f"bench-events-{run_id}"
    recreate_database(db_url)  # a new name: nobody else's database
    try:
        return _run(levels, pairs, seconds, warmup, db_url, redis_url, namespace)
    finally:
        drop_database(db_url)
        delete_redis_namespace(redis_url, namespace)


def _run(
    levels: list[int],
    pairs: int,
    seconds: float,
    warmup: float,
    db_url: str,
    redis_url: str,
    namespace: str,
) -> list[dict[int, dict[str, float]]]:
    env = server_env(db_url, redis_url, namespace)
    env["EVENTS_CHANNEL"] = namespace
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env, check=True
    )
    # Each window plays matches of its own, fresh, as a separate run of the old bench did.
    windows = pairs * len(levels)
    plans = seed_matches_subprocess(env, SUBMITTERS, MATCHES_PER_CLIENT * windows)
    wsgi_port = free_port()
    wsgi = subprocess.Popen(wsgi_command(wsgi_port, workers=4, threads=4), cwd=ROOT, env=env)
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "yokohama_server", "worker", "-P", "solo",
         "-Q", namespace, "-l", "WARNING", "--without-gossip", "--without-mingle"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    shared = Shared(env=env, wsgi=wsgi, worker=worker, wsgi_port=wsgi_port)
    results: list[dict[int, dict[str, float]]] = []
    try:
        wait_for_port(wsgi_port, wsgi, "the WSGI server")
        window = 0
        for number in range(pairs):
            # ABBA: a steady drift of the machine's speed falls on both levels alike.
            order = levels if number % 2 == 0 else levels[::-1]
            print(f"pair {number + 1} of {pairs}: subscribers {order}", flush=True)
            results.append({})
            for subscribers in order:
                first = window * MATCHES_PER_CLIENT
                window_plans = [
                    {**plan, "matches": plan["matches"][first : first + MATCHES_PER_CLIENT]}
                    for plan in plans
                ]
                window += 1
                results[-1][subscribers] = run_window(
                    shared, subscribers, window_plans, seconds, warmup
                )
    finally:
        stop(wsgi, worker)
    return results


def run_window(
    shared: Shared, subscribers: int, plans: list[dict[str, Any]], seconds: float, warmup: float
) -> dict[str, float]:
    """One drive with `subscribers` streams open on a freshly started events server (so a
    window without subscribers has no listener left from the one before)."""
    match_ids = [match for plan in plans for match in plan["matches"]]
    asgi_port = free_port()
    asgi = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "yokohama_server.asgi:application", "--host",
         "127.0.0.1", "--port", str(asgi_port), "--no-access-log", "--log-level", "warning"],
        cwd=ROOT, env=shared.env,
    )  # fmt: skip
    listener: subprocess.Popen[str] | None = None
    try:
        wait_for_port(asgi_port, asgi, "uvicorn")
        time.sleep(1.0)
        asgi_idle_kb = rss_kb({asgi.pid})
        if subscribers:
            listener = start_subscribers(asgi_port, match_ids, subscribers)
        time.sleep(1.0)
        asgi_held_kb = rss_kb({asgi.pid})
        # CPU over the whole drive (warm-up included): where the machine's two cores went.
        groups = {
            "wsgi": children_of(shared.wsgi.pid),
            "asgi": {asgi.pid},
            "subscribers": {listener.pid} if listener is not None else set(),
            "clients": {os.getpid()},  # the 32 submitting clients run in this process
            "worker": children_of(shared.worker.pid),
            "redis": pids_named("redis-server"),
        }
        cpu_before = {name: cpu_seconds(pids) for name, pids in groups.items()}
        machine_before = machine_cpu_ticks()
        # PostgreSQL starts a backend per new connection during the drive: CPU per pid, so the
        # backends born during the drive count in full (on a shared server, others' too).
        postgres_before = {pid: cpu_seconds({pid}) for pid in pids_named("postgres")}
        wall_before = time.monotonic()
        base = f"http://127.0.0.1:{shared.wsgi_port}"
        players = asyncio.run(drive(base, plans, seconds, warmup))
        wall = time.monotonic() - wall_before
        machine = machine_cpu_ticks()
        cpu = {name: (cpu_seconds(pids) - cpu_before[name]) / wall for name, pids in groups.items()}
        cpu["postgres"] = (
            sum(
                cpu_seconds({pid}) - postgres_before.get(pid, 0.0) for pid in pids_named("postgres")
            )
            / wall
        )
        ticks = os.sysconf("SC_CLK_TCK") * wall
        for name in MACHINE_CPU_FIELDS:
            cpu[f"machine_{name}"] = (machine[name] - machine_before[name]) / ticks
        server_pids = children_of(shared.wsgi.pid) | {asgi.pid} | children_of(shared.worker.pid)
        servers_kb = rss_kb(server_pids)
        stats: dict[str, Any] = {"connected": 0, "failed": 0, "latencies": []}
        if listener is not None:
            stats = stop_subscribers(listener)
    finally:
        stop(listener, asgi)
    submits = sorted(lat for p in players for lat in p.latencies)
    rate = len(submits) / seconds
    submit_p99 = submits[int(0.99 * (len(submits) - 1))] * 1000 if submits else float("nan")
    delivery = stats["latencies"]
    d50 = statistics.median(delivery) * 1000 if delivery else float("nan")
    d99 = delivery[int(0.99 * (len(delivery) - 1))] * 1000 if delivery else float("nan")
    per_subscriber = (asgi_held_kb - asgi_idle_kb) / subscribers if subscribers else 0.0
    # CPU per unit of work: the cores of the server side (web, stream server, worker, Redis,
    # PostgreSQL) over the accepted actions' rate; the stream server's over the events
    # delivered per second; and the machine's idle share, so a busy machine shows.
    server_cores = sum(cpu.get(name, 0.0) for name in SERVER_GROUPS)
    server_ms_per_action = server_cores * 1000 / rate if rate else float("nan")
    event_rate = len(delivery) / wall if wall else 0.0
    asgi_ms_per_event = cpu.get("asgi", 0.0) * 1000 / event_rate if event_rate else float("nan")
    busy = sum(cpu.get(f"machine_{name}", 0.0) for name in MACHINE_CPU_FIELDS)
    idle_share = (
        (cpu.get("machine_idle", 0.0) + cpu.get("machine_iowait", 0.0)) / busy
        if busy
        else float("nan")
    )
    print(
        f"subscribers={subscribers} connected={stats['connected']} failed={stats['failed']} "
        f"cpu_ms_per_action={server_ms_per_action:.2f} "
        f"asgi_cpu_ms_per_event={asgi_ms_per_event:.3f} idle_share={idle_share:.2f} "
        f"events_received={len(delivery)} delivery_p50_ms={d50:.1f} delivery_p99_ms={d99:.1f} "
        f"submit_actions_per_s={rate:.1f} submit_p99_ms={submit_p99:.1f} "
        f"rss_servers_mb={servers_kb / 1024:.0f} rss_asgi_mb={asgi_held_kb / 1024:.0f} "
        f"rss_per_idle_subscriber_kb={per_subscriber:.1f} "
        + " ".join(f"cpu_{name}_cores={value:.2f}" for name, value in cpu.items() if value),
        flush=True,
    )
    return {"rate": rate, "d99": d99, "per_subscriber": per_subscriber, **cpu}


def mean_interval(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (Student's t)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, float("nan")
    # Two-sided 97.5% quantiles of t for 1..30 degrees of freedom; past 30, about 2.
    t_975 = [12.71, 4.30, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.20, 2.18, 2.16,
             2.14, 2.13, 2.12, 2.11, 2.10, 2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06,
             2.05, 2.05, 2.05, 2.04]  # fmt: skip
    freedom = len(values) - 1
    t = t_975[freedom - 1] if freedom <= len(t_975) else 2.0
    return mean, t * statistics.stdev(values) / math.sqrt(len(values))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--subscribers", default="0,1000")
    parser.add_argument("--pairs", type=int, default=10, help="windows of each level")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured, per window")
    parser.add_argument("--warmup", type=float, default=3.0, help="before each window's count")
    parser.add_argument("--postgres", default=DEFAULT_POSTGRES, help="server for the database")
    parser.add_argument("--redis-url", default=DEFAULT_REDIS)
    args = parser.parse_args()
    levels = [int(n) for n in args.subscribers.split(",")]
    pairs = run(levels, args.pairs, args.seconds, args.warmup, args.postgres, args.redis_url)
    base, top = levels[0], levels[-1]
    ratios = [pair[top]["rate"] / pair[base]["rate"] for pair in pairs]
    print("submit_ratio per pair: " + " ".join(f"{ratio:.2f}" for ratio in ratios))
    for level in levels:
        shares = {
            name: statistics.median(pair[level][name] for pair in pairs)
            for name in pairs[0][level]
            if name not in ("rate", "d99", "per_subscriber")
        }
        print(
            f"cpu_cores_median subscribers={level} "
            + " ".join(f"{name}={value:.3f}" for name, value in shares.items() if value)
        )
    mean, half = mean_interval(ratios)
    print(
        f"events subscribers={top} pairs={len(pairs)} "
        f"delivery_p99_ms={statistics.median(p[top]['d99'] for p in pairs):.1f} "
        f"submit_ratio={statistics.median(ratios):.3f} "
        f"submit_ratio_mean={mean:.3f} submit_ratio_ci95={mean - half:.3f}..{mean + half:.3f} "
        f"rss_per_subscriber_kb={statistics.median(p[top]['per_subscriber'] for p in pairs):.1f}"
    )


if __name__ == "__main__":
    main()
