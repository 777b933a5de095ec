"""The OpenAPI schema describes the engine's output exactly.

Random Yokohama games (2-4 players, both editions, the mini-expansions) are played through the
engine; at sampled points every seat's view and the spectator's, every legal action (as listed
and as submitted) and the log entries of the chosen action are validated against the component
schemas drf-spectacular generates (with jsonschema_rs, schemathesis' validator: the pure-Python
jsonschema needs ~0.2 s per view). The documentation schemas are closed
(`additionalProperties: false`), so a key or a type the engine emits and the schema does not
describe fails here. `SCHEMA_PLAYOUTS=300` plays 300 more games.
"""

from __future__ import annotations

import copy
import itertools
import os
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any, cast

import pytest
from django.conf import settings
from drf_spectacular.generators import SchemaGenerator
from jsonschema_rs import Draft7Validator

from api.game_schemas import game_schemas
from api.option_texts import option_output
from games.engine import all_games, get_game
from games.engine.i18n import render_entry
from games.yokohama import components
from games.yokohama.actions import ENUMS as ACTION_ARG_ENUMS
from games.yokohama.actions import SCHEMA as ACTION_ARGS
from games.yokohama.actions import YokohamaAction, parse
from games.yokohama.components import COMPONENTS as C
from games.yokohama.views import decision_json

MAX_ACTIONS_PER_GAME = 20_000
# Views are the large objects: validate them every few actions, and at the first decision of
# each kind.
VIEW_EVERY = 10

# (players, options, seed)
GAMES = [
    (2, {"edition": "original"}, 11),
    (2, {"edition": "new", "mini_expansion_2": True, "two_player_neutral_scoring": False}, 12),
    (3, {"edition": "new", "mini_expansion_1": True, "mini_expansion_2": True}, 13),
    (3, {"edition": "original", "station_requires_assistant": True}, 14),
    (4, {"edition": "new", "mini_expansion_1": True, "allow_zero_placement": True}, 15),
    (4, {"edition": "original", "start_player": 2}, 16),
]
# SCHEMA_PLAYOUTS=n adds n more games (cycling through the set-ups above) for a longer search.
GAMES += [
    (players, options, 1000 + i)
    for i, (players, options, _) in zip(
        range(int(os.environ.get("SCHEMA_PLAYOUTS", "0"))), itertools.cycle(GAMES)
    )
]


def _nullable_to_json_schema(node: Any) -> Any:
    """OpenAPI 3.0 `nullable: true` -> JSON Schema (`anyOf` with null), recursively."""
    if isinstance(node, list):
        return [_nullable_to_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _nullable_to_json_schema(value) for key, value in node.items()}
    if out.pop("nullable", False):
        return {"anyOf": [out, {"type": "null"}]}
    return out


class Schemas:
    """Validators for the generated component schemas, $refs resolved within the document."""

    def __init__(self, openapi: dict[str, Any]) -> None:
        self.openapi = openapi
        self.components: dict[str, Any] = openapi["components"]["schemas"]
        self._converted = _nullable_to_json_schema(copy.deepcopy(self.components))
        self._validators: dict[str, Draft7Validator] = {}

    def validator(self, component: str) -> Draft7Validator:
        if component not in self._validators:
            assert component in self.components, f"no component {component}"
            root = {
                "allOf": [{"$ref": f"#/components/schemas/{component}"}],
                "components": {"schemas": self._converted},
            }
            self._validators[component] = Draft7Validator(root)
        return self._validators[component]

    def errors(self, component: str, instance: Any) -> list[str]:
        return [
            f"{'/'.join(map(str, e.instance_path)) or '<root>'}: {e.message}"
            for e in self.validator(component).iter_errors(instance)
        ]

    def check(self, component: str, instance: Any, where: str) -> None:
        errors = self.errors(component, instance)
        assert not errors, f"{where}: {component} rejects the engine's output:\n" + "\n".join(
            errors[:10]
        )


