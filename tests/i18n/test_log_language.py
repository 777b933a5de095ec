"""The action log speaks its reader's language: an entry is stored with its English template
and arguments, and its `text` is rendered when read (the log, a submit's answer, the long
poll, the streams), in German and Korean as in English. Only `text` changes: `kind`,
`notation`, `seat`, `seq`, `public` and `created_at` are the same in every language, the
entry has exactly the fields it always had, a card hidden from a viewer appears in none of
their texts, and an entry stored before templates keeps its stored English text."""

from __future__ import annotations

import random
from typing import Any

import orjson
import pytest
from django.utils import translation
from rest_framework.test import APIClient

from games.engine.i18n import render_entry, render_text
from games.events import LogRow
from games.models import MatchAction
from tests.api.helpers import create_match

LANGUAGES = ("en", "de", "ko")
ENTRY_FIELDS = {"seq", "seat", "created_at", "kind", "text", "notation", "public"}
MACHINE_FIELDS = ("seq", "seat", "created_at", "kind", "notation", "public")
SEAT_WORD = {"en": "Seat 0", "de": "Platz 0", "ko": "0번 자리"}
# Decisions worth reaching when offered: those with an entry hidden from the other viewers
# (Yokohama's order kept at setup, Yamatai's tiles put back after a look). Every Shinjuku
# decision is public (games/shinjuku/views.py), so its log has no private entry to check.
PRIVATE_KINDS = {"yokohama": ("keep_order",), "shinjuku": (), "yamatai": ("put_top", "put_bottom")}
PREFERRED = ("keep_order", "fleet:3", "peek", "put_top", "put_bottom")
ACTIONS = 60


def _play(game: str, make_user: Any, client_for: Any) -> tuple[int, list[APIClient]]:
    """A two-seat match of `game` played ACTIONS decisions (or to its end), every seat
    taking a decision that hides something whenever it is offered one."""
    clients = [client_for(make_user(f"{game[:4]}{seat}")[1]) for seat in range(2)]
    match_id = create_match(clients[0], game=game, players=2, seed=7)["id"]
    assert clients[1].post(f"/api/v1/matches/{match_id}/join", format="json").status_code == 200
    rng = random.Random(7)
    for _ in range(ACTIONS):
        match = clients[0].get(f"/api/v1/matches/{match_id}").json()
        if match["status"] != "active":
            break
        seat = match["to_move"][0]
        legal = clients[seat].get(f"/api/v1/matches/{match_id}/legal-actions").json()["actions"]
        notations = [a["notation"] for a in legal]
        preferred = [n for n in notations if n.startswith(PREFERRED)]
        choice = rng.choice(preferred or notations)
        answer = clients[seat].post(
            f"/api/v1/matches/{match_id}/actions",
            {"expected_seq": match["seq"], "action": choice},
            format="json",
        )
        assert answer.status_code == 201, answer.json()
    return match_id, clients


def _log(client: APIClient, match_id: int, language: str) -> list[dict[str, Any]]:
    response = client.get(
        f"/api/v1/matches/{match_id}/actions?after=0", HTTP_ACCEPT_LANGUAGE=language
    )
    assert response.status_code == 200, response.json()
    assert response["Content-Language"] == language
    return list(response.json()["results"])


def _readers(clients: list[APIClient]) -> dict[str, APIClient]:
    return {"seat 0": clients[0], "seat 1": clients[1], "spectator": APIClient()}


