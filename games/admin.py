from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.contrib.auth.admin import UserAdmin
from django.http import HttpRequest

from games.models import ApiToken, Invitation, Match, MatchAction, MatchResult, Seat, User
from games.tournaments.admin import MatchOrganiserMixin, TournamentListFilter


@admin.register(User)
class AccountAdmin(UserAdmin):  # type: ignore[type-arg]
    list_display = ("username", "is_bot", "is_staff", "is_active", "date_joined")
    list_filter = ("is_bot", "is_staff", "is_active")
    fieldsets = (
        *(UserAdmin.fieldsets or ()),
        ("Bot", {"fields": ("is_bot", "server_bot_kind")}),
    )


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin[ApiToken]):
    list_display = (
        "prefix",
        "user",
        "name",
        "scopes",
        "created_at",
        "last_used_at",
        "expires_at",
        "revoked_at",
    )
    readonly_fields = ("digest", "prefix", "created_at", "last_used_at")
    search_fields = ("user__username", "prefix")

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # tokens are issued by the API so the raw key can be shown once


class SeatInline(admin.TabularInline[Seat, Match]):
    model = Seat
    extra = 0
    fields = ("index", "user", "bot_kind", "display_name", "resigned", "joined_at")
    readonly_fields = ("index", "joined_at")

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class MatchResultInline(admin.TabularInline[MatchResult, Match]):
    model = MatchResult
    extra = 0
    fields = ("seat", "score", "rank", "breakdown")
    readonly_fields = fields
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class MatchActionInline(admin.TabularInline[MatchAction, Match]):
    """The log is append-only: read-only here."""

    model = MatchAction
    extra = 0
    fields = ("seq", "seat", "notation", "user", "created_at")
    readonly_fields = fields
    can_delete = False
    ordering = ("seq",)

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Match)
class MatchAdmin(MatchOrganiserMixin, admin.ModelAdmin[Match]):
    list_display = (
        "id",
        "game",
        "players",
        "status",
        "seq",
        "tournament",
        "creator",
        "created_at",
        "finished_at",
    )
    list_filter = ("status", "game", "private", TournamentListFilter)
    list_select_related = ("creator", "tournament_table__tournament", "tournament_table__round")
    actions = MatchOrganiserMixin.tournament_actions
    search_fields = ("id", "seats__user__username")
    readonly_fields = (
        "game",
        "config",
        "players",
        "seed",
        "seq",
        "to_move",
        "created_at",
        "started_at",
        "finished_at",
    )
    exclude = ("state",)
    inlines = (SeatInline, MatchResultInline, MatchActionInline)


@admin.register(Invitation)
class InvitationAdmin(admin.ModelAdmin[Invitation]):
    """Read-only: invitations change only through their services (seats are held with them)."""

    list_display = ("id", "match", "seat_index", "inviter", "invitee", "status", "expires_at")
    list_filter = ("status",)
    list_select_related = ("match", "inviter", "invitee")
    search_fields = ("inviter__username", "invitee__username", "match__id")
    readonly_fields = (
        "match",
        "seat_index",
        "inviter",
        "invitee",
        "status",
        "created_at",
        "expires_at",
        "answered_at",
    )

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False
