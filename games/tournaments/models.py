"""Tournaments (entrants, rounds, tables played as matches, byes) and per-game ratings.

Every table seat maps to an account: a server-bot entrant is a bot account (`User.is_bot`)
whose seats are played by a server bot (`Seat.bot_kind`) while `Seat.user` names the account,
so results and ratings always have someone to belong to.

Standings live on `Entrant` and are maintained as tables finish (services.match_finalized);
`services.tournament_recompute` rebuilds them from the stored results to check them.
"""

from __future__ import annotations

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q

from games.models import BotKind, Match
from games.tournaments.pairing import MAX_TABLE_SIZE, MIN_TABLE_SIZE

# Created with its permissions by migration 0002; staff in it run tournaments in the admin.
ORGANISERS_GROUP = "Tournament organisers"


class TournamentFormat(models.TextChoices):
    ROUND_ROBIN = "round_robin", "Round robin"
    SWISS = "swiss", "Swiss"


class TournamentStatus(models.TextChoices):
    REGISTRATION = "registration", "Open for registration"
    RUNNING = "running", "Running"
    FINISHED = "finished", "Finished"


class Tournament(models.Model):
    name = models.CharField(max_length=100)
    game = models.CharField(max_length=32, db_index=True)
    options = models.JSONField(
        default=dict, blank=True, help_text="Game options (see the game list); others default."
    )
    format = models.CharField(
        max_length=16, choices=TournamentFormat.choices, default=TournamentFormat.SWISS
    )
    table_size = models.PositiveSmallIntegerField(
        default=4,
        validators=[MinValueValidator(MIN_TABLE_SIZE), MaxValueValidator(MAX_TABLE_SIZE)],
        help_text="Seats per table (2-4); entrants left over get a bye each round.",
    )
    rounds = models.PositiveSmallIntegerField(
        null=True,
        blank=True,
        help_text="Number of rounds. Required for Swiss; empty for round robin means as many "
        "as it takes for every entrant to meet every other.",
    )
    decision_seconds = models.PositiveIntegerField(
        null=True, blank=True, help_text="Time per decision at the tables; empty: no clock."
    )
    autoplay_kind = models.CharField(
        max_length=16,
        choices=BotKind.choices,
        default=BotKind.RANDOM,
        help_text="Bot that decides on a timeout, for a withdrawn entrant, or on force-finish.",
    )
    max_timeouts = models.PositiveSmallIntegerField(
        default=3, help_text="Consecutive missed deadlines before the bot keeps the seat."
    )
    rated = models.BooleanField(default=True, help_text="Tables update the players' ratings.")
    auto_advance = models.BooleanField(
        default=False, help_text="Pair and start the next round as soon as a round finishes."
    )
    seed = models.BigIntegerField(help_text="Drives the first Swiss round and the table seeds.")
    status = models.CharField(
        max_length=16,
        choices=TournamentStatus.choices,
        default=TournamentStatus.REGISTRATION,
        db_index=True,
    )
    current_round = models.PositiveSmallIntegerField(default=0)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("-created_at", "-pk")
        permissions = [
            ("force_finish_match", "Can force-finish a stalled match through auto-play"),
            ("refinalize_match", "Can re-run a match's finalisation"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(table_size__gte=MIN_TABLE_SIZE, table_size__lte=MAX_TABLE_SIZE),
                name="tournament_table_size_range",
            ),
        ]

    def __str__(self) -> str:
        return self.name


class EntrantStatus(models.TextChoices):
    ACTIVE = "active", "Active"
    WITHDRAWN = "withdrawn", "Withdrawn"


