from __future__ import annotations

import importlib
from typing import Any

from django.apps import AppConfig
from django.apps import apps as global_apps
from django.db.models.signals import post_migrate


def ensure_organisers_group(
    sender: AppConfig, *, using: str, apps: Any = global_apps, **kwargs: Any
) -> None:
    """The organisers' group and its permissions, made again after every post_migrate.

    Migration 0002 makes them once; a flush (`manage.py flush`, or a test's after it committed)
    deletes every row and then sends post_migrate, which recreates the content types and
    permissions (handlers that run before this one: their apps come first) but not the group.
    """
    group_migration = importlib.import_module("games.tournaments.migrations.0002_organisers_group")
    group_migration.grant(apps, using)


class TournamentsConfig(AppConfig):
    name = "games.tournaments"
    label = "tournaments"
    verbose_name = "Tournaments and ratings"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import hooks
        from games.tournaments.services import on_match_finished

        if on_match_finished not in hooks.match_finished_listeners:
            hooks.match_finished_listeners.append(on_match_finished)
        post_migrate.connect(
            ensure_organisers_group, sender=self, dispatch_uid="tournaments-organisers-group"
        )
