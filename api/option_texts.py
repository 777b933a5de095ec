"""What a player reads about a game's options (game_list): a label and a one-line description
per option and per choice value, in the request's language.

The words live with each game (`<game package>.option_texts`: English msgids, see
`games.engine.contract.OptionText`); this module reads them through the registry and
translates them when served, so api/ names no game. An option or value missing there falls
back to its name and the engine's description, so a new option never breaks the list.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import import_module

from django.utils.translation import gettext

from games.engine import get_game
from games.engine.contract import OptionSpec, OptionText
from games.engine.registry import game_package


@dataclass(frozen=True, slots=True)
class GameOptionTexts:
    """One game's `option_texts` module."""

    options: Mapping[str, OptionText]
    choices: Mapping[tuple[str, str], OptionText]
    choice_label: Callable[[str, str, Callable[[str], str]], str | None] | None = None


@cache
def texts_of(slug: str) -> GameOptionTexts:
    """The words of the game `slug` (none for a game package without an option_texts)."""
    try:
        module = import_module(f"{game_package(get_game(slug))}.option_texts")
    except ModuleNotFoundError:
        return GameOptionTexts(options={}, choices={})
    return GameOptionTexts(
        options=module.OPTIONS,
        choices=module.CHOICES,
        choice_label=getattr(module, "choice_label", None),
    )


def _translated(message: str) -> str:
    return gettext(message) if message else ""  # gettext("") is the catalogue's header


def option_text(game: str, option: OptionSpec) -> OptionText:
    return texts_of(game).options.get(
        option.name, OptionText(option.name.replace("_", " "), option.description)
    )


def choice_words(game: str, option: OptionSpec, value: str) -> tuple[str, str]:
    """A value's label and description in the active language."""
    texts = texts_of(game)
    known = texts.choices.get((option.name, value))
    if known is not None:
        return _translated(known.label), _translated(known.description)
    if texts.choice_label is not None:
        composed = texts.choice_label(option.name, value, _translated)
        if composed is not None:
            return composed, ""
    return value.replace("_", " "), ""


def option_output(game: str, option: OptionSpec) -> dict[str, object]:
    """One option as game_list shows it (the words in the active language)."""
    words = option_text(game, option)
    choices = [(value, *choice_words(game, option, value)) for value in option.choices]
    return {
        "name": option.name,
        "kind": option.kind,
        "default": option.default,
        "label": _translated(words.label),
        "description": _translated(words.description),
        "choices": list(option.choices),
        "choice_labels": [
            {"value": value, "label": label, "description": description}
            for value, label, description in choices
        ],
        "minimum": option.minimum,
        "maximum": option.maximum,
    }
