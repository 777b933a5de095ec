"""API load benchmark: the WSGI server on PostgreSQL, closed-loop clients playing their matches.

Each client plays 4-player matches of one game alone (it holds the tokens of all four
seats), picking a random legal action at every decision. Only accepted actions (201) are
counted; latency is measured on those POSTs. Every game of --games is run at every client
count of --clients, each on a fresh database and a fresh server.

Measuring starts only once every worker process has answered a request (a worker boots and
warms up lazily, seconds after the port opens on a busy machine), then after --warmup.
Each level prints one line with throughput, latency and the CPU it cost:
`cpu_ms_per_action` is the CPU of the web processes (the server's main process and workers) plus
that of the PostgreSQL backends connected to the bench's own database (pg_stat_activity ->
pid -> /proc/pid/stat; other databases' backends on the same server are not counted), per
accepted action; `idle_share` is the machine's idle share during the window (/proc/stat, all
cores), so a figure from a busy machine is recognisable; `worker_cores` is each worker
process's CPU (cores, busiest first): a keep-alive connection stays with the worker that
accepted it, so runs can split the load differently, and runs of different splits are not
alike (measured both ways: more CPU per action with an idle worker, and less with fewer busy
processes than cores; a warning names an idle worker). Each client gets enough matches
for the window (--matches); one that still plays them all before the window ends is counted
in `exhausted_clients` (with a warning: the load fell off) and `window_s` says how long the
measured window lasted, which throughput is divided by. The last line is
`api_actions_per_s=<n> p50_ms=<n> p99_ms=<n> cpu_ms_per_action=<n>` for the last level.

Usage: python bench/api_load.py [--games yokohama,shinjuku,yamatai] [--clients 8,32]
                                [--seconds 30] [--warmup 5] [--matches N]
                                [--workers 4] [--threads 4] [--server granian|gunicorn]
                                [--no-redis] [--postgres URL] [--database-url URL [--force]]
                                [--redis-url URL] [--keep] [--profile]
--profile also samples the workers with py-spy during the window and prints where their
Python time goes (bench/gil_profile.py).
The server runs as in production (README): granian, --workers processes of --threads
blocking threads each (keep-alive; --server gunicorn: gunicorn's gthread workers, the server
before it, for comparison), PostgreSQL and Redis as the cache behind rate limiting
(--no-redis uses per-process memory instead).
PostgreSQL's CPU is only measured when it runs on this machine (reads /proc).

It only touches what it creates:
- PostgreSQL: a new database with a unique name (yokohama_bench_<random>) on the server of
  --postgres (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432).
  --database-url (BENCH_DATABASE_URL) names a database instead: if it exists the bench
  refuses to run unless told --force (then it is dropped and recreated). Either way the
  database is dropped at the end (--keep keeps it for inspection).
- Redis (--redis-url, BENCH_REDIS_URL, default redis://127.0.0.1:6379/13): never flushed.
  The run's cache keys and Celery queue live under a unique prefix (bench-<random>) and are
  deleted at the end; other keys in that Redis database are left alone.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import random
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import cpu as bench_cpu  # noqa: E402 (after the repository is on sys.path)
from bench import gil_profile  # noqa: E402
from bench.cpu import children_of as children_of  # noqa: E402 (other benches import these)
from bench.cpu import cpu_seconds as cpu_seconds  # noqa: E402
from bench.cpu import pids_named as pids_named  # noqa: E402
from bench.web_server import SERVERS, wsgi_command  # noqa: E402

DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432"
DEFAULT_REDIS = "redis://127.0.0.1:6379/13"
PLAYERS = 4
MATCHES_PER_CLIENT = 3


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class RefusedError(SystemExit):
    pass


def split_database_url(url: str) -> tuple[str, str]:
    """(URL of the server's `postgres` maintenance database, database name)."""
    server, name = url.rsplit("/", 1)
    return f"{server}/postgres", name


def database_exists(url: str) -> bool:
    import psycopg

    admin_url, name = split_database_url(url)
    with psycopg.connect(admin_url, autocommit=True) as conn:
        row = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
    return row is not None


def recreate_database(url: str) -> None:
    """Drop and create `url`'s database: only ever called on one this run created (or --force)."""
    import psycopg

    admin_url, name = split_database_url(url)
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')


def drop_database(url: str) -> None:
    import psycopg

    admin_url, name = split_database_url(url)
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def choose_database(args: argparse.Namespace, run_id: str) -> str:
    """The database this run may drop and recreate; refuses someone else's without --force."""
    if not args.database_url:
        return f"{args.postgres.rstrip('/')}/yokohama_bench_{run_id}"
    if database_exists(args.database_url) and not args.force:
        raise RefusedError(
            f"refusing to drop the existing database {args.database_url}: this bench did not "
            "create it. Pass --force to drop and recreate it, or leave --database-url out to "
            "use a new uniquely named database."
        )
    return str(args.database_url)


def delete_redis_namespace(redis_url: str, namespace: str) -> int:
    """Delete this run's keys (cache prefix, Celery queue and the bindings kombu keeps for it);
    their count. kombu's `_kombu.binding_deadlines`, shared by every worker there, stays."""
    import redis

    client = redis.Redis.from_url(redis_url)
    try:
        keys = list(client.scan_iter(match=f"*{namespace}*", count=1000))
        return int(client.delete(*keys)) if keys else 0
    finally:
        client.close()


def server_env(db_url: str, redis_url: str | None, namespace: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    if redis_url:
        # Nothing consumes this queue: the bench has no bot seats, and finished matches'
        # finalisation tasks simply wait in it until the namespace is deleted at the end.
        env.update(
            REDIS_URL=redis_url, CELERY_TASK_DEFAULT_QUEUE=namespace, CACHE_KEY_PREFIX=namespace
        )
    return {
        **env,
        "DATABASE_URL": db_url,
        "DEBUG": "False",
        "SECRET_KEY": secrets.token_urlsafe(40),
        "ALLOWED_HOSTS": "127.0.0.1",
        "LOG_LEVEL": "WARNING",
        "CONN_MAX_AGE": "600",
        "THROTTLE_ANON": "1000000/min",
        "THROTTLE_USER": "1000000/min",
    }


def seed_matches(
    env: dict[str, str],
    clients: int,
    matches_per_client: int = MATCHES_PER_CLIENT,
    game: str = "yokohama",
) -> list[dict[str, Any]]:
    """Create the accounts and matches (in-process, straight through the services)."""
    os.environ.update(
        {k: v for k, v in env.items() if k in ("DATABASE_URL", "SECRET_KEY", "DEBUG")}
    )
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")
    import django

    django.setup()
    from games import services

    plans = []
    for client in range(clients):
        tokens = []
        users = []
        for seat in range(PLAYERS):
            issued = services.account_create(username=f"bench-{client}-{seat}")
            users.append(issued.user)
            tokens.append(issued.raw_key)
        matches = []
        for number in range(matches_per_client):
            match = services.match_create(
                creator=users[0], game=game, players=PLAYERS, seed=client * 100 + number
            )
            for user in users[1:]:
                services.match_join(match_id=match.pk, user=user)
            matches.append(match.pk)
        plans.append({"tokens": tokens, "matches": matches})
    from django.db import connections

    connections.close_all()
    return plans


def server_socket_inode(server_port: int, client_port: int) -> str | None:
    """The inode of the server side of the loopback TCP connection from `client_port`."""
    local, remote = f"0100007F:{server_port:04X}", f"0100007F:{client_port:04X}"
    try:
        lines = Path("/proc/net/tcp").read_text().splitlines()[1:]
    except OSError:
        return None
    for line in lines:
        fields = line.split()
        if fields[1] == local and fields[2] == remote:
            return fields[9]
    return None


def pid_holding(inode: str, pids: set[int]) -> int | None:
    target = f"socket:[{inode}]"
    for pid in pids:
        try:
            for fd in Path(f"/proc/{pid}/fd").iterdir():
                try:
                    if os.readlink(fd) == target:
                        return pid
                except OSError:
                    continue
        except OSError:
            continue
    return None


def answering_worker(
    port: int, path: str, workers: set[int], accept_timeout: float = 120.0
) -> int | None:
    """GET `path` on a new connection; the worker of `workers` that accepted it (within
    `accept_timeout`), when it answered 200.

    The request's blank last line is held back until a worker holds the connection's server
    end: a sync worker closes the connection as soon as it has answered, and a gthread worker
    may too."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=120) as sock:
            head = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            sock.sendall(head.encode())
            client_port = sock.getsockname()[1]
            holder = None
            deadline = time.monotonic() + accept_timeout
            while holder is None and time.monotonic() < deadline:
                # Until a worker accepts it, the connection waits in the listen queue.
                inode = server_socket_inode(port, client_port)
                holder = pid_holding(inode, workers) if inode else None
                if holder is None:
                    time.sleep(0.05)
            sock.sendall(b"\r\n")
            answer = b""
            while chunk := sock.recv(65536):
                answer += chunk
    except OSError:
        return None
    status = answer.split(b"\r\n", 1)[0].split()
    return holder if len(status) > 1 and status[1] == b"200" else None


def wait_for_every_worker(
    server: subprocess.Popen[bytes], port: int, workers: int, timeout: float = 300.0
) -> set[int]:
    """Wait until the server has all its workers and each one has answered a request.

    The port opens when the arbiter binds it, long before its workers have imported the
    project and served a first request (9-32 s on a loaded machine): measuring from then
    on reports a cold start, or nothing at all. Returns the worker pids."""
    from concurrent.futures import ThreadPoolExecutor

    deadline = time.monotonic() + timeout
    answered: set[int] = set()
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"the server exited with {server.returncode} before serving")
        pids = bench_cpu.children_of(server.pid) - {server.pid}
        if len(pids) < workers:
            time.sleep(0.2)
            continue
        with ThreadPoolExecutor(max_workers=workers * 4) as pool:
            tries = [pids] * (workers * 4)
            seen = list(pool.map(partial(answering_worker, port, "/api/v1/games"), tries))
        answered |= {pid for pid in seen if pid is not None}
        if pids <= answered:
            return pids
        time.sleep(0.1)
    raise SystemExit(f"not every worker answered within {timeout:.0f} s")


class Player:
    """One closed-loop client: its own matches, all seats' tokens."""

    def __init__(self, base: str, plan: dict[str, Any], seed: int) -> None:
        self.base = base
        self.tokens = plan["tokens"]
        self.matches = list(plan["matches"])
        self.rng = random.Random(seed)
        self.latencies: list[float] = []
        self.rejected = 0
        self.ran_out_at: float | None = None  # when it had no match left to play

    def headers(self, seat: int) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[seat]}"}

    async def run(self, session: aiohttp.ClientSession, stop_at: float, record_from: float) -> None:
        while self.matches and time.monotonic() < stop_at:
            match_id = self.matches.pop(0)
            async with session.get(f"{self.base}/api/v1/matches/{match_id}") as resp:
                match = await resp.json()
            seat = match["to_move"][0]
            legal = None
            while time.monotonic() < stop_at:
                if legal is None:
                    url = f"{self.base}/api/v1/matches/{match_id}/legal-actions"
                    async with session.get(url, headers=self.headers(seat)) as resp:
                        body = await resp.json()
                    legal, seq = body["actions"], body["seq"]
                choice = self.rng.choice(legal)["notation"]
                started = time.monotonic()
                async with session.post(
                    f"{self.base}/api/v1/matches/{match_id}/actions",
                    json={"expected_seq": seq, "action": choice},
                    headers=self.headers(seat),
                ) as resp:
                    body = await resp.json()
                    status = resp.status
                if status != 201:
                    self.rejected += 1
                    legal = None
                    continue
                if started >= record_from:
                    self.latencies.append(time.monotonic() - started)
                if body["status"] != "active":
                    break
                seq = body["seq"]
                if seat in body["to_move"]:
                    legal = body["legal_actions"]
                else:
                    seat, legal = body["to_move"][0], None
        if not self.matches:
            self.ran_out_at = time.monotonic()


async def drive(base: str, plans: list[dict[str, Any]], seconds: float, warmup: float) -> Any:
    players = [Player(base, plan, seed) for seed, plan in enumerate(plans)]
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        start = time.monotonic()
        await asyncio.gather(
            *(p.run(session, start + warmup + seconds, start + warmup) for p in players)
        )
    return players


def run_level(
    game: str,
    clients: int,
    seconds: float,
    warmup: float,
    workers: int,
    threads: int,
    db_url: str,
    redis_url: str | None,
    namespace: str,
    profile: bool = False,
    matches_per_client: int = MATCHES_PER_CLIENT,
    wsgi_server: str = "granian",
) -> dict[str, float]:
    recreate_database(db_url)
    env = server_env(db_url, redis_url, namespace)
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=env, check=True
    )
    plans = seed_matches_subprocess(env, clients, matches_per_client, game=game)
    admin_url, database = split_database_url(db_url)
    port = free_port()
    server = subprocess.Popen(
        wsgi_command(port, workers=workers, threads=threads, server=wsgi_server),
        cwd=ROOT,
        env=env,
    )
    window = bench_cpu.Window()
    samples = Path(tempfile.mkdtemp(prefix="api-load-")) / "py-spy.raw" if profile else None
    sampler = None
    try:
        base = f"http://127.0.0.1:{port}"
        web_pids = wait_for_every_worker(server, port, workers) | {server.pid}

        def groups() -> dict[str, set[int]]:
            return {
                "web": web_pids,
                "postgres": bench_cpu.database_backend_pids(admin_url, database),
            }

        async def measured() -> Any:
            task = asyncio.create_task(drive(base, plans, seconds, warmup))
            await asyncio.sleep(warmup)
            window.start(groups())
            nonlocal sampler
            if samples is not None:
                # Stops a second early: its samples all fall inside the window.
                sampler = gil_profile.start(server.pid, seconds - 1, samples)
            client_before = time.process_time()
            wall_before = time.monotonic()
            players = await task
            # Backends are persistent (CONN_MAX_AGE): the ones open now served the window.
            window.stop(groups())
            window.wall = time.monotonic() - wall_before
            client_cpu = (time.process_time() - client_before) / window.wall
            # A client that played all its matches before the end left the load lighter.
            early = wall_before + seconds - 1.0
            exhausted = sum(p.ran_out_at is not None and p.ran_out_at < early for p in players)
            return players, client_cpu, exhausted

        players, client_cpu, exhausted = asyncio.run(measured())
        if sampler is not None:
            sampler.wait(timeout=seconds + 60)
    finally:
        if sampler is not None and sampler.poll() is None:
            sampler.kill()
        server.terminate()
        server.wait(timeout=20)
    latencies = sorted(lat for p in players for lat in p.latencies)
    accepted = len(latencies)
    rate = accepted / window.wall  # the window ends early when every client ran out
    p50 = statistics.median(latencies) * 1000 if latencies else float("nan")
    p99 = latencies[int(0.99 * (accepted - 1))] * 1000 if latencies else float("nan")
    web_cpu, pg_cpu = window.cpu["web"], window.cpu["postgres"]
    per_action = bench_cpu.per_unit_ms(web_cpu + pg_cpu, accepted)
    rejected = sum(p.rejected for p in players)
    # Each worker's share, busiest first: keep-alive connections stay with the worker that
    # accepted them, so an uneven split lasts the whole window (and shows here).
    workers_cpu = sorted(
        (cpu for pid, cpu in window.by_process["web"].items() if pid != server.pid), reverse=True
    )
    worker_cores = "/".join(f"{cpu / window.wall:.2f}" for cpu in workers_cpu)
    print(
        f"game={game} clients={clients} accepted={accepted} rejected={rejected} "
        f"actions_per_s={rate:.1f} p50_ms={p50:.1f} p99_ms={p99:.1f} "
        f"cpu_ms_per_action={per_action:.2f} "
        f"web_ms_per_action={bench_cpu.per_unit_ms(web_cpu, accepted):.2f} "
        f"postgres_ms_per_action={bench_cpu.per_unit_ms(pg_cpu, accepted):.2f} "
        f"cpu_web_cores={web_cpu / window.wall:.2f} cpu_postgres_cores={pg_cpu / window.wall:.2f} "
        f"cpu_clients_cores={client_cpu:.2f} "
        f"idle_share={window.idle_share:.2f} steal_share={window.steal_share:.2f} "
        f"window_s={window.wall:.1f} exhausted_clients={exhausted} "
        f"worker_cores={worker_cores}",
        flush=True,
    )
    if exhausted:
        print(
            f"warning: {exhausted} of {clients} clients played all their matches before the "
            "window ended, so the load fell off: these figures are not the level's; seed more "
            "with --matches",
            file=sys.stderr,
            flush=True,
        )
    if workers_cpu and workers_cpu[-1] < 0.5 * statistics.mean(workers_cpu):
        print(
            f"warning: a worker used {workers_cpu[-1] / window.wall:.2f} cores against "
            f"{statistics.mean(workers_cpu) / window.wall:.2f} on average: it holds few or none "
            "of the clients' keep-alive connections (whichever worker accepts a connection "
            "serves it to the end), so the others share the load with more threads each: "
            "compare runs of like splits, or run again",
            file=sys.stderr,
            flush=True,
        )
    if samples is not None:
        if sampler is None:
            print("  GIL profile: py-spy is not installed (pip install py-spy)", flush=True)
        else:
            # No file: py-spy could not attach (it says why on its stderr); report no samples.
            lines = samples.read_text().splitlines() if samples.exists() else []
            found = gil_profile.parse(lines)
            web_ms = bench_cpu.per_unit_ms(web_cpu, accepted)
            print("\n".join(gil_profile.report(found, web_ms)), flush=True)
        shutil.rmtree(samples.parent, ignore_errors=True)
    return {"rate": rate, "p50": p50, "p99": p99, "cpu_ms": per_action}


