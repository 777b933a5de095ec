"""Celery tasks: thin interfaces that take ids and call one service each."""

from __future__ import annotations

import logging

from celery import shared_task

from games import services

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
    """Run by Celery beat: one timeout task per match past its deadline."""
    due = services.due_deadlines()
    for match_id, seq in due:
        match_timeout_task.delay(match_id, seq)
    return len(due)


@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=8)
def match_finalize_task(match_id: int) -> None:
    services.match_finalize(match_id=match_id)
