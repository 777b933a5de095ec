from __future__ import annotations

from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    name = "games.tournaments"
    label = "tournaments"
    verbose_name = "Tournaments and ratings"
    default_auto_field = "django.db.models.BigAutoField"
