"""The analysis task: a thin interface that takes ids and calls the service."""

from __future__ import annotations

from celery import shared_task

from games.analysis import services


@shared_task(acks_late=True)
def analysis_compute_task(analysis_id: int, run: int) -> str:
    """At-least-once: a redelivered task starts its run over; one of a run that was cancelled
    or started over since does nothing. Not retried on an error: the analysis is `failed`
    and the player may ask again."""
    return services.analysis_compute(analysis_id=analysis_id, run=run)
