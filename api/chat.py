"""The match chat over HTTP: chat_list and chat_post (`/matches/{id}/chat`), and the caller's
own mutes (`/chat/mutes`). Live messages come on the match stream (api/chat_stream.py)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.urls import path
from django.utils.translation import gettext as _
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers, status, viewsets
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.routers import SimpleRouter
from rest_framework.utils.urls import remove_query_param, replace_query_param
from rest_framework.views import APIView

from api.permissions import TokenScopeMixin
from api.schema import problems
from api.serializers import (
    PAGE_COUNT_HELP,
    PAGE_NEXT_HELP,
    PAGE_PREVIOUS_HELP,
    QueryIntegerField,
    StrictCharField,
    StrictChoiceField,
    StrictInput,
)
from api.throttling import FixedWindowThrottle
from api.views import MATCH_ID, SHARE_CODE, _code, _user, _validated
from games import rows, selectors
from games.chat import selectors as chat_selectors
from games.chat import services as chat_services
from games.chat.models import ChatChannel
from games.errors import ApplicationError
from games.errors import ErrorCode as E
from games.models import User

CHAT_MAX_LENGTH: int = getattr(settings, "CHAT_MAX_LENGTH", 500)
CHAT_PAGE_DEFAULT = 50
CHAT_PAGE_MAX = 200


class ChatRateThrottle(FixedWindowThrottle):
    """Posts per account (`THROTTLE_CHAT`, scope `chat`), whatever token or session sends them."""

    scope = "chat"

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

CHANNEL_HELP = (
    "`players` (the seated accounts' chat) or `spectators` (the chat of those who watch "
    "without a seat)."
)


class ChatListQuery(serializers.Serializer[Any]):
    channel = serializers.ChoiceField(
        choices=ChatChannel.choices,
        required=False,
        help_text=CHANNEL_HELP + " Default: yours (players if you hold a seat).",
    )
    after = QueryIntegerField(
        required=False,
        default=0,
        min_value=0,
        max_value=rows.MAX_ID,
        help_text="Cursor: messages with an id above this one (0, the default, from the start).",
    )
    limit = QueryIntegerField(
        required=False,
        default=CHAT_PAGE_DEFAULT,
        min_value=1,
        max_value=CHAT_PAGE_MAX,
        help_text=f"Page size, 1-{CHAT_PAGE_MAX} (default {CHAT_PAGE_DEFAULT}).",
    )


class ChatPostInput(StrictInput):
    text = StrictCharField(
        max_length=CHAT_MAX_LENGTH,
        help_text=f"The message: surrounding whitespace is stripped, then 1-{CHAT_MAX_LENGTH} "
        "characters (CHAT_MAX_LENGTH).",
    )
    channel = StrictChoiceField(
        choices=ChatChannel.choices,
        required=False,
        help_text=CHANNEL_HELP + " Default: yours (players if you hold a seat).",
    )


class ChatMessageOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="The message's id: chat_list's cursor.")
    match_id = serializers.IntegerField(min_value=1, help_text="The match it was written in.")
    channel = serializers.ChoiceField(choices=ChatChannel.choices, help_text=CHANNEL_HELP)
    author_id = serializers.IntegerField(min_value=1, help_text="The author's account id.")
    author = serializers.CharField(help_text="The author's username.")
    text = serializers.CharField(help_text="What the author wrote (free text, never game data).")
    created_at = serializers.DateTimeField(help_text="When it was posted (UTC).")


class ChatPageOutput(serializers.Serializer[Any]):
    """A page of a match's chat, oldest first, paged by the `after` cursor."""

    count = serializers.IntegerField(
        min_value=0, help_text="Messages of the channel you see (hidden and muted left out)."
    )
    next = serializers.URLField(
        allow_null=True,
        help_text="URL of the next page (messages after this page's last), or null when this "
        "page reaches the newest message.",
    )
    previous = serializers.URLField(allow_null=True, help_text=PAGE_PREVIOUS_HELP)
    results = ChatMessageOutput(many=True, help_text="Messages, oldest first.")


class ChatMuteCreateInput(StrictInput):
    username = StrictCharField(max_length=150, help_text="The account whose messages you hide.")


class ChatMuteOutput(serializers.Serializer[Any]):
    id = serializers.IntegerField(min_value=1, help_text="The mute's id (chat_mute_destroy).")
    user_id = serializers.IntegerField(min_value=1, help_text="The muted account's id.")
    username = serializers.CharField(help_text="The muted account's username.")
    created_at = serializers.DateTimeField(help_text="When you muted it (UTC).")


