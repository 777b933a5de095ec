"""The beat sweep's search for lost tasks (a broker restart loses its queue) and its lock.

These run inside a test transaction: nothing commits, so no task is enqueued behind them."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from games import services
from games.models import Match, MatchResult, MatchStatus
from games.tasks import match_deadlines_check_task, sweep_lock

pytestmark = pytest.mark.django_db

MINUTE = timedelta(minutes=1)


def human_against_bot(make_user: Any) -> Match:
    alice, _ = make_user("alice")
    match = services.match_create(
        creator=alice, game="yokohama", players=2, seed=5, bot_seats={1: "random"}
    )
    assert match.status == MatchStatus.ACTIVE
    return match


def age(match: Match, **fields: Any) -> None:
    """Make the match look untouched for two minutes (and set `fields`)."""
    Match.objects.filter(pk=match.pk).update(updated_at=timezone.now() - 2 * MINUTE, **fields)


def test_a_match_waiting_on_its_bot_too_long_is_found_with_its_seq(make_user: Any) -> None:
    match = human_against_bot(make_user)
    age(match, to_move=[1])
    assert services.stalled_bot_turns(older_than=MINUTE) == [(match.pk, match.seq)]
    # Recently moved: its task may still be on its way.
    assert services.stalled_bot_turns(older_than=3 * MINUTE) == []


def test_a_match_waiting_on_a_human_is_not_a_lost_bot_turn(make_user: Any) -> None:
    match = human_against_bot(make_user)
    age(match, to_move=[0])
    assert services.stalled_bot_turns(older_than=MINUTE) == []
    age(match, to_move=[1], status=MatchStatus.FINISHED)
    assert services.stalled_bot_turns(older_than=MINUTE) == []


def test_a_finished_match_without_results_is_found_until_it_has_them(make_user: Any) -> None:
    match = human_against_bot(make_user)
    Match.objects.filter(pk=match.pk).update(
        status=MatchStatus.FINISHED, finished_at=timezone.now() - 2 * MINUTE
    )
    assert services.unfinalized_matches(older_than=MINUTE) == [match.pk]
    MatchResult.objects.create(match=match, seat=0, score=1, rank=1, breakdown={})
    assert services.unfinalized_matches(older_than=MINUTE) == []


def test_only_one_sweep_runs_at_a_time() -> None:
    with sweep_lock("match-deadlines") as first:
        assert first is True
        with sweep_lock("match-deadlines") as second:
            assert second is False
        assert match_deadlines_check_task() == -1  # a second beat's sweep stands aside
    assert match_deadlines_check_task() == 0  # the lock is free again; nothing is due
