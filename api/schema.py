"""Shared OpenAPI pieces: problem responses per error code."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from django.conf import settings
from drf_spectacular.extensions import (
    OpenApiAuthenticationExtension,
    OpenApiSerializerFieldExtension,
)
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.utils import OpenApiExample, OpenApiResponse

from api.exceptions import problem
from api.permissions import required_scope
from api.serializers import GAME_ACTION, GAME_KEYED_UNIONS, MAX_NOTATION_LENGTH, ProblemSerializer
from games.errors import HTTP_STATUS, ErrorCode

PROBLEM_MEDIA_TYPE = "application/problem+json"

# Every operation can answer these: a bad, revoked or expired token, a token without the scope
# the operation needs (api/permissions.py), too many requests, a method the path does not
# serve, an Accept header no renderer satisfies, a request that cannot be read at all (a
# Host header this server does not serve; Django answers those before any view), and the
# database or broker being away for a moment (api/exceptions.py: retry after Retry-After).
COMMON_CODES = (
    ErrorCode.PARSE_ERROR,
    ErrorCode.RATE_LIMITED,
    ErrorCode.AUTHENTICATION_FAILED,
    ErrorCode.PERMISSION_DENIED,
    ErrorCode.INSUFFICIENT_SCOPE,
    ErrorCode.METHOD_NOT_ALLOWED,
    ErrorCode.NOT_ACCEPTABLE,
    ErrorCode.HEADERS_TOO_LARGE,  # from the front, in the production shape
    ErrorCode.SERVICE_UNAVAILABLE,  # the database or the broker is away (a restart)
)
# Every operation that reads a JSON body can answer these (api/parsers.py).
BODY_CODES = (
    ErrorCode.PARSE_ERROR,
    ErrorCode.VALIDATION_ERROR,
    ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    ErrorCode.PAYLOAD_TOO_LARGE,
)
# Every write can answer this: a browser session (cookie) without its CSRF token.
WRITE_CODES = (ErrorCode.PERMISSION_DENIED,)
EXAMPLE_DETAIL = "A human sentence saying what went wrong."


def problems(
    *codes: ErrorCode, body: bool = False, write: bool = False
) -> dict[Any, OpenApiResponse]:
    """Responses for `codes` plus COMMON_CODES, WRITE_CODES for a write (`write`, or `body`:
    every operation with a body writes), and BODY_CODES with `body`; grouped by status.

    Each response lists its codes in its description and carries one example per code whose
    summary is the code: declared_codes() reads those back (tests/api/test_declared_errors.py).
    """
    by_status: dict[int, set[ErrorCode]] = defaultdict(set)
    extra = (*(WRITE_CODES if body or write else ()), *(BODY_CODES if body else ()))
    for code in (*codes, *COMMON_CODES, *extra):
        by_status[HTTP_STATUS[code]].add(code)
    responses: dict[Any, OpenApiResponse] = {}
    for status, members in sorted(by_status.items()):
        ordered = sorted(members, key=lambda code: code.value)
        names = ", ".join(f"`{code.value}`" for code in ordered)
        responses[(status, PROBLEM_MEDIA_TYPE)] = OpenApiResponse(
            ProblemSerializer,
            description=f"A problem document (RFC 9457); `code` is one of {names}.",
            examples=[
                OpenApiExample(
                    code.value,
                    value=problem(code, EXAMPLE_DETAIL),
                    response_only=True,
                    status_codes=[str(status)],
                )
                for code in ordered
            ],
        )
    return responses


def declared_codes(operation: dict[str, Any]) -> set[tuple[int, str]]:
    """(status, code) pairs an operation object of the generated schema declares."""
    out: set[tuple[int, str]] = set()
    for status, response in operation.get("responses", {}).items():
        media = response.get("content", {}).get(PROBLEM_MEDIA_TYPE, {})
        out.update((int(status), ex["summary"]) for ex in media.get("examples", {}).values())
    return out


class BearerTokenScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    """`Authorization: Bearer` takes a personal token (`bearerAuth`) or an OAuth2 access token
    (`oauth2`, authorization code flow with PKCE); each operation names the scope it needs
    (api/permissions.py `required_scope`: the same for both kinds)."""

    target_class = "api.authentication.BearerTokenAuthentication"
    name = ["bearerAuth", "oauth2"]

    def get_security_requirement(self, auto_schema: AutoSchema) -> list[dict[str, list[Any]]]:
        needed = required_scope(auto_schema.method, auto_schema.view)
        return [{"bearerAuth": []}, {"oauth2": [needed] if needed else []}]

    def get_security_definition(self, auto_schema: AutoSchema) -> list[dict[str, Any]]:
        from drf_spectacular.settings import spectacular_settings as spectacular
        from oauth2_provider.scopes import get_scopes_backend

        flow = {
            "authorizationUrl": spectacular.OAUTH2_AUTHORIZATION_URL,
            "tokenUrl": spectacular.OAUTH2_TOKEN_URL,
            "refreshUrl": spectacular.OAUTH2_REFRESH_URL,
            "scopes": get_scopes_backend().get_all_scopes(),
        }
        return [
            {
                "type": "http",
                "scheme": "bearer",
                "description": "Token from account_create or token_create (log in).",
            },
            {
                "type": "oauth2",
                "description": "A third-party app acting for a player who authorised it: "
                "authorization code flow with PKCE (`S256` only), refresh tokens, revocation "
                "at /oauth/revoke_token/ (README, Sign in with OAuth2).",
                "flows": {flow_type: flow for flow_type in spectacular.OAUTH2_FLOWS},
            },
        ]


class ActionPayloadExtension(OpenApiSerializerFieldExtension):  # type: ignore[no-untyped-call]
    """ActionSubmitInput.action: a notation string, or the JSON form of the legal actions'
    `action` (the same components, so a client sends back what it received)."""

    target_class = "api.serializers.ActionPayloadField"

    def map_serializer_field(self, auto_schema: AutoSchema, direction: Any) -> dict[str, Any]:
        form = auto_schema.resolve_serializer(GAME_ACTION, "response")
        notation = {
            "type": "string",
            "minLength": 1,
            "maxLength": MAX_NOTATION_LENGTH,
            # No leading or trailing whitespace: refused, not trimmed (ActionSubmitInput).
            "pattern": r"^\S([\s\S]*\S)?$",
            "description": "The action's notation exactly as listed, e.g. `place:silk_mill` "
            "(no surrounding whitespace).",
        }
        return {"oneOf": [notation, form.ref]}


# --- links (OpenAPI 3 `links`: how one answer's ids feed the next calls) -------------------------

_MATCH_FOLLOW_UPS = (
    "match_retrieve",
    "match_join",
    "match_leave",
    "match_start",
    "match_legal_actions",
    "match_action_submit",
    "match_actions_list",
    "match_events",
    "match_resign",
    "match_result",
    "match_export",
)
# (operation, status) -> {link name: (target operation, {parameter: runtime expression})}
LINKS: dict[tuple[str, str], dict[str, tuple[str, dict[str, str]]]] = {
    ("match_create", "201"): {op: (op, {"id": "$response.body#/id"}) for op in _MATCH_FOLLOW_UPS},
    ("match_list", "200"): {
        "match_retrieve": ("match_retrieve", {"id": "$response.body#/results/0/id"}),
        "match_join": ("match_join", {"id": "$response.body#/results/0/id"}),
    },
    ("match_join", "200"): {
        op: (op, {"id": "$response.body#/id"})
        for op in ("match_legal_actions", "match_leave", "match_start", "match_retrieve")
    },
    ("match_start", "200"): {
        op: (op, {"id": "$response.body#/id"})
        for op in ("match_legal_actions", "match_retrieve", "match_resign")
    },
    ("match_legal_actions", "200"): {
        "match_action_submit": ("match_action_submit", {"id": "$request.path.id"}),
    },
    ("match_action_submit", "201"): {
        op: (op, {"id": "$response.body#/match_id"})
        for op in ("match_actions_list", "match_legal_actions", "match_events", "match_result")
    },
    ("tournament_list", "200"): {
        op: (op, {"id": "$response.body#/results/0/id"})
        for op in ("tournament_retrieve", "tournament_standings", "tournament_register")
    },
}


def add_links(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: OpenAPI links between operations (client authors
    see which id goes where; Schemathesis' stateful phase follows them)."""
    operations = {
        operation["operationId"]: operation
        for item in result.get("paths", {}).values()
        for operation in item.values()
        if isinstance(operation, dict) and "operationId" in operation
    }
    for (source, status), links in LINKS.items():
        response = operations.get(source, {}).get("responses", {}).get(status)
        if response is None:
            continue
        response["links"] = {
            name: {
                "operationId": target,
                "parameters": parameters,
                "description": f"`{target}` on the {'match' if 'match' in target else 'tournament'}"
                " of this answer.",
            }
            for name, (target, parameters) in sorted(links.items())
            if target in operations
        }
    return result


