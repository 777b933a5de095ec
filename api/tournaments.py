"""Tournaments and ratings over the API: listings, standings (JSON and CSV), leaderboards,
and registering or withdrawing yourself. Organisers run tournaments in the admin."""

from __future__ import annotations

from typing import Any

import orjson
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.renderers import BaseRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.permissions import TokenScopeMixin
from api.schema import problems
from api.serializers import (
    PAGE_COUNT_HELP,
    PAGE_NEXT_HELP,
    PAGE_PREVIOUS_HELP,
    GameOptionsField,
    QueryIntegerField,
)
from games.errors import ErrorCode
from games.models import BotKind, MatchStatus, User
from games.tournaments import selectors, services
from games.tournaments.models import (
    EntrantStatus,
    RoundStatus,
    Tournament,
    TournamentFormat,
    TournamentStatus,
)
from games.tournaments.ratings import MODEL_NAME

E = ErrorCode

# --- serializers ------------------------------------------------------------------------------


class TournamentTimeControlOutput(serializers.Serializer[Any]):
    decision_seconds = serializers.IntegerField(
        allow_null=True, help_text="Time per decision at the tables; null: no clock."
    )
    autoplay = serializers.ChoiceField(
        choices=BotKind.choices, help_text="Bot that decides on a timeout."
    )
    max_timeouts = serializers.IntegerField(
        min_value=1, help_text="Consecutive timeouts after which the bot keeps the seat."
    )


class TournamentSummaryOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="The tournament id.")
    name = serializers.CharField(help_text="The tournament's name.")
    game = serializers.CharField(help_text="The game's slug.")
    options = GameOptionsField(help_text="The normalised game options of every table.")
    format = serializers.ChoiceField(
        choices=TournamentFormat.choices, help_text="How tables are paired each round."
    )
    table_size = serializers.IntegerField(help_text="Seats per table.")
    rounds = serializers.IntegerField(
        allow_null=True, help_text="Rounds planned (null: round robin, fixed at the start)."
    )
    current_round = serializers.IntegerField(help_text="0 before the start.")
    status = serializers.ChoiceField(
        choices=TournamentStatus.choices, help_text="Where the tournament stands."
    )
    rated = serializers.BooleanField(help_text="Whether the tables update ratings.")
    time_control = TournamentTimeControlOutput(help_text="The clock of every table.")
    entrant_count = serializers.IntegerField(min_value=0, help_text="Entrants registered.")
    created_at = serializers.DateTimeField(help_text="When it was created (UTC).")
    started_at = serializers.DateTimeField(
        allow_null=True, help_text="When it started (UTC); null before."
    )
    finished_at = serializers.DateTimeField(
        allow_null=True, help_text="When it ended (UTC); null until then."
    )


class EntrantOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="The entrant id.")
    number = serializers.IntegerField(help_text="Registration order, from 1.")
    username = serializers.CharField(help_text="The entrant's account.")
    is_bot = serializers.BooleanField(help_text="The account is a bot account.")
    bot_kind = serializers.ChoiceField(
        choices=BotKind.choices,
        allow_null=True,
        help_text="The server bot playing this entrant's seats (null: plays over the API).",
    )
    status = serializers.ChoiceField(
        choices=EntrantStatus.choices, help_text="Whether the entrant is still paired."
    )


class TableSeatOutput(serializers.Serializer[Any]):
    seat = serializers.IntegerField(min_value=0, help_text="Seat index in the table's match.")
    entrant_id = serializers.IntegerField(help_text="The entrant in this seat.")
    username = serializers.CharField(help_text="The entrant's account.")
    score = serializers.IntegerField(
        allow_null=True, help_text="Final game score; null until the match is scored."
    )
    rank = serializers.IntegerField(allow_null=True, help_text="Rank at the table (1 = best).")
    points = serializers.IntegerField(allow_null=True, help_text="Tournament points earned.")


class TableOutput(serializers.Serializer[Any]):
    number = serializers.IntegerField(min_value=1, help_text="Table number in its round.")
    match_id = serializers.IntegerField(help_text="The match played at this table.")
    match_status = serializers.ChoiceField(
        choices=MatchStatus.choices, help_text="The status of the table's match."
    )
    scored = serializers.BooleanField(help_text="The result is in the standings.")
    seats = TableSeatOutput(many=True, help_text="The table's seats, by index.")


class ByeOutput(serializers.Serializer[Any]):
    entrant_id = serializers.IntegerField(help_text="The entrant sitting out this round.")
    username = serializers.CharField(help_text="The entrant's account.")


