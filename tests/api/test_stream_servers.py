"""The event endpoints on each kind of server, started here as the README starts them.

- granian (WSGI, blocking threads): a waiting client holds one of its few threads, so a stream
  must not wait there at all (it answers `421 stream_unavailable_here` at once, naming the
  events server) and long polls may hold only part of the threads (the rest answer `503
  service_unavailable` at once): the node keeps answering everything else. Its request-head
  limits are the ones the API description states.
- uvicorn (ASGI, one worker, so that every stream of a match shares one match writer): a
  quiet stream gets its heartbeat every EVENTS_HEARTBEAT_SECONDS, however often other viewers
  join the match.

Each server runs on the test database (and Redis, when REDIS_URL is set) like `api_server`.
"""

from __future__ import annotations

import socket
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from bench.web_server import wsgi_command
from tests.api.test_streams import EventReader, human_match, open_stream, signup
from tests.conftest import ROOT, TEST_QUEUE, free_port, running_server, server_env, wait_for

# Generous client timeouts: they only bound a hang, what is asserted is that an answer came.
PROMPT = httpx.Timeout(20.0)
EVENTS_URL = "https://events.example.test"
WEB_THREADS = 4
HEARTBEAT_S = 1.0


def _serve(name: str, command: list[str], **env_extra: str) -> Iterator[str]:
    """Run `command` (a server on the test database) until the generator is closed; yields
    its URL once it answers."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = ROOT / "var" / f"test-{name}-{TEST_QUEUE}.log"
    port_args = [arg.replace("{port}", str(port)) for arg in command]
    # No static files: these servers answer the API only.
    with tempfile.TemporaryDirectory() as static:
        env = server_env(Path(static), **env_extra)
        with running_server(name, port_args, env, url, log_path):
            yield url


@pytest.fixture(scope="module")
def wsgi_server(django_db_setup: None, celery_worker_process: Any) -> Iterator[str]:
    """The README's WSGI server (granian) with one worker process, so that every request of a
    test reaches the threads the held long polls compete for."""
    command = wsgi_command("{port}", workers=1, threads=WEB_THREADS)
    command += ["--workers-kill-timeout", "2"]
    yield from _serve(
        "granian", command, EVENTS_SERVER_URL=EVENTS_URL, WEB_THREADS=str(WEB_THREADS)
    )


@pytest.fixture(scope="module")
def uvicorn_server(django_db_setup: None, celery_worker_process: Any) -> Iterator[str]:
    """The events server with one worker: every stream of a match joins the same writer."""
    command = [sys.executable, "-m", "uvicorn", "yokohama_server.asgi:application"]
    command += ["--host", "127.0.0.1", "--port", "{port}", "--workers", "1"]
    command += ["--no-access-log", "--timeout-graceful-shutdown", "2"]
    yield from _serve("uvicorn", command, EVENTS_HEARTBEAT_SECONDS=str(HEARTBEAT_S))


@pytest.fixture
def wsgi(wsgi_server: str, task_runner: Any) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=wsgi_server, timeout=PROMPT) as client:
        yield client


@pytest.fixture
def asgi(uvicorn_server: str, task_runner: Any) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=uvicorn_server, timeout=PROMPT) as client:
        yield client


def test_the_wsgi_server_answers_a_stream_at_once_with_the_events_servers_address(
    wsgi: httpx.Client,
) -> None:
    """Before, the request got no byte until the match ended (Django collected the whole
    stream before sending it) and held its thread after the client left."""
    match_id, seats = human_match(wsgi, seed=3)
    for path, headers in [
        (f"/api/v1/matches/{match_id}/stream?after=0", seats[0]),
        (f"/api/v1/matches/{match_id}/stream", {}),
        ("/api/v1/events/stream", seats[1]),
    ]:
        answer = wsgi.get(path, headers={"Accept": "text/event-stream", **headers})
        assert answer.status_code == 421, (path, answer.status_code)
        assert answer.headers["content-type"] == "application/problem+json"
        body = answer.json()
        assert body["code"] == "stream_unavailable_here"
        assert body["events_url"] == EVENTS_URL + path
        assert EVENTS_URL in body["detail"]
    # The node still serves the rest (no thread was kept by the streams).
    assert wsgi.get(f"/api/v1/matches/{match_id}").status_code == 200


def test_long_polls_hold_only_part_of_the_wsgi_servers_threads(wsgi: httpx.Client) -> None:
    """Before, every long poll held a thread for up to 30 s: with as many waiting as the
    worker has threads, health checks and submissions queued behind them."""
    match_id, seats = human_match(wsgi, seed=4)
    polls = 3 * WEB_THREADS
    held = WEB_THREADS // 2  # the share of the threads the server lets long polls hold
    answers: list[httpx.Response] = []
    lock = threading.Lock()

    def long_poll(client: httpx.Client) -> httpx.Response:
        answer = client.get(f"/api/v1/matches/{match_id}/events?after=0&timeout=30")
        with lock:
            answers.append(answer)
        return answer

    def answered() -> int:
        with lock:
            return len(answers)

    with ExitStack() as stack:
        pool = stack.enter_context(ThreadPoolExecutor(max_workers=polls))
        # Long polls get a read timeout beyond their own `timeout`.
        clients = [
            stack.enter_context(httpx.Client(base_url=str(wsgi.base_url), timeout=60))
            for _ in range(polls)
        ]
        futures: list[Future[httpx.Response]] = [
            pool.submit(long_poll, client) for client in clients
        ]
        # The polls beyond the server's share answer at once; the others now wait there.
        wait_for(lambda: answered() >= polls - held, timeout=20)
        with lock:
            refused = list(answers)
        assert len(refused) == polls - held
        for answer in refused:
            assert answer.status_code == 503, answer.text
            assert answer.headers["content-type"] == "application/problem+json"
            assert answer.json()["code"] == "service_unavailable"
            assert answer.json()["events_url"] == EVENTS_URL + (
                f"/api/v1/matches/{match_id}/events?after=0&timeout=30"
            )
            assert int(answer.headers["Retry-After"]) >= 1
        # While they wait, the node answers a health check and a submission.
        health = wsgi.get("/api/v1/health")
        assert health.json()["database"]["ok"] is True, health.text
        legal = wsgi.get(f"/api/v1/matches/{match_id}/legal-actions", headers=seats[0]).json()
        sent = wsgi.post(
            f"/api/v1/matches/{match_id}/actions",
            json={"expected_seq": legal["seq"], "action": legal["actions"][0]["notation"]},
            headers=seats[0],
        )
        assert sent.status_code == 201, sent.text
        # The waiting polls wake with that action.
        finished = [future.result(timeout=60) for future in futures]
    waited = [answer for answer in finished if answer.status_code == 200]
    assert len(waited) == held
    assert all(answer.json()["entries"][0]["seq"] == 1 for answer in waited)


def test_a_quiet_stream_keeps_its_heartbeat_while_other_viewers_join(
    asgi: httpx.Client,
) -> None:
    """Before, each stream joining the match woke its writer, which restarted the heartbeat
    timer of every stream: with a new viewer more often than the interval, the first stream
    got nothing at all (a proxy then closes it as idle)."""
    _, alice = signup(asgi)
    created = asgi.post("/api/v1/matches", json={"game": "yokohama", "players": 2}, headers=alice)
    assert created.status_code == 201, created.text
    path = f"/api/v1/matches/{created.json()['id']}/stream"  # a waiting match: nothing happens
    beats: list[str] = []
    wanted = 4

    def count_beats(reader: EventReader) -> None:
        try:
            while len(beats) < wanted:
                beats.append(reader.next_comment())
        except Exception:
            pass  # the stream was closed under us: the count tells

    # Far more than the heartbeats expected meanwhile: the bound only stops a failing run.
    give_up = time.monotonic() + 30 * HEARTBEAT_S
    with (
        httpx.Client(base_url=str(asgi.base_url), timeout=60) as first_client,
        open_stream(first_client, path) as first,
    ):
        reader = EventReader(first)
        reader.take(1, kind="status")
        counter = threading.Thread(target=count_beats, args=(reader,), daemon=True)
        counter.start()
        joined = 0
        with httpx.Client(base_url=str(asgi.base_url), timeout=PROMPT) as others:
            opened: list[Any] = []
            # New viewers back to back (each joins the match's writer right after its status
            # event), a few open at a time, until the first stream has had its heartbeats.
            while len(beats) < wanted and time.monotonic() < give_up:
                stream = open_stream(others, path)
                response = stream.__enter__()
                EventReader(response).take(1, kind="status")
                opened.append(stream)
                joined += 1
                if len(opened) > 4:
                    opened.pop(0).__exit__(None, None, None)
            for stream in opened:
                stream.__exit__(None, None, None)
    counter.join(timeout=10)
    assert joined >= wanted  # viewers joined all along
    assert len(beats) >= wanted, f"{len(beats)} heartbeats while {joined} viewers joined"
    assert set(beats) == {"keep-alive"}


def _raw_answer(url: str, head: bytes) -> tuple[int, bytes]:
    """The status and body the server gives to `head` sent as is (httpx would refuse it)."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=20) as sock:
        sock.sendall(head)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    status_line, _, rest = answer.partition(b"\r\n")
    headers, _, body = rest.partition(b"\r\n\r\n")
    if b"transfer-encoding: chunked" in headers.lower():
        body = b"" if body.startswith(b"0\r\n") else body  # an empty chunked body
    return int(status_line.split()[1]), body


