"""The play loop and the client's retry policy, against an in-memory fake of the match API."""

from __future__ import annotations

import threading
import time

import httpx
import pytest
from yokohama_sdk import (
    Client,
    IllegalAction,
    MissingToken,
    PlayResult,
    PlayStuck,
    RateLimited,
    Turn,
    UnexpectedResponse,
    play,
)
from yokohama_sdk.bots import _cli, heuristic
from yokohama_sdk.bots import random as random_bot

from tests.sdk.fake_server import MATCH_ID, FakeServer, problem, sample


def client_for(server: FakeServer, sleeps: list[float] | None = None) -> Client:
    record = sleeps if sleeps is not None else []
    return Client(
        "http://fake", "token", transport=server.transport(), sleep=record.append, max_retries=3
    )


def first(turn: Turn) -> str:
    notation: str = turn.actions[0].notation
    return notation


def test_it_plays_every_decision_to_the_end() -> None:
    server = FakeServer(turns=3, decisions_per_turn=2)
    result = play(client_for(server), MATCH_ID, first)
    assert result.match.status == "finished"
    assert result.decisions == 6
    assert result.stale == 0
    # Each action was decided at the seq it was submitted with.
    assert [action for _, _, action in server.accepted] == [
        f"university:{seq}" for seq, _, _ in server.accepted
    ]


def test_it_uses_the_legal_actions_that_come_with_an_accepted_action() -> None:
    server = FakeServer(turns=1, decisions_per_turn=3)
    play(client_for(server), MATCH_ID, first)
    legal_gets = [r for r in server.requests if r.url.path.endswith("/legal-actions")]
    assert len(legal_gets) == 1  # the 2nd and 3rd decisions came with the 1st and 2nd replies


@pytest.mark.parametrize(
    "choose",
    [
        lambda turn: turn.actions[1],
        lambda turn: turn.actions[1].notation,
        lambda turn: turn.actions[1].action,
        lambda turn: {"kind": "pass"},
    ],
    ids=["legal-action", "notation", "model", "dict"],
)
def test_decide_may_return_any_form_of_an_action(choose) -> None:
    server = FakeServer(turns=1, decisions_per_turn=1)
    play(client_for(server), MATCH_ID, choose)
    assert server.accepted[0][2] in ("pass", {"kind": "pass"})


def test_it_sends_a_fresh_idempotency_key_with_each_decision() -> None:
    server = FakeServer(turns=2, decisions_per_turn=2)
    play(client_for(server), MATCH_ID, first)
    keys = [r.headers["Idempotency-Key"] for r in server.submits()]
    assert len(keys) == 4
    assert len(set(keys)) == 4


def test_it_decides_again_after_stale_state() -> None:
    server = FakeServer(turns=1, decisions_per_turn=1)
    server.submit_failures.append(FakeServer.opponent_moved_first())
    seen: list[int] = []

    def decide(turn: Turn) -> str:
        seen.append(turn.seq)
        return first(turn)

    result = play(client_for(server), MATCH_ID, decide)
    assert result.stale == 1
    assert result.decisions == 1
    assert seen == [0, 1]  # decided again on the new state
    assert server.accepted[0][0] == 1


def test_it_waits_out_rate_limits_with_the_same_idempotency_key() -> None:
    server = FakeServer(turns=1, decisions_per_turn=1)
    server.submit_failures += [FakeServer.rate_limited(2), FakeServer.rate_limited(5, header=False)]
    sleeps: list[float] = []
    result = play(client_for(server, sleeps), MATCH_ID, first)
    assert result.decisions == 1
    assert len(sleeps) == 2
    assert 2 <= sleeps[0] <= 2.2  # Retry-After header, plus at most 10% jitter
    assert 5 <= sleeps[1] <= 5.5  # retry_after in the body when the header is missing
    keys = {r.headers["Idempotency-Key"] for r in server.submits()}
    assert len(keys) == 1


def test_it_gives_up_when_rate_limits_persist() -> None:
    server = FakeServer(turns=1, decisions_per_turn=1)
    server.submit_failures += [FakeServer.rate_limited(1)] * 10
    with pytest.raises(RateLimited) as caught:
        play(client_for(server), MATCH_ID, first)
    assert caught.value.retry_after == 1.0
    assert len(server.submits()) == 4  # the first try and max_retries=3 retries


def test_it_does_not_wait_longer_than_max_wait() -> None:
    server = FakeServer(turns=1, decisions_per_turn=1)
    server.submit_failures.append(FakeServer.rate_limited(3600))
    sleeps: list[float] = []
    client = Client(
        "http://fake", "t", transport=server.transport(), max_wait=60, sleep=sleeps.append
    )
    with pytest.raises(RateLimited):
        play(client, MATCH_ID, first)
    assert sleeps == []


