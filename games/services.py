"""Every write. Typed, keyword-only, one transaction each, match row locked first.

Tasks (bot turns, finalisation) are enqueued with `transaction.on_commit`, so a rolled
back request never triggers one.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
import time
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import orjson
from django.conf import settings
from django.contrib.auth import authenticate
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games import dispatch, events, hooks, records, replay, rows
from games.codec import game_of, load_state, store_state
from games.engine import EngineError, IllegalAction, InvalidAction, InvalidConfig, get_game
from games.engine.contract import action_reveals
from games.errors import ApplicationError, ErrorCode
from games.locks import lock_match
from games.models import (
    DEFAULT_TOKEN_SCOPES,
    ApiToken,
    BotKind,
    Match,
    MatchAction,
    MatchResult,
    MatchStatus,
    Seat,
    Spectators,
    TokenScope,
    User,
    UserEventKind,
)
from games.selectors import legal_action_entries, match_visible, not_found

logger = logging.getLogger(__name__)

SEED_LIMIT = 2**63 - 1
# A timed-out seat's auto-play decides under the match lock, so its search is cut short.
AUTOPLAY_SEARCH_SECONDS = 0.5


# --- accounts -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class IssuedToken:
    user: User
    raw_key: str


@transaction.atomic
def account_create(
    *, username: str, password: str | None = None, is_bot: bool = False
) -> IssuedToken:
    """Create an account and its first API token (the raw key is returned once)."""
    if User.objects.filter(username__iexact=username).exists():
        raise ApplicationError(
            ErrorCode.USERNAME_TAKEN,
            _("The username %(username)r is taken.") % {"username": username},
        )
    user = User(username=username, is_bot=is_bot)
    if password:
        user.set_password(password)
    else:
        user.set_unusable_password()
    try:
        with transaction.atomic():
            user.save()
    except IntegrityError:
        raise ApplicationError(
            ErrorCode.USERNAME_TAKEN,
            _("The username %(username)r is taken.") % {"username": username},
        ) from None
    return IssuedToken(user=user, raw_key=token_create(user=user))


def account_update(*, user: User, language: str) -> User:
    """Change an account's settings (its language: "" for none)."""
    if user.language != language:
        user.language = language
        user.save(update_fields=["language"])
    return user


def token_create(
    *,
    user: User,
    name: str = "",
    scopes: Sequence[str] = DEFAULT_TOKEN_SCOPES,
    expires_at: datetime | None = None,
) -> str:
    """A new token of `user`; returns the raw key, which is stored only as a digest."""
    unknown = sorted(set(scopes) - set(TokenScope.values))
    if unknown:
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR, _("Unknown scopes: %(unknown)s.") % {"unknown": unknown}
        )
    if expires_at is not None and expires_at <= timezone.now():
        raise ApplicationError(ErrorCode.VALIDATION_ERROR, _("expires_at is not in the future."))
    raw_key = ApiToken.new_key()
    ApiToken.objects.create(
        user=user,
        digest=ApiToken.hash_key(raw_key),
        prefix=raw_key[:8],
        name=name,
        # In TokenScope's order, whatever order they were asked in.
        scopes=" ".join(scope for scope in TokenScope.values if scope in scopes),
        expires_at=expires_at,
    )
    return raw_key


@dataclass(frozen=True, slots=True)
class LoggedIn:
    token: ApiToken
    raw_key: str


BAD_CREDENTIALS = gettext_lazy("The username or password is wrong.")


@transaction.atomic
def token_login(
    *,
    username: str,
    password: str,
    name: str = "",
    scopes: Sequence[str] = DEFAULT_TOKEN_SCOPES,
    expires_at: datetime | None = None,
) -> LoggedIn:
    """A new token for the account whose password this is.

    An unknown username, a wrong password, an account without a password and a deactivated
    account all get the same answer, and Django's backend hashes the password in every case,
    so neither the answer nor its time tells which usernames exist.
    """
    user = authenticate(username=username, password=password)
    if not isinstance(user, User):
        raise ApplicationError(ErrorCode.AUTHENTICATION_FAILED, str(BAD_CREDENTIALS))
    raw_key = token_create(user=user, name=name, scopes=scopes, expires_at=expires_at)
    return LoggedIn(token=ApiToken.objects.get(digest=ApiToken.hash_key(raw_key)), raw_key=raw_key)


@transaction.atomic
def token_revoke(*, user: User, token_id: int) -> ApiToken:
    """Revoke one of `user`'s tokens (at once: the next request with it is refused).

    Another account's token, an unknown id and an already revoked token are all `not_found`:
    a caller learns nothing about tokens that are not theirs.
    """
    token = (
        ApiToken.objects.select_for_update()
        .filter(pk=token_id, user=user, revoked_at__isnull=True)
        .first()
        if 0 < token_id <= rows.MAX_ID
        else None
    )
    if token is None:
        raise ApplicationError(
            ErrorCode.NOT_FOUND,
            _("You have no active token %(token_id)s.") % {"token_id": token_id},
        )
    token.revoked_at = timezone.now()
    token.save(update_fields=["revoked_at"])
    return token


