"""Whatever arrives, the API answers a schema-described success or a problem document: deep,
huge, duplicated, badly encoded or mistyped bodies, unknown URLs and methods, DEBUG on or off.
The parser itself is fuzzed with Hypothesis (api/parsers.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from django.test import AsyncClient, Client, override_settings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework import exceptions

from api.parsers import MAX_BODY_BYTES, MAX_JSON_DEPTH, PayloadTooLarge, json_depth, parse_json_body
from games.errors import HTTP_STATUS, ErrorCode
from tests.api.helpers import create_match

BODY_OPERATIONS = ["/api/v1/accounts", "/api/v1/matches", "/api/v1/matches/{id}/actions"]
JSON_SCALARS = st.none() | st.booleans() | st.integers() | st.text(max_size=20)
JSON_VALUES = st.recursive(
    JSON_SCALARS | st.floats(allow_nan=False, allow_infinity=False),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=30,
)
JSON_TEXT = JSON_VALUES.map(json.dumps)


def nested(depth: int) -> str:
    return '{"expected_seq": 0, "action": ' + "[" * depth + "]" * depth + "}"


def assert_problem(response: Any, code: ErrorCode) -> dict[str, Any]:
    assert response["Content-Type"] == "application/problem+json", response.content[:200]
    body = dict(json.loads(response.content))
    assert (body["code"], body["status"], response.status_code) == (
        code.value,
        HTTP_STATUS[code],
        HTTP_STATUS[code],
    ), body
    assert body["detail"]
    return body


@pytest.fixture
def seated(make_user: Any, client_for: Any) -> tuple[Client, int]:
    _, token = make_user("alice")
    client = client_for(token)
    match_id = create_match(client, players=2, seed=3)["id"]
    raw = Client(HTTP_AUTHORIZATION=f"Bearer {token}", raise_request_exception=False)
    return raw, match_id


def post(client: Client, path: str, body: bytes | str, **extra: Any) -> Any:
    content_type = extra.pop("content_type", "application/json")
    return client.post(path, body, content_type=content_type, **extra)


@pytest.mark.django_db
class TestBodies:
    @pytest.mark.parametrize("path", BODY_OPERATIONS)
    def test_deep_nesting_is_a_parse_error_not_a_500(
        self, seated: tuple[Client, int], path: str
    ) -> None:
        client, match_id = seated
        body = assert_problem(
            post(client, path.format(id=match_id), nested(1000)), ErrorCode.PARSE_ERROR
        )
        assert str(MAX_JSON_DEPTH) in body["detail"]

    @pytest.mark.parametrize("path", BODY_OPERATIONS)
    def test_a_body_over_the_limit_is_413(self, seated: tuple[Client, int], path: str) -> None:
        client, match_id = seated
        huge = '{"game": "' + "x" * (5 * 1024 * 1024) + '"}'
        assert_problem(post(client, path.format(id=match_id), huge), ErrorCode.PAYLOAD_TOO_LARGE)

    def test_a_body_just_under_the_limit_is_read(self, seated: tuple[Client, int]) -> None:
        client, _ = seated
        padding = "x" * (MAX_BODY_BYTES - 100)
        body = assert_problem(
            post(client, "/api/v1/matches", json.dumps({"game": padding})),
            ErrorCode.VALIDATION_ERROR,
        )
        assert "game" in body["errors"]

    def test_duplicate_keys_are_refused(self, seated: tuple[Client, int]) -> None:
        client, _ = seated
        body = b'{"game": "yokohama", "players": 2, "players": 3}'
        detail = assert_problem(post(client, "/api/v1/matches", body), ErrorCode.PARSE_ERROR)
        assert "players" in detail["detail"]

    @pytest.mark.parametrize(
        "raw",
        [b"\xff\xfe{}", b'{"game": "\xe9"}', b"NaN", b'{"players": Infinity}', b"{", b"[1,]"],
    )
    def test_bytes_that_are_not_strict_utf8_json_are_a_parse_error(
        self, seated: tuple[Client, int], raw: bytes
    ) -> None:
        client, _ = seated
        assert_problem(post(client, "/api/v1/matches", raw), ErrorCode.PARSE_ERROR)

    def test_another_charset_is_415(self, seated: tuple[Client, int]) -> None:
        client, _ = seated
        response = post(
            client, "/api/v1/matches", "{}", content_type="application/json; charset=latin-1"
        )
        assert_problem(response, ErrorCode.UNSUPPORTED_MEDIA_TYPE)

    @pytest.mark.parametrize("content_type", ["application/x-www-form-urlencoded", "text/plain"])
    def test_other_media_types_are_415(self, seated: tuple[Client, int], content_type: str) -> None:
        client, match_id = seated
        response = post(
            client, f"/api/v1/matches/{match_id}/join", "seat=1", content_type=content_type
        )
        assert_problem(response, ErrorCode.UNSUPPORTED_MEDIA_TYPE)

    def test_unknown_fields_are_refused_by_name_at_any_depth(
        self, seated: tuple[Client, int]
    ) -> None:
        client, _ = seated
        body = {
            "game": "yokohama",
            "players": 2,
            "colour": "red",
            "time_control": {"decision_seconds": 60, "grace": 5},
        }
        problem = assert_problem(
            post(client, "/api/v1/matches", json.dumps(body)), ErrorCode.VALIDATION_ERROR
        )
        assert set(problem["errors"]) == {"colour", "time_control.grace"}

    @pytest.mark.parametrize("notation", [" pass", "pass ", "\tpass", "pass\n"])
    def test_notations_with_surrounding_whitespace_are_refused(
        self, seated: tuple[Client, int], notation: str
    ) -> None:
        client, match_id = seated
        body = json.dumps({"expected_seq": 0, "action": notation})
        problem = assert_problem(
            post(client, f"/api/v1/matches/{match_id}/actions", body), ErrorCode.VALIDATION_ERROR
        )
        assert "action" in problem["errors"]

    @pytest.mark.parametrize("key", ["", "k" * 129])
    def test_idempotency_keys_outside_1_to_128_characters_are_refused(
        self, seated: tuple[Client, int], key: str
    ) -> None:
        client, match_id = seated
        body = json.dumps({"expected_seq": 0, "action": "pass"})
        response = post(
            client, f"/api/v1/matches/{match_id}/actions", body, HTTP_IDEMPOTENCY_KEY=key
        )
        assert_problem(response, ErrorCode.VALIDATION_ERROR)


@pytest.mark.django_db
@pytest.mark.parametrize("debug", [False, True])
class TestUrlsAndMethods:
    @pytest.mark.parametrize(
        "path",
        [
            "/api/v1/matches/-1/actions",
            "/api/v1/matches/abc/actions",
            "/api/v1/matches/1/nothing",
            "/api/v1/nothing",
            "/api/v2/matches",
        ],
    )
    def test_unknown_urls_are_a_not_found_problem(self, debug: bool, path: str) -> None:
        with override_settings(DEBUG=debug):
            response = Client(raise_request_exception=False).get(path)
        assert_problem(response, ErrorCode.NOT_FOUND)

    def test_unknown_urls_are_a_not_found_problem_under_asgi_too(self, debug: bool) -> None:
        with override_settings(DEBUG=debug):
            client = AsyncClient(raise_request_exception=False)
            response = async_to_sync(client.get)("/api/v1/matches/abc/actions")
        assert_problem(response, ErrorCode.NOT_FOUND)

    def test_an_unserved_method_is_a_405_problem(self, debug: bool) -> None:
        with override_settings(DEBUG=debug):
            response = Client(raise_request_exception=False).put("/api/v1/games")
        assert_problem(response, ErrorCode.METHOD_NOT_ALLOWED)

    def test_an_unserved_host_is_a_parse_error_problem(self, debug: bool) -> None:
        with override_settings(DEBUG=debug):
            response = Client(raise_request_exception=False, HTTP_HOST="evil.example").get(
                "/api/v1/games"
            )
        assert_problem(response, ErrorCode.PARSE_ERROR)

    def test_an_unmet_accept_header_is_a_406_problem(self, debug: bool) -> None:
        with override_settings(DEBUG=debug):
            response = Client(raise_request_exception=False).get(
                "/api/v1/games", HTTP_ACCEPT="text/csv"
            )
        assert_problem(response, ErrorCode.NOT_ACCEPTABLE)


@pytest.mark.django_db
def test_the_middleware_leaves_pages_outside_the_api_alone() -> None:
    """Only /api/v<n>/ is rewritten: elsewhere (admin, docs) DEBUG's HTML pages stay."""
    with override_settings(DEBUG=True):
        response = Client(raise_request_exception=False).get("/no-such-page")
    assert response.status_code == 404
    assert not response["Content-Type"].startswith("application/problem+json")


