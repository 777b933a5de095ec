"""`YokohamaGame`: the engine contract (games.engine.contract.Game) for Yokohama."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.engine.contract import Outcome
from games.engine.errors import InvalidAction
from games.engine.i18n import gettext
from games.yokohama import ai, rules, scoring, setup, views
from games.yokohama import state as state_module
from games.yokohama.actions import YokohamaAction, parse
from games.yokohama.state import State


class YokohamaGame:
    slug = "yokohama"
    title = "Yokohama"
    min_players = setup.MIN_PLAYERS
    max_players = setup.MAX_PLAYERS
    options = setup.OPTIONS

    def normalize_config(self, *, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        return setup.normalize_config(players=players, options=options)

    def initial_state(self, config: Mapping[str, Any], seed: int) -> State:
        return setup.initial_state(config, seed)

    # The hot contract methods are the rules functions themselves (no extra call layer).
    current_seats = staticmethod(rules.current_seats)
    legal_actions = staticmethod(rules.legal_actions)
    apply = staticmethod(rules.apply_action)

    def parse_action(
        self, state: State, seat: int, payload: str | Mapping[str, Any]
    ) -> YokohamaAction:
        if (
            isinstance(seat, bool)
            or not isinstance(seat, int)
            or not (0 <= seat < state.static.players)
        ):
            raise InvalidAction(gettext("no such seat"))
        return parse(seat, payload)

    def describe_action(
        self, state_before: State, action: YokohamaAction, viewer: int | None
    ) -> dict[str, Any]:
        return views.describe(state_before, action, viewer)

    def view_for(self, state: State, seat: int | None) -> dict[str, Any]:
        return views.view_for(state, seat)

    def reveals(self, state_before: State, action: YokohamaAction, state_after: State) -> bool:
        return views.reveals(state_before, action, state_after)

    def outcome(self, state: State) -> Outcome | None:
        if not state.over:
            return None
        return scoring.outcome(state)

    # Search support for bots (games.greedy): see games/yokohama/ai.py.
    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        return ai.determinize(state, seat, rng)

    def evaluate(self, state: State, seat: int) -> float:
        return ai.evaluate(state, seat)

    def mcts_evaluate(self, state: State, seat: int) -> float:
        return ai.mcts_evaluate(state, seat)

    def state_to_json(self, state: State) -> dict[str, Any]:
        return state_module.to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        return state_module.from_json(data)

    def encode_state(self, state: State) -> bytes:
        return state_module.encode(state)

    def decode_state(self, data: bytes) -> State:
        return state_module.decode(data)
