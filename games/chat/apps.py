from __future__ import annotations

from django.apps import AppConfig


class ChatConfig(AppConfig):
    name = "games.chat"
    label = "chat"
    verbose_name = "Match chat"
    default_auto_field = "django.db.models.BigAutoField"
