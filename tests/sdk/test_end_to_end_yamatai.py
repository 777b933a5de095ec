"""End to end, Yamatai: two SDK bot processes and two server greedy bots play a 4-player match
over HTTP against the live server (PostgreSQL, Redis and a real Celery worker when
DATABASE_URL/REDIS_URL are set; the embedded default otherwise). The example bots and `play()`
are game-agnostic: the same `python -m yokohama_sdk.bots.random` plays Yamatai.
"""

from __future__ import annotations

import subprocess
import time
import uuid
from pathlib import Path

import pytest
from yokohama_sdk import Client

from tests.conftest import wait_for
from tests.sdk.conftest import LiveServer, tail
from tests.sdk.test_end_to_end import GAME_TIMEOUT_S, start_bot


@pytest.mark.soak
def test_sdk_bots_and_server_greedy_bots_play_yamatai_to_the_end(
    live: LiveServer, tmp_path: Path
) -> None:
    from games.engine import get_game
    from games.models import Match, MatchAction, MatchResult
    from games.tournaments.models import RatingUpdate

    tokens = []
    for i in range(2):
        with Client(live.url) as signup:
            tokens.append(signup.signup(f"y-e2e-{i}-{uuid.uuid4().hex[:6]}", is_bot=True).token)
    with Client(live.url, tokens[0]) as creator:
        created = creator.create_match(
            "yamatai", 4, seed=20261124, bots={2: "greedy", 3: "greedy"}, join=True
        )
    match_id = created.id
    assert created.your_seat == 0

    logs = [tmp_path / f"bot-{i}.log" for i in range(2)]
    bots = [
        start_bot(
            "random",
            ["--match", str(match_id), "--seed", "0"],
            server=live.url,
            log=logs[0],
            token=tokens[0],
        ),
        start_bot(
            "random",
            ["--join", str(match_id), "--seed", "1"],
            server=live.url,
            log=logs[1],
            token=tokens[1],
        ),
    ]
    outputs = []
    try:
        deadline = time.monotonic() + GAME_TIMEOUT_S
        for i, bot in enumerate(bots):
            try:
                out, _ = bot.communicate(timeout=max(1.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pytest.fail(f"bot {i} did not finish\n{tail(logs[i])}\n{live.log_tail()}")
            assert bot.returncode == 0, f"bot {i}: {tail(logs[i])}\nserver:\n{live.log_tail()}"
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
    assert sorted(r.seat for r in result.results) == [0, 1, 2, 3]
    assert sorted(r.rank for r in result.results) == [1, 2, 3, 4]  # Yamatai breaks every tie

    # The result is the engine's outcome of the logged actions, stored by the finaliser.
    stored = wait_for(
        lambda: list(MatchResult.objects.filter(match_id=match_id).order_by("seat")) or None,
        timeout=120,
    )
    game = get_game("yamatai")
    row = Match.objects.get(pk=match_id)
    state = game.initial_state(row.config, row.seed)
    for action in MatchAction.objects.filter(match_id=match_id).order_by("seq"):
        state = game.apply(state, game.parse_action(state, action.seat, action.notation))
    outcome = game.outcome(state)
    assert outcome is not None
    expected = [(r.seat, r.score, r.rank) for r in outcome.results]
    assert [(r.seat, r.score, r.rank) for r in stored] == expected
    assert [(r.seat, r.score, r.rank) for r in sorted(result.results, key=lambda r: r.seat)] == (
        expected
    )
    # Both server bots moved, and both SDK bots; each SDK bot saw its own final rank.
    seats_that_acted = set(
        MatchAction.objects.filter(match_id=match_id).values_list("seat", flat=True)
    )
    assert seats_that_acted == {0, 1, 2, 3}
    ranks = {r.seat: r.rank for r in result.results}
    for out in outputs:
        fields = dict(part.split("=", 1) for part in out.strip().splitlines()[-1].split()[1:])
        assert int(fields["rank"]) == ranks[int(fields["seat"])]
    # Ratings: two seats are anonymous server bots, so the match is unrated (match_rate's
    # rule): no rating moves.
    assert not RatingUpdate.objects.filter(match_id=match_id).exists()
