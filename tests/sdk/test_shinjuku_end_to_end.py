"""End to end, Shinjuku: two SDK bot processes and two server greedy bots play one 4-player
match over HTTP against a live server (PostgreSQL, Redis and a real Celery worker when
DATABASE_URL/REDIS_URL are set, as in CI; SQLite and in-process tasks otherwise).

The match is created through the SDK with seats 1 and 3 given to server greedy bots; one bot
process (`heuristic`, which plays a game it has no table for like the random bot) plays the
creator's seat 0 with `--match`, the other (`random`) takes seat 2 with `--join`. The result
must be the engine's outcome of the final state, and no rating may move: server bot seats are
not accounts, so the match is unrated (games.tournaments.services.match_rate).
"""

from __future__ import annotations

import subprocess
import uuid
from pathlib import Path

import pytest
from yokohama_sdk import Client

from tests.conftest import wait_for
from tests.sdk.conftest import LiveServer, tail
from tests.sdk.test_end_to_end import GAME_TIMEOUT_S, start_bot


@pytest.mark.soak
def test_two_sdk_bots_and_two_server_greedy_bots_play_shinjuku(
    live: LiveServer, tmp_path: Path
) -> None:
    tokens = []
    for i in range(2):
        with Client(live.url) as signup:
            tokens.append(signup.signup(f"shj-{i}-{uuid.uuid4().hex[:6]}", is_bot=True).token)
    with Client(live.url, tokens[0]) as creator:
        created = creator.create_match(
            "shinjuku",
            4,
            options={"ceo": True, "kaiju": True},
            seed=20261124,
            bots={1: "greedy", 3: "greedy"},
        )
    assert created.game == "shinjuku"
    assert created.your_seat == 0
    match_id = created.id

    logs = [tmp_path / "bot-0.log", tmp_path / "bot-2.log"]
    bots: list[subprocess.Popen[str]] = []
    try:
        bots.append(
            start_bot(
                "heuristic",
                ["--match", str(match_id), "--seed", "0"],
                server=live.url,
                log=logs[0],
                token=tokens[0],
            )
        )
        bots.append(
            start_bot(
                "random",
                ["--join", str(match_id), "--seed", "2"],
                server=live.url,
                log=logs[1],
                token=tokens[1],
            )
        )
        outputs = []
        for i, bot in enumerate(bots):
            try:
                out, _ = bot.communicate(timeout=GAME_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                raise AssertionError(
                    f"bot {i} did not finish\n{tail(logs[i])}\nserver:\n{live.log_tail()}"
                ) from None
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
    seats = {s.index: s for s in match.seats}
    assert [(seats[i].holder, seats[i].bot_kind) for i in (1, 3)] == [("bot", "greedy")] * 2
    assert all(seats[i].username for i in (0, 2))

    from games.codec import game_of, load_state
    from games.models import Match, MatchResult
    from games.tournaments.models import Rating, RatingUpdate

    stored = wait_for(
        lambda: list(MatchResult.objects.filter(match_id=match_id).order_by("seat")) or None,
        timeout=120,
    )
    final = Match.objects.get(pk=match_id)
    outcome = game_of(final).outcome(load_state(final))
    assert outcome is not None
    expected = [(s.seat, s.score, s.rank) for s in outcome.results]
    assert [(r.seat, r.score, r.rank) for r in stored] == expected
    assert sorted((r.seat, r.score, r.rank) for r in result.results) == expected
    # The final view (now public) shows the same scores.
    state = match.state
    assert state is not None
    assert state.to_dict()["scores"] == [s.score for s in outcome.results]

    # Each bot process played its own seat and saw its final result.
    played = {}
    for out in outputs:
        fields = dict(part.split("=", 1) for part in out.strip().splitlines()[-1].split()[1:])
        played[int(fields["seat"])] = (int(fields["score"]), int(fields["rank"]))
    assert played == {seat: (expected[seat][1], expected[seat][2]) for seat in (0, 2)}

    # Seats 1 and 3 are anonymous server bots, not accounts: the match is not rated.
    assert not RatingUpdate.objects.filter(match_id=match_id).exists()
    assert not Rating.objects.filter(game="shinjuku").exists()