@pytest.mark.django_db
@given(
    body=st.binary(max_size=512)
    | JSON_TEXT.map(str.encode)
    | st.integers(0, 200).map(lambda depth: nested(depth).encode()),
    content_type=st.sampled_from(
        ["application/json", "application/json; charset=utf-8", "application/json; charset=x"]
    ),
)
@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_any_body_to_submit_is_a_success_or_a_problem(
    seated: tuple[Client, int], body: bytes, content_type: str
) -> None:
    client, match_id = seated
    # generic(): the bytes go out as they are (post() would re-encode them to the charset).
    path = f"/api/v1/matches/{match_id}/actions"
    response = client.generic("POST", path, body, content_type=content_type)
    assert response.status_code < 500, response.content[:200]
    if response.status_code >= 400:
        assert response["Content-Type"] == "application/problem+json"
        assert json.loads(response.content)["code"]


# --- the parser, fuzzed ------------------------------------------------------------------------


@given(st.binary(max_size=2048))
@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
def test_any_bytes_parse_or_raise_a_parse_error(raw: bytes) -> None:
    detail = None
    try:
        parsed = parse_json_body(raw)
    except exceptions.ParseError as exc:
        detail = str(exc.detail)
    if detail is None:
        assert parsed == json.loads(raw.decode("utf-8"))  # accepted: it was UTF-8 JSON
    else:
        assert detail.startswith("The "), detail  # a sentence, not a traceback


