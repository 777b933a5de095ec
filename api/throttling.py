"""DRF's throttles, counted per fixed window with one atomic increment.

DRF's own throttles keep the time of every request of the last window in the cache and
rewrite the whole list on each request: two round trips and, at the default user rate of
6,000 a minute, up to 6,000 floats pickled per request. A counter per window is one round
trip (INCR and EXPIRE in one pipeline on Redis). The price of fixed windows is that a client
can send up to twice the rate across a window boundary.
"""

from __future__ import annotations

from typing import Any

from django.core.cache import caches
from oauth2_provider.models import AccessToken
from rest_framework import throttling
from rest_framework.request import Request

from games.models import ApiToken
from yokohama_server.cache import ReusedClientRedisCache


def _count(key: str, expires_in: int) -> int:
    """Add one to the counter `key`, created to expire in `expires_in` s; the new count."""
    cache = caches["default"]
    if isinstance(cache, ReusedClientRedisCache):
        return cache.count(key, expires_in)
    # Other caches (the embedded mode's process memory): add, then increment.
    cache.add(key, 0, expires_in)
    try:
        return int(cache.incr(key))
    except ValueError:  # expired between the two calls
        cache.add(key, 1, expires_in)
        return 1


class FixedWindowThrottle(throttling.SimpleRateThrottle):
    """Replaces SimpleRateThrottle's list of request times with a counter per window."""

    num_requests: int  # set by SimpleRateThrottle from the rate (undeclared in drf-stubs)
    duration: int
    wait_seconds = 0.0

    def allow_request(self, request: Request, view: Any) -> bool:
        if self.rate is None:
            return True
        base_key = self.get_cache_key(request, view)
        if base_key is None:
            return True
        now = self.timer()
        window = int(now // self.duration)
        if _count(f"{base_key}:w{window}", self.duration + 1) <= self.num_requests:
            return True
        self.wait_seconds = (window + 1) * self.duration - now
        return False

    def wait(self) -> float:
        return self.wait_seconds


class AnonRateThrottle(FixedWindowThrottle, throttling.AnonRateThrottle):
    pass


class UserRateThrottle(FixedWindowThrottle, throttling.UserRateThrottle):
    """Per token (each of a user's bots or devices has its own budget); per account and app
    for OAuth2 tokens (a refreshed token keeps its budget); per user for a browser session,
    per client address when anonymous."""

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        token = request.auth
        if isinstance(token, ApiToken):
            return self.cache_format % {"scope": self.scope, "ident": f"token-{token.pk}"}
        if isinstance(token, AccessToken):
            ident = f"oauth-{token.user_id}-{token.application_id}"
            return self.cache_format % {"scope": self.scope, "ident": ident}
        return super().get_cache_key(request, view)


class ScopedRateThrottle(FixedWindowThrottle, throttling.ScopedRateThrottle):
    def allow_request(self, request: Request, view: Any) -> bool:
        # As DRF's ScopedRateThrottle: the rate comes from the view's scope, known only now.
        self.scope = getattr(view, self.scope_attr, None)
        if not self.scope:
            return True
        self.rate = self.get_rate()
        num_requests, duration = self.parse_rate(self.rate)
        if num_requests is None or duration is None:
            return True
        self.num_requests, self.duration = num_requests, duration
        return super().allow_request(request, view)
