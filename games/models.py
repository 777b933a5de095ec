"""Persistence: matches, seats, the action log (the truth) and results.

`Match.state` is a cache of the engine state at `Match.seq`, in the engine's compact
binary codec; `manage.py match_verify` rebuilds it from the log and compares.
"""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.contrib.auth.models import AbstractUser
from django.db import models
from django.db.models import Q


class User(AbstractUser):
    """An account. Bot accounts (`is_bot`) are programs playing through the API."""

    is_bot = models.BooleanField(default=False, help_text="A program playing through the API.")
    server_bot_kind = models.CharField(
        max_length=16,
        blank=True,
        default="",
        help_text="Set on the accounts that stand for the server's own bots: an invitation to "
        "one is accepted at once and its seat is played by that bot.",
    )
    language = models.CharField(
        max_length=8,
        blank=True,
        default="",
        choices=settings.LANGUAGES,
        help_text="The language the server speaks to this account (pages, the API's human "
        "sentences, emails); blank: the browser's (language cookie, Accept-Language).",
    )


def server_bot_username(kind: str) -> str:
    return f"{kind}-bot"


def ensure_server_bot_accounts(*, using: str = "default") -> None:
    """One account per server bot kind (`greedy-bot`, ...), so a server bot can be challenged
    like a player. A deployment where a person already has the name keeps that account."""
    for kind in BotKind.values:
        username = server_bot_username(kind)
        if User.objects.using(using).filter(username__iexact=username).exists():
            continue
        User.objects.using(using).create(
            username=username, is_bot=True, server_bot_kind=kind, password="!server-bot"
        )


class TokenScope(models.TextChoices):
    READ = "read", "Read your own data (matches you sit in, your tokens, your events)"
    PLAY = (
        "play",
        "Create, join, start, leave and resign matches; submit actions; enter tournaments",
    )
    ORGANISE = "organise", "Run tournaments (organiser operations)"


DEFAULT_TOKEN_SCOPES = (TokenScope.READ.value, TokenScope.PLAY.value)


class ApiToken(models.Model):
    """Bearer token. Only a SHA-256 digest is stored; the raw key is shown once at creation.

    `scopes` is a space-separated list (as OAuth writes them) so the hot path's token query
    reads it as one column. A revoked token keeps its row (its owner's list shows what was
    revoked when); expired and revoked tokens authenticate nobody.
    """

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="tokens"
    )
    digest = models.CharField(max_length=64, unique=True)
    prefix = models.CharField(max_length=8, help_text="First characters, to tell tokens apart.")
    name = models.CharField(
        max_length=64, blank=True, default="", help_text="The owner's label, e.g. 'laptop'."
    )
    scopes = models.CharField(
        max_length=64,
        default=" ".join(DEFAULT_TOKEN_SCOPES),
        help_text="Space-separated scopes: read, play, organise.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField(
        null=True, blank=True, help_text="Refused from then on; empty means never."
    )
    revoked_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.user})"

    @staticmethod
    def hash_key(raw_key: str) -> str:
        return hashlib.sha256(raw_key.encode()).hexdigest()

    @staticmethod
    def new_key() -> str:
        # Never a leading "-": `--token -Xyz…` on a command line reads as another option
        # (one key in 64 did, and an SDK bot refused its own token).
        while True:
            key = secrets.token_urlsafe(32)
            if not key.startswith("-"):
                return key

    @property
    def scope_list(self) -> list[str]:
        return self.scopes.split()

    def has_scope(self, scope: str) -> bool:
        return scope in self.scopes.split()


class MatchStatus(models.TextChoices):
    WAITING = "waiting", "Waiting for players"
    ACTIVE = "active", "Active"
    FINISHED = "finished", "Finished"
    ABORTED = "aborted", "Aborted"


class BotKind(models.TextChoices):
    RANDOM = "random", "Random bot"
    GREEDY = "greedy", "Greedy bot"
    # Information-set MCTS (games.mcts); the level sets its search budget (games.bots).
    MCTS_1 = "mcts-1", "MCTS bot, level 1"
    MCTS_2 = "mcts-2", "MCTS bot, level 2"
    MCTS_3 = "mcts-3", "MCTS bot, level 3"


class Spectators(models.TextChoices):
    EVERYONE = "everyone", "Anyone who can see the match may watch it"
    PLAYERS = "players", "Only its players see the game"


