"""Chaos run: the production shape on one machine, under play, while its parts are broken.

Two web nodes (granian), two Celery workers, beat started twice (its sweeps take a lock),
a PostgreSQL and a Redis of its own (private instances on free ports, in temporary
directories: the shared servers are never touched). SDK clients (the clients alternating
between the web nodes, as a front without retries would) each play 2-player matches against
a server bot, one after another. Meanwhile, one after another with recovery in between:

  web-kill     kill -9 of a web node (restarted 3 s later)
  worker-kill  kill -9 of a worker while it runs a bot decision (restarted 3 s later)
  pg-restart   PostgreSQL stopped as in a crash (immediate) and started again
  redis-restart Redis killed and started again, empty (its queued tasks are gone)
  pg-stall     every PostgreSQL process frozen (SIGSTOP) for 5 s, then SIGCONT

Per fault it prints what the clients' requests met (HTTP status and problem code, or the
connection error; the SDK retried them) and the seconds until a submission sent after the
fault was accepted. At the end, from the database: actions accepted (201s the clients got),
lost (an accepted action whose seq in the log holds another action or nothing), duplicated
(one Idempotency-Key in the log twice, or one decision's seq accepted under two keys),
matches finished, unfinished, and `match_verify` differences. The last line is
`chaos lost=<n> duplicated=<n> verify_differences=<n> unfinished=<n>`.

Usage: python bench/chaos.py [--clients 32] [--game yokohama] [--settle 12] [--keep]
"""

# ruff: noqa: E402 (the repository and the SDK go on sys.path before their imports)
from __future__ import annotations

import argparse
import random
import re
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parent.parent
for _path in (_ROOT, _ROOT / "sdk", _ROOT / "sdk" / "yokohama-client"):
    sys.path.insert(0, str(_path))

import contextlib

import httpx
import psycopg
from yokohama_sdk import ApiError, Client, GameOver, NotYourTurn, StaleState

from bench.cluster import (
    ROOT,
    Node,
    PrivatePostgres,
    PrivateRedis,
    RoundRobinTransport,
    WebNode,
    app_env,
    beat_node,
    migrate,
    worker_node,
)
from bench.cpu import IdleShare, machine_busy_seconds, per_unit_ms

DONE = frozenset({"finished", "aborted"})
SUBMIT_PATH = re.compile(r"/api/v1/matches/\d+/actions$")


@dataclass
class Seen:
    at: float
    what: str  # "503 service_unavailable", "ConnectError", "201 submit", ...


