"""Email notifications in the admin: who has email on, and the log of every notice. Both are
read-only: accounts change their settings over the API (or the unsubscribe link); staff can
only turn email off, for an address that bounces."""

from __future__ import annotations

from typing import Any

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from games.notifications import services
from games.notifications.models import EmailNotice, NotificationSettings

NOTICE_FIELDS = (
    "id",
    "user",
    "kind",
    "match",
    "event",
    "status",
    "detail",
    "to_address",
    "attempts",
    "created_at",
    "sent_at",
)


@admin.register(NotificationSettings)
class NotificationSettingsAdmin(admin.ModelAdmin[NotificationSettings]):
    list_display = (
        "user",
        "email",
        "email_enabled",
        "your_turn",
        "invitations",
        "results",
        "enabled_at",
        "updated_at",
    )
    list_filter = ("email_enabled",)
    search_fields = ("user__username", "email")
    list_select_related = ("user",)
    # The unsubscribe token is never displayed: it is its owner's.
    fields = (
        "user",
        "email",
        "email_enabled",
        "your_turn",
        "invitations",
        "results",
        "cursor",
        "enabled_at",
        "updated_at",
    )
    readonly_fields = fields
    actions = ("turn_email_off",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.action(description="Turn email off for the selected accounts")
    def turn_email_off(
        self, request: HttpRequest, queryset: QuerySet[NotificationSettings]
    ) -> None:
        count = 0
        for row in queryset.filter(email_enabled=True):
            services.notification_unsubscribe(token=row.unsubscribe_token)
            count += 1
        messages.success(request, f"Email turned off for {count} account(s).")


@admin.register(EmailNotice)
class EmailNoticeAdmin(admin.ModelAdmin[EmailNotice]):
    list_display = NOTICE_FIELDS
    list_filter = ("status", "kind")
    search_fields = ("user__username", "to_address")
    list_select_related = ("user",)
    fields = (*NOTICE_FIELDS, "subject", "body_sent")
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    @admin.display(description="Body")
    def body_sent(self, notice: EmailNotice) -> str:
        """The body mailed, without the unsubscribe token (it is its owner's)."""
        token = (
            NotificationSettings.objects.filter(user_id=notice.user_id)
            .values_list("unsubscribe_token", flat=True)
            .first()
        )
        return notice.body.replace(token, "<token>") if token else notice.body
