"""seek_create pairs at once, fairly and by the rules; seek_cancel, expiry and the sweep."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from games.errors import ApplicationError
from games.matchmaking import services
from games.matchmaking.models import Seek, SeekStatus
from games.matchmaking.tasks import seeks_sweep_task
from games.models import Match, MatchStatus, User, UserEvent
from games.tournaments.models import Rating

pytestmark = pytest.mark.django_db

Users = Callable[..., list[User]]
SECOND = timedelta(seconds=1)


@pytest.fixture
def users(make_user: Any) -> Users:
    def make(*names: str) -> list[User]:
        return [make_user(name)[0] for name in names]

    return make


def post(user: User, **fields: Any) -> Seek:
    return services.seek_create(user=user, **{"game": "yokohama", "players": 2, **fields})


def match_of(seek: Seek) -> Match:
    assert seek.match_id is not None, seek.status
    return Match.objects.get(pk=seek.match_id)


def seated(match: Match) -> list[str]:
    return [seat.user.username for seat in match.seats.order_by("index") if seat.user]


def events_of(user: User) -> list[tuple[str, int | None, int | None]]:
    rows = UserEvent.objects.filter(user=user).order_by("pk")
    return [(e.kind, e.match_id, e.seek_id) for e in rows]


def refreshed(seek: Seek) -> Seek:
    seek.refresh_from_db()
    return seek


def rate(user: User, ordinal: float, game: str = "yokohama") -> None:
    Rating.objects.create(user=user, game=game, mu=ordinal + 25.0, sigma=25 / 3, ordinal=ordinal)


def test_two_seekers_are_paired_into_a_started_match(users: Users) -> None:
    alice, bob = users("alice", "bob")
    first = post(alice)
    assert (first.status, first.match_id) == (SeekStatus.OPEN, None)
    assert events_of(alice) == []

    second = post(bob)
    assert second.status == SeekStatus.MATCHED
    match = match_of(second)
    assert refreshed(first).match_id == match.pk
    assert refreshed(first).status == SeekStatus.MATCHED
    assert (match.status, match.players, match.creator_id) == (MatchStatus.ACTIVE, 2, None)
    assert seated(match) == ["alice", "bob"]  # the longest waiting takes seat 0
    assert match.config["edition"] == "new"  # no options asked: the game's defaults
    for user, seek in ((alice, first), (bob, second)):
        kinds = events_of(user)
        assert ("match_started", match.pk, None) in kinds
        assert ("seek_matched", match.pk, seek.pk) in kinds
        assert kinds.index(("match_started", match.pk, None)) < kinds.index(
            ("seek_matched", match.pk, seek.pk)
        )


def test_four_seekers_make_one_four_player_match(users: Users) -> None:
    players = users("p1", "p2", "p3", "p4")
    seeks = [post(user, players=4) for user in players[:3]]
    assert all(refreshed(s).status == SeekStatus.OPEN for s in seeks)
    assert not Match.objects.exists()
    last = post(players[3], players=4)
    match = match_of(last)
    assert match.players == 4
    assert seated(match) == ["p1", "p2", "p3", "p4"]
    assert {refreshed(s).match_id for s in seeks} == {match.pk}
    assert UserEvent.objects.filter(kind="seek_matched", match=match).count() == 4


def test_any_count_and_any_options_take_the_others_wishes(users: Users) -> None:
    alice, bob, carol = users("alice", "bob", "carol")
    anything = post(alice, players=None, options=None)
    assert (anything.players, anything.options) == (None, None)
    three = post(bob, players=3, options={"edition": "original"})
    assert three.options is not None
    assert three.options["edition"] == "original"
    assert "players" not in three.options  # normalised, without the count
    assert refreshed(anything).status == SeekStatus.OPEN
    last = post(carol, players=None)  # options null: any (`{}` would be the defaults)
    match = match_of(last)
    assert (match.players, match.config["edition"]) == (3, "original")
    assert seated(match) == ["alice", "bob", "carol"]


def test_options_are_compared_after_normalisation(users: Users) -> None:
    alice, bob = users("alice", "bob")
    post(alice, options={"edition": "new"})
    paired = post(bob, options={})  # the default edition is "new": the same options
    assert paired.status == SeekStatus.MATCHED


def test_all_any_seekers_play_the_games_fewest_players(users: Users) -> None:
    alice, bob, carol = users("alice", "bob", "carol")
    post(alice, players=None)
    paired = post(bob, players=None)
    assert match_of(paired).players == 2
    assert post(carol, players=None).status == SeekStatus.OPEN


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ({"decision_seconds": 60}, {"decision_seconds": 30}),  # another time control
        ({"decision_seconds": 60}, {}),  # a clock and none
        ({"players": 2}, {"players": 3}),
        ({"options": {"edition": "new"}}, {"options": {"edition": "original"}}),
        ({"rating_min": 10.0}, {}),  # bob, unrated (0), is below alice's range
        ({}, {"rating_max": -5.0}),  # alice (0) is above bob's range
        ({"game": "yokohama"}, {"game": "shinjuku"}),
    ],
)
def test_incompatible_seeks_are_not_paired(
    users: Users, first: dict[str, Any], second: dict[str, Any]
) -> None:
    alice, bob = users("alice", "bob")
    a, b = post(alice, **first), post(bob, **second)
    assert (refreshed(a).status, refreshed(b).status) == (SeekStatus.OPEN, SeekStatus.OPEN)
    assert not Match.objects.exists()


def test_ratings_are_read_from_the_game_and_checked_both_ways(users: Users) -> None:
    alice, bob, carol = users("alice", "bob", "carol")
    rate(bob, 30.0)
    rate(carol, 12.0)
    rate(carol, 50.0, game="shinjuku")  # another game's rating does not count
    wanting = post(alice, rating_min=10.0, rating_max=20.0)
    assert post(bob).status == SeekStatus.OPEN  # 30 is above alice's range
    paired = post(carol, rating_max=0.0)  # carol (12) suits alice, alice (0) suits carol
    assert paired.match_id == refreshed(wanting).match_id is not None


def test_nobody_is_paired_with_themself(users: Users) -> None:
    (alice,) = users("alice")
    seeks = [post(alice, players=None) for _ in range(3)]
    assert all(refreshed(seek).status == SeekStatus.OPEN for seek in seeks)
    assert not Match.objects.exists()


def test_the_oldest_seek_is_paired_first_with_the_oldest_partner(users: Users) -> None:
    alice, bob, carol, dave = users("alice", "bob", "carol", "dave")
    slow = post(alice, decision_seconds=60)  # nobody else wants a clock
    first = post(bob)
    second = post(carol)
    assert second.match_id == refreshed(first).match_id is not None
    third = post(dave, decision_seconds=60)
    assert third.match_id == refreshed(slow).match_id is not None
    assert seated(match_of(third)) == ["alice", "dave"]


def test_an_expired_seek_is_ignored_before_the_sweep_and_expired_by_it(users: Users) -> None:
    alice, bob = users("alice", "bob")
    old = post(alice, expires_in_seconds=10)
    assert old.expires_at - old.created_at == pytest.approx(timedelta(seconds=10), abs=SECOND)
    Seek.objects.filter(pk=old.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    fresh = post(bob)
    assert fresh.status == SeekStatus.OPEN  # not paired with alice's, past its time
    assert refreshed(old).status == SeekStatus.OPEN  # until the sweep runs

    assert seeks_sweep_task() == 1
    assert refreshed(old).status == SeekStatus.EXPIRED
    assert refreshed(old).closed_at is not None
    assert events_of(alice) == [("seek_expired", None, old.pk)]
    assert refreshed(fresh).status == SeekStatus.OPEN
    assert events_of(bob) == []
    assert services.seeks_expire() == 0  # nothing left to expire, nothing told twice
    assert len(events_of(alice)) == 1


def test_the_default_lifetime_comes_from_the_settings(users: Users, settings: Any) -> None:
    settings.SEEK_TTL_SECONDS = 123
    (alice,) = users("alice")
    seek = post(alice)
    assert seek.expires_at - seek.created_at == pytest.approx(timedelta(seconds=123), abs=SECOND)


def test_the_sweep_pairs_seeks_that_became_compatible(users: Users) -> None:
    alice, bob = users("alice", "bob")
    picky = post(alice, rating_min=10.0)
    waiting = post(bob)
    assert refreshed(waiting).status == SeekStatus.OPEN
    rate(bob, 15.0)  # bob's rating rose (a rated match finished meanwhile)
    assert seeks_sweep_task() == 0  # nothing expired
    assert refreshed(picky).match_id == refreshed(waiting).match_id is not None


def test_cancel_own_open_seek_only(users: Users) -> None:
    alice, bob, carol = users("alice", "bob", "carol")
    mine = post(alice, players=3)
    with pytest.raises(ApplicationError) as others:
        services.seek_cancel(user=bob, seek_id=mine.pk)
    assert others.value.code == "not_found"
    with pytest.raises(ApplicationError) as unknown:
        services.seek_cancel(user=bob, seek_id=mine.pk + 1000)
    assert unknown.value.message == others.value.message.replace(
        str(mine.pk), str(mine.pk + 1000)
    )  # the same answer: nothing is told about alice's seek
    assert refreshed(mine).status == SeekStatus.OPEN

    cancelled = services.seek_cancel(user=alice, seek_id=mine.pk)
    assert (cancelled.status, cancelled.closed_at is not None) == (SeekStatus.CANCELLED, True)
    with pytest.raises(ApplicationError) as again:
        services.seek_cancel(user=alice, seek_id=mine.pk)
    assert again.value.code == "seek_not_open"
    assert "cancelled" in again.value.message
    # A cancelled seek is never paired.
    post(bob, players=3)
    assert post(carol, players=3).status == SeekStatus.OPEN


def test_a_matched_seek_cannot_be_cancelled(users: Users) -> None:
    alice, bob = users("alice", "bob")
    mine = post(alice)
    post(bob)
    with pytest.raises(ApplicationError) as matched:
        services.seek_cancel(user=alice, seek_id=mine.pk)
    assert matched.value.code == "seek_not_open"
    assert "matched" in matched.value.message
    assert refreshed(mine).status == SeekStatus.MATCHED


@pytest.mark.parametrize(
    ("fields", "code", "field"),
    [
        ({"game": "chess"}, "not_found", None),
        ({"players": 5}, "invalid_config", "players"),
        ({"players": 1, "options": None}, "invalid_config", "players"),
        ({"options": {"edition": "deluxe"}}, "invalid_config", "edition"),
        ({"options": {"no_such_option": True}}, "invalid_config", "no_such_option"),
        # With any count the options must suit each: seat 3 exists only at four players.
        ({"players": None, "options": {"start_player": 3}}, "invalid_config", "start_player"),
        ({"rating_min": 20.0, "rating_max": 10.0}, "validation_error", None),
        ({"expires_in_seconds": 9}, "validation_error", None),
        ({"expires_in_seconds": 86401}, "validation_error", None),
        ({"decision_seconds": 0}, "validation_error", None),
    ],
)
def test_bad_seeks_are_refused_and_change_nothing(
    users: Users, fields: dict[str, Any], code: str, field: str | None
) -> None:
    (alice,) = users("alice")
    with pytest.raises(ApplicationError) as refused:
        post(alice, **fields)
    assert refused.value.code == code
    assert refused.value.extra.get("field") == field
    assert not Seek.objects.exists()


def test_a_start_seat_is_fine_with_a_count_that_has_it(users: Users) -> None:
    (alice,) = users("alice")
    seek = post(alice, players=4, options={"start_player": 3})
    assert seek.options is not None
    assert seek.options["start_player"] == 3


def test_an_account_has_at_most_the_open_seeks_the_settings_allow(
    users: Users, settings: Any
) -> None:
    settings.SEEK_MAX_OPEN_PER_USER = 2
    alice, bob = users("alice", "bob")
    first = post(alice, players=3)
    post(alice, players=4)
    with pytest.raises(ApplicationError) as refused:
        post(alice, players=2)
    assert refused.value.code == "too_many_seeks"
    assert Seek.objects.filter(user=alice).count() == 2
    # Expired (even before the sweep) and closed seeks do not count.
    Seek.objects.filter(pk=first.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    third = post(alice, players=2)
    post(bob, players=2)
    assert refreshed(third).status == SeekStatus.MATCHED
    assert post(alice, players=2).status == SeekStatus.OPEN
