"""Quick match over the API: post a seek (what you want to play), get paired into a match with
the oldest compatible seekers, list, read and cancel your own seeks. README "Quick match"."""

from __future__ import annotations

import math
from typing import Any

from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from api.permissions import TokenScopeMixin
from api.schema import problems
from api.serializers import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    PAGE_COUNT_HELP,
    PAGE_NEXT_HELP,
    PAGE_PREVIOUS_HELP,
    GameOptionsField,
    GameSlugField,
    OptionsInputField,
    QueryIntegerField,
    StrictInput,
    StrictIntegerField,
)
from games.engine import all_games
from games.errors import ErrorCode
from games.matchmaking import selectors, services
from games.matchmaking.models import Seek, SeekStatus
from games.models import User

E = ErrorCode
# Ratings are mu - 3 sigma (a few dozen either side of 0); the bounds only keep them finite.
RATING_LIMIT = 1_000_000.0

# --- serializers ------------------------------------------------------------------------------


class StrictRatingField(serializers.FloatField):
    """A JSON number (not a string, not a boolean)."""

    def to_internal_value(self, data: Any) -> float:
        if isinstance(data, bool) or not isinstance(data, int | float) or not math.isfinite(data):
            self.fail("invalid")
        return float(super().to_internal_value(data))


class SeekCreateInput(StrictInput):
    game = GameSlugField(
        max_length=32, help_text="A game slug from game_list; another slug is `not_found`."
    )
    players = StrictIntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=MIN_PLAYERS,
        max_value=MAX_PLAYERS,
        help_text="Seats of the match you want; null or omitted: any count the game allows "
        "(you then play the count of the seekers you are paired with, or the game's fewest "
        "when none of them named one). A count outside the game's range is `invalid_config`.",
    )
    options = OptionsInputField(
        required=False,
        allow_null=True,
        default=None,
        help_text="The game's options by name (see game_list; omitted ones take their "
        "default): you are paired only with seekers of the same options or of any. Null or "
        "omitted: any options (the match uses your partners' or the defaults). With any player "
        "count the options must suit every count (`invalid_config` names the option).",
    )
    decision_seconds = StrictIntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=1,
        max_value=services.MAX_DECISION_SECONDS,
        help_text="Time control: seconds allowed for each decision (1 s to 30 days); null or "
        "omitted: no clock. Seeks pair only with seeks of the same time control.",
    )
    rating_min = StrictRatingField(
        required=False,
        allow_null=True,
        default=None,
        min_value=-RATING_LIMIT,
        max_value=RATING_LIMIT,
        help_text="Lowest rating (in this game, as rating_leaderboard shows it) of the "
        "accounts you accept to play; an unrated account counts as 0. Null: no lower bound. "
        "Your own rating must be inside the others' ranges too.",
    )
    rating_max = StrictRatingField(
        required=False,
        allow_null=True,
        default=None,
        min_value=-RATING_LIMIT,
        max_value=RATING_LIMIT,
        help_text="Highest rating of the accounts you accept to play; null: no upper bound. "
        "Below rating_min is a `validation_error`.",
    )
    expires_in_seconds = StrictIntegerField(
        required=False,
        min_value=services.MIN_EXPIRES_IN_SECONDS,
        max_value=services.MAX_EXPIRES_IN_SECONDS,
        help_text="Seconds the seek waits to be paired before it expires (10 to 86400); "
        "omitted: the server's SEEK_TTL_SECONDS (600 by default).",
    )


class SeekOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="The seek's id.")
    game = serializers.CharField(help_text="The game's slug.")
    players = serializers.IntegerField(
        allow_null=True, min_value=1, help_text="Seats asked for; null: any count."
    )
    options = GameOptionsField(
        allow_null=True,
        help_text="The options asked for, normalised by the game (all present); null: any.",
    )
    decision_seconds = serializers.IntegerField(
        allow_null=True, min_value=1, help_text="Time control, seconds per decision; null: none."
    )
    rating_min = serializers.FloatField(
        allow_null=True, help_text="Lowest acceptable opponent rating; null: no bound."
    )
    rating_max = serializers.FloatField(
        allow_null=True, help_text="Highest acceptable opponent rating; null: no bound."
    )
    status = serializers.ChoiceField(
        choices=SeekStatus.choices,
        help_text="`open` (waiting), `matched` (paired: see match_id; the match has started), "
        "`cancelled` (by you) or `expired` (not paired in time).",
    )
    match_id = serializers.IntegerField(
        allow_null=True,
        min_value=1,
        help_text="The match it was paired into (match_retrieve); null unless matched.",
    )
    created_at = serializers.DateTimeField(help_text="When it was posted (UTC).")
    expires_at = serializers.DateTimeField(
        help_text="When it expires if still open (UTC); the sweep marks it within "
        "SEEK_SWEEP_SECONDS, and it is never paired after this time."
    )


@extend_schema_serializer(many=False)  # a page object, not a list, although the action is "list"
class SeekPageOutput(serializers.Serializer[Any]):
    """A page of your seeks, newest first."""

    count = serializers.IntegerField(min_value=0, help_text=PAGE_COUNT_HELP)
    next = serializers.URLField(allow_null=True, help_text=PAGE_NEXT_HELP)
    previous = serializers.URLField(allow_null=True, help_text=PAGE_PREVIOUS_HELP)
    results = SeekOutput(many=True, help_text="This page's seeks, newest first.")


