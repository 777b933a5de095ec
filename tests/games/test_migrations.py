"""Upgrading keeps what a running server already holds: the schema as it was before user
events, token scopes and webhooks, filled with an account, a token and a played match, is
migrated to today's and everything still reads (and the token still works)."""

from __future__ import annotations

import hashlib

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

FIRST_GAMES = ("games", "0001_initial")
BEFORE: list[tuple[str, str | None]] = [FIRST_GAMES, ("webhooks", None)]


def _latest() -> list[tuple[str, str]]:
    executor = MigrationExecutor(connection)
    return list(executor.loader.graph.leaf_nodes())


@pytest.mark.django_db(transaction=True)
def test_an_upgrade_from_the_first_schema_keeps_accounts_tokens_and_matches() -> None:
    latest = _latest()
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    try:
        old = MigrationExecutor(connection).loader.project_state([FIRST_GAMES]).apps
        user = old.get_model("games", "User").objects.create(username="veteran", password="!")
        raw_key = "k" * 43
        old.get_model("games", "ApiToken").objects.create(
            user=user, digest=hashlib.sha256(raw_key.encode()).hexdigest(), prefix=raw_key[:8]
        )
        match = old.get_model("games", "Match").objects.create(
            game="yokohama", config={"players": 2}, players=2, seed=7, status="active", seq=1
        )
        old.get_model("games", "Seat").objects.create(match=match, index=0, user=user)
        old.get_model("games", "MatchAction").objects.create(
            match=match,
            seq=1,
            seat=0,
            action={"kind": "pass"},
            notation="pass",
            public_entry={"kind": "pass", "text": "passed", "notation": "pass", "public": True},
        )
    finally:
        MigrationExecutor(connection).migrate(latest)

    from games import rows
    from games.models import ApiToken, Match, MatchAction, UserEvent
    from games.webhooks.models import Webhook

    upgraded = Match.objects.get(pk=match.pk)
    assert (upgraded.seq, upgraded.status, upgraded.seats.get().user_id) == (1, "active", user.pk)
    assert MatchAction.objects.get(match_id=match.pk).notation == "pass"
    token = ApiToken.objects.get(user_id=user.pk)
    assert token.revoked_at is None
    assert token.expires_at is None
    assert set(token.scopes.split()) == {"read", "play"}  # what every token could do before
    from django.utils import timezone

    now = timezone.now()
    found = rows.token_owner(digest=token.digest, now=now, touch_before=now)
    assert found is not None
    assert found[0].pk == user.pk
    assert not UserEvent.objects.exists()
    assert not Webhook.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_shinjukus_stored_log_texts_are_renumbered_from_0_and_back() -> None:
    latest = _latest()
    before = [("games", "0005_mcts_bot_kinds")]
    MigrationExecutor(connection).migrate(before)
    try:
        old = MigrationExecutor(connection).loader.project_state(before).apps
        Match = old.get_model("games", "Match")
        MatchAction = old.get_model("games", "MatchAction")

        def entry(text: str) -> dict[str, object]:
            return {"kind": "x", "text": text, "notation": "x", "public": True}

        shinjuku = Match.objects.create(
            game="shinjuku", config={"players": 2}, players=2, seed=1, status="active", seq=3
        )
        yokohama = Match.objects.create(
            game="yokohama", config={"players": 2}, players=2, seed=1, status="active", seq=1
        )
        for seq, seat, text in [
            (1, 0, "Seat 1 chose OPEN"),
            (2, 1, "Seat 2 moved seat 0's CEO out of the Kaiju's ward to shibuya"),
            (3, 1, "Seat 2 ended the turn"),
        ]:
            MatchAction.objects.create(
                match=shinjuku,
                seq=seq,
                seat=seat,
                action={},
                notation="x",
                public_entry=entry(text),
            )
        MatchAction.objects.create(
            match=yokohama, seq=1, seat=0, action={}, notation="x", public_entry=entry("Seat 0 x")
        )
    finally:
        MigrationExecutor(connection).migrate(latest)

    from games.models import MatchAction as Current

    def texts(game: str) -> list[str]:
        found = Current.objects.filter(match__game=game).order_by("seq")
        return [row.public_entry["text"] for row in found]

    assert texts("shinjuku") == [
        "Seat 0 chose OPEN",
        "Seat 1 moved Seat 0's CEO out of the Kaiju's ward to shibuya",
        "Seat 1 ended the turn",
    ]
    assert texts("yokohama") == ["Seat 0 x"]  # the other games numbered from 0 already
    MigrationExecutor(connection).migrate(before)
    try:
        rolled_back = MigrationExecutor(connection).loader.project_state(before).apps
        back = rolled_back.get_model("games", "MatchAction").objects.filter(match__game="shinjuku")
        assert [r.public_entry["text"] for r in back.order_by("seq")] == [
            "Seat 1 chose OPEN",
            "Seat 2 moved seat 0's CEO out of the Kaiju's ward to shibuya",
            "Seat 2 ended the turn",
        ]
    finally:
        MigrationExecutor(connection).migrate(latest)
