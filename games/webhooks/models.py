"""Webhooks: per-account HTTP subscriptions to the account's user events, and their deliveries."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from games.models import UserEvent, UserEventKind


def all_event_kinds() -> list[str]:
    return [kind.value for kind in UserEventKind]


class Webhook(models.Model):
    """An account's subscription: its user events of `events` kinds are POSTed to `url`.

    `cursor` is the last UserEvent id fanned out to deliveries; the fan-out reads on from it,
    so a lost notice only delays events until the account's next one.
    """

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="webhooks"
    )
    url = models.URLField(max_length=2000, help_text="The receiver: http(s), a public address.")
    events = models.JSONField(
        default=all_event_kinds, help_text="User event kinds delivered (all by default)."
    )
    secret = models.CharField(
        max_length=100, help_text="Signs every delivery (HMAC-SHA256); shown once at creation."
    )
    active = models.BooleanField(default=True)
    disabled_at = models.DateTimeField(null=True, blank=True)
    disabled_reason = models.CharField(max_length=300, blank=True, default="")
    consecutive_failures = models.PositiveIntegerField(
        default=0, help_text="Failed attempts in a row, across deliveries (a success resets it)."
    )
    cursor = models.BigIntegerField(default=0, help_text="Last user event id fanned out.")
    enabled_at = models.DateTimeField(
        help_text="Creation or last re-enabling: earlier events are never delivered."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("id",)
        indexes = [
            # The listener's one query after every commit with user events.
            models.Index(
                fields=("user",), condition=models.Q(active=True), name="webhook_active_user"
            ),
        ]

    def __str__(self) -> str:
        return f"webhook {self.pk} of {self.user_id} -> {self.url}"


class DeliveryStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    DELIVERED = "delivered", "Delivered"
    FAILED = "failed", "Failed"


class WebhookDelivery(models.Model):
    """One user event to one webhook: attempted until a 2xx answer or until it gives up."""

    webhook = models.ForeignKey(Webhook, on_delete=models.CASCADE, related_name="deliveries")
    event = models.ForeignKey(UserEvent, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=32, choices=UserEventKind.choices)
    payload = models.JSONField(help_text="The JSON body POSTed (fixed at fan-out).")
    status = models.CharField(
        max_length=16, choices=DeliveryStatus.choices, default=DeliveryStatus.PENDING
    )
    attempts = models.PositiveIntegerField(default=0)
    last_status_code = models.PositiveIntegerField(null=True, blank=True)
    last_error = models.CharField(max_length=500, blank=True, default="")
    next_attempt_at = models.DateTimeField(
        null=True, blank=True, help_text="When a pending delivery is due (or its claim expires)."
    )
    delivered_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("-id",)
        constraints = [
            models.UniqueConstraint(fields=("webhook", "event"), name="webhookdelivery_once"),
        ]
        indexes = [
            # The sweep of due retries.
            models.Index(
                fields=("next_attempt_at",),
                condition=models.Q(status="pending"),
                name="webhookdelivery_due",
            ),
        ]

    def __str__(self) -> str:
        return f"delivery {self.pk} of event {self.event_id} to webhook {self.webhook_id}"
