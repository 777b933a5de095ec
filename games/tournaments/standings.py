"""Tournament points and standings. Pure Python: no Django.

Points, by table rank: every table is scored as the set of its two-player duels. Against each
opponent at the table an entrant gets 2 points if it finished ahead (a better rank), 1 if the
rules left them tied (equal ranks), 0 if behind. So a table of n pays 2, 1, 0 at n=2;
4, 2, 0 at n=3; 6, 4, 2, 0 at n=4; the same number of points is shared at every table of one
size, and a tie splits evenly. A bye is scored as a tie against each of the n-1 opponents the
entrant would have had: n-1 points (the average), and no game score.

Order: points, then total game score, then the points the tied entrants took from each other
at tables where they met ("results between the tied entrants"). Entrants still equal after
that share a rank.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One entrant's result at one table: the game's final score and rank (1 = best)."""

    entrant: int
    score: int
    rank: int


@dataclass(frozen=True, slots=True)
class TableResult:
    round: int
    table: int
    seats: tuple[SeatResult, ...]


@dataclass(frozen=True, slots=True)
class Totals:
    """What is summed as tables finish (maintained incrementally in the database)."""

    points: int = 0
    score: int = 0
    played: int = 0
    byes: int = 0

    def add_table(self, *, points: int, score: int) -> Totals:
        return replace(
            self, points=self.points + points, score=self.score + score, played=self.played + 1
        )

    def add_bye(self, *, points: int) -> Totals:
        return replace(self, points=self.points + points, byes=self.byes + 1)


@dataclass(frozen=True, slots=True)
class Standing:
    entrant: int
    rank: int
    points: int
    score: int
    played: int
    byes: int
    head_to_head: int  # points taken from entrants tied on points and score (0 if none)


def duel_points(mine: int, theirs: int) -> int:
    """Points for finishing at rank `mine` against an opponent at rank `theirs`."""
    if mine < theirs:
        return 2
    return 1 if mine == theirs else 0


def table_points(seats: Sequence[SeatResult]) -> dict[int, int]:
    """Tournament points of each entrant at one table.

    >>> table_points([SeatResult(1, 90, 1), SeatResult(2, 80, 2), SeatResult(3, 70, 3)])
    {1: 4, 2: 2, 3: 0}
    >>> table_points([SeatResult(1, 90, 1), SeatResult(2, 90, 1), SeatResult(3, 70, 3)])
    {1: 3, 2: 3, 3: 0}
    """
    return {
        seat.entrant: sum(duel_points(seat.rank, other.rank) for other in seats if other != seat)
        for seat in seats
    }


def bye_points(table_size: int) -> int:
    """A tie against each of the opponents the entrant would have had.

    >>> [bye_points(n) for n in (2, 3, 4)]
    [1, 2, 3]
    """
    return table_size - 1


def totals_from_results(
    *,
    entrants: Iterable[int],
    tables: Iterable[TableResult],
    byes: Iterable[int],
    table_size: int,
) -> dict[int, Totals]:
    """Totals rebuilt from scratch (the recompute path); `byes` lists one entry per bye."""
    totals = {e: Totals() for e in entrants}
    for table in tables:
        points = table_points(table.seats)
        for seat in table.seats:
            totals[seat.entrant] = totals[seat.entrant].add_table(
                points=points[seat.entrant], score=seat.score
            )
    for entrant in byes:
        totals[entrant] = totals[entrant].add_bye(points=bye_points(table_size))
    return totals


def rank(
    totals: Mapping[int, Totals],
    tables: Iterable[TableResult],
    *,
    order: Mapping[int, int] | None = None,
) -> list[Standing]:
    """Standings, best first. `order` (e.g. registration numbers) only orders shared ranks.

    >>> t = {1: Totals(points=2, score=50, played=1), 2: Totals(points=2, score=50, played=1)}
    >>> meeting = TableResult(1, 1, (SeatResult(2, 50, 1), SeatResult(1, 50, 2)))
    >>> [(s.entrant, s.rank, s.head_to_head) for s in rank(t, [meeting])]
    [(2, 1, 2), (1, 2, 0)]
    >>> [(s.entrant, s.rank) for s in rank(t, [])]
    [(1, 1), (2, 1)]
    """
    tables = list(tables)
    order = order or {}

    def key(entrant: int) -> tuple[int, int]:
        return (-totals[entrant].points, -totals[entrant].score)

    head_to_head = {e: 0 for e in totals}
    groups = itertools.groupby(sorted(totals, key=key), key=key)
    for _, group_iter in groups:
        group = set(group_iter)
        if len(group) < 2:
            continue
        for table in tables:
            among = [s for s in table.seats if s.entrant in group]
            for seat, other in itertools.permutations(among, 2):
                head_to_head[seat.entrant] += duel_points(seat.rank, other.rank)

    def full_key(entrant: int) -> tuple[int, int, int]:
        return (*key(entrant), -head_to_head[entrant])

    ordered = sorted(totals, key=lambda e: (full_key(e), order.get(e, e), e))
    standings: list[Standing] = []
    for position, entrant in enumerate(ordered):
        shared = position and full_key(ordered[position - 1]) == full_key(entrant)
        t = totals[entrant]
        standings.append(
            Standing(
                entrant=entrant,
                rank=standings[-1].rank if shared else position + 1,
                points=t.points,
                score=t.score,
                played=t.played,
                byes=t.byes,
                head_to_head=head_to_head[entrant],
            )
        )
    return standings