@pytest.fixture(scope="module")
def schemas() -> Schemas:
    return Schemas(SchemaGenerator().get_schema(request=None, public=True))


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str):
            yield ref.rsplit("/", 1)[-1]
        for value in node.values():
            yield from _refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from _refs(item)


def _reachable(components: dict[str, Any], roots: list[str]) -> set[str]:
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(_refs(components[name]))
    return seen


def _property_ref(schema: dict[str, Any], prop: str) -> str:
    refs = list(_refs(schema["properties"][prop]))
    assert len(refs) == 1, refs
    return refs[0]


# --- wiring ---------------------------------------------------------------------------------


def test_every_hosted_game_has_documentation_schemas() -> None:
    assert set(game_schemas()) == {game.slug for game in all_games()} >= {"yokohama", "yamatai"}


def _camel(slug: str) -> str:
    return slug.capitalize()


def test_engine_fields_reference_the_game_unions(schemas: Schemas) -> None:
    c = schemas.components
    assert _property_ref(c["MatchOutput"], "state") == "GameView"
    assert _property_ref(c["MatchOutput"], "options") == "GameOptions"
    assert _property_ref(c["MatchSummaryOutput"], "options") == "GameOptions"
    assert _property_ref(c["LegalActionOutput"], "action") == "GameAction"
    # One log entry component everywhere an entry appears.
    assert _property_ref(c["ActionAcceptedOutput"], "entry") == "LogEntryOutput"
    assert _property_ref(c["ActionPageOutput"], "results") == "LogEntryOutput"
    assert _property_ref(c["EventsOutput"], "entries") == "LogEntryOutput"
    assert _property_ref(c["MatchCreateInputRequest"], "options") == "GameOptionsInputRequest"
    assert _property_ref(c["SeatResultOutput"], "breakdown") == "GameResultBreakdown"
    assert _property_ref(c["ActionSubmitInputRequest"], "action") == "GameAction"
    slugs = [game.slug for game in all_games()]
    view = c["GameView"]
    assert view["discriminator"]["propertyName"] == "game"
    assert set(view["discriminator"]["mapping"]) == set(slugs)
    for union, part in [
        ("GameOptions", "Options"),
        ("GameOptionsInputRequest", "OptionsInputRequest"),
        ("GameResultBreakdown", "ResultBreakdown"),
    ]:
        members = {ref["$ref"].rsplit("/", 1)[-1] for ref in c[union]["anyOf"]}
        assert members == {f"{_camel(slug)}{part}" for slug in slugs}, union
    every_action_form: set[str] = set()
    for slug in slugs:
        action = c[f"{_camel(slug)}Action"]
        assert action["discriminator"]["propertyName"] == "kind"
        assert len(action["oneOf"]) == len(action["discriminator"]["mapping"])
        every_action_form |= {ref["$ref"].rsplit("/", 1)[-1] for ref in action["oneOf"]}
    # GameAction lists every game's action forms itself, those with more fields first (a
    # generated client takes the first member that parses: see api.schema).
    forms = [ref["$ref"].rsplit("/", 1)[-1] for ref in c["GameAction"]["anyOf"]]
    assert set(forms) == every_action_form
    field_counts = [len(c[form].get("properties", {})) for form in forms]
    assert field_counts == sorted(field_counts, reverse=True)


def _game_roots(slug: str) -> list[str]:
    name = _camel(slug)
    return [
        f"{name}View",
        f"{name}Options",
        f"{name}OptionsInputRequest",
        f"{name}Action",
        f"{name}ResultBreakdown",
    ]


@pytest.mark.parametrize("slug", [game.slug for game in all_games()])
def test_documentation_schemas_are_closed(schemas: Schemas, slug: str) -> None:
    c = schemas.components
    objects = [
        name
        for name in _reachable(c, [*_game_roots(slug), "LogEntryOutput"])
        if c[name].get("type") == "object" or "properties" in c[name]
    ]
    assert len(objects) > 25
    open_ones = [name for name in objects if c[name].get("additionalProperties") is not False]
    assert not open_ones


