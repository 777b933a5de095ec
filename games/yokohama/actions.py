"""Actions: one small decision each, with a notation string and a JSON form.

Notation is ``kind`` or ``kind:arg1[:arg2]`` (e.g. ``place:silk_mill``, ``lab_pay:1:yen``).
The JSON form is ``{"kind": ..., <arg name>: value, ...}`` with the names of `SCHEMA`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from games.engine.errors import InvalidAction
from games.engine.i18n import gettext

ArgValue = str | int


class YokohamaAction(NamedTuple):
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


_GOODS = ("copper", "silk", "tea", "fish")

# kind -> ((argument name, "str" | "int"), ...)
SCHEMA: dict[str, tuple[tuple[str, str], ...]] = {
    "keep_order": (("order", "str"),),
    "pass": (),
    "university": (),
    "textile": (),
    "agent": (("area", "str"),),
    "claim": (("achievement", "str"),),
    "fulfil": (("order", "str"),),
    "place": (("area", "str"),),
    "pair": (("area", "str"),),
    "return": (),
    "move": (("area", "str"),),
    "via": (("area", "str"),),
    "tram": (("area", "str"),),
    "station": (),
    "recall": (("area", "str"), ("count", "int")),
    "buy": (("item", "str"),),
    "sell": (("item", "str"),),
    "church": (("slot", "int"),),
    "pay": (("item", "str"),),
    "source": (("from", "str"),),
    "customs": (("slot", "int"),),
    "hire": (("piece", "str"),),
    "tech": (("card", "str"),),
    "lab_pay": (("imports", "int"), ("fee", "str")),
    "place_station": (("area", "str"),),
    "order": (("order", "str"),),
    "extra_order": (("order", "str"), ("pay", "str")),
    "build_shop": (("slot", "int"),),
    "build_trading_house": (),
    "keep_assistant": (),
    "good": (("good", "str"),),
    "shift_from": (("source", "str"),),
    "shift_to": (("area", "str"),),
    "marker": (("marker", "str"),),
}

# Closed vocabularies checked at parse time; open ones (areas, cards) are checked by legality.
ENUMS: dict[tuple[str, str], frozenset[str]] = {
    ("buy", "item"): frozenset((*_GOODS, "import")),
    ("sell", "item"): frozenset(_GOODS),
    ("pay", "item"): frozenset((*_GOODS, "import", "yen")),
    ("source", "from"): frozenset(("area", "hand")),
    ("hire", "piece"): frozenset(("assistant", "shop", "trading_house")),
    ("lab_pay", "fee"): frozenset(("none", "yen", "import")),
    ("extra_order", "pay"): frozenset(("yen", "import")),
    ("good", "good"): frozenset(_GOODS),
}

_TOKEN = re.compile(r"[a-z0-9_]{1,64}")
_MAX_INT = 99


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
        if not isinstance(raw, int) or not 0 <= raw <= _MAX_INT:
            raise InvalidAction(
                gettext("%(kind)s: '%(name)s' must be a small non-negative integer")
                % {"kind": kind, "name": name}
            )
        return raw
    if not isinstance(raw, str) or not _TOKEN.fullmatch(raw):
        raise InvalidAction(
            gettext("%(kind)s: '%(name)s' must be a lower-case identifier")
            % {"kind": kind, "name": name}
        )
    allowed = ENUMS.get((kind, name))
    if allowed is not None and raw not in allowed:
        raise InvalidAction(
            gettext("%(kind)s: '%(name)s' must be one of %(allowed)s")
            % {"kind": kind, "name": name, "allowed": ", ".join(sorted(allowed))}
        )
    return raw


def parse(seat: int, payload: Any) -> YokohamaAction:
    """Notation string or JSON form -> action. Raises InvalidAction only."""
    try:
        return _parse(seat, payload)
    except InvalidAction:
        raise
    except Exception as exc:
        raise InvalidAction(
            gettext("malformed action: %(error)s") % {"error": type(exc).__name__}
        ) from None


def _parse(seat: int, payload: Any) -> YokohamaAction:
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
        return YokohamaAction(seat, kind, args)
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
        args_list: list[ArgValue] = []
        for name, kind_of in schema:
            if name not in payload:
                raise InvalidAction(
                    gettext("%(kind)s: missing '%(name)s'") % {"kind": kind_raw, "name": name}
                )
            args_list.append(_convert(kind_raw, name, kind_of, payload[name]))
        return YokohamaAction(seat, kind_raw, tuple(args_list))
    raise InvalidAction(gettext("an action is a notation string or a JSON object"))
