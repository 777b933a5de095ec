"""The match chat over the API: who reads and writes which channel, mutes, moderation, limits."""

from __future__ import annotations

from typing import Any

import pytest
from django.conf import settings
from django.test import override_settings
from rest_framework.test import APIClient

from games.chat import services as chat_services
from games.chat.models import ChatBan, ChatMessage, ChatModerationLog
from games.models import Match, MatchStatus, User
from tests.api.helpers import create_match

pytestmark = pytest.mark.django_db


@pytest.fixture
def people(make_user: Any, client_for: Any) -> dict[str, APIClient]:
    """alice and bob play; carol and dave watch; `anon` has no account."""
    clients = {name: client_for(make_user(name)[1]) for name in ("alice", "bob", "carol", "dave")}
    clients["anon"] = APIClient()
    return clients


@pytest.fixture
def match_id(people: dict[str, APIClient]) -> int:
    """An active 2-player match of alice (seat 0) and bob (seat 1)."""
    match_id = int(create_match(people["alice"], players=2, seed=3)["id"])
    assert people["bob"].post(f"/api/v1/matches/{match_id}/join").status_code == 200
    assert Match.objects.get(pk=match_id).status == MatchStatus.ACTIVE
    return match_id


def post(client: APIClient, match_id: int, text: str, channel: str | None = None) -> Any:
    body = {"text": text} if channel is None else {"text": text, "channel": channel}
    return client.post(f"/api/v1/matches/{match_id}/chat", body, format="json")


def texts(client: APIClient, match_id: int, query: str = "") -> list[str]:
    response = client.get(f"/api/v1/matches/{match_id}/chat{query}")
    assert response.status_code == 200, response.json()
    return [message["text"] for message in response.json()["results"]]


def code_of(response: Any) -> tuple[int, str]:
    assert response["Content-Type"] == "application/problem+json"
    return response.status_code, response.json()["code"]


def test_players_and_spectators_each_have_their_own_chat(
    people: dict[str, APIClient], match_id: int
) -> None:
    alice, bob, carol, anon = people["alice"], people["bob"], people["carol"], people["anon"]
    sent = post(alice, match_id, "  good luck  ")
    assert sent.status_code == 201, sent.json()
    message = sent.json()
    assert message["text"] == "good luck"  # stripped
    assert (message["channel"], message["author"], message["match_id"]) == (
        "players",
        "alice",
        match_id,
    )
    assert set(message) == {
        "id",
        "match_id",
        "channel",
        "author_id",
        "author",
        "text",
        "created_at",
    }
    assert post(carol, match_id, "go bob").status_code == 201  # a spectator: spectators' chat
    # Each reads their own channel by default; the player's channel is the players'.
    assert texts(alice, match_id) == ["good luck"]
    assert texts(bob, match_id, "?channel=players") == ["good luck"]
    assert texts(carol, match_id) == ["go bob"]
    assert texts(anon, match_id) == ["go bob"]  # anonymous callers read it like watching
    # Spectators never read the players' chat, nor write in it.
    for client in (carol, anon):
        refused = client.get(f"/api/v1/matches/{match_id}/chat?channel=players")
        assert code_of(refused) == (403, "not_seated")
    assert code_of(post(carol, match_id, "psst", channel="players")) == (403, "not_seated")
    # Players do not write in the spectators' chat; anonymous callers write nowhere.
    assert code_of(post(alice, match_id, "hi", channel="spectators")) == (
        403,
        "chat_channel_not_allowed",
    )
    assert code_of(post(anon, match_id, "hi")) == (401, "not_authenticated")
    assert ChatMessage.objects.count() == 2


