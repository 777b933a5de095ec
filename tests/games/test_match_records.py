"""Portable match records: export, import (replayed, never trusted) and match_verify --record."""

from __future__ import annotations

import copy
import json
import random
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.db import transaction

from games import selectors, services
from games.codec import game_of, load_state
from games.engine import get_game
from games.errors import ApplicationError, ErrorCode
from games.models import Match, MatchAction, MatchResult, MatchStatus, Seat, User
from games.tournaments.models import RatingUpdate
from games.tournaments.services import ratings_recompute

GAMES = ("yokohama", "shinjuku", "yamatai")
# Upper bound on decisions in a random game (Yokohama's is a few hundred); a stuck loop fails.
MAX_ACTIONS = 5000


def play_to_the_end(match: Match, users: dict[int, User], seed: int) -> Match:
    """Random legal decisions for every seat until the match is finished, through the service
    a client's submissions go through (bot seats decide here too: no task runs in these tests)."""
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        match = Match.objects.get(pk=match.pk)
        if match.status == MatchStatus.FINISHED:
            return match
        seat = match.to_move[0]
        legal = game_of(match).legal_actions(load_state(match), seat)
        services.match_action_submit(
            match_id=match.pk,
            seat_index=seat,
            action=rng.choice(legal).to_notation(),
            expected_seq=match.seq,
            user=users.get(seat),
        )
    pytest.fail(f"match {match.pk} did not finish within {MAX_ACTIONS} actions")


def finished_match(game: str, seed: int = 7) -> Match:
    alice = User.objects.create(username=f"alice-{game}")
    match = services.match_create(
        creator=alice, game=game, players=2, seed=seed, bot_seats={1: "random"}
    )
    match = play_to_the_end(match, {0: alice}, seed)
    services.match_finalize(match_id=match.pk)
    return match


def row_counts() -> tuple[int, int, int, int]:
    return (
        Match.objects.count(),
        Seat.objects.count(),
        MatchAction.objects.count(),
        MatchResult.objects.count(),
    )


def final_state(match: Match) -> dict[str, Any]:
    return game_of(match).state_to_json(load_state(match))


def record_of(match: Match) -> dict[str, Any]:
    return selectors.match_record(match=selectors.match_get(match_id=match.pk))


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAMES)
def test_an_exported_match_imports_to_the_same_result_and_verifies(
    game: str, tmp_path: Path
) -> None:
    match = finished_match(game)
    path = tmp_path / "record.json"
    call_command("match_export", str(match.pk), "--output", str(path), stderr=StringIO())
    record = json.loads(path.read_text())
    assert record["format"] == "match-record"
    assert record["format_version"] == 1
    assert record["game"] == game
    assert record["seed"] == match.seed
    assert len(record["actions"]) == match.seq
    assert [seat["holder"] for seat in record["seats"]] == ["human", "bot"]
    assert record["seats"][0]["username"] == f"alice-{game}"
    assert record["seats"][1]["bot_kind"] == "random"

    out = StringIO()
    call_command("match_import", str(path), stdout=out)
    imported = Match.objects.exclude(pk=match.pk).get()
    assert f"imported match {imported.pk} ({game}, {match.seq} actions)" in out.getvalue()
    assert imported.status == MatchStatus.FINISHED
    assert imported.seq == match.seq
    assert imported.seed == match.seed
    assert imported.config == match.config
    assert selectors.match_results(match=imported) == selectors.match_results(match=match)
    assert final_state(imported) == final_state(match)
    assert imported.finished_at == match.finished_at
    # Unlinked by default: the display names travel, the accounts do not.
    assert [(s.user_id, s.display_name) for s in imported.seats.all()] == [
        (None, f"alice-{game}"),
        (None, "Random bot 2"),
    ]
    # The log entries are those the original match wrote, hidden parts per viewer included.
    original_log = list(match.actions.values_list("notation", "public_entry", "private_entries"))
    assert list(imported.actions.values_list("notation", "public_entry", "private_entries")) == (
        original_log
    )

    out = StringIO()
    call_command("match_verify", str(imported.pk), stdout=out)
    assert "checked 1 match(es), 0 with differences" in out.getvalue()
    out = StringIO()
    call_command("match_verify", "--record", str(path), stdout=out)
    assert f"{game}, {match.seq} actions, replays to its recorded result" in out.getvalue()

    # The imported match's own record is the same document but for its id.
    again = record_of(imported)
    assert again["match_id"] == imported.pk
    for key in ("game", "options", "seed", "actions", "result", "started_at", "finished_at"):
        assert again[key] == record[key], key


