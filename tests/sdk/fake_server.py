"""An in-memory stand-in for the match endpoints, served through httpx.MockTransport.

It plays a tiny two-seat game: seat 0 (the SDK under test) makes `decisions_per_turn`
decisions in a row, then seat 1 moves whenever seat 0 waits on the events endpoint. Bodies
are built from sdk/openapi.yaml, so they stay valid for the generated models as the schema
changes. Failures can be queued to test the play loop's recovery.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import httpx
import yaml

from tests.sdk.conftest import SDK_DIR

MATCH_ID = 1


@cache
def _schemas() -> dict[str, Any]:
    with open(SDK_DIR / "openapi.yaml") as f:
        schemas: dict[str, Any] = yaml.safe_load(f)["components"]["schemas"]
    return schemas


def sample(name: str, **overrides: Any) -> dict[str, Any]:
    """A minimal valid instance of the component schema `name`, with `overrides` applied."""
    value = _sample({"$ref": f"#/components/schemas/{name}"})
    assert isinstance(value, dict)
    value.update(overrides)
    return value


def _sample(schema: dict[str, Any]) -> Any:
    if "$ref" in schema:
        return _sample(_schemas()[schema["$ref"].rsplit("/", 1)[1]])
    if schema.get("nullable"):
        return None
    for combo in ("allOf", "oneOf", "anyOf"):
        if combo in schema:
            return _sample(schema[combo][0])
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type", "object")
    if kind == "object":
        props = schema.get("properties", {})
        return {name: _sample(props[name]) for name in schema.get("required", [])}
    if kind == "array":
        return []
    if kind == "string":
        return "2026-01-01T00:00:00+00:00" if schema.get("format") == "date-time" else "x"
    return {"integer": 0, "number": 0.0, "boolean": False}[kind]


def problem(code: str, status: int, **extra: Any) -> httpx.Response:
    body = {"type": "about:blank", "title": code, "status": status, "detail": code, "code": code}
    return httpx.Response(
        status,
        content=json.dumps({**body, **extra}),
        headers={"content-type": "application/problem+json"},
    )


Failure = Callable[["FakeServer"], httpx.Response]


@dataclass
class FakeServer:
    turns: int = 3  # seat 0's turns before the game ends
    decisions_per_turn: int = 2
    status: str = "active"
    seq: int = 0
    to_move: list[int] = field(default_factory=lambda: [0])
    start_after_polls: int = 0  # events calls while "waiting" before the match starts
    submit_failures: list[Failure] = field(default_factory=list)
    drop_responses: int = 0  # accepted submits whose response is lost (connection error)
    view: dict[str, Any] | None = None  # the seat's view of the state in the match body
    # The match stream: "absent" (404, as on a node without it), "refused" (the connection
    # fails) or "drops" (sends what happened so far and a status event, then closes, as a
    # front cutting connections would; it ends properly once the match has ended).
    stream: str = "absent"

    requests: list[httpx.Request] = field(default_factory=list)
    accepted: list[tuple[int, str, Any]] = field(default_factory=list)  # (seq, key, action)
    replies: dict[str, dict[str, Any]] = field(default_factory=dict)  # idempotency key -> body
    log: list[dict[str, Any]] = field(default_factory=list)
    in_turn: int = 0

    def transport(self) -> httpx.MockTransport:
        return httpx.MockTransport(self.handle)

    # -- routing ------------------------------------------------------------------------------

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        path = request.url.path.removeprefix(f"/api/v1/matches/{MATCH_ID}")
        if request.method == "GET" and path == "":
            return self.json(self.match_body())
        if request.method == "GET" and path == "/legal-actions":
            return self.json({"seq": self.seq, "seat": 0, "actions": self.legal()})
        if request.method == "POST" and path == "/actions":
            return self.submit(request)
        if request.method == "GET" and path == "/events":
            return self.events(request)
        if request.method == "GET" and path == "/stream" and self.stream != "absent":
            return self.stream_response(request)
        return problem("not_found", 404)

    @staticmethod
    def json(body: Any, status: int = 200) -> httpx.Response:
        return httpx.Response(status, json=body)

    # -- the game -----------------------------------------------------------------------------

    def match_body(self) -> dict[str, Any]:
        return sample(
            "MatchOutput",
            id=MATCH_ID,
            game="fake",
            players=2,
            status=self.status,
            seq=self.seq,
            to_move=list(self.to_move),
            your_seat=0,
            state=self.view,
        )

    def legal(self) -> list[dict[str, Any]]:
        if self.status != "active" or 0 not in self.to_move:
            return []
        # Notations name the seq, so tests can see which state a decision was made in.
        return [
            {"notation": f"university:{self.seq}", "action": {"kind": "university"}},
            {"notation": "pass", "action": {"kind": "pass"}},
        ]

    def _entry(self, seat: int, notation: str) -> dict[str, Any]:
        entry = sample(
            "LogEntryOutput", seq=self.seq, seat=seat, kind="pass", text=notation, notation=notation
        )
        self.log.append(entry)
        return entry

    def submit(self, request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        key = request.headers.get("idempotency-key", "")
        if key in self.replies:
            return self.json(self.replies[key], 200)
        if self.submit_failures:
            return self.submit_failures.pop(0)(self)
        if self.status == "finished":
            return problem("game_over", 409)
        if body["expected_seq"] != self.seq:
            return problem("stale_state", 409, current_seq=self.seq)
        if 0 not in self.to_move:
            return problem("not_your_turn", 409, to_move=self.to_move)
        self.seq += 1
        self.accepted.append((body["expected_seq"], key, body["action"]))
        self._entry(0, str(body["action"]))
        self.in_turn += 1
        if self.in_turn == self.decisions_per_turn:
            self.in_turn = 0
            self.turns -= 1
            self.to_move = [1] if self.turns else []
            self.status = "active" if self.turns else "finished"
        reply = sample(
            "ActionAcceptedOutput",
            match_id=MATCH_ID,
            seq=self.seq,
            seat=0,
            status=self.status,
            to_move=list(self.to_move),
            legal_actions=self.legal(),
        )
        self.replies[key] = reply
        if self.drop_responses:
            self.drop_responses -= 1
            raise httpx.ReadError("connection lost after the server applied the action")
        return self.json(reply, 201)

    def events(self, request: httpx.Request) -> httpx.Response:
        after = int(request.url.params["after"])
        if self.status == "waiting":
            if self.start_after_polls:
                self.start_after_polls -= 1
            else:
                self.status = "active"
        elif self.status == "active" and self.to_move == [1] and self.seq == after:
            self.seq += 1  # the opponent moves while we wait
            self._entry(1, "opponent")
            self.to_move = [0]
        entries = [e for e in self.log if e["seq"] > after]
        body = {"seq": self.seq, "status": self.status, "to_move": self.to_move, "entries": entries}
        return self.json(body)

    def stream_response(self, request: httpx.Request) -> httpx.Response:
        if self.stream == "refused":
            raise httpx.ConnectError("connection refused", request=request)
        after = int(request.headers.get("last-event-id", "0"))
        # Read under the GIL in one go: the play loop's thread may be changing the match.
        entries, seq, status, to_move = list(self.log), self.seq, self.status, list(self.to_move)
        lines = [
            f"event: action\nid: {e['seq']}\ndata: {json.dumps(e)}\n\n"
            for e in entries
            if e["seq"] > after
        ]
        state = {"seq": seq, "status": status, "to_move": to_move}
        lines.append(f"event: status\ndata: {json.dumps(state)}\n\n")
        return httpx.Response(
            200, content="".join(lines).encode(), headers={"content-type": "text/event-stream"}
        )

    # -- queued failures ----------------------------------------------------------------------

    @staticmethod
    def rate_limited(seconds: int, *, header: bool = True) -> Failure:
        def fail(server: FakeServer) -> httpx.Response:
            response = problem("rate_limited", 429, retry_after=seconds)
            if header:
                response.headers["Retry-After"] = str(seconds)
            return response

        return fail

    @staticmethod
    def opponent_moved_first() -> Failure:
        """Someone else's action lands first: the match is one seq further, still our turn."""

        def fail(server: FakeServer) -> httpx.Response:
            server.seq += 1
            server._entry(1, "sneaky")
            return problem("stale_state", 409, current_seq=server.seq)

        return fail

    def submits(self) -> list[httpx.Request]:
        return [r for r in self.requests if r.method == "POST"]
