"""Quick-match tasks: thin interfaces that call the services."""

from __future__ import annotations

import logging

from celery import shared_task

from games.matchmaking import services

logger = logging.getLogger(__name__)

# Batches one sweep may expire; a backlog beyond them waits for the next sweep.
MAX_EXPIRE_BATCHES = 20


@shared_task
def seeks_sweep_task() -> int:
    """Run by Celery beat every SEEK_SWEEP_SECONDS: expire open seeks past their time (each
    owner is told, `seek_expired`), then a full pairing pass over the games with open seeks,
    for seeks that became compatible without a new seek (a rating that changed). Returns how
    many seeks expired.

    Two sweeps at once (a restart of beat overlapping the old one) are harmless: expiry
    skips the rows another holds and changes only seeks still open, and pairing runs under
    the game's lock."""
    expired = 0
    for _batch in range(MAX_EXPIRE_BATCHES):
        count = services.seeks_expire()
        expired += count
        if count < services.EXPIRE_BATCH:
            break
    paired = services.seeks_pair_all()
    if expired or paired:
        logger.info("seek sweep", extra={"expired": expired, "matches": paired})
    return expired
