"""Tournament fixtures: bot fields, and finishing a table's match with chosen scores.

`finish_match` stands in for a played game: the unit tests are about tournaments, not the
engine, and a real 3-4 player game is hundreds of bot turns (the worker test plays them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from django.utils import timezone

from games import services as match_services
from games.models import Match, MatchResult, MatchStatus
from games.tournaments import services
from games.tournaments.models import Tournament


def finish_match(match_id: int, scores: Sequence[int]) -> Match:
    """Mark the match finished with these scores by seat (rank from the score) and finalise."""
    Match.objects.filter(pk=match_id).update(
        status=MatchStatus.FINISHED, finished_at=timezone.now(), to_move=[], deadline=None
    )
    MatchResult.objects.bulk_create(
        MatchResult(
            match_id=match_id,
            seat=seat,
            score=score,
            rank=1 + sum(other > score for other in scores),
            breakdown={},
        )
        for seat, score in enumerate(scores)
    )
    return match_services.match_finalize(match_id=match_id)


def finish_round(tournament: Tournament, scores: Callable[[int, int], Sequence[int]]) -> None:
    """Finish every unfinished table of the current round; `scores(table number, size)`."""
    tournament.refresh_from_db()
    for table in tournament.tables.filter(
        round__number=tournament.current_round, scored_at__isnull=True
    ).order_by("number"):
        finish_match(table.match_id, scores(table.number, tournament.table_size))


@pytest.fixture
def bots_tournament(db: None) -> Callable[..., Tournament]:
    def make(entrants: int = 8, *, table_size: int = 4, **settings: Any) -> Tournament:
        settings.setdefault("format", "swiss")
        if settings["format"] == "swiss":
            settings.setdefault("rounds", 3)
        tournament = services.tournament_create(
            name="Test cup", game="yokohama", table_size=table_size, seed=7, **settings
        )
        services.tournament_bots_register(
            tournament_id=tournament.pk, kind="random", count=entrants
        )
        return tournament

    return make
