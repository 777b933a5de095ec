"""Organisers run tournaments in the Django admin (staff in the organisers group)."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.models import Group
from django.test import Client

from games import services as match_services
from games.models import Match, MatchStatus, Seat, User
from games.tournaments import services
from games.tournaments.models import (
    ORGANISERS_GROUP,
    Entrant,
    EntrantStatus,
    Table,
    Tournament,
    TournamentStatus,
)
from tests.tournaments.conftest import finish_match, finish_round

pytestmark = pytest.mark.django_db


@pytest.fixture
def organiser(db: None) -> Client:
    user = User.objects.create_user("olga", password="organiser-pass", is_staff=True)
    user.groups.add(Group.objects.get(name=ORGANISERS_GROUP))
    client = Client()
    client.force_login(user)
    return client


def messages_of(response: Any) -> list[str]:
    return [str(m) for m in response.context["messages"]]


def run_action(client: Client, url: str, action: str, *pks: int) -> Any:
    data = {"action": action, "_selected_action": [str(pk) for pk in pks], "index": "0"}
    return client.post(url, data, follow=True)


TOURNAMENTS = "/admin/tournaments/tournament/"


def test_an_organiser_creates_a_tournament(organiser: Client) -> None:
    form = {
        "name": "Spring open",
        "game": "yokohama",
        "format": "swiss",
        "table_size": "3",
        "rounds": "3",
        "options": '{"edition": "original"}',
        "decision_seconds": "60",
        "autoplay_kind": "random",
        "max_timeouts": "2",
        "rated": "on",
        "seed": "",
    }
    response = organiser.post(f"{TOURNAMENTS}add/", form)
    assert response.status_code == 302, response.content.decode()[-2000:]
    tournament = Tournament.objects.get(name="Spring open")
    assert tournament.created_by is not None
    assert tournament.created_by.username == "olga"
    assert (tournament.table_size, tournament.rounds, tournament.decision_seconds) == (3, 3, 60)
    assert tournament.options["edition"] == "original"
    assert tournament.status == TournamentStatus.REGISTRATION
    # Settings are checked by the same service validation: a 5-seat table is refused.
    response = organiser.post(f"{TOURNAMENTS}add/", {**form, "name": "Big", "table_size": "5"})
    assert response.status_code == 200
    assert not Tournament.objects.filter(name="Big").exists()
    response = organiser.post(f"{TOURNAMENTS}add/", {**form, "name": "X", "options": '{"a": 1}'})
    assert "invalid_config" in response.content.decode()


def test_an_organiser_registers_people_and_server_bots(
    organiser: Client, bots_tournament: Callable[..., Tournament], make_user: Any
) -> None:
    tournament = bots_tournament(0 + 1)
    url = f"{TOURNAMENTS}{tournament.pk}/register/"
    assert organiser.get(url).status_code == 200
    response = organiser.post(url, {"bot_kind": "greedy", "bot_count": "3"}, follow=True)
    assert "3 greedy bot(s) registered." in messages_of(response)
    make_user("alice")
    response = organiser.post(url, {"username": "Alice", "bot_count": "1"}, follow=True)
    assert "alice registered." in messages_of(response)
    response = organiser.post(url, {"username": "alice", "bot_count": "1"}, follow=True)
    assert any("[already_registered]" in m for m in messages_of(response))
    response = organiser.post(url, {"username": "nobody", "bot_count": "1"})
    assert "There is no account with this username." in response.content.decode()
    kinds = list(tournament.entrants.order_by("number").values_list("bot_kind", flat=True))
    assert kinds == ["random", "greedy", "greedy", "greedy", ""]


def test_pairing_and_starting_rounds_from_the_admin(
    organiser: Client, bots_tournament: Callable[..., Tournament]
) -> None:
    tournament = bots_tournament(5, table_size=2, rounds=2)
    response = run_action(organiser, TOURNAMENTS, "start_next_round", tournament.pk)
    assert f"{tournament}: round 1 started." in messages_of(response)
    response = run_action(organiser, TOURNAMENTS, "start_next_round", tournament.pk)
    assert any("[round_in_progress]" in m for m in messages_of(response))
    page = organiser.get(f"{TOURNAMENTS}{tournament.pk}/change/").content.decode()
    assert "Standings" in page
    assert "bot-random-05" in page
    assert "match " in page
    finish_round(tournament, lambda number, size: [20, 10])
    response = run_action(organiser, TOURNAMENTS, "verify_standings", tournament.pk)
    assert f"{tournament}: standings match the stored results." in messages_of(response)
    response = run_action(organiser, TOURNAMENTS, "start_next_round", tournament.pk)
    assert f"{tournament}: round 2 started." in messages_of(response)


def test_standings_export_as_csv_from_the_admin(
    organiser: Client, bots_tournament: Callable[..., Tournament]
) -> None:
    tournament = bots_tournament(4, table_size=4)
    services.tournament_round_start(tournament_id=tournament.pk)
    finish_round(tournament, lambda number, size: [4, 3, 2, 1])
    data = {"action": "export_standings_csv", "_selected_action": [str(tournament.pk)]}
    response = organiser.post(TOURNAMENTS, {**data, "index": "0"})
    assert response["Content-Type"] == "text/csv"
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert [r["rank"] for r in rows] == ["1", "2", "3", "4"]
    assert [r["points"] for r in rows] == ["6", "4", "2", "0"]


def test_withdrawing_an_entrant_from_the_admin(
    organiser: Client, bots_tournament: Callable[..., Tournament]
) -> None:
    tournament = bots_tournament(4, table_size=2)
    services.tournament_round_start(tournament_id=tournament.pk)
    entrant = tournament.entrants.get(number=2)
    response = run_action(organiser, "/admin/tournaments/entrant/", "withdraw", entrant.pk)
    assert "1 entrant(s) withdrawn." in messages_of(response)
    entrant.refresh_from_db()
    assert entrant.status == EntrantStatus.WITHDRAWN


def test_repairing_a_table_from_the_admin(
    organiser: Client, bots_tournament: Callable[..., Tournament]
) -> None:
    tournament = bots_tournament(4, table_size=4)
    services.tournament_round_start(tournament_id=tournament.pk)
    table = tournament.tables.get()
    old = table.match_id
    response = run_action(organiser, "/admin/tournaments/table/", "repair", table.pk)
    assert f"{table}: restarted." in messages_of(response)
    table.refresh_from_db()
    assert table.match_id != old
    assert Match.objects.get(pk=old).status == MatchStatus.ABORTED


def test_matches_filter_by_tournament_and_take_organiser_actions(
    organiser: Client, bots_tournament: Callable[..., Tournament], make_user: Any
) -> None:
    tournament = bots_tournament(4, table_size=2)
    services.tournament_round_start(tournament_id=tournament.pk)
    alice, _ = make_user("alice")
    bob, _ = make_user("bob")
    casual = match_services.match_create(creator=alice, game="yokohama", players=2, seed=1)
    match_services.match_join(match_id=casual.pk, user=bob)
    page = organiser.get(f"/admin/games/match/?tournament={tournament.pk}")
    shown = {m.pk for m in page.context["cl"].result_list}
    assert shown == set(Table.objects.filter(tournament=tournament).values_list("match", flat=True))
    page = organiser.get("/admin/games/match/?tournament=none")
    assert {m.pk for m in page.context["cl"].result_list} == {casual.pk}
    page = organiser.get(
        f"/admin/games/match/?status=active&game=yokohama&tournament={tournament.pk}"
    )
    assert len(page.context["cl"].result_list) == 2
    # A stalled match is finished by the auto-play bot.
    response = run_action(organiser, "/admin/games/match/", "force_finish", casual.pk)
    assert f"match {casual.pk}: the auto-play bot finishes it." in messages_of(response)
    assert set(Seat.objects.filter(match=casual).values_list("bot_kind", flat=True)) == {"random"}
    # Re-running finalisation of a finished table changes nothing and says so.
    table = tournament.tables.order_by("number").first()
    assert table is not None
    finish_match(table.match_id, [30, 20])
    before = list(Entrant.objects.values_list("pk", "points", "rank"))
    response = run_action(organiser, "/admin/games/match/", "refinalize", table.match_id)
    assert f"match {table.match_id}: finalised." in messages_of(response)
    assert list(Entrant.objects.values_list("pk", "points", "rank")) == before
    response = run_action(organiser, "/admin/games/match/", "refinalize", casual.pk)
    assert f"match {casual.pk}: not finished; nothing to finalise." in messages_of(response)
    # The detail page shows seats, results and the read-only log inline.
    page = organiser.get(f"/admin/games/match/{table.match_id}/change/")
    assert page.status_code == 200
    assert "Match results" in page.content.decode()


def test_staff_outside_the_group_cannot_run_tournaments(
    bots_tournament: Callable[..., Tournament],
) -> None:
    tournament = bots_tournament(4, table_size=4)
    user = User.objects.create_user("stan", password="staff-pass", is_staff=True)
    client = Client()
    client.force_login(user)
    assert client.get(TOURNAMENTS).status_code == 403
    assert client.get(f"{TOURNAMENTS}{tournament.pk}/register/").status_code == 403
    run_action(client, TOURNAMENTS, "start_next_round", tournament.pk)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.REGISTRATION


def test_organisers_cannot_edit_or_delete_matches(organiser: Client, make_user: Any) -> None:
    alice, _ = make_user("alice")
    match = match_services.match_create(creator=alice, game="yokohama", players=2, seed=1)
    response = organiser.post(f"/admin/games/match/{match.pk}/change/", {"status": "aborted"})
    assert response.status_code == 403
    assert organiser.get(f"/admin/games/match/{match.pk}/delete/").status_code == 403