# --- match lifecycle -------------------------------------------------------------------------


@transaction.atomic
def match_create(
    *,
    creator: User | None,
    game: str,
    players: int,
    options: Mapping[str, Any] | None = None,
    seed: int | None = None,
    bot_seats: Mapping[int, str] | None = None,
    join: bool = True,
    decision_seconds: int | None = None,
    autoplay_kind: str = BotKind.RANDOM,
    max_timeouts: int = 3,
    private: bool = False,
    spectators: str = Spectators.EVERYONE,
    invite: Sequence[str] = (),
    undo: bool = True,
    start: bool = True,
) -> Match:
    """Create a match; the creator takes the first free seat unless `join` is false.

    `invite` holds a seat for each account named (games.invitations); `undo` lets seats take
    back their own decisions (match_undo); `start=False` leaves a full match waiting for its
    caller to seat more (a rematch does)."""
    try:
        engine = get_game(game)
    except KeyError:
        raise ApplicationError(
            ErrorCode.NOT_FOUND, _("There is no game called %(game)r.") % {"game": game}
        ) from None
    try:
        config = engine.normalize_config(players=players, options=dict(options or {}))
    except InvalidConfig as exc:
        raise ApplicationError(ErrorCode.INVALID_CONFIG, exc.reason, **config_field(exc)) from None
    bot_seats = dict(bot_seats or {})
    for index, kind in bot_seats.items():
        if not 0 <= index < players:
            raise ApplicationError(
                ErrorCode.VALIDATION_ERROR,
                _("Bot seat %(index)s is outside 0..%(players)s.")
                % {"index": index, "players": players - 1},
            )
        if kind not in BotKind.values:
            raise ApplicationError(
                ErrorCode.VALIDATION_ERROR, _("Unknown bot kind %(kind)r.") % {"kind": kind}
            )
    if join and creator is not None and len(bot_seats) >= players:
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR,
            _("Every seat is a bot seat; create with join=false to watch."),
        )
    if autoplay_kind not in BotKind.values:
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR,
            _("Unknown bot kind %(autoplay_kind)r.") % {"autoplay_kind": autoplay_kind},
        )
    if decision_seconds is not None and decision_seconds < 1:
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR, _("decision_seconds must be at least 1.")
        )
    if spectators not in Spectators.values:
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR,
            _("Unknown spectators %(spectators)r.") % {"spectators": spectators},
        )
    if invite and creator is None:
        raise ApplicationError(ErrorCode.VALIDATION_ERROR, _("Only an account can invite."))
    match = Match.objects.create(
        game=game,
        config=config,
        players=players,
        seed=seed if seed is not None else secrets.randbelow(SEED_LIMIT),
        creator=creator,
        decision_seconds=decision_seconds,
        autoplay_kind=autoplay_kind,
        max_timeouts=max(1, max_timeouts),
        private=private,
        spectators=spectators,
        undo=undo,
    )
    now = timezone.now()
    seats = []
    for index in range(players):
        kind = bot_seats.get(index, "")
        seats.append(
            Seat(
                match=match,
                index=index,
                bot_kind=kind,
                display_name=f"{BotKind(kind).label} {index + 1}" if kind else "",
                joined_at=now if kind else None,
            )
        )
    Seat.objects.bulk_create(seats)
    if join and creator is not None:
        seat_user(match=match, user=creator, seat_index=None)
    if invite:
        from games import invitations

        assert creator is not None
        invitations.invitations_create(match=match, inviter=creator, usernames=invite)
    if start:
        start_if_full(match)
    return match


@transaction.atomic
def match_join(
    *, match_id: int, user: User, seat_index: int | None = None, code: str | None = None
) -> Match:
    """Take a seat. A private match needs its share code or an invitation (without either it
    does not exist for the caller); an invitee takes the seat held for them."""
    from games import invitations

    match = lock_match(match_id)
    if not match_visible(match=match, user=user, code=code):
        raise not_found(match_id)
    if match.status != MatchStatus.WAITING:
        raise ApplicationError(
            ErrorCode.MATCH_NOT_WAITING, _("This match is no longer open for joining.")
        )
    held = invitations.pending_seat_of(match=match, user=user)
    if held is not None and seat_index not in (None, held):
        raise ApplicationError(
            ErrorCode.SEAT_TAKEN,
            _("Your invitation holds seat %(held)s for you; join without `seat` to take it.")
            % {"held": held},
        )
    if held is None or not invitations.accept_pending_for(match=match, user=user):
        seat_user(match=match, user=user, seat_index=seat_index)
    start_if_full(match)
    events.publish(match_id=match.pk)
    return match


