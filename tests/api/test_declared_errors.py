"""Every operation declares every error it answers, and nothing answers a 500.

A barrage of bad requests goes to every operation of the schema (bad ids, bad tokens, no
token, bad bodies and queries, wrong methods); each answer is either a success or a problem
document whose (status, code) the operation declares. The whole suite's traffic is checked the
same way at the end of every run (tests/conftest.py, tests/problem_traffic.py).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client
from drf_spectacular.generators import SchemaGenerator

from api.schema import declared_codes
from tests.api.helpers import create_match
from tests.api.test_request_parsing import nested
from tests.problem_traffic import METHODS, PROBLEM_MEDIA_TYPE, Observation, undeclared

BAD_IDS = ["0", "-1", "abc", str(2**64), "999999"]
BAD_QUERIES = [
    "limit=0&offset=-1&after=-1&timeout=99&status=bogus&mine=maybe&open=2&game=",
    "limit=abc&after=1.5&timeout=nan",
]
BAD_BODIES: list[tuple[str, bytes]] = [
    ("application/json", b"{}"),
    ("application/json", b"[]"),
    ("application/json", b'"text"'),
    ("application/json", b'{"unknown_field": 1}'),
    ("application/json", b'{"seat": "1", "expected_seq": -1, "action": 5, "players": 99}'),
    ("application/json", b'{"a": 1, "a": 2}'),
    ("application/json", nested(100).encode()),
    ("application/json", b"{" + b" " * 70_000 + b"}"),
    ("application/json", b"\xff"),
    ("application/json; charset=utf-16", b"{}"),
    ("application/x-www-form-urlencoded", b"seat=1"),
    ("text/plain", b"hello"),
]


@pytest.fixture(scope="module")
def openapi() -> dict[str, Any]:
    return dict(SchemaGenerator().get_schema(request=None, public=True))


def _urls(template: str, good: list[str]) -> list[tuple[str, bool]]:
    """(url, names a real resource) for a path template."""
    if "{id}" in template:
        values = [(value, True) for value in good] + [(value, False) for value in BAD_IDS]
        return [(template.replace("{id}", value), real) for value, real in values]
    if "{game}" in template:
        return [
            (template.replace("{game}", "yokohama"), True),
            (template.replace("{game}", "nope"), False),
        ]
    return [(template, True)]


def test_declared_codes_reads_what_problems_declares(openapi: dict[str, Any]) -> None:
    submit = openapi["paths"]["/api/v1/matches/{id}/actions"]["post"]
    codes = declared_codes(submit)
    assert {(400, "parse_error"), (405, "method_not_allowed"), (413, "payload_too_large")} <= codes
    assert {(415, "unsupported_media_type"), (409, "stale_state")} <= codes
    assert (409, "stale_state") not in declared_codes(openapi["paths"]["/api/v1/games"]["get"])


@pytest.mark.django_db
def test_every_answer_is_a_success_or_a_declared_problem(
    openapi: dict[str, Any], make_user: Any, client_for: Any
) -> None:
    _, alice_token = make_user("alice")
    _, bob_token = make_user("bob")
    _, carol_token = make_user("carol")
    waiting = create_match(client_for(alice_token), players=2, seed=1)["id"]
    active = create_match(client_for(alice_token), players=2, seed=2)["id"]
    assert client_for(bob_token).post(f"/api/v1/matches/{active}/join").status_code == 200
    clients = {
        "anonymous": Client(raise_request_exception=False),
        "bad token": Client(HTTP_AUTHORIZATION="Bearer nope", raise_request_exception=False),
        "seated": Client(HTTP_AUTHORIZATION=f"Bearer {alice_token}", raise_request_exception=False),
        "other": Client(HTTP_AUTHORIZATION=f"Bearer {carol_token}", raise_request_exception=False),
    }
    seen: list[Observation] = []
    server_errors: list[str] = []
    not_problems: list[str] = []

    def send(client: Client, method: str, url: str, **kwargs: Any) -> None:
        response = getattr(client, method)(url, **kwargs)
        where = f"{method.upper()} {url} {kwargs.get('content_type', '')}"
        # /health answers 503 with its documented HealthOutput when a part is down (with
        # REDIS_URL set and no worker running, here).
        health = url.split("?")[0].endswith("/health")
        if response.status_code >= 500 and not health:
            server_errors.append(f"{where}: {response.status_code}")
        if response.status_code < 400 or health:
            return
        if not response.get("Content-Type", "").startswith(PROBLEM_MEDIA_TYPE):
            not_problems.append(f"{where}: {response.status_code} {response['Content-Type']}")
            return
        code = json.loads(response.content)["code"]
        seen.append(Observation(method.upper(), url.split("?")[0], response.status_code, code))

    for template, item in openapi["paths"].items():
        for url, real in _urls(template, [str(waiting), str(active)]):
            # Real resources get the whole barrage from every client; bad ids a short one, and
            # so does a bad token: it is refused before the body or the query is read.
            for name, client in clients.items() if real else [("seated", clients["seated"])]:
                whole = real and name != "bad token"
                for method in [m for m in METHODS if m in item]:
                    if method == "get":
                        send(client, "get", url)
                        for query in BAD_QUERIES if whole else []:
                            send(client, "get", f"{url}?{query}")
                    else:
                        for content_type, body in BAD_BODIES if whole else BAD_BODIES[:1]:
                            send(client, method, url, data=body, content_type=content_type)
                unserved = next(m for m in ("patch", "put", "delete") if m not in item)
                send(client, unserved, url)
                if client is clients["seated"]:
                    send(client, "get", url, HTTP_ACCEPT="application/xml")

    assert not server_errors, server_errors
    assert not not_problems, not_problems
    seen_codes = {observation.code for observation in seen}
    # The barrage reaches the codes it is built to provoke.
    assert {
        "not_found",
        "method_not_allowed",
        "parse_error",
        "validation_error",
        "payload_too_large",
        "unsupported_media_type",
        "authentication_failed",
        "not_authenticated",
        "not_seated",
    } <= seen_codes, seen_codes
    assert not undeclared(openapi, seen)
