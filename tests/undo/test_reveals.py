"""The engine contract's `reveals`, per game: a decision that shows something hidden or
random, and one that does not."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import get_game
from games.engine.contract import action_reveals


def _play_until(slug: str, kind: str, seed: int = 7, limit: int = 800) -> tuple[Any, Any, Any]:
    """(game, state, action): the first legal `kind` decision met while playing each seat's
    first legal decision."""
    game = get_game(slug)
    state = game.initial_state(game.normalize_config(players=2, options={}), seed)
    for _ in range(limit):
        seat = game.current_seats(state)[0]
        legal = game.legal_actions(state, seat)
        for action in legal:
            if action.to_json()["kind"] == kind:
                return game, state, action
        state = game.apply(state, legal[0])
    raise AssertionError(f"no {kind} decision met")


CASES = [
    # (game, a decision that reveals, one that does not, the hidden part that shows it)
    ("yokohama", "fulfil", "place"),  # an order leaves a hidden hand; an assistant placed
    ("shinjuku", "income", "build"),  # income draws cards from the pile; choosing an action
    ("yamatai", "peek", "fleet"),  # looking at the deck's top tiles; a face-up fleet tile
]


@pytest.mark.parametrize(("slug", "shows", "quiet"), CASES)
def test_reveals_follows_the_hidden_parts(slug: str, shows: str, quiet: str) -> None:
    game, state, action = _play_until(slug, shows)
    assert game.reveals(state, action, game.apply(state, action)) is True
    game, state, action = _play_until(slug, quiet)
    assert game.reveals(state, action, game.apply(state, action)) is False


@pytest.mark.parametrize(("slug", "shows", "quiet"), CASES)
def test_what_reveals_changes_what_an_opponent_may_see(slug: str, shows: str, quiet: str) -> None:
    """A revealing decision changes the opponent's view of the hidden parts; the check is
    independent of the rule: a view's counts of decks, bags and hands."""
    game, state, action = _play_until(slug, shows)
    after = game.apply(state, action)
    other = 1 - action.seat
    assert _hidden_counts(slug, game.view_for(state, other)) != _hidden_counts(
        slug, game.view_for(after, other)
    )


def _hidden_counts(slug: str, view: dict[str, Any]) -> Any:
    if slug == "yokohama":
        return view["decks"], [seat["orders_in_hand"] for seat in view["seats"]]
    if slug == "shinjuku":
        return view["deck_count"]
    return view["building_deck_count"]


def test_a_game_without_reveals_is_conservative() -> None:
    class Opaque:
        pass

    assert action_reveals(Opaque(), None, None, None) is True  # type: ignore[arg-type,type-var]
