"""notification_settings_retrieve / notification_settings_update: your own settings, opt-in,
the address checked, `read` to read and `play` to change."""

from __future__ import annotations

from typing import Any

from games import services as account_services
from games.models import UserEvent
from games.notifications.models import NotificationSettings

URL = "/api/v1/notifications/settings"


def test_email_is_off_until_turned_on(make_user: Any, client_for: Any) -> None:
    user, token = make_user("api-alice")
    client = client_for(token)
    assert client.get(URL).json() == {
        "email": "",
        "sends_to": None,
        "email_enabled": False,
        "your_turn": True,
        "invitations": True,
        "results": True,
    }
    assert not NotificationSettings.objects.exists()  # reading writes nothing

    changed = client.patch(
        URL, {"email": "alice@example.org", "email_enabled": True, "results": False}
    )
    assert changed.status_code == 200, changed.json()
    expected = {
        "email": "alice@example.org",
        "sends_to": "alice@example.org",
        "email_enabled": True,
        "your_turn": True,
        "invitations": True,
        "results": False,
    }
    assert changed.json() == expected
    assert client.get(URL).json() == expected
    row = NotificationSettings.objects.get(user=user)
    assert row.enabled_at is not None
    latest = UserEvent.objects.filter(user=user).order_by("pk").last()
    assert row.cursor == (latest.pk if latest else 0)

    # An empty address means the account's; only the fields sent change.
    user.email = "account@example.org"
    user.save(update_fields=["email"])
    again = client.patch(URL, {"email": ""}).json()
    assert again == {**expected, "email": "", "sends_to": "account@example.org"}
    assert client.patch(URL, {"email_enabled": False}).json()["email_enabled"] is False


def test_a_bad_address_or_email_without_one_is_a_validation_error(
    make_user: Any, client_for: Any
) -> None:
    _, token = make_user("api-bad")
    client = client_for(token)
    for body, field in (
        ({"email": "not an address"}, "email"),
        ({"email": 5}, "email"),
        ({"email_enabled": "yes"}, "email_enabled"),
        ({"email_enabled": True}, "email"),  # neither an address here nor on the account
        ({"unknown": 1}, "unknown"),
    ):
        response = client.patch(URL, body)
        assert response.status_code == 400, body
        problem = response.json()
        assert problem["code"] == "validation_error"
        assert field in problem["errors"], problem
    assert client.get(URL).json()["email_enabled"] is False


def test_reading_needs_read_and_changing_play(make_user: Any, client_for: Any) -> None:
    user, _ = make_user("api-scopes")
    read_only = client_for(account_services.token_create(user=user, scopes=["read"]))
    assert read_only.get(URL).status_code == 200
    refused = read_only.patch(URL, {"your_turn": False})
    assert refused.status_code == 403
    assert refused.json()["code"] == "insufficient_scope"
    assert "`play`" in refused.json()["detail"]
    assert NotificationSettings.objects.filter(user=user).count() == 0

    anonymous = client_for(None)
    for response in (anonymous.get(URL), anonymous.patch(URL, {"your_turn": False})):
        assert response.status_code == 401
        assert response.json()["code"] == "not_authenticated"


def test_each_account_sees_only_its_own_settings(make_user: Any, client_for: Any) -> None:
    _, alice_token = make_user("api-own-a")
    _, bob_token = make_user("api-own-b")
    client_for(alice_token).patch(URL, {"email": "a@example.org", "email_enabled": True})
    bob = client_for(bob_token).get(URL).json()
    assert bob["email_enabled"] is False
    assert bob["sends_to"] is None
