"""Integer query parameters take digits only, as the schema says.

DRF's IntegerField also accepts "5.0"; the paginators then failed to read it and served the
first page, so `offset=5.0` looked like a valid request that ignored its offset (schemathesis
found it: ST201, a schema-violating request accepted).
"""

from __future__ import annotations

from typing import Any

import pytest

from games.errors import ErrorCode
from tests.api.test_errors import assert_problem

LISTS = [
    "/api/v1/tokens",
    "/api/v1/matches",
    "/api/v1/tournaments",
    "/api/v1/ratings/yokohama",
]


@pytest.mark.django_db
@pytest.mark.parametrize("path", LISTS)
@pytest.mark.parametrize(
    "query", ["offset=5.0", "limit=1.0", "offset=1e1", "limit= 2", "offset=+1"]
)
def test_a_non_digit_integer_is_a_validation_error(
    path: str, query: str, make_user: Any, client_for: Any
) -> None:
    _, key = make_user("quinn")
    body = assert_problem(client_for(key).get(f"{path}?{query}"), ErrorCode.VALIDATION_ERROR)
    assert query.split("=")[0] in body["errors"], body


@pytest.mark.django_db
@pytest.mark.parametrize("path", LISTS)
def test_digits_still_page(path: str, make_user: Any, client_for: Any) -> None:
    _, key = make_user("quinn")
    response = client_for(key).get(f"{path}?limit=1&offset=0")
    assert response.status_code == 200, response.content
    assert "results" in response.json()


@pytest.mark.django_db
def test_the_log_cursor_takes_digits_only(make_user: Any, client_for: Any) -> None:
    """Query integers whose value the view uses (not a paginator's) are held to the same form."""
    _, key = make_user("quinn")
    client = client_for(key)
    created = client.post("/api/v1/matches", {"game": "yokohama", "players": 2}, format="json")
    assert created.status_code == 201, created.content
    match_id = created.json()["id"]
    assert client.get(f"/api/v1/matches/{match_id}/actions?after=0").status_code == 200
    assert_problem(
        client.get(f"/api/v1/matches/{match_id}/actions?after=0.0"), ErrorCode.VALIDATION_ERROR
    )