@pytest.mark.django_db
def test_link_users_gives_seats_to_the_accounts_of_the_same_name_unrated(
    tmp_path: Path,
) -> None:
    alice, bob = User.objects.create(username="alice"), User.objects.create(username="bob")
    match = services.match_create(creator=alice, game="yokohama", players=2, seed=3)
    services.match_join(match_id=match.pk, user=bob)
    match = play_to_the_end(match, {0: alice, 1: bob}, seed=3)
    services.match_finalize(match_id=match.pk)
    assert RatingUpdate.objects.filter(match=match).exists()  # two accounts: rated
    path = tmp_path / "record.json"
    call_command("match_export", str(match.pk), "-o", str(path), stderr=StringIO())
    User.objects.filter(pk=bob.pk).update(username="robert")  # no "bob" here any more
    call_command("match_import", str(path), "--link-users", stdout=StringIO())

    imported = Match.objects.exclude(pk=match.pk).get()
    assert imported.imported
    assert [(s.user_id, s.display_name) for s in imported.seats.all()] == [
        (alice.pk, "alice"),
        (None, "bob"),
    ]
    assert set(imported.actions.filter(seat=0).values_list("user", flat=True)) == {alice.pk}
    assert selectors.match_list(player=alice).filter(pk=imported.pk).exists()
    # Played elsewhere: never rated, even when finalised again with every seat an account.
    Seat.objects.filter(match=imported, index=1).update(
        user=User.objects.create(username="bob-here")
    )
    services.match_finalize(match_id=imported.pk)
    assert not RatingUpdate.objects.filter(match=imported).exists()
    assert ratings_recompute(game="yokohama").consistent


@pytest.fixture(scope="module")
def _yokohama_record_once(django_db_setup: None, django_db_blocker: Any) -> dict[str, Any]:
    """One played match's record for the module (playing it costs seconds); its rows are
    rolled back, so every test starts from an empty database."""
    with django_db_blocker.unblock(), transaction.atomic():
        record = record_of(finished_match("yokohama", seed=5))
        transaction.set_rollback(True)
    return record


