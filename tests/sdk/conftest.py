"""SDK fixtures: the SDK from the source tree, and a real server process on the test database.

The server is a separate gunicorn process on a free port, using the same database as the
test session (pytest-django's test database) and, when REDIS_URL is set, the same Redis and
the real Celery worker that `celery_worker_process` starts; otherwise the embedded default
(SQLite, tasks in the server process).
"""

from __future__ import annotations

import os
import secrets
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import ROOT, _database_url_for_worker

SDK_DIR = ROOT / "sdk"
# The hand-written package and the generated one, imported from the tree (not from an install).
SDK_PATHS = [SDK_DIR, SDK_DIR / "yokohama-client"]
for _path in reversed(SDK_PATHS):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

SERVER_START_TIMEOUT_S = 60


def sdk_env(**extra: str) -> dict[str, str]:
    """Environment for a subprocess that imports the SDK from the source tree."""
    paths = [str(p) for p in SDK_PATHS]
    if os.environ.get("PYTHONPATH"):
        paths.append(os.environ["PYTHONPATH"])
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths), **extra}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


class LiveServer:
    def __init__(self, url: str, log_path: Path) -> None:
        self.url = url
        self.log_path = log_path

    def log_tail(self, lines: int = 40) -> str:
        return tail(self.log_path, lines)


@pytest.fixture(scope="session")
def sdk_server(
    django_db_setup: None, django_db_blocker: Any, celery_worker_process: Any
) -> Iterator[LiveServer]:
    """A gunicorn process serving the API on the test database (shared by the SDK tests).

    Tests use it through `live`, which adds `transactional_db`: their rows are committed (the
    server sees them) and flushed afterwards.
    """
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = ROOT / "var" / "test-sdk-server.log"
    env = {
        **os.environ,
        "DATABASE_URL": _database_url_for_worker(),
        "DEBUG": "False",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "LOG_LEVEL": "WARNING",
        # Every SDK test signs up through the API; the real signup limit is per hour.
        "THROTTLE_SIGNUP": "10000/min",
    }
    if celery_worker_process is not None:
        from yokohama_server.celery import app

        # Enqueue where this session's worker listens (celery_worker_process picks the queue).
        env["CELERY_TASK_DEFAULT_QUEUE"] = str(app.conf.task_default_queue)
    command = [
        sys.executable,
        "-m",
        "gunicorn",
        "yokohama_server.wsgi:application",
        "--bind",
        f"127.0.0.1:{port}",
        "--workers",
        "2",
        "--worker-class",
        "gthread",
        "--threads",
        "8",  # long polls hold a thread each
        "--timeout",
        "120",
    ]
    with open(log_path, "w") as log:
        proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT_S
        while True:
            if proc.poll() is not None:
                pytest.fail(f"the server exited ({proc.returncode}):\n{tail(log_path)}")
            try:
                if httpx.get(f"{url}/api/v1/games", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"the server did not answer within {SERVER_START_TIMEOUT_S} s")
            time.sleep(0.2)
        yield LiveServer(url, log_path)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture
def live(sdk_server: LiveServer, task_runner: Any) -> LiveServer:
    """The live server, for one test whose data is flushed afterwards (`task_runner` brings
    `transactional_db` and, with a real worker, waits for its queue to drain first)."""
    return sdk_server


def engine_registered(slug: str = "yokohama") -> bool:
    from games.engine import get_game

    try:
        get_game(slug)
    except KeyError:
        return False
    return True
