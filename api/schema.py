"""Shared OpenAPI pieces: problem responses per error code."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from drf_spectacular.extensions import (
    OpenApiAuthenticationExtension,
    OpenApiSerializerFieldExtension,
)
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.utils import OpenApiResponse

from api.serializers import GAME_ACTION, ProblemSerializer
from games.errors import HTTP_STATUS, ErrorCode

PROBLEM_MEDIA_TYPE = "application/problem+json"

# Every operation can answer these.
COMMON_CODES = (ErrorCode.RATE_LIMITED, ErrorCode.AUTHENTICATION_FAILED)


def problems(*codes: ErrorCode) -> dict[Any, OpenApiResponse]:
    """Responses for `codes`, grouped by status, each listing its codes in the description."""
    by_status: dict[int, list[str]] = defaultdict(list)
    for code in (*codes, *COMMON_CODES):
        by_status[HTTP_STATUS[code]].append(f"`{code.value}`")
    return {
        (status, PROBLEM_MEDIA_TYPE): OpenApiResponse(
            ProblemSerializer, description="Problem; code one of " + ", ".join(sorted(set(names)))
        )
        for status, names in sorted(by_status.items())
    }


class BearerTokenScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    target_class = "api.authentication.BearerTokenAuthentication"
    name = "bearerAuth"

    def get_security_definition(self, auto_schema: AutoSchema) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer", "description": "Token from account_create."}


class ActionPayloadExtension(OpenApiSerializerFieldExtension):  # type: ignore[no-untyped-call]
    """ActionSubmitInput.action: a notation string, or the JSON form of the legal actions'
    `action` (the same components, so a client sends back what it received)."""

    target_class = "api.serializers.ActionPayloadField"

    def map_serializer_field(self, auto_schema: AutoSchema, direction: Any) -> dict[str, Any]:
        form = auto_schema.resolve_serializer(GAME_ACTION, "response")
        notation = {
            "type": "string",
            "minLength": 1,
            "maxLength": 256,
            "description": "The action's notation, e.g. `place:silk_mill`.",
        }
        return {"oneOf": [notation, form.ref]}