class Recorder:
    """What every client request met, with the time (shared by all clients' transports)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.seen: list[Seen] = []

    def add(self, what: str) -> None:
        with self.lock:
            self.seen.append(Seen(time.monotonic(), what))

    def between(self, start: float, end: float) -> list[Seen]:
        with self.lock:
            return [item for item in self.seen if start <= item.at < end]


class RecordingTransport(RoundRobinTransport):
    def __init__(self, urls: list[str], recorder: Recorder) -> None:
        super().__init__(urls)
        self.recorder = recorder

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        submit = request.method == "POST" and SUBMIT_PATH.search(request.url.path) is not None
        try:
            response = super().handle_request(request)
        except httpx.TransportError as exc:
            self.recorder.add(type(exc).__name__)
            raise
        if response.status_code >= 500:
            response.read()
            code = ""
            with contextlib.suppress(ValueError):
                code = " " + str(response.json().get("code", ""))
            self.recorder.add(f"{response.status_code}{code}")
        elif submit and response.status_code == 201:
            self.recorder.add("201 submit")
        return response


@dataclass
class Accepted:
    match_id: int
    seq: int  # the seq the action made (the log row's seq)
    key: str


@dataclass
class Tally:
    lock: threading.Lock = field(default_factory=threading.Lock)
    accepted: list[Accepted] = field(default_factory=list)
    matches: set[int] = field(default_factory=set)
    failed_creates: int = 0
    gave_up: list[str] = field(default_factory=list)


def retrying(call: Any, what: str, tally: Tally, attempts: int = 30) -> Any:
    """Calls the SDK does not repeat itself (unkeyed writes), repeated here after a failure."""
    for attempt in range(attempts):
        try:
            return call()
        except (httpx.TransportError, ApiError) as exc:
            if isinstance(exc, ApiError) and exc.status < 500:
                raise
            time.sleep(min(5.0, 0.5 * 2**attempt))
    raise RuntimeError(f"{what}: still failing after {attempts} attempts")


def play_match(client: Client, match_id: int, tally: Tally, rng: random.Random) -> None:
    while True:
        legal = client.legal_actions(match_id)
        if not legal.actions:
            events = client.events(match_id, after=legal.seq, timeout=1)
            if str(events.status) in DONE:
                return
            continue
        choice = rng.choice(legal.actions).notation
        key = uuid.uuid4().hex
        for _ in range(20):  # the SDK retries inside; this outlasts longer outages
            try:
                accepted = client.submit(
                    match_id, choice, expected_seq=legal.seq, idempotency_key=key
                )
            except (StaleState, NotYourTurn):
                break
            except GameOver:
                return
            except (httpx.TransportError, ApiError) as exc:
                if isinstance(exc, ApiError) and exc.status < 500:
                    raise
                time.sleep(2.0)
                continue
            with tally.lock:
                tally.accepted.append(Accepted(match_id, accepted.seq, key))
            break
        else:
            raise RuntimeError(f"match {match_id}: a submission never got through")


def client_loop(
    number: int, urls: list[str], game: str, stop: threading.Event, tally: Tally, rec: Recorder
) -> None:
    rng = random.Random(number)
    transport = RecordingTransport(urls, rec)
    transport.next = number  # spread the clients' first requests over the nodes
    with Client(urls[0], transport=transport, max_retries=10) as client:
        name = f"chaos-{number}-{uuid.uuid4().hex[:6]}"
        retrying(lambda: client.signup(name, is_bot=True), "signup", tally)
        while not stop.is_set():
            try:
                match = retrying(
                    lambda: client.create_match(
                        game, 2, bots={1: "random"}, seed=rng.getrandbits(32)
                    ),
                    "create",
                    tally,
                )
            except Exception as exc:  # counted; the client tries a new match
                with tally.lock:
                    tally.failed_creates += 1
                    tally.gave_up.append(f"create: {exc}")
                continue
            with tally.lock:
                tally.matches.add(match.id)
            try:
                play_match(client, match.id, tally, rng)
            except Exception as exc:  # reported at the end: the match stays unfinished
                with tally.lock:
                    tally.gave_up.append(f"match {match.id}: {type(exc).__name__}: {exc}")


# --- faults ------------------------------------------------------------------------------------


@dataclass
class Cluster:
    postgres: PrivatePostgres
    redis: PrivateRedis
    webs: list[WebNode]
    workers: list[Node]
    beats: list[Node]


def bot_decision_running(redis_url: str, node: str) -> bool:
    from celery import Celery

    app = Celery(broker=redis_url)
    try:
        active = app.control.inspect(destination=[node], timeout=0.5).active() or {}
    finally:
        app.close()
    return any(
        "bot_take_turn" in task.get("name", "") for tasks in active.values() for task in tasks
    )


def fault_web_kill(cluster: Cluster) -> str:
    node = cluster.webs[0]
    node.kill()
    time.sleep(3)
    node.start()
    return f"kill -9 {node.name}, restarted after 3 s"


def fault_worker_kill(cluster: Cluster) -> str:
    node = cluster.workers[0]
    name = f"{node.name}@{socket.gethostname()}"
    deadline = time.monotonic() + 30
    caught = False
    while time.monotonic() < deadline and not caught:
        caught = bot_decision_running(cluster.redis.url, name)
    node.kill()
    time.sleep(3)
    node.start()
    when = "during" if caught else "(no bot decision seen in 30 s) outside"
    return f"kill -9 {node.name} {when} a bot decision, restarted after 3 s"


def fault_pg_restart(cluster: Cluster) -> str:
    cluster.postgres.restart()
    return "PostgreSQL stopped (immediate) and started"


def fault_redis_restart(cluster: Cluster) -> str:
    cluster.redis.restart()
    return "Redis killed and started empty"


def fault_pg_stall(cluster: Cluster) -> str:
    cluster.postgres.stall(5.0)
    return "PostgreSQL frozen 5 s (SIGSTOP/SIGCONT)"


FAULTS = [
    ("web-kill", fault_web_kill),
    ("worker-kill", fault_worker_kill),
    ("pg-restart", fault_pg_restart),
    ("redis-restart", fault_redis_restart),
    ("pg-stall", fault_pg_stall),
]


def report_window(
    name: str, note: str, start: float, ended: float, end: float, rec: Recorder
) -> None:
    """What the clients met from the fault's start to the next fault (`end`)."""
    seen = rec.between(start, end)
    errors = Counter(item.what for item in seen if item.what != "201 submit")
    accepted = [item.at for item in seen if item.what == "201 submit"]
    last_error = max((item.at for item in seen if item.what != "201 submit"), default=None)
    # Submissions succeed again: the first one accepted after the last error of the window.
    back = next((at for at in accepted if last_error is None or at > last_error), None)
    print(f"{name}: {note} (the fault lasted {ended - start:.1f} s)")
    print(f"  errors the clients' requests met (then retried): {dict(errors) or 'none'}")
    during = len([at for at in accepted if at < ended])
    after = next((at for at in accepted if at >= ended), None)
    print(
        "  submissions succeed again "
        + (f"{back - start:.1f} s after the fault began" if back is not None else "never")
        + f" (accepted while it lasted: {during}; first after it ended: "
        + (f"+{after - ended:.1f} s" if after is not None else "none")
        + f"); {len(accepted)} accepted until the next fault"
    )


