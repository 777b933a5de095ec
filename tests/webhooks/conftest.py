"""Webhook fixtures: fast retries, private targets allowed (the receivers run on 127.0.0.1),
and a real HTTP receiver in a thread."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import orjson
import pytest

from tests.conftest import ROOT

# The SDK's verify_signature, imported from the tree as tests/sdk does.
for _path in (ROOT / "sdk" / "yokohama-client", ROOT / "sdk"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

# The same values for this process (fixture below) and for the Celery worker process that
# tests/conftest.py starts with this environment when REDIS_URL is set (conftests are all
# imported before the first test runs, so before the worker starts).
WEBHOOK_TEST_SETTINGS: dict[str, Any] = {
    "WEBHOOK_ALLOW_PRIVATE_TARGETS": True,
    "WEBHOOK_RETRY_BASE_SECONDS": 0.2,
    "WEBHOOK_MAX_ATTEMPTS": 3,
    "WEBHOOK_DISABLE_AFTER_FAILURES": 100,
}
for _name, _value in WEBHOOK_TEST_SETTINGS.items():
    os.environ[_name] = str(_value)


@pytest.fixture(autouse=True)
def _webhook_settings(settings: Any) -> None:
    for name, value in WEBHOOK_TEST_SETTINGS.items():
        setattr(settings, name, value)


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return orjson.loads(self.body)


@dataclass
class Receiver:
    """A webhook receiver on 127.0.0.1 that answers `status` and records every request."""

    url: str
    status: int = 204
    requests: list[Received] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def received(self) -> list[Received]:
        with self.lock:
            return list(self.requests)


@pytest.fixture
def make_receiver() -> Iterator[Callable[[int], Receiver]]:
    servers: list[ThreadingHTTPServer] = []

    def make(status: int) -> Receiver:
        server = _start_server()
        server.receiver.status = status  # type: ignore[attr-defined]
        servers.append(server)
        return server.receiver  # type: ignore[attr-defined, no-any-return]

    yield make
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture
def receiver(make_receiver: Callable[[int], Receiver]) -> Receiver:
    """A receiver that accepts everything (204)."""
    return make_receiver(204)


def _start_server() -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length)
            target: Receiver = self.server.receiver  # type: ignore[attr-defined]
            with target.lock:
                target.requests.append(Received(self.path, dict(self.headers.items()), body))
            self.send_response(target.status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    port = server.server_address[1]
    server.receiver = Receiver(url=f"http://127.0.0.1:{port}/hooks/yokohama")  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, name="webhook-receiver", daemon=True).start()
    return server
