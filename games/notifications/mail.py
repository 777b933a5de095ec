"""The mails themselves: subject and plain-text body per kind, from public facts only.

A mail says what happened and links to the match page; it never carries hidden game
information. It names only the game, the match id, the other players, and for a result the
final ranks and scores (games.selectors.match_results), nothing of any seat's view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.conf import settings
from django.core.mail import EmailMessage
from django.urls import reverse

from games.models import BotKind, Seat

SIGNATURE = "Yokohama board-game server"


@dataclass(frozen=True, slots=True)
class Composed:
    subject: str
    body: str


@dataclass(frozen=True, slots=True)
class Placing:
    rank: int
    name: str
    score: int
    is_you: bool


def site_url(path: str) -> str:
    """An absolute URL on this site, as mail readers reach it (settings.SITE_URL)."""
    return f"{settings.SITE_URL}{path}"


def match_url(match_id: int) -> str:
    return site_url(reverse("web:match", args=[match_id]))


def unsubscribe_url(token: str) -> str:
    return site_url(reverse("notifications:unsubscribe", args=[token]))


def seat_name(seat: Seat) -> str:
    """The name the match page shows for a seat."""
    if seat.display_name:
        return seat.display_name
    if seat.user_id is not None and seat.user is not None:
        return seat.user.username
    if seat.bot_kind:
        return str(BotKind(seat.bot_kind).label)
    if seat.reserved_for_id is not None and seat.reserved_for is not None:
        return f"{seat.reserved_for.username} (invited)"
    return "an open seat"


def _names(names: Sequence[str]) -> str:
    if not names:
        return "nobody else yet"
    if len(names) == 1:
        return names[0]
    return f"{', '.join(names[:-1])} and {names[-1]}"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _footer(username: str, token: str) -> str:
    return (
        "\n-- \n"
        f"You get this mail because email notifications are on for {username}\n"
        f"on the {SIGNATURE} ({settings.SITE_URL}).\n"
        f"Turn them off: {unsubscribe_url(token)}\n"
    )


def your_turn(
    *, username: str, token: str, game_title: str, match_id: int, opponents: Sequence[str]
) -> Composed:
    return Composed(
        subject=f"Your turn in {game_title} match #{match_id}",
        body=(
            f"Hello {username},\n\n"
            f"It is your turn in match #{match_id} of {game_title} against "
            f"{_names(opponents)}.\n\n"
            f"Open the match: {match_url(match_id)}\n" + _footer(username, token)
        ),
    )


def invited(
    *,
    username: str,
    token: str,
    game_title: str,
    match_id: int,
    inviter: str,
    others: Sequence[str],
) -> Composed:
    return Composed(
        subject=f"{inviter} invites you to a {game_title} match (#{match_id})",
        body=(
            f"Hello {username},\n\n"
            f"{inviter} invites you to play match #{match_id} of {game_title}, with "
            f"{_names(others)}.\n\n"
            f"Accept or decline on the match page: {match_url(match_id)}\n"
            + _footer(username, token)
        ),
    )


def match_finished(
    *, username: str, token: str, game_title: str, match_id: int, placings: Sequence[Placing]
) -> Composed:
    mine = next((p for p in placings if p.is_you), None)
    headline = f"{game_title} match #{match_id} has finished"
    if mine is not None:
        headline += f": you placed {_ordinal(mine.rank)} of {len(placings)}"
    lines = [
        f"  {p.rank}. {p.name}{' (you)' if p.is_you else ''}: {p.score} points"
        for p in sorted(placings, key=lambda p: (p.rank, p.name))
    ]
    return Composed(
        subject=headline,
        body=(
            f"Hello {username},\n\n"
            f"Match #{match_id} of {game_title} has finished. The final ranking:\n\n"
            + "\n".join(lines)
            + f"\n\nSee the match: {match_url(match_id)}\n"
            + _footer(username, token)
        ),
    )


def message(*, subject: str, body: str, to: str, token: str) -> EmailMessage:
    """The email to send: plain text, with List-Unsubscribe (and RFC 8058 one-click)."""
    return EmailMessage(
        subject=subject,
        body=body,
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[to],
        headers={
            "List-Unsubscribe": f"<{unsubscribe_url(token)}>",
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            "Auto-Submitted": "auto-generated",
        },
    )
