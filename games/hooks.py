"""Hooks other apps subscribe to, so the match app never imports them (no import circle).

`match_finished_listeners`: called by `games.services.match_finalize` inside its transaction,
with the match locked and its results written. Each listener must be idempotent (finalisation
may run again). Tournaments subscribe in `TournamentsConfig.ready()`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.models import Match

match_finished_listeners: list[Callable[[Match], None]] = []


def announce_match_finished(match: Match) -> None:
    for listener in match_finished_listeners:
        listener(match)