class Entrant(models.Model):
    """A registered account, with its standing in the tournament."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="entrants")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="tournament_entries"
    )
    bot_kind = models.CharField(
        max_length=16,
        choices=BotKind.choices,
        blank=True,
        default="",
        help_text="Server bot playing this (bot) account's seats; empty: plays over the API.",
    )
    number = models.PositiveSmallIntegerField(help_text="Registration order, from 1.")
    status = models.CharField(
        max_length=16, choices=EntrantStatus.choices, default=EntrantStatus.ACTIVE
    )
    registered_at = models.DateTimeField(auto_now_add=True)
    withdrawn_at = models.DateTimeField(null=True, blank=True)
    # Standing, maintained as tables finish.
    rank = models.PositiveSmallIntegerField(null=True, blank=True)
    points = models.IntegerField(default=0)
    game_score = models.IntegerField(default=0, help_text="Sum of final game scores.")
    played = models.PositiveSmallIntegerField(default=0, help_text="Tables finished.")
    byes = models.PositiveSmallIntegerField(default=0)
    head_to_head = models.IntegerField(
        default=0, help_text="Points taken from entrants tied on points and game score."
    )

    class Meta:
        ordering = ("tournament", "rank", "number")
        constraints = [
            models.UniqueConstraint(fields=("tournament", "user"), name="entrant_unique_user"),
            models.UniqueConstraint(fields=("tournament", "number"), name="entrant_unique_number"),
        ]

    def __str__(self) -> str:
        return f"{self.user} in {self.tournament}"


class RoundStatus(models.TextChoices):
    RUNNING = "running", "Running"
    FINISHED = "finished", "Finished"


class Round(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="round_set")
    number = models.PositiveSmallIntegerField()
    status = models.CharField(
        max_length=16, choices=RoundStatus.choices, default=RoundStatus.RUNNING
    )
    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("tournament", "number")
        constraints = [
            models.UniqueConstraint(fields=("tournament", "number"), name="round_unique_number"),
        ]

    def __str__(self) -> str:
        return f"{self.tournament} round {self.number}"


class Table(models.Model):
    """One table of a round, played as a match. A repair replaces the match with a new one."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="tables")
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveSmallIntegerField()
    match = models.OneToOneField(Match, on_delete=models.PROTECT, related_name="tournament_table")
    replaced = models.ManyToManyField(
        Match,
        blank=True,
        related_name="replaced_tournament_tables",
        help_text="Earlier matches of this table, aborted by a repair.",
    )
    scored_at = models.DateTimeField(
        null=True, blank=True, help_text="When the result entered the standings (once)."
    )

    class Meta:
        ordering = ("tournament", "round__number", "number")
        constraints = [
            models.UniqueConstraint(fields=("round", "number"), name="table_unique_number"),
        ]

    def __str__(self) -> str:
        return f"{self.tournament} round {self.round.number} table {self.number}"


class TableSeat(models.Model):
    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    entrant = models.ForeignKey(Entrant, on_delete=models.RESTRICT, related_name="table_seats")

    class Meta:
        ordering = ("table", "index")
        constraints = [
            models.UniqueConstraint(fields=("table", "index"), name="table_seat_unique_index"),
            models.UniqueConstraint(fields=("table", "entrant"), name="table_seat_unique_entrant"),
        ]

    def __str__(self) -> str:
        return f"seat {self.index} of {self.table}"


class Bye(models.Model):
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="byes")
    entrant = models.ForeignKey(Entrant, on_delete=models.RESTRICT, related_name="bye_rounds")

    class Meta:
        ordering = ("round", "entrant")
        constraints = [
            models.UniqueConstraint(fields=("round", "entrant"), name="bye_unique_entrant"),
        ]

    def __str__(self) -> str:
        return f"bye for {self.entrant} in {self.round}"


# --- ratings ----------------------------------------------------------------------------------


class Rating(models.Model):
    """An account's current skill at one game (see ratings.py)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings"
    )
    game = models.CharField(max_length=32)
    mu = models.FloatField()
    sigma = models.FloatField()
    ordinal = models.FloatField(help_text="The displayed rating: mu - 3 sigma.")
    matches = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ("game", "-ordinal", "user_id")
        constraints = [
            models.UniqueConstraint(fields=("user", "game"), name="rating_unique_user_game"),
        ]
        indexes = [models.Index(fields=("game", "-ordinal"), name="rating_leaderboard")]

    def __str__(self) -> str:
        return f"{self.user} at {self.game}: {self.ordinal:.2f}"


class RatingUpdate(models.Model):
    """One rated match applied to the ratings. Unique per match: finalising twice rates once.

    The primary key orders the updates as they were applied; the recompute replays them in it.
    """

    match = models.OneToOneField(Match, on_delete=models.PROTECT, related_name="rating_update")
    game = models.CharField(max_length=32, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("pk",)

    def __str__(self) -> str:
        return f"rating update for match {self.match_id}"


class RatingChange(models.Model):
    update = models.ForeignKey(RatingUpdate, on_delete=models.CASCADE, related_name="changes")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()
    rank = models.PositiveSmallIntegerField()
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    mu_after = models.FloatField()
    sigma_after = models.FloatField()

    class Meta:
        ordering = ("update", "seat")
        constraints = [
            models.UniqueConstraint(fields=("update", "user"), name="rating_change_unique_user"),
        ]

    def __str__(self) -> str:
        return f"{self.user}: {self.mu_before:.2f} -> {self.mu_after:.2f}"
