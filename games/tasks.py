"""Celery tasks: thin interfaces that take ids and call one service each."""

from __future__ import annotations

import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.core.cache import cache

from games import dispatch, services

logger = logging.getLogger(__name__)


@shared_task(
    acks_late=True,
    autoretry_for=(Exception,),
    retry_backoff=True,
    retry_backoff_max=60,
    max_retries=8,
)
def bot_take_turn_task(match_id: int, expected_seq: int) -> bool:
    """At-least-once: a duplicate or late delivery finds the seq moved on and does nothing."""
    acted = services.bot_take_turn(match_id=match_id, expected_seq=expected_seq)
    logger.info("bot turn", extra={"match_id": match_id, "seq": expected_seq, "acted": acted})
    return acted


@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=8)
def match_timeout_task(match_id: int, expected_seq: int) -> int:
    return services.match_timeout(match_id=match_id, expected_seq=expected_seq)


@shared_task
def match_deadlines_check_task() -> int:
    """Run by Celery beat: one timeout task per match past its deadline, and the tasks lost
    with the broker enqueued again (a bot turn waited on too long, a finished match without
    results). Returns how many tasks it sent; -1 when another sweep holds the lock.

    A second beat (two deployments, or a restart overlapping the old one) would fire this
    twice: the lock lets one sweep per interval through. Sending twice would be harmless
    anyway (each task checks the seq or the results under the match's row lock).
    """
    if not sweep_lock("match-deadlines", settings.DEADLINE_CHECK_SECONDS):
        return -1
    due = services.due_deadlines()
    for match_id, seq in due:
        dispatch.enqueue(match_timeout_task, match_id, seq)
    stall = timedelta(seconds=settings.BOT_TURN_STALL_SECONDS)
    stalled = services.stalled_bot_turns(older_than=stall)
    for match_id, seq in stalled:
        dispatch.enqueue(bot_take_turn_task, match_id, seq)
    unfinalized = services.unfinalized_matches(older_than=stall)
    for match_id in unfinalized:
        dispatch.enqueue(match_finalize_task, match_id)
    if stalled or unfinalized:
        logger.info(
            "lost tasks enqueued again",
            extra={"bot_turns": len(stalled), "finalize": len(unfinalized)},
        )
    return len(due) + len(stalled) + len(unfinalized)


def sweep_lock(name: str, interval_seconds: float) -> bool:
    """True for the first caller in this interval (the cache is shared: Redis in production)."""
    # Slightly shorter than the interval, so the next scheduled run always gets through.
    hold = max(1, int(interval_seconds * 0.8))
    return bool(cache.add(f"sweep-lock:{name}", 1, timeout=hold))


@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=8)
def match_finalize_task(match_id: int) -> None:
    services.match_finalize(match_id=match_id)
