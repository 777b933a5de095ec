"""What leaves the engine: per-seat views and log entries.

Hidden (RULES.md §14, Y28): the order of the building deck, the specialist deck and the
face-down fleet tiles (only their counts are shown), the seed-derived RNG state, and the
tiles looked at with fleet tile 3 (shown only to the seat holding them). Built tiles are
public (Y28) but listed sorted, so the view does not carry their building order. Everything
else is public.
"""

from __future__ import annotations

from typing import Any

from games.yamatai import scoring
from games.yamatai.actions import YamataiAction
from games.yamatai.components import C
from games.yamatai.rules import capacity, current_seats
from games.yamatai.setup import seat_colours
from games.yamatai.state import EMPTY, GAME_OVER, PALACE, SACRED, STANDARD, TOKEN, TORII, State

VIEW_VERSION = 1


def tile_json(tile: int) -> dict[str, Any]:
    info = C.buildings[tile]
    return {
        "id": info.id,
        "kind": info.kind,
        "boats": [C.colours[c] for c in info.boats],
        "pp": info.pp,
        "trading_post": info.trading_post,
    }


def _colours(counts: list[int]) -> dict[str, int]:
    return {C.colours[c]: n for c, n in enumerate(counts)}


def _island_json(state: State, island: int) -> dict[str, Any]:
    occ = state.occ[island]
    token = C.culture_types[occ - TOKEN] if TOKEN <= occ < STANDARD else None
    building: dict[str, Any] | None = None
    if STANDARD <= occ < TORII:
        building = {"kind": "standard", "seat": occ - STANDARD}
    elif occ in (TORII, PALACE):
        building = {"kind": "torii" if occ == TORII else "palace", "seat": None}
    return {
        "id": C.island_ids[island],
        "token": token,
        "building": building,
        "sacred": occ == SACRED,
        "mountain": bool(state.mountain[island]),
    }


def view_for(state: State, seat: int | None) -> dict[str, Any]:
    players = state.cfg.players
    over = state.phase == GAME_OVER
    active = None if over else state.order[state.turn]
    names = seat_colours(players)
    taken = [{"seat": state.order[t], "tile": n} for t, n in enumerate(state.taken) if n]
    view: dict[str, Any] = {
        "game": "yamatai",
        "view_version": VIEW_VERSION,
        "viewer": seat,
        "players": players,
        "round": state.round,
        "over": over,
        "end_reason": state.end_reason or None,
        "decision": None if over else {"seat": active, "kind": state.phase, "turn": state.turn},
        "turn_order": list(state.order),
        "turn": None
        if over
        else {
            "index": state.turn,
            "seat": active,
            "fleet_tile": state.fleet_tile or None,
            "fleet_effect_used": bool(state.effect_used),
            "trades": state.trades,
            "placed_spaces": [C.space_ids[s] for s in state.placed],
            "chain_end": C.space_ids[state.last_space] if state.last_space != EMPTY else None,
            "taken_islands": [C.island_ids[i] for i in state.taken_islands],
            "specialists_used": sorted(C.specialists[s].id for s in state.used),
            "pending_space": C.space_ids[state.sub]
            if state.sub != EMPTY and state.phase in ("move_to", "swap_boat_with")
            else None,
            "pending_island": C.island_ids[state.sub]
            if state.sub != EMPTY and state.phase == "swap_token_with"
            else None,
            "peek_count": len(state.peek),
            "peek": [C.buildings[t].id for t in sorted(state.peek)]
            if seat is not None and seat == active
            else None,
            "peek_tiles": [tile_json(t) for t in sorted(state.peek)]
            if seat is not None and seat == active
            else None,
        },
        "fleet_track": {
            "face_up": sorted(state.track[: state.up]),
            "face_down_count": len(state.track) - state.up,
        },
        "fleet_tiles_taken": taken,
        "specialist_display": [
            {
                "slot": slot,
                "specialist": C.specialists[sp].id if sp != EMPTY else None,
                "coins": state.display_coins[slot],
            }
            for slot, sp in enumerate(state.display)
        ],
        "specialist_deck_count": len(state.spec_deck),
        "building_row": [tile_json(t) for t in state.row],
        "building_deck_count": len(state.deck),
        "supply": _colours(state.supply),
        "sacred_ground_left": state.sacred_left,
        "board": {
            "spaces": {
                C.space_ids[s]: C.colours[b] for s, b in enumerate(state.boats) if b != EMPTY
            },
            "islands": [_island_json(state, i) for i in range(len(C.island_ids))],
        },
        "seats": [
            {
                "seat": i,
                "colour": names[i],
                "coins": p.coins,
                "prestige_tokens": p.prestige,
                "culture_tokens": {t: n for t, n in zip(C.culture_types, p.culture, strict=True)},
                "pool": _colours(p.pool),
                "harbour": _colours(p.harbour),
                "beside_harbour": _colours(p.beside),
                "harbour_capacity": capacity(state, i),
                "standard_pieces_left": p.pieces,
                "built_tiles": [tile_json(t) for t in sorted(p.built)],
                "reserved_tiles": [
                    {"tile": tile_json(t), "round": r} for t, r in sorted(p.reserved)
                ],
                "specialists": [C.specialists[s].id for s in p.specialists],
                "score": scoring.breakdown(state, i),
            }
            for i, p in enumerate(state.players)
        ],
        "current_seats": list(current_seats(state)),
    }
    return view