@transaction.atomic
def match_leave(*, match_id: int, user: User) -> Match:
    match = lock_match(match_id)
    if not match_visible(match=match, user=user):
        raise not_found(match_id)
    if match.status != MatchStatus.WAITING:
        raise ApplicationError(
            ErrorCode.MATCH_NOT_WAITING,
            _("You can only leave a match before it starts; resign instead."),
        )
    seat = match.seats.filter(user=user).first()
    if seat is None:
        raise ApplicationError(ErrorCode.NOT_SEATED, _("You do not hold a seat in this match."))
    seat.user = None
    seat.display_name = ""
    seat.joined_at = None
    seat.save(update_fields=["user", "display_name", "joined_at"])
    if not match.seats.filter(user__isnull=False).exists():
        from games import invitations

        invitations.cancel_pending(match=match)
        match.status = MatchStatus.ABORTED
        match.save(update_fields=["status", "updated_at"])
    events.publish(match_id=match.pk)
    return match


@transaction.atomic
def match_start(*, match_id: int, user: User, fill_with_bots: str | None = None) -> Match:
    """Start early (creator only): open seats are filled with bots of `fill_with_bots`."""
    match = lock_match(match_id)
    if not match_visible(match=match, user=user):
        raise not_found(match_id)
    if match.creator_id != user.pk:
        raise ApplicationError(ErrorCode.NOT_CREATOR, _("Only the match's creator can start it."))
    if match.status != MatchStatus.WAITING:
        raise ApplicationError(
            ErrorCode.MATCH_NOT_WAITING, _("This match has already started or ended.")
        )
    # Seats still held for invitees count as open: starting now withdraws those invitations.
    open_seats = [seat for seat in match.seats.all() if seat.user_id is None and not seat.bot_kind]
    if open_seats and not fill_with_bots:
        raise ApplicationError(
            ErrorCode.NOT_ENOUGH_PLAYERS,
            _("%(n_open_seats)s seat(s) are still open; wait for players or fill them with bots.")
            % {"n_open_seats": len(open_seats)},
            open_seats=[seat.index for seat in open_seats],
        )
    if fill_with_bots and fill_with_bots not in BotKind.values:
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR,
            _("Unknown bot kind %(fill_with_bots)r.") % {"fill_with_bots": fill_with_bots},
        )
    from games import invitations

    invitations.cancel_pending(match=match)
    now = timezone.now()
    for seat in open_seats:
        seat.reserved_for = None
        seat.bot_kind = fill_with_bots or ""
        seat.display_name = f"{BotKind(seat.bot_kind).label} {seat.index + 1}"
        seat.joined_at = now
        seat.save(update_fields=["reserved_for", "bot_kind", "display_name", "joined_at"])
    _start(match)
    return match


@transaction.atomic
def match_resign(*, match_id: int, user: User) -> Match:
    """The seat stays in the game, played by the random bot, so the others can finish."""
    match = lock_match(match_id)
    if not match_visible(match=match, user=user):
        raise not_found(match_id)
    if match.status == MatchStatus.FINISHED:
        raise ApplicationError(ErrorCode.GAME_OVER, _("The match is over."))
    if match.status != MatchStatus.ACTIVE:
        raise ApplicationError(
            ErrorCode.MATCH_NOT_ACTIVE, _("The match has not started; leave it instead.")
        )
    seat = match.seats.filter(user=user).first()
    if seat is None:
        raise ApplicationError(ErrorCode.NOT_SEATED, _("You do not hold a seat in this match."))
    if seat.resigned:
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR, _("You have already resigned this match.")
        )
    seat.resigned = True
    seat.bot_kind = match.autoplay_kind
    seat.save(update_fields=["resigned", "bot_kind"])
    _schedule_bots(match)
    events.publish(match_id=match.pk)
    return match


# --- turn submission (the hot path) ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SubmitResult:
    response: dict[str, Any]  # the body sent to the client (stored for replays)
    replayed: bool
    status: str  # the match's status after the action


def request_fingerprint(*, action: str | Mapping[str, Any], expected_seq: int) -> str:
    body = orjson.dumps(
        {"action": action, "expected_seq": expected_seq}, option=orjson.OPT_SORT_KEYS
    )
    return hashlib.sha256(body).hexdigest()


