"""match_export (GET /matches/<id>/record): a finished match's portable record, refused before."""

from __future__ import annotations

import random
from typing import Any

from api.serializers import MatchRecordOutput, RecordActionOutput, RecordSeatOutput
from games import selectors, services
from games.codec import game_of, load_state
from games.errors import ErrorCode
from games.models import Match, MatchStatus
from tests.api.helpers import create_match, play_random_to_end
from tests.conftest import wait_for


def final_state(match: Match) -> dict[str, Any]:
    return game_of(match).state_to_json(load_state(match))


def test_a_bot_match_played_to_the_end_exports_and_imports_to_the_same_result(
    task_runner: Any, client_for: Any
) -> None:
    match = services.match_create(
        creator=None,
        game="yokohama",
        players=2,
        seed=21,
        bot_seats={0: "random", 1: "greedy"},
        join=False,
    )
    wait_for(lambda: Match.objects.get(pk=match.pk).status == MatchStatus.FINISHED, timeout=240)
    task_runner()

    response = client_for(None).get(f"/api/v1/matches/{match.pk}/record")
    assert response.status_code == 200
    record = response.json()
    # Every field but `chat`, which comes only with ?include_chat=true (tests/chat).
    assert set(record) == set(MatchRecordOutput().fields) - {"chat"}
    assert set(record["seats"][0]) == set(RecordSeatOutput().fields)
    assert set(record["actions"][0]) == set(RecordActionOutput().fields)
    finished = Match.objects.get(pk=match.pk)
    assert record["match_id"] == match.pk
    assert [seat["bot_kind"] for seat in record["seats"]] == ["random", "greedy"]
    assert [a["seq"] for a in record["actions"]] == list(range(1, finished.seq + 1))
    assert record["result"] == selectors.match_results(match=finished)

    imported = services.match_import(record=record)
    assert selectors.match_results(match=imported) == record["result"]
    assert final_state(imported) == final_state(finished)


def test_it_refuses_a_match_waiting_or_in_play_and_an_unknown_one(
    make_user: Any, client_for: Any
) -> None:
    _, token = make_user("record_a")
    alice = client_for(token)
    waiting = create_match(alice, players=2)["id"]
    playing = create_match(alice, players=2, bots=[{"seat": 1, "kind": "random"}])["id"]
    for match_id, status in ((waiting, "waiting"), (playing, "active")):
        # The seated player is refused too: a live match's record would show hidden cards.
        response = alice.get(f"/api/v1/matches/{match_id}/record")
        assert response.status_code == 409
        assert response["Content-Type"].startswith("application/problem+json")
        problem = response.json()
        assert problem["code"] == ErrorCode.MATCH_NOT_FINISHED
        assert f"Match {match_id} is {status}" in problem["detail"]
    response = client_for(None).get("/api/v1/matches/999999/record")
    assert response.status_code == 404
    assert response.json()["code"] == ErrorCode.NOT_FOUND


def test_a_finished_match_record_is_the_same_for_everyone(make_user: Any, client_for: Any) -> None:
    _, token_a = make_user("record_b")
    _, token_b = make_user("record_c")
    alice, bob = client_for(token_a), client_for(token_b)
    match_id = create_match(alice, players=2, seed=5)["id"]
    assert bob.post(f"/api/v1/matches/{match_id}/join", {}, format="json").status_code == 200
    play_random_to_end(match_id, {0: alice, 1: bob}, random.Random(9))
    as_alice = alice.get(f"/api/v1/matches/{match_id}/record").json()
    assert as_alice == bob.get(f"/api/v1/matches/{match_id}/record").json()
    assert as_alice == client_for(None).get(f"/api/v1/matches/{match_id}/record").json()
    assert [seat["username"] for seat in as_alice["seats"]] == ["record_b", "record_c"]
    # Every action in full, the seats' secret choices included: the game is over.
    logged = list(Match.objects.get(pk=match_id).actions.values_list("action", flat=True))
    assert [a["action"] for a in as_alice["actions"]] == logged
