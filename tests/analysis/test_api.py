"""match_analysis_request / match_analysis / match_analysis_cancel: who may ask, the states,
and what a finished analysis holds (computed here in the test's process; the worker test
runs it through a real Celery worker)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.conf import settings
from django.test import override_settings
from rest_framework.test import APIClient

from games.analysis import judge, services
from games.analysis.models import AnalysisStatus, MatchAnalysis
from games.engine import get_game
from games.models import Match, MatchAction, UserEvent, UserEventKind
from tests.analysis.helpers import finished_match
from tests.api.helpers import create_match

pytestmark = pytest.mark.django_db


def url(match_id: int) -> str:
    return f"/api/v1/matches/{match_id}/analysis"


def code_of(response: Any) -> tuple[int, str]:
    return response.status_code, response.json()["code"]


@pytest.fixture
def people(make_user: Any, client_for: Any) -> dict[str, APIClient]:
    clients = {}
    for name in ("alice", "bob", "carol"):
        _, token = make_user(name)
        clients[name] = client_for(token)
    return clients


@pytest.fixture
def match_id(people: dict[str, APIClient]) -> int:
    return finished_match("yokohama", ["alice", "bob"], seed=3)


def compute(match_id: int, seat: int) -> None:
    """What the worker does, here and now."""
    analysis = MatchAnalysis.objects.get(match_id=match_id, seat=seat)
    assert services.analysis_compute(analysis_id=analysis.pk, run=analysis.run) == "done"


def test_a_player_requests_the_analysis_of_their_seat_once(
    people: dict[str, APIClient], match_id: int
) -> None:
    alice = people["alice"]
    assert code_of(alice.get(url(match_id))) == (404, "not_found")
    first = alice.post(url(match_id))
    assert first.status_code == 202, first.json()
    body = first.json()
    assert (body["match_id"], body["seat"], body["status"]) == (match_id, 0, "queued")
    assert (body["progress"], body["result"]) == (0.0, None)
    again = alice.post(url(match_id))
    assert again.status_code == 200
    assert again.json()["requested_at"] == body["requested_at"]
    assert MatchAnalysis.objects.filter(match_id=match_id).count() == 1
    assert alice.get(url(match_id)).json()["status"] == "queued"
    # Bob holds seat 1: alice's analysis is not his, and he has none yet.
    assert code_of(people["bob"].get(url(match_id))) == (404, "not_found")
    assert people["bob"].post(url(match_id)).json()["seat"] == 1
    assert MatchAnalysis.objects.filter(match_id=match_id).count() == 2


def test_only_a_player_of_a_finished_match_may_ask(
    people: dict[str, APIClient], match_id: int
) -> None:
    assert code_of(people["carol"].post(url(match_id))) == (403, "not_seated")
    assert code_of(people["carol"].get(url(match_id))) == (403, "not_seated")
    assert code_of(APIClient().post(url(match_id))) == (401, "not_authenticated")
    assert code_of(people["alice"].post(url(999_999))) == (404, "not_found")
    assert code_of(people["alice"].get(url(2**62))) == (404, "not_found")
    playing = create_match(people["alice"], players=2, bots=[{"seat": 1, "kind": "random"}])
    for response in (
        people["alice"].post(url(playing["id"])),
        people["alice"].get(url(playing["id"])),
        people["alice"].delete(url(playing["id"])),
    ):
        assert code_of(response) == (409, "match_not_finished")
    # A rejected request changes nothing.
    assert not MatchAnalysis.objects.exists()


def test_cancel_stops_it_and_asking_again_starts_it_over(
    people: dict[str, APIClient], match_id: int
) -> None:
    alice = people["alice"]
    assert code_of(alice.delete(url(match_id))) == (404, "not_found")
    alice.post(url(match_id))
    run = MatchAnalysis.objects.get(match_id=match_id).run
    cancelled = alice.delete(url(match_id))
    assert cancelled.status_code == 200
    assert cancelled.json()["status"] == "cancelled"
    assert code_of(alice.delete(url(match_id))) == (409, "analysis_not_running")
    # The task of the cancelled run finds it cancelled and does nothing.
    assert services.analysis_compute(analysis_id=MatchAnalysis.objects.get().pk, run=run) == (
        "skipped"
    )
    restarted = alice.post(url(match_id))
    assert restarted.status_code == 202
    assert restarted.json()["status"] == "queued"
    analysis = MatchAnalysis.objects.get(match_id=match_id)
    assert analysis.run == run + 1
    # A late task of the first run still does nothing; the new run's task computes it.
    assert services.analysis_compute(analysis_id=analysis.pk, run=run) == "skipped"
    compute(match_id, 0)
    assert alice.get(url(match_id)).json()["status"] == "done"
    assert code_of(alice.delete(url(match_id))) == (409, "analysis_not_running")
    assert alice.post(url(match_id)).status_code == 200  # done: the same one, kept


def test_requests_are_rate_limited_per_account(people: dict[str, APIClient], match_id: int) -> None:
    rates = {**settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"], "analysis": "2/hour"}  # type: ignore[dict-item]
    with override_settings(
        REST_FRAMEWORK={**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}
    ):
        assert people["alice"].post(url(match_id)).status_code == 202
        assert people["alice"].post(url(match_id)).status_code == 200
        limited = people["alice"].post(url(match_id))
        assert code_of(limited) == (429, "rate_limited")
        assert int(limited["Retry-After"]) >= 1
        # Per account, and only requests count: bob may ask, alice may still read.
        assert people["bob"].post(url(match_id)).status_code == 202
        assert people["alice"].get(url(match_id)).status_code == 200


def test_a_done_analysis_judges_every_decision_of_the_seat(
    people: dict[str, APIClient], match_id: int
) -> None:
    alice = people["alice"]
    alice.post(url(match_id))
    compute(match_id, 0)
    body = alice.get(url(match_id)).json()
    assert (body["status"], body["progress"]) == ("done", 1.0)
    result = body["result"]
    logged = list(MatchAction.objects.filter(match_id=match_id, seat=0).order_by("seq"))
    assert [d["seq"] for d in result["decisions"]] == [row.seq for row in logged]
    assert body["decisions_done"] == body["decisions_total"] == len(logged)
    assert [d["chosen"]["notation"] for d in result["decisions"]] == [r.notation for r in logged]
    searched = [d for d in result["decisions"] if d["legal_count"] > 1]
    assert searched
    assert result["iterations"] > 0
    for decision in result["decisions"]:
        assert decision["points_lost"] >= 0
        if decision["legal_count"] == 1:
            assert decision["best"] == decision["chosen"]
    flagged = [d["seq"] for d in result["decisions"] if d["mistake"]]
    assert sorted(flagged) == sorted(result["mistakes"])
    assert len(flagged) <= settings.ANALYSIS_MISTAKES
    losses = {d["seq"]: d["points_lost"] for d in result["decisions"]}
    assert [losses[seq] for seq in result["mistakes"]] == sorted(
        (losses[seq] for seq in result["mistakes"]), reverse=True
    )
    # Progress went to alice's user stream: queued, started, ..., done; none to bob.
    kinds = list(
        UserEvent.objects.filter(user__username="alice", match_id=match_id).values_list(
            "kind", flat=True
        )
    )
    assert kinds.count(UserEventKind.ANALYSIS_PROGRESS) >= 3
    assert not UserEvent.objects.filter(user__username="bob", kind="analysis_progress").exists()


def _only_seat_1_saw(match_id: int) -> set[str]:
    """Order cards seat 1 held that seat 0 never saw: in none of seat 0's views, at any seq,
    nor in any log entry as seat 0 read it."""
    match = Match.objects.get(pk=match_id)
    game = get_game(match.game)
    state = game.initial_state(match.config, match.seed)
    held: set[str] = set()
    seen_by_0: list[str] = []
    for row in MatchAction.objects.filter(match=match).order_by("seq"):
        you = game.view_for(state, 1)["you"]
        held |= {order["id"] for order in you["orders"] + you["setup_draw"]}
        seen_by_0.append(json.dumps(game.view_for(state, 0)))
        action = game.parse_action(state, row.seat, row.action)
        seen_by_0.append(json.dumps(game.describe_action(state, action, 0)))
        state = game.apply(state, action)
    seen_by_0.append(json.dumps(game.view_for(state, 0)))
    seen = "\n".join(seen_by_0)
    return {card for card in held if json.dumps(card) not in seen}


def _leaked(document: Any, cards: set[str]) -> set[str]:
    """The cards named anywhere in `document` (a value, or inside a notation)."""
    text = json.dumps(document)
    return {card for card in cards if re.search(rf"\b{re.escape(card)}\b", text)}


def test_the_analysis_of_seat_0_holds_none_of_seat_1s_hidden_cards(
    people: dict[str, APIClient], match_id: int
) -> None:
    hidden = _only_seat_1_saw(match_id)
    assert hidden, "this game must leave seat 1 with order cards seat 0 never saw"
    people["alice"].post(url(match_id))
    compute(match_id, 0)
    document = people["alice"].get(url(match_id)).json()
    assert document["status"] == "done"
    assert _leaked(document, hidden) == set()
    assert _leaked(MatchAnalysis.objects.get(match_id=match_id, seat=0).result, hidden) == set()
    # The check finds a card wherever it would be in the document: it is not vacuous.
    probe = sorted(hidden)[0]
    assert _leaked({**document, "note": f"keep_order:{probe}"}, hidden) == {probe}


def test_a_failure_is_reported_and_the_player_may_ask_again(
    people: dict[str, APIClient], match_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice = people["alice"]
    alice.post(url(match_id))

    def broken(**kwargs: Any) -> Any:
        raise RuntimeError("engine bug")

    monkeypatch.setattr(judge, "judge_seat", broken)
    analysis = MatchAnalysis.objects.get()
    assert services.analysis_compute(analysis_id=analysis.pk, run=analysis.run) == "failed"
    body = alice.get(url(match_id)).json()
    assert body["status"] == "failed"
    assert body["error"]
    assert "engine bug" not in body["error"]
    assert alice.post(url(match_id)).status_code == 202
    assert MatchAnalysis.objects.get().status == AnalysisStatus.QUEUED
