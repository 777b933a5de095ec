"""webhook_create / webhook_list / webhook_delete / webhook_deliveries: an account sees and
touches only its own webhooks."""

from __future__ import annotations

from typing import Any

import pytest

from games import events
from games.models import UserEventKind
from games.webhooks import services
from games.webhooks.models import Webhook, WebhookDelivery

ALL_KINDS = [kind.value for kind in UserEventKind]


def create(client: Any, url: str, **body: Any) -> Any:
    return client.post("/api/v1/webhooks", {"url": url, **body}, format="json")


def test_create_shows_the_secret_once_and_list_never(
    make_user: Any, client_for: Any, receiver: Any
) -> None:
    _, token = make_user("api-alice")
    client = client_for(token)
    response = create(client, receiver.url, events=["your_turn", "match_finished"])
    assert response.status_code == 201, response.json()
    created = response.json()
    assert created["secret"].startswith("whsec_")
    assert len(created["secret"]) > 40
    assert created["url"] == receiver.url
    assert created["events"] == ["your_turn", "match_finished"]
    assert created["active"] is True
    assert created["disabled_reason"] == ""
    assert created["consecutive_failures"] == 0

    listed = client.get("/api/v1/webhooks").json()["results"]
    assert [w["id"] for w in listed] == [created["id"]]
    assert "secret" not in listed[0]
    assert listed[0] == {k: v for k, v in created.items() if k != "secret"}

    everything = create(client, receiver.url).json()
    assert everything["events"] == ALL_KINDS  # the default
    assert everything["secret"] != created["secret"]
    assert [w["id"] for w in client.get("/api/v1/webhooks").json()["results"]] == [
        created["id"],
        everything["id"],
    ]


def test_delete_and_ownership(make_user: Any, client_for: Any, receiver: Any) -> None:
    _, alice_token = make_user("api-owner")
    _, bob_token = make_user("api-other")
    alice, bob = client_for(alice_token), client_for(bob_token)
    webhook_id = create(alice, receiver.url).json()["id"]

    assert bob.get("/api/v1/webhooks").json()["results"] == []
    for response in (
        bob.delete(f"/api/v1/webhooks/{webhook_id}"),
        bob.get(f"/api/v1/webhooks/{webhook_id}/deliveries"),
    ):
        assert response.status_code == 404
        assert response.json()["code"] == "not_found"
    assert Webhook.objects.filter(pk=webhook_id).exists()

    assert alice.delete(f"/api/v1/webhooks/{webhook_id}").status_code == 204
    assert alice.get("/api/v1/webhooks").json()["results"] == []
    again = alice.delete(f"/api/v1/webhooks/{webhook_id}")
    assert again.status_code == 404
    assert again.json()["code"] == "not_found"


def test_anonymous_callers_are_refused(client_for: Any, db: None) -> None:
    anonymous = client_for(None)
    for response in (
        anonymous.get("/api/v1/webhooks"),
        create(anonymous, "http://127.0.0.1:9/x"),
        anonymous.delete("/api/v1/webhooks/1"),
        anonymous.get("/api/v1/webhooks/1/deliveries"),
    ):
        assert response.status_code == 401
        assert response.json()["code"] == "not_authenticated"


def test_a_read_only_token_reads_but_cannot_subscribe(
    make_user: Any, client_for: Any, receiver: Any
) -> None:
    from games import services as accounts

    user, _ = make_user("hook-reader")
    reader = client_for(accounts.token_create(user=user, scopes=["read"]))
    assert reader.get("/api/v1/webhooks").status_code == 200
    refused = create(reader, receiver.url)
    assert refused.status_code == 403, refused.json()
    assert refused.json()["code"] == "insufficient_scope"
    assert "`play`" in refused.json()["detail"]
    assert not Webhook.objects.filter(user=user).exists()


@pytest.mark.parametrize(
    "body",
    [
        {"url": "not a url"},
        {"url": "http://127.0.0.1:9/x", "events": []},
        {"url": "http://127.0.0.1:9/x", "events": ["your_turn", "coffee_break"]},
        {"events": ["your_turn"]},
    ],
)
def test_invalid_input_is_a_validation_error(
    body: dict[str, Any], make_user: Any, client_for: Any
) -> None:
    _, token = make_user("api-invalid")
    response = client_for(token).post("/api/v1/webhooks", body, format="json")
    assert response.status_code == 400
    assert response.json()["code"] == "validation_error"


def test_an_account_has_a_limited_number_of_webhooks(
    make_user: Any, client_for: Any, receiver: Any, settings: Any
) -> None:
    settings.WEBHOOK_MAX_PER_USER = 2
    _, token = make_user("api-many")
    client = client_for(token)
    assert create(client, receiver.url).status_code == 201
    assert create(client, receiver.url).status_code == 201
    refused = create(client, receiver.url)
    assert refused.status_code == 409
    assert refused.json()["code"] == "too_many_webhooks"
    assert len(client.get("/api/v1/webhooks").json()["results"]) == 2


def test_deliveries_lists_the_log_newest_first_with_filters(
    make_user: Any, client_for: Any, receiver: Any
) -> None:
    user, token = make_user("api-log")
    client = client_for(token)
    webhook = create(client, receiver.url, events=["tournament_round_started"]).json()
    for tournament_id in (11, 12, 13):
        events.user_events_create(
            user_ids=[user.pk],
            kind=UserEventKind.TOURNAMENT_ROUND_STARTED,
            tournament_id=tournament_id,
        )
    # A kind the webhook does not subscribe to is not delivered.
    events.user_events_create(user_ids=[user.pk], kind=UserEventKind.MATCH_FINISHED)
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 3

    url = f"/api/v1/webhooks/{webhook['id']}/deliveries"
    page = client.get(url, {"limit": 2}).json()
    assert page["count"] == 3
    assert page["next"] is not None
    first = page["results"]
    assert [d["payload"]["data"]["tournament_id"] for d in first] == [13, 12]
    delivery = first[0]
    assert delivery["status"] == "pending"
    assert delivery["attempts"] == 0
    assert delivery["kind"] == "tournament_round_started"
    assert delivery["payload"]["type"] == "tournament_round_started"
    assert delivery["payload"]["id"] == delivery["event_id"]
    assert set(delivery["payload"]["data"]) == {
        "match_id",
        "seq",
        "tournament_id",
        "invitation_id",
        "seek_id",
        "game",
    }
    rest = client.get(url, {"limit": 2, "offset": 2}).json()["results"]
    assert [d["payload"]["data"]["tournament_id"] for d in rest] == [11]

    WebhookDelivery.objects.filter(pk=delivery["id"]).update(status="delivered")
    delivered = client.get(url, {"status": "delivered"}).json()
    assert [d["id"] for d in delivered["results"]] == [delivery["id"]]
    bad = client.get(url, {"status": "lost"})
    assert bad.status_code == 400
    assert bad.json()["code"] == "validation_error"