class RoundOutput(serializers.Serializer[Any]):
    number = serializers.IntegerField(min_value=1, help_text="The round's number, from 1.")
    status = serializers.ChoiceField(
        choices=RoundStatus.choices, help_text="Whether its tables are still playing."
    )
    started_at = serializers.DateTimeField(help_text="When it was paired (UTC).")
    finished_at = serializers.DateTimeField(
        allow_null=True, help_text="When its last table ended (UTC); null until then."
    )
    tables = TableOutput(many=True, help_text="Its tables.")
    byes = ByeOutput(many=True, help_text="Entrants who sit out this round.")


class TournamentOutput(TournamentSummaryOutput):
    entrants = EntrantOutput(many=True, help_text="Every entrant, by registration order.")
    played_rounds = RoundOutput(many=True, help_text="Rounds paired so far, first to last.")


@extend_schema_serializer(many=False)  # a page object, not a list, although the action is "list"
class TournamentPageOutput(serializers.Serializer[Any]):
    """A page of tournaments, newest first."""

    count = serializers.IntegerField(min_value=0, help_text=PAGE_COUNT_HELP)
    next = serializers.URLField(allow_null=True, help_text=PAGE_NEXT_HELP)
    previous = serializers.URLField(allow_null=True, help_text=PAGE_PREVIOUS_HELP)
    results = TournamentSummaryOutput(many=True, help_text="The tournaments of this page.")


class TournamentListQuery(serializers.Serializer[Any]):
    game = serializers.CharField(required=False, help_text="Only tournaments of this game slug.")
    status = serializers.ChoiceField(
        choices=TournamentStatus.choices,
        required=False,
        help_text="Only tournaments in this status.",
    )
    limit = QueryIntegerField(
        required=False, min_value=1, max_value=200, help_text="Page size, 1-200 (default 50)."
    )
    offset = QueryIntegerField(
        required=False, min_value=0, help_text="Tournaments to skip (default 0)."
    )


class StandingOutput(serializers.Serializer[Any]):
    rank = serializers.IntegerField(
        allow_null=True, help_text="Shared by entrants equal on every tie-break."
    )
    entrant_id = serializers.IntegerField(help_text="The entrant id.")
    number = serializers.IntegerField(min_value=1, help_text="Registration order, from 1.")
    username = serializers.CharField(help_text="The entrant's account.")
    is_bot = serializers.BooleanField(help_text="The account is a bot account.")
    bot_kind = serializers.ChoiceField(
        choices=BotKind.choices,
        allow_null=True,
        help_text="The server bot playing for the entrant; null: plays over the API.",
    )
    status = serializers.ChoiceField(
        choices=EntrantStatus.choices, help_text="Whether the entrant is still paired."
    )
    points = serializers.IntegerField(
        help_text="2 per opponent finished ahead of, 1 per tie; a bye is a tie with each."
    )
    game_score = serializers.IntegerField(help_text="First tie-break: total game score.")
    head_to_head = serializers.IntegerField(
        help_text="Second tie-break: points taken from the entrants tied on points and score."
    )
    played = serializers.IntegerField(min_value=0, help_text="Tables played and scored.")
    byes = serializers.IntegerField(min_value=0, help_text="Rounds sat out.")


class StandingsOutput(serializers.Serializer[Any]):
    tournament_id = serializers.IntegerField(help_text="The tournament id.")
    status = serializers.ChoiceField(
        choices=TournamentStatus.choices, help_text="Where the tournament stands."
    )
    current_round = serializers.IntegerField(min_value=0, help_text="0 before the start.")
    rounds = serializers.IntegerField(
        allow_null=True, help_text="Rounds planned (null: round robin, fixed at the start)."
    )
    standings = StandingOutput(many=True, help_text="Every entrant, best first.")


class RatingOutput(serializers.Serializer[Any]):
    position = serializers.IntegerField(min_value=1, help_text="Place on the board, from 1.")
    username = serializers.CharField(help_text="The rated account.")
    is_bot = serializers.BooleanField(help_text="The account is a bot account.")
    rating = serializers.FloatField(help_text="Conservative skill estimate: mu - 3 sigma.")
    mu = serializers.FloatField(help_text="Estimated skill.")
    sigma = serializers.FloatField(help_text="Uncertainty of the estimate.")
    matches = serializers.IntegerField(help_text="Rated matches played.")


class LeaderboardOutput(serializers.Serializer[Any]):
    game = serializers.CharField(help_text="The game's slug.")
    model = serializers.CharField(help_text="The rating model.")
    count = serializers.IntegerField(min_value=0, help_text=PAGE_COUNT_HELP)
    next = serializers.URLField(allow_null=True, help_text=PAGE_NEXT_HELP)
    previous = serializers.URLField(allow_null=True, help_text=PAGE_PREVIOUS_HELP)
    results = RatingOutput(many=True, help_text="The ratings of this page, best first.")


