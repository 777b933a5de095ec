"""Post-game analysis over HTTP (`/matches/{id}/analysis`): request it, read it, cancel it.

An analysis belongs to one seat of a finished match and is shown only to the account that
holds that seat; the computation is games/analysis/services.py, run by a Celery worker.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.urls import path
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.permissions import TokenScopeMixin
from api.schema import problems
from api.throttling import FixedWindowThrottle
from api.views import MATCH_ID, _user
from games import rows, selectors
from games.analysis import services
from games.analysis.models import AnalysisStatus, MatchAnalysis
from games.errors import ErrorCode as E
from games.models import User


class AnalysisRateThrottle(FixedWindowThrottle):
    """Analyses requested per account (`THROTTLE_ANALYSIS`, scope `analysis`): each one
    costs a worker up to ANALYSIS_SECONDS_PER_DECISION per decision."""

    scope = "analysis"

    def get_rate(self) -> str | None:
        # Read at each request, so an overridden REST_FRAMEWORK setting applies at once.
        rates: dict[str, str | None] = settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]  # type: ignore[assignment]
        return rates.get(self.scope)

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        user = _user(request)
        if user is None:
            return None
        return self.cache_format % {"scope": self.scope, "ident": f"user-{user.pk}"}


# --- serializers ----------------------------------------------------------------------------------


class AnalysisActionOutput(serializers.Serializer[Any]):
    notation = serializers.CharField(help_text="The action's notation (as in legal actions).")
    action = serializers.DictField(
        help_text="The action's JSON form, as match_legal_actions gives it."
    )
    value = serializers.FloatField(
        help_text="The search's estimate of the action: the expected change of the seat's "
        "evaluation, in points."
    )


class AnalysisDecisionOutput(serializers.Serializer[Any]):
    seq = serializers.IntegerField(
        min_value=1,
        help_text="The seq of the logged decision; it was taken in the view at `seq - 1`.",
    )
    legal_count = serializers.IntegerField(
        min_value=1, help_text="How many legal actions the seat had (1: a forced decision)."
    )
    chosen = AnalysisActionOutput(help_text="The action the seat took.")
    best = AnalysisActionOutput(help_text="The action the search prefers.")
    points_lost = serializers.FloatField(
        min_value=0, help_text="Expected points lost by `chosen` rather than `best`."
    )
    score_difference = serializers.FloatField(
        help_text="The estimated score of the seat minus that of its best opponent, before "
        "the decision (from the seat's information only)."
    )
    mistake = serializers.BooleanField(help_text="Flagged as one of the biggest mistakes.")


class AnalysisResultOutput(serializers.Serializer[Any]):
    seat = serializers.IntegerField(min_value=0, help_text="The analysed seat.")
    decisions = AnalysisDecisionOutput(many=True, help_text="Every decision of the seat.")
    mistakes = serializers.ListField(
        child=serializers.IntegerField(min_value=1),
        help_text="The seqs of the decisions flagged as mistakes, worst first.",
    )
    seconds_per_decision = serializers.FloatField(
        allow_null=True, help_text="The search's time limit per decision."
    )
    iterations = serializers.IntegerField(
        min_value=0, help_text="Search iterations run over all decisions."
    )


class AnalysisOutput(serializers.Serializer[Any]):
    match_id = serializers.IntegerField(min_value=1, help_text="The analysed match.")
    seat = serializers.IntegerField(min_value=0, help_text="Your seat: the analysed one.")
    status = serializers.ChoiceField(
        choices=AnalysisStatus.choices, help_text="Where the analysis is."
    )
    progress = serializers.FloatField(
        min_value=0, max_value=1, help_text="Share of the decisions judged, 0 to 1."
    )
    decisions_done = serializers.IntegerField(
        min_value=0, help_text="The seat's decisions judged so far."
    )
    decisions_total = serializers.IntegerField(
        min_value=0, help_text="The seat's decisions (0 until a worker starts)."
    )
    requested_at = serializers.DateTimeField(help_text="When it was (last) requested (UTC).")
    started_at = serializers.DateTimeField(
        allow_null=True, help_text="When a worker started it (UTC); null while queued."
    )
    finished_at = serializers.DateTimeField(
        allow_null=True,
        help_text="When it was done, failed or cancelled (UTC); null while queued or running.",
    )
    error = serializers.CharField(allow_blank=True, help_text="Why it failed; empty otherwise.")
    result = AnalysisResultOutput(allow_null=True, help_text="Set once `status` is `done`.")


def analysis_output(analysis: MatchAnalysis) -> dict[str, Any]:
    return {
        "match_id": analysis.match_id,
        "seat": analysis.seat,
        "status": analysis.status,
        "progress": round(analysis.progress, 4),
        "decisions_done": analysis.decisions_done,
        "decisions_total": analysis.decisions_total,
        "requested_at": analysis.requested_at,
        "started_at": analysis.started_at,
        "finished_at": analysis.finished_at,
        "error": analysis.error,
        "result": analysis.result if analysis.status == AnalysisStatus.DONE else None,
    }


# --- the view -------------------------------------------------------------------------------------

ANALYSIS_RULES = (
    " Only the account holding a seat of a `finished` match analyses that seat "
    "(`not_seated` otherwise; `match_not_finished` while it is waiting or in play), and "
    "nobody else sees it. The MCTS bot judges each decision from the seat's information "
    "only (worlds dealt from what the seat could see), so the analysis holds nothing of "
    "another seat's hidden information."
)


def _match_id(pk: int) -> int:
    if not 0 < pk <= rows.MAX_ID:
        raise selectors.not_found(pk)
    return pk


def _me(request: Request) -> User:
    user = _user(request)
    assert user is not None  # IsAuthenticated
    return user


class MatchAnalysisView(TokenScopeMixin, APIView):
    permission_classes = [IsAuthenticated]

    def get_throttles(self) -> list[Any]:
        throttles = list(super().get_throttles())
        if self.request.method == "POST":
            throttles.append(AnalysisRateThrottle())
        return throttles

    @extend_schema(
        operation_id="match_analysis_request",
        tags=["analysis"],
        parameters=[MATCH_ID],
        request=None,
        responses={
            202: OpenApiResponse(AnalysisOutput, "Queued: a worker will analyse your seat."),
            200: OpenApiResponse(
                AnalysisOutput, "Requested before: the same analysis (queued, running or done)."
            ),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_SEATED,
                E.MATCH_NOT_FINISHED,
                write=True,
            ),
        },
        summary="Ask the MCTS bot to analyse your decisions in a finished match",
        description="Queues the analysis of your seat: for each of your decisions, the MCTS "
        "estimate of the action you chose and of the best action, the expected points lost, "
        "and the biggest mistakes flagged. Once per match and seat: asking again returns the "
        "same analysis (a cancelled or failed one starts over). Progress comes on the user "
        "stream (`analysis_progress` events); read it with match_analysis. Rate-limited per "
        "account (scope `analysis`, THROTTLE_ANALYSIS, default 10 an hour): `rate_limited` "
        "with Retry-After. No body is read. A token needs `play`." + ANALYSIS_RULES,
    )
    def post(self, request: Request, pk: int) -> Response:
        requested = services.analysis_request(match_id=_match_id(int(pk)), user=_me(request))
        code = status.HTTP_202_ACCEPTED if requested.started else status.HTTP_200_OK
        return Response(analysis_output(requested.analysis), status=code)

    @extend_schema(
        operation_id="match_analysis",
        tags=["analysis"],
        parameters=[MATCH_ID],
        responses={
            200: OpenApiResponse(AnalysisOutput, "Your seat's analysis, as far as it got."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, E.NOT_SEATED, E.MATCH_NOT_FINISHED),
        },
        summary="Your analysis of a finished match: status, progress and result",
        description="The analysis of your seat: its status and progress, and once `done` "
        "every decision with its estimates and the mistakes. `not_found` until you request "
        "one (match_analysis_request). Needs `read`." + ANALYSIS_RULES,
    )
    def get(self, request: Request, pk: int) -> Response:
        analysis = services.analysis_get(match_id=_match_id(int(pk)), user=_me(request))
        return Response(analysis_output(analysis))

    @extend_schema(
        operation_id="match_analysis_cancel",
        tags=["analysis"],
        parameters=[MATCH_ID],
        responses={
            200: OpenApiResponse(AnalysisOutput, "Cancelled: the worker stops at once."),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_SEATED,
                E.MATCH_NOT_FINISHED,
                E.ANALYSIS_NOT_RUNNING,
                write=True,
            ),
        },
        summary="Cancel your analysis while it is queued or running",
        description="Stops the analysis of your seat (the worker stops before its next "
        "decision). `analysis_not_running` once it is done, failed or cancelled. Request it "
        "again to start over. A token needs `play`." + ANALYSIS_RULES,
    )
    def delete(self, request: Request, pk: int) -> Response:
        analysis = services.analysis_cancel(match_id=_match_id(int(pk)), user=_me(request))
        return Response(analysis_output(analysis))


urlpatterns = [
    path("matches/<int:pk>/analysis", MatchAnalysisView.as_view(), name="match-analysis"),
]
