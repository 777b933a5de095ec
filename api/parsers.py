"""The one request-body parser of the API: strict JSON with bounded size and depth.

Every malformed body becomes a 4xx problem, never a 500: a body over MAX_BODY_BYTES is 413
`payload_too_large` (checked before reading it all), anything that is not strict UTF-8 JSON
is 400 `parse_error`, and so are nesting deeper than MAX_JSON_DEPTH (the stdlib decoder
recurses once per level, so a 1,000-deep array used to end in RecursionError), duplicate
object keys (which one wins is decoder-dependent, so they are refused), and the non-JSON
constants NaN and Infinity.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import IO, Any

from django.utils.translation import gettext as _
from rest_framework import exceptions, status
from rest_framework.parsers import BaseParser

MAX_BODY_BYTES = 64 * 1024
"""Largest request body accepted, in bytes (the largest real body is well under 4 KiB)."""
MAX_JSON_DEPTH = 32
"""Deepest nesting of arrays and objects accepted (the deepest real body has 4 levels)."""

# A JSON string literal, escapes included; removing them leaves only structural brackets.
_STRING_LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class PayloadTooLarge(exceptions.APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_code = "payload_too_large"

    def __init__(self) -> None:
        # The sentence in the request's language (the class is defined before any request).
        super().__init__(
            _("The request body is larger than %(limit)s bytes.") % {"limit": MAX_BODY_BYTES}
        )


def json_depth(text: str) -> int:
    """The deepest nesting of arrays/objects in `text` (0 for a scalar); linear, no recursion."""
    depth = deepest = 0
    for bracket in _BRACKET.finditer(_STRING_LITERAL.sub("", text)):
        if bracket.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {key!r}")
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def parse_json_body(raw: bytes) -> Any:
    """Decode a request body, or raise ParseError / PayloadTooLarge with a sentence."""
    if len(raw) > MAX_BODY_BYTES:
        raise PayloadTooLarge()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise exceptions.ParseError(
            _("The body is not UTF-8 (byte %(byte)s is invalid).") % {"byte": exc.start}
        ) from None
    if json_depth(text) > MAX_JSON_DEPTH:
        raise exceptions.ParseError(
            _("The JSON is nested deeper than %(levels)s levels.") % {"levels": MAX_JSON_DEPTH}
        )
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys, parse_constant=_no_constant)
    except ValueError as exc:  # JSONDecodeError is a ValueError, and so are the hooks' errors
        # The decoder's own words (`exc`) stay English: they name a position in the body.
        raise exceptions.ParseError(
            _("The body is not valid JSON: %(error)s.") % {"error": exc}
        ) from None


class StrictJSONParser(BaseParser):
    """application/json, through parse_json_body (not a JSONParser subclass on purpose: DRF
    reads `request.body` whole for those, which is Django's 2.5 MB limit and a 400)."""

    media_type = "application/json"

    def parse(
        self,
        stream: IO[Any],
        media_type: str | None = None,
        parser_context: Mapping[str, Any] | None = None,
    ) -> Any:
        charset = _charset(media_type or "")
        if charset not in ("", "utf-8", "utf8"):
            raise exceptions.UnsupportedMediaType(
                media_type or "", detail=f"Only UTF-8 JSON is accepted, not charset={charset}."
            )
        request = (parser_context or {}).get("request")
        declared = request.META.get("CONTENT_LENGTH") if request is not None else None
        if declared and declared.isdigit() and int(declared) > MAX_BODY_BYTES:
            raise PayloadTooLarge()
        # One byte past the limit is enough to know the body is too large.
        return parse_json_body(stream.read(MAX_BODY_BYTES + 1))


def _charset(media_type: str) -> str:
    for parameter in media_type.split(";")[1:]:
        name, _, value = parameter.partition("=")
        if name.strip().lower() == "charset":
            return value.strip().strip('"').lower()
    return ""
