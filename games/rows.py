"""Hand-written SQL for the per-action hot path: auth, the locked match row, the append.

Every accepted action used to cost six ORM queries whose compilation took more CPU than the
engine's work. These statements are fixed strings, portable between PostgreSQL and the
embedded SQLite (no FOR UPDATE there: SQLite transactions here begin IMMEDIATE, which
already serialises writers). Everything else keeps using the ORM.

A round trip to PostgreSQL costs about as much CPU (web process and database together) as
the engine's work for one action (bench/submit_profile.py), so on PostgreSQL statements
travel together: the lock and the read of the match in one message, the log row and the match
update in one statement, the user locks and the events in one (data-modifying CTEs).
On PostgreSQL each runs as the EXECUTE of a server-side prepared statement (prepared once per
connection, yokohama_server/postgresql): parsing and planning them had been half of the
database's CPU per action (perf), and an EXECUTE is still a simple query that travels with the
others. (An earlier measurement had found prepared statements no cheaper; perf on the backends
under bench/api_load.py says otherwise for these.)
The append needs no answer, so it waits for the transaction's next message: it travels with
the seat events' statement or with COMMIT.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import orjson
from django.db import DEFAULT_DB_ALIAS, connection, connections
from django.db.backends.base.base import BaseDatabaseWrapper
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from django.utils.translation import gettext as _

from games import events
from games.models import ApiToken, User

# Ids beyond PostgreSQL's bigint cannot exist (and SQLite would raise OverflowError).
MAX_ID = 2**63 - 1

# The user fields requests read, in the model's field order (Model.from_db expects that
# order); the rest load on first access, as with .only().
USER_FIELDS = [
    field.attname
    for field in User._meta.concrete_fields
    if field.attname
    in {"id", "username", "is_active", "is_bot", "is_staff", "is_superuser", "language"}
]
_USER_BOOLEANS = [name.startswith("is_") for name in USER_FIELDS]  # SQLite returns 0/1

# Revocation and expiry are decided in the same statement, so a refused token is never
# touched and a refusal can still say why (`TokenRefused`).
_TOKEN_SQL = (
    'SELECT t."id", (t."last_used_at" IS NULL OR t."last_used_at" < %s), t."scopes", '
    '(t."revoked_at" IS NOT NULL), (t."expires_at" IS NOT NULL AND t."expires_at" <= %s), '
    't."expires_at", '
    + ", ".join(f'u."{name}"' for name in USER_FIELDS)
    + ' FROM "games_apitoken" t INNER JOIN "games_user" u ON u."id" = t."user_id" '
    'WHERE t."digest" = %s'
)
_TOKEN_COLUMNS = 6  # before the user's
_TOUCH_TOKEN_SQL = 'UPDATE "games_apitoken" SET "last_used_at" = %s WHERE "id" = %s'

# The caller's seat and the mask of server-bot seats come with the row: the submit path
# needs both and they would otherwise be two more queries.
_MATCH_SQL = (
    'SELECT m."id", m."game", m."players", m."status", m."seq", m."state", m."to_move", '
    'm."decision_seconds", m."private", '
    '(SELECT s."index" FROM "games_seat" s WHERE s."match_id" = m."id" AND s."user_id" = %s), '
    '(SELECT COALESCE(SUM(1 << s."index"), 0) FROM "games_seat" s '
    'WHERE s."match_id" = m."id" AND s."bot_kind" <> \'\') '
    'FROM "games_match" m WHERE m."id" = %s'
)

_LOCK_MATCH_SQL = 'SELECT 1 FROM "games_match" WHERE "id" = %s FOR UPDATE'

_EARLIER_SQL = (
    'SELECT "request_fingerprint", "response" FROM "games_matchaction" '
    'WHERE "match_id" = %s AND "seat" = %s AND "idempotency_key" = %s'
)

_INSERT_ACTION_SQL = (
    'INSERT INTO "games_matchaction" ("match_id", "seq", "seat", "action", "notation", '
    '"user_id", "idempotency_key", "request_fingerprint", "response", "public_entry", '
    '"private_entries", "created_at") VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)'
)
_UPDATE_MATCH_SQL = (
    'UPDATE "games_match" SET "seq" = %s, "state" = %s, "to_move" = %s, "status" = %s, '
    '"finished_at" = %s, "deadline" = %s, "updated_at" = %s WHERE "id" = %s'
)
# PostgreSQL: both in one statement, one round trip (the INSERT's errors still raise).
_APPEND_SQL = f"WITH appended AS ({_INSERT_ACTION_SQL}) {_UPDATE_MATCH_SQL}"
# One event per seat holder (never a server bot), straight from the seat rows: the hot path
# needs no Python list of seat users. RETURNING names them for the live notice.
_SEAT_EVENTS_SQL = (
    'INSERT INTO "games_userevent" ("user_id", "kind", "match_id", "seq", "created_at") '
    'SELECT s."user_id", %s, s."match_id", %s, %s FROM "games_seat" s '
    'WHERE s."match_id" = %s AND s."user_id" IS NOT NULL {seats} RETURNING "user_id"'
)
# Event ids come from a sequence when the row is inserted, but transactions commit in any
# order: a stream that read up to id 101 would never see a 100 committed later. Holding the
# users' rows until commit makes each user's events commit in id order. Taken after the
# match row and in id order, so no two transactions wait on each other in a cycle.
_LOCK_SEAT_USERS_SQL = (
    'SELECT u."id" FROM "games_user" u INNER JOIN "games_seat" s ON s."user_id" = u."id" '
    'WHERE s."match_id" = %s {seats} ORDER BY u."id" FOR UPDATE OF u'
)
# PostgreSQL: the lock and the insert in one statement. The CTE's rows are the seat rows the
# insert would read (same conditions), locked in user id order as they are produced. After
# each told user's id, the user event listeners' interests in them ({interests}: what the
# webhooks' and the e-mails' listeners would otherwise ask after commit, a round trip each).
_LOCKED_SEAT_EVENTS_SQL = (
    'WITH locked AS (SELECT u."id" FROM "games_user" u INNER JOIN "games_seat" s '
    'ON s."user_id" = u."id" WHERE s."match_id" = %s {seats} ORDER BY u."id" FOR UPDATE OF u) '
    'INSERT INTO "games_userevent" ("user_id", "kind", "match_id", "seq", "created_at") '
    'SELECT locked."id", %s, %s, %s, %s FROM locked RETURNING "user_id"{interests}'
)
_EVENT_USER = '"games_userevent"."user_id"'  # a told user's id, in RETURNING
_SEAT_PRESENT_SQL = (
    'UPDATE "games_seat" SET "timeouts" = 0, "absent" = %s '
    'WHERE "match_id" = %s AND "index" = %s AND "timeouts" > 0'
)


@dataclass(slots=True)
class MatchRow:
    """The columns the action path reads, plus the caller's seat and the bot seats."""

    pk: int
    game: str
    players: int
    status: str
    seq: int
    state: bytes | None
    to_move: list[int]
    decision_seconds: int | None
    private: bool
    caller_seat: int | None  # the seat the given user holds, if any
    bot_seats_mask: int  # bit i set: seat i is played by a server bot

    def has_bot_to_move(self, to_move: list[int]) -> bool:
        return any(self.bot_seats_mask >> index & 1 for index in to_move)


