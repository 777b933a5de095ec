"""Every read. Views of the state come only from the engine's `view_for`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import QuerySet
from django.utils.crypto import constant_time_compare
from django.utils.translation import gettext as _

from games import records, replay, rows
from games.codec import game_of, load_state
from games.engine import Game, get_game
from games.engine.i18n import render_entry
from games.errors import ApplicationError, ErrorCode
from games.models import (
    ApiToken,
    Invitation,
    InvitationStatus,
    Match,
    MatchAction,
    MatchResult,
    MatchStatus,
    Seat,
    Spectators,
    User,
)

LONG_POLL_MAX_SECONDS = 30.0


def token_list(*, user: User) -> QuerySet[ApiToken]:
    """`user`'s tokens not revoked (expired ones too, until revoked), newest first."""
    return ApiToken.objects.filter(user=user, revoked_at__isnull=True).order_by(
        "-created_at", "-id"
    )


def not_found(match_id: int) -> ApplicationError:
    """The one answer for a match that does not exist and for a private match the caller may
    not see: the same code and sentence, so neither tells the other apart."""
    return ApplicationError(
        ErrorCode.NOT_FOUND, _("Match %(match_id)s does not exist.") % {"match_id": match_id}
    )


def code_matches(match: Match, code: str | None) -> bool:
    return bool(code and match.share_code and constant_time_compare(code, match.share_code))


def match_visible(*, match: Match, user: User | None, code: str | None = None) -> bool:
    """Whether the match exists for `user`: every public match; a private one for its creator,
    its players, its pending invitees and whoever brings its share code."""
    if not match.private or code_matches(match, code):
        return True
    if user is None or not user.is_authenticated:
        return False
    if match.creator_id == user.pk:
        return True
    return any(user.pk in (seat.user_id, seat.reserved_for_id) for seat in match.seats.all())


def may_watch(*, match: Match, user: User | None, viewer: int | None) -> bool:
    """Whether the caller may see the game itself (state, log, stream): its players always,
    others only when the match lets spectators watch (its creator too)."""
    if viewer is not None or match.spectators == Spectators.EVERYONE:
        return True
    return user is not None and match.creator_id == user.pk


def require_watch(*, match: Match, user: User | None, viewer: int | None) -> None:
    if not may_watch(match=match, user=user, viewer=viewer):
        raise ApplicationError(
            ErrorCode.SPECTATORS_NOT_ALLOWED,
            _("Only the players of this match may watch it."),
        )


def match_get(*, match_id: int, user: User | None = None, code: str | None = None) -> Match:
    """The match, if it exists for `user` (see match_visible); `not_found` otherwise."""
    try:
        match = (
            Match.objects.select_related("creator")
            .prefetch_related("seats__user", "seats__reserved_for")
            .get(pk=match_id)
        )
    except Match.DoesNotExist:
        raise not_found(match_id) from None
    if not match_visible(match=match, user=user, code=code):
        raise not_found(match_id)
    return match


def match_list(
    *,
    game: str | None = None,
    status: str | None = None,
    player: User | None = None,
    open_only: bool = False,
) -> QuerySet[Match]:
    matches = (
        Match.objects.select_related("creator")
        .prefetch_related("seats__user", "seats__reserved_for")
        .order_by("-created_at", "-pk")
    )
    if game:
        matches = matches.filter(game=game)
    if status:
        matches = matches.filter(status=status)
    if player is not None:
        matches = matches.filter(seats__user=player)
    else:
        matches = matches.filter(private=False)
    if open_only:
        matches = matches.filter(
            status=MatchStatus.WAITING,
            seats__user__isnull=True,
            seats__bot_kind="",
            seats__reserved_for__isnull=True,
        ).distinct()
    return matches


def seat_of(*, match: Match, user: User | None) -> Seat | None:
    """The seat `user` holds in `match`, if any (anonymous users hold none)."""
    if user is None or not user.is_authenticated:
        return None
    for seat in match.seats.all():
        if seat.user_id == user.pk:
            return seat
    return None


