"""Faults of production, each against the private stack (tests/faults/conftest.py): a web
node killed in the middle of a submission, PostgreSQL restarted, Redis restarted. What must
hold: the server answers `service_unavailable` (503, problem+json, Retry-After) while a part
is away, the SDK repeats a keyed submission until it is accepted, and the log holds every
accepted action exactly once."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
import uuid
from typing import Any

import httpx
import psycopg
import pytest
from yokohama_sdk import Client, ServiceUnavailable

from bench.cluster import ROOT, RoundRobinTransport, wait_for
from tests.faults.conftest import Stack


def name(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


def human_turn(client: Client) -> tuple[int, int, Any]:
    """A started match against a server bot where it is the client's decision: (id, seq,
    one legal action)."""
    client.signup(name("player"), is_bot=True)
    match = client.create_match("yokohama", 2, bots={1: "random"}, seed=7)
    legal = wait_for(
        lambda: (found := client.legal_actions(match.id)).actions and found,
        timeout=60,
        what="the client's first decision",
    )
    return match.id, legal.seq, legal.actions[0].notation


def entries_at(client: Client, match_id: int, seq: int) -> list[Any]:
    return [entry for entry in client.actions(match_id) if entry.seq == seq]


def test_a_submission_cut_by_a_killed_web_node_is_applied_once_through_the_other(
    stack: Stack,
) -> None:
    doomed, survivor = stack.web("web-a"), stack.web("web-b")
    with Client(survivor.url) as setup:
        match_id, seq, action = human_turn(setup)
        token = setup.token
    # Hold the match row, so the submission sent to web-a waits inside its transaction.
    with psycopg.connect(stack.postgres.url, autocommit=False) as holder:
        holder.execute("SELECT 1 FROM games_match WHERE id = %s FOR UPDATE", [match_id])
        accepted: list[Any] = []
        failures: list[BaseException] = []
        transport = RoundRobinTransport([doomed.url, survivor.url])
        client = Client(doomed.url, token, transport=transport, max_retries=8)

        def submit() -> None:
            try:
                accepted.append(
                    client.submit(match_id, action, expected_seq=seq, idempotency_key="cut-1")
                )
            except BaseException as exc:  # reported by the test thread
                failures.append(exc)

        thread = threading.Thread(target=submit)
        thread.start()
        with psycopg.connect(stack.postgres.url, autocommit=True) as watcher:
            waiting = "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
            wait_for(
                lambda: watcher.execute(waiting).fetchone() == (1,) or failures,
                timeout=30,
                what="web-a's submission waiting on the match row",
            )
        assert not failures, failures
        doomed.kill()  # kill -9 of the node (and its web server workers) mid-request
        holder.rollback()
    thread.join(timeout=120)
    client.close()
    assert not failures, failures
    assert accepted
    assert accepted[0].seq == seq + 1
    with Client(survivor.url, token) as reader:
        assert len(entries_at(reader, match_id, seq + 1)) == 1
        # The same key again is the same answer, not a second action.
        again = reader.submit(match_id, action, expected_seq=seq, idempotency_key="cut-1")
        assert again.seq == seq + 1
        assert len(entries_at(reader, match_id, seq + 1)) == 1


def test_while_postgresql_restarts_the_server_answers_503_and_the_sdk_retries(
    stack: Stack,
) -> None:
    web = stack.web("web-pg")
    with Client(web.url) as setup:
        match_id, seq, action = human_turn(setup)
        token = setup.token
    stack.postgres.stop("immediate")
    try:
        answer = httpx.get(
            f"{web.url}/api/v1/matches/{match_id}",
            headers={"Authorization": f"Bearer {token}"},
            timeout=30,
        )
        assert answer.status_code == 503
        assert answer.headers["content-type"].startswith("application/problem+json")
        assert answer.headers["retry-after"] == "1"
        assert answer.json()["code"] == "service_unavailable"
        assert "database" in answer.json()["detail"]
        health = httpx.get(f"{web.url}/api/v1/health", timeout=30)
        assert health.status_code == 503
        assert health.json()["database"]["ok"] is False
        assert health.json()["broker"]["ok"] is True

        # The SDK waits and repeats; the database comes back during its first wait.
        waits: list[float] = []

        def sleep(seconds: float) -> None:
            waits.append(seconds)
            if len(waits) == 1:
                stack.postgres.start()
            time.sleep(min(seconds, 1.0))

        with Client(web.url, token, sleep=sleep) as client:
            accepted = client.submit(
                match_id, action, expected_seq=seq, idempotency_key="after-restart"
            )
    finally:
        if not (stack.postgres.data / "postmaster.pid").exists():
            stack.postgres.start()
    assert waits, "the first attempt should have met the stopped database"
    assert accepted.seq == seq + 1
    with Client(web.url, token) as reader:
        assert len(entries_at(reader, match_id, seq + 1)) == 1


def test_a_bot_turn_lost_with_redis_is_played_after_the_sweep(stack: Stack) -> None:
    web = stack.web("web-redis")
    with Client(web.url) as setup:
        match_id, seq, action = human_turn(setup)
        token = setup.token
    # Redis goes away (no persistence: the queue is lost with it) before the bot's turn is
    # enqueued: the submission is still accepted (the enqueue after commit fails quietly).
    stack.redis.kill()
    try:
        with (
            Client(web.url, token, max_retries=0) as client,
            pytest.raises(ServiceUnavailable) as away,
        ):
            client.match(match_id)
        assert "broker" in away.value.detail
    finally:
        stack.redis.start()
    with Client(web.url, token) as client:
        accepted = client.submit(match_id, action, expected_seq=seq, idempotency_key="k1")
        assert accepted.seq == seq + 1
    # Now lose the bot's task: Redis restarts empty after the enqueue, before any worker ran.
    stack.redis.restart()
    # A worker and the sweep (what beat runs) find the stalled bot turn and play it.
    stack.worker("worker-redis")
    sweep_env = {**stack.env, "BOT_TURN_STALL_SECONDS": "0"}

    def sweep_and_look() -> bool:
        subprocess.run(
            [sys.executable, "-c", SWEEP], cwd=ROOT, env=sweep_env, check=True, timeout=60
        )
        with Client(web.url, token) as reader:
            return reader.match(match_id).seq > seq + 1

    wait_for(sweep_and_look, timeout=120, what="the bot's turn after the sweep")


SWEEP = (
    "import django; django.setup(); "
    "from games.tasks import match_deadlines_check_task as t; t.apply()"
)