@pytest.mark.parametrize("status", [MatchStatus.WAITING, MatchStatus.ACTIVE])
def test_players_cannot_read_the_spectators_chat_until_the_match_has_ended(
    people: dict[str, APIClient], status: str
) -> None:
    alice, carol = people["alice"], people["carol"]
    match_id = int(create_match(alice, players=2, seed=4)["id"])
    Match.objects.filter(pk=match_id).update(status=status)
    assert post(carol, match_id, "take the silk mill").status_code == 201
    refused = alice.get(f"/api/v1/matches/{match_id}/chat?channel=spectators")
    assert code_of(refused) == (403, "chat_channel_not_allowed")
    for ended in (MatchStatus.FINISHED, MatchStatus.ABORTED):
        Match.objects.filter(pk=match_id).update(status=ended)
        assert texts(alice, match_id, "?channel=spectators") == ["take the silk mill"]
    # Still theirs to read only: players never write there.
    assert code_of(post(alice, match_id, "thanks", channel="spectators"))[1] == (
        "chat_channel_not_allowed"
    )


def test_a_private_match_has_no_chat_for_outsiders(people: dict[str, APIClient]) -> None:
    alice, carol, anon = people["alice"], people["carol"], people["anon"]
    match_id = int(create_match(alice, players=2, private=True)["id"])
    assert post(alice, match_id, "anyone?").status_code == 201
    missing = carol.get("/api/v1/matches/999999/chat")
    assert code_of(missing) == (404, "not_found")
    for client in (carol, anon):
        for response in (
            client.get(f"/api/v1/matches/{match_id}/chat"),
            client.get(f"/api/v1/matches/{match_id}/chat?channel=players"),
            post(client, match_id, "hello"),
        ):
            assert response.status_code in (401, 404)
            if response.status_code == 404:
                # The same body as for a match that does not exist (its id aside).
                body = response.json()
                expected = missing.json()
                assert body["detail"] == expected["detail"].replace("999999", str(match_id))
                assert {k: v for k, v in body.items() if k != "detail"} == {
                    k: v for k, v in expected.items() if k != "detail"
                }
    # Whoever brings the share code watches, and so reads (and writes) the spectators' chat.
    code = alice.post(f"/api/v1/matches/{match_id}/share-code").json()["code"]
    assert post(carol, match_id, "hi, I have the link").status_code == 404
    shared = carol.post(
        f"/api/v1/matches/{match_id}/chat?code={code}", {"text": "hi"}, format="json"
    )
    assert shared.status_code == 201, shared.json()
    assert texts(carol, match_id, f"?code={code}") == ["hi"]


def test_a_players_only_match_has_no_spectators_chat(people: dict[str, APIClient]) -> None:
    alice, carol = people["alice"], people["carol"]
    match_id = int(create_match(alice, players=2, spectators="players")["id"])
    assert post(alice, match_id, "just us").status_code == 201
    assert code_of(carol.get(f"/api/v1/matches/{match_id}/chat")) == (
        403,
        "spectators_not_allowed",
    )
    assert code_of(post(carol, match_id, "hello?")) == (403, "spectators_not_allowed")
    Match.objects.filter(pk=match_id).update(status=MatchStatus.FINISHED)
    refused = alice.get(f"/api/v1/matches/{match_id}/chat?channel=spectators")
    assert code_of(refused) == (403, "spectators_not_allowed")


