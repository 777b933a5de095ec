"""DRF's content negotiation, remembered: the renderer chosen for an Accept header.

DRF parses the Accept header and matches it against every renderer on each request (about
a twentieth of a submission's CPU in DRF). The choice depends only on the header, the
view's renderers and the format asked for, and clients send the same few headers over and
over, so it is made once per combination. Requests with a query string (`?format=`) and
refusals (406, an unknown format's 404) are decided afresh each time, by DRF's own code.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.renderers import BaseRenderer
from rest_framework.request import Request

# Distinct (Accept header, renderers) pairs remembered; past this, negotiated every time.
MAX_REMEMBERED = 512

_Key = tuple[str | None, tuple[type[BaseRenderer], ...]]
_remembered: dict[_Key, tuple[int, str]] = {}


class RememberingContentNegotiation(DefaultContentNegotiation):
    def select_renderer(
        self, request: Request, renderers: Iterable[BaseRenderer], format_suffix: str | None = None
    ) -> tuple[BaseRenderer, str]:
        renderers = list(renderers)
        meta: dict[str, Any] = request._request.META
        if format_suffix or meta.get("QUERY_STRING"):
            return super().select_renderer(request, renderers, format_suffix)  # type: ignore[no-any-return]
        key: _Key = (meta.get("HTTP_ACCEPT"), tuple(type(renderer) for renderer in renderers))
        known = _remembered.get(key)
        if known is not None:
            index, media_type = known
            return renderers[index], media_type
        renderer, media_type = super().select_renderer(request, renderers, format_suffix)
        if len(_remembered) < MAX_REMEMBERED:
            _remembered[key] = (renderers.index(renderer), media_type)
        return renderer, media_type
