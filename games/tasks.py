"""Celery tasks: thin interfaces that take ids and call one service each."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
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
    results). Returns how many tasks it sent; -1 when another sweep was running.

    A second beat (a restart overlapping the old one, two deployments) fires this twice: the
    lock keeps two sweeps from running at once, and a second sweep changes nothing, since
    each task it sends checks the seq or the results under the match's row lock.
    """
    with sweep_lock("match-deadlines") as acquired:
        if not acquired:
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


SWEEP_LOCK_SECONDS = 60  # a sweep that died holding the lock frees it after this


@contextmanager
def sweep_lock(name: str) -> Iterator[bool]:
    """True for the one caller that may sweep now (the cache is shared: Redis in production)."""
    key = f"sweep-lock:{name}"
    acquired = bool(cache.add(key, 1, timeout=SWEEP_LOCK_SECONDS))
    try:
        yield acquired
    finally:
        if acquired:
            cache.delete(key)


@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=8)
def match_finalize_task(match_id: int) -> None:
    services.match_finalize(match_id=match_id)


@shared_task
def invitations_expire_task() -> int:
    """Run by Celery beat: pending invitations past their time expire (seats freed, both
    sides told). A second concurrent sweep changes nothing: each expiry rechecks the status
    under the match's row lock."""
    from games import invitations

    return invitations.invitations_expire()