class LeaderboardQuery(serializers.Serializer[Any]):
    limit = QueryIntegerField(
        required=False, min_value=1, max_value=200, help_text="Page size, 1-200 (default 50)."
    )
    offset = QueryIntegerField(
        required=False, min_value=0, help_text="Ratings to skip (default 0)."
    )


def tournament_summary(tournament: Tournament) -> dict[str, Any]:
    return {
        "id": tournament.pk,
        "name": tournament.name,
        "game": tournament.game,
        "options": tournament.options,
        "format": tournament.format,
        "table_size": tournament.table_size,
        "rounds": tournament.rounds,
        "current_round": tournament.current_round,
        "status": tournament.status,
        "rated": tournament.rated,
        "time_control": {
            "decision_seconds": tournament.decision_seconds,
            "autoplay": tournament.autoplay_kind,
            "max_timeouts": tournament.max_timeouts,
        },
        "entrant_count": getattr(tournament, "entrant_count", 0),
        "created_at": tournament.created_at,
        "started_at": tournament.started_at,
        "finished_at": tournament.finished_at,
    }


def entrant_output(entrant: Any) -> dict[str, Any]:
    return {
        "id": entrant.pk,
        "number": entrant.number,
        "username": entrant.user.username,
        "is_bot": entrant.user.is_bot,
        "bot_kind": entrant.bot_kind or None,
        "status": entrant.status,
    }


# --- views ------------------------------------------------------------------------------------


def _validated(serializer_class: type[serializers.Serializer[Any]], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


def _user(request: Request) -> User:
    user = request.user
    assert isinstance(user, User)  # IsAuthenticated
    return user


TOURNAMENT_ID = OpenApiParameter(
    "id",
    {"type": "integer", "minimum": 1},
    OpenApiParameter.PATH,
    description="Tournament id (from tournament_list); an unknown id is `not_found`.",
)


class TournamentViewSet(TokenScopeMixin, viewsets.ViewSet):
    permission_classes = [AllowAny]
    lookup_value_regex = r"[0-9]+"

    def get_permissions(self) -> list[Any]:
        if self.action in {"register", "withdraw"}:
            return [IsAuthenticated()]
        return [AllowAny()]

    @extend_schema(
        operation_id="tournament_list",
        tags=["tournaments"],
        parameters=[TournamentListQuery],
        responses={
            200: OpenApiResponse(TournamentPageOutput, "A page of tournaments; follow `next`."),
            **problems(E.VALIDATION_ERROR),
        },
        summary="List tournaments, newest first",
        description="Tournaments filtered by the query, newest first. Paged by limit/offset; "
        "follow `next`. Unknown query parameters are ignored.",
    )
    def list(self, request: Request) -> Response:
        query = _validated(TournamentListQuery, request.query_params.dict())
        tournaments = selectors.tournament_list(game=query.get("game"), status=query.get("status"))
        paginator = LimitOffsetPagination()
        paginator.max_limit = 200
        page = paginator.paginate_queryset(tournaments, request, view=self)
        return paginator.get_paginated_response([tournament_summary(t) for t in page or []])

    @extend_schema(
        operation_id="tournament_retrieve",
        tags=["tournaments"],
        parameters=[TOURNAMENT_ID],
        responses={
            200: OpenApiResponse(TournamentOutput, "The tournament in full."),
            **problems(E.NOT_FOUND),
        },
        summary="A tournament with its entrants, rounds, tables and byes",
        description="The tournament, its entrants and every round paired so far with its "
        "tables (each a match: see match_retrieve) and byes.",
    )
    def retrieve(self, request: Request, pk: str) -> Response:
        tournament = selectors.tournament_get(tournament_id=int(pk))
        out = tournament_summary(tournament)
        out["entrants"] = [
            entrant_output(e) for e in tournament.entrants.select_related("user").order_by("number")
        ]
        out["played_rounds"] = selectors.tournament_rounds(tournament=tournament)
        return Response(out)

    @extend_schema(
        operation_id="tournament_standings",
        tags=["tournaments"],
        parameters=[TOURNAMENT_ID],
        responses={
            200: OpenApiResponse(StandingsOutput, "The standings now."),
            **problems(E.NOT_FOUND),
        },
        summary="Standings: points, then game score, then results between tied entrants",
        description="Every entrant ranked by tournament points, then total game score, then "
        "points taken from the entrants tied with them. Only scored tables count.",
    )
    @action(detail=True, methods=["get"])
    def standings(self, request: Request, pk: str) -> Response:
        tournament = selectors.tournament_get(tournament_id=int(pk))
        return Response(
            {
                "tournament_id": tournament.pk,
                "status": tournament.status,
                "current_round": tournament.current_round,
                "rounds": tournament.rounds,
                "standings": selectors.standings_rows(tournament=tournament),
            }
        )

    @extend_schema(
        operation_id="tournament_register",
        tags=["tournaments"],
        parameters=[TOURNAMENT_ID],
        request=None,
        responses={
            201: OpenApiResponse(EntrantOutput, "You are registered."),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.TOURNAMENT_NOT_OPEN,
                E.ALREADY_REGISTERED,
                write=True,
            ),
        },
        summary="Register yourself (while registration is open)",
        description="Adds you as an entrant while the tournament is open for registration. "
        "No body is read.",
    )
    @action(detail=True, methods=["post"])
    def register(self, request: Request, pk: str) -> Response:
        entrant = services.tournament_register(tournament_id=int(pk), user=_user(request))
        return Response(entrant_output(entrant), status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="tournament_withdraw",
        tags=["tournaments"],
        parameters=[TOURNAMENT_ID],
        request=None,
        responses={
            204: OpenApiResponse(None, "You are withdrawn; no body."),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_REGISTERED,
                E.TOURNAMENT_FINISHED,
                write=True,
            ),
        },
        summary="Withdraw: before the start you are unregistered; later you are no longer "
        "paired and a bot finishes your current table",
        description="Before the start you are removed from the entrants; once it runs you "
        "are no longer paired and a bot finishes your current table. No body is read.",
    )
    @action(detail=True, methods=["post"])
    def withdraw(self, request: Request, pk: str) -> Response:
        services.tournament_withdraw(tournament_id=int(pk), user=_user(request))
        return Response(status=status.HTTP_204_NO_CONTENT)


