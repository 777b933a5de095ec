"""The match page names the player of each log line from the entry's `seat`."""

from __future__ import annotations

import random
from typing import Any

from tests.web.conftest import unique

ACTIONS = 16


def test_shinjuku_log_lines_name_the_seat_that_acted(open_tab: Any, api_client: Any) -> None:
    from games.models import MatchAction

    names = [unique("alice"), unique("bob")]
    seats = [api_client(name) for name in names]
    match_id = seats[0].post("/matches", {"game": "shinjuku", "players": 2, "seed": 3})["id"]
    seats[1].post(f"/matches/{match_id}/join", {}, expect=200)
    rng = random.Random(5)
    for seq in range(ACTIONS):
        seat = seats[0].get(f"/matches/{match_id}")["to_move"][0]
        legal = seats[seat].get(f"/matches/{match_id}/legal-actions")
        choice = rng.choice(legal["actions"])["notation"]
        seats[seat].post(f"/matches/{match_id}/actions", {"expected_seq": seq, "action": choice})
    log = seats[0].get(f"/matches/{match_id}/actions?after=0")["results"]
    assert {entry["seat"] for entry in log} == {0, 1}
    # An entry stored before seats were numbered from 0 in Shinjuku's texts ("Seat 1" for seat
    # 0): the page still names its player from `seat`, not from the number in the text.
    first = MatchAction.objects.get(match_id=match_id, seq=1)
    old_text = first.public_entry["text"].replace(f"Seat {first.seat}", f"Seat {first.seat + 1}")
    old_keys = ("kind", "seat", "text", "notation", "public")  # no template: an old row
    first.public_entry = {k: v for k, v in first.public_entry.items() if k in old_keys}
    first.public_entry["text"] = old_text
    first.save(update_fields=["public_entry"])

    tab = open_tab()
    tab.goto(f"/matches/{match_id}/")
    tab.page.wait_for_function(
        "(n) => document.querySelectorAll('#log li').length >= n", arg=ACTIONS
    )
    lines = english = tab.page.locator("#log li").all_inner_texts()
    assert len(lines) == len(log)
    for line, entry in zip(lines, log, strict=True):
        assert line.startswith(f"{names[entry['seat']]} "), (line, entry)
        assert "Seat" not in line, line
    # In German and Korean the texts name seats in that language ("Platz 1", "1번 자리"),
    # translated when read: the page names the players there too.
    for language, seat_word in (("de", "Platz"), ("ko", "번 자리")):
        tab = open_tab()
        tab.page.context.add_cookies(
            [{"name": "django_language", "value": language, "url": tab.base_url}]
        )
        tab.goto(f"/matches/{match_id}/")
        tab.page.wait_for_function(
            "(n) => document.querySelectorAll('#log li').length >= n", arg=ACTIONS
        )
        lines = tab.page.locator("#log li").all_inner_texts()
        assert len(lines) == len(log)
        for line, entry in zip(lines[1:], log[1:], strict=True):  # the first one is old, English
            assert line.startswith(names[entry["seat"]]), (language, line)
            assert seat_word not in line, (language, line)
            assert "Seat" not in line, (language, line)
        assert all(line not in english for line in lines[1:]), language  # not English
        assert lines[0].startswith(f"{names[first.seat]} "), lines[0]
