"""Who sits at which table, in which seat, and who gets a bye. Pure Python: no Django.

Entrants are opaque ints (entrant ids). Every function is deterministic: the same arguments
give the same pairing, so a round can be re-derived in a test or an audit. The only
randomness is a `random.Random` seeded by the caller (from the tournament's seed).

Formats:

- **Round robin** (small fields). Tables of 2 use the circle method: every pair meets exactly
  once in n-1 rounds (n rounds with one bye each when n is odd), and everyone starts half of
  its matches, give or take one. Tables of 3-4 have no exact construction for every n, so
  each round is the partition that adds the fewest repeat meetings, found by local search
  from several seeded starts (round by round, so not always a perfect design).
- **Swiss**. Entrants ordered by standings are cut into consecutive tables (the first round
  uses a seeded shuffle), then swaps between tables remove repeat meetings when that costs
  less than seating entrants further apart in points (`rematch_weight`).

Byes go to the entrants with the fewest byes so far, lowest in the order first. Seats (except
in the circle method): each entrant takes the seat it has held least often, and entrants who
often sat late get the early seats (the start player matters in Yokohama).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

MIN_TABLE_SIZE = 2
MAX_TABLE_SIZE = 4
ROUND_ROBIN_RESTARTS = 24
MAX_SEARCH_PASSES = 50


@dataclass(frozen=True, slots=True)
class Pairing:
    """One round: `tables` hold entrant ids in seat order (seat 0 first)."""

    tables: tuple[tuple[int, ...], ...]
    byes: tuple[int, ...] = ()

    def entrants(self) -> set[int]:
        return {e for table in self.tables for e in table} | set(self.byes)


@dataclass(frozen=True, slots=True)
class History:
    """What earlier rounds tell the pairing: meetings, seats held and byes received."""

    table_size: int
    meetings: Mapping[tuple[int, int], int] = field(default_factory=dict)
    seat_counts: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    byes: Mapping[int, int] = field(default_factory=dict)

    @classmethod
    def build(
        cls, *, table_size: int, tables: Iterable[Sequence[int]], byes: Iterable[int] = ()
    ) -> History:
        """From earlier tables (entrant ids in seat order) and byes.

        >>> h = History.build(table_size=2, tables=[(1, 2), (2, 1)], byes=[3])
        >>> h.met(1, 2), h.seat_counts[1], h.byes[3]
        (2, (1, 1), 1)
        """
        meetings: dict[tuple[int, int], int] = {}
        seat_counts: dict[int, list[int]] = {}
        for table in tables:
            for seat, entrant in enumerate(table):
                seat_counts.setdefault(entrant, [0] * table_size)[seat] += 1
            for a, b in itertools.combinations(table, 2):
                key = _pair(a, b)
                meetings[key] = meetings.get(key, 0) + 1
        bye_counts: dict[int, int] = {}
        for entrant in byes:
            bye_counts[entrant] = bye_counts.get(entrant, 0) + 1
        return cls(
            table_size=table_size,
            meetings=meetings,
            seat_counts={e: tuple(c) for e, c in seat_counts.items()},
            byes=bye_counts,
        )

    def met(self, a: int, b: int) -> int:
        return self.meetings.get(_pair(a, b), 0)

    def seats_of(self, entrant: int) -> tuple[int, ...]:
        return self.seat_counts.get(entrant, (0,) * self.table_size)


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def bye_count(entrants: int, table_size: int) -> int:
    """Entrants left over when the field is cut into full tables.

    >>> bye_count(13, 4), bye_count(12, 3)
    (1, 0)
    """
    return entrants % table_size


def seeded_order(entrants: Iterable[int], seed: int) -> list[int]:
    """A shuffle of `entrants` that depends only on the set and the seed.

    >>> seeded_order([3, 1, 2], 7) == seeded_order([2, 3, 1], 7)
    True
    """
    order = sorted(entrants)
    random.Random(seed).shuffle(order)
    return order


def choose_byes(order: Sequence[int], count: int, history: History) -> list[int]:
    """`count` byes: fewest byes so far first; among equals, the latest in `order`.

    >>> choose_byes([1, 2, 3, 4, 5], 2, History(table_size=4, byes={5: 1}))
    [4, 3]
    """
    position = {e: i for i, e in enumerate(order)}
    candidates = sorted(order, key=lambda e: (history.byes.get(e, 0), -position[e]))
    return candidates[:count]


# --- seats ------------------------------------------------------------------------------------


def assign_seats(entrants: Sequence[int], history: History) -> tuple[int, ...]:
    """Seat order for one table (brute force over at most 4! orders).

    First criterion: each entrant takes a seat it has held least often. Second: entrants whose
    seats so far were late on average get the early seats. Ties keep the given order.

    >>> h = History.build(table_size=2, tables=[(1, 2)])
    >>> assign_seats([1, 2], h)
    (2, 1)
    """
    k = len(entrants)
    lateness = {}
    for e in entrants:
        counts = history.seats_of(e)
        played = sum(counts)
        # Sum of seat indexes held, minus what an even rotation would have given.
        lateness[e] = sum(i * c for i, c in enumerate(counts)) * 2 - played * (k - 1)
    best: tuple[tuple[int, int], tuple[int, ...]] | None = None
    for order in itertools.permutations(entrants):
        repeats = sum(history.seats_of(e)[seat] for seat, e in enumerate(order))
        # Lower when the late sitters take the early seats.
        balance = sum(seat * lateness[e] for seat, e in enumerate(order))
        cost = (repeats, balance)
        if best is None or cost < best[0]:
            best = (cost, order)
    assert best is not None
    return best[1]


# --- partitions -------------------------------------------------------------------------------


TableCost = Callable[[Sequence[int]], float]


def _improve(tables: list[list[int]], cost: TableCost) -> float:
    """First-improvement swaps between tables until none lowers the total cost; in place.

    Deterministic: tables, then seats, are scanned in order; only strict improvements count.
    """
    costs = [cost(t) for t in tables]
    for _ in range(MAX_SEARCH_PASSES):
        improved = False
        for i, j in itertools.combinations(range(len(tables)), 2):
            for a, b in itertools.product(range(len(tables[i])), range(len(tables[j]))):
                ti, tj = tables[i], tables[j]
                new_i = [*ti[:a], tj[b], *ti[a + 1 :]]
                new_j = [*tj[:b], ti[a], *tj[b + 1 :]]
                ci, cj = cost(new_i), cost(new_j)
                if ci + cj < costs[i] + costs[j]:
                    tables[i], tables[j], costs[i], costs[j] = new_i, new_j, ci, cj
                    improved = True
        if not improved:
            break
    return sum(costs)


def _chunks(order: Sequence[int], size: int) -> list[list[int]]:
    return [list(order[i : i + size]) for i in range(0, len(order), size)]


def _meetings_cost(history: History) -> TableCost:
    def cost(table: Sequence[int]) -> float:
        return sum(history.met(a, b) for a, b in itertools.combinations(table, 2))

    return cost


# --- Swiss ------------------------------------------------------------------------------------


def rematch_weight(table_size: int) -> int:
    """Cost of one repeat meeting, in tournament points of spread at a table.

    Seating two entrants who already met together costs as much as seating together entrants
    two table wins apart (a win is worth 2 points per opponent, see standings.py).
    """
    return 4 * (table_size - 1)


def swiss_pairing(ranked: Sequence[int], points: Mapping[int, int], history: History) -> Pairing:
    """Tables of entrants close in the standings, avoiding repeat meetings where possible.

    `ranked` is the current order (best first; for round 1 a seeded shuffle), `points` the
    tournament points so far.

    >>> h = History.build(table_size=2, tables=[(1, 2), (3, 4)])
    >>> swiss_pairing([1, 3, 2, 4], {1: 2, 3: 2, 2: 0, 4: 0}, h).tables
    ((1, 3), (2, 4))
    >>> swiss_pairing([1, 2, 3, 4, 5], {}, History(table_size=2)).byes
    (5,)
    """
    k = history.table_size
    byes = choose_byes(ranked, bye_count(len(ranked), k), history)
    playing = [e for e in ranked if e not in byes]
    weight = rematch_weight(k)
    met = _meetings_cost(history)

    def cost(table: Sequence[int]) -> float:
        spread = max(points.get(e, 0) for e in table) - min(points.get(e, 0) for e in table)
        return weight * met(table) + spread

    tables = _chunks(playing, k)
    _improve(tables, cost)
    return Pairing(tables=tuple(assign_seats(t, history) for t in tables), byes=tuple(sorted(byes)))


# --- round robin ------------------------------------------------------------------------------


def round_robin_rounds(entrants: int, table_size: int) -> int:
    """Rounds for every entrant to be able to meet every other one at least once.

    >>> round_robin_rounds(6, 2), round_robin_rounds(7, 2), round_robin_rounds(9, 3)
    (5, 7, 4)
    """
    if table_size == 2:
        return entrants - 1 if entrants % 2 == 0 else entrants
    needed = -(-(entrants - 1) // (table_size - 1))  # tables each entrant must play
    rounds = needed
    # Byes take whole rounds away from some entrants: add rounds until everyone has enough.
    while rounds - (-(-rounds * bye_count(entrants, table_size) // entrants)) < needed:
        rounds += 1
    return rounds


def circle_round(entrants: Sequence[int], round_index: int) -> Pairing:
    """Round `round_index` (0-based) of the circle method for tables of 2, seats included.

    The first entrant stays put while the others rotate one place per round. With an odd
    field a phantom joins; whoever meets it has the bye. Seats: the fixed entrant starts
    every other round; at the other tables the entrant in the top half starts. Every entrant
    passes through each position once, so each starts half of its matches, give or take one.

    >>> [circle_round([1, 2, 3, 4], r).tables for r in range(3)]
    [((1, 4), (2, 3)), ((3, 1), (4, 2)), ((1, 2), (3, 4))]
    >>> circle_round([1, 2, 3], 0)
    Pairing(tables=((2, 3),), byes=(1,))
    """
    field_: list[int | None] = [*entrants]
    if len(field_) % 2:
        field_.append(None)
    n = len(field_)
    rest = field_[1:]
    shift = round_index % (n - 1)
    rotated = [field_[0], *rest[n - 1 - shift :], *rest[: n - 1 - shift]]
    tables: list[tuple[int, ...]] = []
    byes: list[int] = []
    for i in range(n // 2):
        a, b = rotated[i], rotated[n - 1 - i]
        if a is None or b is None:
            byes.extend(x for x in (a, b) if x is not None)
        elif i == 0 and round_index % 2:
            tables.append((b, a))
        else:
            tables.append((a, b))
    return Pairing(tables=tuple(tables), byes=tuple(byes))


def round_robin_pairing(
    *,
    entrants: Sequence[int],
    active: set[int],
    round_index: int,
    history: History,
    seed: int,
) -> Pairing:
    """Round `round_index` (0-based) of a round robin over `entrants` (fixed at the start).

    Entrants not in `active` (withdrawn) are left out; with tables of 2, their scheduled
    opponent gets a bye.
    """
    k = history.table_size
    if k == 2:
        scheduled = circle_round(entrants, round_index)
        pairs = []
        left_alone = [e for e in scheduled.byes if e in active]
        for pair in scheduled.tables:
            present = [e for e in pair if e in active]
            if len(present) == len(pair):
                pairs.append(pair)
            else:
                left_alone.extend(present)
        return Pairing(tables=tuple(pairs), byes=tuple(sorted(left_alone)))
    # Rotate the tie order of byes with the round, so equal bye counts take turns.
    playing_order = [e for e in entrants if e in active]
    if playing_order:
        shift = round_index % len(playing_order)
        playing_order = playing_order[shift:] + playing_order[:shift]
    byes = choose_byes(playing_order, bye_count(len(playing_order), k), history)
    playing = [e for e in playing_order if e not in byes]
    cost = _meetings_cost(history)
    rng = random.Random(seed)
    best: tuple[float, list[list[int]]] | None = None
    for attempt in range(ROUND_ROBIN_RESTARTS):
        start = list(playing)
        if attempt:
            rng.shuffle(start)
        tables = _chunks(start, k)
        total = _improve(tables, cost)
        if best is None or total < best[0]:
            best = (total, tables)
        if total == 0:
            break
    assert best is not None
    tables = sorted((sorted(t) for t in best[1]), key=lambda t: t[0])
    return Pairing(tables=tuple(assign_seats(t, history) for t in tables), byes=tuple(sorted(byes)))
