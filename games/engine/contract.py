"""The contract every game implements.

A game is a stateless object registered under a slug. Its states are opaque to the
server: the server only stores them (through the codec methods), asks who must decide,
lists legal actions, applies actions and renders views. Hidden information leaves the
engine only through `view_for` and `describe_action`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

JSONValue = Any
"""A value made of dict/list/str/int/float/bool/None only."""


@runtime_checkable
class Action(Protocol):
    """One small decision by one seat. Games define their own frozen action classes."""

    @property
    def seat(self) -> int: ...

    def to_notation(self) -> str:
        """Compact, unambiguous string form, e.g. ``place:silk_mill``."""
        ...

    def to_json(self) -> dict[str, JSONValue]:
        """Structured form with a ``kind`` key; round-trips through ``Game.parse_action``."""
        ...


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One match option a game accepts (shown by the API's game list)."""

    name: str
    kind: str  # "choice" | "bool" | "int"
    default: JSONValue
    description: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None


@dataclass(frozen=True, slots=True)
class OptionText:
    """A player's words for an option or one of its values (the API's game_list): English
    msgids marked with `games.engine.i18n.gettext_noop`, translated when served. A game
    package lists them in its `option_texts` module: `OPTIONS` (option -> OptionText),
    `CHOICES` ((option, value) -> OptionText) and, for labels it composes, an optional
    `choice_label(option, value, translate) -> str | None`."""

    label: str
    description: str = ""


@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    score: int
    rank: int  # 1 = winner; equal ranks only for a tie the rules leave unbroken
    breakdown: Mapping[str, int] = field(default_factory=dict)
    tiebreak: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """Final result; `results` is ordered by seat index."""

    results: tuple[SeatResult, ...]
    reason: str = "normal"  # e.g. "normal", or the end trigger that fired


S = TypeVar("S")
A = TypeVar("A", bound=Action)


class Game(Protocol[S, A]):
    """What a game module provides. Every method is pure and deterministic."""

    slug: str
    title: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]

    def normalize_config(
        self, *, players: int, options: Mapping[str, JSONValue]
    ) -> dict[str, JSONValue]:
        """Fill defaults and validate; raises InvalidConfig. The result is stored with the match."""
        ...

    def initial_state(self, config: Mapping[str, JSONValue], seed: int) -> S:
        """All randomness derives from `seed`."""
        ...

    def current_seats(self, state: S) -> tuple[int, ...]:
        """Seats that have a decision to make now; empty once the game is over."""
        ...

    def legal_actions(self, state: S, seat: int) -> list[A]:
        """Every legal action for `seat`, in a deterministic order; empty if it is not its turn."""
        ...

    def apply(self, state: S, action: A) -> S:
        """Return the next state; never mutates `state`. Raises IllegalAction with a reason."""
        ...

    def parse_action(self, state: S, seat: int, payload: str | Mapping[str, JSONValue]) -> A:
        """Notation string or JSON form -> action for `seat`. Raises InvalidAction."""
        ...

    def describe_action(
        self, state_before: S, action: A, viewer: int | None
    ) -> dict[str, JSONValue]:
        """Log entry for `viewer` (None = spectator): what they may know of `action`.

        Keys: ``kind``, ``seat`` (the acting seat, ``action.seat``), ``text`` (a human
        sentence naming seats as ``Seat N`` with N from 0, the actor first), ``notation`` (None
        when hidden from the viewer), ``public`` (bool: whether every viewer sees the same
        entry), and ``text_template``/``text_args``: the sentence's English template (a msgid
        marked with ``games.engine.i18n.gettext_noop``) and its arguments, from which each
        reader gets ``text`` in their language (``games.engine.i18n.log_entry`` builds the
        entry, ``render_entry`` renders it and leaves these two keys out).
        """
        ...

    def view_for(self, state: S, seat: int | None) -> dict[str, JSONValue]:
        """The state as `seat` may see it (None = spectator). The only way state leaves."""
        ...

    def reveals(self, state_before: S, action: A, state_after: S) -> bool:
        """Whether `action` (taken in `state_before`, giving `state_after`) revealed hidden
        information or randomness to any viewer: a card drawn, a tile turned, a customer
        drawn from the bag, a card shown from a hidden hand, the RNG consumed.

        The server lets a seat take back its own decisions only while none of them revealed
        anything (Board Game Arena's undo policy): a take-back must not let a player look and
        then choose again. The default, True, makes nothing undoable, so a game opts in by
        implementing it exactly from its rules; err towards True when unsure.
        """
        return True

    def outcome(self, state: S) -> Outcome | None:
        """Final scores and ranks once the game is over, else None."""
        ...

    def state_to_json(self, state: S) -> dict[str, JSONValue]: ...

    def state_from_json(self, data: Mapping[str, JSONValue]) -> S: ...

    def encode_state(self, state: S) -> bytes:
        """Compact, fast binary form for the server's cached state (hot path)."""
        ...

    def decode_state(self, data: bytes) -> S: ...


def action_reveals(game: Game[S, A], state_before: S, action: A, state_after: S) -> bool:
    """`game.reveals(...)`, or True for a game object that does not implement it (games are
    structural, not subclasses of `Game`, so they do not inherit its default)."""
    reveals = getattr(game, "reveals", None)
    if reveals is None:
        return True
    return bool(reveals(state_before, action, state_after))


def replay(game: Game[S, A], config: Mapping[str, JSONValue], seed: int, actions: Sequence[A]) -> S:
    """Fold `apply` over a log: the log is the truth, cached states are only a cache."""
    state = game.initial_state(config, seed)
    for action in actions:
        state = game.apply(state, action)
    return state
