"""orjson renderer: the state views are the largest payloads, and stdlib json is the slow part."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson
from rest_framework.renderers import JSONRenderer


def _default(value: Any) -> Any:
    # Lazy translation strings and similar DRF values.
    return str(value)


class FastJSONRenderer(JSONRenderer):
    def render(
        self,
        data: Any,
        accepted_media_type: str | None = None,
        renderer_context: Mapping[str, Any] | None = None,
    ) -> bytes:
        if data is None:
            return b""
        return orjson.dumps(data, default=_default, option=orjson.OPT_NON_STR_KEYS)


class ProblemJSONRenderer(FastJSONRenderer):
    media_type = "application/problem+json"
    format = "problem+json"
