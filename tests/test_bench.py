"""Benches: api_load only drops a database it created (unless --force); progress lines; the
matchmaking bench runs end to end at a tiny size."""

from __future__ import annotations

import argparse
import io
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

from bench import api_load
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
