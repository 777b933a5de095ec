"""Pairing is pure: round robin, Swiss grouping, seat rotation and byes."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from games.tournaments.pairing import (
    History,
    Pairing,
    assign_seats,
    choose_byes,
    circle_round,
    rematch_weight,
    round_robin_pairing,
    round_robin_rounds,
    seeded_order,
    swiss_pairing,
)


def play_round_robin(n: int, k: int, *, active: set[int] | None = None) -> list[Pairing]:
    entrants = list(range(1, n + 1))
    tables: list[tuple[int, ...]] = []
    byes: list[int] = []
    rounds = []
    for r in range(round_robin_rounds(n, k)):
        history = History.build(table_size=k, tables=tables, byes=byes)
        p = round_robin_pairing(
            entrants=entrants,
            active=active if active is not None else set(entrants),
            round_index=r,
            history=history,
            seed=r,
        )
        rounds.append(p)
        tables += p.tables
        byes += p.byes
    return rounds


def check_round(p: Pairing, entrants: set[int], k: int) -> None:
    seated = [e for t in p.tables for e in t]
    assert len(seated) == len(set(seated)), "nobody sits twice in one round"
    assert not set(seated) & set(p.byes)
    assert set(seated) | set(p.byes) == entrants
    assert all(len(t) == k for t in p.tables)


@pytest.mark.parametrize("n", [2, 4, 5, 6, 7, 10])
def test_round_robin_for_two_seats_meets_everyone_exactly_once(n: int) -> None:
    rounds = play_round_robin(n, 2)
    everyone = set(range(1, n + 1))
    for p in rounds:
        check_round(p, everyone, 2)
    history = History.build(
        table_size=2,
        tables=[t for p in rounds for t in p.tables],
        byes=[b for p in rounds for b in p.byes],
    )
    for a, b in itertools.combinations(everyone, 2):
        assert history.met(a, b) == 1
    # Odd fields: one bye per round, and every entrant has exactly one.
    assert dict(history.byes) == ({e: 1 for e in everyone} if n % 2 else {})


@pytest.mark.parametrize("n", [4, 6, 8, 10])
def test_round_robin_seat_order_alternates_fairly(n: int) -> None:
    rounds = play_round_robin(n, 2)
    history = History.build(table_size=2, tables=[t for p in rounds for t in p.tables])
    for entrant in range(1, n + 1):
        first, second = history.seats_of(entrant)
        assert abs(first - second) <= 1  # starts half of its matches, give or take one


def test_round_robin_for_three_seats_has_no_repeat_when_a_perfect_schedule_exists() -> None:
    rounds = play_round_robin(9, 3)  # 4 rounds: the affine plane of order 3
    assert len(rounds) == 4
    history = History.build(table_size=3, tables=[t for p in rounds for t in p.tables])
    assert Counter(history.met(a, b) for a, b in itertools.combinations(range(1, 10), 2)) == {1: 36}


def test_round_robin_for_four_seats_covers_the_field_with_byes() -> None:
    rounds = play_round_robin(6, 4)  # 2 byes every round
    everyone = set(range(1, 7))
    for p in rounds:
        check_round(p, everyone, 4)
        assert len(p.byes) == 2
    byes = Counter(b for p in rounds for b in p.byes)
    assert max(byes.values()) - min(byes.get(e, 0) for e in everyone) <= 1
    history = History.build(table_size=4, tables=[t for p in rounds for t in p.tables])
    assert all(history.met(a, b) >= 1 for a, b in itertools.combinations(everyone, 2))


def test_round_robin_gives_a_withdrawn_entrants_opponent_a_bye() -> None:
    history = History(table_size=2)
    p = round_robin_pairing(
        entrants=[1, 2, 3, 4], active={1, 2, 3}, round_index=0, history=history, seed=0
    )
    assert p.tables == ((2, 3),)
    assert p.byes == (1,)  # 1 was to meet 4, who withdrew


def test_circle_rounds_are_a_rotation() -> None:
    assert circle_round([1, 2, 3, 4, 5, 6], 0).tables == ((1, 6), (2, 5), (3, 4))
    again = circle_round([1, 2, 3, 4, 5, 6], 5).tables  # the cycle has n-1 = 5 rounds
    assert {frozenset(t) for t in again} == {frozenset(t) for t in ((1, 6), (2, 5), (3, 4))}


def test_round_robin_rounds() -> None:
    assert round_robin_rounds(8, 2) == 7
    assert round_robin_rounds(9, 2) == 9
    assert round_robin_rounds(16, 4) == 5
    assert round_robin_rounds(12, 3) == 6
    assert round_robin_rounds(13, 4) >= 4  # byes cost rounds


# --- Swiss ------------------------------------------------------------------------------


def test_swiss_groups_tables_by_standings() -> None:
    ranked = list(range(1, 13))
    points = {e: 13 - e for e in ranked}
    p = swiss_pairing(ranked, points, History(table_size=4))
    assert [sorted(t) for t in p.tables] == [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]


def test_swiss_avoids_a_rematch_by_moving_within_a_score_group() -> None:
    # 1-2 and 3-4 met in round 1; 1 and 3 won. Straight grouping would repeat both tables.
    history = History.build(table_size=2, tables=[(1, 2), (3, 4)])
    p = swiss_pairing([1, 3, 2, 4], {1: 2, 3: 2, 2: 0, 4: 0}, history)
    assert [sorted(t) for t in p.tables] == [[1, 3], [2, 4]]


def test_swiss_trades_a_small_points_gap_for_no_rematch() -> None:
    # Three tables of 3; straight grouping would repeat a meeting at every table.
    history = History.build(table_size=3, tables=[(1, 2, 7), (3, 4, 5), (6, 8, 9)])
    ranked = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    points = {1: 8, 2: 8, 3: 6, 4: 6, 5: 4, 6: 4, 7: 2, 8: 2, 9: 0}
    p = swiss_pairing(ranked, points, history)
    assert sum(history.met(a, b) for t in p.tables for a, b in itertools.combinations(t, 2)) == 0
    for table in p.tables:
        spread = max(points[e] for e in table) - min(points[e] for e in table)
        assert spread <= rematch_weight(3)


def test_swiss_byes_go_to_the_lowest_ranked_without_a_bye() -> None:
    ranked = [1, 2, 3, 4, 5, 6, 7]
    p = swiss_pairing(ranked, {}, History(table_size=3))
    assert p.byes == (7,)
    p = swiss_pairing(ranked, {}, History.build(table_size=3, tables=[], byes=[7]))
    assert p.byes == (6,)
    p = swiss_pairing(ranked, {}, History(table_size=4))
    assert p.byes == (5, 6, 7)


def test_choose_byes_never_gives_a_second_bye_while_someone_has_none() -> None:
    history = History.build(table_size=4, tables=[], byes=[4, 5])
    assert sorted(choose_byes([1, 2, 3, 4, 5], 3, history)) == [1, 2, 3]


def test_swiss_is_deterministic() -> None:
    ranked = seeded_order(range(1, 15), 42)
    history = History.build(table_size=3, tables=[(1, 2, 3), (4, 5, 6)], byes=[14])
    assert swiss_pairing(ranked, {}, history) == swiss_pairing(ranked, {}, history)
    assert seeded_order(range(1, 15), 42) != seeded_order(range(1, 15), 43)


# --- seats ------------------------------------------------------------------------------


@pytest.mark.parametrize("k", [2, 3, 4])
def test_the_same_table_rotates_through_every_seat(k: int) -> None:
    players = list(range(1, k + 1))
    tables: list[tuple[int, ...]] = []
    for _ in range(k):
        tables.append(assign_seats(players, History.build(table_size=k, tables=tables)))
    for seat in range(k):
        assert sorted(t[seat] for t in tables) == players  # a Latin square


def test_an_entrant_who_sat_late_gets_an_early_seat() -> None:
    # 1 sat last twice, 2 sat first twice: at a new table of fresh seats, 1 starts.
    history = History.build(table_size=3, tables=[(2, 5, 1), (2, 6, 1)])
    assert assign_seats([2, 3, 1], history)[0] == 1
