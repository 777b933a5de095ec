"""Quick-match writes: make, pair, cancel and expire seeks. Typed, keyword-only, one
transaction each.

Pairing runs in the transaction that inserts a seek (so `seek_create` answers `matched` when
partners were waiting), after a PostgreSQL transaction-scoped advisory lock on the game:
pairings of one game run one after another, and under READ COMMITTED the next one, reading
after it got the lock, sees every seek the previous one committed. So no compatible group is
missed (the last seek of it to commit sees the others) and none is formed twice. Independently
of that lock, a seek leaves `open` only through an UPDATE guarded by `status = 'open'` whose
row count is checked: a seek can never end in two matches (tests/matchmaking prove both).

Lock order: the account's advisory lock (seek_create), the game's advisory lock, seek rows (id
order), then what games.services takes (the match, its seats, the seat holders' rows).
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone
from django.utils.translation import gettext

from games import events
from games import services as match_services
from games.engine import Game, InvalidConfig, get_game
from games.errors import ApplicationError, ErrorCode
from games.matchmaking import pairing
from games.matchmaking.models import Seek, SeekStatus
from games.models import Match, User, UserEventKind
from games.rows import MAX_ID
from games.services import config_field
from games.tournaments.models import Rating
from games.tournaments.ratings import PRIOR

logger = logging.getLogger(__name__)

E = ErrorCode
# An unrated account counts as the displayed rating of the prior (mu - 3 sigma = 0).
DEFAULT_RATING = PRIOR.ordinal
MIN_EXPIRES_IN_SECONDS = 10
MAX_EXPIRES_IN_SECONDS = 24 * 3600
MAX_DECISION_SECONDS = 30 * 24 * 3600
# A pairing whose claim lost a race (a seek cancelled, expired or paired meanwhile) reads the
# pool again, at most this many times in one transaction.
CLAIM_ATTEMPTS = 5
EXPIRE_BATCH = 500


class SeekTaken(Exception):
    """A seek of a group was no longer open when the group claimed it."""


# --- make and cancel ---------------------------------------------------------------------------


@transaction.atomic
def seek_create(
    *,
    user: User,
    game: str,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    decision_seconds: int | None = None,
    rating_min: float | None = None,
    rating_max: float | None = None,
    expires_in_seconds: int | None = None,
) -> Seek:
    """Post a seek and pair it at once if it completes a group (the seek is then `matched`).

    `players` None: any count the game allows; `options` None: any options. A dict of
    options is normalised by the game (for every count the seek accepts: it must suit each).
    """
    engine = _engine(game)
    normalised = _normalised_options(engine, players=players, options=options)
    if rating_min is not None and rating_max is not None and rating_min > rating_max:
        raise ApplicationError(
            E.VALIDATION_ERROR,
            gettext("rating_min (%(rating_min)s) is above rating_max (%(rating_max)s).")
            % {"rating_min": rating_min, "rating_max": rating_max},
            errors={"rating_min": ["Must not be above rating_max."]},
        )
    if decision_seconds is not None and not 1 <= decision_seconds <= MAX_DECISION_SECONDS:
        raise ApplicationError(
            E.VALIDATION_ERROR,
            gettext("decision_seconds must be 1 to %(limit)s.") % {"limit": MAX_DECISION_SECONDS},
        )
    ttl = settings.SEEK_TTL_SECONDS if expires_in_seconds is None else expires_in_seconds
    if not MIN_EXPIRES_IN_SECONDS <= ttl <= MAX_EXPIRES_IN_SECONDS:
        raise ApplicationError(
            E.VALIDATION_ERROR,
            gettext("expires_in_seconds must be %(minimum)s to %(maximum)s.")
            % {
                "minimum": MIN_EXPIRES_IN_SECONDS,
                "maximum": MAX_EXPIRES_IN_SECONDS,
            },
        )
    # Serialises this account's seek_creates, so two at once cannot both pass the count. An
    # advisory lock, not the account's row: pairing locks seat holders' rows under the game
    # lock, and a row lock taken before the game lock would make a cycle with it.
    _advisory_lock(f"matchmaking:user:{user.pk}")
    now = timezone.now()
    open_seeks = Seek.objects.filter(user=user, status=SeekStatus.OPEN, expires_at__gt=now)
    limit = settings.SEEK_MAX_OPEN_PER_USER
    if open_seeks.count() >= limit:
        raise ApplicationError(
            E.TOO_MANY_SEEKS,
            gettext(
                "You have %(limit)s open seeks, the most an account may have; cancel "
                "one or wait for it to be paired or to expire."
            )
            % {"limit": limit},
        )
    seek = Seek.objects.create(
        user=user,
        game=engine.slug,
        players=players,
        options=normalised,
        decision_seconds=decision_seconds,
        rating_min=rating_min,
        rating_max=rating_max,
        expires_at=now + timedelta(seconds=ttl),
    )
    _pair(game=engine.slug, focus=seek.pk)
    seek.refresh_from_db()
    return seek


@transaction.atomic
def seek_cancel(*, user: User, seek_id: int) -> Seek:
    """Withdraw one of `user`'s open seeks. Another account's seek and an unknown id are both
    `not_found` (nothing is told about others' seeks); a seek no longer open is
    `seek_not_open` with its status."""
    seek = (
        Seek.objects.select_for_update().filter(pk=seek_id, user=user).first()
        if 0 < seek_id <= MAX_ID
        else None
    )
    if seek is None:
        raise ApplicationError(
            E.NOT_FOUND, gettext("You have no seek %(seek_id)s.") % {"seek_id": seek_id}
        )
    if seek.status != SeekStatus.OPEN:
        # `seek_status`: the problem's own `status` is the HTTP status.
        raise ApplicationError(
            E.SEEK_NOT_OPEN,
            gettext("Seek %(seek_id)s is %(status)s, not open.")
            % {"seek_id": seek_id, "status": seek.status},
            seek_status=str(seek.status),
        )
    now = timezone.now()
    # Guarded like every change of status (the row is locked, so it cannot miss).
    Seek.objects.filter(pk=seek.pk, status=SeekStatus.OPEN).update(
        status=SeekStatus.CANCELLED, closed_at=now
    )
    seek.refresh_from_db()
    return seek


# --- pairing ---------------------------------------------------------------------------------


@transaction.atomic
def seeks_pair(*, game: str) -> list[Match]:
    """Pair whatever can be paired among `game`'s open seeks (a full pass: the beat sweep runs
    it, for seeks that became compatible without a new seek, e.g. after a rating changed)."""
    return _pair(game=game, focus=None)


def seeks_pair_all() -> int:
    """A full pairing pass over every game with open seeks; the number of matches made."""
    games = (
        Seek.objects.filter(status=SeekStatus.OPEN, expires_at__gt=timezone.now())
        .order_by()
        .values_list("game", flat=True)
        .distinct()
    )
    return sum(len(seeks_pair(game=game)) for game in sorted(games))


def _pair(*, game: str, focus: int | None) -> list[Match]:
    """Form and start every group (see games/matchmaking/pairing.py), inside the caller's
    transaction, under the game's lock."""
    _advisory_lock(f"matchmaking:game:{game}")
    engine = get_game(game)
    matches: list[Match] = []
    for _attempt in range(CLAIM_ATTEMPTS):
        # Read after taking the lock: this statement sees every seek committed before it.
        groups = pairing.find_groups(
            _candidates(game=game, now=timezone.now()),
            min_players=engine.min_players,
            max_players=engine.max_players,
            focus=focus,
        )
        try:
            for group in groups:
                matches.append(_start_group(game=game, group=group))
            return matches
        except SeekTaken:
            # Someone changed a seek of the group since it was read (a cancel, the expiry
            # sweep, or a pairing without the lock): the pool is read again.
            logger.info("seek claim lost a race; pairing again", extra={"game": game})
    return matches


