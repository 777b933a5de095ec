"""Webhook reads for the API: an account sees only its own webhooks."""

from __future__ import annotations

from django.db.models import QuerySet
from django.utils.translation import gettext as _

from games.errors import ApplicationError, ErrorCode
from games.models import User
from games.webhooks.models import Webhook, WebhookDelivery


def webhook_get(*, user: User, webhook_id: int) -> Webhook:
    """The caller's own webhook; anybody else's is not found (its existence is not told)."""
    webhook = Webhook.objects.filter(pk=webhook_id, user=user).first()
    if webhook is None:
        raise ApplicationError(
            ErrorCode.NOT_FOUND,
            _("You have no webhook %(webhook_id)s.") % {"webhook_id": webhook_id},
        )
    return webhook


def webhook_list(*, user: User) -> QuerySet[Webhook]:
    return Webhook.objects.filter(user=user).order_by("pk")


def webhook_deliveries(
    *, user: User, webhook_id: int, status: str | None = None
) -> QuerySet[WebhookDelivery]:
    webhook = webhook_get(user=user, webhook_id=webhook_id)
    deliveries = WebhookDelivery.objects.filter(webhook=webhook)
    if status:
        deliveries = deliveries.filter(status=status)
    return deliveries.order_by("-pk")
