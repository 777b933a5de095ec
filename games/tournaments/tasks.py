"""Celery tasks: thin interfaces that take ids and call one service each."""

from __future__ import annotations

from celery import shared_task

from games.tournaments import services


@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=8)
def tournament_advance_task(tournament_id: int, after_round: int) -> int | None:
    """Auto-advance: start the round after `after_round`. A duplicate delivery does nothing."""
    round_ = services.tournament_advance(tournament_id=tournament_id, after_round=after_round)
    return round_.number if round_ is not None else None
