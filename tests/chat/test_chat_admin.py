"""Chat moderation in the admin: hide, unhide, site-wide mutes, all in the moderation log."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from games.chat.models import ChatBan, ChatMessage, ChatModerationLog
from games.models import Match, User

pytestmark = pytest.mark.django_db


@pytest.fixture
def moderator_client() -> tuple[User, Client]:
    moderator = User.objects.create_superuser("moderator", password="moderator-password-1")
    client = Client()
    client.force_login(moderator)
    return moderator, client


@pytest.fixture
def message(make_user: Any) -> ChatMessage:
    author, _ = make_user("loud")
    match = Match.objects.create(game="yokohama", config={"players": 2}, players=2, seed=1)
    return ChatMessage.objects.create(match=match, author=author, channel="spectators", text="!!")


def act(client: Client, url: str, action: str, ids: list[int]) -> None:
    response = client.post(url, {"action": action, "_selected_action": ids})
    assert response.status_code == 302, response.content[:500]


def test_moderators_hide_unhide_and_mute_and_every_step_is_logged(
    moderator_client: tuple[User, Client], message: ChatMessage
) -> None:
    moderator, client = moderator_client
    url = "/admin/chat/chatmessage/"
    listed = client.get(url + "?hidden__exact=0&channel__exact=spectators")
    assert listed.status_code == 200
    assert b"!!" in listed.content
    act(client, url, "hide", [message.pk])
    message.refresh_from_db()
    assert (message.hidden, message.hidden_by) == (True, moderator)
    act(client, url, "unhide", [message.pk])
    message.refresh_from_db()
    assert (message.hidden, message.hidden_by, message.hidden_at) == (False, None, None)
    act(client, url, "mute_authors_day", [message.pk])
    ban = ChatBan.objects.get(user=message.author)
    assert ban.active()
    assert ban.until is not None
    act(client, "/admin/chat/chatban/", "lift", [ban.pk])
    ban.refresh_from_db()
    assert not ban.active()
    act(client, url, "mute_authors_until_lifted", [message.pk])
    ban.refresh_from_db()
    assert ban.active()
    assert ban.until is None
    log = list(ChatModerationLog.objects.order_by("id").values_list("action", "moderator"))
    assert log == [(a, moderator.pk) for a in ("hide", "unhide", "mute", "unmute", "mute")]
    # The log is read-only in the admin.
    assert client.get("/admin/chat/chatmoderationlog/").status_code == 200
    entry = ChatModerationLog.objects.first()
    assert entry is not None
    page = client.get(f"/admin/chat/chatmoderationlog/{entry.pk}/change/")
    assert page.status_code == 200
    assert b'name="_save"' not in page.content
    assert client.get("/admin/chat/chatmoderationlog/add/").status_code == 403
