"""Webhook tasks: thin interfaces that take ids and call one service each."""

from __future__ import annotations

from datetime import timedelta

from celery import shared_task
from django.conf import settings

from games import dispatch
from games.webhooks import services


@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=8)
def webhook_fan_out_task(user_ids: list[int]) -> int:
    """Idempotent: the cursor and the one-delivery-per-event constraint absorb duplicates."""
    return services.webhooks_fan_out(user_ids=user_ids)


# No autoretry: a failed attempt is recorded and rescheduled by the service itself, and an
# attempt that dies mid-way falls due again when its claim expires (the beat sweep resends it).
# The hard time limit (prefork pool) stops a receiver that drips its answer byte by byte.
@shared_task(acks_late=True, time_limit=120)
def webhook_delivery_attempt_task(delivery_id: int) -> str | None:
    return services.webhook_delivery_attempt(delivery_id=delivery_id)


@shared_task
def webhook_deliveries_due_task() -> int:
    """Run by Celery beat: one attempt task per pending delivery that is due."""
    due = services.webhook_deliveries_due()
    for delivery_id in due:
        dispatch.enqueue(webhook_delivery_attempt_task, delivery_id)
    return len(due)


@shared_task
def webhook_deliveries_prune_task() -> int:
    """Run by Celery beat: the delivery log keeps WEBHOOK_LOG_RETENTION_DAYS days."""
    retention = timedelta(days=settings.WEBHOOK_LOG_RETENTION_DAYS)
    return services.webhook_deliveries_prune(older_than=retention)
