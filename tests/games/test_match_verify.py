"""`manage.py match_verify`: the log is the truth; a cached state that disagrees is reported."""

from __future__ import annotations

import random
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from games import services
from games.codec import game_of, load_state
from games.models import Match, User


def play(match: Match, user_by_seat: dict[int, User], actions: int, seed: int) -> Match:
    rng = random.Random(seed)
    for _ in range(actions):
        match = Match.objects.get(pk=match.pk)
        seat = match.to_move[0]
        legal = game_of(match).legal_actions(load_state(match), seat)
        services.match_action_submit(
            match_id=match.pk,
            seat_index=seat,
            action=rng.choice(legal).to_notation(),
            expected_seq=match.seq,
            user=user_by_seat[seat],
        )
    return Match.objects.get(pk=match.pk)


@pytest.mark.django_db
def test_it_confirms_caches_rebuilt_from_the_log_and_reports_a_corrupt_one() -> None:
    alice, bob = User.objects.create(username="alice"), User.objects.create(username="bob")
    match = services.match_create(creator=alice, game="yokohama", players=2, seed=3)
    services.match_join(match_id=match.pk, user=bob)
    match = play(match, {0: alice, 1: bob}, actions=60, seed=1)

    out = StringIO()
    call_command("match_verify", stdout=out)
    assert "checked 1 match(es), 0 with differences" in out.getvalue()

    # Replace the cache with the state of an earlier seq: replay must notice.
    game = game_of(match)
    stale = game.initial_state(match.config, match.seed)
    Match.objects.filter(pk=match.pk).update(state=game.encode_state(stale))
    with pytest.raises(CommandError):
        call_command("match_verify", stdout=StringIO())
    out = StringIO()
    call_command("match_verify", "--repair", stdout=out)
    assert "(repaired)" in out.getvalue()
    call_command("match_verify", stdout=StringIO())  # clean again
    assert game.state_to_json(load_state(Match.objects.get(pk=match.pk))) == game.state_to_json(
        load_state(match)
    )


class Terminal(StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.django_db
def test_it_draws_a_progress_bar_only_on_a_terminal() -> None:
    alice, bob = User.objects.create(username="alice"), User.objects.create(username="bob")
    for seed in (4, 5):
        match = services.match_create(creator=alice, game="yokohama", players=2, seed=seed)
        services.match_join(match_id=match.pk, user=bob)
        play(match, {0: alice, 1: bob}, actions=5, seed=seed)

    terminal = Terminal()
    call_command("match_verify", stdout=terminal)
    shown = terminal.getvalue()
    assert f"\r[{'#' * 30}] 2/2 matches\n" in shown
    assert shown.endswith("checked 2 match(es), 0 with differences\n")

    redirected = StringIO()
    call_command("match_verify", stdout=redirected)
    assert redirected.getvalue() == "checked 2 match(es), 0 with differences\n"
