"""Email notifications: an account's opt-in and switches, and the log of every notice decided.

Email is off until the account turns it on (`email_enabled`); then its user events of the
mailed kinds become `EmailNotice` rows, one per event at most (sent, skipped or failed), read
after `cursor` like a webhook's fan-out (games/notifications/services.py).
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models

from games.models import Match, UserEvent, UserEventKind


def new_unsubscribe_token() -> str:
    return secrets.token_urlsafe(32)


class NotificationSettings(models.Model):
    """One account's email settings. Without a row, everything is at its default (email off)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notification_settings"
    )
    email = models.EmailField(
        blank=True, default="", help_text="The address to mail; empty: the account's email."
    )
    email_enabled = models.BooleanField(
        default=False, help_text="Opt-in: nothing is mailed while this is off."
    )
    your_turn = models.BooleanField(
        default=True, help_text="Mail 'your turn' (matches with a clock of an hour or more)."
    )
    invitations = models.BooleanField(default=True, help_text="Mail invitations to a match.")
    results = models.BooleanField(default=True, help_text="Mail the results of your matches.")
    unsubscribe_token = models.CharField(
        max_length=64,
        unique=True,
        default=new_unsubscribe_token,
        help_text="Secret of the unsubscribe link in every mail (it turns email off).",
    )
    cursor = models.BigIntegerField(default=0, help_text="Last user event id looked at.")
    enabled_at = models.DateTimeField(
        null=True,
        blank=True,
        help_text="When email was last turned on: earlier events are never mailed.",
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "notification settings"
        indexes = [
            # The listener's one query after every commit with user events.
            models.Index(
                fields=("user",),
                condition=models.Q(email_enabled=True),
                name="notifsettings_enabled_user",
            ),
        ]

    def __str__(self) -> str:
        return f"notification settings of {self.user_id} ({'on' if self.email_enabled else 'off'})"


class NoticeStatus(models.TextChoices):
    PENDING = "pending", "Decided, to be sent"
    SENDING = "sending", "Handed to a sender (stays so if it died mid-way: never sent twice)"
    SENT = "sent", "Accepted by the mail backend"
    SKIPPED = "skipped", "Not sent (see detail)"
    FAILED = "failed", "The mail backend refused it every time"


class EmailNotice(models.Model):
    """One user event's email: at most one per event (the constraint), whatever its fate."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="email_notices"
    )
    event = models.ForeignKey(UserEvent, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=32, choices=UserEventKind.choices)
    match = models.ForeignKey(
        Match, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    status = models.CharField(max_length=16, choices=NoticeStatus.choices)
    detail = models.CharField(
        max_length=500, blank=True, default="", help_text="Why it was skipped, or the last error."
    )
    to_address = models.EmailField(blank=True, default="")
    subject = models.CharField(max_length=200, blank=True, default="")
    body = models.TextField(blank=True, default="", help_text="The plain-text body mailed.")
    attempts = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("-id",)
        constraints = [
            models.UniqueConstraint(fields=("event",), name="emailnotice_once_per_event"),
        ]
        indexes = [
            # The hourly cap: this account's recent mails about one match.
            models.Index(fields=("user", "match", "created_at"), name="emailnotice_user_match"),
            models.Index(
                fields=("user",),
                condition=models.Q(status="pending"),
                name="emailnotice_pending",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind} mail for {self.user_id} (event {self.event_id}): {self.status}"
