"""Playing together: invitations (challenges), share codes of private tables, rematches.

Every write locks the match row first (games.locks), then the rows it changes, as the rest of
games.services does. An invitation holds its seat (`Seat.reserved_for`) while pending, so
nobody else can take it and the match does not start without the invitee's answer.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from games import events, services
from games.errors import ApplicationError, ErrorCode
from games.locks import lock_match
from games.models import (
    BotKind,
    Invitation,
    InvitationStatus,
    Match,
    MatchStatus,
    Seat,
    User,
    UserEventKind,
)
from games.selectors import match_visible, not_found

# 12 URL-safe characters: 72 bits, beyond guessing at any rate limit.
SHARE_CODE_BYTES = 9


# --- invitations ------------------------------------------------------------------------------


def _tell(user_ids: list[int], kind: UserEventKind, match: Match, invitation: Invitation) -> None:
    """A user event about `invitation` (stream and webhooks), recorded in this transaction."""
    events.user_events_create(
        user_ids=user_ids,
        kind=kind,
        match_id=match.pk,
        seq=match.seq,
        invitation_id=invitation.pk,
    )


def _account(username: str) -> User:
    """An active account by username (any case); unknown and deactivated read the same."""
    user = User.objects.filter(username__iexact=username, is_active=True).first()
    if user is None:
        raise ApplicationError(
            ErrorCode.UNKNOWN_ACCOUNT,
            _("There is no active account called %(username)r.") % {"username": username},
            field="username",
        )
    return user


def _visible_or_not_found(match: Match, user: User | None, code: str | None = None) -> None:
    if not match_visible(match=match, user=user, code=code):
        raise not_found(match.pk)


def invitations_create(
    *,
    match: Match,
    inviter: User,
    usernames: Sequence[str],
    seat_indexes: Sequence[int | None] | None = None,
    ttl_seconds: int | None = None,
) -> list[Invitation]:
    """Invite accounts to seats of `match` (already locked by the caller's transaction)."""
    if match.status != MatchStatus.WAITING:
        raise ApplicationError(
            ErrorCode.MATCH_NOT_WAITING, _("Invitations are only sent before the match starts.")
        )
    wanted = list(seat_indexes) if seat_indexes is not None else [None] * len(usernames)
    seats = list(match.seats.select_for_update().order_by("index"))
    ttl = ttl_seconds if ttl_seconds is not None else settings.INVITATION_TTL_SECONDS
    now = timezone.now()
    created: list[Invitation] = []
    for username, seat_index in zip(usernames, wanted, strict=True):
        invitee = _account(username)
        if invitee.pk == inviter.pk:
            raise ApplicationError(
                ErrorCode.CANNOT_INVITE_SELF, _("You cannot invite yourself."), field="username"
            )
        if any(seat.user_id == invitee.pk for seat in seats):
            raise ApplicationError(
                ErrorCode.ALREADY_SEATED,
                _("%(username)s already holds a seat here.") % {"username": invitee.username},
            )
        if any(seat.reserved_for_id == invitee.pk for seat in seats):
            raise ApplicationError(
                ErrorCode.ALREADY_INVITED,
                _("%(username)s already has an invitation to this match.")
                % {"username": invitee.username},
            )
        seat = _seat_for_invitation(seats, seat_index)
        invitation = Invitation.objects.create(
            match=match,
            seat_index=seat.index,
            inviter=inviter,
            invitee=invitee,
            expires_at=now + timedelta(seconds=ttl),
        )
        if invitee.server_bot_kind:
            # The server's own bots always accept, at once.
            seat.bot_kind = invitee.server_bot_kind
            seat.display_name = f"{BotKind(seat.bot_kind).label} {seat.index + 1}"
            seat.joined_at = now
            seat.save(update_fields=["bot_kind", "display_name", "joined_at"])
            invitation.status = InvitationStatus.ACCEPTED
            invitation.answered_at = now
            invitation.save(update_fields=["status", "answered_at"])
        else:
            seat.reserved_for = invitee
            seat.save(update_fields=["reserved_for"])
            _tell([invitee.pk], UserEventKind.INVITED, match, invitation)
        created.append(invitation)
    return created


def _seat_for_invitation(seats: list[Seat], seat_index: int | None) -> Seat:
    if seat_index is None:
        free = [seat for seat in seats if seat.is_open]
        if not free:
            raise ApplicationError(
                ErrorCode.NO_SEAT_LEFT,
                _("Every seat of this match is taken or already held for an invitee."),
            )
        return free[0]
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
            _("Seat %(seat_index)s is taken or held for an invitee.") % {"seat_index": seat_index},
        )
    return seat


