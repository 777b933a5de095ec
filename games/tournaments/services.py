"""Every tournament and rating write. Typed, keyword-only, one transaction each.

Lock order, everywhere: match rows (pk order), then rating rows (user order), then the
tournament row. `match_finalized` runs inside `games.services.match_finalize` with the match
locked; the tournament lock serialises standings updates of tables finishing at once.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from games import dispatch, events
from games import services as match_services
from games.engine import InvalidConfig, get_game
from games.errors import ApplicationError, ErrorCode
from games.locks import lock_match
from games.models import BotKind, Match, MatchResult, MatchStatus, Seat, User, UserEventKind
from games.tournaments import pairing, standings
from games.tournaments import ratings as skill
from games.tournaments.models import (
    Bye,
    Entrant,
    EntrantStatus,
    Rating,
    RatingChange,
    RatingUpdate,
    Round,
    RoundStatus,
    Table,
    TableSeat,
    Tournament,
    TournamentFormat,
    TournamentStatus,
)

logger = logging.getLogger(__name__)

SEED_LIMIT = 2**63 - 1
ROUND_ROBIN_MAX_ENTRANTS = 16
MAX_ROUNDS = 50
BOT_USERNAME = "bot-{kind}-{number:02d}"

E = ErrorCode


# --- settings -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TournamentSettings:
    """Validated settings; `options` normalised by the game."""

    game: str
    options: dict[str, Any]
    format: str
    table_size: int
    rounds: int | None
    decision_seconds: int | None
    autoplay_kind: str
    max_timeouts: int


def tournament_settings_validate(
    *,
    game: str,
    table_size: int,
    format: str = TournamentFormat.SWISS,
    rounds: int | None = None,
    options: Mapping[str, Any] | None = None,
    decision_seconds: int | None = None,
    autoplay_kind: str = BotKind.RANDOM,
    max_timeouts: int = 3,
) -> TournamentSettings:
    """Check settings against the game; raises ApplicationError (used by the admin form too)."""
    try:
        engine = get_game(game)
    except KeyError:
        raise ApplicationError(
            E.NOT_FOUND, _("There is no game called %(game)r.") % {"game": game}
        ) from None
    low = max(pairing.MIN_TABLE_SIZE, engine.min_players)
    high = min(pairing.MAX_TABLE_SIZE, engine.max_players)
    if not low <= table_size <= high:
        raise ApplicationError(
            E.VALIDATION_ERROR,
            _("%(title)s tables seat %(low)s to %(high)s players.")
            % {"title": engine.title, "low": low, "high": high},
        )
    if format not in TournamentFormat.values:
        raise ApplicationError(
            E.VALIDATION_ERROR, _("Unknown tournament format %(format)r.") % {"format": format}
        )
    if format == TournamentFormat.SWISS and not rounds:
        raise ApplicationError(
            E.VALIDATION_ERROR, _("A Swiss tournament needs a number of rounds.")
        )
    if rounds is not None and not 1 <= rounds <= MAX_ROUNDS:
        raise ApplicationError(
            E.VALIDATION_ERROR,
            _("Rounds must be 1 to %(limit)s.") % {"limit": MAX_ROUNDS},
        )
    if autoplay_kind not in BotKind.values:
        raise ApplicationError(
            E.VALIDATION_ERROR,
            _("Unknown bot kind %(autoplay_kind)r.") % {"autoplay_kind": autoplay_kind},
        )
    if decision_seconds is not None and decision_seconds < 1:
        raise ApplicationError(E.VALIDATION_ERROR, _("decision_seconds must be at least 1."))
    if max_timeouts < 1:
        raise ApplicationError(E.VALIDATION_ERROR, _("max_timeouts must be at least 1."))
    try:
        config = engine.normalize_config(players=table_size, options=dict(options or {}))
    except InvalidConfig as exc:
        raise ApplicationError(
            E.INVALID_CONFIG, exc.reason, **match_services.config_field(exc)
        ) from None
    return TournamentSettings(
        game=game,
        options={k: v for k, v in config.items() if k != "players"},
        format=format,
        table_size=table_size,
        rounds=rounds,
        decision_seconds=decision_seconds,
        autoplay_kind=autoplay_kind,
        max_timeouts=max_timeouts,
    )


@transaction.atomic
def tournament_create(
    *,
    name: str,
    game: str,
    table_size: int,
    format: str = TournamentFormat.SWISS,
    rounds: int | None = None,
    options: Mapping[str, Any] | None = None,
    decision_seconds: int | None = None,
    autoplay_kind: str = BotKind.RANDOM,
    max_timeouts: int = 3,
    rated: bool = True,
    auto_advance: bool = False,
    seed: int | None = None,
    created_by: User | None = None,
) -> Tournament:
    checked = tournament_settings_validate(
        game=game,
        table_size=table_size,
        format=format,
        rounds=rounds,
        options=options,
        decision_seconds=decision_seconds,
        autoplay_kind=autoplay_kind,
        max_timeouts=max_timeouts,
    )
    if not name.strip():
        raise ApplicationError(E.VALIDATION_ERROR, _("A tournament needs a name."))
    return Tournament.objects.create(
        name=name.strip(),
        game=checked.game,
        options=checked.options,
        format=checked.format,
        table_size=checked.table_size,
        rounds=checked.rounds,
        decision_seconds=checked.decision_seconds,
        autoplay_kind=checked.autoplay_kind,
        max_timeouts=checked.max_timeouts,
        rated=rated,
        auto_advance=auto_advance,
        seed=seed if seed is not None else secrets.randbelow(SEED_LIMIT),
        created_by=created_by,
    )


@transaction.atomic
def tournament_update(
    *,
    tournament_id: int,
    name: str,
    game: str,
    table_size: int,
    format: str,
    rounds: int | None,
    options: Mapping[str, Any] | None,
    decision_seconds: int | None,
    autoplay_kind: str,
    max_timeouts: int,
    rated: bool,
    auto_advance: bool,
) -> Tournament:
    """Change settings. Once running, only the name, auto-advance and the rounds still to come."""
    tournament = _lock_tournament(tournament_id)
    checked = tournament_settings_validate(
        game=game,
        table_size=table_size,
        format=format,
        rounds=rounds,
        options=options,
        decision_seconds=decision_seconds,
        autoplay_kind=autoplay_kind,
        max_timeouts=max_timeouts,
    )
    if tournament.status != TournamentStatus.REGISTRATION:
        frozen = {
            "game": (tournament.game, checked.game),
            "table_size": (tournament.table_size, checked.table_size),
            "format": (tournament.format, checked.format),
            "options": (tournament.options, checked.options),
            "decision_seconds": (tournament.decision_seconds, checked.decision_seconds),
            "autoplay_kind": (tournament.autoplay_kind, checked.autoplay_kind),
            "max_timeouts": (tournament.max_timeouts, checked.max_timeouts),
            "rated": (tournament.rated, rated),
        }
        changed = sorted(name for name, (old, new) in frozen.items() if old != new)
        if changed:
            raise ApplicationError(
                E.TOURNAMENT_NOT_OPEN,
                _(
                    "Only the name, auto-advance and the number of rounds can change once "
                    "the tournament has started (not %(changed)s)."
                )
                % {"changed": ", ".join(changed)},
            )
        if tournament.status == TournamentStatus.FINISHED and rounds != tournament.rounds:
            raise ApplicationError(E.TOURNAMENT_FINISHED, _("The tournament is over."))
        if rounds is not None and rounds < tournament.current_round:
            raise ApplicationError(
                E.VALIDATION_ERROR,
                _("%(current_round)s rounds are already under way.")
                % {"current_round": tournament.current_round},
            )
    tournament.name = name.strip() or tournament.name
    tournament.game = checked.game
    tournament.table_size = checked.table_size
    tournament.format = checked.format
    tournament.rounds = checked.rounds
    tournament.options = checked.options
    tournament.decision_seconds = checked.decision_seconds
    tournament.autoplay_kind = checked.autoplay_kind
    tournament.max_timeouts = checked.max_timeouts
    tournament.rated = rated
    tournament.auto_advance = auto_advance
    tournament.save()
    return tournament


# --- entrants -------------------------------------------------------------------------------


@transaction.atomic
def tournament_register(*, tournament_id: int, user: User, bot_kind: str = "") -> Entrant:
    """Register `user`; with `bot_kind`, a server bot plays the (bot) account's seats."""
    tournament = _lock_tournament(tournament_id)
    if tournament.status != TournamentStatus.REGISTRATION:
        raise ApplicationError(
            E.TOURNAMENT_NOT_OPEN, _("Registration for this tournament is closed.")
        )
    if bot_kind and bot_kind not in BotKind.values:
        raise ApplicationError(
            E.VALIDATION_ERROR, _("Unknown bot kind %(bot_kind)r.") % {"bot_kind": bot_kind}
        )
    if bot_kind and not user.is_bot:
        raise ApplicationError(
            E.VALIDATION_ERROR, _("Only a bot account can be played by a server bot.")
        )
    if tournament.entrants.filter(user=user).exists():
        raise ApplicationError(
            E.ALREADY_REGISTERED,
            _("%(username)s is already registered.") % {"username": user.username},
        )
    last = tournament.entrants.order_by("-number").values_list("number", flat=True).first()
    return Entrant.objects.create(
        tournament=tournament, user=user, bot_kind=bot_kind, number=(last or 0) + 1
    )


