"""Actions: one small decision each, with a notation string and a JSON form.

Notation is ``kind`` or ``kind:arg1[:arg2]`` (e.g. ``open_at:shibuya``,
``rail:shibuya-yoyogi``, ``drop:books:2``). The JSON form is
``{"kind": ..., <arg name>: value, ...}`` with the argument names of `SCHEMA`.
Arguments are ids (wards, stations, connections, goods) or small ints (seat, weight).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from games.engine.errors import InvalidAction
from games.engine.i18n import gettext
from games.shinjuku.components import C

ArgValue = str | int


class ShinjukuAction(NamedTuple):
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


# kind -> ((argument name, argument type), ...)
SCHEMA: dict[str, tuple[tuple[str, str], ...]] = {
    "kaiju": (("ward", "ward"),),
    "flee": (("ward", "ward"),),
    "evict": (("owner", "seat"), ("ward", "ward")),
    "ceo": (("ward", "ward"),),
    "ceo_stay": (),
    "open": (),
    "build": (),
    "move": (),
    "upgrade": (),
    "income": (),
    "end": (),
    "open_at": (("station", "station"),),
    "shop": (("good", "good"),),
    "relocate": (("station", "station"),),
    "rail": (("connection", "connection"),),
    "double": (("connection", "connection"),),
    "second": (("connection", "connection"),),
    "move_from": (("ward", "ward"),),
    "start": (("station", "station"),),
    "drop": (("good", "good"), ("weight", "weight")),
    "go": (("station", "station"),),
    "stop": (),
    "upgrade_at": (("station", "station"),),
    "spend": (("weight", "weight"),),
    "pay": (("ward", "ward"),),
    "joker": (),
    "discard": (("ward", "ward"),),
    "free_income": (),
    "skip_income": (),
}

VOCAB: dict[str, frozenset[str]] = {
    "ward": frozenset(C.ward_ids),
    "station": frozenset(C.station_ids),
    "connection": frozenset(C.connection_ids),
    "good": frozenset(C.goods),
}
INT_RANGES = {"seat": (0, 3), "weight": (1, 2)}


def _convert(kind: str, name: str, type_: str, raw: Any) -> ArgValue:
    if type_ in INT_RANGES:
        low, high = INT_RANGES[type_]
        if isinstance(raw, str) and raw.isdigit() and len(raw) == 1:
            raw = int(raw)
        if isinstance(raw, bool) or not isinstance(raw, int) or not low <= raw <= high:
            raise InvalidAction(
                gettext("%(kind)s: '%(name)s' must be an integer from %(low)s to %(high)s")
                % {"kind": kind, "name": name, "low": low, "high": high}
            )
        return raw
    if not isinstance(raw, str) or raw not in VOCAB[type_]:
        shown = raw[:40] if isinstance(raw, str) else type(raw).__name__
        raise InvalidAction(
            gettext("%(kind)s: '%(name)s' is not a known %(type)s (%(shown)r)")
            % {"kind": kind, "name": name, "type": type_, "shown": shown}
        )
    return raw


def parse(seat: int, payload: Any) -> ShinjukuAction:
    """Notation string or JSON form -> action. Raises InvalidAction only."""
    try:
        return _parse(seat, payload)
    except InvalidAction:
        raise
    except Exception as exc:
        raise InvalidAction(
            gettext("malformed action: %(error)s") % {"error": type(exc).__name__}
        ) from None


def _parse(seat: int, payload: Any) -> ShinjukuAction:
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
            _convert(kind, name, type_, raw)
            for (name, type_), raw in zip(schema, raw_args, strict=True)
        )
        return ShinjukuAction(seat, kind, args)
    if isinstance(payload, Mapping):
        kind_raw = payload.get("kind")
        if not isinstance(kind_raw, str):
            raise InvalidAction(gettext("the JSON form needs a string 'kind'"))
        schema = SCHEMA.get(kind_raw)
        if schema is None:
            raise InvalidAction(gettext("unknown action kind %(kind)r") % {"kind": kind_raw[:40]})
        allowed = {"kind", "seat", *(name for name, _ in schema)}
        extra = [k for k in payload if k not in allowed]
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
        for name, type_ in schema:
            if name not in payload:
                raise InvalidAction(
                    gettext("%(kind)s: missing '%(name)s'") % {"kind": kind_raw, "name": name}
                )
            values.append(_convert(kind_raw, name, type_, payload[name]))
        return ShinjukuAction(seat, kind_raw, tuple(values))
    raise InvalidAction(gettext("an action is a notation string or a JSON object"))
