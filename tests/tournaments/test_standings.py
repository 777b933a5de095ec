"""Standings are pure: points by table rank, bye points, and the tie-break order."""

from __future__ import annotations

from games.tournaments.standings import (
    SeatResult,
    TableResult,
    Totals,
    bye_points,
    rank,
    table_points,
    totals_from_results,
)


def table(round_: int, number: int, *seats: tuple[int, int, int]) -> TableResult:
    return TableResult(round_, number, tuple(SeatResult(e, s, r) for e, s, r in seats))


def test_points_are_two_per_opponent_beaten_and_one_per_tie() -> None:
    four = [SeatResult(1, 90, 1), SeatResult(2, 80, 2), SeatResult(3, 70, 3), SeatResult(4, 1, 4)]
    assert table_points(four) == {1: 6, 2: 4, 3: 2, 4: 0}
    assert table_points(four[:2]) == {1: 2, 2: 0}
    tied = [SeatResult(1, 50, 1), SeatResult(2, 50, 1), SeatResult(3, 50, 3), SeatResult(4, 50, 3)]
    assert table_points(tied) == {1: 5, 2: 5, 3: 1, 4: 1}
    # Every table of one size hands out the same total.
    assert sum(table_points(tied).values()) == sum(table_points(four).values()) == 12


def test_a_bye_scores_the_average_of_a_table() -> None:
    for size in (2, 3, 4):
        average = sum(range(0, 2 * size, 2)) / size
        assert bye_points(size) == average


def test_points_first_then_game_score() -> None:
    totals = {
        1: Totals(points=4, score=100, played=2),
        2: Totals(points=6, score=10, played=2),
        3: Totals(points=4, score=120, played=2),
    }
    assert [(s.entrant, s.rank) for s in rank(totals, [])] == [(2, 1), (3, 2), (1, 3)]


def test_results_between_tied_entrants_break_a_tie_on_points_and_score() -> None:
    # 1 and 2 have the same points and game score; 2 finished ahead of 1 when they met.
    tables = [
        table(1, 1, (1, 60, 2), (2, 70, 1), (3, 10, 3)),
        table(2, 1, (1, 80, 1), (2, 70, 2), (4, 10, 3)),
        table(3, 1, (1, 50, 1), (5, 40, 2), (6, 30, 3)),
        table(3, 2, (2, 50, 1), (7, 40, 2), (8, 30, 3)),
    ]
    # After 3 rounds: 1 has 2+4+4 = 10 points, score 190; 2 has 4+2+4 = 10, score 190.
    totals = totals_from_results(entrants=range(1, 9), tables=tables, byes=[], table_size=3)
    assert (totals[1].points, totals[1].score) == (totals[2].points, totals[2].score) == (10, 190)
    standings = {s.entrant: s for s in rank(totals, tables)}
    # They met twice: 2 won the first (2 points), 1 the second (2 points): still level.
    assert standings[1].rank == standings[2].rank == 1
    assert standings[1].head_to_head == standings[2].head_to_head == 2
    one_meeting = tables[:1] + tables[2:]
    totals = totals_from_results(entrants=range(1, 9), tables=one_meeting, byes=[], table_size=3)
    totals[1] = Totals(points=totals[2].points, score=totals[2].score, played=2)
    standings = {s.entrant: s for s in rank(totals, one_meeting)}
    assert (standings[2].rank, standings[1].rank) == (1, 2)
    assert (standings[2].head_to_head, standings[1].head_to_head) == (2, 0)


def test_a_three_way_tie_is_broken_by_results_among_the_three_only() -> None:
    totals = {e: Totals(points=4, score=50, played=2) for e in (1, 2, 3)}
    totals[4] = Totals(points=0, score=0, played=2)
    tables = [
        table(1, 1, (1, 30, 1), (2, 20, 2), (3, 10, 3), (4, 0, 4)),
    ]
    standings = rank(totals, tables)
    assert [(s.entrant, s.rank, s.head_to_head) for s in standings] == [
        (1, 1, 4),
        (2, 2, 2),
        (3, 3, 0),
        (4, 4, 0),
    ]


def test_entrants_equal_on_everything_share_a_rank_in_registration_order() -> None:
    totals = {7: Totals(points=2, score=5, played=1), 3: Totals(points=2, score=5, played=1)}
    standings = rank(totals, [], order={7: 1, 3: 2})
    assert [(s.entrant, s.rank) for s in standings] == [(7, 1), (3, 1)]


def test_totals_count_byes() -> None:
    totals = totals_from_results(
        entrants=[1, 2, 3],
        tables=[table(1, 1, (1, 10, 1), (2, 5, 2))],
        byes=[3, 3],
        table_size=2,
    )
    assert totals[3] == Totals(points=2, score=0, played=0, byes=2)
    assert totals[1] == Totals(points=2, score=10, played=1, byes=0)
