"""Email notification writes: the settings, unsubscribing, and turning user events into mails.

Flow. A commit that records user events calls `user_events_committed` (games.events, after
commit); for each of those users with email on it enqueues one `notifications_send_task`. The
task locks the account's settings, reads its user events after `cursor`, decides each one of a
mailed kind (a notice to send, or one skipped and why), advances the cursor and commits; then
it sends the notices it decided, outside any transaction. A lost notice only delays: the
next task for the account reads on from the cursor, and picks up notices still to send.

At most once: a notice is claimed (`sending`) before it is handed to the mail backend, so a
duplicate task never mails it again, and the one-notice-per-event constraint keeps a user
event from being decided twice. A backend that refuses is retried a few times, then given up.

Rules: "your turn" only in matches with a clock of at least an hour per decision, and only
while it is still the account's turn; an invitation while it is still pending; a result once
the match has finished. At most one mail per match per hour per account: a "your turn" within
the hour after another mail about the same match is skipped. An invitation or a result is
news that comes once, so it is always sent (it still counts for the hour).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import connection, transaction
from django.db.models import F, Max
from django.utils import timezone, translation
from django.utils.translation import gettext

from games import dispatch, selectors
from games.engine import get_game
from games.errors import ApplicationError, ErrorCode
from games.models import (
    Invitation,
    InvitationStatus,
    Match,
    MatchStatus,
    Seat,
    User,
    UserEvent,
    UserEventKind,
)
from games.notifications import mail
from games.notifications.models import EmailNotice, NoticeStatus, NotificationSettings

logger = logging.getLogger(__name__)

# "Your turn" is mailed only when a decision may take this long: shorter clocks are played
# at the table (or on the event stream), not by mail.
YOUR_TURN_MIN_DECISION_SECONDS = 3600
# At most one mail per match per account within this window (turn reminders are skipped).
ONE_MAIL_PER_MATCH = timedelta(hours=1)
# User events decided per transaction.
DECIDE_BATCH = 200
# A refused notice is tried again after this many seconds, doubled each time, at most
# MAX_RETRY_DELAY (a countdown this short is safe with Redis's visibility timeout).
RETRY_DELAY_SECONDS = 30.0
MAX_RETRY_DELAY_SECONDS = 300.0
MAX_DETAIL_LENGTH = 500

# The user event kinds that are mailed, each with the switch that turns it off.
SWITCHES: dict[str, str] = {
    UserEventKind.YOUR_TURN: "your_turn",
    UserEventKind.INVITED: "invitations",
    UserEventKind.MATCH_FINISHED: "results",
}
# Notices that count as a mail for the hourly cap (decided to send, being sent, sent).
COUNTED = (NoticeStatus.PENDING, NoticeStatus.SENDING, NoticeStatus.SENT)

SKIP_NO_ADDRESS = "no email address: set one, or one on the account"
SKIP_NOT_YOUR_TURN = "no longer your turn"
SKIP_WITHIN_HOUR = "another mail about this match within the hour"
SKIP_INVITATION = "the invitation is no longer pending"
SKIP_NOT_FINISHED = "the match has no result"
SKIP_TURNED_OFF = "email was turned off before it was sent"


# --- settings ---------------------------------------------------------------------------------


@transaction.atomic
def notification_settings_update(
    *,
    user: User,
    email: str | None = None,
    email_enabled: bool | None = None,
    your_turn: bool | None = None,
    invitations: bool | None = None,
    results: bool | None = None,
) -> NotificationSettings:
    """Change the given settings (None: unchanged). Turning email on needs an address (set
    here, or the account's) and mails only events from then on."""
    # The account's row first: its events commit in id order under this lock
    # (games.events.user_events_create), so the cursor taken below misses none.
    User.objects.select_for_update().filter(pk=user.pk).values_list("pk").first()
    row, _ = NotificationSettings.objects.select_for_update().get_or_create(user=user)
    was_enabled = row.email_enabled
    for name, value in (
        ("email", email),
        ("email_enabled", email_enabled),
        ("your_turn", your_turn),
        ("invitations", invitations),
        ("results", results),
    ):
        if value is not None:
            setattr(row, name, value)
    if row.email_enabled and not (row.email or user.email):
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR,
            gettext("Email cannot be on without an address: set `email` (your account has none)."),
            errors={"email": ["An address is needed to turn email on."]},
        )
    if row.email_enabled and not was_enabled:
        latest = UserEvent.objects.filter(user=user).aggregate(latest=Max("pk"))["latest"]
        row.cursor = latest or 0
        row.enabled_at = timezone.now()
    row.save()
    return row