@extend_schema_serializer(many=False)  # a page object, not a list, although the action is "list"
class ChatMutePageOutput(serializers.Serializer[Any]):
    count = serializers.IntegerField(min_value=0, help_text=PAGE_COUNT_HELP)
    next = serializers.URLField(allow_null=True, help_text=PAGE_NEXT_HELP)
    previous = serializers.URLField(allow_null=True, help_text=PAGE_PREVIOUS_HELP)
    results = ChatMuteOutput(many=True, help_text="Your mutes, newest first.")


def mute_output(mute: Any) -> dict[str, Any]:
    return {
        "id": mute.pk,
        "user_id": mute.target_id,
        "username": mute.target.username,
        "created_at": mute.created_at,
    }


# --- views ----------------------------------------------------------------------------------------

CHAT_RULES = (
    " Channels: `players` is read and written by the seated accounts; `spectators` by those "
    "who may see the match without a seat (anonymous callers read it of a public match), and "
    "by the players only once the match has finished or was aborted, so nobody coaches a game "
    "in play. A players-only match (`spectators: players`) has no spectators' chat "
    "(`spectators_not_allowed`); a private match's chat does not exist for whoever cannot see "
    "the match (`not_found`, as for a missing match). Messages hidden by a moderator and those "
    "of accounts you muted (chat_mute_create) are left out."
)


class MatchChatView(TokenScopeMixin, APIView):
    permission_classes = [AllowAny]

    def get_permissions(self) -> list[Any]:
        if self.request.method == "POST":
            return [IsAuthenticated()]
        return [AllowAny()]

    def get_throttles(self) -> list[Any]:
        throttles = list(super().get_throttles())
        if self.request.method == "POST":
            throttles.append(ChatRateThrottle())
        return throttles

    @extend_schema(
        operation_id="chat_list",
        tags=["chat"],
        parameters=[MATCH_ID, ChatListQuery, SHARE_CODE],
        responses={
            200: OpenApiResponse(ChatPageOutput, "A page of the chat; follow `next`."),
            **problems(
                E.VALIDATION_ERROR,
                E.NOT_FOUND,
                E.NOT_SEATED,
                E.SPECTATORS_NOT_ALLOWED,
                E.CHAT_CHANNEL_NOT_ALLOWED,
            ),
        },
        summary="A match's chat after a message id, oldest first (cursor-paged)",
        description="The messages of one channel of the match with an id above `after`, "
        "oldest first, paged by a cursor like match_actions_list (the last message id seen). "
        "New messages also arrive live on match_stream (`event: chat`)." + CHAT_RULES,
    )
    def get(self, request: Request, pk: int) -> Response:
        query = _validated(ChatListQuery, request.query_params.dict())
        after, limit = query["after"], query["limit"]
        user = _user(request)
        match = selectors.match_get(match_id=int(pk), user=user, code=_code(request))
        viewer = selectors.viewer_index(match=match, user=user)
        channel = chat_selectors.chat_channel_check(
            match=match, user=user, viewer=viewer, channel=query.get("channel"), post=False
        )
        found = chat_selectors.chat_messages_after(
            match=match, channel=channel, reader=user, after=after, limit=limit + 1
        )
        results = found[:limit]
        visible = chat_selectors.visible_messages(match=match, channel=channel, reader=user)
        url = request.build_absolute_uri()
        previous = None
        if after > 0:
            before = list(
                visible.filter(pk__lte=after)
                .order_by("-pk")
                .values_list("pk", flat=True)[: limit + 1]
            )
            if len(before) > limit:
                previous = replace_query_param(url, "after", before[limit])
            elif before:
                previous = remove_query_param(url, "after")
        page = {
            "count": visible.count(),
            "next": (
                replace_query_param(url, "after", results[-1]["id"]) if len(found) > limit else None
            ),
            "previous": previous,
            "results": results,
        }
        return Response(page)

    @extend_schema(
        operation_id="chat_post",
        tags=["chat"],
        parameters=[MATCH_ID, SHARE_CODE],
        request=ChatPostInput,
        responses={
            201: OpenApiResponse(ChatMessageOutput, "The message, as its readers get it."),
            **problems(
                E.NOT_FOUND,
                E.NOT_AUTHENTICATED,
                E.NOT_SEATED,
                E.SPECTATORS_NOT_ALLOWED,
                E.CHAT_CHANNEL_NOT_ALLOWED,
                E.CHAT_MUTED,
                body=True,
            ),
        },
        summary="Write in a match's chat (yours by default: players if you hold a seat)",
        description="Posts `text` to `channel` and sends it at once to the readers of that "
        "channel on match_stream (`event: chat`). Players write only in `players`, the others "
        "only in `spectators`. An account a moderator muted site-wide is refused with "
        "`chat_muted`. Rate-limited per account (scope `chat`, THROTTLE_CHAT, default 10 a "
        "minute): `rate_limited` with Retry-After. A token needs `play`." + CHAT_RULES,
    )
    def post(self, request: Request, pk: int) -> Response:
        data = _validated(ChatPostInput, request.data)
        user = _user(request)
        assert user is not None  # IsAuthenticated
        message = chat_services.chat_message_post(
            match_id=int(pk),
            user=user,
            text=data["text"],
            channel=data.get("channel"),
            code=_code(request),
        )
        out = chat_selectors.message_output(message, user.username)
        return Response(out, status=status.HTTP_201_CREATED)


