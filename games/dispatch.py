"""Enqueue Celery tasks: to the broker, or (embedded default, no REDIS_URL) to one in-process
worker thread.

The embedded thread runs tasks one after another in FIFO order. Running them eagerly instead
would nest a whole bot-only game inside the request that started it (each bot turn commits
and enqueues the next one).
"""

from __future__ import annotations

import logging
import queue
import threading
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
