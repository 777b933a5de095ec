"""Schemathesis against our own OpenAPI schema, in-process: no server error, and every
response conforms to the schema (status codes, content types, bodies)."""

from __future__ import annotations

from typing import Any

import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, settings

from games import services
from games.models import User


@pytest.fixture
def api_schema(db: None) -> Any:
    # A few real rows so generated ids sometimes hit existing matches.
    alice = User.objects.create(username="schema-alice")
    for players in (2, 3, 4):
        services.match_create(creator=alice, game="yokohama", players=players, seed=players)
    return schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application())


@pytest.fixture
def bearer(db: None) -> dict[str, str]:
    token = services.account_create(username="schema-bob").raw_key
    return {"Authorization": f"Bearer {token}"}


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_the_api_conforms_to_its_schema(case: Any, bearer: dict[str, str]) -> None:
    if case.operation.path.endswith("/events") and isinstance(case.query, dict):
        case.query["timeout"] = 0  # don't long-poll for 30 s per example
    case.call_and_validate(headers=bearer)
