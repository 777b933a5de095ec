"""Every read of the chat: who may read or post which channel, and the messages a reader sees.

The rules (README "Chat"):

- `players`: the seated accounts read and post it.
- `spectators`: accounts that may see the match and hold no seat read and post it (anonymous
  callers read it, like watching); the players read it only once the match has finished or
  was aborted, so spectators cannot coach a game in play. A players-only match
  (`spectators="players"`) has none.
- A private match's chat does not exist for whoever cannot see the match (`not_found`, the
  same answer as for a missing match: `games.selectors.match_get`).
- Hidden messages are left out for everyone, and a reader's muted accounts for that reader.
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.utils import timezone
from django.utils.translation import gettext as _

from games.chat.models import ChatBan, ChatChannel, ChatMessage, ChatMute
from games.errors import ApplicationError, ErrorCode
from games.models import Match, MatchStatus, Spectators, User

ENDED = (MatchStatus.FINISHED, MatchStatus.ABORTED)


def default_channel(*, viewer: int | None) -> str:
    """Yours: the players' chat when you hold a seat, else the spectators'."""
    return ChatChannel.PLAYERS if viewer is not None else ChatChannel.SPECTATORS


def chat_channel_check(
    *, match: Match, user: User | None, viewer: int | None, channel: str | None, post: bool
) -> str:
    """The channel the caller reads (`post=False`) or posts to, or the problem saying why not.

    `match` is one the caller may see (match_get checked it); `viewer` the caller's seat."""
    channel = channel or default_channel(viewer=viewer)
    if channel == ChatChannel.PLAYERS:
        if viewer is None:
            raise ApplicationError(
                ErrorCode.NOT_SEATED,
                _("Only the players of this match read and write its players' chat."),
            )
        return channel
    if match.spectators != Spectators.EVERYONE:
        raise ApplicationError(
            ErrorCode.SPECTATORS_NOT_ALLOWED,
            _("Only the players of this match may watch it: it has no spectators' chat."),
        )
    if viewer is not None:
        if post:
            raise ApplicationError(
                ErrorCode.CHAT_CHANNEL_NOT_ALLOWED,
                _("Players do not write in the spectators' chat; yours is `players`."),
            )
        if match.status not in ENDED:
            raise ApplicationError(
                ErrorCode.CHAT_CHANNEL_NOT_ALLOWED,
                _("The spectators' chat opens to the players once the match has ended."),
            )
    return channel


def muted_author_ids(user_id: int) -> frozenset[int]:
    """The accounts `user_id` muted (their messages are left out for it)."""
    return frozenset(ChatMute.objects.filter(owner_id=user_id).values_list("target_id", flat=True))


def chat_ban_active(*, user: User) -> ChatBan | None:
    """The account's site-wide mute, when one is in force now."""
    ban = ChatBan.objects.filter(user=user).first()
    return ban if ban is not None and ban.active(timezone.now()) else None


def visible_messages(*, match: Match, channel: str, reader: User | None) -> QuerySet[ChatMessage]:
    """The channel's messages `reader` sees: not hidden, not by an account it muted."""
    found = ChatMessage.objects.filter(match=match, channel=channel, hidden=False)
    if reader is not None:
        muted = ChatMute.objects.filter(owner=reader).values("target_id")
        found = found.exclude(author_id__in=muted)
    return found


def message_output(message: ChatMessage, author_username: str) -> dict[str, Any]:
    """A message as the API and the match stream give it (ChatMessageOutput)."""
    return {
        "id": message.pk,
        "match_id": message.match_id,
        "channel": message.channel,
        "author_id": message.author_id,
        "author": author_username,
        "text": message.text,
        # The form the JSON endpoints give datetimes (orjson's), here and on the stream alike.
        "created_at": message.created_at.isoformat(),
    }


def chat_messages_after(
    *, match: Match, channel: str, reader: User | None, after: int, limit: int
) -> list[dict[str, Any]]:
    """Up to `limit` messages with an id above `after`, oldest first."""
    found = (
        visible_messages(match=match, channel=channel, reader=reader)
        .filter(pk__gt=after)
        .select_related("author")
        .order_by("pk")[:limit]
    )
    return [message_output(message, message.author.username) for message in found]


def mute_list(*, owner: User) -> QuerySet[ChatMute]:
    return (
        ChatMute.objects.filter(owner=owner).select_related("target").order_by("-created_at", "-id")
    )


def chat_record(*, match: Match) -> list[dict[str, Any]]:
    """The match's chat for its exported record (both channels, oldest first, hidden messages
    left out): asked for explicitly, once the match is over."""
    found = (
        ChatMessage.objects.filter(match=match, hidden=False)
        .select_related("author")
        .order_by("pk")
    )
    return [
        {
            "channel": message.channel,
            "author": message.author.username,
            "text": message.text,
            "created_at": message.created_at.isoformat(),
        }
        for message in found
    ]
