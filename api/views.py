"""DRF views: validate input, call one service or selector, render output. No decisions here."""

from __future__ import annotations

from typing import Any

from django.db import connection
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api import serializers as s
from api.schema import problems
from api.throttling import ScopedRateThrottle
from games import selectors, services
from games.engine import all_games
from games.errors import ApplicationError, ErrorCode
from games.models import User

E = ErrorCode


def _user(request: Request) -> User | None:
    user = request.user
    return user if isinstance(user, User) and user.is_authenticated else None


def _time_control(data: dict[str, Any] | None) -> dict[str, Any]:
    if not data:
        return {}
    return {
        "decision_seconds": data["decision_seconds"],
        "autoplay_kind": data["autoplay"],
        "max_timeouts": data["max_timeouts"],
    }


def _validated(serializer_class: type[serializers.Serializer[Any]], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


class AccountViewSet(viewsets.ViewSet):
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "signup"

    @extend_schema(
        operation_id="account_create",
        tags=["accounts"],
        auth=[],
        request=s.AccountCreateInput,
        responses={201: s.AccountCreateOutput, **problems(E.VALIDATION_ERROR, E.USERNAME_TAKEN)},
        summary="Sign up: create an account and get an API token",
    )
    def create(self, request: Request) -> Response:
        data = _validated(s.AccountCreateInput, request.data)
        issued = services.account_create(
            username=data["username"], password=data.get("password"), is_bot=data["is_bot"]
        )
        out = {
            "id": issued.user.pk,
            "username": issued.user.username,
            "is_bot": issued.user.is_bot,
            "token": issued.raw_key,
        }
        return Response(out, status=status.HTTP_201_CREATED)


class GameViewSet(viewsets.ViewSet):
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="game_list",
        tags=["games"],
        responses={200: s.GameOutput(many=True), **problems()},
        summary="The games this server hosts and their options",
    )
    def list(self, request: Request) -> Response:
        games = [
            {
                "slug": game.slug,
                "title": game.title,
                "min_players": game.min_players,
                "max_players": game.max_players,
                "options": [
                    {
                        "name": o.name,
                        "kind": o.kind,
                        "default": o.default,
                        "description": o.description,
                        "choices": list(o.choices),
                        "minimum": o.minimum,
                        "maximum": o.maximum,
                    }
                    for o in game.options
                ],
            }
            for game in all_games()
        ]
        return Response(games)


MATCH_ID = OpenApiParameter("id", int, OpenApiParameter.PATH, description="Match id.")