@transaction.atomic
def tournament_bots_register(*, tournament_id: int, kind: str, count: int) -> list[Entrant]:
    """Register `count` server bots of `kind`, each under its own bot account.

    Bot accounts (`bot-random-01`, ...) are shared between tournaments, so a bot's rating
    follows it; the first ones not yet in this tournament are used, missing ones created.
    """
    if kind not in BotKind.values:
        raise ApplicationError(E.VALIDATION_ERROR, _("Unknown bot kind %(kind)r.") % {"kind": kind})
    if not 1 <= count <= 200:
        raise ApplicationError(E.VALIDATION_ERROR, _("Register 1 to 200 bots at a time."))
    tournament = _lock_tournament(tournament_id)
    taken = set(tournament.entrants.values_list("user_id", flat=True))
    entrants: list[Entrant] = []
    number = 0
    while len(entrants) < count:
        number += 1
        username = BOT_USERNAME.format(kind=kind, number=number)
        account = User.objects.filter(username=username).first()
        if account is None:
            account = User(username=username, is_bot=True)
            account.set_unusable_password()
            account.save()
        elif not account.is_bot or account.pk in taken:
            continue
        entrants.append(
            tournament_register(tournament_id=tournament.pk, user=account, bot_kind=kind)
        )
    return entrants