def _candidates(*, game: str, now: datetime) -> list[pairing.Candidate]:
    rows = list(
        Seek.objects.filter(game=game, status=SeekStatus.OPEN, expires_at__gt=now)
        .order_by("created_at", "pk")
        .values_list(
            "pk",
            "user_id",
            "players",
            "options",
            "decision_seconds",
            "rating_min",
            "rating_max",
        )
    )
    users = {row[1] for row in rows}
    ratings = dict(
        Rating.objects.filter(game=game, user_id__in=users).values_list("user_id", "ordinal")
        if users
        else []
    )
    return [
        pairing.Candidate(
            seek_id=pk,
            user_id=user_id,
            players=players,
            options=options,
            decision_seconds=decision_seconds,
            rating_min=rating_min,
            rating_max=rating_max,
            rating=ratings.get(user_id, DEFAULT_RATING),
        )
        for pk, user_id, players, options, decision_seconds, rating_min, rating_max in rows
    ]


def _start_group(*, game: str, group: pairing.Group) -> Match:
    """Claim the group's seeks, create its match and seat them (the last join starts it), in a
    savepoint: a claim that finds a seek no longer open undoes all of it (SeekTaken)."""
    ids = sorted(member.seek_id for member in group.members)
    now = timezone.now()
    with transaction.atomic():
        # Rows locked in id order, so concurrent claimers never wait on each other in a cycle;
        # then the guard: only seeks still open change, and all of them must.
        list(Seek.objects.select_for_update().filter(pk__in=ids).order_by("pk").values_list("pk"))
        claimed = Seek.objects.filter(pk__in=ids, status=SeekStatus.OPEN).update(
            status=SeekStatus.MATCHED, closed_at=now
        )
        if claimed != len(ids):
            raise SeekTaken
        match = match_services.match_create(
            creator=None,
            game=game,
            players=group.players,
            options=group.options,
            join=False,
            decision_seconds=group.decision_seconds,
        )
        users = User.objects.in_bulk([member.user_id for member in group.members])
        for member in group.members:  # oldest first: seat 0 waited longest
            match_services.match_join(match_id=match.pk, user=users[member.user_id])
        Seek.objects.filter(pk__in=ids).update(match=match)
        for member in group.members:
            events.user_events_create(
                user_ids=[member.user_id],
                kind=UserEventKind.SEEK_MATCHED,
                match_id=match.pk,
                seq=0,
                seek_id=member.seek_id,
            )
    logger.info(
        "seeks paired",
        extra={"game": game, "match_id": match.pk, "seeks": ids, "players": group.players},
    )
    return match