def _head(size: int = 0, fields: int = 0) -> bytes:
    """A GET of /api/v1/games with `fields` header fields in all (Host and Connection
    included), padded with one long field so the head is `size` bytes (when size is given)."""
    start = b"GET /api/v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    extra = [b"X-Field-%d: 1\r\n" % number for number in range(max(fields - 2, 0))]
    head = start + b"".join(extra)
    if size:
        head += b"X-Padding: " + b"a" * (size - len(head) - len(b"X-Padding: \r\n\r\n")) + b"\r\n"
    return head + b"\r\n"


def test_the_wsgi_server_limits_the_request_head_as_the_api_description_says(
    wsgi_server: str,
) -> None:
    """The API description states the limits (16384 bytes of request head, 100 header fields)
    and that the server itself refuses beyond them, with 431 and no problem document."""
    description = yaml.safe_load((ROOT / "sdk" / "openapi.yaml").read_text())["info"]["description"]
    assert "a request head of at most 16384 bytes" in description
    assert "at most 100 header fields" in description
    assert len(_head(size=16384)) == 16384
    assert _raw_answer(wsgi_server, _head(size=16384))[0] == 200
    assert _raw_answer(wsgi_server, _head(size=16385)) == (431, b"")
    assert len(_head(fields=100).split(b"\r\n")) - 3 == 100  # the request line, two blank ends
    assert _raw_answer(wsgi_server, _head(fields=100))[0] == 200
    assert _raw_answer(wsgi_server, _head(fields=101)) == (431, b"")
    assert _raw_answer(wsgi_server, b"NOT HTTP AT ALL\r\n\r\n") == (400, b"")
