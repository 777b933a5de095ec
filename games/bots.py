"""Server-side bots. A bot sees exactly what its seat's player would: its own seat view and
its own legal actions, never the raw state of other seats."""

from __future__ import annotations

import hashlib
import random
from typing import Any

from games.codec import game_of, load_state
from games.engine import Action
from games.greedy import choose_greedy, supports_search
from games.models import BotKind, Match


def bot_rng(*, match: Match, seat_index: int) -> random.Random:
    """Seeded per decision; a one-way hash so the bot learns nothing about the match seed."""
    material = f"bot:{match.pk}:{match.seed}:{match.seq}:{seat_index}".encode()
    return random.Random(int.from_bytes(hashlib.sha256(material).digest()[:8], "big"))


def choose_action(*, match: Match, seat_index: int, kind: BotKind) -> dict[str, Any]:
    """The JSON form of the action the bot picks."""
    game = game_of(match)
    state = load_state(match)
    legal = game.legal_actions(state, seat_index)
    if not legal:
        raise ValueError(f"seat {seat_index} has no legal action in match {match.pk}")
    rng = bot_rng(match=match, seat_index=seat_index)
    if kind == BotKind.RANDOM:
        chosen: Action = rng.choice(legal)
    elif kind == BotKind.GREEDY:
        if not supports_search(game):
            raise ValueError(f"{game.slug} has no determinize/evaluate for the greedy bot")
        chosen = choose_greedy(
            game=game,  # type: ignore[arg-type]  # supports_search checked the extra methods
            state=state,
            seat=seat_index,
            legal=legal,
            rng=rng,
        )
    else:
        raise ValueError(f"unknown bot kind {kind!r}")
    return chosen.to_json()
