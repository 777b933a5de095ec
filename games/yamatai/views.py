"""What leaves the engine: per-seat views and log entries.

Hidden (RULES.md §14, Y28): the order of the building deck, the specialist deck and the
face-down fleet tiles (only their counts are shown), the seed-derived RNG state, and the
tiles looked at with fleet tile 3 (shown only to the seat holding them). Built tiles are
public (Y28) but listed sorted, so the view does not carry their building order. Everything
else is public.
"""

from __future__ import annotations

from typing import Any

from games.engine.i18n import LogArg, gettext_noop, log_entry, seat_arg, word_arg, words_arg
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


# Log texts' templates (msgids); a0/a1 are the action's arguments (_log_arg).
_TEXTS = {
    "pass": gettext_noop("%(who)s passed"),
    "fleet": gettext_noop("%(who)s took fleet tile %(a0)s"),
    "colour": gettext_noop("%(who)s chose a %(a0)s boat"),
    "buy": gettext_noop("%(who)s bought a %(a0)s boat"),
    "sell": gettext_noop("%(who)s sold a %(a0)s boat"),
    "place": gettext_noop("%(who)s placed a %(a0)s boat on %(a1)s"),
    "take": gettext_noop("%(who)s took the culture token from %(a0)s"),
    "build": gettext_noop("%(who)s built %(a0)s on %(a1)s"),
    "ebisu": gettext_noop("%(who)s took the culture token from %(a0)s (Ebisu)"),
    "dock": gettext_noop("%(who)s docked: harbour %(a0)s"),
    "recruit": gettext_noop("%(who)s recruited %(a0)s, paying %(a1)s"),
    "reserve": gettext_noop("%(who)s reserved building tile %(a0)s"),
    "peek": gettext_noop("%(who)s looked at the top of the building deck"),
    "move_boat": gettext_noop("%(who)s moves the boat on %(a0)s"),
    "move_to": gettext_noop("%(who)s moved the boat to %(a0)s"),
    "sacred": gettext_noop("%(who)s put sacred ground on %(a0)s"),
    "swap_token": gettext_noop("%(who)s swaps the culture token on %(a0)s"),
    "swap_token_with": gettext_noop("%(who)s swapped it with the token on %(a0)s"),
    "remove_boat": gettext_noop("%(who)s removed the boat on %(a0)s"),
    "swap_boat": gettext_noop("%(who)s swaps the boat on %(a0)s"),
    "swap_boat_with": gettext_noop("%(who)s swapped it with the boat on %(a0)s"),
    "raijin": gettext_noop("%(who)s exchanged %(a0)s for a gold boat (Raijin)"),
    "kachiko": gettext_noop("%(who)s removed the sacred ground on %(a0)s (Kachiko)"),
    "michimata": gettext_noop("%(who)s discarded a %(a0)s token for a gold boat (Michimata)"),
    "hetsuka": gettext_noop("%(who)s discarded a %(a0)s token for coins (Hetsuka)"),
    "nakatsu": gettext_noop("%(who)s exchanged a gold boat for %(a0)s (Nakatsu)"),
}
_PUT_TEXTS = {
    ("put_top", True): gettext_noop("%(who)s put %(a0)s on top of the building deck"),
    ("put_bottom", True): gettext_noop("%(who)s put %(a0)s at the bottom of the building deck"),
    ("put_top", False): gettext_noop("%(who)s put a building tile on top of the building deck"),
    ("put_bottom", False): gettext_noop(
        "%(who)s put a building tile at the bottom of the building deck"
    ),
}
# The words a log text names (boat colours, culture tokens); islands, spaces and tiles are
# named by their ids, specialists by their proper names.
_WORDS = {
    "bamboo": gettext_noop("bamboo"),
    "wood": gettext_noop("wood"),
    "stone": gettext_noop("stone"),
    "clay": gettext_noop("clay"),
    "gold": gettext_noop("gold"),
    "drum": gettext_noop("drum"),
    "fan": gettext_noop("fan"),
    "lantern": gettext_noop("lantern"),
    "mask": gettext_noop("mask"),
    "scroll": gettext_noop("scroll"),
    "vase": gettext_noop("vase"),
    "none": gettext_noop("none"),
}
_SPECIALIST_NAMES = {s.id: s.name for s in C.specialists}


def _log_arg(value: str | int) -> LogArg:
    """An action's argument in a log text: a word (or a dot list of words: boats, tokens) to
    translate when read, a specialist's name, or an id or number as it is."""
    if isinstance(value, int):
        return value
    if value in _SPECIALIST_NAMES:
        return _SPECIALIST_NAMES[value]
    parts = value.split(".")
    if all(part in _WORDS for part in parts):
        words = [_WORDS[part] for part in parts]
        return word_arg(words[0]) if len(words) == 1 else words_arg(words)
    return value


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
    """Log entry of `action` (taken in `state`) as `viewer` may see it: its English template
    and arguments (games.engine.i18n), rendered in each reader's language when read."""
    kind = action.kind
    values: dict[str, LogArg] = {"who": seat_arg(action.seat)}
    if kind in ("put_top", "put_bottom"):
        shown = viewer == action.seat
        if shown:
            values["a0"] = _log_arg(action.args[0])
        return log_entry(
            kind=kind,
            seat=action.seat,
            template=_PUT_TEXTS[kind, shown],
            args=values,
            notation=action.to_notation() if shown else None,
            public=False,
        )
    for name, value in zip(("a0", "a1"), action.args, strict=False):
        values[name] = _log_arg(value)
    return log_entry(
        kind=kind,
        seat=action.seat,
        template=_TEXTS[kind],
        args=values,
        notation=action.to_notation(),
        public=True,
    )
