"""Enqueue Celery tasks: to the broker, or (embedded default, no REDIS_URL) to one in-process
worker thread.

The embedded thread runs tasks one after another in FIFO order. Running them eagerly instead
would nest a whole bot-only game inside the request that started it (each bot turn commits
and enqueues the next one).
"""

from __future__ import annotations

import heapq
import itertools
import logging
import queue
import threading
import time
from typing import Any

from celery import Task
from django.conf import settings
from django.db import close_old_connections

logger = logging.getLogger(__name__)

_queue: queue.Queue[tuple[Task[Any, Any], tuple[Any, ...]]] = queue.Queue()
_thread: threading.Thread | None = None
_thread_lock = threading.Lock()
# Tasks enqueued and not yet finished; counted under one condition, so "idle" can never be
# seen between an enqueue and the task it adds.
_pending = 0
_pending_changed = threading.Condition()


def enqueue(task: Task[Any, Any], *args: Any) -> None:
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        task.delay(*args)
        return
    global _pending
    with _pending_changed:
        _pending += 1
    _queue.put((task, args))
    _ensure_thread()


def enqueue_in(delay_seconds: float, task: Task[Any, Any], *args: Any) -> None:
    """Enqueue `task` in `delay_seconds`: a Celery countdown, or the embedded timer thread.

    With Redis, keep delays well under CELERY_VISIBILITY_TIMEOUT: the broker hands a waiting
    countdown task to another worker once that timeout passes. Embedded timers live in process
    memory (gone on restart), and the task counts as pending only once it is enqueued.
    """
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        task.apply_async(args=args, countdown=max(0.0, delay_seconds))
        return
    _timers.schedule(time.monotonic() + max(0.0, delay_seconds), task, args)


class _Timers:
    """One thread that enqueues delayed embedded tasks when they fall due."""

    def __init__(self) -> None:
        self._due: list[tuple[float, int, Task[Any, Any], tuple[Any, ...]]] = []
        self._order = itertools.count()  # ties keep their scheduling order
        self._changed = threading.Condition()
        self._thread: threading.Thread | None = None

    def schedule(self, at: float, task: Task[Any, Any], args: tuple[Any, ...]) -> None:
        with self._changed:
            heapq.heappush(self._due, (at, next(self._order), task, args))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._run, name="embedded-timers", daemon=True
                )
                self._thread.start()
            self._changed.notify()

    def _run(self) -> None:
        while True:
            with self._changed:
                while not self._due or self._due[0][0] > time.monotonic():
                    timeout = self._due[0][0] - time.monotonic() if self._due else None
                    self._changed.wait(timeout)
                _, _, task, args = heapq.heappop(self._due)
            enqueue(task, *args)


_timers = _Timers()


def wait_until_idle(timeout: float = 30.0) -> bool:
    """Embedded mode only: block until the in-process queue is empty (used by tests and demo)."""
    with _pending_changed:
        return _pending_changed.wait_for(lambda: _pending == 0, timeout)


def _ensure_thread() -> None:
    global _thread
    with _thread_lock:
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_run, name="embedded-tasks", daemon=True)
            _thread.start()


def _run() -> None:
    global _pending
    while True:
        task, args = _queue.get()
        close_old_connections()
        try:
            task.apply(args=args, throw=False)
        except Exception:  # a failing task must not kill the embedded worker
            logger.exception("embedded task failed", extra={"task": task.name})
        finally:
            close_old_connections()
            with _pending_changed:
                _pending -= 1
                _pending_changed.notify_all()