def _db() -> BaseDatabaseWrapper:
    """The default database's connection of this thread, looked up once by each function
    here: every attribute read through `django.db.connection` looks it up again (asgiref's
    Local), ~10 times per action."""
    return connections[DEFAULT_DB_ALIAS]


def _db_datetime(value: datetime | None, db: BaseDatabaseWrapper | None = None) -> Any:
    return (db or _db()).ops.adapt_datetimefield_value(value)


def _prepared(db: BaseDatabaseWrapper, sql: str) -> str:
    """`sql` as the EXECUTE of its server-side prepared statement where the backend prepares
    them (yokohama_server/postgresql: planning was half of PostgreSQL's CPU per action), else
    as is. Call it before defer_next_statement: preparing goes to the database first."""
    prepare = getattr(db, "prepared", None)
    return sql if prepare is None else str(prepare(sql))


def _json(value: Any) -> str | None:
    return None if value is None else orjson.dumps(value).decode()


class TokenRefused(Exception):
    """The token exists but authenticates nobody; the message says why, for its holder."""


def token_owner(
    *, digest: str, now: datetime, touch_before: datetime
) -> tuple[User, ApiToken] | None:
    """The user and token behind a token digest (None if no token has it); records use when
    older than `touch_before`. Raises TokenRefused for a revoked, expired or deactivated one.

    The token comes with `scopes` and `expires_at` loaded; its other fields load on access."""
    with connection.cursor() as cur:
        cur.execute(_TOKEN_SQL, [_db_datetime(touch_before), _db_datetime(now), digest])
        row = cur.fetchone()
        if row is None:
            return None
        token_id, stale, scopes, revoked, expired, expires_at = row[:_TOKEN_COLUMNS]
        values = [
            bool(value) if boolean else value
            for value, boolean in zip(row[_TOKEN_COLUMNS:], _USER_BOOLEANS, strict=True)
        ]
        user = User.from_db(connection.alias, USER_FIELDS, values)
        if revoked:
            raise TokenRefused(_("This token was revoked."))
        if expired:
            raise TokenRefused(_("This token has expired; log in (token_create) for a new one."))
        if not user.is_active:
            raise TokenRefused(_("This account is deactivated."))
        if stale:
            cur.execute(_TOUCH_TOKEN_SQL, [_db_datetime(now), token_id])
    token = ApiToken.from_db(
        connection.alias,
        ["id", "user_id", "scopes", "expires_at"],
        [token_id, user.pk, scopes, _python_datetime(expires_at)],
    )
    return user, token