# --- checks ------------------------------------------------------------------------------------


def check(url: str, tally: Tally, env: dict[str, str]) -> dict[str, int]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT match_id, seq, idempotency_key FROM games_matchaction WHERE match_id = ANY(%s)",
            [sorted(tally.matches)],
        ).fetchall()
        statuses: dict[int, str] = dict(
            conn.execute(
                "SELECT id, status FROM games_match WHERE id = ANY(%s)", [sorted(tally.matches)]
            ).fetchall()
        )
        orphans = conn.execute(
            "SELECT count(*) FROM games_match WHERE status <> 'finished' AND NOT (id = ANY(%s))",
            [sorted(tally.matches)],
        ).fetchone()
        missing_results = conn.execute(
            "SELECT count(*) FROM games_match m WHERE m.status = 'finished' AND NOT EXISTS"
            " (SELECT 1 FROM games_matchresult r WHERE r.match_id = m.id)"
        ).fetchone()
    by_seq = {(match_id, seq): key for match_id, seq, key in rows}
    keys = Counter((match_id, key) for match_id, _, key in rows if key)
    lost = sum(1 for a in tally.accepted if by_seq.get((a.match_id, a.seq)) != a.key)
    per_decision = Counter((a.match_id, a.seq) for a in tally.accepted)
    accepted_keys = defaultdict(set)
    for a in tally.accepted:
        accepted_keys[(a.match_id, a.seq)].add(a.key)
    duplicated = len([count for count in keys.values() if count > 1])
    duplicated += len([keys_at for keys_at in accepted_keys.values() if len(keys_at) > 1])
    verify = subprocess.run(
        [sys.executable, "manage.py", "match_verify"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    found = re.search(r"(\d+) with differences", verify.stdout)
    differences = int(found.group(1)) if found else -1
    finished = sum(1 for status in statuses.values() if status == "finished")
    return {
        "accepted": len(tally.accepted),
        "replayed_answers": sum(per_decision.values()) - len(per_decision),
        "lost": lost,
        "duplicated": duplicated,
        "matches": len(tally.matches),
        "finished": finished,
        "unfinished": len(tally.matches) - finished,
        "finished_without_results": int(missing_results[0]) if missing_results else 0,
        "orphan_matches": int(orphans[0]) if orphans else 0,
        "verify_differences": differences,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--game", default="yokohama")
    parser.add_argument("--settle", type=float, default=12.0, help="seconds between faults")
    parser.add_argument("--finish-timeout", type=float, default=300.0)
    parser.add_argument("--keep", action="store_true", help="keep the private instances' files")
    args = parser.parse_args()

    postgres = PrivatePostgres()
    redis = PrivateRedis(postgres.directory / "redis")
    logs = postgres.directory / "logs"
    logs.mkdir()
    postgres.create()
    redis.start()
    env = app_env(
        postgres.url,
        redis.url,
        BOT_TURN_STALL_SECONDS="8",
        DEADLINE_CHECK_SECONDS="2",
        # A little thinking time, so a killed worker is caught in the middle of a decision.
        BOT_MOVE_DELAY="0.05",
    )
    migrate(env)
    webs = [WebNode(f"web-{i}", env, logs / f"web-{i}.log", workers=2, threads=16) for i in (1, 2)]
    workers = [worker_node(f"worker-{i}", env, logs / f"worker-{i}.log") for i in (1, 2)]
    beats = [beat_node(f"beat-{i}", env, logs / f"beat-{i}.log", logs) for i in (1, 2)]
    cluster = Cluster(postgres, redis, webs, workers, beats)
    everything: list[Node] = [*webs, *workers, *beats]
    stop = threading.Event()
    tally = Tally()
    rec = Recorder()
    try:
        for node in everything:
            node.start()
        urls = [web.url for web in webs]
        print(
            f"chaos: {args.clients} clients playing {args.game} against bots; 2 web nodes, "
            f"2 workers, 2 beats; private PostgreSQL :{postgres.port}, Redis :{redis.port}"
        )
        threads = [
            threading.Thread(
                target=client_loop, args=(n, urls, args.game, stop, tally, rec), daemon=True
            )
            for n in range(args.clients)
        ]
        started = time.monotonic()
        busy_started, idle = machine_busy_seconds(), IdleShare()
        for thread in threads:
            thread.start()
        time.sleep(args.settle)
        windows: list[tuple[str, str, float, float]] = []
        for name, inject in FAULTS:
            at = time.monotonic()
            note = inject(cluster)
            windows.append((name, note, at, time.monotonic()))
            time.sleep(args.settle)
        stop.set()
        end_of_faults = time.monotonic()
        for thread in threads:
            thread.join(timeout=max(0.1, end_of_faults + args.finish_timeout - time.monotonic()))
        wound_down = time.monotonic()
        for index, (name, note, at, ended) in enumerate(windows):
            end = windows[index + 1][2] if index + 1 < len(windows) else end_of_faults
            report_window(name, note, at, ended, end, rec)
        still = sum(1 for thread in threads if thread.is_alive())
        time.sleep(3)  # the last finalisations
        figures = check(postgres.url, tally, env)
        elapsed = wound_down - started
        # Processes are killed and restarted here, so their own CPU counters do not add up:
        # the whole machine's busy time per accepted action instead (only comparable between
        # runs on an otherwise idle machine, hence the idle share next to it).
        busy = machine_busy_seconds() - busy_started
        print(
            f"machine_cpu_ms_per_action={per_unit_ms(busy, figures['accepted']):.2f} "
            f"idle_share={idle.share():.2f}"
        )
        print(
            f"ran {elapsed:.0f} s; clients still playing at the end: {still}; "
            f"accepted {figures['accepted']} actions ({figures['accepted'] / elapsed:.1f}/s), "
            f"answers replayed for a repeated key: {figures['replayed_answers']}"
        )
        print(
            f"matches {figures['matches']}: finished {figures['finished']}, unfinished "
            f"{figures['unfinished']}, finished without results "
            f"{figures['finished_without_results']}; matches no client knew of (a create whose "
            f"answer was lost): {figures['orphan_matches']}"
        )
        for line in tally.gave_up[:10]:
            print(f"  gave up: {line}")
        print(
            f"chaos lost={figures['lost']} duplicated={figures['duplicated']} "
            f"verify_differences={figures['verify_differences']} unfinished={figures['unfinished']}"
        )
    finally:
        stop.set()
        for node in everything:
            node.kill()
        if args.keep:
            redis.kill()
            postgres.stop("immediate")
            print(f"kept {postgres.directory}")
        else:
            redis.destroy()
            postgres.destroy()


if __name__ == "__main__":
    main()
