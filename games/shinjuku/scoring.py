"""Final scoring (RULES.md §11): sets of different goods, premium = 2, stars are wild."""

from __future__ import annotations

from itertools import combinations_with_replacement

from games.engine.contract import Outcome, SeatResult
from games.shinjuku.components import C
from games.shinjuku.state import State

SET_VALUES = C.set_values  # index = number of different goods in the set
CATEGORIES = ("sets_of_4", "sets_of_3", "sets_of_2", "singles")


def good_counts(screen: list[int], seat: int) -> list[int]:
    """Scoring weight per good: a normal marker counts 1, a premium marker counts 2."""
    base = seat * 8
    return [screen[base + g * 2] + C.premium_weight * screen[base + g * 2 + 1] for g in range(4)]


def layered(counts: list[int]) -> list[int]:
    """Points per set size [4, 3, 2, 1] of the layered grouping of sorted counts."""
    a, b, c, d = sorted(counts, reverse=True)
    return [
        SET_VALUES[4] * d,
        SET_VALUES[3] * (c - d),
        SET_VALUES[2] * (b - c),
        SET_VALUES[1] * (a - b),
    ]


def best_with_stars(counts: list[int], stars: int) -> list[int]:
    """The layered breakdown maximised over every way of spreading the wild stars (§11)."""
    best = layered(counts)
    best_total = sum(best)
    for spread in combinations_with_replacement(range(4), stars):
        trial = counts[:]
        for good in spread:
            trial[good] += 1
        rows = layered(trial)
        total = sum(rows)
        if total > best_total:
            best, best_total = rows, total
    return best


def fast_score(counts: list[int], stars: int) -> int:
    """Same total as `best_with_stars`: a+2b+3c+4d is maximised by adding each star to the
    smallest count (the marginal value of the smallest count is the largest)."""
    trial = sorted(counts)
    for _ in range(stars):
        trial[0] += 1
        trial.sort()
    d, c, b, a = trial
    return sum(layered([a, b, c, d]))


def breakdown(state: State, seat: int) -> dict[str, int]:
    rows = best_with_stars(good_counts(state.screen, seat), state.stars[seat])
    return dict(zip(CATEGORIES, rows, strict=True))


def outcome(state: State) -> Outcome:
    players = state.cfg.players
    rows = [breakdown(state, seat) for seat in range(players)]
    totals = [sum(row.values()) for row in rows]
    keys = [(totals[seat], state.stars[seat]) for seat in range(players)]
    results = tuple(
        SeatResult(
            seat=seat,
            score=totals[seat],
            # Competition ranking: a tie on score and stars is shared (§11).
            rank=1 + sum(1 for other in keys if other > keys[seat]),
            breakdown=rows[seat],
            tiebreak=(state.stars[seat],),
        )
        for seat in range(players)
    )
    return Outcome(results=results, reason=state.end_reason or "normal")
