"""Schemathesis against our own OpenAPI schema, in-process: no server error, and every
response conforms to the schema (status codes, content types, bodies)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, settings

from games import services

# Loaded at import: the schema view needs no database. (schemathesis' fixture-based lazy
# loader does not work with pytest 9.2 yet.)
schema = schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application())


@pytest.fixture
def bearer(db: None) -> Iterator[dict[str, str]]:
    issued = services.account_create(username="schema-alice")
    # A few real rows so generated ids sometimes hit existing matches.
    for players in (2, 3, 4):
        services.match_create(creator=issued.user, game="yokohama", players=players, seed=players)
    # The raw WSGI handler closes the connection after each request, which would end the
    # test's transaction; Django's own test client disconnects the same receivers.
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield {"Authorization": f"Bearer {issued.raw_key}"}
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@schema.parametrize()
@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_the_api_conforms_to_its_schema(
    case: Any, bearer: dict[str, str], celery_worker_process: Any
) -> None:
    """With REDIS_URL set a real worker runs, so /health is 200 rather than a (correct) 503."""
    if case.operation.path.endswith("/events") and isinstance(case.query, dict):
        case.query["timeout"] = 0  # don't long-poll for 30 s per example
    # Semantic rules the schema cannot express (a seat listed twice, an unknown game, options
    # the engine refuses) reject schema-valid bodies with a 4xx problem on purpose.
    case.call_and_validate(
        headers=bearer, excluded_checks=[schemathesis.checks.positive_data_acceptance]
    )