@transaction.atomic
def match_action_submit(
    *,
    match_id: int,
    action: str | Mapping[str, Any],
    expected_seq: int,
    seat_index: int | None = None,
    user: User | None = None,
    idempotency_key: str | None = None,
) -> SubmitResult:
    """Apply one action for `seat_index` (by default the seat `user` holds), or reject it
    without changing anything.

    The hot path of the server: its reads and writes are the fixed statements of games.rows
    (lock the row with the caller's seat, [look up the key], insert the log row, update the
    match), so the engine's work is most of the cost.
    """
    row = rows.match_row(match_id=match_id, user_id=user.pk if user else None, lock=True)
    if row is None or (row.private and row.caller_seat is None and seat_index is None):
        # A private match does not exist for whoever holds no seat in it.
        raise not_found(match_id)
    if seat_index is None:
        if row.caller_seat is None:
            raise ApplicationError(ErrorCode.NOT_SEATED, _("You do not hold a seat in this match."))
        seat_index = row.caller_seat
    fingerprint = ""
    if idempotency_key is not None:
        # Checked under the lock, so two racing retries cannot both apply.
        fingerprint = request_fingerprint(action=action, expected_seq=expected_seq)
        earlier = rows.earlier_submission(match_id=row.pk, seat=seat_index, key=idempotency_key)
        if earlier is not None:
            if earlier[0] != fingerprint:
                raise ApplicationError(
                    ErrorCode.IDEMPOTENCY_KEY_REUSED,
                    _("This Idempotency-Key was already used for a different request."),
                )
            stored: dict[str, Any] = earlier[1] or {}
            return SubmitResult(response=stored, replayed=True, status=row.status)
    if row.status == MatchStatus.FINISHED:
        raise ApplicationError(
            ErrorCode.GAME_OVER, _("The match is over; no more actions are accepted.")
        )
    if row.status != MatchStatus.ACTIVE or row.state is None:
        raise ApplicationError(ErrorCode.MATCH_NOT_ACTIVE, _("The match has not started."))
    if expected_seq != row.seq:
        raise ApplicationError(
            ErrorCode.STALE_STATE,
            _("The match is at seq %(seq)s, not %(expected_seq)s; refresh and decide again.")
            % {"seq": row.seq, "expected_seq": expected_seq},
            current_seq=row.seq,
        )
    if seat_index not in row.to_move:
        raise ApplicationError(
            ErrorCode.NOT_YOUR_TURN,
            _("It is not seat %(seat_index)s's decision now.") % {"seat_index": seat_index},
            to_move=list(row.to_move),
        )
    game = get_game(row.game)
    state = game.decode_state(row.state)
    try:
        parsed = game.parse_action(state, seat_index, action)
        new_state = game.apply(state, parsed)
    except InvalidAction as exc:
        raise ApplicationError(ErrorCode.INVALID_ACTION, exc.reason) from None
    except IllegalAction as exc:
        raise ApplicationError(ErrorCode.ILLEGAL_ACTION, exc.reason, reason=exc.reason) from None
    except EngineError as exc:
        raise ApplicationError(ErrorCode.ILLEGAL_ACTION, exc.reason, reason=exc.reason) from None

    public_entry = game.describe_action(state, parsed, None)
    private_entries: dict[str, Any] = {}
    if not public_entry.get("public", True):
        for viewer in range(row.players):
            private_entries[str(viewer)] = game.describe_action(state, parsed, viewer)
    now = timezone.now()
    to_move_before = row.to_move
    row.seq += 1
    row.state = game.encode_state(new_state)
    row.to_move = list(game.current_seats(new_state))
    finished = game.outcome(new_state) is not None
    if finished:
        row.status = MatchStatus.FINISHED
        row.to_move = []
    deadline = _deadline_after(now, row.decision_seconds, row.status)
    if user is not None and row.decision_seconds is not None:
        rows.mark_seat_present(match_id=row.pk, seat=seat_index)
    still_to_move = seat_index in row.to_move
    response = {
        "match_id": row.pk,
        "seq": row.seq,
        "seat": seat_index,
        # The same shape as the action log's entries (selectors.log_entry_for).
        "entry": {
            "seq": row.seq,
            "seat": seat_index,
            # A string, as the stored copy replays it (the JSON renderer writes the same text).
            "created_at": now.isoformat(),
            **private_entries.get(str(seat_index), public_entry),
        },
        "status": row.status,
        "to_move": list(row.to_move),
        # Saves the usual follow-up request: in Yokohama a seat makes several decisions in a row.
        "legal_actions": (
            legal_action_entries(game, new_state, seat_index) if still_to_move else []
        ),
    }
    rows.append_action(
        row=row,
        seat=seat_index,
        action=parsed.to_json(),
        notation=parsed.to_notation(),
        user_id=user.pk if user else None,
        idempotency_key=idempotency_key,
        request_fingerprint=fingerprint,
        response=response if idempotency_key is not None else None,
        public_entry=public_entry,
        private_entries=private_entries,
        now=now,
        finished_at=now if finished else None,
        deadline=deadline,
    )
    # Seats whose turn begins now (not a seat going on with its own run of decisions).
    turn_starts = [
        index
        for index in row.to_move
        if index not in to_move_before and not row.bot_seats_mask >> index & 1
    ]
    # The webhooks' and e-mails' listeners learn whom they concern from the same statement.
    # Its rows are read after commit only, so it may travel with COMMIT (rows.seat_events_tell).
    turn_told = rows.seat_events_tell(
        match_id=row.pk,
        seq=row.seq,
        kind=UserEventKind.YOUR_TURN,
        now=now,
        seats=turn_starts,
        defer=True,
    )
    finish_told = None
    if finished:
        finish_told = rows.seat_events_tell(
            match_id=row.pk,
            seq=row.seq,
            kind=UserEventKind.MATCH_FINISHED,
            now=now,
            seats=None,
            defer=True,
        )

    def told() -> tuple[list[int], events.Concerned | None]:
        if finish_told is None:
            return turn_told.users, turn_told.concerned
        # Once a match: its listeners look the users up themselves.
        return turn_told.users + finish_told.users, None

    events.publish(
        match_id=row.pk,
        told=told,
        action={
            "seq": row.seq,
            "seat": seat_index,
            "created_at": now.isoformat(),
            "public_entry": public_entry,
            "private_entries": private_entries,
            "status": row.status,
            "to_move": row.to_move,
        },
    )
    match_id = row.pk
    if finished:
        transaction.on_commit(lambda: _enqueue_finalize(match_id))
    elif row.has_bot_to_move(row.to_move):
        seq = row.seq
        transaction.on_commit(lambda: _enqueue_bot_turn(match_id, seq))
    return SubmitResult(response=response, replayed=False, status=row.status)


