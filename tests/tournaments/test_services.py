"""Tournament services: registration, rounds, tables, withdrawals, repairs, standings upkeep."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest

from games import dispatch
from games import services as match_services
from games.errors import ApplicationError, ErrorCode
from games.models import Match, MatchStatus, Seat, User
from games.tournaments import services
from games.tournaments.models import (
    Bye,
    Entrant,
    EntrantStatus,
    RoundStatus,
    Table,
    Tournament,
    TournamentStatus,
)
from tests.tournaments.conftest import finish_match, finish_round

pytestmark = pytest.mark.django_db


def code_of(call: Callable[[], Any]) -> ErrorCode:
    with pytest.raises(ApplicationError) as caught:
        call()
    return caught.value.code


def by_seat(table_number: int, size: int) -> list[int]:
    """Scores that rank seat 0 first, seat 1 second, ..."""
    return [100 - 10 * seat - table_number for seat in range(size)]


# --- settings and registration -------------------------------------------------------------


def test_it_validates_settings() -> None:
    def create(**kwargs: Any) -> Tournament:
        base: dict[str, Any] = {"name": "x", "game": "yokohama", "table_size": 4, "rounds": 3}
        return services.tournament_create(**{**base, **kwargs})

    assert code_of(lambda: create(game="chess")) == ErrorCode.NOT_FOUND
    assert code_of(lambda: create(table_size=5)) == ErrorCode.VALIDATION_ERROR
    assert code_of(lambda: create(table_size=1)) == ErrorCode.VALIDATION_ERROR
    assert code_of(lambda: create(rounds=None)) == ErrorCode.VALIDATION_ERROR  # Swiss
    assert code_of(lambda: create(options={"edition": "third"})) == ErrorCode.INVALID_CONFIG
    assert code_of(lambda: create(name=" ")) == ErrorCode.VALIDATION_ERROR
    tournament = create(format="round_robin", rounds=None, options={"edition": "original"})
    assert tournament.options["edition"] == "original"
    assert "players" not in tournament.options


def test_server_bots_get_their_own_bot_accounts_shared_between_tournaments(
    bots_tournament: Callable[..., Tournament],
) -> None:
    first = bots_tournament(3)
    names = [e.user.username for e in first.entrants.order_by("number")]
    assert names == ["bot-random-01", "bot-random-02", "bot-random-03"]
    assert all(e.user.is_bot and e.bot_kind == "random" for e in first.entrants.all())
    second = bots_tournament(4)
    assert second.entrants.filter(user__username="bot-random-01").exists()
    assert User.objects.filter(username__startswith="bot-random-").count() == 4


def test_registration_errors(bots_tournament: Callable[..., Tournament], make_user: Any) -> None:
    tournament = bots_tournament(4)
    alice, _ = make_user("alice")
    services.tournament_register(tournament_id=tournament.pk, user=alice)
    assert (
        code_of(lambda: services.tournament_register(tournament_id=tournament.pk, user=alice))
        == ErrorCode.ALREADY_REGISTERED
    )
    bob, _ = make_user("bob")
    assert (
        code_of(
            lambda: services.tournament_register(
                tournament_id=tournament.pk, user=bob, bot_kind="random"
            )
        )
        == ErrorCode.VALIDATION_ERROR  # only bot accounts are played by server bots
    )
    services.tournament_round_start(tournament_id=tournament.pk)
    assert (
        code_of(lambda: services.tournament_register(tournament_id=tournament.pk, user=bob))
        == ErrorCode.TOURNAMENT_NOT_OPEN
    )
    assert (
        code_of(lambda: services.tournament_register(tournament_id=999_999, user=bob))
        == ErrorCode.NOT_FOUND
    )


def test_it_needs_a_full_table_to_start(bots_tournament: Callable[..., Tournament]) -> None:
    tournament = bots_tournament(3, table_size=4)
    assert (
        code_of(lambda: services.tournament_round_start(tournament_id=tournament.pk))
        == ErrorCode.NOT_ENOUGH_ENTRANTS
    )
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.REGISTRATION


# --- rounds ---------------------------------------------------------------------------------


def test_a_round_seats_every_entrant_at_a_table_or_a_bye(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(9, table_size=4)
    round_ = services.tournament_round_start(tournament_id=tournament.pk)
    tournament.refresh_from_db()
    assert (tournament.status, tournament.current_round, round_.number) == ("running", 1, 1)
    tables = list(round_.tables.order_by("number"))
    assert len(tables) == 2
    byes = list(Bye.objects.filter(round=round_))
    assert len(byes) == 1
    seated = {s.entrant_id for t in tables for s in t.seats.all()}
    assert len(seated) == 8
    assert byes[0].entrant_id not in seated
    for table in tables:
        match = table.match
        assert match.status == MatchStatus.ACTIVE
        assert match.players == 4
        assert match.game == "yokohama"
        seats = {s.index: s for s in match.seats.all()}
        for table_seat in table.seats.all():
            seat = seats[table_seat.index]
            # Every seat maps to an account; the server bot plays it.
            assert seat.user_id == table_seat.entrant.user_id
            assert seat.bot_kind == "random"
    bye = Entrant.objects.get(pk=byes[0].entrant_id)
    assert (bye.points, bye.byes, bye.played) == (3, 1, 0)  # a tie with each of 3 opponents
    assert (
        code_of(lambda: services.tournament_round_start(tournament_id=tournament.pk))
        == ErrorCode.ROUND_IN_PROGRESS
    )


def test_finished_tables_enter_the_standings_and_the_last_round_ends_it(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(8, table_size=4, rounds=2)
    services.tournament_round_start(tournament_id=tournament.pk)
    first_table = tournament.tables.get(number=1)
    finish_match(first_table.match_id, [50, 40, 40, 10])
    winner = first_table.seats.get(index=0).entrant
    winner.refresh_from_db()
    assert (winner.points, winner.game_score, winner.played, winner.rank) == (6, 50, 1, 1)
    tied = [first_table.seats.get(index=i).entrant for i in (1, 2)]
    for entrant in tied:
        entrant.refresh_from_db()
        assert entrant.points == 3  # beat one, tied one, lost to one
    round_ = tournament.round_set.get(number=1)
    assert round_.status == RoundStatus.RUNNING
    finish_round(tournament, by_seat)
    round_.refresh_from_db()
    assert round_.status == RoundStatus.FINISHED
    services.tournament_round_start(tournament_id=tournament.pk)
    tournament.refresh_from_db()
    finish_round(tournament, by_seat)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.FINISHED
    assert tournament.finished_at is not None
    points = sorted(tournament.entrants.values_list("points", flat=True))
    assert sum(points) == 2 * 2 * 12  # two rounds of two tables handing out 12 each
    assert (
        code_of(lambda: services.tournament_round_start(tournament_id=tournament.pk))
        == ErrorCode.TOURNAMENT_FINISHED
    )
    assert services.tournament_recompute(tournament_id=tournament.pk).consistent


def test_swiss_round_two_groups_the_winners(bots_tournament: Callable[..., Tournament]) -> None:
    tournament = bots_tournament(8, table_size=2, rounds=3)
    services.tournament_round_start(tournament_id=tournament.pk)
    finish_round(tournament, by_seat)
    winners = {t.seats.get(index=0).entrant_id for t in tournament.tables.all()}
    services.tournament_round_start(tournament_id=tournament.pk)
    for table in tournament.tables.filter(round__number=2):
        seated = {s.entrant_id for s in table.seats.all()}
        assert seated <= winners or not seated & winners  # winners meet winners


def test_round_robin_runs_its_computed_rounds_and_everyone_meets_once(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(5, table_size=2, format="round_robin")
    for _ in range(10):
        tournament.refresh_from_db()
        if tournament.status == TournamentStatus.FINISHED:
            break
        services.tournament_round_start(tournament_id=tournament.pk)
        tournament.refresh_from_db()
        finish_round(tournament, by_seat)
    tournament.refresh_from_db()
    assert (tournament.status, tournament.rounds) == (TournamentStatus.FINISHED, 5)
    meetings: dict[frozenset[int], int] = {}
    for table in tournament.tables.all():
        pair = frozenset(s.entrant_id for s in table.seats.all())
        meetings[pair] = meetings.get(pair, 0) + 1
    entrants = list(tournament.entrants.values_list("pk", flat=True))
    assert meetings == {frozenset(p): 1 for p in itertools.combinations(entrants, 2)}
    assert sorted(tournament.entrants.values_list("byes", flat=True)) == [1] * 5


def test_auto_advance_starts_the_next_round_once(
    bots_tournament: Callable[..., Tournament],
    django_capture_on_commit_callbacks: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    enqueued: list[tuple[str, tuple[Any, ...]]] = []
    monkeypatch.setattr(dispatch, "enqueue", lambda task, *args: enqueued.append((task.name, args)))
    tournament = bots_tournament(4, table_size=2, rounds=2, auto_advance=True)
    services.tournament_round_start(tournament_id=tournament.pk)
    with django_capture_on_commit_callbacks(execute=True):
        finish_round(tournament, by_seat)
    advance = [args for name, args in enqueued if name.endswith("tournament_advance_task")]
    assert advance == [(tournament.pk, 1)]
    assert services.tournament_advance(tournament_id=tournament.pk, after_round=1) is not None
    # A duplicate delivery finds the tournament moved on.
    assert services.tournament_advance(tournament_id=tournament.pk, after_round=1) is None
    tournament.refresh_from_db()
    assert tournament.current_round == 2


# --- withdrawals, repairs, force-finish ----------------------------------------------------


def test_withdrawing_before_the_start_unregisters(
    bots_tournament: Callable[..., Tournament], make_user: Any
) -> None:
    tournament = bots_tournament(3)
    alice, _ = make_user("alice")
    services.tournament_register(tournament_id=tournament.pk, user=alice)
    assert services.tournament_withdraw(tournament_id=tournament.pk, user=alice) is None
    assert not tournament.entrants.filter(user=alice).exists()
    assert (
        code_of(lambda: services.tournament_withdraw(tournament_id=tournament.pk, user=alice))
        == ErrorCode.NOT_REGISTERED
    )


def test_a_withdrawn_entrant_is_played_out_then_no_longer_paired(
    bots_tournament: Callable[..., Tournament], make_user: Any
) -> None:
    tournament = bots_tournament(3, table_size=2, rounds=2)
    alice, _ = make_user("alice")
    services.tournament_register(tournament_id=tournament.pk, user=alice)
    services.tournament_round_start(tournament_id=tournament.pk)
    table = Table.objects.get(seats__entrant__user=alice)
    seat = Seat.objects.get(match=table.match, user=alice)
    assert seat.bot_kind == ""  # a person plays over the API
    entrant = services.tournament_withdraw(tournament_id=tournament.pk, user=alice)
    assert entrant is not None
    assert entrant.status == EntrantStatus.WITHDRAWN
    seat.refresh_from_db()
    assert (seat.resigned, seat.bot_kind, seat.user_id) == (True, "random", alice.pk)
    finish_round(tournament, by_seat)
    services.tournament_round_start(tournament_id=tournament.pk)
    second = tournament.tables.filter(round__number=2)
    assert not second.filter(seats__entrant__user=alice).exists()
    entrant.refresh_from_db()
    assert entrant.played == 1  # the table it started still counts


def test_repairing_a_table_restarts_it_with_the_same_seats(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(4, table_size=4)
    services.tournament_round_start(tournament_id=tournament.pk)
    table = tournament.tables.get()
    old = table.match
    before = list(old.seats.order_by("index").values_list("user_id", flat=True))
    services.table_repair(table_id=table.pk)
    table.refresh_from_db()
    old.refresh_from_db()
    assert old.status == MatchStatus.ABORTED
    assert list(table.replaced.all()) == [old]
    assert table.match_id != old.pk
    assert table.match.status == MatchStatus.ACTIVE
    assert list(table.match.seats.order_by("index").values_list("user_id", flat=True)) == before
    assert table.match.seed != old.seed
    finish_match(table.match_id, [4, 3, 2, 1])
    assert code_of(lambda: services.table_repair(table_id=table.pk)) == ErrorCode.TABLE_FINISHED
    assert code_of(lambda: services.table_repair(table_id=999_999)) == ErrorCode.NOT_FOUND


def test_force_finish_hands_every_person_to_the_autoplay_bot(make_user: Any) -> None:
    alice, _ = make_user("alice")
    bob, _ = make_user("bob")
    match = match_services.match_create(creator=alice, game="yokohama", players=2, seed=3)
    match_services.match_join(match_id=match.pk, user=bob)
    services.match_force_finish(match_id=match.pk)
    seats = list(Seat.objects.filter(match=match).order_by("index"))
    assert [(s.user_id, s.bot_kind) for s in seats] == [(alice.pk, "random"), (bob.pk, "random")]
    finish_match(match.pk, [10, 20])
    assert code_of(lambda: services.match_force_finish(match_id=match.pk)) == ErrorCode.GAME_OVER


def test_finalising_again_changes_nothing(bots_tournament: Callable[..., Tournament]) -> None:
    tournament = bots_tournament(4, table_size=4, rounds=2)
    services.tournament_round_start(tournament_id=tournament.pk)
    table = tournament.tables.get()
    finish_match(table.match_id, [9, 7, 5, 3])
    snapshot = list(tournament.entrants.values_list("pk", "points", "game_score", "rank"))
    ratings = list(table.match.seats.values_list("user__ratings__mu", flat=True))
    for _ in range(2):
        match_services.match_finalize(match_id=table.match_id)
    assert list(tournament.entrants.values_list("pk", "points", "game_score", "rank")) == snapshot
    assert list(table.match.seats.values_list("user__ratings__mu", flat=True)) == ratings


def test_recompute_finds_and_repairs_a_tampered_standing(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(6, table_size=3, rounds=2)
    services.tournament_round_start(tournament_id=tournament.pk)
    finish_round(tournament, by_seat)
    services.tournament_round_start(tournament_id=tournament.pk)
    tournament.refresh_from_db()
    finish_round(tournament, lambda number, size: [30, 30, 10])  # a shared first place
    assert services.tournament_recompute(tournament_id=tournament.pk).consistent
    entrant = tournament.entrants.order_by("number").first()
    assert entrant is not None
    Entrant.objects.filter(pk=entrant.pk).update(points=99)
    report = services.tournament_recompute(tournament_id=tournament.pk)
    assert not report.consistent
    assert any(d.key == str(entrant.pk) and d.field == "points" for d in report.differences)
    services.tournament_recompute(tournament_id=tournament.pk, write=True)
    assert services.tournament_recompute(tournament_id=tournament.pk).consistent


def test_recompute_reports_a_table_that_never_entered_the_standings(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(4, table_size=4)
    services.tournament_round_start(tournament_id=tournament.pk)
    table = tournament.tables.get()
    finish_match(table.match_id, [4, 3, 2, 1])
    Table.objects.filter(pk=table.pk).update(scored_at=None)  # as if the hook had been skipped
    report = services.tournament_recompute(tournament_id=tournament.pk)
    assert report.missing == [table.match_id]
    match_services.match_finalize(match_id=table.match_id)  # re-running finalisation repairs it
    Match.objects.get(pk=table.match_id)
    assert services.tournament_recompute(tournament_id=tournament.pk).missing == []


def test_finishing_early_needs_the_round_to_be_over(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(4, table_size=4, rounds=3)
    assert (
        code_of(lambda: services.tournament_finish(tournament_id=tournament.pk))
        == ErrorCode.TOURNAMENT_NOT_RUNNING
    )
    services.tournament_round_start(tournament_id=tournament.pk)
    assert (
        code_of(lambda: services.tournament_finish(tournament_id=tournament.pk))
        == ErrorCode.ROUND_IN_PROGRESS
    )
    finish_round(tournament, by_seat)
    finished = services.tournament_finish(tournament_id=tournament.pk)
    assert (finished.status, finished.rounds) == (TournamentStatus.FINISHED, 1)


def test_deleting_a_tournament_keeps_its_matches(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(5, table_size=2, rounds=2)
    services.tournament_round_start(tournament_id=tournament.pk)
    finish_round(tournament, by_seat)
    matches = set(tournament.tables.values_list("match_id", flat=True))
    tournament.delete()  # a superuser's admin delete: rounds, tables, entrants go
    assert set(Match.objects.filter(pk__in=matches).values_list("pk", flat=True)) == matches
