"""`Authorization: Bearer <token>`; tokens are stored as SHA-256 digests."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from rest_framework import authentication, exceptions
from rest_framework.request import Request

from games import rows
from games.models import ApiToken, User

LAST_USED_GRANULARITY = timedelta(minutes=5)


class BearerTokenAuthentication(authentication.BaseAuthentication):
    keyword = "Bearer"

    def authenticate(self, request: Request) -> tuple[User, ApiToken] | None:
        header = authentication.get_authorization_header(request).split()
        if not header or header[0].lower() != self.keyword.lower().encode():
            return None
        if len(header) != 2:
            raise exceptions.AuthenticationFailed(
                "The Authorization header must be 'Bearer <token>'."
            )
        try:
            raw_key = header[1].decode()
        except UnicodeDecodeError:
            raise exceptions.AuthenticationFailed(
                "The token contains invalid characters."
            ) from None
        now = timezone.now()
        # Record use at a coarse granularity, so most requests do not write.
        try:
            found = rows.token_owner(
                digest=ApiToken.hash_key(raw_key),
                now=now,
                touch_before=now - LAST_USED_GRANULARITY,
            )
        except rows.TokenRefused as refused:
            raise exceptions.AuthenticationFailed(str(refused)) from None
        if found is None:
            raise exceptions.AuthenticationFailed("Invalid or revoked token.")
        return found

    def authenticate_header(self, request: Request) -> str:
        return self.keyword
