"""Search support for bots: determinisation of hidden information and a position heuristic.

`determinize` re-deals everything `seat` cannot see: the building deck (plus the tiles another
seat is looking at with fleet tile 3), the specialist deck, the order of the face-down fleet
tiles and the RNG that will shuffle the taken fleet tiles. Each pool is sorted before it is
shuffled, so the sample depends only on what is unseen, never on where it really is.
"""

from __future__ import annotations

import random

from games.yamatai import scoring
from games.yamatai.components import C
from games.yamatai.rules import capacity
from games.yamatai.state import GAME_OVER, State

CULTURE_TOKEN_VALUE = 0.45  # a recruit costs 2-3 tokens for a 1-5 PP specialist
HARBOUR_BOAT_VALUE = 0.5
POOL_BOAT_VALUE = 0.15  # unplaced boats mostly end beside the harbour
COIN_VALUE = 1 / 5  # continuous, so progress towards the next PP counts
RESERVED_TILE_VALUE = 0.8  # a reserved tile is worth more than its -1 once buildable


def determinize(state: State, seat: int, rng: random.Random) -> State:
    sample = state.clone()
    if state.phase == GAME_OVER:
        return sample
    active = state.order[state.turn]
    hidden_tiles = list(state.deck)
    peek_hidden = seat != active and bool(state.peek)
    if peek_hidden:
        hidden_tiles += state.peek
    hidden_tiles.sort()
    rng.shuffle(hidden_tiles)
    if peek_hidden:
        sample.peek = hidden_tiles[: len(state.peek)]
        hidden_tiles = hidden_tiles[len(state.peek) :]
    sample.deck = hidden_tiles
    specialists = sorted(state.spec_deck)
    rng.shuffle(specialists)
    sample.spec_deck = specialists
    face_down = sorted(state.track[state.up :])
    rng.shuffle(face_down)
    sample.track = state.track[: state.up] + face_down
    sample.rng = rng.getrandbits(64)
    return sample


def evaluate(state: State, seat: int) -> float:
    """Own value minus half the best opponent's."""
    own = _value(state, seat)
    best_other = max(
        (_value(state, other) for other in range(state.cfg.players) if other != seat),
        default=0.0,
    )
    return own - 0.5 * best_other


def _value(state: State, seat: int) -> float:
    p = state.players[seat]
    parts = scoring.breakdown(state, seat)
    value = float(sum(parts.values()) - parts["coins"] - parts["reserved_tiles"])
    value += p.coins * COIN_VALUE
    if state.phase == GAME_OVER:
        return value + parts["coins"] - p.coins * COIN_VALUE + parts["reserved_tiles"]
    value += sum(p.culture) * CULTURE_TOKEN_VALUE
    value += min(sum(p.harbour), capacity(state, seat)) * HARBOUR_BOAT_VALUE
    value += sum(p.pool) * POOL_BOAT_VALUE
    value += len(p.reserved) * (RESERVED_TILE_VALUE - C.reserved_penalty)
    return value
