"""`manage.py demo`: prints and saves the accounts, reuses them and its matches on a re-run."""

from __future__ import annotations

import json
import stat
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone
from rest_framework.test import APIClient

from games import services
from games.codec import game_of, load_state
from games.management.commands import demo
from games.models import ApiToken, Match, MatchResult, MatchStatus, User


def run_demo(accounts_file: Path) -> str:
    out = StringIO()
    call_command("demo", "--no-serve", "--accounts-file", str(accounts_file), stdout=out)
    return out.getvalue()


@pytest.fixture
def debug_on(settings: Any) -> None:
    settings.DEBUG = True  # the demo refuses to run with DEBUG off (pytest-django turns it off)


@pytest.mark.usefixtures("debug_on")
@pytest.mark.django_db
def test_it_prints_and_saves_working_credentials(tmp_path: Path) -> None:
    accounts_file = tmp_path / "demo-accounts.json"
    shown = run_demo(accounts_file)
    saved = json.loads(accounts_file.read_text())
    assert stat.S_IMODE(accounts_file.stat().st_mode) == 0o600
    accounts = {a["username"]: a for a in saved["accounts"]}
    assert set(accounts) == {"admin", "alice", "bob"}
    assert "Ctrl+C" not in shown  # --no-serve: nothing to stop
    for account in accounts.values():
        assert account["password"] in shown
        assert account["token"] in shown
        user = User.objects.get(username=account["username"])
        assert user.check_password(account["password"])
        me = APIClient()
        me.credentials(HTTP_AUTHORIZATION=f"Bearer {account['token']}")
        assert me.get("/api/v1/matches?mine=true").status_code == 200
    assert accounts["admin"]["admin"] is True
    assert User.objects.get(username="admin").is_superuser


@pytest.mark.usefixtures("debug_on")
@pytest.mark.django_db
def test_running_it_again_reuses_accounts_tokens_and_matches(tmp_path: Path) -> None:
    accounts_file = tmp_path / "demo-accounts.json"
    run_demo(accounts_file)
    first = accounts_file.read_text()
    matches = list(Match.objects.order_by("pk").values_list("pk", flat=True))
    tokens = ApiToken.objects.count()
    assert len(matches) == 4
    assert Match.objects.filter(game="shinjuku", players=4).count() == 1
    assert Match.objects.filter(game="yamatai", players=4).count() == 1

    run_demo(accounts_file)
    assert accounts_file.read_text() == first
    assert list(Match.objects.order_by("pk").values_list("pk", flat=True)) == matches
    assert ApiToken.objects.count() == tokens
    # The demo's three, beside the server bots' own accounts (games/apps.py).
    assert User.objects.filter(server_bot_kind="").count() == 3

    # A lost file costs new tokens, not new accounts or matches.
    accounts_file.unlink()
    run_demo(accounts_file)
    assert ApiToken.objects.count() == tokens + 3
    assert Match.objects.count() == 4

    # A revoked or expired token in the file is replaced, not written out again.
    saved = {a["username"]: a["token"] for a in json.loads(accounts_file.read_text())["accounts"]}
    ApiToken.objects.filter(digest=ApiToken.hash_key(saved["alice"])).update(
        revoked_at=timezone.now()
    )
    ApiToken.objects.filter(digest=ApiToken.hash_key(saved["bob"])).update(
        expires_at=timezone.now()
    )
    run_demo(accounts_file)
    again = {a["username"]: a["token"] for a in json.loads(accounts_file.read_text())["accounts"]}
    assert again["admin"] == saved["admin"]
    assert again["alice"] != saved["alice"]
    assert again["bob"] != saved["bob"]

    # Once the bots' matches are over, the next run starts fresh ones to watch.
    Match.objects.filter(players=4).update(status=MatchStatus.FINISHED)
    run_demo(accounts_file)
    assert Match.objects.count() == 7
    active = Match.objects.filter(players=4, status=MatchStatus.ACTIVE)
    assert sorted(active.values_list("game", flat=True)) == ["shinjuku", "yamatai", "yokohama"]


@pytest.mark.django_db
def test_it_refuses_to_run_with_debug_off(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="development database"):
        run_demo(tmp_path / "demo-accounts.json")
    assert not User.objects.filter(server_bot_kind="").exists()


@pytest.mark.django_db
def test_a_progress_line_tells_round_seq_and_scores() -> None:
    match = services.match_create(
        creator=None, game="yokohama", players=4, seed=3, bot_seats={}, join=False
    )
    waiting = demo.progress_line(match.pk, "bots' match")
    assert waiting == f"bots' match {match.pk}: waiting"

    users = [User.objects.create(username=f"p{i}") for i in range(4)]
    for user in users:
        services.match_join(match_id=match.pk, user=user)
    line = demo.progress_line(match.pk, "bots' match")
    assert line.startswith(f"bots' match {match.pk}: round 0, seq 0, to move [0, 1, 2, 3], ")
    assert line.endswith("scores 0:0 1:0 2:0 3:0")

    Match.objects.filter(pk=match.pk).update(status=MatchStatus.FINISHED, seq=900)
    for seat, (rank, score) in enumerate([(2, 40), (1, 52), (3, 31), (4, 20)]):
        MatchResult.objects.create(match=match, seat=seat, score=score, rank=rank, breakdown={})
    assert demo.progress_line(match.pk, "bots' match") == (
        f"bots' match {match.pk}: finished after 900 decisions. "
        "1. seat 1 (52) 2. seat 0 (40) 3. seat 2 (31) 4. seat 3 (20)"
    )


@pytest.mark.django_db
def test_a_yamatai_progress_line_sums_each_seats_score_breakdown() -> None:
    match = services.match_create(
        creator=None, game="yamatai", players=2, seed=4, bot_seats={}, join=False
    )
    for i in range(2):
        services.match_join(match_id=match.pk, user=User.objects.create(username=f"y{i}"))
    started = Match.objects.get(pk=match.pk)
    view = game_of(started).view_for(load_state(started), None)
    expected = " ".join(f"{i}:{sum(s['score'].values())}" for i, s in enumerate(view["seats"]))
    line = demo.progress_line(match.pk, "bots' Yamatai match")
    assert line.startswith(f"bots' Yamatai match {match.pk}: round 1, seq 0, ")
    assert line.endswith(f"scores {expected}")
