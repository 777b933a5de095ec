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
from django.utils.translation import gettext as _

from games.models import BotKind, Seat

# The mails are written in the recipient's language (games.notifications.services activates
# it around composing); the stored subject and body keep it.


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
        return _("%(username)s (invited)") % {"username": seat.reserved_for.username}
    return _("an open seat")


def _names(names: Sequence[str]) -> str:
    if not names:
        return _("nobody else yet")
    if len(names) == 1:
        return names[0]
    return _("%(names)s and %(last)s") % {"names": ", ".join(names[:-1]), "last": names[-1]}


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    # Translators: a rank (1st, 2nd, 3rd, 4th, ...), in your language's ordinal form.
    forms = {
        "st": _("%(number)dst"),
        "nd": _("%(number)dnd"),
        "rd": _("%(number)drd"),
        "th": _("%(number)dth"),
    }
    return forms[suffix] % {"number": n}


def _footer(username: str, token: str) -> str:
    return "\n-- \n" + _(
        "You get this mail because email notifications are on for %(username)s\n"
        "on the Yokohama board-game server (%(site)s).\n"
        "Turn them off: %(url)s\n"
    ) % {"username": username, "site": settings.SITE_URL, "url": unsubscribe_url(token)}


def your_turn(
    *, username: str, token: str, game_title: str, match_id: int, opponents: Sequence[str]
) -> Composed:
    return Composed(
        subject=_("Your turn in %(game)s match #%(match_id)d")
        % {"game": game_title, "match_id": match_id},
        body=(
            _(
                "Hello %(username)s,\n\n"
                "It is your turn in match #%(match_id)d of %(game)s against %(opponents)s.\n\n"
                "Open the match: %(url)s\n"
            )
            % {
                "username": username,
                "match_id": match_id,
                "game": game_title,
                "opponents": _names(opponents),
                "url": match_url(match_id),
            }
            + _footer(username, token)
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
        subject=_("%(inviter)s invites you to a %(game)s match (#%(match_id)d)")
        % {"inviter": inviter, "game": game_title, "match_id": match_id},
        body=(
            _(
                "Hello %(username)s,\n\n"
                "%(inviter)s invites you to play match #%(match_id)d of %(game)s, with "
                "%(others)s.\n\n"
                "Accept or decline on the match page: %(url)s\n"
            )
            % {
                "username": username,
                "inviter": inviter,
                "match_id": match_id,
                "game": game_title,
                "others": _names(others),
                "url": match_url(match_id),
            }
            + _footer(username, token)
        ),
    )


def match_finished(
    *, username: str, token: str, game_title: str, match_id: int, placings: Sequence[Placing]
) -> Composed:
    mine = next((p for p in placings if p.is_you), None)
    facts = {"game": game_title, "match_id": match_id}
    if mine is None:
        headline = _("%(game)s match #%(match_id)d has finished") % facts
    else:
        headline = _(
            "%(game)s match #%(match_id)d has finished: you placed %(ordinal)s of %(count)d"
        ) % {**facts, "ordinal": _ordinal(mine.rank), "count": len(placings)}
    lines = [
        "  "
        + (
            _("%(rank)d. %(name)s (you): %(score)d points")
            if p.is_you
            else _("%(rank)d. %(name)s: %(score)d points")
        )
        % {"rank": p.rank, "name": p.name, "score": p.score}
        for p in sorted(placings, key=lambda p: (p.rank, p.name))
    ]
    return Composed(
        subject=headline,
        body=(
            _(
                "Hello %(username)s,\n\n"
                "Match #%(match_id)d of %(game)s has finished. The final ranking:\n\n"
            )
            % {**facts, "username": username}
            + "\n".join(lines)
            + "\n\n"
            + _("See the match: %(url)s\n") % {"url": match_url(match_id)}
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
