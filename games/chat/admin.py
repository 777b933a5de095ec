"""Chat moderation: messages with filters, hide/unhide, site-wide mutes of their authors, and
the moderation log (read-only). Every action goes through games.chat.services, which logs it."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils import timezone

from games.chat import services
from games.chat.models import ChatBan, ChatMessage, ChatModerationLog, ChatMute
from games.models import User


def _moderator(request: HttpRequest) -> User:
    user = request.user
    assert isinstance(user, User)  # the admin is for staff accounts
    return user


class ReadOnlyAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


def _mute_authors(
    request: HttpRequest, queryset: QuerySet[ChatMessage], until: datetime | None
) -> None:
    authors = User.objects.filter(pk__in=queryset.values("author_id"))
    count = services.chat_ban_create(moderator=_moderator(request), users=authors, until=until)
    messages.success(request, f"Muted {count} account(s) site-wide.")


@admin.register(ChatMessage)
class ChatMessageAdmin(ReadOnlyAdmin):
    list_display = ("id", "match", "channel", "author", "short_text", "created_at", "hidden")
    list_filter = ("hidden", "channel", "created_at", "match__game")
    list_select_related = ("match", "author")
    search_fields = ("text", "author__username", "match__id")
    date_hierarchy = "created_at"
    actions = (
        "hide",
        "unhide",
        "mute_authors_day",
        "mute_authors_week",
        "mute_authors_until_lifted",
    )
    fields = (
        "match",
        "channel",
        "author",
        "text",
        "created_at",
        "hidden",
        "hidden_by",
        "hidden_at",
    )

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        # Read-only detail page, but the list's actions need the change permission.
        return obj is None and super(ReadOnlyAdmin, self).has_change_permission(request, obj)

    @admin.display(description="text")
    def short_text(self, obj: ChatMessage) -> str:
        return obj.text if len(obj.text) <= 80 else obj.text[:79] + "…"

    @admin.action(description="Hide the selected messages (from everyone)", permissions=["change"])
    def hide(self, request: HttpRequest, queryset: QuerySet[ChatMessage]) -> None:
        count = services.chat_messages_hide(moderator=_moderator(request), messages=queryset)
        messages.success(request, f"Hid {count} message(s).")

    @admin.action(description="Unhide the selected messages", permissions=["change"])
    def unhide(self, request: HttpRequest, queryset: QuerySet[ChatMessage]) -> None:
        count = services.chat_messages_hide(
            moderator=_moderator(request), messages=queryset, hidden=False
        )
        messages.success(request, f"Unhid {count} message(s).")

    @admin.action(description="Mute their authors site-wide for 24 hours", permissions=["change"])
    def mute_authors_day(self, request: HttpRequest, queryset: QuerySet[ChatMessage]) -> None:
        _mute_authors(request, queryset, timezone.now() + timedelta(days=1))

    @admin.action(description="Mute their authors site-wide for 7 days", permissions=["change"])
    def mute_authors_week(self, request: HttpRequest, queryset: QuerySet[ChatMessage]) -> None:
        _mute_authors(request, queryset, timezone.now() + timedelta(days=7))

    @admin.action(description="Mute their authors site-wide until lifted", permissions=["change"])
    def mute_authors_until_lifted(
        self, request: HttpRequest, queryset: QuerySet[ChatMessage]
    ) -> None:
        _mute_authors(request, queryset, None)


@admin.register(ChatBan)
class ChatBanAdmin(ReadOnlyAdmin):
    list_display = ("user", "until", "in_force", "reason", "muted_by", "muted_at", "lifted_at")
    list_filter = ("lifted_at", "until")
    list_select_related = ("user", "muted_by")
    search_fields = ("user__username",)
    actions = ("lift",)

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return obj is None and super(ReadOnlyAdmin, self).has_change_permission(request, obj)

    @admin.display(boolean=True, description="in force")
    def in_force(self, obj: ChatBan) -> bool:
        return obj.active()

    @admin.action(description="Lift the selected site-wide mutes", permissions=["change"])
    def lift(self, request: HttpRequest, queryset: QuerySet[ChatBan]) -> None:
        count = services.chat_ban_lift(moderator=_moderator(request), bans=queryset)
        messages.success(request, f"Lifted {count} mute(s).")


@admin.register(ChatModerationLog)
class ChatModerationLogAdmin(ReadOnlyAdmin):
    list_display = ("at", "moderator", "action", "account", "message", "detail")
    list_filter = ("action", "at")
    list_select_related = ("moderator", "account", "message")
    search_fields = ("moderator__username", "account__username", "detail")


@admin.register(ChatMute)
class ChatMuteAdmin(ReadOnlyAdmin):
    """Personal mutes, for reference: they are their owners' business (the API changes them)."""

    list_display = ("owner", "target", "created_at")
    list_select_related = ("owner", "target")
    search_fields = ("owner__username", "target__username")