_TEXTS = {
    "pass": "{who} passed",
    "fleet": "{who} took fleet tile {a0}",
    "colour": "{who} chose a {a0} boat",
    "buy": "{who} bought a {a0} boat",
    "sell": "{who} sold a {a0} boat",
    "place": "{who} placed a {a0} boat on {a1}",
    "take": "{who} took the culture token from {a0}",
    "build": "{who} built {a0} on {a1}",
    "ebisu": "{who} took the culture token from {a0} (Ebisu)",
    "dock": "{who} docked: harbour {a0}",
    "recruit": "{who} recruited {a0}, paying {a1}",
    "reserve": "{who} reserved building tile {a0}",
    "peek": "{who} looked at the top of the building deck",
    "move_boat": "{who} moves the boat on {a0}",
    "move_to": "{who} moved the boat to {a0}",
    "sacred": "{who} put sacred ground on {a0}",
    "swap_token": "{who} swaps the culture token on {a0}",
    "swap_token_with": "{who} swapped it with the token on {a0}",
    "remove_boat": "{who} removed the boat on {a0}",
    "swap_boat": "{who} swaps the boat on {a0}",
    "swap_boat_with": "{who} swapped it with the boat on {a0}",
    "raijin": "{who} exchanged {a0} for a gold boat (Raijin)",
    "kachiko": "{who} removed the sacred ground on {a0} (Kachiko)",
    "michimata": "{who} discarded a {a0} token for a gold boat (Michimata)",
    "hetsuka": "{who} discarded a {a0} token for coins (Hetsuka)",
    "nakatsu": "{who} exchanged a gold boat for {a0} (Nakatsu)",
}


def reveals(before: State, action: YamataiAction, after: State) -> bool:
    """Whether `action` showed something hidden (the contract's `Game.reveals`).

    The hidden parts (module docstring) are the building deck, the specialist deck, the
    face-down fleet tiles and the RNG (which shuffles the returned fleet tiles at the end of a
    round). An action reveals exactly when one of them changed: tiles looked at with fleet
    tile 3 (and put back), the row or the display refilled, fleet tiles shuffled and turned
    face up. Taking a face-up fleet tile turns no other one.
    """
    return (
        after.rng != before.rng
        or after.deck != before.deck
        or after.spec_deck != before.spec_deck
        or after.track[after.up :] != before.track[before.up :]
    )


def describe(state: State, action: YamataiAction, viewer: int | None) -> dict[str, Any]:
    """Log entry of `action` (taken in `state`) as `viewer` may see it."""
    who = f"Seat {action.seat}"
    kind = action.kind
    args = action.args
    if kind in ("put_top", "put_bottom"):
        where = "on top of" if kind == "put_top" else "at the bottom of"
        if viewer == action.seat:
            return {
                "kind": kind,
                "seat": action.seat,
                "text": f"{who} put {args[0]} {where} the building deck",
                "notation": action.to_notation(),
                "public": False,
            }
        return {
            "kind": kind,
            "seat": action.seat,
            "text": f"{who} put a building tile {where} the building deck",
            "notation": None,
            "public": False,
        }
    text = _TEXTS[kind].format(
        who=who,
        a0=args[0] if args else "",
        a1=args[1] if len(args) > 1 else "",
    )
    return {
        "kind": kind,
        "seat": action.seat,
        "text": text,
        "notation": action.to_notation(),
        "public": True,
    }