@pytest.fixture
def yokohama_record(_yokohama_record_once: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(_yokohama_record_once)


def refused_import(record: Any) -> ApplicationError:
    before = row_counts()
    with pytest.raises(ApplicationError) as caught:
        services.match_import(record=record)
    assert row_counts() == before, "a refused import left rows behind"
    return caught.value


@pytest.mark.django_db
def test_a_changed_result_is_refused_naming_the_difference(yokohama_record: Any) -> None:
    tampered = copy.deepcopy(yokohama_record)
    tampered["result"][0]["score"] += 1
    error = refused_import(tampered)
    assert error.code == ErrorCode.VALIDATION_ERROR
    score = yokohama_record["result"][0]["score"]
    assert f"seat 0 score: {score + 1} in the record, {score} replayed" in error.message


@pytest.mark.django_db
def test_an_illegal_action_is_refused_naming_its_seq(yokohama_record: Any) -> None:
    tampered = copy.deepcopy(yokohama_record)
    # Seq 3 made by the other seat: never its decision there, whatever the action.
    third = tampered["actions"][2]
    third["seat"] = 1 - third["seat"]
    error = refused_import(tampered)
    assert error.code == ErrorCode.ILLEGAL_ACTION
    assert error.message.startswith("Record refused: seq 3: it is not seat")
    assert error.extra["seq"] == 3


@pytest.mark.django_db
def test_an_action_the_rules_refuse_is_refused_naming_its_seq(yokohama_record: Any) -> None:
    tampered = copy.deepcopy(yokohama_record)
    # The last action made again: the game is over after it.
    tampered["actions"].append({**tampered["actions"][-1], "seq": len(tampered["actions"]) + 1})
    error = refused_import(tampered)
    assert error.code == ErrorCode.ILLEGAL_ACTION
    assert f"seq {len(tampered['actions'])}: " in error.message
    assert "the game was already over" in error.message


@pytest.mark.django_db
def test_an_action_the_rules_refuse_now_is_refused_naming_its_seq(yokohama_record: Any) -> None:
    game = get_game("yokohama")
    config = {**yokohama_record["options"], "players": 2}
    state = game.initial_state(config, yokohama_record["seed"])
    actions = yokohama_record["actions"]
    for entry in actions[:9]:
        state = game.apply(state, game.parse_action(state, entry["seat"], entry["action"]))
    # Seq 10 replaced by a later decision of the same seat that is not legal at seq 10.
    seat = actions[9]["seat"]
    legal = {action.to_notation() for action in game.legal_actions(state, seat)}
    later = next(
        entry for entry in actions[10:] if entry["seat"] == seat and entry["notation"] not in legal
    )
    tampered = copy.deepcopy(yokohama_record)
    tampered["actions"][9] = {**later, "seq": 10}
    error = refused_import(tampered)
    assert error.code in {ErrorCode.ILLEGAL_ACTION, ErrorCode.INVALID_ACTION}
    assert error.message.startswith("Record refused: seq 10: ")
    assert error.extra["seq"] == 10


@pytest.mark.django_db
def test_actions_out_of_order_are_refused_naming_the_seq(yokohama_record: Any) -> None:
    tampered = copy.deepcopy(yokohama_record)
    tampered["actions"][4], tampered["actions"][5] = (
        tampered["actions"][5],
        tampered["actions"][4],
    )
    error = refused_import(tampered)
    assert "actions[4].seq is 6, expected 5" in error.message
    assert error.extra["seq"] == 5


@pytest.mark.django_db
def test_a_notation_that_is_not_the_actions_is_refused(yokohama_record: Any) -> None:
    tampered = copy.deepcopy(yokohama_record)
    tampered["actions"][0]["notation"] = tampered["actions"][1]["notation"] + "x"
    error = refused_import(tampered)
    assert error.message.startswith("Record refused: seq 1: the notation")


@pytest.mark.django_db
def test_a_record_cut_short_is_refused(yokohama_record: Any) -> None:
    tampered = copy.deepcopy(yokohama_record)
    del tampered["actions"][-1]
    error = refused_import(tampered)
    assert f"the actions end at seq {len(tampered['actions'])} before the game is over" in (
        error.message
    )


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format_version": 2}, "format_version 2 is not supported (this server reads version 1)"),
        ({"format_version": True}, "format_version True is not supported"),
        ({"format": "chess-pgn"}, "format is 'chess-pgn', not 'match-record'"),
        ({"game": "chess"}, "this server hosts no game 'chess'"),
        ({"seed": -1}, "seed is not an integer"),
        ({"seats": []}, "seats is not a list of 2 seats"),
        ({"actions": {}}, "actions is not a list"),
        ({"result": None}, "result is not a list of 2 seat results"),
        ({"colour": "red"}, "the record has unknown keys ['colour']"),
        ({"finished_at": "yesterday"}, "finished_at is not an ISO 8601 date and time"),
    ],
)
def test_bad_shapes_are_refused_with_what_is_wrong(
    yokohama_record: Any, change: dict[str, Any], message: str
) -> None:
    error = refused_import({**yokohama_record, **change})
    assert error.code == ErrorCode.VALIDATION_ERROR
    assert message in error.message


@pytest.mark.django_db
def test_a_record_that_is_not_an_object_is_refused() -> None:
    assert "the record is not a JSON object" in refused_import([1, 2]).message


@pytest.mark.django_db
def test_the_commands_refuse_with_a_non_zero_exit_and_write_nothing(
    yokohama_record: Any, tmp_path: Path
) -> None:
    tampered = copy.deepcopy(yokohama_record)
    tampered["result"][1]["rank"] = 3 - tampered["result"][1]["rank"]
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(tampered))
    before = row_counts()
    with pytest.raises(CommandError, match=r"validation_error: Record refused: .*seat 1 rank"):
        call_command("match_import", str(path), stdout=StringIO())
    assert row_counts() == before

    out = StringIO()
    with pytest.raises(CommandError, match="1 record"):
        call_command("match_verify", "--record", str(path), stdout=out)
    assert f"record {path}: Record refused: the result differs" in out.getvalue()
    assert "checked 1 record(s), 1 with differences" in out.getvalue()

    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json")
    with pytest.raises(CommandError, match="is not a JSON document"):
        call_command("match_import", str(garbage), stdout=StringIO())
    with pytest.raises(CommandError, match="cannot read"):
        call_command("match_import", str(tmp_path / "missing.json"), stdout=StringIO())
    assert row_counts() == before


@pytest.mark.django_db
def test_export_refuses_a_match_in_play_and_an_unknown_one() -> None:
    alice = User.objects.create(username="alice")
    match = services.match_create(
        creator=alice, game="yokohama", players=2, seed=1, bot_seats={1: "random"}
    )
    with pytest.raises(CommandError, match=r"match_not_finished: Match \d+ is active"):
        call_command("match_export", str(match.pk), stdout=StringIO())
    with pytest.raises(CommandError, match="not_found"):
        call_command("match_export", "999999", stdout=StringIO())
