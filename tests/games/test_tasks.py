"""Celery tasks for real: a worker process on Redis + PostgreSQL when REDIS_URL is set (CI),
the embedded in-process thread otherwise."""

from __future__ import annotations

import functools
import signal
import subprocess
import time
from datetime import timedelta
from typing import Any

import pytest
from django.conf import settings
from django.utils import timezone

from games import services
from games.models import Match, MatchAction, MatchResult, MatchStatus, Seat, User
from tests.conftest import ROOT, TEST_QUEUE, start_test_worker, wait_for, worker_nodes

pytestmark = pytest.mark.django_db(transaction=True)


def refreshed(match_id: int) -> Match:
    return Match.objects.get(pk=match_id)


def moved_past(match_id: int, seq: int) -> bool:
    return refreshed(match_id).seq > seq


def test_a_bot_only_match_runs_to_the_end_unattended_and_finalizing_again_changes_nothing(
    task_runner: Any,
) -> None:
    # Shinjuku: the shortest random game of the three (half of Yokohama's decisions).
    match = services.match_create(
        creator=None,
        game="shinjuku",
        players=2,
        seed=12,
        bot_seats={0: "random", 1: "random"},
        join=False,
    )
    wait_for(lambda: refreshed(match.pk).status == MatchStatus.FINISHED, timeout=240)
    task_runner()
    results = wait_for(lambda: list(MatchResult.objects.filter(match=match)), timeout=60)
    assert sorted(r.seat for r in results) == [0, 1]
    assert {r.rank for r in results} <= {1, 2}
    for result in results:
        assert sum(result.breakdown.values()) == result.score
    seqs = list(MatchAction.objects.filter(match=match).values_list("seq", flat=True))
    assert seqs == list(range(1, refreshed(match.pk).seq + 1))
    # The worker finalized it; finalizing again, in this process and through the task, changes
    # nothing (this match rather than another: a whole Shinjuku bot match took 17.5 s of the run).
    before = list(MatchResult.objects.filter(match=match).values_list("pk", "score", "rank"))
    services.match_finalize(match_id=match.pk)
    from games.tasks import match_finalize_task

    match_finalize_task.delay(match.pk)
    task_runner()
    after = list(MatchResult.objects.filter(match=match).values_list("pk", "score", "rank"))
    assert after == before


@pytest.mark.soak
def test_a_bot_only_yamatai_match_plays_to_the_end(task_runner: Any) -> None:
    """Four server bots (two greedy, two random) play Yamatai through the bot tasks."""
    from games.engine import get_game

    match = services.match_create(
        creator=None,
        game="yamatai",
        players=4,
        seed=21,
        bot_seats={0: "greedy", 1: "random", 2: "greedy", 3: "random"},
        join=False,
    )
    wait_for(lambda: refreshed(match.pk).status == MatchStatus.FINISHED, timeout=600)
    task_runner(120.0)
    results = wait_for(lambda: list(MatchResult.objects.filter(match=match)), timeout=60)
    assert sorted(r.seat for r in results) == [0, 1, 2, 3]
    assert sorted(r.rank for r in results) == [1, 2, 3, 4]  # Yamatai's tie-break is total
    # The stored result is the engine's own outcome of the logged actions.
    game = get_game("yamatai")
    finished = refreshed(match.pk)
    state = game.initial_state(finished.config, finished.seed)
    for row in MatchAction.objects.filter(match=match).order_by("seq"):
        state = game.apply(state, game.parse_action(state, row.seat, row.notation))
    outcome = game.outcome(state)
    assert outcome is not None
    assert {(r.seat, r.score, r.rank) for r in results} == {
        (r.seat, r.score, r.rank) for r in outcome.results
    }
    for result in results:
        assert sum(result.breakdown.values()) == result.score


def human_alone_to_move_or_bot_done(match_id: int, bot_actions: int) -> Match | None:
    """The match once only the human can move it (or once the bot has made `bot_actions`).

    Setup decisions are simultaneous: while the bot also has a decision pending, its task can
    move the match between our read and our submit. With only seat 0 to move nothing else can.
    """
    match = refreshed(match_id)
    if MatchAction.objects.filter(match=match, seat=1).count() >= bot_actions:
        return match
    return match if match.to_move == [0] else None


def test_a_human_facing_a_greedy_bot_sees_the_bot_answer(task_runner: Any) -> None:
    human = User.objects.create(username="human")
    match = services.match_create(
        creator=human, game="yokohama", players=2, seed=13, bot_seats={1: "greedy"}
    )
    assert match.status == MatchStatus.ACTIVE
    # Play the human's decisions with the first legal option until the bot has acted.
    from games.codec import game_of, load_state

    wanted = 3
    for _ in range(200):
        match = wait_for(
            functools.partial(human_alone_to_move_or_bot_done, match.pk, wanted), timeout=240
        )
        if MatchAction.objects.filter(match=match, seat=1).count() >= wanted:
            break
        state = load_state(match)
        action = game_of(match).legal_actions(state, 0)[0]
        services.match_action_submit(
            match_id=match.pk,
            seat_index=0,
            action=action.to_json(),
            expected_seq=match.seq,
            user=human,
        )
    else:
        pytest.fail(f"the greedy bot made fewer than {wanted} decisions in 200 of ours")
    task_runner()