# --- taking back a decision -------------------------------------------------------------------


@transaction.atomic
def match_undo(
    *, match_id: int, user: User, expected_seq: int, to_seq: int | None = None
) -> SubmitResult:
    """Take back the caller's own decisions of the current turn (Board Game Arena's policy).

    Undoable: the caller's decisions still in effect since another seat last acted (its own
    take-backs do not count as acting), while it is still to move, none of which revealed
    hidden information or randomness (the engine's `reveals`, checked by replaying them).
    `to_seq=None` takes back the last one; `to_seq=k` every one after seq k. The take-back is
    appended to the log as its own action (games/replay.py); the cached state becomes the
    replay of the actions still in effect. Rejections change nothing.

    Not on the hot path: it reads the whole log and replays it, which is fine for a rare
    request and keeps match_action_submit unchanged.
    """
    match = lock_match(match_id)
    if not match_visible(match=match, user=user):
        raise not_found(match_id)
    seats = list(match.seats.all())
    seat = next((seat for seat in seats if seat.user_id == user.pk), None)
    if seat is None:
        raise ApplicationError(ErrorCode.NOT_SEATED, _("You do not hold a seat in this match."))
    if match.status != MatchStatus.ACTIVE or match.state is None:
        raise ApplicationError(
            ErrorCode.MATCH_NOT_ACTIVE,
            _("The match is %(status)s: decisions are taken back only during play.")
            % {"status": match.status},
        )
    if not match.undo:
        raise ApplicationError(
            ErrorCode.UNDO_NOT_ALLOWED,
            _("This match does not let seats take back decisions (its `undo` option is off)."),
            reason="option_off",
        )
    if expected_seq != match.seq:
        raise ApplicationError(
            ErrorCode.STALE_STATE,
            _("The match is at seq %(seq)s, not %(expected_seq)s; refresh and decide again.")
            % {"seq": match.seq, "expected_seq": expected_seq},
            current_seq=match.seq,
        )
    index = seat.index
    logged = list(match.actions.order_by("seq").only("seq", "seat", "action"))
    effective = replay.effective_actions(logged)
    in_effect = {row.seq for row in effective}
    run: list[MatchAction] = []  # the caller's decisions in effect since another seat acted
    for row in reversed(logged):
        if row.seat != index:
            break
        if row.seq in in_effect:
            run.append(row)
    run.reverse()
    if not run:
        raise ApplicationError(
            ErrorCode.NOTHING_TO_UNDO,
            _("You have no decision to take back: another seat has acted since your last one."),
        )
    if index not in match.to_move:
        raise ApplicationError(
            ErrorCode.NOTHING_TO_UNDO,
            _("Your turn has passed: its decisions stand."),
            to_move=list(match.to_move),
        )
    if to_seq is None:
        first = len(run) - 1
    else:
        earlier = [row.seq for row in effective[: len(effective) - len(run)]]
        first = next((i for i, row in enumerate(run) if row.seq > to_seq), len(run))
        if first == len(run) or (earlier and earlier[-1] > to_seq):
            raise ApplicationError(
                ErrorCode.VALIDATION_ERROR,
                _(
                    "to_seq %(to_seq)s is not just before one of your decisions of this "
                    "turn (seqs %(seqs)s)."
                )
                % {"to_seq": to_seq, "seqs": [row.seq for row in run]},
                errors={"to_seq": [f"Give a seq from {run[0].seq - 1} to {run[-1].seq - 1}."]},
            )
    game = game_of(match)
    state = replay.replay_rows(
        game, match.config, match.seed, effective[: len(effective) - len(run)]
    )
    states_before = []
    revealed = []
    for row in run:
        action = game.parse_action(state, row.seat, row.action)
        after = game.apply(state, action)
        states_before.append(state)
        if action_reveals(game, state, action, after):
            revealed.append(row.seq)
        state = after
    undone = [row.seq for row in run[first:]]
    if any(seq in revealed for seq in undone):
        raise ApplicationError(
            ErrorCode.UNDO_NOT_ALLOWED,
            _(
                "Decision %(min)s revealed hidden information or randomness: it "
                "stands, and so does everything before it."
            )
            % {"min": min(seq for seq in undone if seq in revealed)},
            reason="revealed",
            revealed=[seq for seq in undone if seq in revealed],
        )
    new_state = states_before[first]
    now = timezone.now()
    to_move_before = list(match.to_move)
    public_entry = replay.undo_entry(index, undone)
    match.seq += 1
    store_state(match, new_state)
    match.deadline = _deadline_after(now, match.decision_seconds, match.status)
    match.save(update_fields=["seq", "state", "to_move", "deadline", "updated_at"])
    logged_undo = MatchAction.objects.create(
        match=match,
        seq=match.seq,
        seat=index,
        action=replay.undo_json(undone),
        notation=replay.UNDO_KIND,
        user=user,
        public_entry=public_entry,
        private_entries={},
    )
    if match.decision_seconds is not None:
        rows.mark_seat_present(match_id=match.pk, seat=index)
    bots = {seat.index for seat in seats if seat.bot_kind}
    turn_starts = [i for i in match.to_move if i not in to_move_before and i not in bots]
    told = rows.seat_events_create(
        match_id=match.pk, seq=match.seq, kind=UserEventKind.YOUR_TURN, now=now, seats=turn_starts
    )
    created_at = logged_undo.created_at.isoformat()
    entry = {"seq": match.seq, "seat": index, "created_at": created_at, **public_entry}
    events.publish(
        match_id=match.pk,
        users=told,
        action={
            "seq": match.seq,
            "seat": index,
            "created_at": created_at,
            "public_entry": public_entry,
            "private_entries": {},
            "status": match.status,
            "to_move": list(match.to_move),
        },
    )
    _schedule_bots(match)
    still_to_move = index in match.to_move
    response = {
        "match_id": match.pk,
        "seq": match.seq,
        "seat": index,
        "entry": entry,
        "status": match.status,
        "to_move": list(match.to_move),
        "legal_actions": legal_action_entries(game, new_state, index) if still_to_move else [],
    }
    return SubmitResult(response=response, replayed=False, status=match.status)


