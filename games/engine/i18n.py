"""`gettext` for the engines' human sentences (rule violations, bad notation, bad options).

Engines stay pure: this only reads the language the server activated for the request (Django's
translation machinery, when Django is configured); run without Django (bench/, bare scripts)
a sentence stays English. The catalogues are the server's (`locale/`, domain `django`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

_translate: Callable[[str], str] | None = None


def _identity(message: str) -> str:
    return message


def gettext(message: str) -> str:
    """`message` in the active language (English without Django)."""
    global _translate
    if _translate is None:
        try:
            from django.conf import settings

            configured = settings.configured
        except ImportError:
            configured = False
        if not configured:
            return message  # no settings yet: decide again next time
        from django.utils.translation import gettext as django_gettext

        _translate = django_gettext
    return _translate(message)


def gettext_noop(message: str) -> str:
    """`message` unchanged: marks it for the catalogues (`makemessages` extracts the calls of a
    function of this name) where it is translated later, at read time (log entry templates and
    the words they name)."""
    return message


# --- log entries: stored with their English template, rendered in the reader's language -----
#
# A log entry (`Game.describe_action`) is stored once, when the action is played, but read in
# every reader's language. So an engine stores the sentence's English template (a msgid) and its
# arguments beside the English `text`: `text_template` and `text_args`. An argument is a number
# or an identifier (kept as it is: a notation's id, a proper name), a seat (`{"seat": n}`,
# "Seat n" in the reader's language), a word (`{"word": msgid}`, with an optional `suffix` kept
# as it is, e.g. " 2" for the second of two areas of a type) or a list of words
# (`{"words": [msgid, ...]}`, joined by ", "). `render_entry` turns a stored entry into what a
# reader gets: `text` in the active language, the stored-only keys left out. An entry stored
# before templates (no `text_template`) keeps its stored English `text`.

STORED_ONLY_KEYS = frozenset(("text_template", "text_args"))
SEAT_NAME = gettext_noop("Seat %(n)s")

LogArg = str | int | dict[str, Any]


def seat_arg(seat: int) -> dict[str, Any]:
    return {"seat": seat}


def word_arg(word: str, suffix: str = "") -> dict[str, Any]:
    return {"word": word, "suffix": suffix} if suffix else {"word": word}


def words_arg(words: list[str]) -> dict[str, Any]:
    return {"words": words}


def _arg_text(value: Any, translate: Callable[[str], str]) -> Any:
    if isinstance(value, dict):
        if "seat" in value:
            return translate(SEAT_NAME) % {"n": value["seat"]}
        if "word" in value:
            word = str(value["word"])
            return (translate(word) if word else word) + str(value.get("suffix", ""))
        if "words" in value:
            return ", ".join(translate(str(w)) for w in value["words"] if w)
    return value


def _render(template: str, args: Mapping[str, Any], translate: Callable[[str], str]) -> str:
    return translate(template) % {name: _arg_text(v, translate) for name, v in args.items()}


def log_entry(
    *,
    kind: str,
    seat: int,
    template: str,
    args: Mapping[str, LogArg],
    notation: str | None,
    public: bool,
) -> dict[str, Any]:
    """A log entry as it is stored: `text` in English, with its template and arguments."""
    return {
        "kind": kind,
        "seat": seat,
        "text": _render(template, args, _identity),
        "notation": notation,
        "public": public,
        "text_template": template,
        "text_args": dict(args),
    }


def render_text(entry: Mapping[str, Any]) -> str:
    """The entry's `text` in the active language (its stored English text when it has no
    template, or when a translation does not fit the arguments)."""
    template = entry.get("text_template")
    english = entry.get("text", "")
    if not isinstance(template, str):
        return str(english)
    args = entry.get("text_args") or {}
    try:
        return _render(template, args, gettext)
    except (KeyError, ValueError, TypeError):
        try:
            return _render(template, args, _identity)
        except (KeyError, ValueError, TypeError):
            return str(english)


def render_entry(entry: Mapping[str, Any]) -> dict[str, Any]:
    """What a reader gets of a stored entry: the stored-only keys left out, `text` rendered."""
    out = {key: value for key, value in entry.items() if key not in STORED_ONLY_KEYS}
    if "text_template" in entry:
        out["text"] = render_text(entry)
    return out