class SeekListQuery(serializers.Serializer[Any]):
    status = serializers.ChoiceField(
        choices=SeekStatus.choices, required=False, help_text="Only seeks in this status."
    )
    limit = QueryIntegerField(
        required=False, min_value=1, max_value=200, help_text="Page size (1-200, default 50)."
    )
    offset = QueryIntegerField(
        required=False, min_value=0, help_text="Seeks to skip; follow `next` instead."
    )


def seek_output(seek: Seek) -> dict[str, Any]:
    return {
        "id": seek.pk,
        "game": seek.game,
        "players": seek.players,
        "options": seek.options,
        "decision_seconds": seek.decision_seconds,
        "rating_min": seek.rating_min,
        "rating_max": seek.rating_max,
        "status": seek.status,
        "match_id": seek.match_id,
        "created_at": seek.created_at,
        "expires_at": seek.expires_at,
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


SEEK_ID = OpenApiParameter(
    "id",
    {"type": "integer", "minimum": 1},
    OpenApiParameter.PATH,
    description="Seek id (from seek_create or seek_list); not yours or unknown: `not_found`.",
)


class SeekViewSet(TokenScopeMixin, viewsets.ViewSet):
    """Posting and cancelling need the `play` scope, reading `read` (the default by method)."""

    permission_classes = [IsAuthenticated]
    lookup_value_regex = r"[0-9]+"

    @extend_schema(
        operation_id="seek_create",
        tags=["seeks"],
        request=SeekCreateInput,
        responses={
            201: OpenApiResponse(
                SeekOutput,
                "The seek: `matched` with its match_id when it completed a group at once, "
                "else `open`.",
            ),
            **problems(
                E.NOT_FOUND, E.INVALID_CONFIG, E.TOO_MANY_SEEKS, E.NOT_AUTHENTICATED, body=True
            ),
        },
        summary="Quick match: ask for a match of a game and be paired with other seekers",
        description="Posts a seek for `game`; null constraints accept anything. Seeks pair "
        "when they agree: the same game, player count (or any), options (or any) and time "
        "control, each seeker's rating inside every other's range, and different accounts. "
        "The oldest waiting seek is paired first, with the oldest compatible others. If this "
        "seek completes a group, the match is created and started at once and the answer is "
        "`matched` with its `match_id`; otherwise it waits (`open`) until another seek "
        "completes it or it expires. Either way each seeker is told with a `seek_matched` "
        "(or `seek_expired`) user event (events, events/stream, webhooks). Needs `play`. "
        "`not_found`: no such game; `invalid_config`: options or a player count the game "
        "refuses; `too_many_seeks`: you already have SEEK_MAX_OPEN_PER_USER open seeks.",
    )
    def create(self, request: Request) -> Response:
        data = _validated(SeekCreateInput, request.data)
        seek = services.seek_create(
            user=_user(request),
            game=data["game"],
            players=data["players"],
            options=data["options"],
            decision_seconds=data["decision_seconds"],
            rating_min=data["rating_min"],
            rating_max=data["rating_max"],
            expires_in_seconds=data.get("expires_in_seconds"),
        )
        return Response(SeekOutput(seek_output(seek)).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="seek_list",
        tags=["seeks"],
        parameters=[SeekListQuery],
        responses={
            200: OpenApiResponse(SeekPageOutput, "A page of your seeks; follow `next`."),
            **problems(E.VALIDATION_ERROR, E.NOT_AUTHENTICATED),
        },
        summary="Your seeks, newest first",
        description="Your own seeks (optionally only those in `status`), newest first, paged "
        "by limit/offset. Needs `read`.",
    )
    def list(self, request: Request) -> Response:
        query = _validated(SeekListQuery, request.query_params.dict())
        seeks = selectors.seek_list(user=_user(request), status=query.get("status"))
        paginator = LimitOffsetPagination()
        paginator.max_limit = 200
        page = paginator.paginate_queryset(seeks, request, view=self) or []
        results = SeekOutput([seek_output(seek) for seek in page], many=True).data
        return paginator.get_paginated_response(results)

    @extend_schema(
        operation_id="seek_retrieve",
        tags=["seeks"],
        parameters=[SEEK_ID],
        responses={
            200: OpenApiResponse(SeekOutput, "Your seek."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED),
        },
        summary="One of your seeks (is it paired yet?)",
        description="Your seek with its status and, once matched, its match_id. Another "
        "account's seek and an unknown id are both `not_found`. Needs `read`.",
    )
    def retrieve(self, request: Request, pk: str) -> Response:
        seek = selectors.seek_get(user=_user(request), seek_id=int(pk))
        return Response(SeekOutput(seek_output(seek)).data)

    @extend_schema(
        operation_id="seek_cancel",
        tags=["seeks"],
        parameters=[SEEK_ID],
        request=None,
        responses={
            200: OpenApiResponse(SeekOutput, "The seek, now `cancelled`."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, E.SEEK_NOT_OPEN, write=True),
        },
        summary="Withdraw one of your open seeks",
        description="Cancels your seek while it is `open`; a seek already matched, cancelled "
        "or expired is `seek_not_open` (with `seek_status`). Another account's seek "
        "and an unknown id are both `not_found`. No body is read. Needs `play`.",
    )
    @action(detail=True, methods=["post"])
    def cancel(self, request: Request, pk: str) -> Response:
        seek = services.seek_cancel(user=_user(request), seek_id=int(pk))
        return Response(SeekOutput(seek_output(seek)).data)


def game_slugs() -> list[str]:
    """The hosted games' slugs: the enum of seek_create's and match_create's `game`
    (SPECTACULAR_SETTINGS["ENUM_NAME_OVERRIDES"] names it, read when the schema is built)."""
    return [game.slug for game in all_games()]
