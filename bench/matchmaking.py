"""Quick-match benchmark: N simulated players post seeks over a period and wait for their match.

The production shape of the README on this machine: PostgreSQL, Redis, granian (the API,
4 workers x 4 threads), uvicorn (the event streams, 2 workers), a Celery worker and Celery
beat (the seek sweep). Each player is an account made beforehand; at a random moment of the
period it opens its user event stream on uvicorn (`GET /api/v1/events/stream`), posts one seek
to granian (a mix of games, player counts and options, see SEEK_MIX) and waits on the stream
for its `seek_matched` event.

Printed (the last line is the summary):
- paired_per_s: seeks matched during the run / the period;
- match_p50_ms / match_p99_ms: time from a seek to its match's start, counted only for seeks
  posted when enough compatible seeks were already waiting: those are the seeks whose POST
  completed a group (the answer said `matched`: the match had started when it was sent).
  A seek that had to wait for partners waited for players to arrive, which says nothing about
  the server; its partners_told figures are measured from that same completing POST (its send)
  to the moment each earlier member of the group read `seek_matched` on its stream;
- paired_twice: must be 0. Read in the database: matches holding more seekers than their
  player count, matched seeks whose account holds no seat in their match, seeks announced
  twice, accounts seated twice (each player posts one seek);
- lost: seeks still open at the end although a compatible group existed among the open seeks
  (games/matchmaking/pairing.py's own rules run on the rows left): must be 0;
- cpu_ms_per_seek: CPU of the servers over the run (granian, uvicorn, the worker, beat and
  the PostgreSQL backends of this run's database) per seek posted, like api_load.py's CPU per
  action. Redis is a shared server: its CPU is printed apart (whole server) and not counted.

Usage: python bench/matchmaking.py [--players 1000] [--seconds 60] [--grace 10]
                                   [--postgres URL | --database-url URL [--force]]
                                   [--redis-url URL] [--keep]
Safe to run: as bench/api_load.py, it creates its own uniquely named database on --postgres
(or --database-url, refused if it exists unless --force) and drops it at the end (--keep keeps
it), and keeps its Redis keys, Celery queue and event channel under a unique `bench-<id>`
prefix on --redis-url, deleted at the end; Redis is never flushed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.api_load import (
    DEFAULT_POSTGRES,
    DEFAULT_REDIS,
    ROOT,
    children_of,
    choose_database,
    cpu_seconds,
    delete_redis_namespace,
    drop_database,
    pids_named,
    recreate_database,
    server_env,
)
from bench.cluster import (
    Node,
    WebNode,
    beat_node,
    free_port,
    migrate,
    tail,
    wait_for,
    worker_node,
)
from bench.cpu import IdleShare
from bench.progress import Progress

# (weight, players, options): player counts 2-4 or any (None); options any (None) or the
# game's defaults ({}), which pair with "any" and with each other. No clock and no rating
# range: every seek can pair with some later one, so what is left open at the end is the
# arrival order's remainder, never a rule's.
SEEK_MIX: list[tuple[float, int | None, dict[str, Any] | None]] = [
    (0.35, 2, None),
    (0.15, 3, None),
    (0.15, 4, None),
    (0.20, None, None),
    (0.15, 2, {}),
]
GAMES = ("yokohama", "shinjuku", "yamatai")


# --- accounts (in a child process that imports Django; this one stays a light client) ----------


def make_accounts(count: int) -> list[dict[str, Any]]:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")
    import django

    django.setup()
    from games import services

    accounts = []
    for number in range(count):
        issued = services.account_create(username=f"seeker-{number:05d}")
        accounts.append({"user_id": issued.user.pk, "token": issued.raw_key})
    return accounts


def make_accounts_subprocess(env: dict[str, str], count: int) -> list[dict[str, Any]]:
    code = (
        "import json, sys; sys.path.insert(0, '.'); "
        "from bench.matchmaking import make_accounts; "
        f"print(json.dumps(make_accounts({count})))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, check=True, capture_output=True, text=True
    )
    return list(json.loads(out.stdout.strip().splitlines()[-1]))


# --- the simulated players ---------------------------------------------------------------------


@dataclass
class Seeker:
    token: str
    user_id: int
    at: float  # seconds into the period when it posts
    body: dict[str, Any]
    sent: float | None = None
    answered: float | None = None
    answer: dict[str, Any] = field(default_factory=dict)
    told: float | None = None  # when it read its seek_matched event
    match_id: int | None = None
    error: str | None = None

    @property
    def completed_its_group(self) -> bool:
        return self.answer.get("status") == "matched"


async def sse_events(content: aiohttp.StreamReader) -> AsyncIterator[tuple[str, Any]]:
    """(event, data) of a server-sent event stream; comments and `retry:` are skipped."""
    kind, data = "", ""
    async for raw in content:
        line = raw.decode().rstrip("\r\n")
        if not line:
            if kind:
                yield kind, json.loads(data) if data else None
            kind, data = "", ""
        elif line.startswith("event:"):
            kind = line[6:].strip()
        elif line.startswith("data:"):
            data = line[5:].strip()


async def play(
    seeker: Seeker,
    session: aiohttp.ClientSession,
    api: str,
    events: str,
    start: float,
    deadline: float,
) -> None:
    await asyncio.sleep(max(0.0, start + seeker.at - time.monotonic()))
    headers = {"Authorization": f"Bearer {seeker.token}"}
    try:
        async with session.get(f"{events}/api/v1/events/stream", headers=headers) as stream:
            if stream.status != 200:
                seeker.error = f"stream {stream.status}"
                return
            news = sse_events(stream.content)
            kind, _ = await anext(news)
            if kind != "ready":
                seeker.error = f"stream began with {kind}"
                return
            seeker.sent = time.monotonic()
            async with session.post(f"{api}/api/v1/seeks", json=seeker.body, headers=headers) as r:
                seeker.answer = await r.json()
                status = r.status
            seeker.answered = time.monotonic()
            if status != 201:
                seeker.error = f"seek_create {status} {seeker.answer.get('code')}"
                return
            async with asyncio.timeout(max(0.1, deadline - time.monotonic())):
                async for kind, data in news:
                    if kind == "seek_matched" and data["seek_id"] == seeker.answer["id"]:
                        seeker.told, seeker.match_id = time.monotonic(), data["match_id"]
                        return
    except TimeoutError:
        pass  # still waiting at the end: the database check says whether it had a partner
    except aiohttp.ClientError as exc:
        seeker.error = f"{type(exc).__name__}: {exc}"


async def drive(seekers: list[Seeker], api: str, events: str, seconds: float, grace: float) -> None:
    connector = aiohttp.TCPConnector(limit=0)
    timeout = aiohttp.ClientTimeout(total=None, sock_connect=30)
    progress = Progress()
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        start = time.monotonic()
        deadline = start + seconds + grace
        tasks = [
            asyncio.create_task(play(seeker, session, api, events, start, deadline))
            for seeker in seekers
        ]

        def describe() -> str:
            posted = sum(s.answered is not None for s in seekers)
            told = sum(s.told is not None for s in seekers)
            failed = sum(s.error is not None for s in seekers)
            return (
                f"t={time.monotonic() - start:.0f}s posted={posted} paired={told} errors={failed}"
            )

        while not all(task.done() for task in tasks):
            progress.tick(describe)
            await asyncio.sleep(0.5)
        await asyncio.gather(*tasks)


def seekers_for(accounts: list[dict[str, Any]], seconds: float, seed: int) -> list[Seeker]:
    rng = random.Random(seed)
    weights = [weight for weight, _, _ in SEEK_MIX]
    seekers = []
    for account in accounts:
        _, players, options = rng.choices(SEEK_MIX, weights)[0]
        body: dict[str, Any] = {"game": rng.choice(GAMES), "players": players}
        if options is not None:
            body["options"] = options
        at = rng.uniform(0.0, seconds)
        seekers.append(Seeker(account["token"], account["user_id"], at, body))
    return seekers


# --- checks in the database --------------------------------------------------------------------

PAIRED_TWICE_CHECKS = {
    # A match holding more seekers than its player count.
    "overfull_matches": """
        SELECT count(*) FROM games_match m
        WHERE m.id IN (SELECT match_id FROM matchmaking_seek WHERE match_id IS NOT NULL)
          AND (SELECT count(*) FROM games_seat s
               WHERE s.match_id = m.id AND s.user_id IS NOT NULL) > m.players""",
    # A match whose matched seeks are not exactly its seats.
    "matches_with_other_seek_counts": """
        SELECT count(*) FROM (
            SELECT k.match_id, count(*) AS seeks FROM matchmaking_seek k
            WHERE k.status = 'matched' GROUP BY k.match_id) x
        JOIN games_match m ON m.id = x.match_id WHERE x.seeks <> m.players""",
    # A matched seek whose account holds no seat in its match.
    "matched_seeks_without_seat": """
        SELECT count(*) FROM matchmaking_seek k WHERE k.status = 'matched' AND NOT EXISTS (
            SELECT 1 FROM games_seat s WHERE s.match_id = k.match_id AND s.user_id = k.user_id)""",
    # A seek announced twice.
    "seeks_told_twice": """
        SELECT count(*) FROM (SELECT seek_id FROM games_userevent WHERE kind = 'seek_matched'
                              GROUP BY seek_id HAVING count(*) > 1) x""",
    # An account seated twice (each player posted one seek).
    "accounts_seated_twice": """
        SELECT count(*) FROM (SELECT user_id FROM games_seat WHERE user_id IS NOT NULL
                              GROUP BY user_id HAVING count(*) > 1) x""",
}


def database_checks(db_url: str) -> dict[str, Any]:
    import psycopg

    from games.engine import get_game
    from games.matchmaking.pairing import Candidate, find_groups
    from games.tournaments.ratings import PRIOR  # an unrated account's rating, as the server

    with psycopg.connect(db_url) as conn:
        checks = {name: _count(conn, sql) for name, sql in PAIRED_TWICE_CHECKS.items()}
        statuses: dict[str, int] = dict(
            conn.execute("SELECT status, count(*) FROM matchmaking_seek GROUP BY status").fetchall()
        )
        rows = conn.execute(
            """SELECT k.id, k.user_id, k.game, k.players, k.options, k.decision_seconds,
                      k.rating_min, k.rating_max, r.ordinal
               FROM matchmaking_seek k
               LEFT JOIN tournaments_rating r ON r.user_id = k.user_id AND r.game = k.game
               WHERE k.status = 'open' ORDER BY k.created_at, k.id"""
        ).fetchall()
    by_game: dict[str, list[Candidate]] = defaultdict(list)
    for pk, user_id, game, players, options, decision, low, high, rating in rows:
        by_game[game].append(
            Candidate(pk, user_id, players, options, decision, low, high, rating or PRIOR.ordinal)
        )
    lost = 0
    for game, candidates in by_game.items():
        engine = get_game(game)
        groups = find_groups(
            candidates, min_players=engine.min_players, max_players=engine.max_players
        )
        lost += sum(len(group.members) for group in groups)
    open_by_game = Counter(row[2] for row in rows)
    return {
        "checks": checks,
        "statuses": statuses,
        "lost": lost,
        "open_by_game": dict(open_by_game),
    }


def _count(conn: Any, sql: str) -> int:
    row = conn.execute(sql).fetchone()
    return int(row[0])


def backend_pids(db_url: str) -> set[int]:
    """The PostgreSQL backends connected to this run's database (the servers' connections)."""
    import psycopg

    name = db_url.rsplit("/", 1)[1]
    with psycopg.connect(db_url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
        rows = conn.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = %s", (name,)
        ).fetchall()
    return {int(row[0]) for row in rows}


# --- one run -------------------------------------------------------------------------------------


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[int(share * (len(ordered) - 1))]


class EventsNode(Node):
    """uvicorn serving the event streams (the ASGI app), as in production."""

    def __init__(self, name: str, env: dict[str, str], log: Path, *, workers: int = 2) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        command = [sys.executable, "-m", "uvicorn", "yokohama_server.asgi:application"]
        command += ["--host", "127.0.0.1", "--port", str(self.port), "--workers", str(workers)]
        command += ["--no-access-log", "--log-level", "warning"]
        super().__init__(name, command, env, log)

    def start(self) -> None:
        super().start()
        wait_for(self.answers, timeout=60, what=f"{self.name} start")

    def answers(self) -> bool:
        if self.proc is not None and self.proc.poll() is not None:
            raise RuntimeError(f"{self.name} exited:\n{tail(self.log)}")
        try:
            return httpx.get(f"{self.url}/api/v1/games", timeout=2).status_code == 200
        except httpx.TransportError:
            return False


def settle(cpu: Callable[[], float], *, quiet: float = 0.05, limit: float = 60.0) -> None:
    """Wait until `cpu()` grows by less than `quiet` seconds in a second (or `limit` passes)."""
    deadline = time.monotonic() + limit
    before = cpu()
    while time.monotonic() < deadline:
        time.sleep(1.0)
        now = cpu()
        if now - before < quiet:
            return
        before = now


def run(args: argparse.Namespace, db_url: str, redis_url: str, namespace: str) -> dict[str, Any]:
    env = server_env(db_url, redis_url, namespace)
    env["EVENTS_CHANNEL"] = namespace
    migrate(env)
    accounts = make_accounts_subprocess(env, args.players)
    seekers = seekers_for(accounts, args.seconds, args.seed)
    logs = Path(tempfile.mkdtemp(prefix="bench-matchmaking-"))
    web = WebNode("web", env, logs / "web.log", workers=4, threads=4)
    events = EventsNode("events", env, logs / "uvicorn.log")
    worker = worker_node("worker", env, logs / "worker.log")
    beat = beat_node("beat", env, logs / "beat.log", logs)
    nodes = [web, events, worker, beat]
    try:
        for node in nodes:
            node.start()
        groups = {
            "web": children_of(web.pid),
            "events": children_of(events.pid),
            "worker": children_of(worker.pid),
            "beat": {beat.pid},
        }
        # The worker and beat answer no port: wait until they stop starting up (their CPU
        # settles), so what the run measures is the run's work, not their imports.
        settle(lambda: cpu_seconds(children_of(worker.pid) | {beat.pid}))
        groups["worker"] = children_of(worker.pid)
        redis_pids = pids_named("redis-server")
        cpu_before = {name: cpu_seconds(pids) for name, pids in groups.items()}
        backends_before = {pid: cpu_seconds({pid}) for pid in backend_pids(db_url)}
        redis_before = cpu_seconds(redis_pids)
        wall_before, idle = time.monotonic(), IdleShare()
        asyncio.run(drive(seekers, web.url, events.url, args.seconds, args.grace))
        wall = time.monotonic() - wall_before
        idle_share = idle.share()
        cpu = {name: cpu_seconds(pids) - cpu_before[name] for name, pids in groups.items()}
        cpu["postgres"] = sum(
            cpu_seconds({pid}) - backends_before.get(pid, 0.0) for pid in backend_pids(db_url)
        )
        redis_cores = (cpu_seconds(redis_pids) - redis_before) / wall
    finally:
        for node in nodes:
            node.stop()
    found = database_checks(db_url)
    return {
        "seekers": seekers,
        "cpu": cpu,
        "wall": wall,
        "idle_share": idle_share,
        "redis_cores": redis_cores,
        **found,
    }


def report(args: argparse.Namespace, result: dict[str, Any]) -> None:
    seekers: list[Seeker] = result["seekers"]
    posted = [s for s in seekers if s.answered is not None and not s.error]
    errors = Counter(s.error for s in seekers if s.error)
    matched = result["statuses"].get("matched", 0)
    # The seek that completed its group: POST sent -> answer (`matched`, the match started).
    completing = [s for s in posted if s.completed_its_group]
    match_ms = [(s.answered - s.sent) * 1000 for s in completing]  # type: ignore[operator]
    # Its partners: that same POST's send -> their seek_matched event read on their streams.
    t0 = {s.answer["match_id"]: s.sent for s in completing}
    partners_ms = [
        (s.told - t0[s.match_id]) * 1000  # type: ignore[operator]
        for s in posted
        if s.told is not None and not s.completed_its_group and s.match_id in t0
    ]
    told_self = [
        (s.told - s.sent) * 1000  # type: ignore[operator]
        for s in completing
        if s.told is not None
    ]
    told = sum(s.told is not None for s in posted)
    checks = result["checks"]
    paired_twice = sum(checks.values())
    cpu = result["cpu"]
    per_seek = {name: value * 1000 / max(1, len(posted)) for name, value in cpu.items()}
    print(
        f"seeks={len(seekers)} posted={len(posted)} matched={matched} "
        f"open={result['statuses'].get('open', 0)} open_by_game={result['open_by_game']} "
        f"errors={dict(errors)}"
    )
    print(
        f"completing_seeks={len(completing)} match_p50_ms={percentile(match_ms, 0.5):.1f} "
        f"match_p99_ms={percentile(match_ms, 0.99):.1f} "
        f"own_event_p50_ms={percentile(told_self, 0.5):.1f} "
        f"partners_told_p50_ms={percentile(partners_ms, 0.5):.1f} "
        f"partners_told_p99_ms={percentile(partners_ms, 0.99):.1f} "
        f"told={told} matched_not_told={matched - told}"
    )
    print("paired_twice_checks " + " ".join(f"{k}={v}" for k, v in checks.items()))
    print(
        "cpu_ms_per_seek "
        + " ".join(f"{name}={value:.2f}" for name, value in per_seek.items())
        + f" total={sum(per_seek.values()):.2f} redis_server_cores_shared="
        f"{result['redis_cores']:.3f} wall_s={result['wall']:.1f} "
        f"idle_share={result['idle_share']:.2f}"
    )
    print(
        f"matchmaking players={len(seekers)} paired_per_s={matched / args.seconds:.1f} "
        f"match_p50_ms={percentile(match_ms, 0.5):.1f} "
        f"match_p99_ms={percentile(match_ms, 0.99):.1f} "
        f"paired_twice={paired_twice} lost={result['lost']} "
        f"cpu_ms_per_seek={sum(per_seek.values()):.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60.0, help="the period seeks arrive in")
    parser.add_argument(
        "--grace", type=float, default=10.0, help="after the period, to hear of the last matches"
    )
    parser.add_argument("--seed", type=int, default=1)
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
        help="keys, queue and channel under a unique prefix, deleted at the end",
    )
    parser.add_argument("--keep", action="store_true", help="keep the database for inspection")
    args = parser.parse_args()
    run_id = secrets.token_hex(4)
    namespace = f"bench-{run_id}"
    db_url = choose_database(args, run_id)
    print(
        f"players={args.players} seconds={args.seconds} database={db_url.rsplit('/', 1)[1]} "
        f"namespace={namespace}",
        flush=True,
    )
    recreate_database(db_url)
    try:
        result = run(args, db_url, args.redis_url, namespace)
    finally:
        delete_redis_namespace(args.redis_url, namespace)
        if not args.keep:
            drop_database(db_url)
    report(args, result)


if __name__ == "__main__":
    main()
