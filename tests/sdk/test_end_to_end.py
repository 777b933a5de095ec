"""End to end: four SDK bot processes play one 4-player Yokohama match against a live server.

The server is the live test server (`api_server`) on the test database (PostgreSQL, Redis
and a real Celery worker when DATABASE_URL/REDIS_URL are set, as in CI; SQLite and in-process
tasks otherwise). Each bot is `python -m yokohama_sdk.bots.<name>` in its own process: the first
creates the match and prints its id, the others join it; all play to the end. The result is
then read through the SDK.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest
from yokohama_sdk import Client

from tests.conftest import ROOT, wait_for
from tests.sdk.conftest import LiveServer, engine_registered, sdk_env, tail

GAME_TIMEOUT_S = 900  # generous: tests never assert timings, this only bounds a hang
CREATE_TIMEOUT_S = 60

pytestmark = pytest.mark.skipif(
    not engine_registered(), reason="the yokohama engine is not registered yet"
)


def start_bot(
    kind: str, args: list[str], *, server: str, log: Path, token: str = ""
) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", f"yokohama_sdk.bots.{kind}", *args]
    with log.open("w") as stderr:
        return subprocess.Popen(
            command,
            cwd=ROOT,
            env=sdk_env(YOKOHAMA_SERVER=server, YOKOHAMA_TOKEN=token),
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )


def test_four_bot_processes_play_a_match_to_the_end(live: LiveServer, tmp_path: Path) -> None:
    # Accounts three ways: made through the SDK and passed in the environment or with
    # --token, or made by the bot itself with --signup.
    tokens = []
    for i in range(2):
        with Client(live.url) as signup:
            tokens.append(signup.signup(f"e2e-{i}-{uuid.uuid4().hex[:6]}", is_bot=True).token)
    joiners = [
        ["--token", tokens[1]],
        ["--signup", f"e2e-2-{uuid.uuid4().hex[:6]}"],
        ["--signup", f"e2e-3-{uuid.uuid4().hex[:6]}"],
    ]

    kinds = ["heuristic", "random", "heuristic", "random"]
    logs = [tmp_path / f"bot-{i}.log" for i in range(4)]
    bots: list[subprocess.Popen[str]] = []
    try:
        creator = start_bot(
            kinds[0],
            ["--create", "--players", "4", "--match-seed", "20240601", "--seed", "0"],
            server=live.url,
            log=logs[0],
            token=tokens[0],
        )
        bots.append(creator)
        # The creator prints the match id on its first stdout line, then plays.
        line = _readline(creator, CREATE_TIMEOUT_S)
        assert line.strip().isdigit(), f"no match id: {line!r}\n{tail(logs[0])}"
        match_id = int(line)
        for i in range(1, 4):
            bots.append(
                start_bot(
                    kinds[i],
                    ["--join", str(match_id), "--seed", str(i), *joiners[i - 1]],
                    server=live.url,
                    log=logs[i],
                )
            )

        deadline = time.monotonic() + GAME_TIMEOUT_S
        # A bot that fails fails the test now: the others would wait for its seat until the
        # deadline.
        while any(bot.poll() is None for bot in bots) and time.monotonic() < deadline:
            for i, bot in enumerate(bots):
                assert bot.poll() in (None, 0), (
                    f"bot {i} exited {bot.returncode}\n{tail(logs[i])}\nserver:\n{live.log_tail()}"
                )
            time.sleep(0.5)
        outputs = []
        for i, bot in enumerate(bots):
            try:
                out, _ = bot.communicate(timeout=max(1.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pytest.fail(
                    f"bot {i} did not finish in {GAME_TIMEOUT_S} s\n{tail(logs[i])}\n"
                    f"server:\n{live.log_tail()}"
                )
            assert bot.returncode == 0, (
                f"bot {i} exited {bot.returncode}\n{tail(logs[i])}\nserver:\n{live.log_tail()}"
            )
            outputs.append(out)
    finally:
        for bot in bots:
            if bot.poll() is None:
                bot.kill()
                bot.wait()

    with Client(live.url, tokens[0]) as client:
        match = client.match(match_id)
        result = client.result(match_id)

    assert match.status == "finished"
    assert match.to_move == []
    assert len(result.results) == 4
    assert sorted(r.seat for r in result.results) == [0, 1, 2, 3]
    ranks = {r.seat: r.rank for r in result.results}
    assert min(ranks.values()) == 1
    assert all(1 <= rank <= 4 for rank in ranks.values())
    for a in result.results:
        for b in result.results:
            if a.score > b.score:
                assert a.rank < b.rank, f"seat {a.seat} outscored seat {b.seat}: {result}"
    # The finaliser (a task: on the Celery worker, or the server's embedded thread) stores
    # the same results.
    from games.models import MatchResult

    stored = wait_for(
        lambda: list(MatchResult.objects.filter(match_id=match_id).order_by("seat")) or None,
        timeout=120,
    )
    assert [(r.seat, r.score, r.rank) for r in stored] == [
        (r.seat, r.score, r.rank) for r in sorted(result.results, key=lambda r: r.seat)
    ]

    # Each bot played its own seat and saw the same final result for it.
    seats = []
    for out in outputs:
        last = out.strip().splitlines()[-1]
        fields = dict(part.split("=", 1) for part in last.split()[1:])
        seat = int(fields["seat"])
        seats.append(seat)
        assert fields["status"] == "finished"
        assert int(fields["rank"]) == ranks[seat]
        assert int(fields["score"]) == next(r.score for r in result.results if r.seat == seat)
    assert sorted(seats) == [0, 1, 2, 3]


def _readline(proc: subprocess.Popen[str], timeout: float) -> str:
    """The process's next stdout line, or "" if it exits or `timeout` passes first."""
    stdout = proc.stdout
    assert stdout is not None
    box: list[str] = []
    reader = threading.Thread(target=lambda: box.append(stdout.readline()), daemon=True)
    reader.start()
    reader.join(timeout)
    return box[0] if box else ""
