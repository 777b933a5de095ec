"""Ratings: once per rated finished match (a database constraint), and reproducible."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.db import IntegrityError, transaction

from games import services as match_services
from games.models import Match, User
from games.tournaments import services
from games.tournaments.models import Rating, RatingChange, RatingUpdate, Tournament
from games.tournaments.ratings import PRIOR, Skill, rate
from tests.tournaments.conftest import finish_match

pytestmark = pytest.mark.django_db


def human_match(*users: User, seed: int = 1) -> Match:
    match = match_services.match_create(
        creator=users[0], game="yokohama", players=len(users), seed=seed
    )
    for user in users[1:]:
        match_services.match_join(match_id=match.pk, user=user)
    return match


def rating_of(user: User) -> Rating:
    return Rating.objects.get(user=user, game="yokohama")


def test_the_model_rewards_the_winner_and_shares_a_tie() -> None:
    winner, second, third = rate([PRIOR, PRIOR, PRIOR], [1, 2, 3])
    assert winner.mu > second.mu > third.mu
    a, b = rate([PRIOR, PRIOR], [1, 1])
    assert a.mu == pytest.approx(b.mu)
    strong = Skill(mu=35.0, sigma=3.0)
    upset = rate([strong, PRIOR], [2, 1])
    expected = rate([strong, PRIOR], [1, 2])
    assert strong.mu - upset[0].mu > expected[0].mu - strong.mu  # losing as favourite costs more


def test_a_finished_match_between_accounts_is_rated_once(make_user: Any) -> None:
    alice, _ = make_user("alice")
    bob, _ = make_user("bob")
    match = human_match(alice, bob)
    finish_match(match.pk, [80, 60])
    first = (rating_of(alice).mu, rating_of(bob).mu)
    assert first[0] > PRIOR.mu > first[1]
    assert rating_of(alice).matches == 1
    assert rating_of(alice).ordinal == pytest.approx(first[0] - 3 * rating_of(alice).sigma)
    for _ in range(3):
        match_services.match_finalize(match_id=match.pk)
    assert (rating_of(alice).mu, rating_of(bob).mu) == first
    assert RatingUpdate.objects.filter(match=match).count() == 1
    assert RatingChange.objects.filter(update__match=match).count() == 2


def test_the_database_refuses_a_second_update_for_a_match(make_user: Any) -> None:
    alice, _ = make_user("alice")
    bob, _ = make_user("bob")
    match = human_match(alice, bob)
    finish_match(match.pk, [1, 2])
    with pytest.raises(IntegrityError), transaction.atomic():
        RatingUpdate.objects.create(match=match, game="yokohama")


def test_a_seat_without_an_account_leaves_the_match_unrated(make_user: Any) -> None:
    alice, _ = make_user("alice")
    match = match_services.match_create(
        creator=alice, game="yokohama", players=2, seed=2, bot_seats={1: "random"}
    )
    finish_match(match.pk, [10, 20])
    assert not RatingUpdate.objects.exists()
    assert not Rating.objects.exists()
    assert services.ratings_recompute(game="yokohama").missing == []  # not owed a rating


def test_an_unrated_tournament_leaves_ratings_alone(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(4, table_size=4, rated=False)
    services.tournament_round_start(tournament_id=tournament.pk)
    finish_match(tournament.tables.get().match_id, [4, 3, 2, 1])
    assert not Rating.objects.exists()
    assert services.ratings_recompute(game="yokohama").consistent


def test_server_bot_entrants_are_rated_through_their_bot_accounts(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(4, table_size=4)
    services.tournament_round_start(tournament_id=tournament.pk)
    finish_match(tournament.tables.get().match_id, [40, 30, 20, 10])
    ratings = list(Rating.objects.order_by("-ordinal").select_related("user"))
    assert len(ratings) == 4
    assert all(r.user.is_bot for r in ratings)
    assert ratings[0].mu > ratings[-1].mu


def test_recompute_replays_the_updates_bit_for_bit_and_spots_tampering(make_user: Any) -> None:
    users = [make_user(name)[0] for name in ("ann", "ben", "cat", "dan")]
    plays = [((0, 1, 2), [30, 20, 10]), ((1, 2, 3), [5, 25, 25]), ((3, 0), [7, 9])]
    for seed, (seats, scores) in enumerate(plays):
        match = human_match(*(users[i] for i in seats), seed=seed)
        finish_match(match.pk, scores)
    report = services.ratings_recompute(game="yokohama")
    assert report.consistent, report
    Rating.objects.filter(user=users[0]).update(mu=30.0)
    report = services.ratings_recompute(game="yokohama")
    assert [(d.key, d.field) for d in report.differences] == [(str(users[0].pk), "rating")]
    services.ratings_recompute(game="yokohama", write=True)
    assert services.ratings_recompute(game="yokohama").consistent


def test_recompute_lists_finished_matches_that_were_never_rated(make_user: Any) -> None:
    alice, _ = make_user("alice")
    bob, _ = make_user("bob")
    match = human_match(alice, bob)
    finish_match(match.pk, [3, 4])
    RatingUpdate.objects.filter(match=match).delete()  # as if the hook had been skipped
    report = services.ratings_recompute(game="yokohama")
    assert report.missing == [match.pk]
