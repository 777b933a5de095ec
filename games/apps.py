from __future__ import annotations

from typing import Any

from django.apps import AppConfig
from django.db.models.signals import post_migrate


class GamesConfig(AppConfig):
    name = "games"
    verbose_name = "Games and matches"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # After every migrate (and every flush, which tests run between transactional tests),
        # as Django keeps its content types: the server bots' accounts are always there.
        post_migrate.connect(_server_bot_accounts, sender=self)


def _server_bot_accounts(using: str = "default", **kwargs: Any) -> None:
    from games.models import ensure_server_bot_accounts

    ensure_server_bot_accounts(using=using)
