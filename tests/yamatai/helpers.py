"""Shared helpers for the Yamatai tests: new games, seeded random walks, invariants."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from games.yamatai import GAME
from games.yamatai.actions import YamataiAction
from games.yamatai.components import C
from games.yamatai.rules import capacity
from games.yamatai.state import (
    EMPTY,
    PALACE,
    SACRED,
    STANDARD,
    TOKEN,
    TORII,
    State,
)

N_COLOURS = len(C.colours)
CULTURE_TOTAL = sum(C.culture_counts)
ALL_TILES = list(range(len(C.buildings)))
ALL_SPECIALISTS = list(range(len(C.specialists)))
ALL_FLEET = list(range(1, 11))
CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (2, {}),
    (3, {}),
    (4, {}),
    (4, {"take_all_tokens": False}),
    (3, {"price_bamboo": 2, "price_clay": 5}),
]


def new_game(players: int, seed: int, **options: Any) -> State:
    return GAME.initial_state(GAME.normalize_config(players=players, options=options), seed)


def random_steps(state: State, seed: int) -> Iterator[tuple[State, YamataiAction, State]]:
    """A seeded uniformly random complete game: (before, action, after) at every decision."""
    rng = random.Random(seed)
    while True:
        seats = GAME.current_seats(state)
        if not seats:
            return
        legal = GAME.legal_actions(state, seats[0])
        assert legal, f"no legal action in phase {state.phase}"
        action = legal[rng.randrange(len(legal))]
        after = GAME.apply(state, action)
        yield state, action, after
        state = after


def boat_totals(state: State) -> list[int]:
    totals = list(state.supply)
    for colour in state.boats:
        if colour != EMPTY:
            totals[colour] += 1
    for p in state.players:
        for c in range(N_COLOURS):
            totals[c] += p.pool[c] + p.harbour[c] + p.beside[c]
    return totals


def culture_on_board_and_held(state: State) -> int:
    occ = Counter(state.occ)
    on_board = sum(n for o, n in occ.items() if TOKEN <= o < STANDARD)
    return on_board + sum(sum(p.culture) for p in state.players)


def check_invariants(state: State) -> None:
    """Conservation and consistency laws that hold after every action (RULES.md §14)."""
    players = state.cfg.players
    occ = Counter(state.occ)
    assert boat_totals(state) == list(C.colour_supply), "boats are conserved"
    assert min(state.supply) >= 0
    # building tiles: row + deck + peek + built + reserved = all, each once
    tiles = list(state.row) + list(state.deck) + list(state.peek)
    for p in state.players:
        tiles += p.built + [t for t, _ in p.reserved]
    assert sorted(tiles) == ALL_TILES, "building tiles are conserved"
    built_prestige = 0
    for seat, p in enumerate(state.players):
        # building pieces: on the board + in stock = the initial stock
        on_board = occ[STANDARD + seat]
        assert on_board + p.pieces == C.standard_pieces[players], "pieces are conserved"
        kinds = [C.buildings[t].kind for t in p.built]
        assert kinds.count("standard") == on_board
        built_prestige += len(kinds) - on_board
        assert p.coins >= 0
        assert p.prestige >= 0
        assert min(p.culture + p.pool + p.harbour + p.beside) >= 0
        assert sum(p.harbour) <= capacity(state, seat)
    assert built_prestige == occ[TORII] + occ[PALACE]
    assert state.sacred_left + occ[SACRED] == C.sacred_supply
    # specialists: display + deck + recruited = all, each once
    specs = [s for s in state.display if s != EMPTY] + list(state.spec_deck)
    for p in state.players:
        specs += p.specialists
    assert sorted(specs) == ALL_SPECIALISTS, "specialists are conserved"
    assert min(state.display_coins) >= 0
    # fleet tiles: on the track + taken this round = 1..10
    taken = [n for n in state.taken if n]
    assert sorted(state.track + taken) == ALL_FLEET, "fleet tiles are conserved"
    assert len(state.track) >= state.up
    assert culture_on_board_and_held(state) <= CULTURE_TOTAL
    # turn order: every seat has its number of meeples
    meeples = C.meeples_each[players]
    assert sorted(state.order) == sorted(list(range(players)) * meeples)
    # boats on the board sit on distinct spaces by construction; placed spaces hold boats
    for space in state.placed:
        assert state.boats[space] != EMPTY
    if not state.over:
        assert GAME.legal_actions(state, GAME.current_seats(state)[0]), "never stuck"