class MatchViewSet(viewsets.ViewSet):
    permission_classes = [AllowAny]
    lookup_value_regex = r"[0-9]+"

    def get_permissions(self) -> list[Any]:
        if self.action in {"create", "join", "leave", "start", "submit", "resign", "legal_actions"}:
            return [IsAuthenticated()]
        return [AllowAny()]

    # -- collection --------------------------------------------------------------------------

    @extend_schema(
        operation_id="match_create",
        tags=["matches"],
        request=s.MatchCreateInput,
        responses={
            201: s.MatchOutput,
            **problems(E.VALIDATION_ERROR, E.INVALID_CONFIG, E.NOT_FOUND, E.NOT_AUTHENTICATED),
        },
        summary="Create a match (you take a seat unless join=false)",
    )
    def create(self, request: Request) -> Response:
        data = _validated(s.MatchCreateInput, request.data)
        bots: dict[int, str] = {}
        for bot in data["bots"]:
            if bot["seat"] in bots:
                raise ApplicationError(E.VALIDATION_ERROR, f"Seat {bot['seat']} is listed twice.")
            bots[bot["seat"]] = bot["kind"]
        match = services.match_create(
            creator=_user(request),
            game=data["game"],
            players=data["players"],
            options=data["options"],
            seed=data.get("seed"),
            bot_seats=bots,
            join=data["join"],
            **_time_control(data.get("time_control")),
        )
        return Response(self._match_output(match.pk, request), status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="match_list",
        tags=["matches"],
        parameters=[s.MatchListQuery],
        responses={200: s.MatchPageOutput, **problems(E.VALIDATION_ERROR)},
        summary="List matches, newest first",
    )
    def list(self, request: Request) -> Response:
        query = _validated(s.MatchListQuery, request.query_params.dict())
        user = _user(request)
        matches = selectors.match_list(
            game=query.get("game"),
            status=query.get("status"),
            player=user if query["mine"] else None,
            open_only=query["open"],
        )
        if query["mine"] and user is None:
            matches = matches.none()
        paginator = LimitOffsetPagination()
        paginator.max_limit = 200
        page = paginator.paginate_queryset(matches, request, view=self)
        return paginator.get_paginated_response([s.match_summary(m) for m in page or []])

    # -- one match ----------------------------------------------------------------------------

    def _match_output(self, match_id: int, request: Request) -> dict[str, Any]:
        match = selectors.match_get(match_id=match_id)
        viewer = selectors.viewer_index(match=match, user=_user(request))
        out = s.match_summary(match)
        out["your_seat"] = viewer
        out["state"] = selectors.match_state_view(match=match, viewer=viewer)
        return out

    @extend_schema(
        operation_id="match_retrieve",
        tags=["matches"],
        parameters=[MATCH_ID],
        responses={200: s.MatchOutput, **problems(E.NOT_FOUND)},
        summary="The match with your view of its state (spectator view if you hold no seat)",
    )
    def retrieve(self, request: Request, pk: str) -> Response:
        return Response(self._match_output(int(pk), request))

    @extend_schema(
        operation_id="match_join",
        tags=["matches"],
        parameters=[MATCH_ID],
        request=s.MatchJoinInput,
        responses={
            200: s.MatchOutput,
            **problems(
                E.VALIDATION_ERROR,
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.MATCH_NOT_WAITING,
                E.SEAT_TAKEN,
                E.ALREADY_SEATED,
            ),
        },
        summary="Take a seat (the match starts when every seat is taken)",
    )
    @action(detail=True, methods=["post"])
    def join(self, request: Request, pk: str) -> Response:
        data = _validated(s.MatchJoinInput, request.data)
        user = _user(request)
        assert user is not None  # IsAuthenticated
        services.match_join(match_id=int(pk), user=user, seat_index=data.get("seat"))
        return Response(self._match_output(int(pk), request))

    @extend_schema(
        operation_id="match_leave",
        tags=["matches"],
        parameters=[MATCH_ID],
        request=None,
        responses={
            200: s.MatchOutput,
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, E.MATCH_NOT_WAITING, E.NOT_SEATED),
        },
        summary="Give up your seat before the match starts",
    )
    @action(detail=True, methods=["post"])
    def leave(self, request: Request, pk: str) -> Response:
        user = _user(request)
        assert user is not None
        services.match_leave(match_id=int(pk), user=user)
        return Response(self._match_output(int(pk), request))

    @extend_schema(
        operation_id="match_start",
        tags=["matches"],
        parameters=[MATCH_ID],
        request=s.MatchStartInput,
        responses={
            200: s.MatchOutput,
            **problems(
                E.VALIDATION_ERROR,
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_CREATOR,
                E.MATCH_NOT_WAITING,
                E.NOT_ENOUGH_PLAYERS,
            ),
        },
        summary="Start the match now (creator only; open seats can be filled with bots)",
    )
    @action(detail=True, methods=["post"])
    def start(self, request: Request, pk: str) -> Response:
        data = _validated(s.MatchStartInput, request.data)
        user = _user(request)
        assert user is not None
        services.match_start(match_id=int(pk), user=user, fill_with_bots=data.get("fill_with_bots"))
        return Response(self._match_output(int(pk), request))

    @extend_schema(
        operation_id="match_legal_actions",
        tags=["matches"],
        parameters=[MATCH_ID],
        responses={
            200: s.LegalActionsOutput,
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, E.NOT_SEATED),
        },
        summary="Your legal actions at the current seq (empty when it is not your decision)",
    )
    @action(detail=True, methods=["get"], url_path="legal-actions")
    def legal_actions(self, request: Request, pk: str) -> Response:
        legal = selectors.caller_legal_actions(match_id=int(pk), user=_user(request))
        return Response({"seq": legal.seq, "seat": legal.seat, "actions": legal.actions})

    @extend_schema(
        operation_id="match_action_submit",
        tags=["matches"],
        parameters=[
            MATCH_ID,
            OpenApiParameter(
                "Idempotency-Key",
                str,
                OpenApiParameter.HEADER,
                required=False,
                description="Retry-safe key: the same key and body replay the first response.",
            ),
        ],
        request=s.ActionSubmitInput,
        responses={
            201: s.ActionAcceptedOutput,
            200: s.ActionAcceptedOutput,
            **problems(
                E.VALIDATION_ERROR,
                E.INVALID_ACTION,
                E.ILLEGAL_ACTION,
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_SEATED,
                E.STALE_STATE,
                E.NOT_YOUR_TURN,
                E.GAME_OVER,
                E.MATCH_NOT_ACTIVE,
                E.IDEMPOTENCY_KEY_REUSED,
            ),
        },
        summary="Submit your action (201; 200 when an Idempotency-Key replays an earlier one)",
    )
    def submit(self, request: Request, pk: str) -> Response:
        data = _validated(s.ActionSubmitInput, request.data)
        key = request.headers.get("Idempotency-Key")
        if key is not None and not 1 <= len(key) <= 128:
            raise ApplicationError(
                E.VALIDATION_ERROR, "An Idempotency-Key is 1-128 characters long."
            )
        result = services.match_action_submit(
            match_id=int(pk),
            user=_user(request),
            action=data["action"],
            expected_seq=data["expected_seq"],
            idempotency_key=key,
        )
        code = status.HTTP_200_OK if result.replayed else status.HTTP_201_CREATED
        return Response(result.response, status=code)

    @extend_schema(
        operation_id="match_actions_list",
        tags=["matches"],
        parameters=[MATCH_ID, s.ActionsQuery],
        responses={200: s.LogEntryOutput(many=True), **problems(E.VALIDATION_ERROR, E.NOT_FOUND)},
        summary="The action log after a seq, as you may see it (at most 500 entries)",
    )
    def actions_list(self, request: Request, pk: str) -> Response:
        query = _validated(s.ActionsQuery, request.query_params.dict())
        match = selectors.match_get(match_id=int(pk))
        viewer = selectors.viewer_index(match=match, user=_user(request))
        return Response(
            selectors.match_actions_after(match=match, after=query["after"], viewer=viewer)
        )

    @extend_schema(
        operation_id="match_events",
        tags=["matches"],
        parameters=[MATCH_ID, s.EventsQuery],
        responses={200: s.EventsOutput, **problems(E.VALIDATION_ERROR, E.NOT_FOUND)},
        summary="Wait (long poll, up to 30 s) for actions after a seq",
    )
    @action(detail=True, methods=["get"])
    def events(self, request: Request, pk: str) -> Response:
        query = _validated(s.EventsQuery, request.query_params.dict())
        match = selectors.match_wait_for_news(
            match_id=int(pk), after=query["after"], timeout=query["timeout"]
        )
        viewer = selectors.viewer_index(match=match, user=_user(request))
        entries = selectors.match_actions_after(match=match, after=query["after"], viewer=viewer)
        return Response(
            {"seq": match.seq, "status": match.status, "to_move": match.to_move, "entries": entries}
        )

    @extend_schema(
        operation_id="match_resign",
        tags=["matches"],
        parameters=[MATCH_ID],
        request=None,
        responses={
            200: s.MatchOutput,
            **problems(
                E.VALIDATION_ERROR,
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_SEATED,
                E.GAME_OVER,
                E.MATCH_NOT_ACTIVE,
            ),
        },
        summary="Resign: a bot plays your seat to the end so the others can finish",
    )
    @action(detail=True, methods=["post"])
    def resign(self, request: Request, pk: str) -> Response:
        user = _user(request)
        assert user is not None
        services.match_resign(match_id=int(pk), user=user)
        return Response(self._match_output(int(pk), request))

    @extend_schema(
        operation_id="match_result",
        tags=["matches"],
        parameters=[MATCH_ID],
        responses={200: s.MatchResultOutput, **problems(E.NOT_FOUND, E.NO_RESULT)},
        summary="Final scores, per-category breakdown and ranks",
    )
    @action(detail=True, methods=["get"])
    def result(self, request: Request, pk: str) -> Response:
        match = selectors.match_get(match_id=int(pk))
        return Response({"match_id": match.pk, "results": selectors.match_results(match=match)})


class HealthView(APIView):
    permission_classes = [AllowAny]
    authentication_classes: list[Any] = []
    throttle_classes: list[Any] = []

    @extend_schema(
        operation_id="health",
        tags=["health"],
        auth=[],
        responses={200: s.HealthOutput, 503: s.HealthOutput},
        summary="State of the database, the broker and the workers",
    )
    def get(self, request: Request) -> Response:
        from api.health import check_broker, check_database, check_workers

        database = check_database(connection)
        broker = check_broker()
        workers = check_workers() if broker["ok"] else {"ok": False, "detail": "broker is down"}
        healthy = database["ok"] and broker["ok"] and workers["ok"]
        body = {
            "status": "ok" if healthy else "degraded",
            "database": database,
            "broker": broker,
            "workers": workers,
        }
        return Response(body, status=200 if healthy else 503)
