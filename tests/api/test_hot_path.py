"""The hot path's shorter middleware chain (api/hotpath.py) answers exactly as the full chain:
the same status, headers (in the same order) and body, for submissions and legal actions and
for each way they can be refused."""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

import orjson
import pytest
from django.core import signals
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections

from api import hotpath
from api.throttling import UserRateThrottle
from games import services
from games.models import Match, Seat, TokenScope

Answer = tuple[str, list[tuple[str, str]], bytes]


def wsgi_environ(method: str, path: str, body: bytes = b"", /, **meta: Any) -> dict[str, Any]:
    """A request's environ as a WSGI server builds it; `meta` adds fields (None: removes)."""
    environ: dict[str, Any] = {
        "REQUEST_METHOD": method,
        "PATH_INFO": path,
        "QUERY_STRING": "",
        "SERVER_NAME": "testserver",
        "SERVER_PORT": "80",
        "HTTP_HOST": "testserver",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_ACCEPT": "*/*",
        "CONTENT_TYPE": "application/json",
        "CONTENT_LENGTH": str(len(body)),
        "wsgi.input": io.BytesIO(body),
        "wsgi.errors": sys.stderr,
        "wsgi.url_scheme": "http",
        "wsgi.version": (1, 0),
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    for key, value in meta.items():
        if value is None:
            environ.pop(key, None)
        else:
            environ[key] = value
    return environ


def wsgi_call(app: Any, method: str, path: str, body: bytes = b"", /, **meta: Any) -> Answer:
    """One request as a WSGI server passes it (no test client: its environ differs)."""
    environ = wsgi_environ(method, path, body, **meta)
    started: list[Any] = []
    chunks = app(environ, lambda status, headers, exc_info=None: started.append((status, headers)))
    payload = b"".join(chunks)
    if hasattr(chunks, "close"):  # as PEP 3333 asks of a server
        chunks.close()
    return started[0][0], list(started[0][1]), payload


class GranianProtocol:
    """granian's Rust side of one request: it writes a list at once and closes only what it
    iterates (`granian.wsgi._callback_wrapper`)."""

    def __init__(self) -> None:
        self.answer: Answer | None = None

    def response_bytes(self, status: int, headers: list[tuple[str, str]], body: bytes) -> None:
        self.answer = (str(status), list(headers), body)

    def response_iter(self, status: int, headers: list[tuple[str, str]], body: Any) -> None:
        self.answer = (str(status), list(headers), b"".join(iter(body.__next__, None)))
        body.close()


def granian_call(app: Any, method: str, path: str, body: bytes = b"", /, **meta: Any) -> Answer:
    """One request through granian's own call into the application (its Python glue)."""
    from granian.wsgi import _callback_wrapper

    protocol = GranianProtocol()
    _callback_wrapper(app, {})(protocol, wsgi_environ(method, path, body, **meta))
    assert protocol.answer is not None
    return protocol.answer


@pytest.fixture(autouse=True)
def _connection_kept() -> Iterator[None]:
    """As Django's test client does: a request's end must not close the test's connection
    (its transaction holds the test's data)."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    yield
    signals.request_started.connect(close_old_connections)
    signals.request_finished.connect(close_old_connections)


@pytest.fixture
def both_chains(monkeypatch: pytest.MonkeyPatch) -> Callable[..., tuple[Answer, Answer]]:
    """Call the same request through the short chain, then through the full one."""
    app = get_wsgi_application()
    taken: list[str | None] = []
    lean = hotpath.takes_hot_path

    def spy(meta: dict[str, Any]) -> str | None:
        taken.append(lean(meta))
        return taken[-1]

    def call(
        method: str, path: str, body: bytes = b"", **meta: str | None
    ) -> tuple[Answer, Answer]:
        monkeypatch.setattr(hotpath, "takes_hot_path", spy)
        short = wsgi_call(app, method, path, body, **meta)
        assert taken.pop() is not None, "the short chain was not taken"
        monkeypatch.setattr(hotpath, "takes_hot_path", lambda meta: None)
        full = wsgi_call(app, method, path, body, **meta)
        return short, full

    return call


def token_headers(key: str) -> dict[str, str]:
    return {"HTTP_AUTHORIZATION": f"Bearer {key}"}


@pytest.mark.django_db
def test_refusals_and_reads_are_answered_alike(
    make_user: Any, both_chains: Callable[..., tuple[Answer, Answer]]
) -> None:
    (alice, alice_key), (bob, bob_key), (_, carol_key) = (
        make_user(name) for name in ("hot-alice", "hot-bob", "hot-carol")
    )
    read_only = services.token_create(user=alice, name="ro", scopes=[TokenScope.READ])
    match = services.match_create(creator=alice, game="yokohama", players=2, seed=3)
    services.match_join(match_id=match.pk, user=bob)
    match.refresh_from_db()
    keys = {Seat.objects.get(match=match, user=alice).index: alice_key}
    keys[1 - next(iter(keys))] = bob_key
    mover, other = keys[match.to_move[0]], keys[1 - match.to_move[0]]
    legal_path = f"/api/v1/matches/{match.pk}/legal-actions"
    submit_path = f"/api/v1/matches/{match.pk}/actions"
    seq = match.seq

    def body(**fields: Any) -> bytes:
        return orjson.dumps({"expected_seq": seq, "action": "pass", **fields})

    cases: list[tuple[str, str, bytes, dict[str, Any]]] = [
        ("GET", legal_path, b"", token_headers(mover)),
        ("GET", legal_path, b"", token_headers(other)),
        ("GET", legal_path, b"", token_headers(carol_key)),
        ("GET", legal_path, b"", token_headers("not-a-token")),
        ("GET", legal_path, b"", {"HTTP_AUTHORIZATION": "Bearer a b"}),
        ("GET", legal_path, b"", {**token_headers(mover), "HTTP_ACCEPT_LANGUAGE": "de"}),
        ("GET", legal_path, b"", {**token_headers(mover), "HTTP_ORIGIN": "http://elsewhere"}),
        ("GET", legal_path, b"", {**token_headers(mover), "HTTP_ACCEPT": "application/json"}),
        ("GET", legal_path, b"", {**token_headers(mover), "HTTP_ACCEPT": None}),
        ("GET", legal_path, b"", {**token_headers(mover), "HTTP_HOST": "elsewhere.example"}),
        ("GET", "/api/v1/matches/999999999/legal-actions", b"", token_headers(mover)),
        ("GET", "/api/v1/matches/99999999999999999999999/legal-actions", b"", token_headers(mover)),
        ("POST", submit_path, body(), token_headers(other)),
        ("POST", submit_path, body(expected_seq=seq + 3), token_headers(mover)),
        ("POST", submit_path, body(expected_seq="0"), token_headers(mover)),
        ("POST", submit_path, body(expected_seq=True), token_headers(mover)),
        ("POST", submit_path, body(expected_seq=-1), token_headers(mover)),
        ("POST", submit_path, body(extra=1), token_headers(mover)),
        ("POST", submit_path, body(action=""), token_headers(mover)),
        ("POST", submit_path, body(action=" pass"), token_headers(mover)),
        ("POST", submit_path, body(action="x" * 300), token_headers(mover)),
        ("POST", submit_path, body(action=5), token_headers(mover)),
        ("POST", submit_path, body(action={"no": "kind"}), token_headers(mover)),
        ("POST", submit_path, body(action="fly:moon"), token_headers(mover)),
        ("POST", submit_path, body(action={"kind": "fly"}), token_headers(mover)),
        ("POST", submit_path, b"{nope", token_headers(mover)),
        ("POST", submit_path, b'{"expected_seq": 1, "expected_seq": 2}', token_headers(mover)),
        ("POST", submit_path, b"", token_headers(mover)),
        ("POST", submit_path, b"[" * 70_000, token_headers(mover)),
        ("POST", submit_path, b"hi", {**token_headers(mover), "CONTENT_TYPE": "text/plain"}),
        ("POST", submit_path, body(), {**token_headers(mover), "CONTENT_TYPE": None}),
        ("POST", submit_path, body(), token_headers(carol_key)),
        ("POST", submit_path, body(), token_headers(read_only)),
        ("POST", submit_path, body(), {**token_headers(mover), "HTTP_IDEMPOTENCY_KEY": "k" * 129}),
        ("POST", submit_path, body(), {**token_headers(mover), "HTTP_IDEMPOTENCY_KEY": ""}),
        ("POST", "/api/v1/matches/999999999/actions", body(), token_headers(mover)),
    ]
    statuses = set()
    for method, path, payload, meta in cases:
        short, full = both_chains(method, path, payload, **meta)
        assert short == full, (method, path, payload[:80], meta)
        statuses.add(int(short[0].split()[0]))
    assert statuses == {200, 400, 401, 403, 404, 409, 413, 415, 422}


@pytest.mark.django_db
def test_requests_the_short_chain_leaves_to_the_full_one(make_user: Any) -> None:
    _, key = make_user("hot-dave")
    meta = {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": "/api/v1/matches/7/legal-actions",
        **token_headers(key),
    }
    assert hotpath.takes_hot_path(meta) == "7 legal-actions"
    assert hotpath.takes_hot_path({**meta, "HTTP_COOKIE": ""}) == "7 legal-actions"
    for changed in (
        {"HTTP_COOKIE": "sessionid=x"},  # a browser's session and CSRF cookies
        {"QUERY_STRING": "format=api"},  # the browsable API
        {"HTTP_ACCEPT": "text/html"},
        {"HTTP_AUTHORIZATION": "Basic eDp5"},
        {"HTTP_AUTHORIZATION": None},
        {"REQUEST_METHOD": "POST"},  # not this route's method
        {"REQUEST_METHOD": "HEAD"},
        {"PATH_INFO": "/api/v1/matches/7/legal-actions/"},
        {"PATH_INFO": "/api/v1/matches/७/legal-actions"},  # digits, but not ASCII ones
    ):
        request = {key: value for key, value in {**meta, **changed}.items() if value is not None}
        assert hotpath.takes_hot_path(request) is None, changed


def _same_match(make_user: Any, tag: str) -> tuple[int, dict[int, str]]:
    (alice, alice_key), (bob, bob_key) = make_user(f"{tag}-a"), make_user(f"{tag}-b")
    match = services.match_create(creator=alice, game="yokohama", players=2, seed=11)
    services.match_join(match_id=match.pk, user=bob)
    seats = {Seat.objects.get(match=match, user=alice).index: alice_key}
    seats[1 - next(iter(seats))] = bob_key
    return match.pk, seats


def _normalised(answer: Answer, match_id: int) -> Answer:
    """The answer with what differs between two matches dealt alike replaced: the match's id
    and the times, and so the body's length (ids 9 and 10 differ by a digit), once checked."""
    text = re.sub(r'"created_at":"[^"]+"', '"created_at":"T"', answer[2].decode())
    text = text.replace(f'"match_id":{match_id},', '"match_id":M,')
    headers = []
    for name, value in answer[1]:
        if name == "Content-Length":
            assert int(value) == len(answer[2])
            value = "N"
        headers.append((name, value))
    return answer[0], headers, text.encode()


@pytest.mark.django_db
def test_accepted_actions_replays_and_rate_limits_are_answered_alike(
    make_user: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two matches dealt alike, played alike: one through each chain."""
    app = get_wsgi_application()
    chains = {"short": hotpath.takes_hot_path, "full": lambda meta: None}
    matches = {name: _same_match(make_user, f"hot-{name}") for name in chains}
    answers: dict[str, list[Answer]] = {name: [] for name in chains}
    for name, chooser in chains.items():
        monkeypatch.setattr(hotpath, "takes_hot_path", chooser)
        match_id, keys = matches[name]
        to_move, seq = None, 0
        for number in range(12):
            if to_move is None:
                to_move = Match.objects.get(pk=match_id).to_move[0]
            path = f"/api/v1/matches/{match_id}/legal-actions"
            legal = wsgi_call(app, "GET", path, **token_headers(keys[to_move]))
            answers[name].append(_normalised(legal, match_id))
            actions = orjson.loads(legal[2])["actions"]
            payload = orjson.dumps({"expected_seq": seq, "action": actions[-1]["notation"]})
            meta = {**token_headers(keys[to_move]), "HTTP_IDEMPOTENCY_KEY": f"key-{number}"}
            path = f"/api/v1/matches/{match_id}/actions"
            for _ in range(2):  # accepted, then replayed
                answer = wsgi_call(app, "POST", path, payload, **meta)
                answers[name].append(_normalised(answer, match_id))
            accepted = orjson.loads(answer[2])
            seq = accepted["seq"]
            to_move = to_move if to_move in accepted["to_move"] else None
        # Over the limit: 429 with the same Retry-After.
        with monkeypatch.context() as limited:
            rates = {"user": "1/hour", "anon": None}
            limited.setattr(UserRateThrottle, "THROTTLE_RATES", rates)
            limited.setattr(UserRateThrottle, "timer", lambda self: 1_000_000_000.0)
            for _ in range(2):
                answer = wsgi_call(app, "GET", path.replace("actions", "legal-actions"), **meta)
                answers[name].append(_normalised(answer, match_id))
    assert [answer[0][:3] for answer in answers["short"][:3]] == ["200", "201", "200"]
    assert answers["short"][-1][0].startswith("429")
    assert answers["short"] == answers["full"]


def test_the_short_chain_stands_aside_when_the_urls_send_its_paths_elsewhere(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert hotpath._Routes().known
    monkeypatch.setitem(hotpath.HOT_ACTIONS, "actions", "undo")
    assert not hotpath._Routes().known
