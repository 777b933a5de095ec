"""Where the web process's CPU goes per accepted action: a profile of the API's hot path.

Plays matches of each game in this process through the WSGI application exactly as
bench/api_load.py's clients do (POST an action; GET legal-actions when another seat is to
move), with the production settings (DEBUG off, PostgreSQL, Redis), and prints per accepted
action: the process's CPU (ms), the SQL statements and the Redis round trips it made, and a
breakdown of the profiled time by layer (middleware, authentication, throttling, parsing,
the engine, rendering, SQL driver, ...), from cProfile's own time per function. cProfile
slows Python down, so the shares matter, not the absolute ms of that table; the CPU figure
above it comes from a run without the profiler.

Usage: DATABASE_URL=postgres://.../<db> REDIS_URL=redis://.../<n> \\
       python bench/submit_profile.py [--games yokohama,shinjuku,yamatai] [--actions 600]
                                      [--top 25]
The database must exist and is migrated; the bench creates accounts and matches in it under
a unique prefix and leaves them (use a database of your own). Redis keys go under a unique
CACHE_KEY_PREFIX and are deleted at the end.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import secrets
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PLAYERS = 4
NAMESPACE = f"profile-{secrets.token_hex(4)}"
RUN = NAMESPACE[-6:]  # usernames are short

# Layer of a profiled function, by its file: the first match wins.
LAYERS: list[tuple[str, str]] = [
    ("/games/yokohama/", "engine"),
    ("/games/shinjuku/", "engine"),
    ("/games/yamatai/", "engine"),
    ("/games/engine/", "engine"),
    ("/api/throttling.py", "throttling"),
    ("/yokohama_server/cache.py", "throttling"),
    ("/rest_framework/throttling.py", "throttling"),
    ("/api/authentication.py", "authentication"),
    ("/api/oauth.py", "authentication"),
    ("/rest_framework/authentication.py", "authentication"),
    ("/api/parsers.py", "parsing"),
    ("/rest_framework/parsers.py", "parsing"),
    ("/api/renderers.py", "rendering"),
    ("/rest_framework/renderers.py", "rendering"),
    ("/rest_framework/negotiation.py", "rendering"),
    ("/api/negotiation.py", "rendering"),
    ("/rest_framework/response.py", "rendering"),
    ("/api/serializers.py", "serializers"),
    ("/rest_framework/serializers.py", "serializers"),
    ("/rest_framework/fields.py", "serializers"),
    ("/rest_framework/", "DRF (view, request)"),
    ("/django/middleware/", "middleware"),
    ("/django/contrib/", "middleware"),
    ("/corsheaders/", "middleware"),
    ("/whitenoise/", "middleware"),
    ("/api/middleware.py", "middleware"),
    ("/api/hotpath.py", "middleware"),
    ("/api/direct.py", "direct path"),
    ("/yokohama_server/postgresql/", "SQL (Django's cursor, transactions)"),
    ("/django/db/", "SQL (Django's cursor, transactions)"),
    ("/psycopg", "SQL (driver)"),
    ("/redis/", "Redis (client)"),
    ("/yokohama_server/redis_direct.py", "Redis (client)"),
    ("/gunicorn/", "gunicorn (HTTP, thread pool)"),  # seen only by bench/gil_profile.py
    ("/granian/", "granian (its Python call glue)"),  # seen only by bench/gil_profile.py
    ("/kombu/", "Celery/kombu"),
    ("/celery/", "Celery/kombu"),
    ("/django/utils/translation", "i18n"),
    ("/django/core/handlers/", "Django handler, URL routing"),
    ("/django/urls/", "Django handler, URL routing"),
    ("/django/http/", "Django request/response"),
    ("/django/", "Django (other)"),
    ("/games/", "services, rows, events"),
    ("/api/", "api views"),
    ("orjson", "JSON (orjson)"),
    ("<built-in", "builtins"),
    ("<method", "builtins"),
    ("", "other"),
]


# Entry points whose cumulative time (their callees included) makes the per-action breakdown:
# (label, file fragment, function name). Nested entries are listed after their parent.
ENTRY_POINTS: list[tuple[str, str, str]] = [
    ("whole request (WSGI application)", "api/direct.py", "__call__"),
    ("  direct path (api/direct.py: no Django request, no DRF)", "api/direct.py", "_answer"),
    ("    legal actions (caller_legal_actions)", "games/selectors.py", "caller_legal_actions"),
    ("  Django's handler (first requests, refusals)", "django/core/handlers/wsgi.py", "__call__"),
    ("  DB health check (SELECT 1)", "backends/base/base.py", "close_if_health_check_failed"),
    ("  view, past the short middleware chain", "api/hotpath.py", "_view"),
    ("  DRF dispatch (view with auth, throttles)", "rest_framework/views.py", "dispatch"),
    ("    authentication", "rest_framework/views.py", "perform_authentication"),
    ("      rate limits + token epoch (one script)", "api/throttling.py", "count_and_read"),
    ("    throttling", "api/throttling.py", "check_throttles"),
    ("    POST actions (submit view)", "api/views.py", "submit"),
    ("      request validation (parse + serializer)", "api/views.py", "_submit_input"),
    ("      match_action_submit", "games/services.py", "match_action_submit"),
    ("        engine: legal actions", "games/selectors.py", "legal_action_entries"),
    ("        rows: lock + read match", "games/rows.py", "match_row"),
    ("        rows: insert action, update match", "games/rows.py", "append_action"),
    ("        rows: seat events (and listeners' interests)", "games/rows.py", "seat_events_tell"),
    ("      commit (incl. on_commit hooks)", "django/db/transaction.py", "__exit__"),
    ("        publish the event (Redis)", "games/events.py", "send"),
    ("    GET legal-actions view", "api/views.py", "legal_actions"),
    ("    GET match view", "api/views.py", "retrieve"),
    ("    finalize_response", "rest_framework/views.py", "finalize_response"),
    ("  rendering (Response.rendered_content)", "rest_framework/response.py", "rendered_content"),
]


def entry_point_breakdown(raw: Any, done: int) -> None:
    print("  cumulative per accepted action (callees included; CPU time under cProfile):")
    for label, fragment, name in ENTRY_POINTS:
        seconds = calls = 0.0
        for (filename, _line, function), (_cc, nc, _tt, cumtime, _callers) in raw.stats.items():
            if fragment in filename and function == name:
                seconds += cumtime
                calls += nc
        per = seconds * 1000 / done
        print(f"    {label:<50} {per:6.3f} ms  ({calls / done:.2f} calls)")


def layer_of(filename: str) -> str:
    for fragment, layer in LAYERS:
        if fragment in filename:
            return layer
    return "other"


def setup() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "yokohama_server.settings")
    os.environ.update(
        DEBUG="False",
        LOG_LEVEL="WARNING",
        CONN_MAX_AGE="600",
        THROTTLE_ANON="1000000/min",
        THROTTLE_USER="1000000/min",
        CACHE_KEY_PREFIX=NAMESPACE,
        CELERY_TASK_DEFAULT_QUEUE=NAMESPACE,
        ALLOWED_HOSTS="127.0.0.1",
    )
    os.environ.setdefault("SECRET_KEY", secrets.token_urlsafe(40))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


class Counters:
    def __init__(self) -> None:
        self.sql = 0
        self.messages = 0
        self.redis = 0


@contextmanager
def counting(counters: Counters) -> Iterator[None]:
    """Count SQL statements (Django's execute wrapper), the messages that carry them to
    PostgreSQL (round trips: statements that wait for the next message travel with it, BEGIN
    and COMMIT included), and Redis round trips (commands and pipelines sent by redis-py, on
    its clients or on a thread's own connection)."""
    from django.db import connection
    from psycopg import Connection as PgConnection
    from psycopg.pq import TransactionStatus
    from redis.client import Pipeline, Redis

    from yokohama_server.postgresql import base as pg_base
    from yokohama_server.redis_direct import DirectCommands

    def sql(execute: Callable[..., Any], *args: Any) -> Any:
        counters.sql += 1
        return execute(*args)

    original_command = Redis.execute_command
    original_pipeline = Pipeline.execute

    def command(self: Any, *args: Any, **kwargs: Any) -> Any:
        counters.redis += 1
        return original_command(self, *args, **kwargs)

    def pipeline(self: Any, *args: Any, **kwargs: Any) -> Any:
        counters.redis += 1
        return original_pipeline(self, *args, **kwargs)

    original_direct = DirectCommands.call

    def direct(self: Any, *args: Any) -> Any:
        counters.redis += 1
        return original_direct(self, *args)

    original_execute = pg_base._ClientCursor.execute
    original_commit = PgConnection.commit

    def message(self: Any, *args: Any, **kwargs: Any) -> Any:
        if connection.vendor == "postgresql":
            counters.messages += 1
        return original_execute(self, *args, **kwargs)

    def commit(self: Any) -> None:
        if self.pgconn.transaction_status != TransactionStatus.IDLE:  # psycopg sends COMMIT
            counters.messages += 1
        original_commit(self)

    Redis.execute_command = command  # type: ignore[method-assign]
    Pipeline.execute = pipeline  # type: ignore[method-assign]
    DirectCommands.call = direct  # type: ignore[method-assign]
    pg_base._ClientCursor.execute = message
    PgConnection.commit = commit  # type: ignore[method-assign]
    try:
        with connection.execute_wrapper(sql):
            yield
    finally:
        Redis.execute_command = original_command  # type: ignore[method-assign]
        Pipeline.execute = original_pipeline  # type: ignore[method-assign]
        DirectCommands.call = original_direct  # type: ignore[method-assign]
        pg_base._ClientCursor.execute = original_execute
        PgConnection.commit = original_commit  # type: ignore[method-assign]


class Client:
    """Calls the WSGI application in-process with a request as a WSGI server would pass it."""

    def __init__(self) -> None:
        # The production application: the direct path in front of Django's handler.
        from yokohama_server.wsgi import application

        self.app = application

    def call(self, method: str, path: str, token: str, body: bytes = b"") -> tuple[int, Any]:
        import orjson

        environ = {
            "REQUEST_METHOD": method,
            "PATH_INFO": path,
            "QUERY_STRING": "",
            "SERVER_NAME": "127.0.0.1",
            "SERVER_PORT": "8000",
            "HTTP_HOST": "127.0.0.1:8000",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "REMOTE_ADDR": "127.0.0.1",
            "HTTP_AUTHORIZATION": f"Bearer {token}",
            "HTTP_ACCEPT": "*/*",
            "CONTENT_TYPE": "application/json",
            "CONTENT_LENGTH": str(len(body)),
            "wsgi.input": io.BytesIO(body),
            "wsgi.errors": sys.stderr,
            "wsgi.url_scheme": "http",
            "wsgi.version": (1, 0),
            "wsgi.multithread": True,
            "wsgi.multiprocess": True,
            "wsgi.run_once": False,
        }
        status: list[str] = []

        def start_response(line: str, headers: Any, exc_info: Any = None) -> Any:
            status.append(line)
            return None

        app: Any = self.app
        chunks = app(environ, start_response)
        payload = b"".join(chunks)
        getattr(chunks, "close", lambda: None)()
        return int(status[0].split()[0]), orjson.loads(payload) if payload else None


def seed(game: str, matches: int, prefix: str) -> list[tuple[list[str], int]]:
    from games import services

    plans = []
    for number in range(matches):
        users, tokens = [], []
        for seat in range(PLAYERS):
            issued = services.account_create(username=f"{prefix}-{number}-{seat}")
            users.append(issued.user)
            tokens.append(issued.raw_key)
        match = services.match_create(creator=users[0], game=game, players=PLAYERS, seed=number)
        for user in users[1:]:
            services.match_join(match_id=match.pk, user=user)
        plans.append((tokens, match.pk))
    return plans


def play(client: Client, plans: list[tuple[list[str], int]], actions: int, seed: int) -> int:
    """Play like api_load's clients until `actions` were accepted; the number accepted."""
    import random

    import orjson

    rng = random.Random(seed)
    accepted = 0
    for tokens, match_id in plans:
        _, match = client.call("GET", f"/api/v1/matches/{match_id}", tokens[0])
        seat, legal, seq = match["to_move"][0], None, match["seq"]
        while accepted < actions:
            if legal is None:
                path = f"/api/v1/matches/{match_id}/legal-actions"
                _, body = client.call("GET", path, tokens[seat])
                legal, seq = body["actions"], body["seq"]
            choice = rng.choice(legal)["notation"]
            request = orjson.dumps({"expected_seq": seq, "action": choice})
            status, body = client.call(
                "POST", f"/api/v1/matches/{match_id}/actions", tokens[seat], request
            )
            if status != 201:
                raise SystemExit(f"rejected ({status}): {body}")
            accepted += 1
            if body["status"] != "active":
                break
            seq = body["seq"]
            if seat in body["to_move"]:
                legal = body["legal_actions"]
            else:
                seat, legal = body["to_move"][0], None
        if accepted >= actions:
            break
    return accepted


def callgrind_instrumentation(on: bool) -> None:
    """Switch valgrind's instruction counting for this process (run with --instr-atstart=no)."""
    import subprocess

    flag = "on" if on else "off"
    subprocess.run(["callgrind_control", "-i", flag, str(os.getpid())], check=True, stdout=-3)


def count_instructions(game: str, actions: int) -> None:
    """Instructions executed per accepted action (valgrind's callgrind, counting only while
    the actions are played): repeatable on a busy machine, unlike CPU time."""
    client = Client()
    warm = seed(game, 2, f"{RUN}{game[:2]}w")
    play(client, warm, 50, seed=0)
    plans = seed(game, max(2, actions // 40), f"{RUN}{game[:2]}i")
    callgrind_instrumentation(True)
    done = play(client, plans, actions, seed=1)
    callgrind_instrumentation(False)
    print(f"game={game} instrumented_actions={done}", flush=True)


def run_under_callgrind(games: str, actions: int) -> None:
    import re
    import subprocess
    import tempfile

    for game in games.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            out = f"{tmp}/callgrind.out"
            command = ["valgrind", "--tool=callgrind", "--instr-atstart=no"]
            command += [f"--callgrind-out-file={out}", sys.executable, __file__]
            command += ["--games", game, "--actions", str(actions), "--under-callgrind"]
            run = subprocess.run(command, capture_output=True, text=True, check=True)
            done = int(re.findall(r"instrumented_actions=(\d+)", run.stdout)[-1])
            totals = re.findall(r"^(?:summary|totals): (\d+)", Path(out).read_text(), re.M)
            instructions = int(totals[-1])
            print(
                f"game={game} actions={done} "
                f"web_instructions_per_action={instructions / done / 1e6:.2f}M",
                flush=True,
            )


def profile_game(game: str, actions: int, top: int) -> None:
    from bench.cpu import IdleShare, per_unit_ms

    client = Client()
    matches = max(2, actions // 40)
    warm = seed(game, 2, f"{RUN}{game[:2]}w")
    play(client, warm, 50, seed=0)  # imports, URL resolver, first connections
    plain, profiled = (seed(game, matches, f"{RUN}{game[:2]}{run}") for run in ("a", "b"))

    idle = IdleShare()
    counters = Counters()
    cpu_before = time.process_time()
    with counting(counters):
        done = play(client, plain, actions, seed=1)
    cpu_ms = per_unit_ms(time.process_time() - cpu_before, done)
    print(
        f"game={game} actions={done} web_cpu_ms_per_action={cpu_ms:.2f} "
        f"sql_statements_per_action={counters.sql / done:.2f} "
        f"sql_messages_per_action={counters.messages / done:.2f} "
        f"redis_round_trips_per_action={counters.redis / done:.2f} "
        f"idle_share={idle.share():.2f}"
    )

    profiler = cProfile.Profile(time.thread_time)
    profiler.enable()
    done = play(client, profiled, actions, seed=1)
    profiler.disable()
    stats = pstats.Stats(profiler)
    by_layer: dict[str, float] = defaultdict(float)
    raw: Any = stats
    total = 0.0
    builtins: dict[str, float] = defaultdict(float)
    for (filename, _line, name), (_cc, _nc, tottime, _ct, _callers) in raw.stats.items():
        layer = layer_of(name if filename == "~" else filename)
        by_layer[layer] += tottime
        total += tottime
        if filename == "~":
            builtins[name] += tottime
    entry_point_breakdown(raw, done)
    print(f"  profiled (cProfile own time, {done} actions), share of the web process's time:")
    for layer, seconds in sorted(by_layer.items(), key=lambda item: -item[1]):
        print(f"    {layer:<38} {100 * seconds / total:5.1f}%  {seconds * 1000 / done:6.3f} ms")
    if top:
        print("  top built-ins (own time per action):")
        for name, seconds in sorted(builtins.items(), key=lambda item: -item[1])[:top]:
            print(f"    {name[:70]:<70} {seconds * 1000 / done:6.3f} ms")
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
        print("\n".join("    " + line for line in out.getvalue().splitlines()[6:]))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--games", default="yokohama,shinjuku,yamatai")
    parser.add_argument("--actions", type=int, default=600)
    parser.add_argument("--top", type=int, default=0, help="also print the top N functions")
    parser.add_argument(
        "--callgrind",
        action="store_true",
        help="instead: instructions per action under valgrind (slow, but repeatable)",
    )
    parser.add_argument("--under-callgrind", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
        raise SystemExit("set DATABASE_URL to a PostgreSQL database of your own")
    if args.callgrind:
        run_under_callgrind(args.games, args.actions)
        return
    setup()
    try:
        for game in args.games.split(","):
            if args.under_callgrind:
                count_instructions(game, args.actions)
            else:
                profile_game(game, args.actions, args.top)
    finally:
        redis_url = os.environ.get("REDIS_URL")
        if redis_url:
            import redis

            client = redis.Redis.from_url(redis_url)
            keys = list(client.scan_iter(match=f"*{NAMESPACE}*", count=1000))
            if keys:
                client.delete(*keys)


if __name__ == "__main__":
    main()