@transaction.atomic
def tournament_withdraw(*, tournament_id: int, user: User) -> Entrant | None:
    """Before the start: unregister (returns None). While running: the entrant is no longer
    paired; a seat it holds at a running table is played to the end by the auto-play bot, and
    its results so far stay in the standings."""
    # tournament__pk, not tournament_id: Django range-checks it, so a huge id finds nothing.
    entrant = Entrant.objects.filter(tournament__pk=tournament_id, user=user).first()
    if entrant is None:
        if not Tournament.objects.filter(pk=tournament_id).exists():
            raise ApplicationError(
                E.NOT_FOUND,
                _("Tournament %(tournament_id)s does not exist.")
                % {"tournament_id": tournament_id},
            )
        raise ApplicationError(
            E.NOT_REGISTERED, _("%(username)s is not registered.") % {"username": user.username}
        )
    running = sorted(
        Table.objects.filter(
            seats__entrant=entrant, match__status__in=(MatchStatus.WAITING, MatchStatus.ACTIVE)
        ).values_list("match_id", flat=True)
    )
    matches = [lock_match(match_id) for match_id in running]
    tournament = _lock_tournament(tournament_id)
    if tournament.status == TournamentStatus.FINISHED:
        raise ApplicationError(E.TOURNAMENT_FINISHED, _("The tournament is over."))
    if tournament.status == TournamentStatus.REGISTRATION:
        entrant.delete()
        return None
    entrant.refresh_from_db()
    if entrant.status == EntrantStatus.WITHDRAWN:
        return entrant
    entrant.status = EntrantStatus.WITHDRAWN
    entrant.withdrawn_at = timezone.now()
    entrant.save(update_fields=["status", "withdrawn_at"])
    for match in matches:
        seat = match.seats.filter(user=user).first()
        if seat is not None and not seat.bot_kind and match.status == MatchStatus.ACTIVE:
            match_services.match_resign(match_id=match.pk, user=user)
    return entrant


# --- rounds ---------------------------------------------------------------------------------


