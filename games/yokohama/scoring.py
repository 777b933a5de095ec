"""Final scoring, steps 1-5 of §6.2, and the ranking of §6.3."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.contract import Outcome, SeatResult
from games.yokohama.components import COMPONENTS as C
from games.yokohama.components import FISH, IMPORT, YEN
from games.yokohama.rules import CARD_TYPE
from games.yokohama.state import FREE, NEUTRAL, PLAY_CATEGORIES, Player, State

FINAL_CATEGORIES: tuple[str, ...] = (
    "church_majority",
    "customs_majority",
    "technology_majority",
    "country_sets",
    "unused_agents",
    "imports",
    "money",
    "goods",
)


def turn_position(state: State, seat: int) -> int:
    """0 for the start player, then in seat order (the tie-break order of §6.2-§6.3)."""
    n = state.static.players
    return (seat - state.static.start_player) % n


def board_majority(
    board: Sequence[int], prizes: tuple[int, int], neutral_competes: bool
) -> dict[int, int]:
    """Most assistants first; ties to the owner of the rightmost assistant (A-38).
    A prize won by the neutral is not given to anyone (A-27)."""
    counts: dict[int, int] = {}
    rightmost: dict[int, int] = {}
    for space, occupant in enumerate(board):
        if occupant == FREE or (occupant == NEUTRAL and not neutral_competes):
            continue
        counts[occupant] = counts.get(occupant, 0) + 1
        rightmost[occupant] = space
    ranking = sorted(counts, key=lambda who: (-counts[who], -rightmost[who]))
    awards: dict[int, int] = {}
    for place, who in enumerate(ranking[: len(prizes)]):
        if who >= 0:
            awards[who] = prizes[place]
    return awards


def tech_value_x2(player: Player) -> int:
    """Printed industry values of owned technologies, doubled (the neutral has 7.5)."""
    return 2 * sum(C.tech_types[CARD_TYPE[card]].cost for card in player.techs)


def technology_majority(state: State) -> dict[int, int]:
    """Highest total first; ties to the earliest in turn order; only owners of >= 1 card
    compete; in 2P the neutral competes with 7.5 and its prize is not given (A-27)."""
    n = state.static.players
    competitors: list[tuple[int, int, int]] = []  # (value x2, turn position, seat)
    for seat, player in enumerate(state.players):
        if player.techs:
            competitors.append((tech_value_x2(player), turn_position(state, seat), seat))
    if n == 2 and state.static.neutral_scoring:
        competitors.append((C.neutral_tech_total_x2, n, NEUTRAL))
    competitors.sort(key=lambda c: (-c[0], c[1]))
    prizes = C.tech_majority
    awards: dict[int, int] = {}
    for place, (_value, _position, who) in enumerate(competitors[: len(prizes)]):
        if who >= 0:
            awards[who] = prizes[place]
    return awards


def flag_counts(player: Player) -> list[int]:
    counts = [0] * len(C.countries)
    for card in player.techs:
        counts[C.tech_types[CARD_TYPE[card]].flag] += 1
    for order in player.fulfilled:
        counts[C.orders[order].flag] += 1
    for marker in player.markers:
        counts[C.markers[marker].flag] += 1
    return counts


def country_sets(counts: Sequence[int]) -> int:
    """Greedy groups of distinct countries; optimal because the value per group size is
    convex (§6.2 step 4)."""
    left = list(counts)
    total = 0
    while True:
        size = sum(1 for c in left if c > 0)
        if size == 0:
            return total
        total += C.country_sets[size]
        left = [c - 1 if c > 0 else 0 for c in left]


def final_breakdown(state: State) -> list[dict[str, int]]:
    """Per seat: the VP scored during play by category, then the final-scoring steps."""
    neutral = state.static.players == 2 and state.static.neutral_scoring
    church = board_majority(state.church, C.church_majority, neutral)
    customs = board_majority(state.customs, C.customs_majority, neutral)
    tech = technology_majority(state)
    out: list[dict[str, int]] = []
    for seat, player in enumerate(state.players):
        row = dict(zip(PLAY_CATEGORIES, player.vp, strict=True))
        res = player.res
        row["church_majority"] = church.get(seat, 0)
        row["customs_majority"] = customs.get(seat, 0)
        row["technology_majority"] = tech.get(seat, 0)
        row["country_sets"] = country_sets(flag_counts(player))
        row["unused_agents"] = (len(player.agents) - player.agents_used) * C.leftover_agent
        row["imports"] = res[IMPORT] * C.leftover_import
        row["money"] = res[YEN] // C.leftover_per_yen
        row["goods"] = sum(res[1 : FISH + 1]) // C.leftover_per_goods
        out.append(row)
    return out


def outcome(state: State) -> Outcome:
    rows = final_breakdown(state)
    totals = [sum(row.values()) for row in rows]
    order = sorted(range(len(rows)), key=lambda seat: (-totals[seat], turn_position(state, seat)))
    rank = {seat: place + 1 for place, seat in enumerate(order)}  # ties broken by turn order
    results = tuple(
        SeatResult(
            seat=seat,
            score=totals[seat],
            rank=rank[seat],
            breakdown=rows[seat],
            # Compared after the score, higher is better: earlier in turn order wins (§6.3).
            tiebreak=(-turn_position(state, seat),),
        )
        for seat in range(len(rows))
    )
    return Outcome(results=results, reason=state.end_reason or "normal")
