"""Email notification reads: an account's settings (its defaults when it has never saved any)."""

from __future__ import annotations

from games.models import User
from games.notifications.models import NotificationSettings


def notification_settings_get(*, user: User) -> NotificationSettings:
    """The account's settings; an unsaved row at the defaults (email off) if it has none."""
    found = NotificationSettings.objects.filter(user=user).first()
    return found if found is not None else NotificationSettings(user=user)


def notification_settings_for_token(*, token: str) -> NotificationSettings | None:
    """The settings an unsubscribe link belongs to, if any."""
    return (
        NotificationSettings.objects.select_related("user").filter(unsubscribe_token=token).first()
    )


def sends_to(settings: NotificationSettings) -> str | None:
    """The address mails go to: the one set, else the account's; None when there is none."""
    return settings.email or settings.user.email or None
