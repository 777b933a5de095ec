"""The OpenAPI schema describes Shinjuku's engine output exactly.

Seeded random games (2-4 players, the base game and both variants) are played through the
engine; at sampled points every seat's view and the spectator's, every legal action (as listed
and as submitted) and the log entries are validated against the generated component schemas
(closed: a key the engine emits and games/shinjuku/schema.py does not describe fails here).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any, cast

import pytest
from django.conf import settings
from drf_spectacular.generators import SchemaGenerator

from games.engine import get_game
from games.engine.i18n import render_entry
from games.shinjuku import schema as shinjuku_schema
from games.shinjuku.actions import INT_RANGES, SCHEMA, ShinjukuAction, parse
from tests.api.test_schema_types import Schemas, _reachable

MAX_ACTIONS_PER_GAME = 5_000
VIEW_EVERY = 15

# (players, options, seed)
GAMES = [
    (2, {}, 21),
    (3, {"ceo": True}, 22),
    (4, {"kaiju": True}, 23),
    (4, {"ceo": True, "kaiju": True, "free_income": "prompt", "kaiju_ceo_order": "ceo_first"}, 24),
    (3, {"ceo": True, "kaiju": True, "kaiju_blocks": "move_open_upgrade_build"}, 25),
]

ROOTS = [
    "ShinjukuView",
    "ShinjukuOptions",
    "ShinjukuOptionsInputRequest",
    "ShinjukuAction",
    "ShinjukuResultBreakdown",
]


@pytest.fixture(scope="module")
def schemas() -> Schemas:
    return Schemas(SchemaGenerator().get_schema(request=None, public=True))


def test_the_documentation_schemas_are_closed_and_their_enums_named(schemas: Schemas) -> None:
    c = schemas.components
    reachable = _reachable(c, ROOTS)
    objects = [n for n in reachable if c[n].get("type") == "object" or "properties" in c[n]]
    assert len(objects) > 40
    assert not [n for n in objects if c[n].get("additionalProperties") is not False]
    named = set(cast(dict[str, Any], settings.SPECTACULAR_SETTINGS)["ENUM_NAME_OVERRIDES"])
    enums = {n for n in reachable if "enum" in c[n] and n != "NullEnum"}
    assert not {n for n in enums - named if len(c[n]["enum"]) > 1}, "name these enums"
    # The log entry's kind enum is only used while Shinjuku is the sole game: with several,
    # LogEntryOutput's kind is the union (LogEntryKindEnum).
    assert set(shinjuku_schema.ENUM_NAMES) - {"ShinjukuActionKindEnum"} <= enums
    # The server names them from the game's schema (api/enum_names.py).
    overrides = cast(dict[str, Any], settings.SPECTACULAR_SETTINGS)["ENUM_NAME_OVERRIDES"]
    for name, path in shinjuku_schema.ENUM_NAMES.items():
        assert overrides[name] == list(getattr(shinjuku_schema, path.rsplit(".", 1)[1]))


def test_the_engine_fields_are_unions_over_the_games(schemas: Schemas) -> None:
    c = schemas.components
    view = c["GameView"]
    assert view["discriminator"]["propertyName"] == "game"
    assert set(view["discriminator"]["mapping"]) == {"yokohama", "shinjuku", "yamatai"}
    action = c["ShinjukuAction"]
    assert action["discriminator"]["propertyName"] == "kind"
    assert set(action["discriminator"]["mapping"]) == set(SCHEMA)


def test_the_validator_catches_what_the_schema_does_not_allow(schemas: Schemas) -> None:
    game = get_game("shinjuku")
    state = game.initial_state(game.normalize_config(players=3, options={}), 1)
    view = game.view_for(state, 0)
    schemas.check("ShinjukuView", view, "start")
    schemas.check("GameView", view, "start (union)")
    leaked = copy.deepcopy(view)
    leaked["seats"][1]["deck"] = []
    assert any("Additional properties" in e for e in schemas.errors("ShinjukuView", leaked))
    unknown_ward = copy.deepcopy(view)
    unknown_ward["discard"] = {"atlantis": 1}
    assert schemas.errors("ShinjukuView", unknown_ward)
    assert schemas.errors("ShinjukuAction", {"kind": "pay"})
    assert schemas.errors("ShinjukuAction", {"kind": "drop", "good": "food", "weight": 3})
    assert schemas.errors("ShinjukuAction", {"kind": "teleport"})


def test_every_action_kind_has_a_typed_json_form(schemas: Schemas) -> None:
    samples: dict[str, Any] = {
        "ward": shinjuku_schema.WARDS[0],
        "station": shinjuku_schema.STATIONS[0],
        "connection": shinjuku_schema.CONNECTIONS[0],
        "good": shinjuku_schema.GOODS[0],
        **{type_: high for type_, (_low, high) in INT_RANGES.items()},
    }
    for kind, args in SCHEMA.items():
        action = ShinjukuAction(0, kind, tuple(samples[type_] for _name, type_ in args))
        form = action.to_json()
        assert parse(0, form) == parse(0, action.to_notation()) == action
        schemas.check("ShinjukuAction", form, kind)
        schemas.check("GameAction", form, f"{kind} (union)")
        legal = {"notation": action.to_notation(), "action": form}
        schemas.check("LegalActionOutput", legal, kind)
        schemas.check("ActionSubmitInputRequest", {"expected_seq": 0, "action": form}, kind)


def _check_views(schemas: Schemas, game: Any, state: Any, players: int, where: str) -> None:
    for seat in [*range(players), None]:
        schemas.check("ShinjukuView", game.view_for(state, seat), f"{where}, view of {seat}")


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_random_games_match_the_schema(
    schemas: Schemas, players: int, options: dict[str, Any], seed: int
) -> None:
    game = get_game("shinjuku")
    config = game.normalize_config(players=players, options=options)
    schemas.check("ShinjukuOptions", {k: v for k, v in config.items() if k != "players"}, "cfg")
    schemas.check("ShinjukuOptionsInputRequest", options, "options as sent")
    state = game.initial_state(config, seed)
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    phases: set[str] = set()
    checked: set[str] = set()
    for count in range(MAX_ACTIONS_PER_GAME):
        seats = game.current_seats(state)
        if not seats:
            break
        phase = game.view_for(state, None)["phase"]
        if count % VIEW_EVERY == 0 or phase not in phases:
            _check_views(schemas, game, state, players, f"seed {seed}, action {count}")
        phases.add(phase)
        seat = seats[0]
        actions = game.legal_actions(state, seat)
        assert actions
        for action in actions:
            if action.to_notation() in checked:
                continue
            checked.add(action.to_notation())
            form = action.to_json()
            where = f"seed {seed}, action {count}, {action.to_notation()}"
            schemas.check(
                "LegalActionOutput", {"notation": action.to_notation(), "action": form}, where
            )
        action = rng.choice(actions)
        kinds[action.kind] += 1
        for viewer in [*range(players), None]:
            entry = render_entry(game.describe_action(state, action, viewer))
            logged = {"seq": count + 1, "seat": seat, "created_at": "2026-01-01T00:00:00Z"}
            schemas.check("LogEntryOutput", {**logged, **entry}, f"log of {action.to_notation()}")
        state = game.apply(state, action)
    else:
        pytest.fail(f"seed {seed}: no end after {MAX_ACTIONS_PER_GAME} actions")
    outcome = game.outcome(state)
    assert outcome is not None
    _check_views(schemas, game, state, players, f"seed {seed}, game over")
    for result in outcome.results:
        schemas.check("ShinjukuResultBreakdown", dict(result.breakdown), f"seed {seed}, result")
        schemas.check("GameResultBreakdown", dict(result.breakdown), f"seed {seed}, union")
    assert len(kinds) >= 12, kinds
    if options.get("kaiju"):
        assert kinds["kaiju"] > 0
    if options.get("ceo"):
        assert kinds["ceo"] + kinds["ceo_stay"] > 0
