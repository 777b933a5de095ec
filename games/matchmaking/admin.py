"""Seeks in the admin, read-only: who waits for what, and which match each was paired into.
Seeks are made, paired and cancelled through games.matchmaking.services only (the API), so
that every change of status stays guarded."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from games.matchmaking.models import Seek


@admin.register(Seek)
class SeekAdmin(admin.ModelAdmin[Seek]):
    list_display = (
        "id",
        "user",
        "game",
        "players",
        "decision_seconds",
        "status",
        "match",
        "created_at",
        "expires_at",
    )
    list_filter = ("status", "game")
    search_fields = ("user__username",)
    raw_id_fields = ("user", "match")
    date_hierarchy = "created_at"

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