def test_personal_mutes_hide_an_account_from_its_owner_only(
    people: dict[str, APIClient], match_id: int
) -> None:
    alice, bob, carol, dave = people["alice"], people["bob"], people["carol"], people["dave"]
    assert post(carol, match_id, "first").status_code == 201
    assert post(dave, match_id, "spam").status_code == 201
    muted = dave.post("/api/v1/chat/mutes", {"username": "carol"}, format="json")
    assert muted.status_code == 201, muted.json()
    again = dave.post("/api/v1/chat/mutes", {"username": "CAROL"}, format="json")
    assert (again.status_code, again.json()["id"]) == (200, muted.json()["id"])
    assert texts(dave, match_id) == ["spam"]
    assert texts(people["anon"], match_id) == ["first", "spam"]  # nobody else is affected
    listed = dave.get("/api/v1/chat/mutes").json()
    assert [(m["username"], m["id"]) for m in listed["results"]] == [("carol", muted.json()["id"])]
    assert alice.get("/api/v1/chat/mutes").json()["results"] == []
    # Mutes are their owner's: another account cannot lift them.
    foreign = alice.delete(f"/api/v1/chat/mutes/{muted.json()['id']}")
    assert code_of(foreign) == (404, "not_found")
    assert dave.delete(f"/api/v1/chat/mutes/{muted.json()['id']}").status_code == 204
    assert texts(dave, match_id) == ["first", "spam"]
    # A player's mute works on the players' chat too.
    assert bob.post("/api/v1/chat/mutes", {"username": "alice"}, format="json").status_code == 201
    assert post(alice, match_id, "gl").status_code == 201
    assert texts(bob, match_id) == []
    assert texts(alice, match_id) == ["gl"]
    unknown = bob.post("/api/v1/chat/mutes", {"username": "nobody"}, format="json")
    assert code_of(unknown) == (422, "unknown_account")
    itself = bob.post("/api/v1/chat/mutes", {"username": "bob"}, format="json")
    assert code_of(itself) == (400, "validation_error")


def test_a_site_wide_mute_refuses_posts_with_its_code(
    people: dict[str, APIClient], match_id: int
) -> None:
    carol = people["carol"]
    moderator = User.objects.create_user("mod", is_staff=True)
    chat_services.chat_ban_create(
        moderator=moderator, users=[User.objects.get(username="carol")], until=None
    )
    refused = post(carol, match_id, "let me talk")
    assert code_of(refused) == (403, "chat_muted")
    assert not ChatMessage.objects.exists()
    assert texts(carol, match_id) == []  # reading is still allowed
    # Lifted, the account writes again; every step is in the moderation log.
    chat_services.chat_ban_lift(moderator=moderator, bans=ChatBan.objects.all())
    assert post(carol, match_id, "thanks").status_code == 201
    assert list(ChatModerationLog.objects.order_by("id").values_list("action", flat=True)) == [
        "mute",
        "unmute",
    ]


def test_a_site_wide_mute_for_a_duration_ends_by_itself(
    people: dict[str, APIClient], match_id: int
) -> None:
    from datetime import timedelta

    from django.utils import timezone

    moderator = User.objects.create_user("mod", is_staff=True)
    carol = User.objects.get(username="carol")
    chat_services.chat_ban_create(
        moderator=moderator, users=[carol], until=timezone.now() + timedelta(hours=1)
    )
    assert code_of(post(people["carol"], match_id, "hi")) == (403, "chat_muted")
    ChatBan.objects.filter(user=carol).update(until=timezone.now() - timedelta(seconds=1))
    assert post(people["carol"], match_id, "hi").status_code == 201


def test_hidden_messages_are_gone_for_everyone(people: dict[str, APIClient], match_id: int) -> None:
    alice, bob = people["alice"], people["bob"]
    kept = post(alice, match_id, "gl hf").json()
    rude = post(bob, match_id, "rude words").json()
    moderator = User.objects.create_user("mod", is_staff=True)
    hidden = chat_services.chat_messages_hide(
        moderator=moderator, messages=ChatMessage.objects.filter(pk=rude["id"])
    )
    assert hidden == 1
    for client in (alice, bob):  # its author included
        page = client.get(f"/api/v1/matches/{match_id}/chat").json()
        assert [m["id"] for m in page["results"]] == [kept["id"]]
        assert page["count"] == 1
    entry = ChatModerationLog.objects.get()
    assert (entry.action, entry.moderator, entry.message_id) == ("hide", moderator, rude["id"])


@pytest.mark.parametrize(
    ("text", "field"),
    [("", "text"), ("   \n\t ", "text"), ("x" * (settings.CHAT_MAX_LENGTH + 1), "text")],
)
def test_blank_and_overlong_messages_are_refused(
    people: dict[str, APIClient], match_id: int, text: str, field: str
) -> None:
    refused = post(people["alice"], match_id, text)
    assert code_of(refused) == (400, "validation_error")
    assert field in refused.json()["errors"]
    assert not ChatMessage.objects.exists()


