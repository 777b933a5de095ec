from __future__ import annotations

from django.apps import AppConfig


class WebhooksConfig(AppConfig):
    name = "games.webhooks"
    label = "webhooks"
    verbose_name = "Webhooks"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import events
        from games.webhooks import services

        # Idempotent: ready() can run more than once in some test set-ups.
        if services.user_events_committed not in events.user_event_listeners:
            events.user_event_listeners.append(services.user_events_committed)
        # Asked by the statement that inserts the events on the hot path (games.rows).
        events.user_event_interests[services.user_events_committed] = events.UserEventInterest(
            sql=services.SUBSCRIBED_INTEREST_SQL, act=services.fan_out_subscribed
        )
