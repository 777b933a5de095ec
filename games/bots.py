"""Server-side bots. A bot sees exactly what its seat's player would: its own seat view and
its own legal actions, never the raw state of other seats."""

from __future__ import annotations

import hashlib
import random
from typing import Any

from django.conf import settings
from django.utils import timezone

from games.codec import game_of, load_state
from games.engine import Action
from games.greedy import choose_greedy, supports_search
from games.mcts import SearchBudget, choose_mcts
from games.models import BotKind, Match

# Search budget per MCTS level: iterations (deterministic) capped by seconds (a loaded
# machine or a short clock stops the search earlier, at the cost of reproducibility).
MCTS_BUDGETS: dict[BotKind, SearchBudget] = {
    BotKind.MCTS_1: SearchBudget(iterations=300, seconds=0.3),
    BotKind.MCTS_2: SearchBudget(iterations=1500, seconds=1.0),
    BotKind.MCTS_3: SearchBudget(iterations=6000, seconds=3.0),
}
# Share of a seat's clock a search may use: the rest covers the queue, loading the state
# and submitting the action.
CLOCK_SHARE = 0.25


def bot_rng(*, match: Match, seat_index: int) -> random.Random:
    """Seeded per decision; a one-way hash so the bot learns nothing about the match seed."""
    material = f"bot:{match.pk}:{match.seed}:{match.seq}:{seat_index}".encode()
    return random.Random(int.from_bytes(hashlib.sha256(material).digest()[:8], "big"))


def mcts_budget(
    *,
    kind: BotKind,
    decision_seconds: int | None,
    seconds_left: float | None = None,
    max_seconds: float | None = None,
) -> SearchBudget:
    """The level's budget, its time cut to a share of the seat's clock (and of the time left
    before the deadline, which a queued task has already eaten into) when there is one."""
    budget = MCTS_BUDGETS[kind]
    scale = settings.BOT_SEARCH_SCALE
    limits = [budget.seconds * scale] if budget.seconds is not None else []
    if decision_seconds is not None:
        limits.append(decision_seconds * CLOCK_SHARE)
    if seconds_left is not None:
        limits.append(max(seconds_left, 0.0) * CLOCK_SHARE)
    if max_seconds is not None:
        limits.append(max_seconds)
    return SearchBudget(
        iterations=max(1, round(budget.iterations * scale)),
        seconds=min(limits) if limits else None,
        playout_plies=budget.playout_plies,
    )


def choose_action(
    *, match: Match, seat_index: int, kind: BotKind, max_seconds: float | None = None
) -> dict[str, Any]:
    """The JSON form of the action the bot picks. `max_seconds` caps a search and stands in
    for the time left (auto-play decides once the deadline has already passed)."""
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
    elif kind in MCTS_BUDGETS:
        if not supports_search(game):
            raise ValueError(f"{game.slug} has no determinize/evaluate for the MCTS bot")
        seconds_left = None
        if match.deadline is not None and max_seconds is None:
            seconds_left = (match.deadline - timezone.now()).total_seconds()
        budget = mcts_budget(
            kind=kind,
            decision_seconds=match.decision_seconds,
            seconds_left=seconds_left,
            max_seconds=max_seconds,
        )
        chosen = choose_mcts(
            game=game,  # type: ignore[arg-type]  # supports_search checked the extra methods
            state=state,
            seat=seat_index,
            players=match.players,
            legal=legal,
            rng=rng,
            budget=budget,
        )
    else:
        raise ValueError(f"unknown bot kind {kind!r}")
    return chosen.to_json()
