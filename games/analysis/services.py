"""Post-game analysis: request, cancel, and the computation a Celery worker runs.

The judging itself is judge.py (pure: each decision searched from worlds dealt from the
analysed seat's information only). Here: who may ask, one analysis per match and seat, its
status and progress (events on the requester's user stream), cancellation, and the result
kept with the match: a finished match's log never changes, so a done analysis stays valid.

The cost is bounded: ANALYSIS_SECONDS_PER_DECISION (and ANALYSIS_ITERATIONS_PER_DECISION)
per decision with a choice, a quick sampled evaluation for a forced one.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from games import dispatch, events, replay
from games.analysis import judge
from games.analysis.models import IN_PROGRESS, RESTARTABLE, AnalysisStatus, MatchAnalysis
from games.codec import game_of
from games.errors import ApplicationError, ErrorCode
from games.greedy import SearchableGame, supports_search
from games.mcts import SearchBudget
from games.models import Match, MatchAction, MatchStatus, User, UserEventKind
from games.selectors import match_get, seat_of

logger = logging.getLogger(__name__)

# Progress events per analysis between its start and its end (the stream is not a ticker).
PROGRESS_EVENTS = 4


def _seat_index(*, match: Match, user: User) -> int:
    seat = seat_of(match=match, user=user)
    if seat is None:
        raise ApplicationError(
            ErrorCode.NOT_SEATED,
            _("You hold no seat in match %(match)s: only a player analyses their own decisions.")
            % {"match": match.pk},
        )
    return seat.index


def _finished(match: Match) -> None:
    if match.status != MatchStatus.FINISHED:
        raise ApplicationError(
            ErrorCode.MATCH_NOT_FINISHED,
            _("Match %(match)s is %(status)s: a match is analysed once it has finished.")
            % {"match": match.pk, "status": match.status},
        )


def analysis_get(*, match_id: int, user: User) -> MatchAnalysis:
    """The analysis of the seat `user` holds in the finished match `match_id`."""
    match = match_get(match_id=match_id, user=user)
    seat = _seat_index(match=match, user=user)
    _finished(match)
    found = MatchAnalysis.objects.filter(match=match, seat=seat).first()
    if found is None:
        raise ApplicationError(
            ErrorCode.NOT_FOUND,
            _("Nobody requested an analysis of your seat in match %(match)s yet.")
            % {"match": match.pk},
        )
    return found


@dataclass(frozen=True, slots=True)
class Requested:
    analysis: MatchAnalysis
    started: bool  # False: the same analysis, already queued, running or done


def analysis_request(*, match_id: int, user: User) -> Requested:
    """Queue the analysis of `user`'s seat, once per match and seat: asking again returns the
    same analysis (a cancelled or failed one starts over)."""
    from games.analysis.tasks import analysis_compute_task

    match = match_get(match_id=match_id, user=user)
    seat = _seat_index(match=match, user=user)
    _finished(match)
    now = timezone.now()
    with transaction.atomic():
        analysis, created = MatchAnalysis.objects.select_for_update().get_or_create(
            match=match,
            seat=seat,
            defaults={"requested_by": user, "requested_at": now},
        )
        if not created and analysis.status not in RESTARTABLE:
            return Requested(analysis=analysis, started=False)
        if not created:
            analysis.run += 1
            analysis.status = AnalysisStatus.QUEUED
            analysis.decisions_done = 0
            analysis.result = None
            analysis.error = ""
            analysis.requested_by = user
            analysis.requested_at = now
            analysis.started_at = analysis.finished_at = None
            analysis.save()
        _announce(analysis)
        run = analysis.run
        transaction.on_commit(lambda: dispatch.enqueue(analysis_compute_task, analysis.pk, run))
    return Requested(analysis=analysis, started=True)


def analysis_cancel(*, match_id: int, user: User) -> MatchAnalysis:
    """Stop the analysis of `user`'s seat while it is queued or running; the worker sees the
    status at its next decision and stops there."""
    found = analysis_get(match_id=match_id, user=user)
    with transaction.atomic():
        analysis = MatchAnalysis.objects.select_for_update().get(pk=found.pk)
        if analysis.status not in IN_PROGRESS:
            raise ApplicationError(
                ErrorCode.ANALYSIS_NOT_RUNNING,
                _(
                    "The analysis of your seat in match %(match)s is %(status)s: only a "
                    "queued or running analysis can be cancelled."
                )
                % {"match": match_id, "status": analysis.status},
            )
        analysis.status = AnalysisStatus.CANCELLED
        analysis.finished_at = timezone.now()
        analysis.save(update_fields=["status", "finished_at"])
        _announce(analysis)
    return analysis


def _announce(analysis: MatchAnalysis) -> None:
    """An analysis_progress event for the account that asked (inside a transaction)."""
    if analysis.requested_by_id is None:
        return
    events.user_events_create(
        user_ids=[analysis.requested_by_id],
        kind=UserEventKind.ANALYSIS_PROGRESS,
        match_id=analysis.match_id,
    )


# --- the computation (run by the Celery task) --------------------------------------------------


def analysis_budget() -> SearchBudget:
    return SearchBudget(
        iterations=max(1, int(settings.ANALYSIS_ITERATIONS_PER_DECISION)),
        seconds=float(settings.ANALYSIS_SECONDS_PER_DECISION),
    )


def _claim(analysis_id: int, run: int) -> MatchAnalysis | None:
    """Mark the analysis running for this run; None when it was cancelled or started over
    (a redelivered task of a run still running starts it again from the first decision)."""
    with transaction.atomic():
        analysis = (
            MatchAnalysis.objects.select_for_update()
            .select_related("match")
            .filter(pk=analysis_id)
            .first()
        )
        if analysis is None or analysis.run != run or analysis.status not in IN_PROGRESS:
            return None
        first = analysis.status == AnalysisStatus.QUEUED
        analysis.status = AnalysisStatus.RUNNING
        analysis.decisions_done = 0
        analysis.started_at = timezone.now()
        analysis.save(update_fields=["status", "decisions_done", "started_at"])
        if first:
            _announce(analysis)
        return analysis


def _still_ours(analysis: MatchAnalysis, run: int, **progress: Any) -> bool:
    """Record progress, unless the analysis was cancelled or started over meanwhile."""
    updated = MatchAnalysis.objects.filter(
        pk=analysis.pk, run=run, status=AnalysisStatus.RUNNING
    ).update(**progress)
    return bool(updated)


def analysis_compute(*, analysis_id: int, run: int) -> str:
    """Judge every decision of the analysis's seat; returns the status it ended with."""
    analysis = _claim(analysis_id, run)
    if analysis is None:
        return "skipped"
    try:
        result = _compute(analysis, run)
    except Exception:
        logger.exception("analysis failed", extra={"analysis_id": analysis_id})
        with transaction.atomic():
            failed = MatchAnalysis.objects.filter(
                pk=analysis.pk, run=run, status=AnalysisStatus.RUNNING
            ).update(
                status=AnalysisStatus.FAILED,
                error="The analysis failed on the server.",
                finished_at=timezone.now(),
            )
            if failed:
                _announce(analysis)
        return AnalysisStatus.FAILED
    if result is None:
        return AnalysisStatus.CANCELLED
    with transaction.atomic():
        done = MatchAnalysis.objects.filter(
            pk=analysis.pk, run=run, status=AnalysisStatus.RUNNING
        ).update(
            status=AnalysisStatus.DONE,
            result=result,
            decisions_done=analysis.decisions_total,
            finished_at=timezone.now(),
        )
        if done:
            _announce(analysis)
    return AnalysisStatus.DONE if done else AnalysisStatus.CANCELLED