def viewer_index(*, match: Match, user: User | None) -> int | None:
    seat = seat_of(match=match, user=user)
    return seat.index if seat is not None else None


def rematch_id(*, match: Match) -> int | None:
    return Match.objects.filter(rematch_of=match).values_list("pk", flat=True).first()


def match_state_view(
    *, match: Match, viewer: int | None, state: Any = None
) -> dict[str, Any] | None:
    """The engine's view for `viewer` (None = spectator); None before the match starts."""
    if match.state is None:
        return None
    if state is None:
        state = load_state(match)
    return game_of(match).view_for(state, viewer)


@dataclass(frozen=True, slots=True)
class LegalActions:
    seq: int
    seat: int
    actions: list[dict[str, Any]]


def caller_legal_actions(*, match_id: int, user: User | None) -> LegalActions:
    """The legal actions of the seat `user` holds (the hot read: one fixed query, no ORM)."""
    row = rows.match_row(match_id=match_id, user_id=user.pk if user else None, lock=False)
    if row is None:
        raise ApplicationError(
            ErrorCode.NOT_FOUND, _("Match %(match_id)s does not exist.") % {"match_id": match_id}
        )
    seat = row.caller_seat
    if seat is None:
        if row.private:
            raise not_found(match_id)
        raise ApplicationError(ErrorCode.NOT_SEATED, _("You do not hold a seat in this match."))
    if row.status != MatchStatus.ACTIVE or seat not in row.to_move or row.state is None:
        return LegalActions(seq=row.seq, seat=seat, actions=[])
    game = get_game(row.game)
    state = game.decode_state(row.state)
    return LegalActions(seq=row.seq, seat=seat, actions=legal_action_entries(game, state, seat))


def legal_action_entries(game: Game[Any, Any], state: Any, seat: int) -> list[dict[str, Any]]:
    """`seat`'s legal actions in both accepted forms: notation and structured JSON."""
    return [
        {"notation": action.to_notation(), "action": action.to_json()}
        for action in game.legal_actions(state, seat)
    ]


def log_entry_for(action: MatchAction, viewer: int | None) -> dict[str, Any]:
    entry = action.public_entry
    if viewer is not None:
        entry = action.private_entries.get(str(viewer), entry)
    # The text in the reader's language (the active one); the stored-only keys left out.
    return {
        "seq": action.seq,
        "seat": action.seat,
        "created_at": action.created_at,
        **render_entry(entry),
    }


def action_response_rendered(response: dict[str, Any]) -> dict[str, Any]:
    """A submit's or take-back's response as its reader gets it: its `entry` rendered like the
    log's (the stored response, replayed for an Idempotency-Key, keeps the stored entry)."""
    entry = response.get("entry")
    if not isinstance(entry, dict):
        return response
    return {**response, "entry": render_entry(entry)}


def match_actions_after(
    *, match: Match, after: int, viewer: int | None, limit: int = 500
) -> list[dict[str, Any]]:
    actions = MatchAction.objects.filter(match=match, seq__gt=after).order_by("seq")[:limit]
    return [log_entry_for(action, viewer) for action in actions]


def match_results(*, match: Match) -> list[dict[str, Any]]:
    """Stored results, or (before the finaliser has run) the engine's outcome of the final state."""
    if match.status != MatchStatus.FINISHED:
        raise ApplicationError(ErrorCode.NO_RESULT, _("The match has no result yet."))
    stored = list(MatchResult.objects.filter(match=match).order_by("seat"))
    if stored:
        return [
            {"seat": r.seat, "score": r.score, "rank": r.rank, "breakdown": r.breakdown}
            for r in stored
        ]
    outcome = game_of(match).outcome(load_state(match))
    if outcome is None:
        raise ApplicationError(ErrorCode.NO_RESULT, _("The match has no result yet."))
    return [
        {"seat": r.seat, "score": r.score, "rank": r.rank, "breakdown": dict(r.breakdown)}
        for r in outcome.results
    ]


