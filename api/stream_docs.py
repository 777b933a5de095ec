"""OpenAPI descriptions of the async views in api/streams.py.

drf-spectacular documents DRF views only. Each async view gets a DRF view class here that
carries its schema and nothing else (`documented_by` points the schema generator at it);
the requests themselves are served by the async view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    PolymorphicProxySerializer,
    extend_schema,
)
from rest_framework import serializers
from rest_framework.renderers import BaseRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api import serializers as s
from api.chat import ChatMessageOutput
from api.schema import problems
from games.errors import ErrorCode as E
from games.events import USER_EVENTS_BATCH
from games.models import MatchStatus, UserEventKind

F = TypeVar("F", bound=Callable[..., Any])


def documented_by(doc_view: type[APIView]) -> Callable[[F], F]:
    """The schema generator instantiates `callback.cls`; point it at the describing class."""

    def mark(view: F) -> F:
        view.cls = doc_view  # type: ignore[attr-defined]
        view.initkwargs = {}  # type: ignore[attr-defined]
        return view

    return mark


class EventStreamRenderer(BaseRenderer):
    """Names the text/event-stream media type in the schema (the async views write the bytes)."""

    media_type = "text/event-stream"
    format = "event-stream"

    def render(
        self, data: Any, accepted_media_type: Any = None, renderer_context: Any = None
    ) -> Any:
        return data


class MatchStatusEventOutput(serializers.Serializer[Any]):
    seq = serializers.IntegerField(min_value=0, help_text="The match's seq (actions applied).")
    status = serializers.ChoiceField(choices=MatchStatus.choices, help_text="The match's status.")
    to_move = serializers.ListField(
        child=serializers.IntegerField(min_value=0),
        help_text="Seats whose decision it is now (empty when waiting or over).",
    )


class UserEventOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="The event's cursor: resume after it.")
    kind = serializers.ChoiceField(choices=UserEventKind.choices, help_text="What happened.")
    match_id = serializers.IntegerField(
        allow_null=True, help_text="The match it concerns; null for tournament_round_started."
    )
    game = serializers.CharField(allow_null=True, help_text="That match's game; null without one.")
    seq = serializers.IntegerField(
        allow_null=True, help_text="The match's seq when it happened; null without a match."
    )
    tournament_id = serializers.IntegerField(
        allow_null=True, help_text="The tournament, for tournament_round_started; else null."
    )
    invitation_id = serializers.IntegerField(
        allow_null=True,
        help_text="The invitation, for invited and the invitation_* kinds (invitation_retrieve "
        "tells more); else null.",
    )
    seek_id = serializers.IntegerField(
        allow_null=True, help_text="Your quick-match seek, for seek_matched and seek_expired."
    )
    created_at = serializers.DateTimeField(help_text="When it happened (UTC).")


class UserEventPageOutput(serializers.Serializer[Any]):
    cursor = serializers.IntegerField(
        min_value=0, help_text="Pass it as `after` next time (the last event's id, or `after`)."
    )
    more = serializers.BooleanField(help_text=f"True when {USER_EVENTS_BATCH} events came back.")
    events = UserEventOutput(many=True, help_text="Oldest first.")


STREAM_FORMAT = (
    "Server-sent events (text/event-stream, the format browsers' `EventSource` reads). Each "
    "event has `id:` (resume with `Last-Event-ID` or `?after=`), `event:` (its type) and one "
    "`data:` line of JSON. Lines starting with `:` are heartbeats, sent whenever nothing else "
    "has been sent for EVENTS_HEARTBEAT_SECONDS (15 s); ignore them. Reconnecting with the "
    "last id received loses and repeats nothing."
)

MATCH_STREAM_EVENT = PolymorphicProxySerializer(
    component_name="MatchStreamEvent",
    serializers=[s.LogEntryOutput, MatchStatusEventOutput, ChatMessageOutput],
    resource_type_field_name=None,
)

CURSOR_HEADER = OpenApiParameter(
    "Last-Event-ID",
    int,
    OpenApiParameter.HEADER,
    required=False,
    description="The last event id received (EventSource sends it when it reconnects); "
    "takes precedence over `after`.",
)


def _after(description: str) -> OpenApiParameter:
    return OpenApiParameter(
        "after", int, OpenApiParameter.QUERY, required=False, description=description
    )


# Said by both stream operations: which server answers them (README "Production shape").
SERVED_BY_EVENTS_SERVER = (
    " Streams are served by the events server (ASGI); a WSGI server answers at once `421 "
    "stream_unavailable_here` (with `events_url`, this request on the events server, when the "
    "deployment names it) instead of holding a thread for the stream."
)

MATCH_ID = OpenApiParameter(
    "id",
    {"type": "integer", "minimum": 1},
    OpenApiParameter.PATH,
    description="Match id (from match_create or match_list); an unknown id is `not_found`.",
)


SHARE_CODE = OpenApiParameter(
    "code",
    {"type": "string", "maxLength": 32},
    OpenApiParameter.QUERY,
    required=False,
    description="The share code of a private match (from its share link), for a caller "
    "without a seat or invitation.",
)


def _served_elsewhere() -> Response:
    raise NotImplementedError("served by the async view in api/streams.py")


class MatchStreamDoc(APIView):
    renderer_classes = [EventStreamRenderer]

    @extend_schema(
        operation_id="match_stream",
        tags=["events"],
        parameters=[
            MATCH_ID,
            SHARE_CODE,
            CURSOR_HEADER,
            _after(
                "Replay the log after this seq first. Without it (and without Last-Event-ID) "
                "the stream starts at the present with a `status` event."
            ),
        ],
        responses={
            (200, "text/event-stream"): OpenApiResponse(
                MATCH_STREAM_EVENT,
                description=STREAM_FORMAT + " Event types: `action` (data: a log entry, "
                "LogEntryOutput, rendered for you exactly as match_actions_list renders it: "
                "another seat's hidden card is never in it; `id` = its seq) and `status` "
                "(data: MatchStatusEventOutput, sent at the start and whenever the status or "
                "the seats to move change), and `chat` (data: ChatMessageOutput, a chat message "
                "of your channel as chat_list gives it, sent as it is posted: the players' "
                "chat to seated readers, the spectators' chat to the others; never a hidden "
                "message nor one by an account you muted). `chat` events have no `id:`: the "
                "stream's ids are seqs, and a reconnect resumes the log, not the chat; read "
                "the messages you missed with chat_list (`after`: the last message id you "
                "have). The stream ends after the match finishes or is aborted.",
            ),
            (204, "text/event-stream"): OpenApiResponse(
                description="The match has ended and you have seen everything (an EventSource "
                "stops reconnecting)."
            ),
            **problems(
                E.VALIDATION_ERROR,
                E.NOT_FOUND,
                E.METHOD_NOT_ALLOWED,
                E.STREAM_UNAVAILABLE_HERE,
                E.SPECTATORS_NOT_ALLOWED,
            ),
        },
        summary="Live events of one match (server-sent events), as your seat or a spectator",
        description="Every log entry of the match as your seat (or a spectator) may see it, "
        "every change of status or of the seats to move, and the chat messages of your "
        "channel (chat_post), as they happen. Resume with "
        "`Last-Event-ID` or `after`; the stream ends with the match. A token needs `read`."
        + SERVED_BY_EVENTS_SERVER,
    )
    def get(self, request: Request, pk: int) -> Response:
        return _served_elsewhere()


class UserStreamDoc(APIView):
    renderer_classes = [EventStreamRenderer]

    @extend_schema(
        operation_id="user_event_stream",
        tags=["events"],
        parameters=[
            CURSOR_HEADER,
            _after(
                "Replay your events after this cursor first (an event id). Without it the "
                "stream starts at the present."
            ),
        ],
        responses={
            (200, "text/event-stream"): OpenApiResponse(
                UserEventOutput,
                description=STREAM_FORMAT + " The first event is `ready` (data: "
                '`{"cursor": n}`, where you are now); then one event per thing that happens '
                "to you, its type the kind (`your_turn`, `match_started`, `match_finished`, "
                "`tournament_round_started`, `invited`, `invitation_accepted`, "
                "`invitation_declined`, `invitation_cancelled`, `invitation_expired`, "
                "`seek_matched`, `seek_expired`) and its data a UserEventOutput. `your_turn` comes "
                "when a turn passes to your seat, not for each decision within your turn.",
            ),
            **problems(
                E.VALIDATION_ERROR,
                E.NOT_AUTHENTICATED,
                E.METHOD_NOT_ALLOWED,
                E.STREAM_UNAVAILABLE_HERE,
            ),
        },
        summary="Live events of all your matches and tournaments (server-sent events)",
        description="`your_turn`, `match_started`, `match_finished`, "
        "`tournament_round_started`, invitations to you and their answers, and your "
        "quick-match seeks being paired, across every match and tournament you are in, as "
        "they happen. Resume with `Last-Event-ID` or `after`. A token needs `read`."
        + SERVED_BY_EVENTS_SERVER,
    )
    def get(self, request: Request) -> Response:
        return _served_elsewhere()


class UserEventsDoc(APIView):
    @extend_schema(
        operation_id="user_events_list",
        tags=["events"],
        parameters=[_after("Your events after this cursor (an event id); 0 for the oldest kept.")],
        responses={
            200: OpenApiResponse(
                UserEventPageOutput, "Your events after `after`, oldest first (maybe none)."
            ),
            **problems(E.VALIDATION_ERROR, E.NOT_AUTHENTICATED, E.METHOD_NOT_ALLOWED),
        },
        summary="Your events after a cursor (for clients that cannot hold a stream open)",
        description="The events of the user stream with an id above `after`, as JSON, for a "
        "client that wakes up now and then. A token needs `read`.",
    )
    def get(self, request: Request) -> Response:
        return _served_elsewhere()


class MatchEventsDoc(APIView):
    @extend_schema(
        operation_id="match_events",
        tags=["matches"],
        parameters=[MATCH_ID, s.EventsQuery, SHARE_CODE],
        responses={
            200: OpenApiResponse(
                s.EventsOutput, "News after `after`, or none when `timeout` passed."
            ),
            **problems(
                E.VALIDATION_ERROR, E.NOT_FOUND, E.METHOD_NOT_ALLOWED, E.SPECTATORS_NOT_ALLOWED
            ),
        },
        summary="Wait (long poll, up to 30 s) for actions after a seq",
        description="Answers at once when the match is past `after`, has ended or changes "
        "status; else when that happens or after `timeout` seconds (then `entries` is empty). "
        "Served by the event hub: a waiting call holds no server thread under the ASGI "
        "server (the events server). A WSGI server lets waiting calls hold at most half its "
        "threads: one that would wait beyond that answers at once `503 service_unavailable` "
        "(Retry-After; `events_url` when the deployment names the events server). The event "
        "streams (match_stream, user_event_stream) push the same news. The long poll "
        "carries no chat: read it with chat_list (`after`: the last message id you have), or "
        "follow match_stream, which sends it live.",
    )
    def get(self, request: Request, pk: int) -> Response:
        return _served_elsewhere()
