"""An in-memory stand-in for the match endpoints, served through httpx.MockTransport.

It plays a tiny two-seat game: seat 0 (the SDK under test) makes `decisions_per_turn`
decisions in a row, then seat 1 moves whenever seat 0 waits on the events endpoint. Bodies
are built from sdk/openapi.yaml, so they stay valid for the generated models as the schema
changes. Failures can be queued to test the play loop's recovery.

For bot accounts (yokohama_sdk.lobby) it also keeps the account's user events (the polled
list; no stream), invitations (`invite`) and seeks, and records what the account answered.
"""

from __future__ import annotations

import itertools
import json
import threading
from collections.abc import Callable, Iterator
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
        # libyaml's loader where PyYAML has it: 0.3 s instead of 1.7 s, in every test process.
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        schemas: dict[str, Any] = yaml.load(f, Loader=loader)["components"]["schemas"]
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
    # With a gate, a waiting match starts only once it is set; until then the events
    # endpoint waits for it as a long poll would (up to the request's timeout).
    start_gate: threading.Event | None = None
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

    # The account's lobby: its user events, invitations to it and its seeks.
    listed_as_mine: bool = False  # the match is in GET /matches?mine=true (of its status)
    user_events: list[dict[str, Any]] = field(default_factory=list)
    invitations: dict[int, dict[str, Any]] = field(default_factory=dict)
    seeks: dict[int, dict[str, Any]] = field(default_factory=dict)
    answers: list[tuple[int, str]] = field(default_factory=list)  # (invitation, accept/decline)
    _ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))
    # Requests come from several threads (a bot account's); one at a time, as a server would.
    _lock: Any = field(default_factory=threading.RLock)

    def transport(self) -> httpx.MockTransport:
        return httpx.MockTransport(self.handle)

    # -- routing ------------------------------------------------------------------------------

    def handle(self, request: httpx.Request) -> httpx.Response:
        gate = self.start_gate
        if gate is not None and request.url.path == f"/api/v1/matches/{MATCH_ID}/events":
            gate.wait(float(request.url.params.get("timeout", "0")))  # outside the lock
        with self._lock:
            return self._route(request)

    def _route(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        lobby = self.lobby(request)
        if lobby is not None:
            return lobby
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
            if self.start_gate is not None and not self.start_gate.is_set():
                pass
            elif self.start_after_polls:
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

    # -- the lobby ------------------------------------------------------------------------------

    def invite(self, *, match_id: int = MATCH_ID, game: str = "yokohama") -> int:
        """A pending invitation to the account, announced by an `invited` event; its id."""
        with self._lock:
            invitation_id = next(self._ids)
            self.invitations[invitation_id] = sample(
                "InvitationOutput",
                id=invitation_id,
                match=sample("MatchSummaryOutput", id=match_id, game=game, players=2),
                seat=0,
                inviter="alice",
                invitee="bot",
                status="pending",
            )
            self.tell("invited", match_id=match_id, invitation_id=invitation_id)
            return invitation_id

    def tell(self, kind: str, **fields: Any) -> None:
        """A user event of the account (read by polling GET /api/v1/events)."""
        with self._lock:
            event_id = len(self.user_events) + 1
            self.user_events.append(sample("UserEventOutput", id=event_id, kind=kind, **fields))

    def open_seeks(self) -> list[int]:
        with self._lock:
            return [i for i, seek in self.seeks.items() if seek["status"] == "open"]

    def lobby(self, request: httpx.Request) -> httpx.Response | None:
        """The lobby's endpoints; None for any other request."""
        path, method, query = request.url.path, request.method, request.url.params
        parts = path.removeprefix("/api/v1/").split("/")
        if method == "GET" and path == "/api/v1/events":
            after = int(query.get("after", "0"))
            news = [event for event in self.user_events if event["id"] > after]
            cursor = news[-1]["id"] if news else after
            return self.json({"cursor": cursor, "more": False, "events": news})
        if method == "GET" and path == "/api/v1/matches":
            mine = self.listed_as_mine and query.get("status") == self.status
            summary = sample(
                "MatchSummaryOutput", id=MATCH_ID, game="fake", players=2, status=self.status
            )
            return self.page([summary] if mine else [])
        if parts[0] == "invitations":
            if method == "GET" and len(parts) == 1:
                found = [
                    i
                    for i in sorted(self.invitations.values(), key=lambda i: -i["id"])
                    if query.get("status") in (None, i["status"])
                ]
                return self.page(found)
            invitation = self.invitations.get(int(parts[1])) if parts[1].isdigit() else None
            if invitation is None:
                return problem("not_found", 404)
            if method == "GET" and len(parts) == 2:
                return self.json(invitation)
            if method == "POST" and len(parts) == 3 and parts[2] in ("accept", "decline"):
                if invitation["status"] != "pending":
                    return problem("invitation_not_pending", 409, invitation_status="x")
                self.answers.append((invitation["id"], parts[2]))
                invitation["status"] = "accepted" if parts[2] == "accept" else "declined"
                return self.json(invitation)
            return problem("not_found", 404)
        if parts[0] == "seeks":
            if method == "GET" and len(parts) == 1:
                status = query.get("status")
                return self.page([s for s in self.seeks.values() if status in (None, s["status"])])
            if method == "POST" and len(parts) == 1:
                body = json.loads(request.content)
                seek_id = next(self._ids)
                self.seeks[seek_id] = sample(
                    "SeekOutput",
                    id=seek_id,
                    game=body["game"],
                    players=body.get("players"),
                    status="open",
                )
                return self.json(self.seeks[seek_id], 201)
            if method == "POST" and len(parts) == 3 and parts[2] == "cancel":
                seek = self.seeks.get(int(parts[1]))
                if seek is None:
                    return problem("not_found", 404)
                if seek["status"] != "open":
                    return problem("seek_not_open", 409)
                seek["status"] = "cancelled"
                return self.json(seek)
        return None

    def page(self, results: list[dict[str, Any]]) -> httpx.Response:
        return self.json(
            {"count": len(results), "next": None, "previous": None, "results": results}
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
