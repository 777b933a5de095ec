"""Fan-out and delivery bookkeeping, driven service by service (no task runs here: the test
transaction never commits, so nothing is enqueued)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from games import events
from games.models import UserEvent, UserEventKind
from games.webhooks import services
from games.webhooks.models import DeliveryStatus, Webhook, WebhookDelivery

ROUND = UserEventKind.TOURNAMENT_ROUND_STARTED


def announce(user: Any, *tournament_ids: int) -> list[int]:
    for tournament_id in tournament_ids:
        events.user_events_create(user_ids=[user.pk], kind=ROUND, tournament_id=tournament_id)
    found = UserEvent.objects.filter(user=user, tournament_id__in=tournament_ids)
    return list(found.order_by("pk").values_list("pk", flat=True))


def delivered_events(webhook: Webhook) -> list[int]:
    return sorted(
        WebhookDelivery.objects.filter(webhook=webhook).values_list("event_id", flat=True)
    )


def test_fan_out_is_idempotent_and_a_lost_notice_is_caught_up(
    make_user: Any, receiver: Any
) -> None:
    user, _ = make_user("fan-alice")
    announce(user, 1)  # before the webhook: never delivered
    webhook = services.webhook_create(user=user, url=receiver.url)
    first = announce(user, 2, 3)
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 2
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 0  # a duplicate task
    assert delivered_events(webhook) == first
    webhook.refresh_from_db()
    assert webhook.cursor == first[-1]

    # Two more events whose notices were lost: the next fan-out delivers both.
    later = announce(user, 4, 5)
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 2
    assert delivered_events(webhook) == first + later
    payloads = [d.payload for d in WebhookDelivery.objects.filter(webhook=webhook).order_by("pk")]
    assert [p["data"]["tournament_id"] for p in payloads] == [2, 3, 4, 5]
    assert all(p["type"] == "tournament_round_started" for p in payloads)


def test_an_event_committed_after_a_later_one_is_still_delivered(
    make_user: Any, receiver: Any
) -> None:
    """A transaction can commit after another with a higher event id: the cursor already
    passed it, and the fan-out's second look finds it."""
    user, _ = make_user("fan-late")
    elsewhere, _ = make_user("fan-elsewhere")
    webhook = services.webhook_create(user=user, url=receiver.url)
    # Event 6 is not visible yet (here: it belongs to another account) when 7 is fanned out.
    (late,) = announce(elsewhere, 6)
    (early,) = announce(user, 7)
    assert late < early
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 1
    webhook.refresh_from_db()
    assert webhook.cursor == early
    UserEvent.objects.filter(pk=late).update(user=user)  # now it is "committed"
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 1
    assert delivered_events(webhook) == [late, early]
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 0


def test_only_subscribed_kinds_of_the_own_account_are_delivered(
    make_user: Any, receiver: Any
) -> None:
    alice, _ = make_user("fan-kinds")
    bob, _ = make_user("fan-bob")
    webhook = services.webhook_create(user=alice, url=receiver.url, events=["match_finished"])
    events.user_events_create(user_ids=[alice.pk, bob.pk], kind=UserEventKind.MATCH_FINISHED)
    events.user_events_create(user_ids=[alice.pk], kind=ROUND, tournament_id=1)
    assert services.webhooks_fan_out(user_ids=[alice.pk, bob.pk]) == 1
    (delivery,) = WebhookDelivery.objects.filter(webhook=webhook)
    assert delivery.kind == "match_finished"
    assert delivery.event.user_id == alice.pk
    webhook.refresh_from_db()
    assert webhook.cursor == UserEvent.objects.filter(user=alice).latest("pk").pk