def test_the_longest_message_is_accepted(people: dict[str, APIClient], match_id: int) -> None:
    text = "x" * settings.CHAT_MAX_LENGTH
    assert post(people["alice"], match_id, f" {text} ").json()["text"] == text


def test_posting_is_rate_limited_per_account(people: dict[str, APIClient], match_id: int) -> None:
    rates = {**settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"], "chat": "3/min"}  # type: ignore[dict-item]
    with override_settings(
        REST_FRAMEWORK={**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}
    ):
        for n in range(3):
            assert post(people["alice"], match_id, f"message {n}").status_code == 201
        limited = post(people["alice"], match_id, "one too many")
        assert code_of(limited) == (429, "rate_limited")
        assert int(limited["Retry-After"]) >= 1
        # Per account: another account still writes, and reading is not counted.
        assert post(people["bob"], match_id, "my turn").status_code == 201
        assert len(texts(people["alice"], match_id)) == 4
    assert ChatMessage.objects.filter(author__username="alice").count() == 3


def test_the_list_is_paged_by_a_cursor_oldest_first(
    people: dict[str, APIClient], match_id: int
) -> None:
    alice, bob = people["alice"], people["bob"]
    ids = [post(alice if n % 2 else bob, match_id, f"m{n}").json()["id"] for n in range(5)]
    first = alice.get(f"/api/v1/matches/{match_id}/chat?limit=2").json()
    assert [m["text"] for m in first["results"]] == ["m0", "m1"]
    assert (first["count"], first["previous"]) == (5, None)
    second = alice.get(first["next"]).json()
    assert [m["id"] for m in second["results"]] == ids[2:4]
    assert alice.get(second["previous"]).json()["results"] == first["results"]
    last = alice.get(second["next"]).json()
    assert ([m["text"] for m in last["results"]], last["next"]) == (["m4"], None)
    after = alice.get(f"/api/v1/matches/{match_id}/chat?after={ids[-1]}").json()
    assert after["results"] == []
    bad = alice.get(f"/api/v1/matches/{match_id}/chat?after=-1&limit=0&channel=both")
    assert code_of(bad) == (400, "validation_error")
    assert {"after", "limit", "channel"} <= set(bad.json()["errors"])


def test_the_chat_leaves_with_the_record_only_when_asked(people: dict[str, APIClient]) -> None:
    from games import records
    from games import services as match_services
    from tests.web.test_play_together import finished_match

    match_id = finished_match(["alice", "bob"])
    match = Match.objects.get(pk=match_id)
    users = {name: User.objects.get(username=name) for name in ("alice", "bob", "carol")}
    ChatMessage.objects.create(match=match, author=users["alice"], channel="players", text="gg")
    ChatMessage.objects.create(match=match, author=users["carol"], channel="spectators", text="wow")
    ChatMessage.objects.create(
        match=match, author=users["bob"], channel="players", text="rude", hidden=True
    )
    plain = people["carol"].get(f"/api/v1/matches/{match_id}/record")
    assert plain.status_code == 200, plain.json()
    assert "chat" not in plain.json()
    with_chat = people["carol"].get(f"/api/v1/matches/{match_id}/record?include_chat=true")
    assert [(m["channel"], m["author"], m["text"]) for m in with_chat.json()["chat"]] == [
        ("players", "alice", "gg"),
        ("spectators", "carol", "wow"),
    ]
    bad = people["carol"].get(f"/api/v1/matches/{match_id}/record?include_chat=maybe")
    assert code_of(bad) == (400, "validation_error")
    # A record with its chat still replays and imports (the chat is left aside).
    imported = match_services.match_import(record=with_chat.json())
    assert imported.seq == match.seq
    assert records.replay_record(with_chat.json(), bot_kinds=()).final_state == bytes(
        match.state or b""
    )
