"""The one definition of which logged actions make the match state: the take-backs.

A seat may take back its own decisions of the current turn (`services.match_undo`). The log
stays append-only: a take-back is its own row, `{"kind": "undo", "undoes": [seqs...]}`, and
the state is the replay, from the seed, of the rows that are neither take-backs nor taken
back by one (`effective_actions`). Every replay of a log goes through here: the cache after a
take-back, `selectors.match_view_at`, `match_verify`, and `records.replay_record`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeVar

from games.engine import Game
from games.engine.i18n import gettext_noop, log_entry, seat_arg

UNDO_KIND = "undo"

T = TypeVar("T")


def _field(row: Any, name: str) -> Any:
    """A log row's field, from a MatchAction (attributes) or a record's action (a mapping)."""
    return row[name] if isinstance(row, Mapping) else getattr(row, name)


def undone_by(action: Any) -> list[int] | None:
    """The seqs a logged action takes back when it is a take-back row; None otherwise."""
    if isinstance(action, Mapping) and action.get("kind") == UNDO_KIND:
        undoes = action.get("undoes")
        return list(undoes) if isinstance(undoes, list) else []
    return None


def undo_json(seqs: Sequence[int]) -> dict[str, Any]:
    """The logged action of a take-back of `seqs`."""
    return {"kind": UNDO_KIND, "undoes": sorted(seqs)}


def effective_actions(rows: Iterable[T]) -> list[T]:
    """The rows that make the state, in log order: neither take-backs nor taken back.

    `rows` are log rows in seq order (MatchAction objects or record action mappings), each
    with a `seq` and an `action`.
    """
    listed = list(rows)
    undone: set[int] = set()
    for row in listed:
        seqs = undone_by(_field(row, "action"))
        if seqs is not None:
            undone.update(seqs)
    return [
        row
        for row in listed
        if undone_by(_field(row, "action")) is None and _field(row, "seq") not in undone
    ]


def replay_rows(
    game: Game[Any, Any], config: Mapping[str, Any], seed: int, rows: Iterable[Any]
) -> Any:
    """The state after the effective actions of `rows` (parsed as their seats logged them)."""
    state = game.initial_state(config, seed)
    for row in effective_actions(rows):
        action = game.parse_action(state, _field(row, "seat"), _field(row, "action"))
        state = game.apply(state, action)
    return state


def undo_entry(seat: int, undone: Sequence[int]) -> dict[str, Any]:
    """The public log entry of seat `seat` taking back the decisions `undone` (every viewer
    sees the same one: the decisions it takes back were already in everyone's log)."""
    count = len(undone)
    template = (
        gettext_noop("%(who)s took back a decision")
        if count == 1
        else gettext_noop("%(who)s took back %(count)s decisions")
    )
    entry = log_entry(
        kind=UNDO_KIND,
        seat=seat,
        template=template,
        args={"who": seat_arg(seat), "count": count},
        notation=UNDO_KIND,
        public=True,
    )
    entry["undoes"] = sorted(undone)
    return entry