@transaction.atomic
def invitation_create(
    *, match_id: int, inviter: User, username: str, seat_index: int | None = None
) -> Invitation:
    """Invite one account to a waiting match: its creator or a seated player may."""
    match = lock_match(match_id)
    _visible_or_not_found(match, inviter)
    seated = match.seats.filter(user=inviter).exists()
    if match.creator_id != inviter.pk and not seated:
        raise ApplicationError(
            ErrorCode.NOT_SEATED, _("Only the match's creator and its players can invite.")
        )
    (invitation,) = invitations_create(
        match=match, inviter=inviter, usernames=[username], seat_indexes=[seat_index]
    )
    services.start_if_full(match)
    events.publish(match_id=match.pk)
    return invitation


def _locked_invitation(invitation_id: int, user: User) -> tuple[Match, Invitation]:
    """The invitation (its match locked first), if `user` sent or received it."""
    match_id = (
        Invitation.objects.filter(pk=invitation_id).values_list("match_id", flat=True).first()
        if 0 < invitation_id <= 2**63 - 1
        else None
    )
    if match_id is None:
        raise _no_invitation(invitation_id)
    match = lock_match(match_id)
    invitation = Invitation.objects.select_for_update().get(pk=invitation_id)
    if user.pk not in (invitation.invitee_id, invitation.inviter_id, match.creator_id):
        raise _no_invitation(invitation_id)
    return match, invitation


def _no_invitation(invitation_id: int) -> ApplicationError:
    return ApplicationError(
        ErrorCode.NOT_FOUND,
        _("You have no invitation %(invitation_id)s (sent or received).")
        % {"invitation_id": invitation_id},
    )


def _require_pending(invitation: Invitation, now: datetime) -> None:
    status = invitation.status
    if status == InvitationStatus.PENDING and invitation.expires_at <= now:
        status = InvitationStatus.EXPIRED  # the sweep has not written it yet
    if status != InvitationStatus.PENDING:
        raise ApplicationError(
            ErrorCode.INVITATION_NOT_PENDING,
            _("This invitation is %(status)s; it can no longer be answered or withdrawn.")
            % {"status": status},
            invitation_status=str(status),
        )


def _close(invitation: Invitation, status: InvitationStatus, now: datetime) -> None:
    """End a pending invitation and free its seat."""
    invitation.status = status
    invitation.answered_at = now
    invitation.save(update_fields=["status", "answered_at"])
    Seat.objects.filter(
        match_id=invitation.match_id,
        index=invitation.seat_index,
        reserved_for_id=invitation.invitee_id,
    ).update(reserved_for=None)


@transaction.atomic
def invitation_accept(*, invitation_id: int, user: User) -> Invitation:
    match, invitation = _locked_invitation(invitation_id, user)
    if invitation.invitee_id != user.pk:
        raise ApplicationError(ErrorCode.NOT_INVITEE, _("Only the invited account can accept."))
    now = timezone.now()
    _require_pending(invitation, now)
    if match.status != MatchStatus.WAITING:  # unreachable: starting closes invitations
        raise ApplicationError(ErrorCode.MATCH_NOT_WAITING, _("The match no longer waits."))
    _take_reserved_seat(match, invitation, user, now)
    services.start_if_full(match)
    events.publish(match_id=match.pk)
    return invitation