def game_unions_any_of(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: the per-game unions that carry no `game` key of
    their own (GAME_KEYED_UNIONS) become `anyOf`. Two games' members may both accept one value
    (`{}` as options, `{"kind": "pass"}`), which a `oneOf` would refuse; the member that
    applies is the one of the match's `game`."""
    schemas = result.get("components", {}).get("schemas", {})
    for name in (*GAME_KEYED_UNIONS, *(f"{union}Request" for union in GAME_KEYED_UNIONS)):
        union = schemas.get(name)
        if union is None or "oneOf" not in union:
            continue
        union["anyOf"] = union.pop("oneOf")
        union["description"] = "One member per hosted game: the one of the match's `game` applies."
        if name.startswith("GameAction"):
            union["anyOf"] = _actions_most_specific_first(union["anyOf"], schemas)
    return result


def _actions_most_specific_first(
    game_unions: list[dict[str, Any]], schemas: dict[str, Any]
) -> list[dict[str, Any]]:
    """Every game's action forms in one list, those with more fields first.

    Generated clients (openapi-python-client) take the first member that parses and drop the
    fields it does not know: tried first, Shinjuku's `{"kind": "move"}` swallowed Yokohama's
    `{"kind": "move", "area": ...}` and lost its area. A form with more fields is tried first,
    so it is chosen exactly when the data has its fields."""
    members: list[dict[str, Any]] = []
    for game_union in game_unions:
        component = schemas[game_union["$ref"].rsplit("/", 1)[1]]
        members.extend(component.get("oneOf", [game_union]))

    def fields(member: dict[str, Any]) -> int:
        return len(schemas[member["$ref"].rsplit("/", 1)[1]].get("properties", {}))

    return sorted(members, key=lambda member: (-fields(member), member["$ref"]))


# Every operation reads Accept-Language and every answer says its language (the web client
# and the SDKs send the former; yokohama_server/language.py decides).
ACCEPT_LANGUAGE_PARAMETER = {
    "name": "Accept-Language",
    "in": "header",
    "required": False,
    "description": "The language of the answer's human sentences (a problem's `title` and "
    "`detail`): `en`, `de` or `ko`, with the usual weights (`de-DE,de;q=0.9,en;q=0.5`). An "
    "account's own choice (me_update) beats it; unknown languages get English. "
    "Machine-readable fields (`code`, notation, ids, enum values) never change with it.",
    "schema": {"type": "string", "example": "de"},
}
CONTENT_LANGUAGE_HEADER = {
    "description": "The language the answer's human sentences are written in.",
    "schema": {"type": "string", "enum": [code for code, _name in settings.LANGUAGES]},
}


def add_language_headers(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: the `Accept-Language` request header on every
    operation and the `Content-Language` response header on every answer (inline, as the
    other parameters and headers are)."""
    for item in result.get("paths", {}).values():
        for operation in item.values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            operation.setdefault("parameters", []).append(dict(ACCEPT_LANGUAGE_PARAMETER))
            for response in operation["responses"].values():
                if "$ref" not in response:
                    headers = response.setdefault("headers", {})
                    headers["Content-Language"] = dict(CONTENT_LANGUAGE_HEADER)
    return result