def test_a_lost_response_is_retried_and_replayed_not_applied_twice() -> None:
    server = FakeServer(turns=1, decisions_per_turn=2, drop_responses=1)
    result = play(client_for(server), MATCH_ID, first)
    assert result.decisions == 2
    assert len(server.accepted) == 2  # applied once each
    first_key = server.submits()[0].headers["Idempotency-Key"]
    assert server.submits()[1].headers["Idempotency-Key"] == first_key


def test_it_waits_for_the_match_to_start() -> None:
    server = FakeServer(status="waiting", start_after_polls=2, turns=1, decisions_per_turn=1)
    result = play(client_for(server), MATCH_ID, first, waiting_poll=0.5)
    assert result.decisions == 1
    polls = [r for r in server.requests if r.url.path.endswith("/events")]
    assert [r.url.params["timeout"] for r in polls[:3]] == ["0.5", "0.5", "0.5"]


def test_it_hands_every_log_entry_over_once_in_order() -> None:
    server = FakeServer(turns=3, decisions_per_turn=2)
    seqs: list[int] = []
    play(client_for(server), MATCH_ID, first, on_entries=lambda es: seqs.extend(e.seq for e in es))
    assert seqs == list(range(1, server.seq + 1))


def test_the_stream_goes_through_the_clients_transport() -> None:
    # A stream opened with its own connection settings would miss the client's transport
    # (a proxy, TLS settings, a test double) and reach some other server, or none.
    server = FakeServer(turns=1, decisions_per_turn=1)
    play(client_for(server), MATCH_ID, first)
    streams = [r for r in server.requests if r.url.path.endswith("/stream")]
    assert streams, "the match stream was not asked through the client's transport"
    assert streams[0].headers["Authorization"] == "Bearer token"


def _play_in_thread(client: Client, **options: object) -> PlayResult:
    """play() on a thread of its own: a loop that waits for news that never comes fails the
    test (after a minute) instead of hanging the suite."""
    outcome: list[PlayResult | BaseException] = []

    def run() -> None:
        try:
            outcome.append(play(client, MATCH_ID, first, **options))  # type: ignore[arg-type]
        except BaseException as exc:
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(timeout=60)
    assert outcome, "play() still waiting: it waited on a stream being reopened"
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]


def test_while_the_stream_is_reopened_the_loop_follows_the_long_poll() -> None:
    # The stream's connection fails, and its reconnection backoff never ends (the stream's
    # thread waits on `release`): the loop must not wait for it, but ask the long poll.
    server = FakeServer(turns=3, decisions_per_turn=1, stream="refused")
    release = threading.Event()

    def sleep(seconds: float) -> None:
        if threading.current_thread() is not threading.main_thread():
            release.wait()

    client = Client("http://fake", "token", transport=server.transport(), sleep=sleep)
    try:
        result = _play_in_thread(client, poll_timeout=25.0)
    finally:
        release.set()
    assert result.decisions == 3
    assert result.match.status == "finished"
    assert any(r.url.path.endswith("/events") for r in server.requests)


def test_a_stream_that_keeps_dropping_hands_every_entry_over_once_in_order() -> None:
    # Each stream sends what happened so far, then closes: entries come from the stream and,
    # while it is reopened, from the long poll, and must reach on_entries once each.
    server = FakeServer(turns=4, decisions_per_turn=2, stream="drops")
    seqs: list[int] = []

    def sleep(seconds: float) -> None:
        if threading.current_thread() is not threading.main_thread():
            time.sleep(0.001)  # the stream's reconnection backoff, kept short

    client = Client("http://fake", "token", transport=server.transport(), sleep=sleep)
    result = _play_in_thread(client, on_entries=lambda es: seqs.extend(e.seq for e in es))
    assert result.decisions == 8
    assert seqs == list(range(1, server.seq + 1))
    assert any(r.url.path.endswith("/stream") for r in server.requests)


def test_an_illegal_choice_is_raised_with_the_engines_reason() -> None:
    server = FakeServer()
    server.submit_failures.append(
        lambda s: problem("illegal_action", 422, reason="you cannot afford it")
    )
    with pytest.raises(IllegalAction) as caught:
        play(client_for(server), MATCH_ID, first)
    assert caught.value.reason == "you cannot afford it"
    assert caught.value.status == 422


def test_it_stops_when_the_match_never_holds_still() -> None:
    server = FakeServer()
    server.submit_failures += [FakeServer.opponent_moved_first()] * 5
    with pytest.raises(PlayStuck):
        play(client_for(server), MATCH_ID, first, max_stale=3)