@pytest.mark.parametrize("slug", [game.slug for game in all_games()])
def test_game_enums_are_named(schemas: Schemas, slug: str) -> None:
    """Every vocabulary of a game's components is a named enum (its schema's ENUM_NAMES), but
    for the one-value `kind` enums that pin a oneOf branch to its discriminator value."""
    c = schemas.components
    spectacular = cast(dict[str, Any], settings.SPECTACULAR_SETTINGS)
    named = set(spectacular["ENUM_NAME_OVERRIDES"])
    assert set(game_schemas()[slug].enum_names) <= named
    enums = {
        name
        for name in _reachable(c, [*_game_roots(slug), "LogEntryOutput"])
        if "enum" in c[name] and name != "NullEnum"
    }
    unnamed = {name for name in enums - named if len(c[name]["enum"]) > 1}
    assert not unnamed, "name these in the game schema's ENUM_NAMES"
    assert len(enums & named) >= 10


def test_reward_keys_are_those_the_component_data_may_use(schemas: Schemas) -> None:
    """Rewards are built from data files: a reward key the loader accepts but random games
    never show would otherwise go unnoticed."""
    documented = set(schemas.components["YokohamaReward"]["properties"])
    assert documented == set(components._REWARD_KEYS)


def test_the_validator_catches_what_the_schema_does_not_allow(schemas: Schemas) -> None:
    game = get_game("yokohama")
    state = game.initial_state(game.normalize_config(players=3, options={}), 1)
    view = game.view_for(state, 0)
    schemas.check("YokohamaView", view, "setup")

    extra = copy.deepcopy(view)
    extra["seats"][1]["orders"] = []
    assert any("Additional properties" in e for e in schemas.errors("YokohamaView", extra))
    wrong_type = copy.deepcopy(view)
    wrong_type["seats"][0]["money"] = "5"
    assert schemas.errors("YokohamaView", wrong_type)
    unknown_area = copy.deepcopy(view)
    unknown_area["map"]["areas"][0]["id"] = "atlantis"
    assert schemas.errors("YokohamaView", unknown_area)
    assert schemas.errors("YokohamaAction", {"kind": "place", "area": "bank", "extra": 1})
    assert schemas.errors("YokohamaAction", {"kind": "place"})
    assert schemas.errors("YokohamaAction", {"kind": "teleport"})


# --- engine output --------------------------------------------------------------------------


def test_game_options_are_typed(schemas: Schemas) -> None:
    for game in all_games():
        for option in game.options:
            entry = option_output(game.slug, option)
            schemas.check("GameOptionOutput", entry, f"{game.slug} option {option.name}")


# A sample value per open argument (the parser checks those by legality, not by vocabulary).
_SAMPLE_ARGS = {
    "area": C.area_types[0].id,
    "order": C.orders[0].id,
    "card": C.tech_cards[0].id,
    "achievement": C.achievements[0].id,
    "marker": C.markers[0].id,
    "source": "hand",
}


def test_every_action_kind_has_a_typed_json_form(schemas: Schemas) -> None:
    """Random games rarely reach some decisions (Tram, Telephone, markers...): every kind's
    JSON form, with each value of its closed argument vocabularies, is checked here."""
    for kind, args in ACTION_ARGS.items():
        choices: list[list[Any]] = []
        for name, kind_of in args:
            if kind_of == "int":
                choices.append([1])
            elif (kind, name) in ACTION_ARG_ENUMS:
                choices.append(sorted(ACTION_ARG_ENUMS[(kind, name)]))
            else:
                assert name in _SAMPLE_ARGS, f"give a sample value for {kind}:<{name}>"
                choices.append([_SAMPLE_ARGS[name]])
        for values in itertools.product(*choices):
            action = YokohamaAction(0, kind, tuple(values))
            form = action.to_json()
            assert parse(0, form) == parse(0, action.to_notation()) == action
            legal = {"notation": action.to_notation(), "action": form}
            schemas.check("LegalActionOutput", legal, action.to_notation())
            schemas.check("ActionSubmitInputRequest", {"expected_seq": 0, "action": form}, kind)