def _python_datetime(value: Any) -> datetime | None:
    """A datetime column's value as the ORM gives it: aware. SQLite's driver returns a naive
    datetime (UTC), or text where the column's type is not declared to it."""
    if value is None:
        return None
    parsed = value if isinstance(value, datetime) else parse_datetime(str(value))
    if parsed is not None and timezone.is_naive(parsed):
        parsed = timezone.make_aware(parsed, UTC)
    return parsed


def match_row(*, match_id: int, user_id: int | None, lock: bool) -> MatchRow | None:
    """The match row (locked FOR UPDATE when `lock` on PostgreSQL); None if it does not exist."""
    if not 0 < match_id <= MAX_ID:
        return None
    db = _db()
    with db.cursor() as cur:
        if lock and db.features.has_select_for_update:
            # Lock first, read after, in two statements. One `SELECT ... FOR UPDATE` that waited
            # for the lock returns the match row as its holder left it, but its seat subqueries
            # still read the snapshot taken before the wait: a seat made a bot meanwhile (a
            # resignation) was read as human, and nobody enqueued that bot's turn. Both go in
            # one message (parameters are bound client-side, so it is a simple query of two
            # statements, each with a snapshot of its own): one round trip.
            lock_then_read = f"{_prepared(db, _LOCK_MATCH_SQL)}; {_prepared(db, _MATCH_SQL)}"
            cur.execute(lock_then_read, [match_id, user_id, match_id])
            cur.nextset()
        else:
            cur.execute(_prepared(db, _MATCH_SQL), [user_id, match_id])
        row = cur.fetchone()
    if row is None:
        return None
    state = row[5]
    return MatchRow(
        pk=row[0],
        game=row[1],
        players=row[2],
        status=row[3],
        seq=row[4],
        state=None if state is None else bytes(state),
        to_move=orjson.loads(row[6]),
        decision_seconds=row[7],
        private=bool(row[8]),
        caller_seat=row[9],
        bot_seats_mask=int(row[10]),
    )


def earlier_submission(*, match_id: int, seat: int, key: str) -> tuple[str, Any] | None:
    """(request fingerprint, stored response) of the action sent earlier under `key`."""
    db = _db()
    with db.cursor() as cur:
        cur.execute(_prepared(db, _EARLIER_SQL), [match_id, seat, key])
        row = cur.fetchone()
    if row is None:
        return None
    return row[0], None if row[1] is None else orjson.loads(row[1])


def append_action(
    *,
    row: MatchRow,
    seat: int,
    action: Any,
    notation: str,
    user_id: int | None,
    idempotency_key: str | None,
    request_fingerprint: str,
    response: Any,
    public_entry: Any,
    private_entries: Any,
    now: datetime,
    finished_at: datetime | None,
    deadline: datetime | None,
) -> None:
    """Insert the log row at `row.seq` and write the match columns `row` now holds."""
    db = _db()
    insert = [
        row.pk,
        row.seq,
        seat,
        _json(action),
        notation,
        user_id,
        idempotency_key,
        request_fingerprint,
        _json(response),
        _json(public_entry),
        _json(private_entries),
        _db_datetime(now, db),
    ]
    update = [
        row.seq,
        row.state,
        _json(row.to_move),
        row.status,
        _db_datetime(finished_at, db),
        _db_datetime(deadline, db),
        _db_datetime(now, db),
        row.pk,
    ]
    with db.cursor() as cur:
        if db.vendor == "postgresql":
            # Nothing reads its answer: it may go with the transaction's next message, the
            # seat events' statement or COMMIT (yokohama_server/postgresql), one round trip.
            append = _prepared(db, _APPEND_SQL)
            defer = getattr(db, "defer_next_statement", None)
            if defer is not None:
                defer()
            cur.execute(append, insert + update)
        else:
            cur.execute(_INSERT_ACTION_SQL, insert)
            cur.execute(_UPDATE_MATCH_SQL, update)


