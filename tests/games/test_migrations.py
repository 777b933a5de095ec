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
