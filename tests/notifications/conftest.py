"""Notification fixtures: accounts with email on, matches with a long clock, a refusing mail
backend, and the port of the test SMTP receiver.

The SMTP test's mails may be sent by the Celery worker process that tests/conftest.py starts
(REDIS_URL set): it inherits this environment, so its mail settings point at the receiver's
port, chosen here before the worker starts (conftests are all imported before the first test
runs). This process's own backend is Django's test outbox (locmem) unless a test changes it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from django.core.mail.backends.base import BaseEmailBackend

from games import services as match_services
from games.models import Match, User
from games.notifications import services
from games.notifications.models import NotificationSettings
from tests.conftest import free_port

SMTP_PORT = free_port()
SMTP_SETTINGS = {
    "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
    "EMAIL_HOST": "127.0.0.1",
    "EMAIL_PORT": str(SMTP_PORT),
    "EMAIL_USE_TLS": "False",
    "EMAIL_TIMEOUT": "10",
}
os.environ.update(SMTP_SETTINGS)

HOUR = 3600


class RefusingBackend(BaseEmailBackend):
    """A mail backend whose server refuses everything."""

    def send_messages(self, email_messages: Any) -> int:
        raise ConnectionRefusedError("the test's mail server refuses")


@pytest.fixture
def opted_in(make_user: Callable[..., Any]) -> Callable[..., User]:
    """An account with email on, at `<username>@example.org` unless told otherwise."""

    def make(username: str, **switches: Any) -> User:
        user, _ = make_user(username)
        services.notification_settings_update(
            user=user, email=f"{username}@example.org", email_enabled=True, **switches
        )
        return user  # type: ignore[no-any-return]

    return make


def started_match(
    creator: User, other: User, *, decision_seconds: int | None = HOUR, seed: int = 7
) -> Match:
    """A started 2-player Yokohama match of `creator` (seat 0) and `other` (seat 1)."""
    match = match_services.match_create(
        creator=creator, game="yokohama", players=2, seed=seed, decision_seconds=decision_seconds
    )
    match_services.match_join(match_id=match.pk, user=other)
    match.refresh_from_db()
    assert match.status == "active"
    return match


def to_move(match: Match) -> list[User]:
    """The accounts whose decision it is (Yokohama's players first decide at the same time)."""
    users = [match.seats.get(index=index).user for index in match.to_move]
    assert users
    assert None not in users
    return users  # type: ignore[return-value]


def unsubscribe_token(user: User) -> str:
    return NotificationSettings.objects.get(user=user).unsubscribe_token