def match_view_at(*, match: Match, seq: int, viewer: int | None) -> dict[str, Any]:
    """`viewer`'s view (None = spectator) of a finished match as it was at `seq`, rebuilt by
    replaying the stored log from the seed: the log is the truth, and a replay of a finished
    match can show nothing a player could not have seen at that point."""
    if match.status != MatchStatus.FINISHED:
        raise ApplicationError(
            ErrorCode.MATCH_NOT_FINISHED,
            _("Match %(pk)s is %(status)s: past views are shown once it has finished.")
            % {"pk": match.pk, "status": match.status},
        )
    if seq > match.seq:
        raise ApplicationError(
            ErrorCode.VALIDATION_ERROR,
            _("Match %(pk)s ended at seq %(seq)s; seq %(asked)s does not exist.")
            % {"pk": match.pk, "seq": match.seq, "asked": seq},
            errors={"seq": [f"Ensure this value is less than or equal to {match.seq}."]},
        )
    game = game_of(match)
    # The actions in effect at `seq`: a decision taken back later still counts before that.
    logged = MatchAction.objects.filter(match=match, seq__lte=seq).order_by("seq")
    state = replay.replay_rows(game, match.config, match.seed, logged)
    return game.view_for(state, viewer)


def match_record(*, match: Match) -> dict[str, Any]:
    """The portable record of a finished match (games/records.py): everything, hidden parts
    included, since the game is over; refused while the match is waiting, in play or aborted."""
    if match.status != MatchStatus.FINISHED:
        raise ApplicationError(
            ErrorCode.MATCH_NOT_FINISHED,
            _("Match %(pk)s is %(status)s: only a finished match has a record.")
            % {"pk": match.pk, "status": match.status},
        )
    seats = []
    for seat in match.seats.all():
        username = seat.user.username if seat.user_id and seat.user else None
        seats.append(
            {
                "index": seat.index,
                "holder": "bot" if seat.bot_kind else "human",
                "username": username,
                "bot_kind": seat.bot_kind or None,
                "display_name": seat.display_name,
                "resigned": seat.resigned,
            }
        )
    actions = [
        {"seq": seq, "seat": seat, "action": action, "notation": notation}
        for seq, seat, action, notation in MatchAction.objects.filter(match=match)
        .order_by("seq")
        .values_list("seq", "seat", "action", "notation")
    ]
    return records.build_record(
        match_id=match.pk,
        game=match.game,
        config=match.config,
        seed=match.seed,
        started_at=match.started_at,
        finished_at=match.finished_at,
        seats=seats,
        actions=actions,
        result=match_results(match=match),
    )


# --- invitations ------------------------------------------------------------------------------


def invitation_list(*, user: User, box: str, status: str | None = None) -> QuerySet[Invitation]:
    """`user`'s received (`box="received"`) or sent invitations, newest first."""
    found = Invitation.objects.select_related(
        "match", "match__creator", "inviter", "invitee"
    ).prefetch_related("match__seats__user", "match__seats__reserved_for")
    found = found.filter(invitee=user) if box == "received" else found.filter(inviter=user)
    if status:
        found = found.filter(status=status)
    return found.order_by("-created_at", "-id")


def invitation_get(*, user: User, invitation_id: int) -> Invitation:
    """One invitation `user` sent or received (or to a match `user` created)."""
    invitation = (
        Invitation.objects.select_related("match", "inviter", "invitee")
        .filter(pk=invitation_id)
        .first()
        if 0 < invitation_id <= rows.MAX_ID
        else None
    )
    if invitation is None or user.pk not in (
        invitation.invitee_id,
        invitation.inviter_id,
        invitation.match.creator_id,
    ):
        raise ApplicationError(
            ErrorCode.NOT_FOUND,
            _("You have no invitation %(invitation_id)s (sent or received).")
            % {"invitation_id": invitation_id},
        )
    return invitation


def effective_invitation_status(invitation: Invitation) -> str:
    """Its status as answering it would find it: pending past its time reads expired."""
    from django.utils import timezone

    if invitation.status == InvitationStatus.PENDING and invitation.expires_at <= timezone.now():
        return InvitationStatus.EXPIRED.value
    return str(invitation.status)
