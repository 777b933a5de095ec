"""The direct path (api/direct.py) answers exactly as the full chain: the same status, headers
(in the same order) and body, for accepted actions, replays, legal actions and every way they
are refused; a refusal is counted once against the rate limit and the service is run once."""

from __future__ import annotations

from typing import Any

import orjson
import pytest
from django.core import signals
from django.core.cache import caches
from django.core.wsgi import get_wsgi_application
from django.test import override_settings

from api import direct
from api.throttling import UserRateThrottle
from games import services
from games.models import Match, TokenScope, User
from tests.api.test_hot_path import (  # noqa: F401 (_connection_kept: an autouse fixture)
    Answer,
    _connection_kept,
    _normalised,
    _same_match,
    granian_call,
    token_headers,
    wsgi_call,
)
from yokohama_server.cache import ReusedClientRedisCache

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(
        not isinstance(caches["default"], ReusedClientRedisCache),
        reason="the direct path needs Redis: tokens are only remembered with it (REDIS_URL)",
    ),
]


class CountingApplication:
    """Django's WSGI application, counting the requests the direct path passed on to it."""

    def __init__(self) -> None:
        self.application = get_wsgi_application()
        self.calls = 0

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        self.calls += 1
        return self.application(environ, start_response)


@pytest.fixture
def submissions(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Each call of the submit service (it still runs): the match it was called for."""
    calls: list[int] = []
    submit = services.match_action_submit

    def counted(**kwargs: Any) -> Any:
        calls.append(kwargs["match_id"])
        return submit(**kwargs)

    monkeypatch.setattr(services, "match_action_submit", counted)
    return calls


def play(
    app: Any, match_id: int, keys: dict[int, str], read_only: str, **meta: Any
) -> list[Answer]:
    """The same requests, whichever application answers them: accepted actions, replays,
    legal actions, and the refusals of each kind."""
    answers = []
    to_move: int | None = None
    seq = 0

    def call(method: str, path: str, body: bytes = b"", /, **more: Any) -> Answer:
        answer = wsgi_call(app, method, path, body, **meta, **more)
        status, headers, text = _normalised(answer, match_id)
        # A refusal's sentence may name the path (the match's id).
        answers.append((status, headers, text.replace(f"/{match_id}/".encode(), b"/M/")))
        return answer

    legal_path = f"/api/v1/matches/{match_id}/legal-actions"
    submit_path = f"/api/v1/matches/{match_id}/actions"
    for number in range(10):
        if to_move is None:
            to_move = Match.objects.get(pk=match_id).to_move[0]
        other = keys[1 - to_move]
        legal = call("GET", legal_path, **token_headers(keys[to_move]))
        call("GET", legal_path, **token_headers(other))  # not this seat's decision: empty
        actions = orjson.loads(legal[2])["actions"]
        payload = orjson.dumps({"expected_seq": seq, "action": actions[-1]["notation"]})
        stale = orjson.dumps({"expected_seq": seq + 5, "action": actions[-1]["notation"]})
        unknown = orjson.dumps({"expected_seq": seq, "action": "fly:moon"})
        call("POST", submit_path, payload, **token_headers(other))  # not_your_turn
        call("POST", submit_path, stale, **token_headers(keys[to_move]))  # stale_state
        call("POST", submit_path, unknown, **token_headers(keys[to_move]))  # invalid_action
        call("POST", submit_path, payload, **token_headers(read_only))  # insufficient_scope
        call("POST", submit_path, payload, **token_headers("not-a-token"))
        headers = {**token_headers(keys[to_move]), "HTTP_IDEMPOTENCY_KEY": f"key-{number}"}
        for _ in range(2):  # accepted, then replayed
            accepted = call("POST", submit_path, payload, **headers)
        body = orjson.loads(accepted[2])
        seq = body["seq"]
        to_move = to_move if to_move in body["to_move"] else None
    call("GET", "/api/v1/matches/999999999/legal-actions", **token_headers(keys[0]))
    return answers


@pytest.mark.parametrize("language", [None, "de", "ko;q=0.9, de;q=0.5"])
def test_the_direct_path_answers_as_the_full_chain(
    make_user: Any, submissions: list[int], language: str | None
) -> None:
    inner = CountingApplication()
    apps = {"full": get_wsgi_application(), "direct": direct.DirectPath(inner)}
    answers: dict[str, list[Answer]] = {}
    matches: dict[str, int] = {}
    for name, app in apps.items():
        match_id, keys = _same_match(make_user, f"direct-{name}")
        matches[name] = match_id
        owner = User.objects.get(username=f"direct-{name}-a")
        read_only = services.token_create(user=owner, name="ro", scopes=[TokenScope.READ])
        answers[name] = play(app, match_id, keys, read_only, HTTP_ACCEPT_LANGUAGE=language)
    assert answers["direct"] == answers["full"]
    statuses = {answer[0][:3] for answer in answers["direct"]}
    assert statuses == {"200", "201", "400", "401", "403", "404", "409", "422"}
    # Past the first answers (which teach it the headers), the successes were answered
    # directly: 10 turns x (two legal-action reads, an accepted action, its replay).
    direct_answers = len(answers["direct"]) - inner.calls
    assert direct_answers >= 10 * 4 - 6
    # Each accepted, stale, illegal or not-your-turn submission ran the service once
    # (the replays too: they find the first answer there), whoever answered.
    assert [submissions.count(match_id) for match_id in matches.values()] == [10 * 5] * 2


def test_a_refusal_handed_to_the_full_chain_is_counted_once(
    make_user: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    inner = CountingApplication()
    app = direct.DirectPath(inner)
    match_id, keys = _same_match(make_user, "direct-counted")
    mover = keys[Match.objects.get(pk=match_id).to_move[0]]
    legal_path = f"/api/v1/matches/{match_id}/legal-actions"
    submit_path = f"/api/v1/matches/{match_id}/actions"
    # A window of its own (a fixed time far from the others' tests), 6 requests long.
    monkeypatch.setattr(UserRateThrottle, "THROTTLE_RATES", {"user": "6/hour", "anon": None})
    monkeypatch.setattr(UserRateThrottle, "timer", lambda self: 2_000_000_000.0 + match_id)
    mine = token_headers(mover)
    legal = wsgi_call(app, "GET", legal_path, **mine)  # teaches it the headers of each route
    first = orjson.loads(legal[2])["actions"][0]["notation"]
    accepted = orjson.dumps({"expected_seq": 0, "action": first})
    answers = [legal, wsgi_call(app, "POST", submit_path, accepted, **mine)]
    stale = orjson.dumps({"expected_seq": 99, "action": first})
    before = inner.calls
    answers += [wsgi_call(app, "POST", submit_path, stale, **mine) for _ in "abc"]
    # Counted by the direct path, refused by the service, handed to the full chain.
    assert inner.calls == before + 3
    answers += [wsgi_call(app, "GET", legal_path, **mine) for _ in range(2)]
    statuses = [answer[0][:3] for answer in answers]
    assert statuses == ["200", "201", "409", "409", "409", "200", "429"]


def test_requests_end_as_djangos_do_and_settings_are_relearned(make_user: Any) -> None:
    inner = CountingApplication()
    app = direct.DirectPath(inner)
    match_id, keys = _same_match(make_user, "direct-signals")
    mover = keys[Match.objects.get(pk=match_id).to_move[0]]
    path = f"/api/v1/matches/{match_id}/legal-actions"
    wsgi_call(app, "GET", path, **token_headers(mover))  # learns the headers
    seen: list[str] = []

    def started(**_: Any) -> None:
        seen.append("started")

    def finished(**_: Any) -> None:
        seen.append("finished")

    signals.request_started.connect(started)
    signals.request_finished.connect(finished)
    try:
        before = inner.calls
        answer = wsgi_call(app, "GET", path, **token_headers(mover))
        assert inner.calls == before  # answered directly
        assert seen == ["started", "finished"]
        # Through granian's own call into the application, which closes no list it is given.
        granian_answer = granian_call(app, "GET", path, **token_headers(mover))
        assert inner.calls == before
        assert seen == ["started", "finished"] * 2
        assert granian_answer[2] == answer[2]
    finally:
        signals.request_started.disconnect(started)
        signals.request_finished.disconnect(finished)
    assert ("X-Frame-Options", "DENY") in answer[1]
    with override_settings(X_FRAME_OPTIONS="SAMEORIGIN"):
        changed = [wsgi_call(app, "GET", path, **token_headers(mover)) for _ in range(2)]
    assert all(("X-Frame-Options", "SAMEORIGIN") in answer[1] for answer in changed)
    assert changed[0][2] == changed[1][2] == answer[2]