class CSVRenderer(BaseRenderer):
    """CSV text as is; problem bodies (dicts) as JSON."""

    media_type = "text/csv"
    format = "csv"
    charset = "utf-8"

    def render(
        self,
        data: Any,
        accepted_media_type: str | None = None,
        renderer_context: Any = None,
    ) -> bytes:
        if isinstance(data, str):
            return data.encode()
        return orjson.dumps(data, default=str)


class TournamentStandingsCsvView(TokenScopeMixin, APIView):
    permission_classes = [AllowAny]
    renderer_classes = [CSVRenderer]

    @extend_schema(
        operation_id="tournament_standings_csv",
        tags=["tournaments"],
        parameters=[TOURNAMENT_ID],
        responses={
            (200, "text/csv"): OpenApiResponse(
                OpenApiTypes.STR,
                description="One line per entrant: rank, entrant, username, bot_kind, status, "
                "points, game_score, head_to_head, played, byes.",
            ),
            **problems(E.NOT_FOUND),
        },
        summary="Standings as CSV",
        description="The standings as a CSV file (text/csv, UTF-8, one header line). Errors "
        "are still problem documents.",
    )
    def get(self, request: Request, pk: int) -> Response:
        tournament = selectors.tournament_get(tournament_id=int(pk))
        body = selectors.standings_csv(tournaments=[tournament])
        response = Response(body, content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = (
            f'attachment; filename="tournament-{tournament.pk}-standings.csv"'
        )
        return response


class LeaderboardView(TokenScopeMixin, APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="rating_leaderboard",
        tags=["ratings"],
        parameters=[
            OpenApiParameter("game", str, OpenApiParameter.PATH, description="Game slug."),
            LeaderboardQuery,
        ],
        responses={
            200: OpenApiResponse(LeaderboardOutput, "A page of the leaderboard."),
            **problems(E.NOT_FOUND, E.VALIDATION_ERROR),
        },
        summary="Leaderboard of a game: accounts by rating (mu - 3 sigma), best first",
        description="Accounts rated in `game` (a slug from game_list; another is "
        "`not_found`), best conservative rating first. Paged by limit/offset; follow `next`.",
    )
    def get(self, request: Request, game: str) -> Response:
        query = _validated(LeaderboardQuery, request.query_params.dict())
        ratings = selectors.leaderboard(game=game)
        paginator = LimitOffsetPagination()
        paginator.max_limit = 200
        page = paginator.paginate_queryset(ratings, request, view=self) or []
        offset = query.get("offset", 0)
        response = paginator.get_paginated_response(
            [
                {
                    "position": offset + i + 1,
                    "username": r.user.username,
                    "is_bot": r.user.is_bot,
                    "rating": r.ordinal,
                    "mu": r.mu,
                    "sigma": r.sigma,
                    "matches": r.matches,
                }
                for i, r in enumerate(page)
            ]
        )
        response.data = {"game": game, "model": MODEL_NAME, **(response.data or {})}
        return response