def _take_reserved_seat(match: Match, invitation: Invitation, user: User, now: datetime) -> None:
    if match.seats.filter(user=user).exists():
        raise ApplicationError(
            ErrorCode.ALREADY_SEATED, _("You already hold a seat in this match.")
        )
    invitation.status = InvitationStatus.ACCEPTED
    invitation.answered_at = now
    invitation.save(update_fields=["status", "answered_at"])
    seat = match.seats.select_for_update().get(index=invitation.seat_index)
    seat.user = user
    seat.reserved_for = None
    seat.display_name = user.username
    seat.joined_at = now
    seat.save(update_fields=["user", "reserved_for", "display_name", "joined_at"])
    if invitation.inviter_id is not None:
        _tell([invitation.inviter_id], UserEventKind.INVITATION_ACCEPTED, match, invitation)


def pending_seat_of(*, match: Match, user: User) -> int | None:
    """The seat held for `user` by a pending, unexpired invitation to `match`, if any."""
    return (
        Invitation.objects.filter(
            match=match,
            invitee=user,
            status=InvitationStatus.PENDING,
            expires_at__gt=timezone.now(),
        )
        .values_list("seat_index", flat=True)
        .first()
    )


def accept_pending_for(*, match: Match, user: User) -> bool:
    """Inside match_join: a user with a pending invitation to `match` takes its seat."""
    invitation = (
        Invitation.objects.select_for_update()
        .filter(match=match, invitee=user, status=InvitationStatus.PENDING)
        .first()
    )
    now = timezone.now()
    if invitation is None or invitation.expires_at <= now:
        return False
    _take_reserved_seat(match, invitation, user, now)
    return True


@transaction.atomic
def invitation_decline(*, invitation_id: int, user: User) -> Invitation:
    match, invitation = _locked_invitation(invitation_id, user)
    if invitation.invitee_id != user.pk:
        raise ApplicationError(ErrorCode.NOT_INVITEE, _("Only the invited account can decline."))
    now = timezone.now()
    _require_pending(invitation, now)
    _close(invitation, InvitationStatus.DECLINED, now)
    if invitation.inviter_id is not None:
        _tell([invitation.inviter_id], UserEventKind.INVITATION_DECLINED, match, invitation)
    events.publish(match_id=match.pk)
    return invitation


@transaction.atomic
def invitation_cancel(*, invitation_id: int, user: User) -> Invitation:
    """Withdraw an invitation: its sender or the match's creator may."""
    match, invitation = _locked_invitation(invitation_id, user)
    if user.pk not in (invitation.inviter_id, match.creator_id):
        raise ApplicationError(
            ErrorCode.NOT_INVITER, _("Only the invitation's sender or the match's creator can.")
        )
    now = timezone.now()
    _require_pending(invitation, now)
    _close(invitation, InvitationStatus.CANCELLED, now)
    _tell([invitation.invitee_id], UserEventKind.INVITATION_CANCELLED, match, invitation)
    events.publish(match_id=match.pk)
    return invitation


def cancel_pending(*, match: Match) -> None:
    """The match started or was abandoned: its pending invitations end (invitees told)."""
    now = timezone.now()
    for invitation in Invitation.objects.select_for_update().filter(
        match=match, status=InvitationStatus.PENDING
    ):
        _close(invitation, InvitationStatus.CANCELLED, now)
        _tell([invitation.invitee_id], UserEventKind.INVITATION_CANCELLED, match, invitation)


def invitations_expire(*, limit: int = 500) -> int:
    """Expire pending invitations past their time (the beat sweep); both sides are told."""
    now = timezone.now()
    due = list(
        Invitation.objects.filter(status=InvitationStatus.PENDING, expires_at__lte=now)
        .order_by("expires_at")
        .values_list("pk", "match_id")[:limit]
    )
    expired = 0
    for invitation_id, match_id in due:
        with transaction.atomic():
            match = lock_match(match_id)
            invitation = Invitation.objects.select_for_update().get(pk=invitation_id)
            if invitation.status != InvitationStatus.PENDING:
                continue  # answered meanwhile
            _close(invitation, InvitationStatus.EXPIRED, now)
            told = [invitation.invitee_id]
            if invitation.inviter_id is not None:
                told.append(invitation.inviter_id)
            _tell(told, UserEventKind.INVITATION_EXPIRED, match, invitation)
            events.publish(match_id=match.pk)
            expired += 1
    return expired