@transaction.atomic
def tournament_round_start(*, tournament_id: int) -> Round:
    """Pair the next round and start its tables (closing registration for round 1)."""
    tournament = _lock_tournament(tournament_id)
    active = list(tournament.entrants.filter(status=EntrantStatus.ACTIVE).order_by("number"))
    if tournament.status == TournamentStatus.FINISHED:
        raise ApplicationError(E.TOURNAMENT_FINISHED, _("The tournament is over."))
    if tournament.status == TournamentStatus.REGISTRATION:
        if len(active) < tournament.table_size:
            raise ApplicationError(
                E.NOT_ENOUGH_ENTRANTS,
                _("%(n_active)s entrant(s) registered; a table needs %(table_size)s.")
                % {"n_active": len(active), "table_size": tournament.table_size},
            )
        if (
            tournament.format == TournamentFormat.ROUND_ROBIN
            and len(active) > ROUND_ROBIN_MAX_ENTRANTS
        ):
            raise ApplicationError(
                E.VALIDATION_ERROR,
                _("Round robin is for fields of up to %(limit)s; use Swiss.")
                % {"limit": ROUND_ROBIN_MAX_ENTRANTS},
            )
        if tournament.rounds is None:
            tournament.rounds = pairing.round_robin_rounds(len(active), tournament.table_size)
        tournament.status = TournamentStatus.RUNNING
        tournament.started_at = timezone.now()
    else:
        current = tournament.round_set.filter(number=tournament.current_round).first()
        if current is not None and current.status != RoundStatus.FINISHED:
            raise ApplicationError(
                E.ROUND_IN_PROGRESS,
                _("Round %(number)s is still being played.") % {"number": current.number},
            )
        if tournament.rounds is not None and tournament.current_round >= tournament.rounds:
            raise ApplicationError(
                E.NO_MORE_ROUNDS,
                _("All %(rounds)s rounds have been played; finish the tournament.")
                % {"rounds": tournament.rounds},
            )
        if len(active) < tournament.table_size:
            raise ApplicationError(
                E.NOT_ENOUGH_ENTRANTS,
                _("Only %(n_active)s entrant(s) remain; finish the tournament instead.")
                % {"n_active": len(active)},
            )
    number = tournament.current_round + 1
    plan = _pair(tournament, number=number, active=active)
    round_ = Round.objects.create(tournament=tournament, number=number)
    entrants = {e.pk: e for e in active}
    for table_number, seat_order in enumerate(plan.tables, start=1):
        seated = [entrants[e] for e in seat_order]
        match = _table_match_create(
            tournament, seated, seed=_derived_seed(tournament.seed, number, table_number, 0)
        )
        table = Table.objects.create(
            tournament=tournament, round=round_, number=table_number, match=match
        )
        TableSeat.objects.bulk_create(
            TableSeat(table=table, index=index, entrant=entrant)
            for index, entrant in enumerate(seated)
        )
    for entrant_id in plan.byes:
        entrant = entrants[entrant_id]
        Bye.objects.create(round=round_, entrant=entrant)
        entrant.points += standings.bye_points(tournament.table_size)
        entrant.byes += 1
        entrant.save(update_fields=["points", "byes"])
    tournament.current_round = number
    tournament.save()
    _rerank(tournament)
    events.user_events_create(
        user_ids=[e.user_id for e in active if e.user_id is not None],
        kind=UserEventKind.TOURNAMENT_ROUND_STARTED,
        tournament_id=tournament.pk,
    )
    if not plan.tables:  # everybody had a bye (possible only after withdrawals)
        _round_finish(tournament, round_)
    return round_


def tournament_advance(*, tournament_id: int, after_round: int) -> Round | None:
    """Auto-advance: start round `after_round + 1` if round `after_round` is over. A duplicate
    or late call finds the tournament moved on and does nothing."""
    tournament = Tournament.objects.filter(pk=tournament_id).first()
    if (
        tournament is None
        or tournament.status != TournamentStatus.RUNNING
        or tournament.current_round != after_round
    ):
        return None
    try:
        return tournament_round_start(tournament_id=tournament_id)
    except ApplicationError as exc:
        if exc.code in (E.ROUND_IN_PROGRESS, E.NO_MORE_ROUNDS, E.NOT_ENOUGH_ENTRANTS):
            logger.info(
                "tournament not advanced",
                extra={"tournament_id": tournament_id, "code": exc.code.value},
            )
            return None
        raise


@transaction.atomic
def tournament_finish(*, tournament_id: int) -> Tournament:
    """End the tournament now (e.g. after withdrawals); the current round must be over."""
    tournament = _lock_tournament(tournament_id)
    if tournament.status == TournamentStatus.FINISHED:
        raise ApplicationError(E.TOURNAMENT_FINISHED, _("The tournament is over."))
    if tournament.status != TournamentStatus.RUNNING:
        raise ApplicationError(E.TOURNAMENT_NOT_RUNNING, _("The tournament has not started."))
    if tournament.round_set.filter(status=RoundStatus.RUNNING).exists():
        raise ApplicationError(E.ROUND_IN_PROGRESS, _("A round is still being played."))
    tournament.status = TournamentStatus.FINISHED
    tournament.finished_at = timezone.now()
    tournament.rounds = tournament.current_round
    tournament.save(update_fields=["status", "finished_at", "rounds"])
    return tournament


# --- tables ---------------------------------------------------------------------------------