@pytest.mark.django_db
@pytest.mark.parametrize("game", ["yokohama", "shinjuku", "yamatai"])
def test_log_entries_are_read_in_german_and_korean(
    game: str, make_user: Any, client_for: Any
) -> None:
    match_id, clients = _play(game, make_user, client_for)
    stored = {row.seq: row for row in MatchAction.objects.filter(match_id=match_id)}
    private_seen = set()
    for reader, client in _readers(clients).items():
        logs = {language: _log(client, match_id, language) for language in LANGUAGES}
        assert len(logs["en"]) == len(stored)
        for entries in zip(*(logs[language] for language in LANGUAGES), strict=True):
            english, german, korean = entries
            for entry in entries:
                # Exactly the fields the entry always had: the stored-only keys left out.
                assert set(entry) == ENTRY_FIELDS, entry
                for name in MACHINE_FIELDS:
                    assert entry[name] == english[name], (reader, name)
            row = stored[english["seq"]]
            # English reads as it was stored when the action was played.
            shown = row.public_entry
            if reader.startswith("seat ") and reader[5:] in row.private_entries:
                shown = row.private_entries[reader[5:]]
            assert english["text"] == shown["text"]
            assert german["text"] != english["text"], german
            assert korean["text"] != english["text"], korean
            assert english["text"].startswith(f"Seat {english['seat']} ")
            assert f"Platz {english['seat']}" in german["text"], german
            assert f"{english['seat']}번 자리" in korean["text"], korean
            if not english["public"]:
                private_seen.add(english["kind"])
    assert private_seen == set(PRIVATE_KINDS[game]) & private_seen
    if game == "yokohama":
        assert private_seen == {"keep_order"}


@pytest.mark.django_db
def test_yokohama_texts_in_each_language_and_words_translated(
    make_user: Any, client_for: Any
) -> None:
    match_id, _ = _play("yokohama", make_user, client_for)
    spectator = APIClient()
    logs = {language: _log(spectator, match_id, language) for language in LANGUAGES}
    first = {language: logs[language][0]["text"] for language in LANGUAGES}
    assert first == {
        "en": "Seat 0 kept one of two order cards",
        "de": "Platz 0 behielt eine von zwei Auftragskarten",
        "ko": "0번 자리이(가) 주문 카드 두 장 중 한 장을 가졌습니다",
    }
    # The words an entry names (areas, goods, pieces) are translated too.
    placed = [i for i, entry in enumerate(logs["en"]) if entry["kind"] in ("place", "pair")]
    assert placed, logs["en"]
    row = MatchAction.objects.get(match_id=match_id, seq=logs["en"][placed[0]]["seq"])
    area = row.public_entry["text_args"]["a0"]
    assert "word" in area, area
    with translation.override("de"):
        german_area = translation.gettext(area["word"])
    assert german_area != area["word"]
    assert german_area in logs["de"][placed[0]]["text"]
    assert area["word"] not in logs["ko"][placed[0]]["text"]


@pytest.mark.django_db
@pytest.mark.parametrize("game", ["yokohama", "yamatai"])
def test_a_hidden_card_is_in_no_other_viewers_text_in_any_language(
    game: str, make_user: Any, client_for: Any
) -> None:
    match_id, clients = _play(game, make_user, client_for)
    hidden = [row for row in MatchAction.objects.filter(match_id=match_id) if row.private_entries]
    assert hidden, f"no decision of {game} with a private entry was played"
    readers = _readers(clients)
    for row in hidden:
        card = str(row.notation.split(":")[1])  # the kept order, the tile put back
        others = [name for name in readers if name != f"seat {row.seat}"]
        for language in LANGUAGES:
            own = _log(readers[f"seat {row.seat}"], match_id, language)[row.seq - 1]
            assert card in own["text"], own
            assert own["notation"] == row.notation
            for name in others:
                entry = _log(readers[name], match_id, language)[row.seq - 1]
                assert card not in entry["text"], (name, language, entry)
                assert entry["notation"] is None
                assert card not in orjson.dumps(entry).decode()


@pytest.mark.django_db
def test_an_entry_stored_before_templates_keeps_its_english_text(
    make_user: Any, client_for: Any
) -> None:
    match_id, clients = _play("shinjuku", make_user, client_for)
    row = MatchAction.objects.get(match_id=match_id, seq=1)
    old = {key: value for key, value in row.public_entry.items() if key in ENTRY_FIELDS} | {
        "text": "Seat 0 did something the old way"
    }
    row.public_entry = old
    row.save(update_fields=["public_entry"])
    for language in LANGUAGES:
        entry = _log(clients[1], match_id, language)[0]
        assert entry["text"] == "Seat 0 did something the old way"
        assert set(entry) == ENTRY_FIELDS
    assert render_entry(old) == old
    with translation.override("ko"):
        assert render_text(old) == old["text"]


