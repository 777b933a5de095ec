"""Problem responses become typed exceptions that carry the stable code and the extra fields."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from http import HTTPStatus

import pytest
from yokohama_client.types import Response
from yokohama_sdk import errors
from yokohama_sdk.errors import (
    CODE_CLASSES,
    ApiError,
    IllegalAction,
    NoResult,
    NotFound,
    NotYourTurn,
    RateLimited,
    StaleState,
    StreamUnavailableHere,
    UnexpectedResponse,
    ValidationError,
    error_from_response,
    raise_for_problem,
)

from games.errors import HTTP_STATUS, ErrorCode


def problem(code: str, status: int, **extra: object) -> bytes:
    body = {
        "type": f"https://yokohama-server.dev/problems/{code}",
        "title": code.replace("_", " ").capitalize(),
        "status": status,
        "detail": f"detail of {code}",
        "code": code,
        **extra,
    }
    return json.dumps(body).encode()


@pytest.mark.parametrize("code", list(ErrorCode))
def test_it_has_a_class_for_every_server_code(code: ErrorCode) -> None:
    # A new server code needs a family in sdk/yokohama_sdk/errors.py (an existing one or new).
    assert code.value in CODE_CLASSES, f"no SDK exception class for {code.value!r}"
    cls = CODE_CLASSES[code.value]
    exc = error_from_response(HTTP_STATUS[code], {}, problem(code.value, HTTP_STATUS[code]))
    assert type(exc) is cls
    assert exc.code == code.value
    assert exc.status == HTTP_STATUS[code]
    assert exc.detail == f"detail of {code.value}"


def test_it_exposes_the_extra_fields_of_each_family() -> None:
    stale = error_from_response(409, {}, problem("stale_state", 409, current_seq=12))
    assert isinstance(stale, StaleState)
    assert stale.current_seq == 12
    assert stale.extra == {"current_seq": 12}

    turn = error_from_response(409, {}, problem("not_your_turn", 409, to_move=[2, 3]))
    assert isinstance(turn, NotYourTurn)
    assert turn.to_move == [2, 3]

    illegal = error_from_response(422, {}, problem("illegal_action", 422, reason="no money"))
    assert isinstance(illegal, IllegalAction)
    assert illegal.reason == "no money"

    invalid = error_from_response(
        400, {}, problem("validation_error", 400, errors={"players": ["Too small."]})
    )
    assert isinstance(invalid, ValidationError)
    assert invalid.errors == {"players": ["Too small."]}


def test_a_stream_asked_of_the_wsgi_server_names_the_events_server() -> None:
    url = "https://events.example.org/api/v1/matches/7/stream"
    exc = error_from_response(421, {}, problem("stream_unavailable_here", 421, events_url=url))
    assert isinstance(exc, StreamUnavailableHere)
    assert exc.events_url == url
    unnamed = error_from_response(421, {}, problem("stream_unavailable_here", 421))
    assert isinstance(unnamed, StreamUnavailableHere)
    assert unnamed.events_url is None


def test_no_result_is_a_kind_of_not_found() -> None:
    exc = error_from_response(404, {}, problem("no_result", 404))
    assert isinstance(exc, NoResult)
    assert isinstance(exc, NotFound)


def test_retry_after_prefers_the_header_over_the_body() -> None:
    body = problem("rate_limited", 429, retry_after=7)
    from_header = error_from_response(429, {"Retry-After": "3"}, body)
    assert isinstance(from_header, RateLimited)
    assert from_header.retry_after == 3.0
    assert error_from_response(429, {}, body).retry_after == 7.0  # type: ignore[attr-defined]


def test_retry_after_understands_an_http_date() -> None:
    when = format_datetime(datetime.now(UTC) + timedelta(seconds=30), usegmt=True)
    exc = error_from_response(429, {"Retry-After": when}, problem("rate_limited", 429))
    assert isinstance(exc, RateLimited)
    assert exc.retry_after is not None
    assert 25 <= exc.retry_after <= 31


def test_an_unknown_code_is_still_an_api_error() -> None:
    exc = error_from_response(418, {}, problem("teapot", 418, brew="earl grey"))
    assert type(exc) is ApiError
    assert exc.code == "teapot"
    assert exc.extra == {"brew": "earl grey"}


def test_a_body_that_is_not_a_problem_is_an_unexpected_response() -> None:
    exc = error_from_response(502, {"content-type": "text/html"}, b"<h1>Bad gateway</h1>")
    assert isinstance(exc, UnexpectedResponse)
    assert exc.status == 502
    assert exc.code == "unexpected_response"
    assert exc.body == b"<h1>Bad gateway</h1>"
    assert "Bad gateway" in exc.detail


def test_raise_for_problem_checks_a_generated_response() -> None:
    ok: Response[None] = Response(status_code=HTTPStatus.OK, content=b"{}", headers={}, parsed=None)
    raise_for_problem(ok)
    stale: Response[None] = Response(
        status_code=HTTPStatus.CONFLICT,
        content=problem("stale_state", 409, current_seq=4),
        headers={},
        parsed=None,
    )
    with pytest.raises(StaleState) as caught:
        raise_for_problem(stale)
    assert caught.value.current_seq == 4


def test_it_maps_real_server_problems(client_for, make_user) -> None:
    """The server's own problem documents, rendered by the real exception handler."""
    _, token = make_user("errors-alice")
    missing = client_for(token).get("/api/v1/matches/987654")
    exc = error_from_response(missing.status_code, missing.headers, missing.content)
    assert isinstance(exc, NotFound)
    assert (exc.status, exc.code) == (404, "not_found")

    bad = client_for(token).post("/api/v1/matches", {"game": "yokohama", "players": 0})
    exc = error_from_response(bad.status_code, bad.headers, bad.content)
    assert isinstance(exc, errors.ValidationError)
    assert "players" in exc.errors