def test_an_html_error_page_is_an_unexpected_response() -> None:
    calls: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        return httpx.Response(500, content=b"<html>Server Error</html>")

    client = Client("http://fake", transport=httpx.MockTransport(handler))
    with pytest.raises(UnexpectedResponse) as caught:
        client.match(1)
    assert caught.value.status == 500
    assert len(calls) == 1  # a server bug is not retried


def test_a_gateway_error_is_retried_for_safe_calls_only() -> None:
    statuses = [502, 504]

    def handler(request: httpx.Request) -> httpx.Response:
        if statuses:
            return httpx.Response(statuses.pop(0), content=b"<html>bad gateway</html>")
        return httpx.Response(200, json=FakeServer().match_body())

    sleeps: list[float] = []
    client = Client("http://fake", "t", transport=httpx.MockTransport(handler), sleep=sleeps.append)
    assert client.match(MATCH_ID).id == MATCH_ID
    assert len(sleeps) == 2

    statuses[:] = [502]
    with pytest.raises(UnexpectedResponse):
        client.submit(MATCH_ID, "pass", expected_seq=0)  # no Idempotency-Key: not repeated


def test_a_degraded_health_is_returned_not_raised() -> None:
    body = sample("HealthOutput", status="degraded")
    calls: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        return httpx.Response(503, json=body)

    client = Client("http://fake", transport=httpx.MockTransport(handler))
    assert client.health().status == "degraded"
    assert len(calls) == 1


def test_calls_that_need_a_token_fail_before_sending(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("YOKOHAMA_TOKEN", raising=False)
    server = FakeServer()
    client = Client("http://fake", transport=server.transport())
    with pytest.raises(MissingToken):
        client.legal_actions(MATCH_ID)
    assert server.requests == []


def test_the_token_and_server_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("YOKOHAMA_SERVER", "http://fake/")
    monkeypatch.setenv("YOKOHAMA_TOKEN", "tok-123")
    server = FakeServer()
    client = Client(transport=server.transport())
    assert client.server == "http://fake"
    client.legal_actions(MATCH_ID)
    assert server.requests[0].headers["Authorization"] == "Bearer tok-123"


@pytest.mark.parametrize("bot", [random_bot, heuristic])
def test_the_example_bots_pick_legal_actions(bot) -> None:
    server = FakeServer(turns=2, decisions_per_turn=2)
    decide = bot.make_decide(type("Args", (), {"seed": 7})())
    result = play(client_for(server), MATCH_ID, decide)
    assert result.decisions == 4


def test_the_heuristic_prefers_scoring_actions_and_reads_its_own_holdings() -> None:
    from yokohama_client.models import LegalActionOutput, YokohamaView

    def legal(notation: str, **form: object) -> LegalActionOutput:
        return LegalActionOutput.from_dict({"notation": notation, "action": form})

    seats = [
        sample("YokohamaSeat", money=1, imports=0),
        sample(
            "YokohamaSeat",
            money=5,
            imports=2,
            goods={"copper": 0, "silk": 0, "tea": 4, "fish": 1},
        ),
    ]
    view = YokohamaView.from_dict(sample("YokohamaView", seats=seats))
    have = heuristic.holdings(view, 1)
    assert have == {"copper": 0, "silk": 0, "tea": 4, "fish": 1, "yen": 5, "import": 2}
    assert heuristic.holdings(None, 1) == {}

    pass_ = legal("pass", kind="pass")
    university = legal("university", kind="university")
    assert heuristic.score(university, have) > heuristic.score(pass_, have)
    sell_tea = legal("sell:tea", kind="sell", item="tea")
    sell_silk = legal("sell:silk", kind="sell", item="silk")
    assert heuristic.score(sell_tea, have) > heuristic.score(sell_silk, have)


def test_the_example_bots_report_progress_every_few_seconds() -> None:
    seats = [sample("YokohamaSeat", score=12), sample("YokohamaSeat", score=9)]
    server = FakeServer(turns=3, decisions_per_turn=2, view=sample("YokohamaView", round=4))
    server.view["seats"] = seats  # type: ignore[index]
    now = [0.0]

    def clock() -> float:
        now[0] += 2.0  # every decision takes two seconds
        return now[0]

    lines: list[str] = []
    decide = _cli.with_progress(first, lines.append, every=5.0, clock=clock)
    result = play(client_for(server), MATCH_ID, decide)
    assert result.decisions == 6
    # Decisions end at 4, 6, 8, 10, 12, 14 s (the clock starts at 2): lines at 8 and 14 s.
    assert [line.split(" seq=")[0] for line in lines] == [f"match {MATCH_ID}"] * 2
    assert [line.split(" ", 3)[3] for line in lines] == [
        "decisions=3 round=4 scores=0:12,1:9",
        "decisions=6 round=4 scores=0:12,1:9",
    ]
