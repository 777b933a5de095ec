"""game_list describes every hosted game; match_create validates options per game."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import all_games

pytestmark = pytest.mark.django_db


def test_game_list_describes_every_registered_game(client_for: Any) -> None:
    listed = {game["slug"]: game for game in client_for(None).get("/api/v1/games").json()}
    assert set(listed) == {game.slug for game in all_games()} >= {"yokohama", "yamatai"}
    for game in all_games():
        entry = listed[game.slug]
        assert (entry["min_players"], entry["max_players"]) == (game.min_players, game.max_players)
        assert entry["title"] == game.title
        assert [
            (o["name"], o["kind"], o["default"], o["minimum"], o["maximum"], o["choices"])
            for o in entry["options"]
        ] == [
            (o.name, o.kind, o.default, o.minimum, o.maximum, list(o.choices)) for o in game.options
        ]
    yamatai = {o["name"]: o for o in listed["yamatai"]["options"]}
    assert yamatai["take_all_tokens"]["kind"] == "bool"
    assert yamatai["price_wood"]["kind"] == "int"


@pytest.mark.parametrize(
    ("game", "options", "field"),
    [
        ("yamatai", {"price_wood": "two"}, "price_wood"),
        ("yamatai", {"price_stone": 99}, "price_stone"),
        ("yamatai", {"take_all_tokens": 1}, "take_all_tokens"),
        ("yamatai", {"edition": "new"}, "edition"),  # Yokohama's option, not Yamatai's
        ("yokohama", {"edition": "third"}, "edition"),
        ("yokohama", {"price_wood": 2}, "price_wood"),  # Yamatai's option, not Yokohama's
        ("yokohama", {"mini_expansion_1": True, "edition": "original"}, "edition"),
    ],
)
def test_match_create_refuses_a_bad_option_naming_it(
    make_user: Any, client_for: Any, game: str, options: dict[str, Any], field: str
) -> None:
    _, token = make_user("ann")
    body = {"game": game, "players": 3, "options": options}
    response = client_for(token).post("/api/v1/matches", body, format="json")
    assert response.status_code == 422
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["code"] == "invalid_config"
    assert problem["field"] == field
    assert field in problem["detail"]


def test_a_player_count_outside_the_game_names_players() -> None:
    """The API's own range (every game's together) answers first with validation_error; the
    game's range is the engine's, and its problem names `players` too."""
    from games import services
    from games.errors import ApplicationError, ErrorCode

    with pytest.raises(ApplicationError) as caught:
        services.match_create(creator=None, game="yamatai", players=5, join=False)
    assert caught.value.code == ErrorCode.INVALID_CONFIG
    assert caught.value.extra == {"field": "players"}


def test_match_create_fills_each_games_defaults(make_user: Any, client_for: Any) -> None:
    _, token = make_user("ann")
    for game in all_games():
        body = {"game": game.slug, "players": game.min_players, "options": {}}
        created = client_for(token).post("/api/v1/matches", body, format="json")
        assert created.status_code == 201, created.json()
        assert created.json()["options"] == {o.name: o.default for o in game.options}
