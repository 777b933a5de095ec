"""game_list's words for players: every option and every choice has a label and a sentence."""

from __future__ import annotations

import pytest
from django.test import Client

from api.option_texts import texts_of
from games.engine import all_games


def test_every_option_and_choice_has_words_for_players() -> None:
    """Each game's words live in its own package (`<package>.option_texts`)."""
    for game in all_games():
        texts = texts_of(game.slug)
        for option in game.options:
            assert option.name in texts.options, (game.slug, option.name)
            if option.name == "corporations":
                continue  # the 24 orders are labelled from the colours' names
            for value in option.choices:
                assert (option.name, value) in texts.choices, (game.slug, option.name, value)


@pytest.mark.django_db
def test_game_list_serves_labels_and_descriptions() -> None:
    games = Client().get("/api/v1/games").json()
    by_slug = {g["slug"]: g for g in games}
    shinjuku = {o["name"]: o for o in by_slug["shinjuku"]["options"]}
    order = shinjuku["kaiju_ceo_order"]
    assert order["label"] == "Kaiju and CEO order"
    assert order["description"]
    assert [c["value"] for c in order["choice_labels"]] == order["choices"]
    assert order["choice_labels"][0]["label"] == "Kaiju first"
    corps = shinjuku["corporations"]["choice_labels"][0]
    assert corps["label"].startswith("Fuji Rails (green), Onigatetsu (pink), ")
    for game in games:
        for option in game["options"]:
            assert option["label"], option
            assert "_" not in option["label"], option
            assert option["description"], option
            assert len(option["choice_labels"]) == len(option["choices"])
