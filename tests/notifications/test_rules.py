"""What is mailed and when, with Django's test outbox: the service runs here, in the test
transaction (which never commits, so no task is enqueued)."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from django.conf import settings as django_settings
from django.utils import timezone

from games import events, invitations
from games import services as match_services
from games.models import Match, MatchResult, MatchStatus, UserEventKind
from games.notifications import services
from games.notifications.models import EmailNotice
from tests.conftest import ROOT
from tests.notifications.conftest import HOUR, started_match, to_move, unsubscribe_token


def send(*users: Any) -> None:
    for user in users:
        services.notifications_send(user_id=user.pk)


def your_turn_again(match: Match, user: Any) -> None:
    """Another `your_turn` event for `user` in `match` (as after the next round of moves)."""
    events.user_events_create(
        user_ids=[user.pk], kind=UserEventKind.YOUR_TURN, match_id=match.pk, seq=match.seq
    )


def test_nothing_is_mailed_without_opting_in(make_user: Any, mailoutbox: list[Any]) -> None:
    alice, _ = make_user("quiet-alice")
    bob, _ = make_user("quiet-bob")
    # bob sets an address and every switch, but never turns email on.
    services.notification_settings_update(user=bob, email="bob@example.org", your_turn=True)
    match = started_match(alice, bob)
    match_services.match_create(creator=alice, game="yokohama", players=2, invite=["quiet-bob"])
    assert services.enabled_user_ids([alice.pk, bob.pk]) == []
    send(alice, bob)
    assert mailoutbox == []
    assert not EmailNotice.objects.exists()
    assert match.status == MatchStatus.ACTIVE


def test_your_turn_is_mailed_only_with_a_clock_of_an_hour_or_more(
    opted_in: Any, mailoutbox: list[Any]
) -> None:
    alice, bob = opted_in("clock-alice"), opted_in("clock-bob")
    short = started_match(alice, bob, decision_seconds=HOUR - 1, seed=1)
    untimed = started_match(alice, bob, decision_seconds=None, seed=2)
    long = started_match(alice, bob, decision_seconds=HOUR, seed=3)
    send(alice, bob)
    players = to_move(long)
    assert [m.subject for m in mailoutbox] == [f"Your turn in Yokohama match #{long.pk}"] * len(
        players
    )
    assert sorted(m.to[0] for m in mailoutbox) == sorted(
        f"{user.username}@example.org" for user in players
    )
    for message in mailoutbox:
        assert f"{django_settings.SITE_URL}/matches/{long.pk}/" in message.body
    # Short clocks and no clock are not mailed, nor logged.
    assert not EmailNotice.objects.filter(match__in=[short, untimed]).exists()
    assert set(EmailNotice.objects.filter(match=long).values_list("status", flat=True)) == {"sent"}


def test_one_mail_per_match_per_hour(opted_in: Any, mailoutbox: list[Any]) -> None:
    alice, bob = opted_in("hour-alice"), opted_in("hour-bob")
    match = started_match(alice, bob)
    player = to_move(match)[0]
    send(player)
    assert len(mailoutbox) == 1

    your_turn_again(match, player)
    send(player)
    assert len(mailoutbox) == 1  # within the hour: skipped, and the skip is logged
    skipped = EmailNotice.objects.filter(user=player).order_by("pk").last()
    assert skipped is not None
    assert (skipped.status, skipped.detail) == ("skipped", services.SKIP_WITHIN_HOUR)

    # An hour after the mail, the next turn is mailed again.
    EmailNotice.objects.filter(user=player, status="sent").update(
        created_at=timezone.now() - timedelta(minutes=61)
    )
    your_turn_again(match, player)
    send(player)
    assert len(mailoutbox) == 2
    statuses = list(EmailNotice.objects.filter(user=player).order_by("pk").values_list("status"))
    assert statuses == [("sent",), ("skipped",), ("sent",)]


def test_sending_twice_mails_once_and_earlier_events_are_never_mailed(
    make_user: Any, opted_in: Any, mailoutbox: list[Any]
) -> None:
    alice, _ = make_user("early-alice")
    bob, _ = make_user("early-bob")
    match = started_match(alice, bob)
    player = to_move(match)[0]
    # Turned on after the match started: its first your_turn is history.
    services.notification_settings_update(user=player, email="late@example.org", email_enabled=True)
    send(player, player)
    assert mailoutbox == []
    EmailNotice.objects.all().delete()
    match.refresh_from_db()
    your_turn_again(match, player)
    send(player)
    send(player)
    assert len(mailoutbox) == 1
    assert EmailNotice.objects.filter(user=player).count() == 1


def test_an_invitation_is_mailed_while_it_is_pending(
    make_user: Any, opted_in: Any, mailoutbox: list[Any]
) -> None:
    alice, _ = make_user("inv-alice")
    bob = opted_in("inv-bob")
    carol = opted_in("inv-carol")
    match = match_services.match_create(
        creator=alice, game="yokohama", players=3, invite=["inv-bob", "inv-carol"]
    )
    # carol's invitation is withdrawn before her mail goes: it is not sent.
    invitation = match.invitations.get(invitee=carol)
    invitations.invitation_cancel(user=alice, invitation_id=invitation.pk)
    send(bob, carol)
    (message,) = mailoutbox
    assert message.to == ["inv-bob@example.org"]
    assert message.subject == f"inv-alice invites you to a Yokohama match (#{match.pk})"
    assert f"{django_settings.SITE_URL}/matches/{match.pk}/" in message.body
    assert "inv-alice" in message.body
    carols = EmailNotice.objects.get(user=carol, kind="invited")
    assert (carols.status, carols.detail) == ("skipped", services.SKIP_INVITATION)


def test_results_are_mailed_with_the_final_ranking_even_within_the_hour(
    opted_in: Any, mailoutbox: list[Any]
) -> None:
    alice, bob = opted_in("res-alice"), opted_in("res-bob")
    match = started_match(alice, bob)
    send(alice, bob)
    turns = len(to_move(match))
    assert len(mailoutbox) == turns  # the your_turn of the players to move
    finish(match, scores={0: 52, 1: 47})
    send(alice, bob)
    results = {m.to[0]: m for m in mailoutbox[turns:]}
    assert set(results) == {"res-alice@example.org", "res-bob@example.org"}
    winner, loser = results["res-alice@example.org"], results["res-bob@example.org"]
    assert winner.subject == f"Yokohama match #{match.pk} has finished: you placed 1st of 2"
    assert loser.subject == f"Yokohama match #{match.pk} has finished: you placed 2nd of 2"
    assert "  1. res-alice (you): 52 points\n  2. res-bob: 47 points" in winner.body
    assert "  1. res-alice: 52 points\n  2. res-bob (you): 47 points" in loser.body
    assert "breakdown" not in winner.body


def test_switched_off_kinds_are_not_mailed(opted_in: Any, mailoutbox: list[Any]) -> None:
    alice = opted_in("off-alice", your_turn=False, results=False)
    bob = opted_in("off-bob", your_turn=False, results=False)
    match = started_match(alice, bob)
    finish(match, scores={0: 10, 1: 20})
    send(alice, bob)
    assert mailoutbox == []
    assert not EmailNotice.objects.exists()


def test_a_your_turn_mail_holds_no_hidden_information(opted_in: Any, mailoutbox: list[Any]) -> None:
    alice, bob = opted_in("secret-alice"), opted_in("secret-bob")
    match = started_match(alice, bob, seed=123456789)
    send(alice, bob)
    # The opening decision is which of the dealt order cards to keep: secret to each player.
    assert len(mailoutbox) == len(to_move(match)) >= 1
    components = json.loads((ROOT / "games/yokohama/data/components.json").read_text())
    order_cards = [card["id"] for card in components["order_cards"]]
    for message in mailoutbox:
        text = message.subject + message.body + str(message.extra_headers)
        assert not [card for card in order_cards if card in text]
        assert "order" not in text.lower()
        assert str(match.seed) not in text
        # What it does say: the game, the match, the opponent, and the links.
        me = alice if message.to == ["secret-alice@example.org"] else bob
        opponent = bob if me == alice else alice
        assert f"against {opponent.username}." in message.body
        assert f"/notifications/unsubscribe/{unsubscribe_token(me)}/" in message.body


def test_a_refused_mail_is_tried_again_then_given_up(
    opted_in: Any, mailoutbox: list[Any], settings: Any
) -> None:
    settings.EMAIL_BACKEND = "tests.notifications.conftest.RefusingBackend"
    settings.NOTIFICATION_EMAIL_MAX_ATTEMPTS = 2
    alice, bob = opted_in("refused-alice"), opted_in("refused-bob")
    match = started_match(alice, bob)
    player = to_move(match)[0]
    first = services.notifications_send(user_id=player.pk)
    assert (first.sent, first.retrying, first.failed) == (0, 1, 0)
    notice = EmailNotice.objects.get(user=player)
    assert (notice.status, notice.attempts) == ("pending", 1)
    assert "ConnectionRefusedError" in notice.detail
    second = services.notifications_send(user_id=player.pk)
    assert (second.sent, second.retrying, second.failed) == (0, 0, 1)
    notice.refresh_from_db()
    assert (notice.status, notice.attempts) == ("failed", 2)
    assert services.notifications_send(user_id=player.pk).failed == 0  # given up for good


def finish(match: Match, *, scores: dict[int, int]) -> None:
    """End `match` as the finaliser leaves it: finished, results written, players told."""
    Match.objects.filter(pk=match.pk).update(status=MatchStatus.FINISHED, to_move=[])
    ranked = sorted(scores, key=lambda seat: -scores[seat])
    MatchResult.objects.bulk_create(
        MatchResult(match=match, seat=seat, score=scores[seat], rank=ranked.index(seat) + 1)
        for seat in scores
    )
    users = [seat.user_id for seat in match.seats.all() if seat.user_id is not None]
    events.user_events_create(
        user_ids=users, kind=UserEventKind.MATCH_FINISHED, match_id=match.pk, seq=match.seq
    )
