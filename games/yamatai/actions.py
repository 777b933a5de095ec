"""Actions: one small decision each, with a notation string and a JSON form.

Notation is ``kind`` or ``kind:arg1[:arg2]`` (e.g. ``place:bamboo:s03``, ``fleet:7``).
The JSON form is ``{"kind": ..., <argument name>: value, ...}`` with the names of `SCHEMA`.
Multi-boat or multi-token arguments are dot-joined lists (``dock:wood.stone``, ``none`` for
an empty harbour); parsing puts them in canonical order, so any order is accepted.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from games.engine.errors import InvalidAction
from games.engine.i18n import gettext
from games.yamatai.components import C

ArgValue = str | int


class YamataiAction(NamedTuple):
    seat: int
    kind: str
    args: tuple[ArgValue, ...] = ()

    def to_notation(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + ":" + ":".join(str(a) for a in self.args)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for (name, _type), value in zip(SCHEMA[self.kind], self.args, strict=True):
            out[name] = value
        return out


# kind -> ((argument name, argument type), ...). Types: int, colour, space, island, tile,
# specialist, culture, boats (dot list of colours or "none"), tokens (dot list of cultures).
SCHEMA: dict[str, tuple[tuple[str, str], ...]] = {
    "pass": (),
    "fleet": (("tile", "int"),),
    "colour": (("colour", "colour"),),
    "buy": (("colour", "colour"),),
    "sell": (("colour", "colour"),),
    "place": (("colour", "colour"), ("space", "space")),
    "take": (("island", "island"),),
    "build": (("tile", "tile"), ("island", "island")),
    "ebisu": (("island", "island"),),
    "dock": (("harbour", "boats"),),
    "recruit": (("specialist", "specialist"), ("tokens", "tokens")),
    # fleet tile effects
    "reserve": (("tile", "tile"),),
    "peek": (),
    "put_top": (("tile", "tile"),),
    "put_bottom": (("tile", "tile"),),
    "move_boat": (("space", "space"),),
    "move_to": (("space", "space"),),
    "sacred": (("island", "island"),),
    "swap_token": (("island", "island"),),
    "swap_token_with": (("island", "island"),),
    "remove_boat": (("space", "space"),),
    "swap_boat": (("space", "space"),),
    "swap_boat_with": (("space", "space"),),
    # specialists
    "raijin": (("boats", "boats"),),
    "kachiko": (("island", "island"),),
    "michimata": (("culture", "culture"),),
    "hetsuka": (("culture", "culture"),),
    "nakatsu": (("boats", "boats"),),
}

_COLOUR_INDEX = {c: i for i, c in enumerate(C.colours)}
_CULTURE_INDEX = {c: i for i, c in enumerate(C.culture_types)}
_VOCAB: dict[str, Mapping[str, int]] = {
    "colour": _COLOUR_INDEX,
    "space": C.space_index,
    "island": C.island_index,
    "tile": C.building_index,
    "specialist": C.specialist_index,
    "culture": _CULTURE_INDEX,
}
_TOKEN = re.compile(r"[a-z0-9_.]{1,80}")


def boats_arg(counts: list[int] | tuple[int, ...]) -> str:
    """Canonical dot list of a colour multiset (ascending colour value), ``none`` if empty."""
    names = [C.colours[c] for c, n in enumerate(counts) for _ in range(n)]
    return ".".join(names) if names else "none"


def tokens_arg(types: list[int]) -> str:
    return ".".join(C.culture_types[t] for t in sorted(types))


def _convert(kind: str, name: str, kind_of: str, raw: Any) -> ArgValue:
    if kind_of == "int":
        if isinstance(raw, bool):
            raise InvalidAction(
                gettext("%(kind)s: '%(name)s' must be an integer") % {"kind": kind, "name": name}
            )
        if isinstance(raw, str):
            if not raw.isdigit() or len(raw) > 2:
                raise InvalidAction(
                    gettext("%(kind)s: '%(name)s' must be a small non-negative integer")
                    % {"kind": kind, "name": name}
                )
            raw = int(raw)
        if not isinstance(raw, int) or not 0 <= raw <= 99:
            raise InvalidAction(
                gettext("%(kind)s: '%(name)s' must be a small non-negative integer")
                % {"kind": kind, "name": name}
            )
        return raw
    if isinstance(raw, list) and kind_of in ("boats", "tokens"):
        if not all(isinstance(x, str) for x in raw) or len(raw) > 10:
            raise InvalidAction(
                gettext("%(kind)s: '%(name)s' must be a list of names")
                % {"kind": kind, "name": name}
            )
        raw = ".".join(raw) if raw else "none"
    if not isinstance(raw, str) or not _TOKEN.fullmatch(raw):
        raise InvalidAction(
            gettext("%(kind)s: '%(name)s' must be a lower-case identifier")
            % {"kind": kind, "name": name}
        )
    if kind_of == "boats":
        if raw == "none":
            return raw
        parts = raw.split(".")
        if len(parts) > 10 or any(p not in _COLOUR_INDEX for p in parts):
            raise InvalidAction(
                gettext("%(kind)s: '%(name)s' must be boat colours joined by '.', or none")
                % {"kind": kind, "name": name}
            )
        counts = [0] * len(C.colours)
        for p in parts:
            counts[_COLOUR_INDEX[p]] += 1
        return boats_arg(counts)
    if kind_of == "tokens":
        parts = raw.split(".")
        if len(parts) > 10 or any(p not in _CULTURE_INDEX for p in parts):
            raise InvalidAction(
                gettext("%(kind)s: '%(name)s' must be culture types joined by '.'")
                % {"kind": kind, "name": name}
            )
        return tokens_arg([_CULTURE_INDEX[p] for p in parts])
    if raw not in _VOCAB[kind_of]:
        raise InvalidAction(
            gettext("%(kind)s: unknown %(kind_of)s %(raw)r")
            % {"kind": kind, "kind_of": kind_of, "raw": raw[:40]}
        )
    return raw


def parse(seat: int, payload: Any) -> YamataiAction:
    """Notation string or JSON form -> action. Raises InvalidAction only."""
    try:
        return _parse(seat, payload)
    except InvalidAction:
        raise
    except Exception as exc:
        raise InvalidAction(
            gettext("malformed action: %(error)s") % {"error": type(exc).__name__}
        ) from None


def _parse(seat: int, payload: Any) -> YamataiAction:
    if isinstance(payload, str):
        if len(payload) > 200:
            raise InvalidAction(gettext("action notation too long"))
        parts = payload.strip().split(":")
        kind = parts[0]
        schema = SCHEMA.get(kind)
        if schema is None:
            raise InvalidAction(gettext("unknown action kind %(kind)r") % {"kind": kind[:40]})
        raw_args = parts[1:]
        if len(raw_args) != len(schema):
            raise InvalidAction(
                gettext("%(kind)s takes %(count)s argument(s)")
                % {"kind": kind, "count": len(schema)}
            )
        args = tuple(
            _convert(kind, name, kind_of, raw)
            for (name, kind_of), raw in zip(schema, raw_args, strict=True)
        )
        return YamataiAction(seat, kind, args)
    if isinstance(payload, Mapping):
        kind_raw = payload.get("kind")
        if not isinstance(kind_raw, str):
            raise InvalidAction(gettext("the JSON form needs a string 'kind'"))
        schema = SCHEMA.get(kind_raw)
        if schema is None:
            raise InvalidAction(gettext("unknown action kind %(kind)r") % {"kind": kind_raw[:40]})
        allowed_keys = {"kind", "seat", *(name for name, _ in schema)}
        extra = [k for k in payload if k not in allowed_keys]
        if extra:
            raise InvalidAction(
                gettext("%(kind)s: unexpected field(s) %(fields)s")
                % {"kind": kind_raw, "fields": sorted(map(str, extra))[:5]}
            )
        if "seat" in payload:
            claimed = payload["seat"]
            if isinstance(claimed, bool) or not isinstance(claimed, int) or claimed != seat:
                raise InvalidAction(gettext("'seat' does not match the acting seat"))
        values: list[ArgValue] = []
        for name, kind_of in schema:
            if name not in payload:
                raise InvalidAction(
                    gettext("%(kind)s: missing '%(name)s'") % {"kind": kind_raw, "name": name}
                )
            values.append(_convert(kind_raw, name, kind_of, payload[name]))
        return YamataiAction(seat, kind_raw, tuple(values))
    raise InvalidAction(gettext("an action is a notation string or a JSON object"))
