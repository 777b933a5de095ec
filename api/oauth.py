"""OAuth2 for third-party apps (django-oauth-toolkit): the parts this server decides itself.

- The grants: authorization code with PKCE, `S256` only (a missing or `plain`
  `code_challenge_method` is `invalid_request`), and refresh tokens. No implicit, password
  or client-credentials grant: those answer `unsupported_response_type` and
  `unsupported_grant_type`.
- The scopes are the personal tokens' scopes (`games.models.TokenScope`), checked by the same
  code (api/permissions.py) once `BearerTokenAuthentication` has found the token.
- A code used twice revokes the tokens issued for its first use and everything refreshed
  from them (RFC 6749 section 10.5); DOT deletes a code once exchanged, so the code's digest
  and the tokens it produced are remembered in the cache for `CODE_MEMORY_SECONDS`.
- Tokens are stored as SHA-256 digests only (DOT's `COMPLIANT_BCP_RFC9700_TOKEN_STORAGE`),
  the digest personal tokens use, so a bearer token is looked up once in each table.
"""

from __future__ import annotations

import hashlib
from datetime import datetime, timedelta
from typing import Any

from django.core.cache import cache
from django.db import connection, transaction
from django.utils.translation import gettext as _
from oauth2_provider.models import AccessToken, Application, Grant, RefreshToken
from oauth2_provider.oauth2_validators import OAuth2Validator
from oauth2_provider.scopes import BaseScopes
from oauth2_provider.settings import oauth2_settings
from oauthlib.oauth2.rfc6749.endpoints import (
    AuthorizationEndpoint,
    IntrospectEndpoint,
    ResourceEndpoint,
    RevocationEndpoint,
    TokenEndpoint,
)
from oauthlib.oauth2.rfc6749.grant_types import AuthorizationCodeGrant, RefreshTokenGrant
from oauthlib.oauth2.rfc6749.grant_types.authorization_code import code_challenge_method_s256
from oauthlib.oauth2.rfc6749.tokens import BearerToken

from games import rows
from games.models import DEFAULT_TOKEN_SCOPES, TokenScope, User
from games.rows import TokenRefused

# A reused code is recognised this long after its first exchange (it is valid for
# AUTHORIZATION_CODE_EXPIRE_SECONDS only; a replay can come later).
CODE_MEMORY_SECONDS = 24 * 3600


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


class TokenScopes(BaseScopes):  # type: ignore[misc]
    """The OAuth scopes are the personal tokens' scopes, with the same descriptions."""

    def get_all_scopes(self) -> dict[str, str]:
        return {scope.value: str(scope.label) for scope in TokenScope}

    def get_available_scopes(
        self, application: Any = None, request: Any = None, *args: Any, **kwargs: Any
    ) -> list[str]:
        return list(TokenScope.values)

    def get_default_scopes(
        self, application: Any = None, request: Any = None, *args: Any, **kwargs: Any
    ) -> list[str]:
        # An app that asks for nothing gets what a sign-up token gets.
        return list(DEFAULT_TOKEN_SCOPES)


class S256AuthorizationCodeGrant(AuthorizationCodeGrant):  # type: ignore[misc]
    """PKCE with `S256` only: oauthlib takes a missing method for `plain` and refuses it too."""

    _code_challenge_methods = {"S256": code_challenge_method_s256}


class Server(
    AuthorizationEndpoint,  # type: ignore[misc]
    IntrospectEndpoint,  # type: ignore[misc]
    TokenEndpoint,  # type: ignore[misc]
    ResourceEndpoint,  # type: ignore[misc]
    RevocationEndpoint,  # type: ignore[misc]
):
    """oauthlib's all-in-one server with only the code (S256) and refresh grants."""

    def __init__(
        self,
        request_validator: OAuth2Validator,
        token_expires_in: Any = None,
        token_generator: Any = None,
        refresh_token_generator: Any = None,
        *args: Any,
        **kwargs: Any,
    ) -> None:
        code_grant = S256AuthorizationCodeGrant(request_validator)
        refresh_grant = RefreshTokenGrant(request_validator)
        bearer = BearerToken(
            request_validator, token_generator, token_expires_in, refresh_token_generator
        )
        AuthorizationEndpoint.__init__(
            self,
            default_response_type="code",
            response_types={"code": code_grant},
            default_token_type=bearer,
        )
        TokenEndpoint.__init__(
            self,
            default_grant_type="authorization_code",
            grant_types={"authorization_code": code_grant, "refresh_token": refresh_grant},
            default_token_type=bearer,
        )
        ResourceEndpoint.__init__(self, default_token="Bearer", token_types={"Bearer": bearer})
        RevocationEndpoint.__init__(self, request_validator)
        IntrospectEndpoint.__init__(self, request_validator)


def _code_key(code: str) -> str:
    return f"oauth-code-used:{_digest(code)}"