# --- end of game -------------------------------------------------------------------------------


def config_field(exc: InvalidConfig) -> dict[str, str]:
    """The problem's `field` for an invalid configuration, when the engine names one."""
    return {"field": exc.field} if exc.field else {}


@transaction.atomic
def match_finalize(*, match_id: int) -> Match:
    """Write the results of a finished match, then its ratings and tournament standings.

    Idempotent: a second run changes nothing (each step checks its own record), and it
    completes whatever step an earlier run did not reach.
    """
    match = lock_match(match_id)
    if match.status != MatchStatus.FINISHED:
        return match
    if not match.results.exists():
        outcome = game_of(match).outcome(load_state(match))
        if outcome is None:  # the cache says finished but the engine disagrees: match_verify
            raise ValueError(f"match {match.pk} is marked finished but the engine has no outcome")
        MatchResult.objects.bulk_create(
            MatchResult(
                match=match,
                seat=result.seat,
                score=result.score,
                rank=result.rank,
                breakdown=dict(result.breakdown),
            )
            for result in outcome.results
        )
    hooks.announce_match_finished(match)  # ratings and tournament tables (their app listens)
    events.publish(match_id=match.pk)  # the result is readable now
    return match


# --- portable records ----------------------------------------------------------------------------


@transaction.atomic
def match_import(*, record: Any, link_users: bool = False) -> Match:
    """A new finished match from a portable record (games/records.py), replayed through the
    engine: the record's result is recomputed and must match; nothing is written otherwise.

    Human seats keep their display names; with `link_users` a seat whose username is an account
    here is given to that account (it then lists the match as its own). An imported match
    announces nothing and counts for no rating or tournament: it was played elsewhere.
    """
    replayed = records.replay_record(record, bot_kinds=tuple(BotKind.values))
    users: dict[int, User] = {}
    if link_users:
        for seat in replayed.seats:
            if seat.username is not None:
                user = User.objects.filter(username=seat.username).first()
                if user is not None:
                    users[seat.index] = user
    now = timezone.now()
    match = Match.objects.create(
        game=replayed.game,
        config=replayed.config,
        players=replayed.players,
        seed=replayed.seed,
        status=MatchStatus.FINISHED,
        imported=True,
        seq=len(replayed.actions),
        state=replayed.final_state,
        to_move=[],
        started_at=replayed.started_at or now,
        finished_at=replayed.finished_at or now,
    )
    Seat.objects.bulk_create(
        Seat(
            match=match,
            index=seat.index,
            user=users.get(seat.index),
            bot_kind=seat.bot_kind or "",
            display_name=seat.display_name,
            resigned=seat.resigned,
            joined_at=match.started_at,
        )
        for seat in replayed.seats
    )
    MatchAction.objects.bulk_create(
        MatchAction(
            match=match,
            seq=action.seq,
            seat=action.seat,
            action=action.action,
            notation=action.notation,
            user=users.get(action.seat),
            public_entry=action.public_entry,
            private_entries=action.private_entries,
        )
        for action in replayed.actions
    )
    MatchResult.objects.bulk_create(
        MatchResult(match=match, **row) for row in records.outcome_rows(replayed.outcome)
    )
    return match