@transaction.atomic
def notification_unsubscribe(*, token: str) -> NotificationSettings | None:
    """Turn email off for the account whose unsubscribe link this is (None: no such link)."""
    row = NotificationSettings.objects.select_for_update().filter(unsubscribe_token=token).first()
    if row is None:
        return None
    if row.email_enabled:
        row.email_enabled = False
        row.save(update_fields=["email_enabled", "updated_at"])
    return row


# --- after commit: who has email on -----------------------------------------------------------


def user_events_committed(user_ids: list[int]) -> None:
    """games.events listener, after commit: one send task per account with email on."""
    send_enabled(enabled_user_ids(user_ids))


def send_enabled(enabled: list[int]) -> None:
    """After commit: one send task per account of these, which have email on."""
    if enabled:
        from games.notifications.tasks import notifications_send_task

        for user_id in enabled:
            dispatch.enqueue(notifications_send_task, user_id)


# enabled_user_ids's question for one user, asked by the statement that inserts the events on
# the hot path (games.events.UserEventInterest; the same partial index).
ENABLED_INTEREST_SQL = (
    f'EXISTS (SELECT 1 FROM "{NotificationSettings._meta.db_table}" n '
    'WHERE n."email_enabled" AND n."user_id" = {user})'
)


# Fixed SQL: this runs after every commit that records user events (most submissions), like
# the webhooks' listener (games/webhooks/services.py).
_ENABLED_SQL = (
    f'SELECT "user_id" FROM "{NotificationSettings._meta.db_table}" '
    'WHERE "email_enabled" AND "user_id" IN ({placeholders})'
)


def enabled_user_ids(user_ids: list[int]) -> list[int]:
    """Those of `user_ids` with email on (the partial index notifsettings_enabled_user)."""
    if not user_ids:
        return []
    sql = _ENABLED_SQL.format(placeholders=", ".join(["%s"] * len(user_ids)))
    with connection.cursor() as cursor:
        cursor.execute(sql, list(user_ids))
        return sorted(row[0] for row in cursor.fetchall())


# --- deciding and sending ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SendSummary:
    decided: int  # notices written (to send or skipped)
    sent: int
    failed: int  # given up for good in this run
    retrying: int  # refused this time, to be tried again


def notifications_send(*, user_id: int) -> SendSummary:
    """Decide the account's new user events, then send what was decided (idempotent)."""
    decided = _decide(user_id)
    sent, failed, retrying = _send_pending(user_id)
    return SendSummary(decided=decided, sent=sent, failed=failed, retrying=retrying)


def _decide(user_id: int) -> int:
    decided = 0
    while True:
        with transaction.atomic():
            row = (
                NotificationSettings.objects.select_for_update(of=("self",))
                .select_related("user")
                .filter(user_id=user_id)
                .first()
            )
            if row is None or not row.email_enabled:
                return decided
            fresh = list(
                UserEvent.objects.filter(user_id=user_id, pk__gt=row.cursor)
                .only("id", "user_id", "kind", "match_id", "seq", "invitation_id", "created_at")
                .order_by("pk")[:DECIDE_BATCH]
            )
            if not fresh:
                return decided
            wanted = [e for e in fresh if e.kind in SWITCHES and getattr(row, SWITCHES[e.kind])]
            known = set(
                EmailNotice.objects.filter(event_id__in=[e.pk for e in wanted]).values_list(
                    "event_id", flat=True
                )
            )
            notices = _notices(row, [e for e in wanted if e.pk not in known], timezone.now())
            EmailNotice.objects.bulk_create(notices)
            row.cursor = fresh[-1].pk
            row.save(update_fields=["cursor"])
            decided += len(notices)
        if len(fresh) < DECIDE_BATCH:
            return decided


