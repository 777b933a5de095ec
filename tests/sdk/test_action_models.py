"""Every game's actions survive the generated client's typed models unchanged.

The client reads an action union by trying its members in turn; two games share action kinds
(`move`, `build`), and a member that takes the first parse must not drop fields the action has.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from yokohama_client.models.action_submit_input_request import ActionSubmitInputRequest
from yokohama_client.models.legal_action_output import LegalActionOutput

from games.engine import all_games

STEPS = 250


def legal_action_forms(game: Any, players: int) -> list[dict[str, Any]]:
    """The JSON forms of the legal actions met in one random playout."""
    rng = random.Random(players)
    state = game.initial_state(game.normalize_config(players=players, options={}), seed=players)
    forms: dict[str, dict[str, Any]] = {}
    for _ in range(STEPS):
        if game.outcome(state) is not None:
            break
        actions = game.legal_actions(state, game.current_seats(state)[0])
        for action in actions:
            forms.setdefault(action.to_notation(), action.to_json())
        state = game.apply(state, rng.choice(actions))
    return list(forms.values())


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.slug)
def test_every_legal_action_round_trips_through_the_typed_models(game: Any) -> None:
    forms = [
        form
        for players in range(game.min_players, game.max_players + 1)
        for form in legal_action_forms(game, players)
    ]
    assert len({form["kind"] for form in forms}) > 5
    for form in forms:
        read = LegalActionOutput.from_dict({"notation": "-", "action": form}).action
        assert read.to_dict() == form, type(read).__name__
        submitted = ActionSubmitInputRequest.from_dict({"expected_seq": 0, "action": form})
        assert submitted.to_dict()["action"] == form
