"""Final scoring (RULES.md §10) and the ranking with its tie-break."""

from __future__ import annotations

from games.engine.contract import Outcome, SeatResult
from games.yamatai.components import AMATERASU, FU_HSI, C
from games.yamatai.state import State

CATEGORIES = (
    "coins",
    "prestige_tokens",
    "buildings",
    "specialists",
    "reserved_tiles",
    "boats_beside_harbour",
)
FU_HSI_COINS = int(C.specialists[FU_HSI].params.get("coins_per_pp", C.coins_per_pp))


def breakdown(state: State, seat: int) -> dict[str, int]:
    """PP per category; valid at any time (the provisional score during play)."""
    p = state.players[seat]
    per_pp = FU_HSI_COINS if FU_HSI in p.specialists else C.coins_per_pp
    return {
        "coins": p.coins // per_pp,
        "prestige_tokens": p.prestige * (2 if AMATERASU in p.specialists else 1),
        "buildings": sum(C.buildings[t].pp for t in p.built),
        "specialists": sum(C.specialists[s].pp for s in p.specialists),
        "reserved_tiles": -C.reserved_penalty * len(p.reserved),
        "boats_beside_harbour": -(sum(p.beside) // C.beside_per_penalty),
    }


def score(state: State, seat: int) -> int:
    return sum(breakdown(state, seat).values())


def first_turn_position(state: State, seat: int) -> int:
    """0-based position of the seat's earliest turn in the last round played (Y21)."""
    return state.order.index(seat)


def outcome(state: State) -> Outcome:
    seats = range(state.cfg.players)
    parts = {seat: breakdown(state, seat) for seat in seats}
    totals = {seat: sum(parts[seat].values()) for seat in seats}
    ranking = sorted(seats, key=lambda seat: (-totals[seat], first_turn_position(state, seat)))
    rank = {seat: place + 1 for place, seat in enumerate(ranking)}
    return Outcome(
        results=tuple(
            SeatResult(
                seat=seat,
                score=totals[seat],
                rank=rank[seat],
                breakdown=parts[seat],
                tiebreak=(-first_turn_position(state, seat),),
            )
            for seat in seats
        ),
        reason=state.end_reason,
    )