def test_consecutive_failures_across_deliveries_disable_and_a_success_resets_them(
    make_user: Any, make_receiver: Any, settings: Any
) -> None:
    settings.WEBHOOK_MAX_ATTEMPTS = 10
    settings.WEBHOOK_DISABLE_AFTER_FAILURES = 3
    settings.WEBHOOK_RETRY_BASE_SECONDS = 60
    target = make_receiver(500)
    user, _ = make_user("fan-flaky")
    webhook = services.webhook_create(user=user, url=target.url)
    announce(user, 1, 2, 3, 4)
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 4
    d1, d2, d3, d4 = WebhookDelivery.objects.filter(webhook=webhook).order_by("pk")

    def attempt(delivery: WebhookDelivery) -> str | None:
        return services.webhook_delivery_attempt(delivery_id=delivery.pk)

    assert attempt(d1) == DeliveryStatus.PENDING
    assert attempt(d1) is None  # its retry is not due yet: nothing is sent
    assert len(target.received()) == 1
    d1.refresh_from_db()
    assert d1.attempts == 1
    retry_at = d1.next_attempt_at
    assert retry_at is not None
    assert retry_at > timezone.now()
    assert attempt(d2) == DeliveryStatus.PENDING
    target.status = 204
    assert attempt(d3) == DeliveryStatus.DELIVERED
    webhook.refresh_from_db()
    assert webhook.consecutive_failures == 0  # reset by the success

    target.status = 503
    WebhookDelivery.objects.filter(pk__in=[d1.pk, d2.pk]).update(next_attempt_at=timezone.now())
    assert attempt(d1) == DeliveryStatus.PENDING
    assert attempt(d2) == DeliveryStatus.PENDING
    assert attempt(d4) == DeliveryStatus.FAILED  # the third failure in a row
    webhook.refresh_from_db()
    assert webhook.active is False
    assert webhook.disabled_reason.startswith("3 failed attempts in a row")
    assert "HTTP 503" in webhook.disabled_reason
    statuses = dict(WebhookDelivery.objects.filter(webhook=webhook).values_list("pk", "status"))
    assert statuses == {d1.pk: "failed", d2.pk: "failed", d3.pk: "delivered", d4.pk: "failed"}
    d2.refresh_from_db()
    assert d2.last_error.startswith("webhook disabled: 3 failed attempts")
    # Disabled: no fan-out, no attempt.
    announce(user, 5)
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 0
    sent = len(target.received())
    assert attempt(d1) is None
    assert len(target.received()) == sent == 6


def test_backoff_doubles_up_to_the_cap(settings: Any) -> None:
    settings.WEBHOOK_RETRY_BASE_SECONDS = 30
    settings.WEBHOOK_RETRY_MAX_DELAY_SECONDS = 3600
    delays = [services.retry_delay(n) for n in range(1, 13)]
    assert delays[:8] == [30, 60, 120, 240, 480, 960, 1920, 3600]
    assert delays[8:] == [3600] * 4
    assert timedelta(seconds=sum(delays)) > timedelta(hours=6)


def test_a_redirect_is_a_failure_and_not_followed(make_user: Any, make_receiver: Any) -> None:
    target = make_receiver(307)
    user, _ = make_user("fan-redirect")
    webhook = services.webhook_create(user=user, url=target.url)
    announce(user, 1)
    services.webhooks_fan_out(user_ids=[user.pk])
    delivery = WebhookDelivery.objects.get(webhook=webhook)
    assert services.webhook_delivery_attempt(delivery_id=delivery.pk) == DeliveryStatus.PENDING
    delivery.refresh_from_db()
    assert delivery.last_status_code == 307
    assert "redirects are not followed" in delivery.last_error
    assert len(target.received()) == 1


