from __future__ import annotations

from django.apps import AppConfig


class MatchmakingConfig(AppConfig):
    """Quick match: seeks posted by players, paired into matches exactly once."""

    name = "games.matchmaking"
    label = "matchmaking"
    default_auto_field = "django.db.models.BigAutoField"
