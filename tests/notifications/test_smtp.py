"""A mail for real: an invitation committed over the API reaches an SMTP server (aiosmtpd,
started here) through the listener and the task (a Celery worker process with REDIS_URL set,
the embedded thread otherwise) and Django's SMTP backend, with its unsubscribe header."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, Envelope, Session
from django.conf import settings as django_settings

from games.notifications.models import EmailNotice, NotificationSettings
from tests.conftest import wait_for
from tests.notifications.conftest import SMTP_PORT, SMTP_SETTINGS


class Inbox:
    """An aiosmtpd handler that keeps every message it is given."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._received: list[tuple[list[str], EmailMessage]] = []

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        content = envelope.original_content or b""
        parsed = message_from_bytes(content, policy=policy.default)
        assert isinstance(parsed, EmailMessage)
        with self._lock:
            self._received.append((list(envelope.rcpt_tos), parsed))
        return "250 Message accepted for delivery"

    def received(self) -> list[tuple[list[str], EmailMessage]]:
        with self._lock:
            return list(self._received)


@pytest.fixture
def smtp_inbox(settings: Any) -> Iterator[Inbox]:
    """An SMTP server on 127.0.0.1:SMTP_PORT (the worker process was told that port), and
    this process's mail settings pointed at it too (the embedded task thread sends here)."""
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=SMTP_PORT)
    controller.start()
    settings.EMAIL_BACKEND = SMTP_SETTINGS["EMAIL_BACKEND"]
    settings.EMAIL_HOST = SMTP_SETTINGS["EMAIL_HOST"]
    settings.EMAIL_PORT = SMTP_PORT
    settings.EMAIL_USE_TLS = False
    try:
        yield inbox
    finally:
        controller.stop()


def test_an_invitation_arrives_by_smtp_with_its_unsubscribe_header(
    make_user: Any, client_for: Any, smtp_inbox: Inbox, task_runner: Any
) -> None:
    _, alice_token = make_user("smtp-alice")
    bob, bob_token = make_user("smtp-bob")
    opted = client_for(bob_token).patch(
        "/api/v1/notifications/settings", {"email": "bob@example.org", "email_enabled": True}
    )
    assert opted.status_code == 200, opted.json()
    created = client_for(alice_token).post(
        "/api/v1/matches", {"game": "yokohama", "players": 2, "invite": ["smtp-bob"]}
    )
    assert created.status_code == 201, created.json()
    match_id = created.json()["id"]

    recipients, message = wait_for(lambda: smtp_inbox.received(), timeout=60)[0]
    token = NotificationSettings.objects.get(user=bob).unsubscribe_token
    unsubscribe = f"{django_settings.SITE_URL}/notifications/unsubscribe/{token}/"
    assert recipients == ["bob@example.org"]
    assert message["To"] == "bob@example.org"
    assert message["Subject"] == f"smtp-alice invites you to a Yokohama match (#{match_id})"
    # Folded onto its own line when long (RFC 5322 folding white space, not part of the value).
    assert message["List-Unsubscribe"].strip() == f"<{unsubscribe}>"
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    body = message.get_content()
    assert f"{django_settings.SITE_URL}/matches/{match_id}/" in body
    assert unsubscribe in body

    def logged_as_sent() -> Any:
        notice = EmailNotice.objects.filter(user=bob, kind="invited").first()
        return notice if notice is not None and notice.status == "sent" else None

    notice = wait_for(logged_as_sent, timeout=30)
    assert notice.sent_at is not None
    assert notice.attempts == 1
    task_runner()
    assert len(smtp_inbox.received()) == 1  # one event, one mail