MUTE_ID = OpenApiParameter(
    "id",
    {"type": "integer", "minimum": 1},
    OpenApiParameter.PATH,
    description="Mute id (from chat_mute_list or chat_mute_create); not yours: `not_found`.",
)


def _me(request: Request) -> User:
    user = _user(request)
    assert user is not None  # IsAuthenticated
    return user


class ChatMuteViewSet(TokenScopeMixin, viewsets.ViewSet):
    """Your own mutes: the accounts whose chat messages you do not see (in every match)."""

    permission_classes = [IsAuthenticated]
    lookup_value_regex = r"[0-9]+"

    @extend_schema(
        operation_id="chat_mute_list",
        tags=["chat"],
        responses={
            200: OpenApiResponse(ChatMutePageOutput, "A page of your mutes; follow `next`."),
            **problems(E.VALIDATION_ERROR, E.NOT_AUTHENTICATED),
        },
        summary="The accounts you muted in the chat, newest first",
        description="Paged by limit/offset. Only you are affected by your mutes. Needs `read`.",
    )
    def list(self, request: Request) -> Response:
        paginator = LimitOffsetPagination()
        paginator.max_limit = CHAT_PAGE_MAX
        page = paginator.paginate_queryset(
            chat_selectors.mute_list(owner=_me(request)), request, view=self
        )
        return paginator.get_paginated_response([mute_output(mute) for mute in page or []])

    @extend_schema(
        operation_id="chat_mute_create",
        tags=["chat"],
        request=ChatMuteCreateInput,
        responses={
            201: OpenApiResponse(ChatMuteOutput, "Muted."),
            200: OpenApiResponse(ChatMuteOutput, "You had muted this account already."),
            **problems(E.NOT_AUTHENTICATED, E.UNKNOWN_ACCOUNT, body=True),
        },
        summary="Mute an account in the chat (for you only)",
        description="Its messages are left out of chat_list and your match streams in every "
        "match, from now on (an open stream reads your mutes again at its next message). "
        "Nobody else is affected and the account is not told. Muting yourself is a "
        "`validation_error`. Needs `play`.",
    )
    def create(self, request: Request) -> Response:
        data = _validated(ChatMuteCreateInput, request.data)
        mute, created = chat_services.chat_mute_create(
            owner=_me(request), username=data["username"]
        )
        code = status.HTTP_201_CREATED if created else status.HTTP_200_OK
        return Response(mute_output(mute), status=code)

    @extend_schema(
        operation_id="chat_mute_destroy",
        tags=["chat"],
        parameters=[MUTE_ID],
        request=None,
        responses={
            204: OpenApiResponse(None, "Unmuted: you see the account's messages again."),
            **problems(E.NOT_FOUND, E.NOT_AUTHENTICATED, write=True),
        },
        summary="Lift one of your chat mutes",
        description="Another account's mute and an unknown id are `not_found`. Needs `play`.",
    )
    def destroy(self, request: Request, pk: str) -> Response:
        mute_id = int(pk)
        if not 0 < mute_id <= rows.MAX_ID:
            raise ApplicationError(E.NOT_FOUND, _("You have no chat mute %(pk)s.") % {"pk": pk})
        chat_services.chat_mute_destroy(owner=_me(request), mute_id=mute_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


router = SimpleRouter(trailing_slash=False)
router.register("chat/mutes", ChatMuteViewSet, basename="chat-mute")

urlpatterns = [
    path("matches/<int:pk>/chat", MatchChatView.as_view(), name="match-chat"),
    *router.urls,
]