# --- bots ------------------------------------------------------------------------------------


# Rejections that mean "somebody else already acted": a late or duplicate bot task stops quietly.
_SUPERSEDED = {
    ErrorCode.STALE_STATE,
    ErrorCode.NOT_YOUR_TURN,
    ErrorCode.GAME_OVER,
    ErrorCode.MATCH_NOT_ACTIVE,
}


def bot_take_turn(*, match_id: int, expected_seq: int) -> bool:
    """Let the bot whose decision it is act at `expected_seq`. A late or duplicate call is a no-op.

    The bot decides outside any transaction (a search may take a while and must not hold the
    match row), from its own seat view only (games.bots), then submits through the same
    service as a human with `expected_seq`, so every check applies to it too.
    """
    from games import bots  # bots import codec helpers that need the app registry

    match = Match.objects.filter(pk=match_id).first()
    if match is None or match.status != MatchStatus.ACTIVE or match.seq != expected_seq:
        return False
    seats = {seat.index: seat for seat in match.seats.all()}
    bot_seat = next((seats[i] for i in match.to_move if seats[i].bot_kind), None)
    if bot_seat is None:
        return False
    choice = bots.choose_action(
        match=match, seat_index=bot_seat.index, kind=BotKind(bot_seat.bot_kind)
    )
    if settings.BOT_MOVE_DELAY:
        time.sleep(settings.BOT_MOVE_DELAY)  # lets people watch bots play
    try:
        match_action_submit(
            match_id=match.pk,
            seat_index=bot_seat.index,
            action=choice,
            expected_seq=expected_seq,
            idempotency_key=f"bot-{expected_seq}",
        )
    except ApplicationError as exc:
        if exc.code in _SUPERSEDED:
            return False
        raise
    return True


@transaction.atomic
def match_timeout(*, match_id: int, expected_seq: int) -> int:
    """Auto-play every decision whose deadline has passed at `expected_seq`; returns how many.

    Each timed-out human seat is marked absent; after `max_timeouts` consecutive misses the
    auto-play bot keeps the seat. A bot seat past its deadline had its task lost: re-enqueue it.
    """
    from games import bots

    match = lock_match(match_id)
    now = timezone.now()
    if (
        match.status != MatchStatus.ACTIVE
        or match.seq != expected_seq
        or match.deadline is None
        or match.deadline > now
    ):
        return 0
    seats = {seat.index: seat for seat in match.seats.select_for_update()}
    acted = 0
    for index in list(match.to_move):
        seat = seats[index]
        if seat.bot_kind:
            # Its task was lost (or is late): enqueue again and give it a fresh deadline.
            _schedule_bots(match)
            _set_deadline(match)
            match.save(update_fields=["deadline"])
            continue
        seat.timeouts += 1
        seat.absent = True
        if seat.timeouts >= match.max_timeouts:
            seat.bot_kind = match.autoplay_kind
            seat.display_name = f"{seat.display_name} (auto)"
        seat.save(update_fields=["timeouts", "absent", "bot_kind", "display_name"])
        # This search holds the match lock: keep it short whatever the bot's level.
        choice = bots.choose_action(
            match=match,
            seat_index=index,
            kind=BotKind(match.autoplay_kind),
            max_seconds=AUTOPLAY_SEARCH_SECONDS,
        )
        result = match_action_submit(
            match_id=match.pk,
            seat_index=index,
            action=choice,
            expected_seq=match.seq,
            idempotency_key=f"timeout-{match.seq}",
        )
        acted += 1
        if result.status != MatchStatus.ACTIVE:
            break
        match = lock_match(match_id)  # already ours; re-read for the next seat's decision
    return acted


def due_deadlines(*, limit: int = 500) -> list[tuple[int, int]]:
    """(match id, seq) of active matches whose pending decision is past its deadline."""
    rows = Match.objects.filter(status=MatchStatus.ACTIVE, deadline__lte=timezone.now())
    return list(rows.order_by("deadline").values_list("pk", "seq")[:limit])


def bot_resume(*, match_id: int) -> None:
    """Re-enqueue the pending bot decision of an active match (after a restart or lost task)."""
    _schedule_bots(Match.objects.get(pk=match_id))


def _schedule_bots(match: Match) -> None:
    if match.status != MatchStatus.ACTIVE or not match.to_move:
        return
    if match.seats.filter(index__in=match.to_move).exclude(bot_kind="").exists():
        match_id, seq = match.pk, match.seq
        transaction.on_commit(lambda: _enqueue_bot_turn(match_id, seq))


