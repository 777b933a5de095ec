"""The schema explains itself: every operation, response, parameter and property has a
description written for a client author, and the limits a server enforces are in it."""

from __future__ import annotations

from typing import Any

import pytest
from drf_spectacular.generators import SchemaGenerator

from api.serializers import MAX_PLAYERS, MIN_PLAYERS
from games.engine import all_games


@pytest.fixture(scope="module")
def openapi() -> dict[str, Any]:
    return dict(SchemaGenerator().get_schema(request=None, public=True))


def _operations(openapi: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        operation["operationId"]: operation
        for item in openapi["paths"].values()
        for operation in item.values()
        if isinstance(operation, dict) and "operationId" in operation
    }


def test_every_operation_response_and_parameter_is_described(openapi: dict[str, Any]) -> None:
    missing = []
    for name, operation in _operations(openapi).items():
        if not operation.get("summary") or not operation.get("description"):
            missing.append(f"{name}: summary/description")
        for status, response in operation["responses"].items():
            if not response.get("description"):
                missing.append(f"{name} {status}: response description")
        for parameter in operation.get("parameters", []):
            if not parameter.get("description"):
                missing.append(f"{name}: parameter {parameter['name']}")
    assert not missing, missing


def test_every_property_is_described(openapi: dict[str, Any]) -> None:
    missing = [
        f"{component}.{name}"
        for component, schema in openapi["components"]["schemas"].items()
        for name, prop in (schema.get("properties") or {}).items()
        if not prop.get("description")
    ]
    assert not missing, missing


def test_limits_are_in_the_schema(openapi: dict[str, Any]) -> None:
    components = openapi["components"]["schemas"]
    players = components["MatchCreateInputRequest"]["properties"]["players"]
    assert (players["minimum"], players["maximum"]) == (MIN_PLAYERS, MAX_PLAYERS)
    assert min(g.min_players for g in all_games()) == MIN_PLAYERS
    assert max(g.max_players for g in all_games()) == MAX_PLAYERS
    operations = _operations(openapi)
    key = next(
        p for p in operations["match_action_submit"]["parameters"] if p["name"] == "Idempotency-Key"
    )
    assert (key["schema"]["minLength"], key["schema"]["maxLength"]) == (1, 128)
    for name, operation in operations.items():
        for parameter in operation.get("parameters", []):
            if parameter["in"] == "path" and parameter["name"] == "id":
                assert parameter["schema"]["minimum"] == 1, name
    page = components["ActionPageOutput"]["properties"]
    assert {"count", "next", "previous", "results"} <= set(page)


def test_inputs_are_typed_where_outputs_are(openapi: dict[str, Any]) -> None:
    components = openapi["components"]["schemas"]
    options = components["MatchCreateInputRequest"]["properties"]["options"]
    assert "additionalProperties" not in options  # not a free-form map
    typed = components["YokohamaOptionsInputRequest"]
    assert typed["additionalProperties"] is False
    assert set(typed["properties"]) == set(components["YokohamaOptions"]["properties"])
    assert not typed.get("required")  # every option may be omitted
    breakdown = components["YokohamaResultBreakdown"]
    assert breakdown["additionalProperties"] is False
    # A seat's breakdown in the view: play categories, plus the end-game steps once over.
    in_view = components["YokohamaScoreBreakdown"]
    assert set(in_view["properties"]) == set(breakdown["properties"])
    assert set(in_view["required"]) < set(breakdown["required"])


def test_there_is_one_log_entry_shape(openapi: dict[str, Any]) -> None:
    components = openapi["components"]["schemas"]
    entry = components["LogEntryOutput"]
    # `undoes` only on a take-back's entry (kind `undo`, match_undo).
    assert {"seq", "seat", "created_at", "kind", "text", "notation", "public", "undoes"} == set(
        entry["properties"]
    )
    assert "undoes" not in entry["required"]
    assert "enum" in components[entry["properties"]["kind"]["allOf"][0]["$ref"].split("/")[-1]]
    assert not any(name.endswith("LogEntry") for name in components)
