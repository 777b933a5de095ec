"""Analyses in the admin: read-only, to see what workers computed (and how long it took)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from games.analysis.models import MatchAnalysis


@admin.register(MatchAnalysis)
class MatchAnalysisAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ("id", "match", "seat", "status", "decisions_done", "decisions_total")
    list_filter = ("status",)
    raw_id_fields = ("match", "requested_by")
    readonly_fields = ("result",)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False
