"""`Authorization: Bearer <token>`; tokens are stored as SHA-256 digests.

Two kinds of token travel this way: personal tokens (`ApiToken`, from log-in) and OAuth2
access tokens that a player granted a third-party app (api/oauth.py). Both are stored as the
same digest: the personal tokens are looked up first (the hot path), then the OAuth ones.
Scopes are checked afterwards for both by one function (api/permissions.py).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TypeAlias

from django.utils import timezone
from django.utils.translation import gettext as _
from oauth2_provider.models import AccessToken
from rest_framework import authentication, exceptions
from rest_framework.request import Request

from api.oauth import access_token_owner
from games import rows
from games.models import ApiToken, User

LAST_USED_GRANULARITY = timedelta(minutes=5)

# What `request.auth` holds for a bearer-token request.
AnyToken: TypeAlias = ApiToken | AccessToken


def bearer_owner(raw_key: str, *, now: datetime) -> tuple[User, AnyToken] | None:
    """The account and token behind a bearer token, personal or OAuth (None: neither).
    Raises rows.TokenRefused, saying why, for a revoked, expired or deactivated one."""
    digest = ApiToken.hash_key(raw_key)
    # Record use at a coarse granularity, so most requests do not write.
    found = rows.token_owner(digest=digest, now=now, touch_before=now - LAST_USED_GRANULARITY)
    if found is not None:
        return found
    return access_token_owner(digest=digest, now=now)


class BearerTokenAuthentication(authentication.BaseAuthentication):
    keyword = "Bearer"

    def authenticate(self, request: Request) -> tuple[User, AnyToken] | None:
        header = authentication.get_authorization_header(request).split()
        if not header or header[0].lower() != self.keyword.lower().encode():
            return None
        if len(header) != 2:
            raise exceptions.AuthenticationFailed(
                _("The Authorization header must be 'Bearer <token>'.")
            )
        try:
            raw_key = header[1].decode()
        except UnicodeDecodeError:
            raise exceptions.AuthenticationFailed(
                _("The token contains invalid characters.")
            ) from None
        try:
            found = bearer_owner(raw_key, now=timezone.now())
        except rows.TokenRefused as refused:
            raise exceptions.AuthenticationFailed(str(refused)) from None
        if found is None:
            raise exceptions.AuthenticationFailed(_("Invalid or revoked token."))
        return found

    def authenticate_header(self, request: Request) -> str:
        return self.keyword
