"""Deliveries for real: user events reach a receiver through the tasks (a Celery worker process
with REDIS_URL set, the embedded thread otherwise), signed; failures are retried, then the
webhook is disabled."""

from __future__ import annotations

from typing import Any

from yokohama_sdk import verify_signature

from games.webhooks.models import Webhook, WebhookDelivery
from tests.conftest import wait_for
from tests.webhooks.conftest import WEBHOOK_TEST_SETTINGS

HUMAN, BOT = 0, 1
MAX_HUMAN_DECISIONS = 200


def create_webhook(client: Any, url: str, events: list[str]) -> dict[str, Any]:
    response = client.post("/api/v1/webhooks", {"url": url, "events": events}, format="json")
    assert response.status_code == 201, response.json()
    return dict(response.json())


def start_match_against_a_bot(client: Any) -> dict[str, Any]:
    body = {"game": "yokohama", "players": 2, "seed": 7, "bots": [{"seat": BOT, "kind": "random"}]}
    response = client.post("/api/v1/matches", body, format="json")
    assert response.status_code == 201, response.json()
    return dict(response.json())


def play_until_the_bot_is_to_move(client: Any, match_id: int) -> int:
    """Decide as the human (first legal action) until only the bot is to move; returns the
    seq at which that happened. The bot may decide at the same time (simultaneous decisions
    at the start), so a stale seq means: look again."""
    for _ in range(MAX_HUMAN_DECISIONS):
        match = client.get(f"/api/v1/matches/{match_id}").json()
        assert match["status"] == "active"
        if HUMAN not in match["to_move"]:
            return int(match["seq"])
        legal = client.get(f"/api/v1/matches/{match_id}/legal-actions").json()
        response = client.post(
            f"/api/v1/matches/{match_id}/actions",
            {"expected_seq": legal["seq"], "action": legal["actions"][0]["notation"]},
            format="json",
        )
        if response.status_code == 409 and response.json()["code"] == "stale_state":
            continue
        assert response.status_code == 201, response.json()
    raise AssertionError("the human's turn did not end")


def test_a_bots_move_that_makes_it_your_turn_reaches_the_receiver_signed(
    make_user: Any, client_for: Any, receiver: Any, task_runner: Any
) -> None:
    user, token = make_user("hook-human")
    client = client_for(token)
    webhook = create_webhook(client, receiver.url, ["your_turn"])
    match = start_match_against_a_bot(client)
    handed_over_at = play_until_the_bot_is_to_move(client, match["id"])

    def your_turn_after_the_bot() -> Any:
        for request in receiver.received():
            if request.json()["data"]["seq"] > handed_over_at:
                return request
        return None

    request = wait_for(your_turn_after_the_bot, timeout=60)
    event = request.json()
    assert event["type"] == "your_turn"
    assert event["data"]["match_id"] == match["id"]
    assert event["data"]["game"] == "yokohama"
    assert event["data"]["tournament_id"] is None
    # The seq it announces is the bot's decision, and it is the human's turn there.
    log = client.get(f"/api/v1/matches/{match['id']}/actions", {"after": handed_over_at}).json()
    by_seq = {entry["seq"]: entry for entry in log["results"]}
    assert by_seq[event["data"]["seq"]]["seat"] == BOT
    assert request.path == "/hooks/yokohama"
    assert request.headers["Content-Type"] == "application/json"
    assert verify_signature(webhook["secret"], request.headers, request.body)
    assert not verify_signature(webhook["secret"], request.headers, request.body + b"\n")
    # Only the subscribed kind arrives (match_started was recorded too), each event once.
    kinds = {r.json()["type"] for r in receiver.received()}
    assert kinds == {"your_turn"}
    ids = [r.json()["id"] for r in receiver.received()]
    assert len(ids) == len(set(ids))

    def logged_as_delivered() -> Any:
        page = client.get(f"/api/v1/webhooks/{webhook['id']}/deliveries").json()
        found = [d for d in page["results"] if d["event_id"] == event["id"]]
        return found[0] if found and found[0]["status"] == "delivered" else None

    delivery = wait_for(logged_as_delivered, timeout=30)
    assert delivery["attempts"] == 1
    assert delivery["last_status_code"] == 204
    assert delivery["payload"] == event
    assert request.headers["Webhook-Id"] == str(delivery["id"])
    assert user.events.filter(pk=event["id"], kind="your_turn").exists()


def test_a_receiver_answering_500_is_retried_then_the_webhook_is_disabled(
    make_user: Any, client_for: Any, make_receiver: Any, task_runner: Any
) -> None:
    failing = make_receiver(500)
    _, token = make_user("hook-failing")
    client = client_for(token)
    webhook = create_webhook(client, failing.url, ["match_started"])
    start_match_against_a_bot(client)

    def disabled() -> Any:
        listed = client.get("/api/v1/webhooks").json()["results"]
        return listed[0] if not listed[0]["active"] else None

    shown = wait_for(disabled, timeout=60)
    attempts = WEBHOOK_TEST_SETTINGS["WEBHOOK_MAX_ATTEMPTS"]
    assert shown["disabled_at"] is not None
    assert f"failed {attempts} times" in shown["disabled_reason"]
    assert "HTTP 500" in shown["disabled_reason"]
    assert shown["consecutive_failures"] == attempts

    received = failing.received()
    assert len(received) == attempts  # retried, each attempt counted, then given up
    assert len({r.headers["Webhook-Id"] for r in received}) == 1  # one delivery, retried
    assert {r.body for r in received} == {received[0].body}
    for request in received:
        assert verify_signature(webhook["secret"], request.headers, request.body)
    page = client.get(f"/api/v1/webhooks/{webhook['id']}/deliveries").json()
    assert page["count"] == 1
    delivery = page["results"][0]
    assert delivery["status"] == "failed"
    assert delivery["attempts"] == attempts
    assert delivery["last_status_code"] == 500
    assert delivery["last_error"] == "HTTP 500"
    assert delivery["next_attempt_at"] is None

    # A disabled webhook gets nothing more: a new match announces nothing to it.
    task_runner()
    start_match_against_a_bot(client)
    task_runner()
    assert len(failing.received()) == attempts
    assert WebhookDelivery.objects.filter(webhook_id=webhook["id"]).count() == 1
    assert Webhook.objects.get(pk=webhook["id"]).active is False