def test_a_missed_deadline_is_auto_played_and_the_bot_keeps_the_seat(task_runner: Any) -> None:
    alice = User.objects.create(username="alice")
    bob = User.objects.create(username="bob")
    match = services.match_create(
        creator=alice,
        game="yokohama",
        players=2,
        seed=14,
        decision_seconds=30,
        max_timeouts=2,
    )
    services.match_join(match_id=match.pk, user=bob)
    from games.tasks import match_deadlines_check_task

    timed_out: set[int] = set()
    for _ in range(2):
        match = refreshed(match.pk)
        # Move the deadline into the past instead of sleeping through it.
        Match.objects.filter(pk=match.pk).update(deadline=timezone.now() - timedelta(seconds=1))
        seq = match.seq
        assert match_deadlines_check_task() == 1  # what Celery beat runs every few seconds
        wait_for(functools.partial(moved_past, match.pk, seq), timeout=60)
        timed_out |= set(match.to_move)
        task_runner()
    seats = {seat.index: seat for seat in Seat.objects.filter(match=match)}
    assert any(seat.absent for seat in seats.values())
    taken_over = [seat for seat in seats.values() if seat.timeouts >= 2]
    for seat in taken_over:
        assert seat.bot_kind == "random"  # the auto-play bot keeps the seat for good
    logged = MatchAction.objects.filter(match=match, idempotency_key__startswith="timeout-")
    assert logged.count() >= 2


def test_a_resigning_seat_is_played_to_the_end(task_runner: Any) -> None:
    alice = User.objects.create(username="alice")
    match = services.match_create(
        creator=alice, game="shinjuku", players=2, seed=15, bot_seats={1: "random"}
    )
    services.match_resign(match_id=match.pk, user=alice)
    wait_for(lambda: refreshed(match.pk).status == MatchStatus.FINISHED, timeout=240)
    seat = Seat.objects.get(match=match, index=0)
    assert seat.resigned
    assert seat.bot_kind == "random"
    task_runner()


@pytest.mark.skipif(not settings.REDIS_URL, reason="results are stored in Redis only")
def test_a_task_run_by_the_worker_leaves_no_result_behind(task_runner: Any) -> None:
    """Nothing reads a task's result: the worker stores none (CELERY_TASK_IGNORE_RESULT)."""
    import redis

    from games.tasks import invitations_expire_task

    sent = invitations_expire_task.delay()
    task_runner()
    client = redis.Redis.from_url(settings.REDIS_URL or "")
    try:
        assert client.exists(f"celery-task-meta-{sent.id}") == 0
        # The same task asked for its result stores one: the key above is the right one.
        kept = invitations_expire_task.apply_async(ignore_result=False)
        task_runner()
        assert wait_for(lambda: client.exists(f"celery-task-meta-{kept.id}"), timeout=30)
        client.delete(f"celery-task-meta-{kept.id}")
    finally:
        client.close()


@pytest.mark.skipif(not settings.REDIS_URL, reason="needs a broker and separate worker processes")
def test_a_worker_killed_mid_decision_decides_exactly_once_after_restart(
    celery_worker_process: Any,
) -> None:
    from yokohama_server.celery import app

    # Keep the session's worker off the queue so the doomed worker gets the task.
    # (A ping can miss its 0.5 s window on a loaded machine: wait for a reply, and for the
    # cancellation to be confirmed, or the session's worker would take the task.)
    session_nodes = wait_for(lambda: worker_nodes(f"{TEST_QUEUE}-main"), timeout=60)
    for node in session_nodes:
        replies = app.control.cancel_consumer(TEST_QUEUE, destination=[node], reply=True)
        assert replies, f"{node} did not confirm it stopped consuming {TEST_QUEUE}"
    log_path = ROOT / "var" / f"test-killed-worker-{TEST_QUEUE}.log"

    def start_worker(name: str, **extra: str) -> subprocess.Popen[bytes]:
        return start_test_worker(f"{TEST_QUEUE}-{name}", log_path, **extra)

    doomed = start_worker("doomed", BOT_MOVE_DELAY="60")  # decides, then waits before submitting
    try:
        wait_for(lambda: worker_nodes(f"{TEST_QUEUE}-doomed"), timeout=60)
        human = User.objects.create(username="alice")
        match = services.match_create(
            creator=human, game="yokohama", players=2, seed=16, bot_seats={1: "random"}
        )
        # The bot's first decision (keeping an order at setup) is pending from the start.
        assert 1 in match.to_move
        wait_for(
            lambda: (
                "bot_take_turn_task" in log_path.read_text() and "received" in log_path.read_text()
            ),
            timeout=60,
        )
        time.sleep(2)  # well inside the decision's 60 s pause
        doomed.send_signal(signal.SIGKILL)
        doomed.wait(timeout=10)
        assert MatchAction.objects.filter(match=match, seat=1).count() == 0
        # A new worker with a short visibility timeout gets the unacknowledged task back.
        rescuer = start_worker("rescuer", CELERY_VISIBILITY_TIMEOUT="3")
        try:
            wait_for(lambda: MatchAction.objects.filter(match=match, seat=1).exists(), timeout=90)
            time.sleep(3)  # room for a duplicate delivery to (not) do harm
            first_bot_action = (
                MatchAction.objects.filter(match=match, seat=1).order_by("seq").first()
            )
            seqs = list(MatchAction.objects.filter(match=match).values_list("seq", flat=True))
            assert seqs == list(range(1, len(seqs) + 1))
            assert first_bot_action is not None
            assert first_bot_action.idempotency_key == f"bot-{match.seq}"
            assert (
                MatchAction.objects.filter(match=match, idempotency_key=f"bot-{match.seq}").count()
                == 1
            )
        finally:
            rescuer.terminate()
            rescuer.wait(timeout=15)
    finally:
        if doomed.poll() is None:
            doomed.kill()
        for node in session_nodes:
            app.control.add_consumer(TEST_QUEUE, destination=[node], reply=True)
