from __future__ import annotations

from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "games.notifications"
    label = "notifications"
    verbose_name = "Email notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import events
        from games.notifications import services

        # Idempotent: ready() can run more than once in some test set-ups.
        if services.user_events_committed not in events.user_event_listeners:
            events.user_event_listeners.append(services.user_events_committed)
        # Asked by the statement that inserts the events on the hot path (games.rows).
        events.user_event_interests[services.user_events_committed] = events.UserEventInterest(
            sql=services.ENABLED_INTEREST_SQL, act=services.send_enabled
        )
