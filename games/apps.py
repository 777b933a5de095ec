from __future__ import annotations

from django.apps import AppConfig


class GamesConfig(AppConfig):
    name = "games"
    verbose_name = "Games and matches"
    default_auto_field = "django.db.models.BigAutoField"