def _check_views(schemas: Schemas, game: Any, state: Any, players: int, where: str) -> None:
    for seat in [*range(players), None]:
        view = game.view_for(state, seat)
        schemas.check("YokohamaView", view, f"{where}, view of seat {seat}")
        schemas.check("GameView", view, f"{where}, view of seat {seat}")
        assert ("you" in view) == (seat is not None), where


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_random_games_match_the_schema(
    schemas: Schemas, players: int, options: dict[str, Any], seed: int
) -> None:
    game = get_game("yokohama")
    config = game.normalize_config(players=players, options=options)
    schemas.check("YokohamaOptions", {k: v for k, v in config.items() if k != "players"}, "config")
    state = game.initial_state(config, seed)
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    decisions: set[str] = set()
    checked: set[str] = set()  # notations whose forms were validated
    for count in range(MAX_ACTIONS_PER_GAME):
        seats = game.current_seats(state)
        if not seats:
            break
        pending = decision_json(state)
        assert pending is not None
        decision = pending["kind"]
        if count % VIEW_EVERY == 0 or decision not in decisions:
            _check_views(schemas, game, state, players, f"seed {seed}, action {count}")
        decisions.add(decision)
        seat = rng.choice(seats)
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
            for payload in (form, action.to_notation()):
                body = {"expected_seq": count, "action": payload}
                schemas.check("ActionSubmitInputRequest", body, where)
        action = rng.choice(actions)
        kinds[action.kind] += 1
        for viewer in [*range(players), None]:
            entry = render_entry(game.describe_action(state, action, viewer))
            logged = {"seq": count + 1, "seat": seat, "created_at": "2026-01-01T00:00:00Z"}
            where = f"seed {seed}, log of {action.to_notation()}"
            schemas.check("LogEntryOutput", {**logged, **entry}, where)
        state = game.apply(state, action)
    else:
        pytest.fail(f"seed {seed}: no end after {MAX_ACTIONS_PER_GAME} actions")
    outcome = game.outcome(state)
    assert outcome is not None
    _check_views(schemas, game, state, players, f"seed {seed}, game over")
    for result in outcome.results:
        schemas.check("YokohamaResultBreakdown", dict(result.breakdown), f"seed {seed}, result")
    assert len(kinds) >= 15, kinds


# --- the same over HTTP -------------------------------------------------------------------------


@pytest.mark.django_db
def test_api_responses_carry_the_typed_engine_output(
    schemas: Schemas, make_user: Any, client_for: Any
) -> None:
    """The API passes the engine's output through unchanged, so responses match the typed
    components too (Schemathesis sees only matches that have not started)."""
    clients = [client_for(token) for _, token in (make_user("ann"), make_user("bob"))]
    spectator = client_for(None)
    for game in spectator.get("/api/v1/games").json():
        schemas.check("GameOutput", game, "game_list")
    body = {"game": "yokohama", "players": 2, "seed": 5, "options": {"mini_expansion_2": True}}
    match_id = clients[0].post("/api/v1/matches", body, format="json").json()["id"]
    assert clients[1].post(f"/api/v1/matches/{match_id}/join", {}, format="json").status_code == 200
    rng = random.Random(5)
    for step in range(40):
        for client in (*clients, spectator):
            match = client.get(f"/api/v1/matches/{match_id}").json()
            schemas.check("MatchOutput", match, f"step {step}, match_retrieve")
            assert match["state"] is not None
        seat = rng.choice(match["to_move"])
        legal = clients[seat].get(f"/api/v1/matches/{match_id}/legal-actions").json()
        schemas.check("LegalActionsOutput", legal, f"step {step}, legal actions")
        choice = rng.choice(legal["actions"])
        payload = choice["notation"] if step % 2 else choice["action"]
        submit = {"expected_seq": legal["seq"], "action": payload}
        schemas.check("ActionSubmitInputRequest", submit, f"step {step}, submit body")
        accepted = clients[seat].post(f"/api/v1/matches/{match_id}/actions", submit, format="json")
        assert accepted.status_code == 201, accepted.json()
        schemas.check("ActionAcceptedOutput", accepted.json(), f"step {step}, accepted")
    for client in (*clients, spectator):
        page = client.get(f"/api/v1/matches/{match_id}/actions?after=0").json()
        schemas.check("ActionPageOutput", page, "match_actions_list")
        assert [entry["seq"] for entry in page["results"]] == list(range(1, 41))


