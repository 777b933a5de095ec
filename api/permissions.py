"""Token scopes: what a Bearer token may do, checked after authentication on every view.

A request authenticated by a session (the browsable API, the admin) or not at all has no
token and is limited only by the views' own permissions.
"""

from __future__ import annotations

from typing import Any

from rest_framework import exceptions
from rest_framework.request import Request

from games.models import ApiToken, TokenScope

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def required_scope(method: str, view: Any) -> str | None:
    """The scope a token needs for this request: the view's `token_scopes` entry for its
    action when it has one (None: any token will do), else `read` to read and `play` to
    write."""
    by_action: dict[str, str | None] = getattr(view, "token_scopes", {})
    action = getattr(view, "action", None)
    if action in by_action:
        return by_action[action]
    return TokenScope.READ if method in SAFE_METHODS else TokenScope.PLAY


def missing_scope_sentence(scope: str, operation: str) -> str:
    return (
        f"This token lacks the `{scope}` scope, which {operation} needs; log in "
        f"(token_create) for a token with `{scope}` in its scopes."
    )


def check_token_scope(request: Request, view: Any) -> None:
    token = request.auth
    if not isinstance(token, ApiToken):
        return
    needed = required_scope(request.method or "GET", view)
    if needed is not None and not token.has_scope(needed):
        operation = f"{request.method} {request.path}"
        raise exceptions.PermissionDenied(missing_scope_sentence(needed, operation))


class TokenScopeMixin:
    """For every API view: after authentication, permissions and throttles, the token's
    scopes."""

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        super().initial(request, *args, **kwargs)  # type: ignore[misc]
        check_token_scope(request, self)