@given(JSON_VALUES)
@settings(max_examples=300)
def test_json_within_the_limits_parses_to_what_was_sent(value: Any) -> None:
    raw = json.dumps(value).encode()
    assert json_depth(raw.decode()) <= MAX_JSON_DEPTH
    assert parse_json_body(raw) == json.loads(raw)


@given(st.integers(min_value=0, max_value=5000), st.sampled_from(["[", '{"k":']))
@settings(max_examples=60)
def test_nesting_is_measured_and_limited(depth: int, opener: str) -> None:
    closer = "]" if opener == "[" else "}"
    text = opener * depth + "0" + closer * depth
    assert json_depth(text) == depth
    if depth > MAX_JSON_DEPTH:
        with pytest.raises(exceptions.ParseError):
            parse_json_body(text.encode())
    else:
        parse_json_body(text.encode())


@given(st.text(alphabet='[]{}"\\', max_size=40))
def test_brackets_inside_strings_do_not_count(inner: str) -> None:
    text = json.dumps({"notation": inner})
    assert json_depth(text) == 1
    assert parse_json_body(text.encode()) == {"notation": inner}


@given(JSON_VALUES, st.sampled_from(["utf-16", "utf-16-le", "utf-32", "utf-32-be"]))
@settings(max_examples=100)
def test_utf16_and_utf32_bodies_are_refused(value: Any, encoding: str) -> None:
    raw = json.dumps(value, ensure_ascii=False).encode(encoding)
    with pytest.raises(exceptions.ParseError):
        parse_json_body(raw)


@given(JSON_VALUES, st.sampled_from(["latin-1", "cp1252"]))
@settings(max_examples=100)
def test_single_byte_encodings_are_read_as_utf8_or_refused(value: Any, encoding: str) -> None:
    """The server cannot tell latin-1 that happens to be valid UTF-8 from UTF-8; anything else
    is refused rather than guessed."""
    text = json.dumps(value, ensure_ascii=False)
    try:
        raw = text.encode(encoding)
    except UnicodeEncodeError:
        return  # not representable in that encoding: nothing a client could send
    try:
        as_utf8 = raw.decode("utf-8")
    except UnicodeDecodeError:
        with pytest.raises(exceptions.ParseError):
            parse_json_body(raw)
    else:
        assert parse_json_body(raw) == json.loads(as_utf8)


@given(st.integers(min_value=1, max_value=4096))
@settings(max_examples=20)
def test_bodies_over_the_limit_are_too_large(extra: int) -> None:
    with pytest.raises(PayloadTooLarge):
        parse_json_body(b" " * (MAX_BODY_BYTES + extra))
