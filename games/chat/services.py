"""Every write of the chat: posting, personal mutes and moderation (hide, site-wide mute).

A posted message is announced after commit in the match's event notice (`events.publish(...,
chat=...)`): every events process hands it to the match's open streams, which filter it per
reader without reading the database (api/fanout.py, `ChatReader`).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext

from games import events, selectors
from games.chat import selectors as chat_selectors
from games.chat.models import (
    ChatBan,
    ChatMessage,
    ChatModerationLog,
    ChatMute,
    ModerationAction,
)
from games.errors import ApplicationError, ErrorCode
from games.models import User


@transaction.atomic
def chat_message_post(
    *, match_id: int, user: User, text: str, channel: str | None = None, code: str | None = None
) -> ChatMessage:
    """Post `text` (already stripped and checked for length) to the match's `channel` (default:
    the caller's own, see chat_selectors.default_channel)."""
    match = selectors.match_get(match_id=match_id, user=user, code=code)
    viewer = selectors.viewer_index(match=match, user=user)
    channel = chat_selectors.chat_channel_check(
        match=match, user=user, viewer=viewer, channel=channel, post=True
    )
    ban = chat_selectors.chat_ban_active(user=user)
    if ban is not None:
        until = (
            gettext(" until %(time)s UTC") % {"time": f"{ban.until:%Y-%m-%d %H:%M}"}
            if ban.until
            else ""
        )
        raise ApplicationError(
            ErrorCode.CHAT_MUTED,
            gettext("Your account may not write in the chat%(until)s.") % {"until": until},
        )
    message = ChatMessage.objects.create(match=match, author=user, channel=channel, text=text)
    events.publish(match_id=match.pk, chat=chat_selectors.message_output(message, user.username))
    return message


@transaction.atomic
def chat_mute_create(*, owner: User, username: str) -> tuple[ChatMute, bool]:
    """Mute `username` for `owner`; (the mute, True when it is new)."""
    target = User.objects.filter(username__iexact=username).first()
    if target is None:
        raise ApplicationError(
            ErrorCode.UNKNOWN_ACCOUNT,
            gettext("There is no account %(username)r.") % {"username": username},
        )
    if target.pk == owner.pk:
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR,
            gettext("The request is not valid: username: you cannot mute yourself."),
            errors={"username": ["You cannot mute yourself."]},
        )
    try:
        with transaction.atomic():
            mute, created = ChatMute.objects.get_or_create(owner=owner, target=target)
    except IntegrityError:  # the same request twice at once: the other one made it
        mute, created = ChatMute.objects.get(owner=owner, target=target), False
    if created:
        events.publish(chat_mutes=[owner.pk])
    return mute, created


@transaction.atomic
def chat_mute_destroy(*, owner: User, mute_id: int) -> None:
    deleted, _ = ChatMute.objects.filter(owner=owner, pk=mute_id).delete()
    if not deleted:
        raise ApplicationError(
            ErrorCode.NOT_FOUND,
            gettext("You have no chat mute %(mute_id)s.") % {"mute_id": mute_id},
        )
    events.publish(chat_mutes=[owner.pk])


# --- moderation (the admin) ---------------------------------------------------------------------


@transaction.atomic
def chat_messages_hide(
    *, moderator: User, messages: Iterable[ChatMessage], hidden: bool = True
) -> int:
    """Hide (or unhide) messages; each change is logged. Returns how many changed."""
    now = timezone.now()
    changed = 0
    for message in messages:
        if message.hidden == hidden:
            continue
        message.hidden = hidden
        message.hidden_by = moderator if hidden else None
        message.hidden_at = now if hidden else None
        message.save(update_fields=["hidden", "hidden_by", "hidden_at"])
        ChatModerationLog.objects.create(
            moderator=moderator,
            action=ModerationAction.HIDE if hidden else ModerationAction.UNHIDE,
            message=message,
            account_id=message.author_id,
            detail=message.text[:200],
        )
        changed += 1
    return changed


@transaction.atomic
def chat_ban_create(
    *, moderator: User, users: Iterable[User], until: datetime | None, reason: str = ""
) -> int:
    """Mute accounts site-wide until `until` (None: until lifted); each is logged."""
    count = 0
    for user in users:
        ChatBan.objects.update_or_create(
            user=user,
            defaults={
                "until": until,
                "reason": reason,
                "muted_by": moderator,
                "muted_at": timezone.now(),
                "lifted_at": None,
            },
        )
        ChatModerationLog.objects.create(
            moderator=moderator,
            action=ModerationAction.MUTE,
            account=user,
            detail=(f"until {until:%Y-%m-%d %H:%M} UTC" if until else "until lifted")
            + (f": {reason}" if reason else ""),
        )
        count += 1
    return count


@transaction.atomic
def chat_ban_lift(*, moderator: User, bans: Iterable[ChatBan]) -> int:
    count = 0
    for ban in bans:
        if ban.lifted_at is not None:
            continue
        ban.lifted_at = timezone.now()
        ban.save(update_fields=["lifted_at"])
        ChatModerationLog.objects.create(
            moderator=moderator, action=ModerationAction.UNMUTE, account_id=ban.user_id
        )
        count += 1
    return count
