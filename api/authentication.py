"""`Authorization: Bearer <token>`; tokens are stored as SHA-256 digests.

Two kinds of token travel this way: personal tokens (`ApiToken`, from log-in) and OAuth2
access tokens that a player granted a third-party app (api/oauth.py). Both are stored as the
same digest: the personal tokens are looked up first (the hot path), then the OAuth ones.
Scopes are checked afterwards for both by one function (api/permissions.py).

Personal tokens are remembered by each process (`TokenCache`), so a request with a known
token sends no query. Every change to an account or a token (a revocation, a deactivated
account, a new language) gives the Redis key `tokens-epoch` a new random value once it has
committed; a remembered token is used only while the epoch is still the one read before the
token was read from the database, and the epoch is read on every request, in the rate
limits' round trip (api/throttling.py `count_and_read`). A revocation that has returned has
renewed the epoch, so the next request with that token reads the database and is refused.
Without Redis (or when it fails) nothing is remembered.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, TypeAlias

import redis
from django.core.cache import caches
from django.db import DEFAULT_DB_ALIAS
from django.utils import timezone
from django.utils.translation import gettext as _
from oauth2_provider.models import AccessToken
from rest_framework import authentication, exceptions
from rest_framework.request import Request

from api.oauth import access_token_owner
from games import rows
from games.models import ApiToken, User
from yokohama_server.cache import ReusedClientRedisCache

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


# The cache epoch's key (in the default cache, under the deployment's prefix).
EPOCH_KEY = "tokens-epoch"
# How long a process uses a token it read before reading it again (which records its use).
REMEMBER = timedelta(seconds=60)
REMEMBERED_TOKENS = 10_000  # per process; forgotten all at once when full


@dataclass(frozen=True, slots=True)
class _Remembered:
    token_id: int
    scopes: str
    expires_at: datetime | None
    user_values: list[Any]  # rows.USER_FIELDS' values
    epoch: str  # the epoch read before the token was read
    until: datetime  # read it again from then on


class TokenCache:
    """Personal tokens this process read (by digest), each with the epoch read before it."""

    def __init__(self) -> None:
        self.tokens: dict[str, _Remembered] = {}

    @staticmethod
    def cache() -> ReusedClientRedisCache | None:
        cache = caches["default"]
        return cache if isinstance(cache, ReusedClientRedisCache) else None

    def lookup(self, digest: str, now: datetime) -> tuple[User, ApiToken, str] | None:
        """A remembered token's user and token, and the epoch it needs; None: read it."""
        found = self.tokens.get(digest)
        if found is None:
            return None
        if now >= found.until or (found.expires_at is not None and found.expires_at <= now):
            self.tokens.pop(digest, None)  # (another thread may have)
            return None
        # DEFAULT_DB_ALIAS: django.db.connection's alias, without looking the connection up
        # (an asgiref Local lookup on each attribute read).
        user = User.from_db(DEFAULT_DB_ALIAS, rows.USER_FIELDS, list(found.user_values))
        token = ApiToken.from_db(
            DEFAULT_DB_ALIAS,
            ["id", "user_id", "scopes", "expires_at"],
            [found.token_id, user.pk, found.scopes, found.expires_at],
        )
        return user, token, found.epoch

    def read(self, digest: str, now: datetime) -> tuple[User, AnyToken] | None:
        """bearer_owner, remembering a personal token with the epoch read before it."""
        cache = self.cache()
        epoch = ""
        if cache is not None:
            try:
                epoch = cache.read_or_create(EPOCH_KEY)
            except redis.RedisError:
                epoch = ""
        # Uses are recorded by these reads only: soon enough that none is older than the
        # granularity by the time the token is read again.
        touch_before = now - (LAST_USED_GRANULARITY - REMEMBER)
        found = rows.token_owner(digest=digest, now=now, touch_before=touch_before)
        if found is None:
            return access_token_owner(digest=digest, now=now)
        if epoch:
            user, token = found
            if len(self.tokens) >= REMEMBERED_TOKENS:
                self.tokens.clear()
            self.tokens[digest] = _Remembered(
                token_id=token.pk,
                scopes=token.scopes,
                expires_at=token.expires_at,
                user_values=[getattr(user, name) for name in rows.USER_FIELDS],
                epoch=epoch,
                until=now + REMEMBER,
            )
        return found

    def forget(self, digest: str) -> None:
        self.tokens.pop(digest, None)


token_cache = TokenCache()


def renew_token_epoch() -> None:
    """After a change to accounts or tokens has committed: every process reads its
    remembered tokens again. Raises if Redis fails (the change must not seem to have been
    applied everywhere when a remembered token could still be used)."""
    cache = TokenCache.cache()
    if cache is not None:
        cache.renew(EPOCH_KEY)


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
        now = timezone.now()
        digest = ApiToken.hash_key(raw_key)
        remembered = token_cache.lookup(digest, now)
        if remembered is not None:
            user, token, epoch = remembered
            django_request = request._request
            if getattr(django_request, "_token_epoch_later", False):
                # The view reads the epoch with its rate limits (TokenScopeMixin).
                django_request._token_epoch_needed = (digest, epoch)  # type: ignore[attr-defined]
                return user, token
            cache = TokenCache.cache()
            try:
                current = cache.read(EPOCH_KEY) if cache is not None else ""
            except redis.RedisError:
                current = ""
            if current == epoch:
                return user, token
            token_cache.forget(digest)
        try:
            found = token_cache.read(digest, now)
        except rows.TokenRefused as refused:
            raise exceptions.AuthenticationFailed(str(refused)) from None
        if found is None:
            raise exceptions.AuthenticationFailed(_("Invalid or revoked token."))
        return found

    def authenticate_header(self, request: Request) -> str:
        return self.keyword
