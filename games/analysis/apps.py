from __future__ import annotations

from django.apps import AppConfig


class AnalysisConfig(AppConfig):
    name = "games.analysis"
    label = "analysis"
    verbose_name = "Match analyses"
    default_auto_field = "django.db.models.BigAutoField"
