"""Shinjuku on the server: server bots play it through the Celery tasks (a real worker on Redis
and PostgreSQL when REDIS_URL is set, the embedded in-process thread otherwise), its results
are stored as the engine computes them, and a tournament of server bots finishes."""

from __future__ import annotations

from typing import Any

import pytest

from games import services
from games.codec import game_of, load_state
from games.models import Match, MatchAction, MatchResult, MatchStatus
from games.tournaments import services as tournament_services
from games.tournaments.models import Entrant, Rating, Table, Tournament, TournamentStatus
from tests.conftest import wait_for

pytestmark = pytest.mark.django_db(transaction=True)


def refreshed(match_id: int) -> Match:
    return Match.objects.get(pk=match_id)


@pytest.mark.soak
def test_a_bot_only_match_plays_to_the_end_through_the_tasks(task_runner: Any) -> None:
    match = services.match_create(
        creator=None,
        game="shinjuku",
        players=4,
        options={"ceo": True, "kaiju": True},
        seed=31,
        bot_seats={0: "greedy", 1: "random", 2: "greedy", 3: "random"},
        join=False,
    )
    wait_for(lambda: refreshed(match.pk).status == MatchStatus.FINISHED, timeout=600)
    task_runner()
    results = wait_for(
        lambda: list(MatchResult.objects.filter(match=match).order_by("seat")), timeout=60
    )
    final = refreshed(match.pk)
    # The stored results are the engine's outcome of the stored final state.
    outcome = game_of(final).outcome(load_state(final))
    assert outcome is not None
    assert [(r.seat, r.score, r.rank, r.breakdown) for r in results] == [
        (s.seat, s.score, s.rank, dict(s.breakdown)) for s in outcome.results
    ]
    for result in results:
        assert sum(result.breakdown.values()) == result.score
    seqs = list(MatchAction.objects.filter(match=match).values_list("seq", flat=True))
    assert seqs == list(range(1, final.seq + 1))
    # Server bot seats are not accounts: nothing is rated.
    assert not Rating.objects.exists()


@pytest.mark.soak
def test_a_tournament_of_server_bots_finishes_with_standings(task_runner: Any) -> None:
    tournament = tournament_services.tournament_create(
        name="Shinjuku cup",
        game="shinjuku",
        table_size=2,
        rounds=2,
        auto_advance=True,
        seed=2027,
    )
    tournament_services.tournament_bots_register(
        tournament_id=tournament.pk, kind="random", count=4
    )
    tournament_services.tournament_round_start(tournament_id=tournament.pk)

    def finished() -> bool:
        return Tournament.objects.get(pk=tournament.pk).status == TournamentStatus.FINISHED

    wait_for(finished, timeout=600, interval=0.5)
    task_runner()
    tables = list(Table.objects.filter(tournament=tournament).select_related("match"))
    assert len(tables) == 4
    assert all(t.match.game == "shinjuku" for t in tables)
    assert all(t.match.status == MatchStatus.FINISHED and t.scored_at for t in tables)
    entrants = list(Entrant.objects.filter(tournament=tournament))
    assert {e.played for e in entrants} == {2}
    ranks = [e.rank or 0 for e in sorted(entrants, key=lambda e: (-e.points, -e.game_score))]
    assert ranks == sorted(ranks)
    assert ranks[0] == 1
    assert tournament_services.tournament_recompute(tournament_id=tournament.pk).consistent
    # The bot entrants are accounts: rated per (account, game), in Shinjuku only.
    ratings = list(Rating.objects.all())
    assert len(ratings) == 4
    assert {r.game for r in ratings} == {"shinjuku"}
    assert {r.matches for r in ratings} == {2}
    assert tournament_services.ratings_recompute(game="shinjuku").consistent