class Validator(OAuth2Validator):  # type: ignore[misc]
    """DOT's validator, remembering exchanged codes to revoke what a replayed one issued."""

    def save_bearer_token(self, token: dict[str, Any], request: Any, *args: Any, **kw: Any) -> Any:
        saved = super().save_bearer_token(token, request, *args, **kw)
        if request.grant_type == "authorization_code" and request.code:
            issued = {
                "access": _digest(token["access_token"]),
                "refresh": _digest(token["refresh_token"]) if "refresh_token" in token else None,
            }
            # After the save: an exchange that failed issued nothing to remember.
            cache.set(_code_key(request.code), issued, CODE_MEMORY_SECONDS)
        return saved

    def validate_code(
        self, client_id: str, code: str, client: Any, request: Any, *args: Any, **kw: Any
    ) -> bool:
        if super().validate_code(client_id, code, client, request, *args, **kw):
            return True
        issued = cache.get(_code_key(code))
        if issued is not None:
            revoke_issued_tokens(access=issued["access"], refresh=issued["refresh"])
        return False


def revoke_issued_tokens(*, access: str, refresh: str | None) -> None:
    """Revoke the tokens of one code exchange: its access token, its refresh token and every
    token refreshed from it since (the refresh token's family)."""
    AccessToken.objects.filter(token_checksum=access).delete()
    if refresh is None:
        return
    first = RefreshToken.objects.filter(token_checksum=refresh).first()
    if first is None:
        return
    if first.token_family:
        RefreshToken.revoke_family(first.token_family)
    else:
        first.revoke()


# One fixed statement, as games/rows.py does for personal tokens (the ORM's query compilation
# cost more than the query); the user columns are the ones requests read (rows.USER_FIELDS).
# Only the grants above issue tokens, always for an account and an app: a token without
# either (an admin's doing) matches nothing.
_ACCESS_TOKEN_SQL = (
    'SELECT t."id", t."application_id", t."scope", (t."expires" <= %s), '
    + ", ".join(f'u."{name}"' for name in rows.USER_FIELDS)
    + ' FROM "oauth2_provider_accesstoken" t INNER JOIN "games_user" u ON u."id" = t."user_id" '
    'WHERE t."token_checksum" = %s AND t."application_id" IS NOT NULL'
)
_ACCESS_TOKEN_COLUMNS = 4  # before the user's


def access_token_owner(*, digest: str, now: datetime) -> tuple[User, AccessToken] | None:
    """The account and OAuth access token behind a token digest (None: no such token).
    Raises TokenRefused for an expired token or a deactivated account. A revoked token no
    longer exists (DOT deletes it). The token comes with its scope and ids loaded."""
    with connection.cursor() as cursor:
        cursor.execute(_ACCESS_TOKEN_SQL, [connection.ops.adapt_datetimefield_value(now), digest])
        row = cursor.fetchone()
    if row is None:
        return None
    token_id, application_id, scope, expired = row[:_ACCESS_TOKEN_COLUMNS]
    values = [
        bool(value) if boolean else value
        for value, boolean in zip(row[_ACCESS_TOKEN_COLUMNS:], rows._USER_BOOLEANS, strict=True)
    ]
    user = User.from_db(connection.alias, rows.USER_FIELDS, values)
    if expired:
        raise TokenRefused(
            _("This token has expired; refresh it (grant_type=refresh_token) at /oauth/token/.")
        )
    if not user.is_active:
        raise TokenRefused(_("This account is deactivated."))
    token = AccessToken.from_db(
        connection.alias,
        ["id", "user_id", "application_id", "scope"],
        [token_id, user.pk, application_id, scope],
    )
    return user, token


def authorised_apps(*, user: User, now: datetime) -> list[dict[str, Any]]:
    """The apps holding a live token of `user`: the app, its scopes and when its newest
    token was issued."""
    by_app: dict[int, dict[str, Any]] = {}
    live = RefreshToken.objects.filter(user=user, revoked__isnull=True)
    lifetime = oauth2_settings.REFRESH_TOKEN_EXPIRE_SECONDS
    if lifetime:
        live = live.filter(created__gt=now - timedelta(seconds=lifetime))
    live = live.select_related("application", "access_token").order_by("-created")
    for refresh in live:
        if refresh.application is None:
            continue
        entry = by_app.setdefault(
            refresh.application_id,
            {"application": refresh.application, "scopes": set(), "since": refresh.created},
        )
        if refresh.access_token_id is not None:
            entry["scopes"].update(refresh.access_token.scope.split())
    unexpired = AccessToken.objects.filter(user=user, expires__gt=now)
    for access in unexpired.select_related("application").order_by("-created"):
        if access.application is None:
            continue
        entry = by_app.setdefault(
            access.application_id,
            {"application": access.application, "scopes": set(), "since": access.created},
        )
        entry["scopes"].update(access.scope.split())
    order = list(TokenScope.values)
    return [
        {**entry, "scopes": sorted(entry["scopes"], key=order.index)}
        for entry in sorted(by_app.values(), key=lambda e: e["application"].name.lower())
    ]


@transaction.atomic
def app_authorisation_revoke(*, user: User, application_id: int) -> int:
    """Take every token and pending code of `user` away from one app; how many tokens."""
    revoked = 0
    for refresh in RefreshToken.objects.filter(
        user=user, application_id=application_id, revoked__isnull=True
    ):
        refresh.revoke()
        revoked += 1
    deleted: int = AccessToken.objects.filter(user=user, application_id=application_id).delete()[0]
    Grant.objects.filter(user=user, application_id=application_id).delete()
    return revoked + deleted


def apps_of(*, user: User) -> list[Application]:
    return list(Application.objects.filter(user=user).order_by("name", "id"))
