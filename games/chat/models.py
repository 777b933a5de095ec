"""Chat messages, personal mutes, site-wide mutes (bans) and the moderation log.

Free text written by accounts: nothing here comes from a game's engine, so a chat message
never carries game information the server holds back.
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings
from django.db import models
from django.db.models import F, Q
from django.utils import timezone

from games.models import Match


class ChatChannel(models.TextChoices):
    PLAYERS = "players", "The players' chat: seated accounts only"
    SPECTATORS = "spectators", "The spectators' chat: accounts without a seat"


class ChatMessage(models.Model):
    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="chat_messages")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_messages"
    )
    channel = models.CharField(max_length=16, choices=ChatChannel.choices)
    text = models.TextField(help_text="Stripped, 1 to CHAT_MAX_LENGTH characters.")
    created_at = models.DateTimeField(auto_now_add=True)
    hidden = models.BooleanField(
        default=False, help_text="Hidden by a moderator: left out for everyone."
    )
    hidden_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    hidden_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("id",)
        indexes = [
            models.Index(fields=("match", "channel", "id"), name="chat_message_cursor"),
        ]

    def __str__(self) -> str:
        return f"{self.author_id} in match {self.match_id} ({self.channel}): {self.text[:40]}"


class ChatMute(models.Model):
    """`owner` no longer reads `target`'s messages (in every match); only the owner is affected."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_mutes"
    )
    target = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("-created_at", "-id")
        constraints = [
            models.UniqueConstraint(fields=("owner", "target"), name="chat_mute_once"),
            models.CheckConstraint(condition=~Q(owner=F("target")), name="chat_mute_not_self"),
        ]

    def __str__(self) -> str:
        return f"{self.owner_id} mutes {self.target_id}"


class ChatBan(models.Model):
    """A site-wide mute: the account may not post in any chat until `until` (empty: until a
    moderator lifts it). One row per account, rewritten by each new mute."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_ban"
    )
    until = models.DateTimeField(
        null=True, blank=True, help_text="Posting is refused until then; empty: until lifted."
    )
    reason = models.CharField(max_length=200, blank=True, default="")
    muted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    muted_at = models.DateTimeField(default=timezone.now)
    lifted_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "site-wide chat mute"

    def __str__(self) -> str:
        return f"chat mute of {self.user_id}"

    def active(self, now: datetime | None = None) -> bool:
        now = now or timezone.now()
        return self.lifted_at is None and (self.until is None or self.until > now)


class ModerationAction(models.TextChoices):
    HIDE = "hide", "Hid a message"
    UNHIDE = "unhide", "Unhid a message"
    MUTE = "mute", "Muted an account site-wide"
    UNMUTE = "unmute", "Lifted an account's site-wide mute"


class ChatModerationLog(models.Model):
    """Who did what to which message or account, and when. Written by the moderation services
    only; read-only in the admin."""

    at = models.DateTimeField(auto_now_add=True)
    moderator = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    action = models.CharField(max_length=16, choices=ModerationAction.choices)
    message = models.ForeignKey(
        ChatMessage, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    account = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="The message's author, or the account muted or unmuted.",
    )
    detail = models.CharField(max_length=200, blank=True, default="")

    class Meta:
        ordering = ("-at", "-id")
        verbose_name = "chat moderation log entry"
        verbose_name_plural = "chat moderation log"

    def __str__(self) -> str:
        return f"{self.action} by {self.moderator_id} at {self.at:%Y-%m-%d %H:%M}"
