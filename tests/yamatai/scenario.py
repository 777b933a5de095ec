"""Hand-built positions for rule tests: an empty board and a chosen decision."""

from __future__ import annotations

from games.yamatai import GAME
from games.yamatai.components import C
from games.yamatai.state import EMPTY, STANDARD, TOKEN, TORII, State
from tests.yamatai.helpers import new_game

COL = {c: i for i, c in enumerate(C.colours)}
CUL = {c: i for i, c in enumerate(C.culture_types)}
SP = C.specialist_index
TILE = C.building_index


def sp(name: str) -> int:
    return C.space_index[name]


def isl(name: str) -> int:
    return C.island_index[name]


def empty_board(players: int = 4, seed: int = 3, **options: object) -> State:
    """A new game with no culture tokens and no mountains; seat 0 is about to act."""
    s = new_game(players, seed, **options)
    s.occ = [0] * len(C.island_ids)
    s.mountain = [0] * len(C.island_ids)
    rest = [x for x in s.order if x != 0]
    s.order = [0, *rest] if players > 2 else [0, 1, 0, 1]
    return s


def at(s: State, phase: str, fleet_tile: int = 0) -> State:
    s.phase = phase
    s.fleet_tile = fleet_tile
    s._legal = None
    return s


def token(s: State, island: str, culture: str = "drum") -> None:
    s.occ[isl(island)] = TOKEN + CUL[culture]


def boat(s: State, space: str, colour: str) -> None:
    s.boats[sp(space)] = COL[colour]
    s.supply[COL[colour]] -= 1


def placed(s: State, space: str, colour: str) -> None:
    boat(s, space, colour)
    s.placed.append(sp(space))
    s.last_space = sp(space)


def building(s: State, island: str, seat: int) -> None:
    s.occ[isl(island)] = STANDARD + seat
    s.players[seat].pieces -= 1


def torii(s: State, island: str) -> None:
    s.occ[isl(island)] = TORII


def give(s: State, seat: int, *, pool: str = "", harbour: str = "") -> None:
    p = s.players[seat]
    for zone, names in ((p.pool, pool), (p.harbour, harbour)):
        for name in names.split():
            zone[COL[name]] += 1
            s.supply[COL[name]] -= 1


def legal(s: State) -> list[str]:
    seat = GAME.current_seats(s)[0]
    return [a.to_notation() for a in GAME.legal_actions(s, seat)]


def do(s: State, notation: str) -> State:
    seat = GAME.current_seats(s)[0]
    return GAME.apply(s, GAME.parse_action(s, seat, notation))


def row_with(s: State, *tiles: str) -> None:
    """Put these building tiles in the row (swapping them out of wherever they are)."""
    wanted = [TILE[t] for t in tiles]
    everything = [*s.row, *s.deck]
    rest = [t for t in everything if t not in wanted]
    s.row = wanted
    s.deck = rest


__all__ = ["EMPTY", "SP"]