def test_the_listener_enqueues_only_for_accounts_with_an_active_webhook(
    make_user: Any, receiver: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from games import dispatch

    enqueued: list[tuple[Any, ...]] = []
    monkeypatch.setattr(dispatch, "enqueue", lambda task, *args: enqueued.append(args))
    with_hook, _ = make_user("listen-hook")
    without, _ = make_user("listen-none")
    webhook = services.webhook_create(user=with_hook, url=receiver.url)
    services.user_events_committed([without.pk])
    assert enqueued == []
    services.user_events_committed([without.pk, with_hook.pk])
    assert enqueued == [([with_hook.pk],)]
    services.webhook_disable(webhook_id=webhook.pk, reason="test")
    services.user_events_committed([with_hook.pk])
    assert enqueued == [([with_hook.pk],)]


def test_the_admin_lists_disables_and_re_enables(
    make_user: Any, receiver: Any, admin_client: Any
) -> None:
    user, _ = make_user("admin-hook")
    webhook = services.webhook_create(user=user, url=receiver.url)
    announce(user, 1)
    services.webhooks_fan_out(user_ids=[user.pk])
    changelist = "/admin/webhooks/webhook/"
    page = admin_client.get(changelist, {"active__exact": "1"})
    assert page.status_code == 200
    assert receiver.url in page.content.decode()
    detail = admin_client.get(f"{changelist}{webhook.pk}/change/")
    assert detail.status_code == 200
    assert "tournament_round_started" in detail.content.decode()  # the deliveries inline
    assert webhook.secret not in detail.content.decode()
    log = admin_client.get("/admin/webhooks/webhookdelivery/", {"webhook__id__exact": webhook.pk})
    assert log.status_code == 200
    assert "1 webhook delivery" in log.content.decode()

    admin_client.post(changelist, {"action": "disable_webhooks", "_selected_action": [webhook.pk]})
    webhook.refresh_from_db()
    assert webhook.active is False
    assert "in the admin" in webhook.disabled_reason
    assert WebhookDelivery.objects.get(webhook=webhook).status == "failed"

    announce(user, 2)  # missed while disabled: not sent after re-enabling
    admin_client.post(changelist, {"action": "enable_webhooks", "_selected_action": [webhook.pk]})
    webhook.refresh_from_db()
    assert webhook.active is True
    assert webhook.disabled_reason == ""
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 0
    announce(user, 3)
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 1


def test_the_sweep_resends_only_overdue_deliveries_of_active_webhooks(
    make_user: Any, receiver: Any
) -> None:
    user, _ = make_user("sweep-alice")
    other, _ = make_user("sweep-bob")
    webhook = services.webhook_create(user=user, url=receiver.url)
    disabled = services.webhook_create(user=other, url=receiver.url)
    announce(user, 1, 2, 3, 4)
    announce(other, 5)
    services.webhooks_fan_out(user_ids=[user.pk, other.pk])
    overdue, recent, delivered, lost = WebhookDelivery.objects.filter(webhook=webhook).order_by(
        "pk"
    )
    now = timezone.now()
    long_ago = now - services.SWEEP_GRACE - timedelta(seconds=5)
    WebhookDelivery.objects.filter(pk=overdue.pk).update(next_attempt_at=long_ago)
    WebhookDelivery.objects.filter(pk=recent.pk).update(next_attempt_at=now)  # still queued
    WebhookDelivery.objects.filter(pk=delivered.pk).update(
        status=DeliveryStatus.DELIVERED, next_attempt_at=long_ago
    )
    # An attempt whose worker died: its claim ran out.
    WebhookDelivery.objects.filter(pk=lost.pk).update(next_attempt_at=long_ago, attempts=1)
    WebhookDelivery.objects.filter(webhook=disabled).update(next_attempt_at=long_ago)
    services.webhook_disable(webhook_id=disabled.pk, reason="test")

    assert services.webhook_deliveries_due() == [overdue.pk, lost.pk]
    assert services.webhook_delivery_attempt(delivery_id=lost.pk) == DeliveryStatus.DELIVERED
    lost.refresh_from_db()
    assert lost.attempts == 2
    assert [r.json()["id"] for r in receiver.received()] == [lost.event_id]


def test_pruning_keeps_pending_and_recent_deliveries(make_user: Any, receiver: Any) -> None:
    user, _ = make_user("prune-alice")
    webhook = services.webhook_create(user=user, url=receiver.url)
    announce(user, 1, 2, 3, 4)
    services.webhooks_fan_out(user_ids=[user.pk])
    old_done, old_failed, old_pending, new_done = WebhookDelivery.objects.filter(
        webhook=webhook
    ).order_by("pk")
    old = timezone.now() - timedelta(days=31)
    aged = [old_done, old_failed, old_pending]
    WebhookDelivery.objects.filter(pk__in=[d.pk for d in aged]).update(created_at=old)
    UserEvent.objects.filter(pk__in=[d.event_id for d in aged]).update(created_at=old)
    WebhookDelivery.objects.filter(pk__in=[old_done.pk, new_done.pk]).update(status="delivered")
    WebhookDelivery.objects.filter(pk=old_failed.pk).update(status="failed")
    assert services.webhook_deliveries_prune(older_than=timedelta(days=30)) == 2
    left = set(WebhookDelivery.objects.filter(webhook=webhook).values_list("pk", flat=True))
    assert left == {old_pending.pk, new_done.pk}
    # A pruned delivery's event is never sent again.
    assert services.webhooks_fan_out(user_ids=[user.pk]) == 0


def test_a_tournament_round_and_its_table_are_announced_with_their_game(
    make_user: Any, receiver: Any
) -> None:
    from games.tournaments import services as tournaments

    player, _ = make_user("cup-player")
    webhook = services.webhook_create(
        user=player, url=receiver.url, events=["tournament_round_started", "match_started"]
    )
    cup = tournaments.tournament_create(
        name="Webhook cup", game="yokohama", table_size=2, rounds=1, seed=3
    )
    tournaments.tournament_register(tournament_id=cup.pk, user=player)
    tournaments.tournament_bots_register(tournament_id=cup.pk, kind="random", count=1)
    tournaments.tournament_round_start(tournament_id=cup.pk)
    assert services.webhooks_fan_out(user_ids=[player.pk]) == 2
    payloads = {
        d.kind: d.payload for d in WebhookDelivery.objects.filter(webhook=webhook).order_by("pk")
    }
    round_started = payloads["tournament_round_started"]["data"]
    assert round_started == {
        "match_id": None,
        "seq": None,
        "tournament_id": cup.pk,
        "invitation_id": None,
        "seek_id": None,
        "game": "yokohama",
    }
    table = cup.tables.get()
    match_started = payloads["match_started"]["data"]
    assert (match_started["match_id"], match_started["seq"]) == (table.match_id, 0)
    assert match_started["game"] == "yokohama"


def test_an_invitation_and_its_answer_are_delivered_with_the_invitation(
    make_user: Any, receiver: Any
) -> None:
    from games import invitations
    from games import services as matches

    alice, _ = make_user("hook-alice")
    bob, _ = make_user("hook-bob")
    to_bob = services.webhook_create(user=bob, url=receiver.url, events=["invited"])
    to_alice = services.webhook_create(user=alice, url=receiver.url)
    match = matches.match_create(creator=alice, game="yokohama", players=2, invite=["hook-bob"])
    invitation = match.invitations.get()
    invitations.invitation_decline(invitation_id=invitation.pk, user=bob)
    assert services.webhooks_fan_out(user_ids=[alice.pk, bob.pk]) == 2
    (invited,) = WebhookDelivery.objects.filter(webhook=to_bob)
    assert invited.payload["type"] == "invited"
    assert invited.payload["data"]["invitation_id"] == invitation.pk
    assert invited.payload["data"]["match_id"] == match.pk
    assert invited.payload["data"]["game"] == "yokohama"
    (declined,) = WebhookDelivery.objects.filter(webhook=to_alice)
    assert declined.payload["type"] == "invitation_declined"
    assert declined.payload["data"]["invitation_id"] == invitation.pk