def seed_matches_subprocess(
    env: dict[str, str],
    clients: int,
    matches_per_client: int = MATCHES_PER_CLIENT,
    game: str = "yokohama",
) -> list[dict[str, Any]]:
    """Seed in a child process so this process never imports Django (keeps the client light)."""
    import json

    code = (
        "import json, sys; sys.path.insert(0, '.'); from bench.api_load import seed_matches; "
        "print(json.dumps(seed_matches(dict(__import__('os').environ), "
        f"{clients}, {matches_per_client}, {game!r})))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, check=True, capture_output=True, text=True
    )
    return list(json.loads(out.stdout.strip().splitlines()[-1]))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--games", default="yokohama,shinjuku,yamatai")
    parser.add_argument("--clients", default="8,32")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument(
        "--matches",
        type=int,
        default=None,
        help="matches seeded per client (default: one per second of warmup and window, at least 3)",
    )
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--threads", type=int, default=4, help="threads per worker process")
    parser.add_argument(
        "--server",
        choices=SERVERS,
        default="granian",
        help="the WSGI server (granian, as in production; gunicorn gthread for comparison)",
    )
    parser.add_argument("--no-redis", action="store_true")
    parser.add_argument(
        "--postgres",
        default=os.environ.get("BENCH_POSTGRES_URL", DEFAULT_POSTGRES),
        help="server where the bench creates (and drops) its own uniquely named database",
    )
    parser.add_argument(
        "--database-url",
        default=os.environ.get("BENCH_DATABASE_URL"),
        help="use this database instead (refused if it exists, unless --force)",
    )
    parser.add_argument(
        "--force", action="store_true", help="drop and recreate an existing --database-url"
    )
    parser.add_argument(
        "--redis-url",
        default=os.environ.get("BENCH_REDIS_URL", DEFAULT_REDIS),
        help="Redis for the cache and queue (keys under a unique prefix, deleted at the end)",
    )
    parser.add_argument("--keep", action="store_true", help="keep the database for inspection")
    parser.add_argument(
        "--profile",
        action="store_true",
        help="also sample the workers with py-spy: where their Python time goes",
    )
    args = parser.parse_args()
    run_id = secrets.token_hex(4)
    namespace = f"bench-{run_id}"
    db_url = choose_database(args, run_id)
    redis_url = None if args.no_redis else args.redis_url
    print(
        f"{args.server} workers={args.workers} threads={args.threads} redis={redis_url or 'none'} "
        f"database={db_url.rsplit('/', 1)[1]} namespace={namespace}",
        flush=True,
    )
    try:
        results = [
            run_level(
                game,
                int(n),
                args.seconds,
                args.warmup,
                args.workers,
                args.threads,
                db_url,
                redis_url,
                namespace,
                profile=args.profile,
                wsgi_server=args.server,
                matches_per_client=args.matches
                or max(MATCHES_PER_CLIENT, math.ceil(args.warmup + args.seconds)),
            )
            for game in args.games.split(",")
            for n in args.clients.split(",")
        ]
    finally:
        if redis_url:
            delete_redis_namespace(redis_url, namespace)
        if not args.keep:
            drop_database(db_url)
    last = results[-1]
    print(
        f"api_actions_per_s={last['rate']:.1f} p50_ms={last['p50']:.1f} "
        f"p99_ms={last['p99']:.1f} cpu_ms_per_action={last['cpu_ms']:.2f}"
    )


if __name__ == "__main__":
    main()