def stalled_bot_turns(*, older_than: timedelta, limit: int = 500) -> list[tuple[int, int]]:
    """(match id, seq) of active matches waiting on a server bot for longer than `older_than`.

    Their task was most likely lost (the broker restarted, or the enqueue failed after the
    commit); enqueueing it again is harmless, since a bot turn at a passed seq does nothing.
    """
    cutoff = timezone.now() - older_than
    candidates = (
        Match.objects.filter(status=MatchStatus.ACTIVE, updated_at__lte=cutoff)
        .filter(seats__bot_kind__gt="")
        .distinct()
        .order_by("updated_at")
        .values_list("pk", "seq", "to_move")[:limit]
    )
    rows = list(candidates)
    bot_seats: dict[int, set[int]] = defaultdict(set)
    for match_id, index in Seat.objects.filter(
        match_id__in=[row[0] for row in rows], bot_kind__gt=""
    ).values_list("match_id", "index"):
        bot_seats[match_id].add(index)
    return [(pk, seq) for pk, seq, to_move in rows if bot_seats[pk].intersection(to_move)]


def unfinalized_matches(*, older_than: timedelta, limit: int = 500) -> list[int]:
    """Finished matches whose results are still missing after `older_than` (a lost task)."""
    cutoff = timezone.now() - older_than
    rows = Match.objects.filter(
        status=MatchStatus.FINISHED, finished_at__lte=cutoff, results__isnull=True
    )
    return list(rows.order_by("finished_at").values_list("pk", flat=True)[:limit])


def _enqueue_bot_turn(match_id: int, seq: int) -> None:
    from games.tasks import bot_take_turn_task

    _enqueue_after_commit(bot_take_turn_task, match_id, seq)


def _enqueue_finalize(match_id: int) -> None:
    from games.tasks import match_finalize_task

    _enqueue_after_commit(match_finalize_task, match_id)


def _enqueue_after_commit(task: Any, *args: Any) -> None:
    """The write has committed: a broker that is away must not turn it into an error answer.
    The beat sweeps (games.tasks.match_deadlines_check_task) enqueue the lost task again."""
    try:
        dispatch.enqueue(task, *args)
    except Exception:  # kombu and redis raise several connection error types
        logger.warning(
            "task not enqueued (the sweep will)", extra={"task": task.name}, exc_info=True
        )


# --- helpers ---------------------------------------------------------------------------------


def seat_user(*, match: Match, user: User, seat_index: int | None) -> Seat:
    seats = list(match.seats.select_for_update().order_by("index"))
    if any(seat.user_id == user.pk for seat in seats):
        raise ApplicationError(
            ErrorCode.ALREADY_SEATED, _("You already hold a seat in this match.")
        )
    if seat_index is None:
        free = [seat for seat in seats if seat.is_open]
        if not free:  # unreachable while full matches start at once; kept as a guard
            raise ApplicationError(
                ErrorCode.MATCH_NOT_WAITING, _("Every seat of this match is taken.")
            )
        seat = free[0]
    else:
        if not 0 <= seat_index < len(seats):
            raise ApplicationError(
                ErrorCode.VALIDATION_ERROR,
                _("Seat %(seat_index)s is outside 0..%(n_seats)s.")
                % {"seat_index": seat_index, "n_seats": len(seats) - 1},
            )
        seat = seats[seat_index]
        if not seat.is_open:
            raise ApplicationError(
                ErrorCode.SEAT_TAKEN,
                _("Seat %(seat_index)s is already taken.") % {"seat_index": seat_index},
            )
    seat.user = user
    seat.display_name = user.username
    seat.joined_at = timezone.now()
    seat.save(update_fields=["user", "display_name", "joined_at"])
    return seat


def _set_deadline(match: Match) -> None:
    match.deadline = _deadline_after(timezone.now(), match.decision_seconds, match.status)


def _deadline_after(now: datetime, decision_seconds: int | None, status: str) -> datetime | None:
    if decision_seconds and status == MatchStatus.ACTIVE:
        return now + timedelta(seconds=decision_seconds)
    return None


def start_if_full(match: Match) -> None:
    if not match.seats.filter(user__isnull=True, bot_kind="").exists():
        _start(match)


def _start(match: Match) -> None:
    game = game_of(match)
    try:
        state = game.initial_state(match.config, match.seed)
    except EngineError as exc:
        raise ApplicationError(ErrorCode.INVALID_CONFIG, exc.reason) from None
    store_state(match, state)
    match.status = MatchStatus.ACTIVE
    match.started_at = timezone.now()
    _set_deadline(match)
    match.save(update_fields=["state", "to_move", "status", "started_at", "deadline", "updated_at"])
    _schedule_bots(match)
    # Announced to the seat holders (not server bots), then whose decision comes first.
    now = match.started_at
    told = rows.seat_events_create(
        match_id=match.pk, seq=0, kind=UserEventKind.MATCH_STARTED, now=now, seats=None
    )
    told += rows.seat_events_create(
        match_id=match.pk, seq=0, kind=UserEventKind.YOUR_TURN, now=now, seats=list(match.to_move)
    )
    events.publish(match_id=match.pk, users=told)
