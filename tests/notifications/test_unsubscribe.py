"""The unsubscribe link of every mail: GET asks, POST (no session, no CSRF token: mail
clients post it themselves) turns email off, and nothing more is mailed."""

from __future__ import annotations

import re
from typing import Any

from django.conf import settings
from django.test import Client

from games.notifications import services
from games.notifications.models import NotificationSettings
from tests.notifications.conftest import started_match, to_move


def link_in(message: Any) -> str:
    """The unsubscribe path of a mail, from its body; the header names the same URL."""
    (url,) = re.findall(r"Turn them off: (\S+)", message.body)
    assert message.extra_headers["List-Unsubscribe"] == f"<{url}>"
    assert message.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert url.startswith(settings.SITE_URL)
    return str(url.removeprefix(settings.SITE_URL))


def test_the_link_in_a_mail_turns_email_off(opted_in: Any, mailoutbox: list[Any]) -> None:
    alice, bob = opted_in("unsub-alice"), opted_in("unsub-bob")
    match = started_match(alice, bob)
    player = to_move(match)[0]
    services.notifications_send(user_id=player.pk)
    (message,) = mailoutbox
    path = link_in(message)
    browser = Client(enforce_csrf_checks=True)  # as a mail client: no session, no token

    asked = browser.get(path)
    assert asked.status_code == 200
    assert b"Turn email notifications off" in asked.content
    assert NotificationSettings.objects.get(user=player).email_enabled  # a GET changes nothing

    done = browser.post(path, {"List-Unsubscribe": "One-Click"})
    assert done.status_code == 200
    assert b'id="unsubscribed"' in done.content
    assert not NotificationSettings.objects.get(user=player).email_enabled
    assert browser.post(path).status_code == 200  # again: still off, no error

    # Nothing more is mailed, and no listener task is wanted for the account.
    assert services.enabled_user_ids([player.pk]) == []
    services.notifications_send(user_id=player.pk)
    assert len(mailoutbox) == 1


def test_an_unknown_link_is_not_found(db: None) -> None:
    browser = Client(enforce_csrf_checks=True)
    for method in (browser.get, browser.post):
        response = method("/notifications/unsubscribe/not-a-token/")
        assert response.status_code == 404
        assert b"not valid" in response.content
    assert browser.put("/notifications/unsubscribe/not-a-token/").status_code == 405
