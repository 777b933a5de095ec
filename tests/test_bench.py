"""Benches: api_load only drops a database it created (unless --force); progress lines; the
matchmaking bench runs end to end at a tiny size; the bot bench resumes a run where asked; the
workers' GIL profile adds up; the analysis bench prints CPU per decision and the idle share."""

from __future__ import annotations

import argparse
import io
import os
import secrets
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench import api_load, gil_profile
from bench.progress import Progress

ROOT = Path(__file__).resolve().parent.parent

NAMED = "postgres://postgres@127.0.0.1:5432/someone_elses"


def bench_args(**overrides: object) -> argparse.Namespace:
    defaults: dict[str, object] = {
        "postgres": "postgres://postgres@127.0.0.1:5432",
        "database_url": None,
        "force": False,
    }
    return argparse.Namespace(**{**defaults, **overrides})


def test_by_default_it_names_a_new_database_of_its_own() -> None:
    first = api_load.choose_database(bench_args(), "1a2b3c4d")
    assert first == "postgres://postgres@127.0.0.1:5432/yokohama_bench_1a2b3c4d"


def test_it_refuses_an_existing_database_it_did_not_create(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(api_load, "database_exists", lambda url: url == NAMED)
    with pytest.raises(api_load.RefusedError, match="--force"):
        api_load.choose_database(bench_args(database_url=NAMED), "1a2b3c4d")
    assert api_load.choose_database(bench_args(database_url=NAMED, force=True), "x") == NAMED
    fresh = "postgres://postgres@127.0.0.1:5432/not_there_yet"
    assert api_load.choose_database(bench_args(database_url=fresh), "x") == fresh


def test_its_help_says_what_it_touches() -> None:
    assert api_load.__doc__ is not None
    assert "never flushed" in api_load.__doc__
    assert "--force" in api_load.__doc__


def test_a_progress_line_is_printed_once_every_interval() -> None:
    now = [100.0]
    out = io.StringIO()
    progress = Progress(every=5.0, stream=out, clock=lambda: now[0])
    described = []

    def describe() -> str:
        described.append(now[0])
        return f"at={now[0]:.0f}"

    for step in range(13):  # one tick per simulated second, from 100 to 112
        now[0] = 100.0 + step
        progress.tick(describe)
    assert out.getvalue() == "progress at=105\nprogress at=110\n"
    assert described == [105.0, 110.0]  # the line is only built when it is printed


PRODUCTION_SERVICES = os.environ.get("DATABASE_URL", "").startswith("postgres") and bool(
    os.environ.get("REDIS_URL")
)


@pytest.mark.soak
@pytest.mark.skipif(
    not PRODUCTION_SERVICES,
    reason="the bench starts the production shape: it needs PostgreSQL and Redis "
    "(DATABASE_URL, REDIS_URL)",
)
def test_the_matchmaking_bench_runs_at_a_tiny_size() -> None:
    # A database of its own next to the test run's (dropped by the bench at the end), and the
    # run's Redis, where the bench keeps its keys under a prefix it deletes.
    database = f"{os.environ['DATABASE_URL']}_bench_{secrets.token_hex(3)}"
    command = [sys.executable, "bench/matchmaking.py", "--players", "16", "--seconds", "3"]
    command += ["--grace", "3", "--database-url", database]
    command += ["--redis-url", os.environ["REDIS_URL"]]
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    summary = run.stdout.strip().splitlines()[-1]
    assert summary.startswith("matchmaking players=16 "), run.stdout
    # Correctness, not speed: nothing paired twice, nothing left that could pair.
    assert " paired_twice=0 " in summary
    assert " lost=0 " in summary


@pytest.mark.parametrize(
    "protocol",
    [
        "HTTP/1.1",  # keeps the connection open, as gunicorn's gthread workers
        "HTTP/1.0",  # closes it once it has answered, as gunicorn's sync workers
    ],
)
def test_it_tells_which_process_answered_a_request(tmp_path: Path, protocol: str) -> None:
    # The readiness check of api_load: the server end of the connection is found in the
    # process that accepted it (here a one-process HTTP server).
    port = api_load.free_port()
    code = (
        "import sys; from http.server import HTTPServer, SimpleHTTPRequestHandler as H; "
        f"H.protocol_version = {protocol!r}; "
        "HTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()"
    )
    server = subprocess.Popen(
        [sys.executable, "-c", code, str(port)],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        answered = None
        for _ in range(200):
            answered = api_load.answering_worker(port, "/", {server.pid})
            if answered is not None:
                break
            time.sleep(0.05)
        assert answered == server.pid
        # A page that is not there (404) is no answer: the worker may not be ready.
        assert api_load.answering_worker(port, "/not-here", {server.pid}) is None
        # Nor a connection that no process of the set accepted.
        assert api_load.answering_worker(port, "/", {os.getpid()}, accept_timeout=0.5) is None
    finally:
        server.terminate()
        server.wait(timeout=20)


@pytest.mark.skipif(
    not os.environ.get("DATABASE_URL", "").startswith("postgres"),
    reason="counts PostgreSQL backends: needs DATABASE_URL on PostgreSQL",
)
@pytest.mark.django_db
def test_only_the_backends_of_the_benchs_own_database_are_counted() -> None:
    from django.db import connection

    from bench.cpu import database_backend_pids

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid(), current_database()")
        pid, name = cursor.fetchone()
    admin = os.environ["DATABASE_URL"].rsplit("/", 1)[0] + "/postgres"
    assert pid in database_backend_pids(admin, name)
    assert pid not in database_backend_pids(admin, f"{name}_not_this_one")


@pytest.mark.soak
@pytest.mark.skipif(
    not PRODUCTION_SERVICES,
    reason="the bench starts the production shape: it needs PostgreSQL and Redis "
    "(DATABASE_URL, REDIS_URL)",
)
def test_the_api_load_bench_measures_only_once_every_worker_answers() -> None:
    database = f"{os.environ['DATABASE_URL']}_bench_{secrets.token_hex(3)}"
    command = [sys.executable, "bench/api_load.py", "--games", "yamatai", "--clients", "2"]
    command += ["--seconds", "3", "--warmup", "1", "--workers", "2", "--threads", "2"]
    command += ["--database-url", database, "--redis-url", os.environ["REDIS_URL"], "--profile"]
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    level = next(line for line in run.stdout.splitlines() if line.startswith("game=yamatai "))
    figures = dict(field.split("=", 1) for field in level.split())
    assert int(figures["accepted"]) > 0, run.stdout  # warm workers: never a run of nothing
    assert float(figures["cpu_ms_per_action"]) > 0
    assert 0.0 <= float(figures["idle_share"]) <= 1.0
    # Every client still had a match to play when the window ended: a full window of load.
    assert figures["exhausted_clients"] == "0", run.stdout
    assert float(figures["window_s"]) >= 2.5
    assert run.stdout.strip().splitlines()[-1].startswith("api_actions_per_s=")
    if may_trace_workers():
        # py-spy sampled the workers during the window: most of their Python time is requests.
        request = next(line for line in run.stdout.splitlines() if "whole request" in line)
        assert float(request.split()[-3].rstrip("%")) > 50, run.stdout
    else:
        assert "GIL profile: no samples" in run.stdout, run.stdout


def test_the_analysis_bench_prints_cpu_per_decision_and_the_machines_idle_share() -> None:
    command = [sys.executable, "bench/analysis.py", "--game", "yamatai", "--limit", "2"]
    command += ["--seconds", "0.01", "--iterations", "5"]
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    line = run.stdout.strip().splitlines()[-1]
    figures = dict(field.split("=", 1) for field in line.split()[1:])
    assert figures["game"] == "yamatai", line
    assert figures["decisions"] == "2", line
    assert int(figures["searched"]) >= 1, line  # a decision with a choice was judged...
    assert float(figures["iterations_per_decision"]) > 0, line
    assert float(figures["cpu_ms_per_decision"]) > 0, line  # ...and its CPU counted
    assert 0.0 <= float(figures["idle_share"]) <= 1.0, line


def may_trace_workers() -> bool:
    """py-spy, a sibling of the web server, may read its workers: as root, or with Yama's ptrace
    scope 0 (scope 1, many distributions' default, lets a process trace its descendants only)."""
    scope = Path("/proc/sys/kernel/yama/ptrace_scope")
    return os.geteuid() == 0 or not scope.exists() or scope.read_text().strip() == "0"


def test_the_gil_profile_counts_entry_points_with_their_callees_and_layers_by_leaf() -> None:
    worker = 'process 7:"python -m gunicorn"'
    thread = (
        "Thread._bootstrap (threading.py:1002);ThreadWorker.handle (gunicorn/workers/gthread.py:9)"
    )
    granian = 'process 8:"python -m granian"'
    granian_call = "_callback_wrapper.<locals>._runner (granian/wsgi.py:57)"
    app = "DirectPath.__call__ (api/direct.py:120)"
    wsgi = f"{app};WSGIHandler.__call__ (django/core/handlers/wsgi.py:124)"
    submit = "MatchViewSet.submit (api/views.py:400)"
    direct = f"{app};DirectPath._answer (api/direct.py:200)"
    raw = [
        f"{worker};{thread};{wsgi};{submit};match_action_submit (games/services.py:5) 6\n",
        f"{worker};{thread};{wsgi};{submit};decode (games/yokohama/state.py:10) 2\n",
        f"{worker};{thread};{direct};match_action_submit (games/services.py:5) 3\n",
        f"{worker};{thread};Parser.__next__ (gunicorn/http/parser.py:40) 1\n",
        # Cut short by py-spy: counted by its leaf only.
        f"{worker};BaseCursor._execute_gen (psycopg/_cursor_base.py:80) 1\n",
        # granian: its blocking thread's call into the application is the stack's root.
        f"{granian};{granian_call};{direct};match_action_submit (games/services.py:5) 2\n",
        f"{granian};{granian_call} 1\n",
    ]
    profile = gil_profile.parse(raw)
    assert (profile.samples, profile.partial) == (16, 1)
    assert profile.entry_points["whole request (WSGI application)"] == 13
    assert profile.entry_points["  direct path (api/direct.py: no Django request, no DRF)"] == 5
    assert profile.entry_points["  Django's handler (first requests, refusals)"] == 8
    assert profile.entry_points["    POST actions (submit view)"] == 8
    assert profile.entry_points["      match_action_submit"] == 11
    assert profile.entry_points[gil_profile.OUTSIDE_DJANGO] == 2
    assert profile.layers == {
        "services, rows, events": 11,
        "engine": 2,
        "gunicorn (HTTP, thread pool)": 1,
        "granian (its Python call glue)": 1,
        "SQL (driver)": 1,
    }
    lines = gil_profile.report(profile, web_ms_per_action=1.6)
    by_layer = lines[lines.index("    own time by layer of the innermost Python frame:") + 1 :]
    assert by_layer[1].split() == ["engine", "12.5%", "0.200", "ms"]  # 2 of 16 samples of 1.6 ms


def test_the_bot_bench_plays_the_rest_of_a_run_with_that_runs_seeds_and_seats() -> None:
    # Game 2 of a 2-player run: seed 100001, the measured bot in seat 1, as in the whole run.
    command = [sys.executable, "bench/bots.py", "--game", "yamatai", "--players", "2"]
    command += ["--bot", "greedy", "--against", "random", "--games", "2", "--first-game", "2"]
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    games = [line for line in run.stderr.splitlines() if line.startswith("game ")]
    assert len(games) == 1, run.stderr
    assert games[0].startswith("game 2/2 seed=100001 greedy_seat=1 "), games
    assert " games=1 (numbers 2-2) " in run.stdout, run.stdout
    past_the_end = subprocess.run(
        [*command[:-1], "3"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert past_the_end.returncode == 2
    assert "--first-game is past --games" in past_the_end.stderr
