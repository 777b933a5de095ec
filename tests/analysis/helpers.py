"""Finished matches to analyse: seeded random games of any game, imported as records."""

from __future__ import annotations

import random
from typing import Any

from games.engine import get_game


def random_game(
    slug: str, players: int, seed: int
) -> tuple[dict[str, Any], list[dict[str, Any]], Any]:
    """A seeded random game of `slug` to its end: (config, actions as a record logs them,
    outcome)."""
    game = get_game(slug)
    config = game.normalize_config(players=players, options={})
    state = game.initial_state(config, seed)
    rng = random.Random(seed)
    actions: list[dict[str, Any]] = []
    while seats := game.current_seats(state):
        seat = seats[0]
        action = rng.choice(game.legal_actions(state, seat))
        actions.append(
            {
                "seq": len(actions) + 1,
                "seat": seat,
                "action": action.to_json(),
                "notation": action.to_notation(),
            }
        )
        state = game.apply(state, action)
    return config, actions, game.outcome(state)


def finished_match(slug: str, usernames: list[str], seed: int = 3) -> int:
    """A finished match of `slug` whose seats these accounts hold (a seeded random game,
    imported through services.match_import: a real finished match to the server)."""
    from games import records, services

    config, actions, outcome = random_game(slug, len(usernames), seed)
    assert outcome is not None
    record = records.build_record(
        match_id=0,
        game=slug,
        config=config,
        seed=seed,
        started_at=None,
        finished_at=None,
        seats=[
            {
                "index": index,
                "holder": "human",
                "username": name,
                "bot_kind": None,
                "display_name": name,
            }
            for index, name in enumerate(usernames)
        ],
        actions=actions,
        result=records.outcome_rows(outcome),
    )
    return services.match_import(record=record, link_users=True).pk
