"""Notification tasks: thin interfaces that take ids and call one service each."""

from __future__ import annotations

from celery import shared_task

from games.notifications import services


# Idempotent: the cursor, the one-notice-per-event constraint and the claim before sending
# absorb duplicates. A mail the backend refuses is rescheduled by the service itself, with a
# delay; autoretry covers the rest (the database away while deciding).
@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=8)
def notifications_send_task(user_id: int) -> int:
    """Mail the account's new user events; returns how many mails were sent."""
    return services.notifications_send(user_id=user_id).sent
