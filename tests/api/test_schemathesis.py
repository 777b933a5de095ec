"""Schemathesis against our own OpenAPI schema, in-process: no server error, and every
response conforms to the schema (status codes, content types, bodies).

Two runs over every operation, on whatever database the suite uses (PostgreSQL in CI):
- the examples, coverage and fuzzing phases, each with positive data (schema-valid) and
  negative data (schema-invalid, which must be refused with a 4xx problem);
- the stateful phase: sequences of calls that follow the schema's OpenAPI links (create a
  match, join it, read its legal actions, submit, read the log...), positive and negative.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections, transaction
from hypothesis import HealthCheck, settings
from schemathesis.generation.modes import GenerationMode

from games import services
from games.models import User
from tests.conftest import SOAK

# Loaded at import: the schema view needs no database. (schemathesis' fixture-based lazy
# loader does not work with pytest 9.2 yet.) As JSON, the same document: parsing the YAML took
# a second longer in every test process.
schema = schemathesis.openapi.from_wsgi("/api/schema/?format=json", get_wsgi_application())
schema.config.generation.update(modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
schema.config.phases.update(phases=["examples", "coverage", "fuzzing", "stateful"])

# Semantic rules the schema cannot express (a seat listed twice, an unknown game, options
# the engine refuses, a stale seq) reject schema-valid bodies with a 4xx problem on purpose.
EXCLUDED_CHECKS = [schemathesis.checks.positive_data_acceptance]
# Each example is a request or two. CI's soak step (TEST_SOAK=1) runs the larger sizes; the
# README's command a third of them, with the same deterministic coverage phase.
FUZZ_EXAMPLES = 25 if SOAK else 8
STATEFUL_SCENARIOS = 80 if SOAK else 25
STATEFUL_STEPS = 8
BEARER_USERNAME = "schema-alice"


@pytest.fixture
def bearer(db: None) -> Iterator[dict[str, str]]:
    issued = services.account_create(username=BEARER_USERNAME)
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


def _no_long_polls(case: Any) -> None:
    # The async views (event streams, long poll) read in their own threads, which cannot see
    # this module's uncommitted rows: here they answer their declared 401/404 problems, and
    # tests/api/test_streams.py covers their successes against a live server.
    if case.operation.path.endswith("/events") and isinstance(case.query, dict):
        case.query["timeout"] = 0  # don't long-poll for 30 s per example


def _renew_if_revoked(case: Any, status: int, bearer: dict[str, str]) -> None:
    """token_revoke with a generated id may hit our own token: later calls get a new one, so
    the rest of a run does not degrade to 401s (which would hide the other operations)."""
    if case.operation.definition.raw["operationId"] == "token_revoke" and status == 204:
        user = User.objects.get(username=BEARER_USERNAME)
        bearer["Authorization"] = f"Bearer {services.token_create(user=user)}"


def _auth(case: Any, bearer: dict[str, str]) -> dict[str, str]:
    """Our token, unless the case carries generated credentials (negative data): those must
    be refused, so they are sent as generated."""
    headers = {key.lower() for key in (case.headers or {})}
    return {} if "authorization" in headers else bearer


@pytest.mark.soak_sampled
@schema.parametrize()
@settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_the_api_conforms_to_its_schema(
    case: Any, bearer: dict[str, str], celery_worker_process: Any
) -> None:
    """With REDIS_URL set a real worker runs, so /health is 200 rather than a (correct) 503."""
    _no_long_polls(case)
    response = case.call_and_validate(headers=_auth(case, bearer), excluded_checks=EXCLUDED_CHECKS)
    _renew_if_revoked(case, response.status_code, bearer)


def test_the_schema_links_the_match_workflow() -> None:
    """The stateful run below is only as deep as the links: a match created can be read,
    joined and played (legal actions, then a submit, then the log) through them."""
    operations = {
        operation["operationId"]: operation
        for item in schema.raw_schema["paths"].values()
        for operation in item.values()
        if isinstance(operation, dict) and "operationId" in operation
    }

    def targets(source: str, status: str) -> set[str]:
        links = operations[source]["responses"][status].get("links", {})
        return {link.get("operationId", "") for link in links.values()}

    assert {"match_retrieve", "match_join", "match_legal_actions"} <= targets("match_create", "201")
    assert "match_action_submit" in targets("match_legal_actions", "200")
    assert "match_actions_list" in targets("match_action_submit", "201")


@pytest.mark.soak_sampled
def test_stateful_sequences_conform_to_the_schema(
    bearer: dict[str, str], celery_worker_process: Any
) -> None:
    answered: set[tuple[str, int]] = set()
    initial_token = bearer["Authorization"]

    # The operations outside the match workflow link to nothing; the per-operation run above
    # covers them, and among the workflow's steps they would only thin out the linked sequences
    # (an event stream of an active match also never ends by itself; invitations and seeks
    # need a second account: tests/api/test_play_together.py, tests/matchmaking).
    workflow: Any = schema
    for tag in ("accounts", "events", "webhooks", "invitations", "seeks", "chat", "notifications"):
        workflow = workflow.exclude(tag=tag)

    class Workflow(workflow.as_state_machine()):  # type: ignore[misc]
        # Every scenario starts from the same rows: Hypothesis decides which rules it may draw
        # from what earlier answers gave (a non-empty match list, say), and a database grown
        # by earlier scenarios made the same choices mean another rule ("inconsistent data
        # generation"). Each scenario runs in a savepoint rolled back at its end.
        def setup(self) -> None:
            self._savepoint = transaction.savepoint()

        def teardown(self) -> None:
            transaction.savepoint_rollback(self._savepoint)
            bearer["Authorization"] = initial_token

        def before_call(self, case: Any) -> None:
            _no_long_polls(case)

        def get_call_kwargs(self, case: Any) -> dict[str, Any]:
            return {"headers": _auth(case, bearer)}

        def after_call(self, response: Any, case: Any) -> None:
            answered.add((case.operation.definition.raw["operationId"], response.status_code))
            _renew_if_revoked(case, response.status_code, bearer)

        def validate_response(self, response: Any, case: Any, **kwargs: Any) -> None:
            # ignored_auth replays a call without the case's credentials but with these
            # kwargs, i.e. with our token, and then reports the success; the run above checks
            # authentication on every operation.
            excluded = [*EXCLUDED_CHECKS, schemathesis.checks.ignored_auth]
            case.validate_response(response, excluded_checks=excluded, transport_kwargs=kwargs)

    Workflow.run(
        settings=settings(
            max_examples=STATEFUL_SCENARIOS,
            stateful_step_count=STATEFUL_STEPS,
            deadline=None,
            derandomize=True,  # the same sequences every run: a failure always reproduces
            suppress_health_check=list(HealthCheck),
        )
    )
    # The sequences went through the links: matches were created and then used.
    assert ("match_create", 201) in answered, sorted(answered)
    followed = {op for op, status in answered if status < 300 and op != "match_create"}
    assert followed & {"match_retrieve", "match_join", "match_legal_actions", "match_start"}, str(
        sorted(answered)
    )