# --- share codes ------------------------------------------------------------------------------


def _creator_only(match: Match, user: User) -> None:
    _visible_or_not_found(match, user)
    if match.creator_id != user.pk:
        raise ApplicationError(ErrorCode.NOT_CREATOR, _("Only the match's creator can do this."))


@transaction.atomic
def share_code_create(*, match_id: int, user: User) -> str:
    """A new share code for the match (the previous one stops working)."""
    match = lock_match(match_id)
    _creator_only(match, user)
    match.share_code = secrets.token_urlsafe(SHARE_CODE_BYTES)
    match.save(update_fields=["share_code", "updated_at"])
    return match.share_code


@transaction.atomic
def share_code_revoke(*, match_id: int, user: User) -> None:
    match = lock_match(match_id)
    _creator_only(match, user)
    match.share_code = None
    match.save(update_fields=["share_code", "updated_at"])


# --- rematch ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rematch:
    match: Match
    created: bool


@transaction.atomic
def match_rematch(*, match_id: int, user: User) -> Rematch:
    """Offer a rematch of a finished match: same game, options and clock, seats rotated by
    one, the other players invited. Asked again (by anyone of its players), it answers the
    same rematch, taking the caller's invited seat if they have one."""
    match = lock_match(match_id)
    _visible_or_not_found(match, user)
    old_seats = list(match.seats.select_related("user").order_by("index"))
    if not any(seat.user_id == user.pk for seat in old_seats):
        raise ApplicationError(
            ErrorCode.NOT_SEATED, _("Only the match's players can ask a rematch.")
        )
    if match.status != MatchStatus.FINISHED:
        raise ApplicationError(
            ErrorCode.MATCH_NOT_FINISHED, _("A rematch can be offered once the match has finished.")
        )
    existing = Match.objects.filter(rematch_of=match).first()
    if existing is not None:
        existing = lock_match(existing.pk)
        if existing.status == MatchStatus.WAITING and accept_pending_for(match=existing, user=user):
            services.start_if_full(existing)
            events.publish(match_id=existing.pk)
        return Rematch(match=existing, created=False)
    count = match.players
    bot_seats = {
        (seat.index + 1) % count: seat.bot_kind
        for seat in old_seats
        if seat.bot_kind and seat.user_id is None
    }
    rematch = services.match_create(
        creator=user,
        game=match.game,
        players=count,
        options={k: v for k, v in match.config.items() if k != "players"},
        bot_seats=bot_seats,
        join=False,
        decision_seconds=match.decision_seconds,
        autoplay_kind=match.autoplay_kind,
        max_timeouts=match.max_timeouts,
        private=match.private,
        spectators=match.spectators,
        undo=match.undo,
        start=False,
    )
    rematch.rematch_of = match
    rematch.save(update_fields=["rematch_of"])
    # Everyone who played a seat as an account (resigned or timed out included), by seat.
    humans = {seat.index: seat.user for seat in old_seats if seat.user is not None}
    mine = next(index for index, holder in humans.items() if holder.pk == user.pk)
    services.seat_user(match=rematch, user=user, seat_index=(mine + 1) % count)
    others = {
        index: holder
        for index, holder in humans.items()
        if holder.pk != user.pk and holder.is_active
    }
    invitations_create(
        match=rematch,
        inviter=user,
        usernames=[holder.username for holder in others.values()],
        seat_indexes=[(index + 1) % count for index in others],
    )
    services.start_if_full(rematch)
    return Rematch(match=rematch, created=True)
