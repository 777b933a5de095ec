"""One analysis per seat of a finished match, computed by a Celery worker and kept with it."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from games.models import Match


class AnalysisStatus(models.TextChoices):
    QUEUED = "queued", "Waiting for a worker"
    RUNNING = "running", "A worker is judging the decisions"
    DONE = "done", "Finished: the result holds every decision"
    CANCELLED = "cancelled", "Cancelled by the player before it finished"
    FAILED = "failed", "The worker could not finish it"


# An analysis in one of these may be requested again (it starts over).
RESTARTABLE = (AnalysisStatus.CANCELLED, AnalysisStatus.FAILED)
IN_PROGRESS = (AnalysisStatus.QUEUED, AnalysisStatus.RUNNING)


class MatchAnalysis(models.Model):
    """The MCTS bot's judgement of each decision of `seat`, made from that seat's information
    only: `result` holds nothing its player could not see during the match."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="analyses")
    seat = models.PositiveSmallIntegerField()
    status = models.CharField(
        max_length=16, choices=AnalysisStatus.choices, default=AnalysisStatus.QUEUED
    )
    decisions_done = models.PositiveIntegerField(default=0)
    decisions_total = models.PositiveIntegerField(
        default=0, help_text="The seat's decisions in the match (known once it runs)."
    )
    result = models.JSONField(null=True, blank=True, help_text="Set once it is done.")
    error = models.CharField(max_length=200, blank=True, default="")
    requested_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    # Each request (the first, or one starting a cancelled or failed analysis over) takes
    # the next run number; a task of an earlier run finds it changed and stops.
    run = models.PositiveIntegerField(default=1)
    requested_at = models.DateTimeField()
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("id",)
        constraints = [
            models.UniqueConstraint(fields=("match", "seat"), name="analysis_once_per_seat"),
        ]
        verbose_name_plural = "match analyses"

    def __str__(self) -> str:
        return f"analysis of seat {self.seat} in match {self.match_id} ({self.status})"

    @property
    def progress(self) -> float:
        if self.status == AnalysisStatus.DONE:
            return 1.0
        if not self.decisions_total:
            return 0.0
        return min(1.0, self.decisions_done / self.decisions_total)
