from __future__ import annotations

from django.apps import AppConfig


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