@transaction.atomic
def table_repair(*, table_id: int) -> Table:
    """Abort a broken table's match and start a fresh one for the same seats.

    For a table whose match is stuck or broken (a lost task, a state match_verify rejects).
    The aborted match stays linked to the table (`replaced`); a finished table is not
    repaired (re-run its finalisation instead).
    """
    found = Table.objects.filter(pk=table_id).values_list("match_id", "tournament_id").first()
    if found is None:
        raise ApplicationError(
            E.NOT_FOUND, _("Table %(table_id)s does not exist.") % {"table_id": table_id}
        )
    old = lock_match(found[0])
    tournament = _lock_tournament(found[1])
    table = Table.objects.select_related("round").get(pk=table_id)
    if table.match_id != old.pk:  # repaired concurrently
        return table
    if tournament.status != TournamentStatus.RUNNING:
        raise ApplicationError(E.TOURNAMENT_NOT_RUNNING, _("The tournament is not running."))
    if table.scored_at is not None or old.status == MatchStatus.FINISHED:
        raise ApplicationError(
            E.TABLE_FINISHED, _("This table has finished; re-run its finalisation instead.")
        )
    old.status = MatchStatus.ABORTED
    old.to_move = []
    old.deadline = None
    old.finished_at = timezone.now()
    old.save(update_fields=["status", "to_move", "deadline", "finished_at", "updated_at"])
    seated = [seat.entrant for seat in table.seats.select_related("entrant__user")]
    attempt = table.replaced.count() + 1
    match = _table_match_create(
        tournament,
        seated,
        seed=_derived_seed(tournament.seed, table.round.number, table.number, attempt),
    )
    table.replaced.add(old)
    table.match = match
    table.save(update_fields=["match"])
    return table


@transaction.atomic
def match_force_finish(*, match_id: int) -> Match:
    """Finish a stalled match through auto-play: every seat not already played by a bot is
    handed to the match's auto-play bot (the account keeps the seat and its result), and the
    pending bot decision is enqueued again."""
    match = lock_match(match_id)
    if match.status == MatchStatus.FINISHED:
        raise ApplicationError(E.GAME_OVER, _("The match is over."))
    if match.status != MatchStatus.ACTIVE:
        raise ApplicationError(E.MATCH_NOT_ACTIVE, _("The match is not being played."))
    for seat in match.seats.select_for_update():
        if not seat.bot_kind:
            seat.bot_kind = match.autoplay_kind
            seat.display_name = f"{seat.display_name} (auto)".strip()
            seat.save(update_fields=["bot_kind", "display_name"])
    match_services.bot_resume(match_id=match.pk)
    return match


# --- the finalisation hook ------------------------------------------------------------------


def on_match_finished(match: Match) -> None:
    """The `games.hooks.match_finished_listeners` entry of this app."""
    match_finalized(match=match)


def match_finalized(*, match: Match) -> None:
    """Run (through games.hooks) by `games.services.match_finalize` in its transaction, with
    the match locked.

    Rates the match and scores its tournament table. Both steps are idempotent (a
    RatingUpdate row unique per match; `Table.scored_at` set once), so running finalisation
    again changes nothing.
    """
    results = list(MatchResult.objects.filter(match=match).order_by("seat"))
    if not results:
        return
    table = Table.objects.filter(match=match).select_related("tournament").first()
    if table is None or table.tournament.rated:
        match_rate(match=match, results=results)
    if table is not None:
        _table_score(table_id=table.pk)


def match_rate(*, match: Match, results: Sequence[MatchResult]) -> RatingUpdate | None:
    """Apply one finished match to its players' ratings, once.

    Rated when every seat belongs to an account (humans, API bots, and server-bot entrants'
    bot accounts); a seat played by an anonymous server bot leaves the match unrated, and so
    does an imported match (played elsewhere).
    """
    if match.imported or RatingUpdate.objects.filter(match=match).exists():
        return None
    users = dict(Seat.objects.filter(match=match).values_list("index", "user_id"))
    if len(results) < 2 or any(users.get(r.seat) is None for r in results):
        return None
    user_ids = sorted({users[r.seat] for r in results})
    Rating.objects.bulk_create(
        [
            Rating(
                user_id=u,
                game=match.game,
                mu=skill.PRIOR.mu,
                sigma=skill.PRIOR.sigma,
                ordinal=skill.PRIOR.ordinal,
            )
            for u in user_ids
        ],
        ignore_conflicts=True,
    )
    rows = {
        r.user_id: r
        for r in Rating.objects.select_for_update()
        .filter(game=match.game, user_id__in=user_ids)
        .order_by("user_id")
    }
    before = [
        skill.Skill(mu=rows[users[r.seat]].mu, sigma=rows[users[r.seat]].sigma) for r in results
    ]
    after = skill.rate(before, [r.rank for r in results])
    # Inserted after the rating rows are locked, so primary keys follow the order of application.
    update = RatingUpdate.objects.create(match=match, game=match.game)
    changes = []
    for result, old, new in zip(results, before, after, strict=True):
        row = rows[users[result.seat]]
        row.mu, row.sigma, row.ordinal = new.mu, new.sigma, new.ordinal
        row.matches += 1
        row.save(update_fields=["mu", "sigma", "ordinal", "matches", "updated_at"])
        changes.append(
            RatingChange(
                update=update,
                user_id=row.user_id,
                seat=result.seat,
                rank=result.rank,
                mu_before=old.mu,
                sigma_before=old.sigma,
                mu_after=new.mu,
                sigma_after=new.sigma,
            )
        )
    RatingChange.objects.bulk_create(changes)
    return update