def mark_seat_present(*, match_id: int, seat: int) -> None:
    """A player acting in person clears their missed-deadline count."""
    with connection.cursor() as cur:
        cur.execute(_SEAT_PRESENT_SQL, [False, match_id, seat])


def seat_events_create(
    *, match_id: int, seq: int, kind: str, now: datetime, seats: list[int] | None
) -> list[int]:
    """Record `kind` for the users holding `seats` (all held seats when None; a seat played by
    a server bot only when `seats` is None); returns their user ids."""
    return seat_events_tell(match_id=match_id, seq=seq, kind=kind, now=now, seats=seats).users


class Told:
    """What a seat events statement found: the told users and, on PostgreSQL, `concerned` (see
    seat_events_tell). A statement that waits for the transaction's next message has them
    once that is answered; reading them before then sends it at once."""

    def __init__(self, listeners: list[events.UserEventListener] | None) -> None:
        self._listeners = listeners  # None: SQLite, whose listeners look the users up
        self._rows: list[Any] | None = None

    def receive(self, rows: list[Any]) -> None:
        self._rows = rows

    def _found(self) -> list[Any]:
        if self._rows is None:
            connection.send_deferred()  # type: ignore[attr-defined]  # still waiting
        assert self._rows is not None
        return self._rows

    @property
    def users(self) -> list[int]:
        return [row[0] for row in self._found()]

    @property
    def concerned(self) -> events.Concerned | None:
        if self._listeners is None:
            return None
        return events.told_by(self._found(), self._listeners)


def seat_events_tell(
    *,
    match_id: int,
    seq: int,
    kind: str,
    now: datetime,
    seats: list[int] | None,
    defer: bool = False,
) -> Told:
    """seat_events_create, and on PostgreSQL which of the told users concern each user event
    listener with an interest (events.UserEventInterest), asked by the same statement: the
    `concerned` for events.publish (None on SQLite, whose listeners look them up).

    `defer`: for a caller that reads them only after commit (in an on_commit hook). On
    PostgreSQL the statement then waits for the transaction's next message, usually COMMIT
    (yokohama_server/postgresql): one round trip fewer. The users' row locks it takes are
    still held until that COMMIT, so each user's events still commit in id order."""
    db = _db()
    params: list[Any] = [kind, seq, _db_datetime(now, db), match_id]
    condition = ""
    if seats is not None:
        if not seats:
            told = Told(list(events.user_event_interests))
            told.receive([])
            return told
        placeholders = ", ".join(["%s"] * len(seats))
        condition = f'AND s."bot_kind" = \'\' AND s."index" IN ({placeholders})'
        params += seats
    with db.cursor() as cur:
        if db.vendor == "postgresql":
            listeners = list(events.user_event_interests)
            asked = "".join(
                ", " + events.user_event_interests[listener].sql.format(user=_EVENT_USER)
                for listener in listeners
            )
            sql = _prepared(db, _LOCKED_SEAT_EVENTS_SQL.format(seats=condition, interests=asked))
            told = Told(listeners)
            later = getattr(db, "defer_next_statement", None)
            # The backend hands the rows to told.receive: with the next message, or at once.
            handed = defer and later is not None and later(told.receive)
            cur.execute(sql, [match_id, *params[4:], kind, match_id, seq, params[2]])
            if not handed:
                told.receive(cur.fetchall())
            return told
        if db.features.has_select_for_update_of:  # SQLite serialises writers
            cur.execute(_LOCK_SEAT_USERS_SQL.format(seats=condition), [match_id, *params[4:]])
        cur.execute(_SEAT_EVENTS_SQL.format(seats=condition), params)
        told = Told(None)
        told.receive(cur.fetchall())
        return told