def _compute(analysis: MatchAnalysis, run: int) -> dict[str, Any] | None:
    """The result document, or None once the analysis was cancelled."""
    match = analysis.match
    game = game_of(match)
    if not supports_search(game):
        raise ValueError(f"{game.slug} has no determinize/evaluate for the MCTS bot")
    searchable: SearchableGame = game  # type: ignore[assignment]  # checked just above
    seat = analysis.seat
    rows = replay.effective_actions(MatchAction.objects.filter(match=match).order_by("seq"))
    total = sum(1 for row in rows if row.seat == seat)
    analysis.decisions_total = total
    if not _still_ours(analysis, run, decisions_total=total):
        return None
    announce_every = max(1, total // PROGRESS_EVENTS)
    budget = analysis_budget()
    decisions: list[dict[str, Any]] = []
    iterations = 0
    judged = judge.judge_seat(
        game=searchable,
        config=match.config,
        seed=match.seed,
        players=match.players,
        log=[judge.LoggedDecision(row.seq, row.seat, row.action) for row in rows],
        seat=seat,
        budget=budget,
        rng_material=f"{match.pk}:{match.seed}",
    )
    for decision in judged:
        decisions.append(decision.entry)
        iterations += decision.iterations
        done = len(decisions)
        if not _still_ours(analysis, run, decisions_done=done):
            return None
        if done % announce_every == 0 and done < total:
            with transaction.atomic():
                _announce(analysis)
    mistakes = judge.flag_mistakes(
        decisions,
        count=settings.ANALYSIS_MISTAKES,
        min_points=settings.ANALYSIS_MISTAKE_MIN_POINTS,
    )
    return {
        "seat": seat,
        "decisions": decisions,
        "mistakes": mistakes,
        "seconds_per_decision": budget.seconds,
        "iterations": iterations,
    }