class Match(models.Model):
    """One played (or to be played) game.

    Time control: with `decision_seconds` set, every pending decision has a `deadline`;
    Celery beat lets `autoplay_kind` decide for a seat that misses it, and after
    `max_timeouts` consecutive misses that bot keeps the seat for good.
    """

    game = models.CharField(max_length=32, db_index=True)
    config = models.JSONField(help_text="Normalised engine configuration, including players.")
    players = models.PositiveSmallIntegerField()
    seed = models.BigIntegerField()
    status = models.CharField(
        max_length=16, choices=MatchStatus.choices, default=MatchStatus.WAITING, db_index=True
    )
    seq = models.PositiveIntegerField(default=0, help_text="Number of actions applied.")
    state = models.BinaryField(null=True, editable=False, help_text="Engine state cache at seq.")
    to_move = models.JSONField(default=list, help_text="Seat indexes whose decision it is.")
    creator = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    decision_seconds = models.PositiveIntegerField(
        null=True, blank=True, help_text="Time allowed per decision; empty means no clock."
    )
    autoplay_kind = models.CharField(
        max_length=16,
        choices=BotKind.choices,
        default=BotKind.RANDOM,
        help_text="Bot that decides for a seat that misses its deadline or resigns.",
    )
    max_timeouts = models.PositiveSmallIntegerField(
        default=3, help_text="Consecutive missed deadlines before the bot keeps the seat."
    )
    deadline = models.DateTimeField(null=True, blank=True, db_index=True)
    private = models.BooleanField(
        default=False,
        help_text="Unlisted: in no lobby or public list, joinable only by invitation or by its "
        "share code, and visible only to its players, creator, invitees and code holders.",
    )
    spectators = models.CharField(
        max_length=16,
        choices=Spectators.choices,
        default=Spectators.EVERYONE,
        help_text="Who may watch the game (its state, log and stream) without a seat.",
    )
    share_code = models.CharField(
        max_length=32,
        null=True,
        blank=True,
        unique=True,
        help_text="Lets whoever has it see and join a private match; the creator can revoke it.",
    )
    rematch_of = models.OneToOneField(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="rematch",
        help_text="The finished match this one replays with seats rotated.",
    )
    undo = models.BooleanField(
        default=True,
        help_text="Seats may take back their own decisions of the current turn while nothing "
        "hidden or random was revealed (services.match_undo); off for tournament tables.",
    )
    imported = models.BooleanField(
        default=False,
        help_text="Created by match_import from a record of a match played elsewhere: "
        "never rated, announced or part of a tournament.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name_plural = "matches"
        ordering = ("-created_at",)

    def __str__(self) -> str:
        return f"{self.game} #{self.pk} ({self.status})"


class Seat(models.Model):
    """A player slot: held by a user, or by a server-side bot."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="seats",
    )
    bot_kind = models.CharField(max_length=16, choices=BotKind.choices, blank=True, default="")
    display_name = models.CharField(max_length=64, blank=True, default="")
    resigned = models.BooleanField(default=False)
    absent = models.BooleanField(default=False, help_text="Missed its last deadline.")
    timeouts = models.PositiveSmallIntegerField(
        default=0, help_text="Consecutive missed deadlines."
    )
    joined_at = models.DateTimeField(null=True, blank=True)
    reserved_for = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="Held for this account while its invitation is pending.",
    )

    class Meta:
        ordering = ("match", "index")
        constraints = [
            models.UniqueConstraint(fields=("match", "index"), name="seat_unique_index"),
            models.UniqueConstraint(
                fields=("match", "user"), condition=Q(user__isnull=False), name="seat_unique_user"
            ),
        ]

    def __str__(self) -> str:
        return f"seat {self.index} of match {self.match_id}"

    @property
    def is_open(self) -> bool:
        return self.user_id is None and not self.bot_kind and self.reserved_for_id is None


class MatchAction(models.Model):
    """One accepted action: the move from seq-1 to seq. Append-only; the log is the truth."""

    # No index of its own: action_unique_seq's (match, seq) serves every lookup by match, and
    # one index fewer is less work for each insert.
    match = models.ForeignKey(
        Match, on_delete=models.CASCADE, related_name="actions", db_index=False
    )
    seq = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    action = models.JSONField(help_text="The engine's JSON form of the action.")
    notation = models.CharField(max_length=128)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    idempotency_key = models.CharField(max_length=128, null=True, blank=True)
    request_fingerprint = models.CharField(max_length=64, blank=True, default="")
    response = models.JSONField(
        null=True, blank=True, help_text="The response sent, kept for Idempotency-Key replays."
    )
    public_entry = models.JSONField(help_text="Log entry as a spectator sees it.")
    private_entries = models.JSONField(
        default=dict, blank=True, help_text="Per-seat log entries, only when they differ."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("match", "seq")
        constraints = [
            models.UniqueConstraint(fields=("match", "seq"), name="action_unique_seq"),
            models.UniqueConstraint(
                fields=("match", "seat", "idempotency_key"),
                condition=Q(idempotency_key__isnull=False),
                name="action_unique_idempotency_key",
            ),
        ]

    def __str__(self) -> str:
        return f"match {self.match_id} #{self.seq}: {self.notation}"


class MatchResult(models.Model):
    """Final score of one seat, written once when the match is finalised."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="results")
    seat = models.PositiveSmallIntegerField()
    score = models.IntegerField()
    rank = models.PositiveSmallIntegerField()
    breakdown = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("match", "seat")
        constraints = [
            models.UniqueConstraint(fields=("match", "seat"), name="result_unique_seat"),
        ]

    def __str__(self) -> str:
        return f"match {self.match_id} seat {self.seat}: {self.score} (rank {self.rank})"


class UserEventKind(models.TextChoices):
    YOUR_TURN = "your_turn", "It is your decision"
    MATCH_STARTED = "match_started", "A match you sit in started"
    MATCH_FINISHED = "match_finished", "A match you sit in finished"
    TOURNAMENT_ROUND_STARTED = "tournament_round_started", "A round of your tournament started"
    INVITED = "invited", "You are invited to a match (a challenge or a rematch)"
    INVITATION_ACCEPTED = "invitation_accepted", "An account you invited took its seat"
    INVITATION_DECLINED = "invitation_declined", "An account you invited declined"
    INVITATION_CANCELLED = "invitation_cancelled", "An invitation to you was withdrawn"
    INVITATION_EXPIRED = "invitation_expired", "An invitation you sent or received expired"
    SEEK_MATCHED = "seek_matched", "Your quick-match seek was paired; its match has started"
    SEEK_EXPIRED = "seek_expired", "Your quick-match seek expired unpaired"
    ANALYSIS_PROGRESS = (
        "analysis_progress",
        "Your analysis of a finished match started, progressed, finished, failed or was cancelled",
    )


class UserEvent(models.Model):
    """Something an account is told about (user event stream, webhooks).

    Written in the same transaction as its cause, so nothing is announced that did not
    happen and nothing that happened goes unannounced; the id is the stream's resume cursor.
    """

    # No index of its own: userevent_user_cursor's (user, id) serves every lookup by user.
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="events", db_index=False
    )
    kind = models.CharField(max_length=32, choices=UserEventKind.choices)
    match = models.ForeignKey(
        Match, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    seq = models.PositiveIntegerField(
        null=True, blank=True, help_text="The match's seq when the event happened."
    )
    tournament_id = models.BigIntegerField(null=True, blank=True)
    invitation_id = models.BigIntegerField(null=True, blank=True)
    seek_id = models.BigIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("id",)
        indexes = [models.Index(fields=("user", "id"), name="userevent_user_cursor")]

    def __str__(self) -> str:
        return f"{self.kind} for {self.user_id} (match {self.match_id})"


class InvitationStatus(models.TextChoices):
    PENDING = "pending", "Waiting for an answer"
    ACCEPTED = "accepted", "Accepted: the invitee holds the seat"
    DECLINED = "declined", "Declined by the invitee"
    CANCELLED = "cancelled", "Withdrawn (by its sender, or the match started or ended without it)"
    EXPIRED = "expired", "Not answered in time"


class Invitation(models.Model):
    """A seat of a waiting match held for one account until it answers (a challenge).

    While pending, the seat's `reserved_for` is the invitee: nobody else can take it and the
    match does not start without an answer.
    """

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="invitations")
    seat_index = models.PositiveSmallIntegerField()
    inviter = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    invitee = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="invitations"
    )
    status = models.CharField(
        max_length=16, choices=InvitationStatus.choices, default=InvitationStatus.PENDING
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(db_index=True)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("-created_at", "-id")
        constraints = [
            models.UniqueConstraint(
                fields=("match", "invitee"),
                condition=Q(status="pending"),
                name="invitation_pending_once_per_invitee",
            ),
            models.UniqueConstraint(
                fields=("match", "seat_index"),
                condition=Q(status="pending"),
                name="invitation_pending_once_per_seat",
            ),
        ]
        indexes = [
            models.Index(fields=("invitee", "status"), name="invitation_received"),
            models.Index(fields=("inviter", "status"), name="invitation_sent"),
        ]

    def __str__(self) -> str:
        return f"invitation {self.pk} to seat {self.seat_index} of match {self.match_id}"
