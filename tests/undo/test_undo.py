"""Taking back a decision (issue 28), over HTTP, in every hosted game."""

from __future__ import annotations

import random
from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command

from games import replay, selectors, services
from games.codec import game_of, load_state
from games.engine import get_game
from games.errors import ApplicationError
from games.models import Match, MatchAction, MatchStatus
from games.records import build_record, replay_record
from games.tournaments import services as tournament_services
from tests.conftest import unless_soak
from tests.undo.helpers import (
    GAMES,
    Table,
    advance,
    last_seat,
    log_after,
    new_table,
    position,
    revealing,
    submit,
    turn_start_with_two_quiet,
    undo,
    views,
)

pytestmark = [pytest.mark.django_db, pytest.mark.parametrize("game", GAMES)]


def problem(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.json()
    body = dict(response.json())
    assert body["code"] == code, body
    return body


def test_a_quiet_decision_is_taken_back(game: str, make_user: Any, client_for: Any) -> None:
    table = new_table(game, make_user, client_for)
    first, _ = advance(table, turn_start_with_two_quiet)
    seat, before, seq = first.seat, views(table), table.seq()
    legal_before = (
        table.clients[first.seat]
        .get(f"/api/v1/matches/{table.match_id}/legal-actions")
        .json()["actions"]
    )
    submit(table, seat, first)
    assert views(table) != before  # the decision changed something to take back

    response = undo(table, seat)

    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["seq"] == seq + 2 == table.seq()
    assert body["entry"]["kind"] == "undo"
    assert body["entry"]["undoes"] == [seq + 1]
    assert seat in body["to_move"]
    assert body["legal_actions"] == legal_before
    assert views(table) == before
    for entries in log_after(table, seq):  # every seat and the spectator see both rows
        assert [entry["kind"] for entry in entries][-1] == "undo"
        assert entries[-1] == {**body["entry"], "created_at": entries[-1]["created_at"]}
        assert entries[-1]["text"] == f"Seat {seat} took back a decision"
    row = MatchAction.objects.get(match_id=table.match_id, seq=seq + 2)
    assert (row.action, row.notation) == ({"kind": "undo", "undoes": [seq + 1]}, "undo")


def test_back_to_the_start_of_the_turn(game: str, make_user: Any, client_for: Any) -> None:
    table = new_table(game, make_user, client_for)
    first, second = advance(table, turn_start_with_two_quiet)
    seat, start, seq = first.seat, views(table), table.seq()
    submit(table, seat, first)
    submit(table, seat, second)

    response = undo(table, seat, to_seq=seq)

    assert response.status_code == 201, response.json()
    assert response.json()["entry"]["undoes"] == [seq + 1, seq + 2]
    assert response.json()["entry"]["text"] == f"Seat {seat} took back 2 decisions"
    assert views(table) == start
    _verify(table)


def test_one_at_a_time_then_replayed_alike(game: str, make_user: Any, client_for: Any) -> None:
    table = new_table(game, make_user, client_for)
    first, second = advance(table, turn_start_with_two_quiet)
    seat, start = first.seat, views(table)
    submit(table, seat, first)
    after_first = views(table)
    submit(table, seat, second)

    assert undo(table, seat).status_code == 201
    assert views(table) == after_first
    # Its own take-back does not end the seat's run of decisions.
    assert undo(table, seat).status_code == 201
    assert views(table) == start
    problem(undo(table, seat), 409, "nothing_to_undo")
    _verify(table)


def test_refused_after_a_revealing_decision(game: str, make_user: Any, client_for: Any) -> None:
    table = new_table(game, make_user, client_for)
    action = advance(table, lambda t: revealing(*position(t)))
    submit(table, action.seat, action)
    seq, seen = table.seq(), views(table)

    body = problem(undo(table, action.seat), 409, "undo_not_allowed")

    assert body["reason"] == "revealed"
    assert body["revealed"] == [seq]
    assert table.seq() == seq
    assert views(table) == seen


def test_refused_on_another_seats_decision_and_after_it(
    game: str, make_user: Any, client_for: Any
) -> None:
    table = new_table(game, make_user, client_for)
    first, _ = advance(table, turn_start_with_two_quiet)
    seat, seq = first.seat, table.seq()
    other = 1 - seat
    assert last_seat(table) == other
    # The other seat's own last decision: its turn passed, this seat is to move.
    problem(undo(table, other), 409, "nothing_to_undo")
    submit(table, seat, first)
    # This seat's decision is not the other's to take back.
    problem(undo(table, other), 409, "nothing_to_undo")
    # Nor can this seat go back before the other seat's decision.
    body = problem(undo(table, seat, to_seq=seq - 1), 400, "validation_error")
    assert "to_seq" in body["errors"]
    assert table.seq() == seq + 1


def test_refused_with_a_stale_seq(game: str, make_user: Any, client_for: Any) -> None:
    table = new_table(game, make_user, client_for)
    first, _ = advance(table, turn_start_with_two_quiet)
    submit(table, first.seat, first)
    seq = table.seq()

    body = problem(undo(table, first.seat, expected_seq=seq - 1), 409, "stale_state")

    assert body["current_seq"] == seq
    assert table.seq() == seq


def test_refused_when_the_option_is_off(game: str, make_user: Any, client_for: Any) -> None:
    table = new_table(game, make_user, client_for, undo=False)
    assert table.clients[0].get(f"/api/v1/matches/{table.match_id}").json()["undo"] is False
    first, _ = advance(table, turn_start_with_two_quiet)
    submit(table, first.seat, first)
    seq = table.seq()

    body = problem(undo(table, first.seat), 409, "undo_not_allowed")

    assert body["reason"] == "option_off"
    assert table.seq() == seq


def test_refused_to_outsiders_and_spectators(game: str, make_user: Any, client_for: Any) -> None:
    table = new_table(game, make_user, client_for)
    assert table.clients[0].get(f"/api/v1/matches/{table.match_id}").json()["undo"] is True
    outsider = client_for(make_user("outsider")[1])
    url = f"/api/v1/matches/{table.match_id}/undo"
    problem(outsider.post(url, {"expected_seq": 0}, format="json"), 403, "not_seated")
    problem(table.spectator.post(url, {"expected_seq": 0}, format="json"), 401, "not_authenticated")
    Match.objects.filter(pk=table.match_id).update(private=True)
    problem(outsider.post(url, {"expected_seq": 0}, format="json"), 404, "not_found")


def test_refused_in_a_tournament_match(game: str, make_user: Any, client_for: Any) -> None:
    users = [make_user(f"entrant{i}") for i in range(2)]
    tournament = tournament_services.tournament_create(
        name="Cup", game=game, table_size=2, rounds=1, seed=7
    )
    for user, _ in users:
        tournament_services.tournament_register(tournament_id=tournament.pk, user=user)
    tournament_services.tournament_round_start(tournament_id=tournament.pk)
    match = Match.objects.get(tournament_table__round__tournament=tournament)
    assert match.undo is False
    assert match.status == MatchStatus.ACTIVE
    by_user = {seat.user_id: seat.index for seat in match.seats.all()}
    clients = [client_for(token) for _, token in users]
    table = Table(
        match_id=match.pk,
        clients=[clients[0], clients[1]] if by_user[users[0][0].pk] == 0 else clients[::-1],
        spectator=client_for(None),
    )
    first, _ = advance(table, turn_start_with_two_quiet)
    submit(table, first.seat, first)

    body = problem(undo(table, first.seat), 409, "undo_not_allowed")

    assert body["reason"] == "option_off"


@pytest.mark.soak_sampled
def test_a_finished_match_with_take_backs_replays_to_its_result(
    game: str, make_user: Any, client_for: Any
) -> None:
    unless_soak(game == "shinjuku")  # the shortest random game of the three
    table = new_table(game, make_user, client_for)
    undone = _play_to_end_taking_back(table, random.Random(5))
    match = table.match()
    assert match.status == MatchStatus.FINISHED
    assert undone

    record = selectors.match_record(match=match)
    undo_rows = [a for a in record["actions"] if a["notation"] == "undo"]
    assert len(undo_rows) == len(undone)
    replayed = replay_record(record, bot_kinds=())
    assert [[r.seat, r.score, r.rank] for r in replayed.outcome.results] == [
        [r["seat"], r["score"], r["rank"]] for r in selectors.match_results(match=match)
    ]
    assert match.state is not None
    assert replayed.final_state == bytes(match.state)
    _verify(table)
    # The view at the take-back's seq is the view before the decisions it took back (each
    # view replays the log from the seed: one take-back is enough to check, and cheap).
    for row in undo_rows[:1]:
        undoes = row["action"]["undoes"]
        for viewer in (0, 1, None):
            at_undo = selectors.match_view_at(match=match, seq=row["seq"], viewer=viewer)
            before = selectors.match_view_at(match=match, seq=undoes[0] - 1, viewer=viewer)
            assert at_undo == before
        assert selectors.match_view_at(
            match=match, seq=row["seq"] - 1, viewer=None
        ) != selectors.match_view_at(match=match, seq=row["seq"], viewer=None)


def test_a_record_that_takes_back_a_revealing_decision_is_refused(game: str) -> None:
    engine = get_game(game)
    config = engine.normalize_config(players=2, options={})
    state = engine.initial_state(config, 7)
    actions: list[dict[str, Any]] = []
    while True:  # each seat's first legal decision, up to one that reveals and keeps it to move
        seat = engine.current_seats(state)[0]
        action = engine.legal_actions(state, seat)[0]
        after = engine.apply(state, action)
        actions.append({"seq": len(actions) + 1, "seat": seat, "action": action.to_json()})
        if engine.reveals(state, action, after) and seat in engine.current_seats(after):
            break
        state = after
        assert len(actions) < 2000, "no revealing decision met"
    taken_back = actions[-1]["seq"]
    forged = [
        *actions,
        {"seq": taken_back + 1, "seat": seat, "action": replay.undo_json([taken_back])},
    ]
    record = build_record(
        match_id=1,
        game=game,
        config=config,
        seed=7,
        started_at=None,
        finished_at=None,
        seats=[
            {
                "index": i,
                "holder": "human",
                "username": None,
                "bot_kind": None,
                "display_name": f"p{i}",
            }
            for i in range(2)
        ],
        actions=forged,
        result=[{"seat": i, "score": 0, "rank": 1, "breakdown": {}} for i in range(2)],
    )
    with pytest.raises(ApplicationError, match=f"seq {taken_back} revealed hidden information"):
        replay_record(record, bot_kinds=())


def _play_to_end_taking_back(table: Table, rng: random.Random) -> list[int]:
    """Random decisions to the end; after a decision its seat takes it back whenever it may
    (about one time in three). Returns the seqs taken back."""
    undone: list[int] = []
    for _ in range(20_000):
        match = table.match()
        if match.status != MatchStatus.ACTIVE:
            return undone
        game, state, seat = position(table)
        action = rng.choice(game.legal_actions(state, seat))
        services.match_action_submit(  # the service, not HTTP: a whole game is long
            match_id=table.match_id,
            seat_index=seat,
            action=action.to_notation(),
            expected_seq=match.seq,
        )
        if rng.random() < 0.33:
            response = undo(table, seat)
            if response.status_code == 201:
                undone += response.json()["entry"]["undoes"]
                # Take-backs are not forced: replay the same decision or another one.
            else:
                assert response.json()["code"] in {
                    "undo_not_allowed",
                    "nothing_to_undo",
                    "match_not_active",
                }
    raise AssertionError("the match did not end")


def _verify(table: Table) -> None:
    """match_verify rebuilds the cached state from the log, take-backs included."""
    out = StringIO()
    call_command("match_verify", str(table.match_id), stdout=out)
    assert "0 with differences" in out.getvalue()
    match = table.match()
    game = game_of(match)
    rebuilt = replay.replay_rows(game, match.config, match.seed, match.actions.order_by("seq"))
    assert game.state_to_json(rebuilt) == game.state_to_json(load_state(match))