def _table_score(*, table_id: int) -> None:
    tournament_id = Table.objects.values_list("tournament_id", flat=True).get(pk=table_id)
    tournament = _lock_tournament(tournament_id)
    table = Table.objects.select_related("round").get(pk=table_id)
    if table.scored_at is not None:
        return
    seats = list(table.seats.select_related("entrant"))
    results = {r.seat: r for r in MatchResult.objects.filter(match_id=table.match_id)}
    if len(results) != len(seats):
        return
    seat_results = [
        standings.SeatResult(
            entrant=s.entrant_id, score=results[s.index].score, rank=results[s.index].rank
        )
        for s in seats
    ]
    points = standings.table_points(seat_results)
    for seat in seats:
        entrant = seat.entrant
        entrant.points += points[entrant.pk]
        entrant.game_score += results[seat.index].score
        entrant.played += 1
        entrant.save(update_fields=["points", "game_score", "played"])
    table.scored_at = timezone.now()
    table.save(update_fields=["scored_at"])
    _rerank(tournament)
    round_ = table.round
    if not round_.tables.filter(scored_at__isnull=True).exists():
        _round_finish(tournament, round_)


def _round_finish(tournament: Tournament, round_: Round) -> None:
    round_.status = RoundStatus.FINISHED
    round_.finished_at = timezone.now()
    round_.save(update_fields=["status", "finished_at"])
    if round_.number >= (tournament.rounds or 0):
        tournament.status = TournamentStatus.FINISHED
        tournament.finished_at = timezone.now()
        tournament.save(update_fields=["status", "finished_at"])
    elif tournament.auto_advance:
        tournament_id, number = tournament.pk, round_.number
        transaction.on_commit(lambda: _enqueue_advance(tournament_id, number))


def _enqueue_advance(tournament_id: int, after_round: int) -> None:
    from games.tournaments.tasks import tournament_advance_task

    dispatch.enqueue(tournament_advance_task, tournament_id, after_round)


# --- recompute ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Difference:
    key: str  # entrant id, or user id for ratings
    field: str
    stored: Any
    recomputed: Any


@dataclass(frozen=True, slots=True)
class RecomputeReport:
    differences: list[Difference] = field(default_factory=list)
    missing: list[int] = field(default_factory=list)  # match ids not applied, see each use

    @property
    def consistent(self) -> bool:
        return not self.differences and not self.missing


@transaction.atomic
def tournament_recompute(*, tournament_id: int, write: bool = False) -> RecomputeReport:
    """Rebuild the standings from the stored results (MatchResult rows of the tables, in round
    and table order, and the byes) and compare them with the maintained ones.

    `missing` lists matches with results whose table never entered the standings (re-run
    their finalisation). With `write`, the rebuilt standings replace the stored ones.
    """
    tournament = _lock_tournament(tournament_id)
    entrants = list(tournament.entrants.order_by("number"))
    table_results = _table_results(tournament, scored_only=False)
    byes = list(
        Bye.objects.filter(round__tournament=tournament)
        .order_by("round__number", "entrant_id")
        .values_list("entrant_id", flat=True)
    )
    totals = standings.totals_from_results(
        entrants=[e.pk for e in entrants],
        tables=table_results,
        byes=byes,
        table_size=tournament.table_size,
    )
    ranked = {
        s.entrant: s
        for s in standings.rank(totals, table_results, order={e.pk: e.number for e in entrants})
    }
    differences = []
    for entrant in entrants:
        fresh = ranked[entrant.pk]
        for name, stored, recomputed in (
            ("rank", entrant.rank, fresh.rank),
            ("points", entrant.points, fresh.points),
            ("game_score", entrant.game_score, fresh.score),
            ("played", entrant.played, fresh.played),
            ("byes", entrant.byes, fresh.byes),
            ("head_to_head", entrant.head_to_head, fresh.head_to_head),
        ):
            if stored != recomputed:
                differences.append(Difference(str(entrant.pk), name, stored, recomputed))
    missing = list(
        Table.objects.filter(
            tournament=tournament, scored_at__isnull=True, match__results__isnull=False
        )
        .values_list("match_id", flat=True)
        .distinct()
        .order_by("match_id")
    )
    if write and differences:
        for entrant in entrants:
            fresh = ranked[entrant.pk]
            entrant.rank, entrant.points, entrant.game_score = fresh.rank, fresh.points, fresh.score
            entrant.played, entrant.byes, entrant.head_to_head = (
                fresh.played,
                fresh.byes,
                fresh.head_to_head,
            )
        Entrant.objects.bulk_update(
            entrants, ["rank", "points", "game_score", "played", "byes", "head_to_head"]
        )
    return RecomputeReport(differences=differences, missing=missing)