def _notices(
    row: NotificationSettings, user_events: list[UserEvent], now: datetime
) -> list[EmailNotice]:
    user = row.user
    address = row.email or user.email
    match_ids = {e.match_id for e in user_events if e.match_id is not None}
    matches = {
        match.pk: match
        for match in Match.objects.filter(pk__in=match_ids)
        .only("id", "game", "status", "to_move", "decision_seconds")
        .prefetch_related("seats__user", "seats__reserved_for")
    }
    recent = set(
        EmailNotice.objects.filter(
            user=user,
            match_id__in=match_ids,
            status__in=COUNTED,
            created_at__gte=now - ONE_MAIL_PER_MATCH,
        ).values_list("match_id", flat=True)
    )
    notices = []
    for event in user_events:
        match = matches.get(event.match_id) if event.match_id is not None else None
        if match is None:
            continue  # every mailed kind is about a match
        if event.kind == UserEventKind.YOUR_TURN and (
            (match.decision_seconds or 0) < YOUR_TURN_MIN_DECISION_SECONDS
        ):
            continue  # a short clock: never mailed, nothing to log
        # In the recipient's language (their account's preference, else the server's).
        with translation.override(user.language or settings.LANGUAGE_CODE):
            composed, reason = _compose(row, event, match)
        if not reason and not address:
            reason = SKIP_NO_ADDRESS
        if not reason and event.kind == UserEventKind.YOUR_TURN and match.pk in recent:
            reason = SKIP_WITHIN_HOUR
        notices.append(
            EmailNotice(
                user=user,
                event=event,
                kind=event.kind,
                match=match,
                status=NoticeStatus.SKIPPED if reason else NoticeStatus.PENDING,
                detail=reason,
                to_address=address,
                subject=composed.subject if composed else "",
                body=composed.body if composed else "",
            )
        )
        if not reason:
            recent.add(match.pk)
    return notices


def _game_title(slug: str) -> str:
    try:
        return get_game(slug).title
    except KeyError:
        return slug


def _compose(
    row: NotificationSettings, event: UserEvent, match: Match
) -> tuple[mail.Composed | None, str]:
    """The mail for `event`, or why it is not sent."""
    user = row.user
    seats: list[Seat] = list(match.seats.all())
    username, token, title = user.username, row.unsubscribe_token, _game_title(match.game)
    if event.kind == UserEventKind.YOUR_TURN:
        mine = [seat.index for seat in seats if seat.user_id == user.pk]
        if match.status != MatchStatus.ACTIVE or not set(mine) & set(match.to_move):
            return None, SKIP_NOT_YOUR_TURN
        others = [mail.seat_name(seat) for seat in seats if seat.user_id != user.pk]
        composed = mail.your_turn(
            username=username, token=token, game_title=title, match_id=match.pk, opponents=others
        )
        return composed, ""
    if event.kind == UserEventKind.INVITED:
        invitation = (
            Invitation.objects.select_related("inviter").filter(pk=event.invitation_id).first()
            if event.invitation_id is not None
            else None
        )
        if (
            invitation is None
            or selectors.effective_invitation_status(invitation) != InvitationStatus.PENDING
        ):
            return None, SKIP_INVITATION
        inviter = invitation.inviter.username if invitation.inviter else "Another player"
        others = [
            mail.seat_name(seat)
            for seat in seats
            if seat.index != invitation.seat_index and seat.user_id != invitation.inviter_id
        ]
        composed = mail.invited(
            username=username,
            token=token,
            game_title=title,
            match_id=match.pk,
            inviter=inviter,
            others=others,
        )
        return composed, ""
    # UserEventKind.MATCH_FINISHED
    if match.status != MatchStatus.FINISHED:
        return None, SKIP_NOT_FINISHED
    try:
        # The stored results, or the engine's outcome before the finaliser has written them.
        results = selectors.match_results(match=match)
    except ApplicationError:
        return None, SKIP_NOT_FINISHED
    by_index = {seat.index: seat for seat in seats}
    placings = [
        mail.Placing(
            rank=int(result["rank"]),
            name=mail.seat_name(by_index[result["seat"]])
            if result["seat"] in by_index
            else f"seat {result['seat'] + 1}",
            score=int(result["score"]),
            is_you=result["seat"] in by_index and by_index[result["seat"]].user_id == user.pk,
        )
        for result in results
    ]
    composed = mail.match_finished(
        username=username, token=token, game_title=title, match_id=match.pk, placings=placings
    )
    return composed, ""


