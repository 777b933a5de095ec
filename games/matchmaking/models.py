"""Quick-match seeks: "I want to play this game, with these constraints, soon".

A seek stays `open` until it is paired into a match (`matched`, with `match` set), withdrawn
by its owner (`cancelled`) or left unpaired past `expires_at` (`expired`). It leaves `open`
exactly once: every change of status is an UPDATE guarded by `status = 'open'`
(games/matchmaking/services.py).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import F, Q

from games.models import Match


class SeekStatus(models.TextChoices):
    OPEN = "open", "Waiting to be paired"
    MATCHED = "matched", "Paired: its match has started"
    CANCELLED = "cancelled", "Withdrawn by its owner"
    EXPIRED = "expired", "Not paired in time"


class Seek(models.Model):
    """One account's wish for a match of `game`; null constraints accept anything."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="seeks"
    )
    game = models.CharField(max_length=32)
    players = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Seats of the match; empty: any count the game allows."
    )
    options = models.JSONField(
        null=True,
        blank=True,
        help_text="The game's options as its engine normalised them (without `players`); "
        "empty: any options.",
    )
    decision_seconds = models.PositiveIntegerField(
        null=True,
        blank=True,
        help_text="Time control (seconds per decision); empty: no clock. Seeks pair only with "
        "an equal time control.",
    )
    rating_min = models.FloatField(
        null=True, blank=True, help_text="Lowest rating (in this game) of an acceptable opponent."
    )
    rating_max = models.FloatField(
        null=True, blank=True, help_text="Highest rating (in this game) of an acceptable opponent."
    )
    status = models.CharField(max_length=16, choices=SeekStatus.choices, default=SeekStatus.OPEN)
    match = models.ForeignKey(
        Match,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="The match it was paired into; empty until matched.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    closed_at = models.DateTimeField(
        null=True, blank=True, help_text="When it left `open` (matched, cancelled or expired)."
    )

    class Meta:
        ordering = ("-created_at", "-id")
        constraints = [
            models.CheckConstraint(
                condition=Q(rating_min__isnull=True)
                | Q(rating_max__isnull=True)
                | Q(rating_min__lte=F("rating_max")),
                name="seek_rating_range_ordered",
            ),
        ]
        indexes = [
            # The pairing query: a game's open seeks, oldest first.
            models.Index(
                fields=("game", "created_at", "id"),
                condition=Q(status="open"),
                name="seek_open_by_game",
            ),
            # The expiry sweep: open seeks by deadline.
            models.Index(
                fields=("expires_at",), condition=Q(status="open"), name="seek_open_by_expiry"
            ),
            # An account's own seeks, newest first (seek_list, the open-seek count).
            models.Index(fields=("user", "status", "created_at"), name="seek_by_user"),
        ]

    def __str__(self) -> str:
        return f"seek {self.pk} of {self.user_id} for {self.game} ({self.status})"