@transaction.atomic
def ratings_recompute(*, game: str, write: bool = False) -> RecomputeReport:
    """Replay every applied rating update of `game` from the prior, in the order they were
    applied (RatingUpdate primary key), reading ranks from MatchResult rows and players from
    the seats, and compare with the stored ratings and rating changes.

    `missing` lists finished matches that qualify for rating but were never applied.
    """
    current: dict[int, skill.Skill] = {}
    counts: dict[int, int] = {}
    differences: list[Difference] = []
    updates = RatingUpdate.objects.filter(game=game).order_by("pk").prefetch_related("changes")
    for update in updates:
        results = list(MatchResult.objects.filter(match_id=update.match_id).order_by("seat"))
        users = dict(Seat.objects.filter(match_id=update.match_id).values_list("index", "user_id"))
        seat_users = [users[r.seat] for r in results]
        before = [current.get(u, skill.PRIOR) for u in seat_users]
        after = skill.rate(before, [r.rank for r in results])
        stored = {c.user_id: c for c in update.changes.all()}
        for user_id, new in zip(seat_users, after, strict=True):
            current[user_id] = new
            counts[user_id] = counts.get(user_id, 0) + 1
            change = stored.get(user_id)
            if change is None or (change.mu_after, change.sigma_after) != (new.mu, new.sigma):
                differences.append(
                    Difference(
                        str(user_id),
                        f"match {update.match_id}",
                        None if change is None else (change.mu_after, change.sigma_after),
                        (new.mu, new.sigma),
                    )
                )
    rows = {r.user_id: r for r in Rating.objects.select_for_update().filter(game=game)}
    for user_id in sorted(set(rows) | set(current)):
        row = rows.get(user_id)
        fresh = current.get(user_id)
        stored_value = None if row is None else (row.mu, row.sigma, row.matches)
        fresh_value = None if fresh is None else (fresh.mu, fresh.sigma, counts[user_id])
        if stored_value != fresh_value:
            differences.append(Difference(str(user_id), "rating", stored_value, fresh_value))
    if write and differences:
        for user_id, fresh in current.items():
            Rating.objects.update_or_create(
                user_id=user_id,
                game=game,
                defaults={
                    "mu": fresh.mu,
                    "sigma": fresh.sigma,
                    "ordinal": fresh.ordinal,
                    "matches": counts[user_id],
                },
            )
        Rating.objects.filter(game=game).exclude(user_id__in=current).delete()
    unrated = (
        Match.objects.filter(game=game, status=MatchStatus.FINISHED, results__isnull=False)
        .filter(rating_update__isnull=True, imported=False)
        .exclude(seats__user__isnull=True)
        .exclude(tournament_table__tournament__rated=False)
        .values_list("pk", flat=True)
        .distinct()
        .order_by("pk")
    )
    return RecomputeReport(differences=differences, missing=list(unrated))


# --- helpers --------------------------------------------------------------------------------


def _lock_tournament(tournament_id: int) -> Tournament:
    try:
        return Tournament.objects.select_for_update().get(pk=tournament_id)
    except Tournament.DoesNotExist:
        raise ApplicationError(
            E.NOT_FOUND,
            _("Tournament %(tournament_id)s does not exist.") % {"tournament_id": tournament_id},
        ) from None


def _derived_seed(*parts: int) -> int:
    material = ":".join(str(p) for p in parts).encode()
    return int.from_bytes(hashlib.sha256(material).digest()[:8], "big") & SEED_LIMIT