def _send_pending(user_id: int) -> tuple[int, int, int]:
    """Send the account's pending notices, each claimed first; returns (sent, failed,
    retrying)."""
    pending = list(
        EmailNotice.objects.filter(user_id=user_id, status=NoticeStatus.PENDING)
        .order_by("pk")
        .values_list("pk", flat=True)
    )
    if not pending:
        return 0, 0, 0
    row = NotificationSettings.objects.filter(user_id=user_id).first()
    sent = failed = retrying = 0
    most_attempts = 0
    for notice_id in pending:
        claimed = EmailNotice.objects.filter(pk=notice_id, status=NoticeStatus.PENDING).update(
            status=NoticeStatus.SENDING, attempts=F("attempts") + 1
        )
        if not claimed:
            continue  # another task has it
        notice = EmailNotice.objects.get(pk=notice_id)
        if row is None or not row.email_enabled:
            _finish(notice_id, NoticeStatus.SKIPPED, SKIP_TURNED_OFF)
            continue
        message = mail.message(
            subject=notice.subject,
            body=notice.body,
            to=notice.to_address,
            token=row.unsubscribe_token,
        )
        try:
            message.send(fail_silently=False)
        except Exception as exc:  # SMTP errors, refused connections, timeouts, TLS ...
            error = _clip(f"{type(exc).__name__}: {exc}")
            logger.warning(
                "notification mail not sent",
                extra={"notice": notice_id, "attempts": notice.attempts, "error": error},
            )
            if notice.attempts >= settings.NOTIFICATION_EMAIL_MAX_ATTEMPTS:
                _finish(notice_id, NoticeStatus.FAILED, error)
                failed += 1
            else:
                _finish(notice_id, NoticeStatus.PENDING, error)
                retrying += 1
                most_attempts = max(most_attempts, notice.attempts)
            continue
        _finish(notice_id, NoticeStatus.SENT, "", sent_at=timezone.now())
        sent += 1
    if retrying:
        delay = min(RETRY_DELAY_SECONDS * 2 ** (most_attempts - 1), MAX_RETRY_DELAY_SECONDS)
        transaction.on_commit(lambda: _schedule_retry(user_id, delay))
    return sent, failed, retrying


def _finish(notice_id: int, status: str, detail: str, *, sent_at: datetime | None = None) -> None:
    EmailNotice.objects.filter(pk=notice_id).update(status=status, detail=detail, sent_at=sent_at)


def _schedule_retry(user_id: int, delay: float) -> None:
    from games.notifications.tasks import notifications_send_task

    dispatch.enqueue_in(delay, notifications_send_task, user_id)


def _clip(text: str, limit: int = MAX_DETAIL_LENGTH) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