# --- expiry ------------------------------------------------------------------------------------


@transaction.atomic
def seeks_expire(*, now: datetime | None = None, limit: int = EXPIRE_BATCH) -> int:
    """Mark open seeks past `expires_at` expired (at most `limit`, oldest deadline first) and
    tell each owner (`seek_expired`). Rows another transaction holds (a pairing claiming
    them) are skipped: the next sweep finds them if they are still open."""
    now = now or timezone.now()
    due = list(
        Seek.objects.select_for_update(skip_locked=True)
        .filter(status=SeekStatus.OPEN, expires_at__lte=now)
        .order_by("expires_at", "pk")
        .values_list("pk", "user_id")[:limit]
    )
    if not due:
        return 0
    expired = Seek.objects.filter(pk__in=[pk for pk, _ in due], status=SeekStatus.OPEN).update(
        status=SeekStatus.EXPIRED, closed_at=now
    )
    for seek_id, user_id in due:
        events.user_events_create(
            user_ids=[user_id], kind=UserEventKind.SEEK_EXPIRED, seek_id=seek_id
        )
    return expired


# --- helpers ---------------------------------------------------------------------------------


def _engine(game: str) -> Game[Any, Any]:
    try:
        return get_game(game)
    except KeyError:
        raise ApplicationError(
            E.NOT_FOUND, gettext("There is no game called %(game)r.") % {"game": game}
        ) from None


def _normalised_options(
    engine: Game[Any, Any], *, players: int | None, options: Mapping[str, Any] | None
) -> dict[str, Any] | None:
    """The options as the game normalises them, without `players`; None stays "any".

    A count outside the game's range is refused even with any options. With any count the
    options must suit every count the game allows (a start seat that exists only at four
    players needs `players: 4`)."""
    counts = [players] if players is not None else range(engine.min_players, engine.max_players + 1)
    normalised: dict[str, Any] | None = None
    for count in counts:
        try:
            config = engine.normalize_config(players=count, options=dict(options or {}))
        except InvalidConfig as exc:
            reason = (
                exc.reason
                if players is not None
                else gettext("%(reason)s (with %(count)d players)")
                % {
                    "reason": exc.reason,
                    "count": count,
                }
            )
            raise ApplicationError(E.INVALID_CONFIG, reason, **config_field(exc)) from None
        if normalised is None:
            normalised = {key: value for key, value in config.items() if key != "players"}
    return normalised if options is not None else None


def _advisory_lock(name: str) -> None:
    """A PostgreSQL transaction-scoped advisory lock on `name` (held until commit/rollback).

    SQLite, for the embedded demo only, needs none: its transactions take the database's
    write lock at BEGIN (settings: transaction_mode IMMEDIATE), so writers already run one
    after another."""
    if connection.vendor != "postgresql":
        return
    key = int.from_bytes(hashlib.blake2b(name.encode(), digest_size=8).digest(), "big", signed=True)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", [key])