def _history(tournament: Tournament) -> pairing.History:
    tables: dict[int, list[int]] = {}
    for table_id, entrant_id in (
        TableSeat.objects.filter(table__tournament=tournament)
        .order_by("table__round__number", "table__number", "index")
        .values_list("table_id", "entrant_id")
    ):
        tables.setdefault(table_id, []).append(entrant_id)
    byes = Bye.objects.filter(round__tournament=tournament).values_list("entrant_id", flat=True)
    return pairing.History.build(
        table_size=tournament.table_size, tables=tables.values(), byes=list(byes)
    )


def _pair(tournament: Tournament, *, number: int, active: Sequence[Entrant]) -> pairing.Pairing:
    history = _history(tournament)
    active_ids = [e.pk for e in active]
    if tournament.format == TournamentFormat.ROUND_ROBIN:
        # The schedule covers everyone who started: registration closed at round 1, and a
        # withdrawal while running keeps the entrant (its opponents get byes).
        field_ = list(tournament.entrants.order_by("number").values_list("pk", flat=True))
        return pairing.round_robin_pairing(
            entrants=field_,
            active=set(active_ids),
            round_index=number - 1,
            history=history,
            seed=_derived_seed(tournament.seed, number),
        )
    if number == 1:
        ranked = pairing.seeded_order(active_ids, tournament.seed)
    else:
        ranked = [e.pk for e in sorted(active, key=lambda e: (e.rank or 0, e.number))]
    return pairing.swiss_pairing(ranked, {e.pk: e.points for e in active}, history)


def _table_match_create(tournament: Tournament, seated: Sequence[Entrant], *, seed: int) -> Match:
    """A match for one table: bot entrants' seats are bot seats held by their bot accounts,
    the others are joined by their accounts; the match starts once every seat is held."""
    bot_seats = {}
    for index, entrant in enumerate(seated):
        if entrant.bot_kind:
            bot_seats[index] = entrant.bot_kind
        elif entrant.status == EntrantStatus.WITHDRAWN:
            bot_seats[index] = tournament.autoplay_kind  # a repaired table of a withdrawn entrant
    match = match_services.match_create(
        creator=None,
        game=tournament.game,
        players=tournament.table_size,
        options=tournament.options,
        seed=seed,
        bot_seats=bot_seats,
        join=False,
        decision_seconds=tournament.decision_seconds,
        autoplay_kind=tournament.autoplay_kind,
        max_timeouts=tournament.max_timeouts,
        undo=False,  # a rated table: every decision stands as it was made
    )
    for index, entrant in enumerate(seated):
        if index in bot_seats:
            Seat.objects.filter(match=match, index=index).update(
                user=entrant.user,
                display_name=entrant.user.username,
                resigned=entrant.status == EntrantStatus.WITHDRAWN,
            )
    for index, entrant in enumerate(seated):
        if index not in bot_seats:
            match_services.match_join(match_id=match.pk, user=entrant.user, seat_index=index)
    return match


def _table_results(
    tournament: Tournament, *, scored_only: bool = True
) -> list[standings.TableResult]:
    """Results of the tournament's tables in (round, table) order."""
    tables = Table.objects.filter(tournament=tournament)
    if scored_only:
        tables = tables.filter(scored_at__isnull=False)
    tables = (
        tables.select_related("round").prefetch_related("seats").order_by("round__number", "number")
    )
    results = {
        (r.match_id, r.seat): r
        for r in MatchResult.objects.filter(match__tournament_table__tournament=tournament)
    }
    out = []
    for table in tables:
        seats = list(table.seats.all())
        if not all((table.match_id, s.index) in results for s in seats):
            continue
        out.append(
            standings.TableResult(
                round=table.round.number,
                table=table.number,
                seats=tuple(
                    standings.SeatResult(
                        entrant=s.entrant_id,
                        score=results[(table.match_id, s.index)].score,
                        rank=results[(table.match_id, s.index)].rank,
                    )
                    for s in seats
                ),
            )
        )
    return out


def _rerank(tournament: Tournament) -> None:
    entrants = list(tournament.entrants.all())
    totals = {
        e.pk: standings.Totals(points=e.points, score=e.game_score, played=e.played, byes=e.byes)
        for e in entrants
    }
    ranked = {
        s.entrant: s
        for s in standings.rank(
            totals, _table_results(tournament), order={e.pk: e.number for e in entrants}
        )
    }
    for entrant in entrants:
        entrant.rank = ranked[entrant.pk].rank
        entrant.head_to_head = ranked[entrant.pk].head_to_head
    Entrant.objects.bulk_update(entrants, ["rank", "head_to_head"])
