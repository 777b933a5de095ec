"""DRF's throttles, counted per fixed window with one atomic increment.

DRF's own throttles keep the time of every request of the last window in the cache and
rewrite the whole list on each request: two round trips and, at the default user rate of
6,000 a minute, up to 6,000 floats pickled per request. A counter per window is cheaper, and
every counter a request touches (its scope's, its account's) is counted in one round trip: one
script on Redis (INCR and EXPIRE NX on each), from `check_throttles`, which the API's views
use instead of DRF's loop of one throttle after another. The price of fixed windows is that a
client can send up to twice the rate across a window boundary.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.core.cache import caches
from oauth2_provider.models import AccessToken
from rest_framework import throttling
from rest_framework.request import Request

from games.models import ApiToken
from yokohama_server.cache import ReusedClientRedisCache

# The environ key of the counters a request was already counted on ({key: count}): by the
# direct path (api/direct.py) before it handed the request to the full chain, which then
# settles with those counts instead of counting the request again.
PRECOUNTED = "yokohama.throttle_counts"


def _with_counts(
    request: Request,
    pending: list[tuple[FixedWindowThrottle, tuple[str, int]]],
    count: Callable[[list[tuple[str, int]]], list[int]],
) -> list[tuple[FixedWindowThrottle, int]]:
    """Each pending throttle with its counter's new count: `count` adds one to the counters
    the request was not already counted on (PRECOUNTED) and returns their counts."""
    before: dict[str, int] = request._request.META.get(PRECOUNTED, {})
    fresh = [counter for _, counter in pending if counter[0] not in before]
    counts = dict(zip((name for name, _ in fresh), count(fresh), strict=True))
    return [(throttle, before.get(name) or counts[name]) for throttle, (name, _) in pending]


def _count(counters: list[tuple[str, int]]) -> list[int]:
    """Add one to each counter (key, seconds it is created to expire in); the new counts."""
    cache = caches["default"]
    if isinstance(cache, ReusedClientRedisCache):
        return cache.count_many(counters) if counters else []
    # Other caches (the embedded mode's process memory): add, then increment.
    counts = []
    for key, expires_in in counters:
        cache.add(key, 0, expires_in)
        try:
            counts.append(int(cache.incr(key)))
        except ValueError:  # expired between the two calls
            cache.add(key, 1, expires_in)
            counts.append(1)
    return counts


class FixedWindowThrottle(throttling.SimpleRateThrottle):
    """Replaces SimpleRateThrottle's list of request times with a counter per window."""

    num_requests: int  # set by SimpleRateThrottle from the rate (undeclared in drf-stubs)
    duration: int
    wait_seconds = 0.0
    now = 0.0
    window = 0

    def counter(self, request: Request, view: Any) -> tuple[str, int] | None:
        """The counter this request adds one to (key, seconds it lives); None: not limited."""
        if self.rate is None:
            return None
        base_key = self.get_cache_key(request, view)
        if base_key is None:
            return None
        self.now = self.timer()
        self.window = int(self.now // self.duration)
        return f"{base_key}:w{self.window}", self.duration + 1

    def settle(self, count: int) -> bool:
        """Whether the request is allowed, its counter now at `count`."""
        if count <= self.num_requests:
            return True
        self.wait_seconds = (self.window + 1) * self.duration - self.now
        return False

    def allow_request(self, request: Request, view: Any) -> bool:
        counter = self.counter(request, view)
        return counter is None or self.settle(_count([counter])[0])

    def wait(self) -> float:
        return self.wait_seconds


def count_and_read(view: Any, request: Request, key: str) -> str | None:
    """Count the request on every FixedWindowThrottle of `view` now, and read the cache key
    `key` in the same round trip (its value, '' when unset); check_throttles, in its turn,
    then decides with these counts. None (nothing counted) unless the cache is Redis's.

    For the token cache (api/authentication.py), whose epoch is read this way after
    authentication: a request refused by a permission is then counted too."""
    cache = caches["default"]
    if not isinstance(cache, ReusedClientRedisCache):
        return None
    pending: list[tuple[FixedWindowThrottle, tuple[str, int]]] = []
    for throttle in view.get_throttles():
        if isinstance(throttle, FixedWindowThrottle):
            counter = throttle.counter(request, view)
            if counter is not None:
                pending.append((throttle, counter))
    read: list[str] = []

    def count_and_read_key(counters: list[tuple[str, int]]) -> list[int]:
        value, counts = cache.count_many_and_read(counters, key)
        read.append(value)
        return counts

    counted = _with_counts(request, pending, count_and_read_key)
    value = read[0]
    request._request._throttles_counted = (view, counted)  # type: ignore[attr-defined]
    return value


def check_throttles(view: Any, request: Request) -> None:
    """DRF's APIView.check_throttles with the counters of every FixedWindowThrottle counted in
    one round trip: each throttle still counts the request, and a refusal waits for the
    longest of the refusing throttles' waits (`429 rate_limited`, `Retry-After`)."""
    durations: list[float | None] = []
    pending: list[tuple[FixedWindowThrottle, tuple[str, int]]] = []
    counted: list[tuple[FixedWindowThrottle, int]] | None = None
    already = getattr(request._request, "_throttles_counted", None)
    if already is not None and already[0] is view:
        counted = already[1]  # by count_and_read, for this view
    for throttle in view.get_throttles():
        if isinstance(throttle, FixedWindowThrottle):
            if counted is None:
                counter = throttle.counter(request, view)
                if counter is not None:
                    pending.append((throttle, counter))
        elif not throttle.allow_request(request, view):
            durations.append(throttle.wait())
    if counted is None:
        counted = _with_counts(request, pending, _count)
    for throttle, count in counted:
        if not throttle.settle(count):
            durations.append(throttle.wait())
    if durations:
        known = [duration for duration in durations if duration is not None]
        view.throttled(request, max(known, default=None))


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
    def counter(self, request: Request, view: Any) -> tuple[str, int] | None:
        # As DRF's ScopedRateThrottle: the rate comes from the view's scope, known only now.
        self.scope = getattr(view, self.scope_attr, None)
        if not self.scope:
            return None
        self.rate = self.get_rate()
        num_requests, duration = self.parse_rate(self.rate)
        if num_requests is None or duration is None:
            return None
        self.num_requests, self.duration = num_requests, duration
        return super().counter(request, view)