# --- Yamatai --------------------------------------------------------------------------------

YAMATAI_GAMES = [
    (2, {}, 21),
    (3, {"take_all_tokens": False, "price_stone": 5}, 22),
    (4, {}, 23),
]


def test_every_yamatai_action_kind_has_a_typed_json_form(schemas: Schemas) -> None:
    """Each kind's JSON form, with a sample value per argument, is a GameAction."""
    from games.yamatai.actions import SCHEMA as YAMATAI_ARGS
    from games.yamatai.actions import YamataiAction
    from games.yamatai.actions import parse as parse_yamatai
    from games.yamatai.components import C as Y

    samples: dict[str, Any] = {
        "int": 1,
        "colour": Y.colours[0],
        "space": Y.space_ids[0],
        "island": Y.island_ids[0],
        "tile": Y.buildings[0].id,
        "specialist": Y.specialists[0].id,
        "culture": Y.culture_types[0],
        "boats": f"{Y.colours[0]}.{Y.colours[-1]}",
        "tokens": f"{Y.culture_types[0]}.{Y.culture_types[1]}",
    }
    for kind, args in YAMATAI_ARGS.items():
        action = YamataiAction(0, kind, tuple(samples[kind_of] for _, kind_of in args))
        form = action.to_json()
        assert parse_yamatai(0, form) == parse_yamatai(0, action.to_notation()) == action
        schemas.check("YamataiAction", form, kind)
        schemas.check("LegalActionOutput", {"notation": action.to_notation(), "action": form}, kind)
        schemas.check("ActionSubmitInputRequest", {"expected_seq": 0, "action": form}, kind)
    assert schemas.errors("YamataiAction", {"kind": "place", "colour": "silk", "space": "s01"})
    assert schemas.errors("YamataiAction", {"kind": "fleet"})


@pytest.mark.parametrize(("players", "options", "seed"), YAMATAI_GAMES)
def test_random_yamatai_games_match_the_schema(
    schemas: Schemas, players: int, options: dict[str, Any], seed: int
) -> None:
    game = get_game("yamatai")
    config = game.normalize_config(players=players, options=options)
    normalised = {k: v for k, v in config.items() if k != "players"}
    schemas.check("YamataiOptions", normalised, "config")
    schemas.check("GameOptions", normalised, "config")
    schemas.check("GameOptionsInputRequest", options, "options input")
    state = game.initial_state(config, seed)
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    phases: set[str] = set()
    checked: set[str] = set()
    for count in range(MAX_ACTIONS_PER_GAME):
        seats = game.current_seats(state)
        if not seats:
            break
        phase = game.view_for(state, None)["decision"]["kind"]
        if count % VIEW_EVERY == 0 or phase not in phases:
            for viewer in [*range(players), None]:
                view = game.view_for(state, viewer)
                where = f"seed {seed}, action {count}, view of seat {viewer}"
                schemas.check("YamataiView", view, where)
                schemas.check("GameView", view, where)
        phases.add(phase)
        seat = rng.choice(seats)
        actions = game.legal_actions(state, seat)
        assert actions
        for action in actions:
            if action.to_notation() in checked:
                continue
            checked.add(action.to_notation())
            form = action.to_json()
            where = f"seed {seed}, action {count}, {action.to_notation()}"
            schemas.check("YamataiAction", form, where)
            schemas.check(
                "LegalActionOutput", {"notation": action.to_notation(), "action": form}, where
            )
        action = rng.choice(actions)
        kinds[action.kind] += 1
        for viewer in [*range(players), None]:
            entry = render_entry(game.describe_action(state, action, viewer))
            logged = {"seq": count + 1, "seat": seat, "created_at": "2026-01-01T00:00:00Z"}
            schemas.check("LogEntryOutput", {**logged, **entry}, f"seed {seed}, log")
        state = game.apply(state, action)
    else:
        pytest.fail(f"seed {seed}: no end after {MAX_ACTIONS_PER_GAME} actions")
    outcome = game.outcome(state)
    assert outcome is not None
    for viewer in [*range(players), None]:
        schemas.check("GameView", game.view_for(state, viewer), f"seed {seed}, game over")
    for result in outcome.results:
        schemas.check("YamataiResultBreakdown", dict(result.breakdown), f"seed {seed}, result")
        schemas.check("GameResultBreakdown", dict(result.breakdown), f"seed {seed}, result")
    assert len(kinds) >= 6, kinds