@pytest.mark.django_db(transaction=True)  # the long poll reads in a thread of its own
def test_a_submit_answer_and_the_long_poll_speak_the_request_language(
    make_user: Any, client_for: Any
) -> None:
    clients = [client_for(make_user(f"sub{seat}")[1]) for seat in range(2)]
    match_id = create_match(clients[0], game="shinjuku", players=2, seed=3)["id"]
    clients[1].post(f"/api/v1/matches/{match_id}/join", format="json")
    match = clients[0].get(f"/api/v1/matches/{match_id}").json()
    seat = match["to_move"][0]
    legal = clients[seat].get(f"/api/v1/matches/{match_id}/legal-actions").json()["actions"]
    answer = clients[seat].post(
        f"/api/v1/matches/{match_id}/actions",
        {"expected_seq": 0, "action": legal[0]["notation"]},
        format="json",
        HTTP_ACCEPT_LANGUAGE="de",
        HTTP_IDEMPOTENCY_KEY="once",
    )
    assert answer.status_code == 201, answer.json()
    entry = answer.json()["entry"]
    assert set(entry) == ENTRY_FIELDS
    assert entry["text"].startswith(f"Platz {seat} "), entry
    # The replay of the same request, in Korean: the stored answer, its text in Korean.
    again = clients[seat].post(
        f"/api/v1/matches/{match_id}/actions",
        {"expected_seq": 0, "action": legal[0]["notation"]},
        format="json",
        HTTP_ACCEPT_LANGUAGE="ko",
        HTTP_IDEMPOTENCY_KEY="once",
    )
    assert again.status_code == 200
    replayed = again.json()["entry"]
    assert set(replayed) == ENTRY_FIELDS
    assert replayed["text"].startswith(f"{seat}번 자리"), replayed
    assert {k: v for k, v in replayed.items() if k != "text"} == {
        k: v for k, v in entry.items() if k != "text"
    }
    poll = APIClient().get(
        f"/api/v1/matches/{match_id}/events?after=0&timeout=0", HTTP_ACCEPT_LANGUAGE="ko"
    )
    assert poll.status_code == 200, poll.content
    polled = poll.json()["entries"]
    assert [set(e) for e in polled] == [ENTRY_FIELDS]
    assert polled[0]["text"] == replayed["text"]


def test_a_stream_row_is_rendered_in_each_connections_language() -> None:
    """The streams write events outside the request: each one in the language its connection
    asked for when it opened, encoded once per viewer and language."""
    from games.engine.i18n import log_entry, seat_arg, word_arg

    public = log_entry(
        kind="place",
        seat=1,
        template="%(who)s placed an assistant in %(a0)s",
        args={"who": seat_arg(1), "a0": word_arg("Fishery", " 2")},
        notation="place:fishery_2",
        public=True,
    )
    row = LogRow(seq=4, seat=1, created_at="t", public_entry=public, private_entries={})
    texts = {language: orjson.loads(row.json_for(None, language)) for language in LANGUAGES}
    assert texts["en"]["text"] == "Seat 1 placed an assistant in Fishery 2"
    assert texts["de"]["text"] == "Platz 1 setzte einen Assistenten nach Fischerei 2"
    assert texts["ko"]["text"] == "1번 자리이(가) 어장 2에 직원을 놓았습니다"
    for text in texts.values():
        assert set(text) == ENTRY_FIELDS
        assert {k: v for k, v in text.items() if k != "text"} == {
            k: v for k, v in texts["en"].items() if k != "text"
        }
    assert row.json_for(None, "de") is row.json_for(None, "de")  # encoded once
