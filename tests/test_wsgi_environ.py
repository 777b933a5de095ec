"""The WSGI entry point hands the application the request's environ, not the process's.

granian (the production WSGI server) builds every environ from a copy of the process
environment, so settings such as DATABASE_URL would reach `request.META`. These tests run
granian's own environ-building glue (`granian.wsgi._callback_wrapper`) in front of
`yokohama_server.wsgi.WithoutProcessEnvironment`."""

from __future__ import annotations

from typing import Any

import pytest
from granian.wsgi import _callback_wrapper

from tests.api.test_hot_path import GranianProtocol
from yokohama_server import wsgi
from yokohama_server.wsgi import WithoutProcessEnvironment


def _request_scope(**headers: str) -> dict[str, Any]:
    return {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": "/api/v1/games",
        "QUERY_STRING": "",
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "8000",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "wsgi.url_scheme": "http",
        **headers,
    }


def _environ_seen(monkeypatch: pytest.MonkeyPatch, **headers: str) -> dict[str, Any]:
    """The environ the application gets for one request under granian, with a secret and a
    variable named like a request header in the process environment."""
    monkeypatch.setenv("DATABASE_URL", "postgres://user:very-secret@db:5432/yokohama")
    monkeypatch.setenv("HTTP_PROXY", "http://proxy.internal:3128")
    seen: dict[str, Any] = {}

    def application(environ: dict[str, Any], start_response: Any) -> list[bytes]:
        seen.update(environ)
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [b"ok"]

    wrapped = WithoutProcessEnvironment(application)  # reads the environment, as at import
    runner = _callback_wrapper(wrapped, {})  # granian copies the environment here, at start
    protocol = GranianProtocol()
    runner(protocol, _request_scope(**headers))
    assert protocol.answer is not None
    assert protocol.answer[0] == "200"
    return seen


def test_granian_copies_the_process_environment_into_every_request() -> None:
    """What makes the wrapper necessary: without it, the settings reach the application."""
    seen: dict[str, Any] = {}

    def application(environ: dict[str, Any], start_response: Any) -> list[bytes]:
        seen.update(environ)
        start_response("200 OK", [])
        return [b""]

    _callback_wrapper(application, {})(GranianProtocol(), _request_scope())
    assert "PATH" in seen
    assert "DJANGO_SETTINGS_MODULE" in seen


def test_the_application_sees_no_process_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _environ_seen(monkeypatch)
    assert "DATABASE_URL" not in seen
    assert "HTTP_PROXY" not in seen  # would read as a `Proxy:` header the client never sent
    assert "PATH" not in seen
    assert "DJANGO_SETTINGS_MODULE" not in seen
    assert not any("very-secret" in str(value) for value in seen.values())


def test_the_requests_own_fields_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _environ_seen(monkeypatch, HTTP_PROXY="sent-by-the-client", HTTP_ACCEPT="*/*")
    assert seen["HTTP_PROXY"] == "sent-by-the-client"  # a header the request did send
    assert seen["HTTP_ACCEPT"] == "*/*"
    for key, value in _request_scope().items():
        assert seen[key] == value
    assert seen["wsgi.version"] == (1, 0)  # granian's own WSGI keys stay too


def test_the_servers_entry_point_is_wrapped() -> None:
    """What granian and the benches serve (`yokohama_server.wsgi:application`)."""
    assert isinstance(wsgi.application, WithoutProcessEnvironment)