# --- every registered game --------------------------------------------------------------------
# Whatever the registry hosts (a game added later included), random games at its smallest and
# largest table are checked against the game's own components and the API's unions.

EVERY_GAME = [
    (game.slug, players, 100 + players)
    for game in all_games()
    for players in sorted({game.min_players, game.max_players})
]


@pytest.mark.parametrize(("slug", "players", "seed"), EVERY_GAME)
def test_every_registered_game_matches_the_schema(
    schemas: Schemas, slug: str, players: int, seed: int
) -> None:
    game = get_game(slug)
    name = _camel(slug)
    config = game.normalize_config(players=players, options={})
    options = {k: v for k, v in config.items() if k != "players"}
    schemas.check(f"{name}Options", options, "config")
    schemas.check("GameOptions", options, "config")
    schemas.check("GameOptionsInputRequest", options, "options input")
    state = game.initial_state(config, seed)
    rng = random.Random(seed)
    seen: set[str] = set()
    for count in range(MAX_ACTIONS_PER_GAME):
        seats = game.current_seats(state)
        if not seats:
            break
        if count % (VIEW_EVERY * 3) == 0:
            for viewer in [*range(players), None]:
                view = game.view_for(state, viewer)
                where = f"{slug} seed {seed}, action {count}, view of {viewer}"
                schemas.check(f"{name}View", view, where)
                schemas.check("GameView", view, where)
        seat = rng.choice(seats)
        actions = game.legal_actions(state, seat)
        assert actions
        for action in actions:
            if action.to_notation() not in seen:
                seen.add(action.to_notation())
                legal = {"notation": action.to_notation(), "action": action.to_json()}
                schemas.check("LegalActionOutput", legal, f"{slug} {action.to_notation()}")
                schemas.check(f"{name}Action", action.to_json(), f"{slug} {action.to_notation()}")
        action = rng.choice(actions)
        for viewer in [*range(players), None]:
            entry = render_entry(game.describe_action(state, action, viewer))
            logged = {"seq": count + 1, "seat": seat, "created_at": "2026-01-01T00:00:00Z"}
            schemas.check("LogEntryOutput", {**logged, **entry}, f"{slug} log, viewer {viewer}")
        state = game.apply(state, action)
    else:
        pytest.fail(f"{slug} seed {seed}: no end after {MAX_ACTIONS_PER_GAME} actions")
    outcome = game.outcome(state)
    assert outcome is not None
    for viewer in [*range(players), None]:
        schemas.check("GameView", game.view_for(state, viewer), f"{slug} game over, {viewer}")
    for result in outcome.results:
        schemas.check(f"{name}ResultBreakdown", dict(result.breakdown), f"{slug} result")
        schemas.check("GameResultBreakdown", dict(result.breakdown), f"{slug} result")
