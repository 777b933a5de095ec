"""Shared fixtures: personas, API clients, a real Celery worker process when REDIS_URL is set."""

from __future__ import annotations

import fcntl
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from rest_framework.test import APIClient

ROOT = Path(__file__).resolve().parent.parent

# Bytecode is cached (in the gitignored __pycache__ directories) even where the environment
# sets PYTHONDONTWRITEBYTECODE, as this project's development and CI machines do: otherwise
# every test process rewrote every test module's asserts again (about 6 s of CPU each, pytest's
# rewrite cache being bytecode too) and every server process the tests start compiled the
# project again. Set before the test modules are imported (conftest comes first), and for the
# processes the tests start.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

WORKER_START_TIMEOUT_S = 60
# One queue per test session, so concurrent test runs sharing a Redis never take each
# other's tasks (each run has its own test database).
TEST_QUEUE = f"test-{uuid.uuid4().hex[:12]}"
# Likewise one event channel per run, so a run's streams never wake for another run's matches.
settings.EVENTS_CHANNEL = f"events-{TEST_QUEUE}"
# And a cache key prefix of its own: the rate limits' counters and cache.clear() stay within
# this run (the server and worker processes the tests start inherit it).
os.environ["CACHE_KEY_PREFIX"] = TEST_QUEUE
settings.CACHES["default"]["KEY_PREFIX"] = TEST_QUEUE
# The server's MCTS bots search a tenth as long: the tests check that they play through the
# tasks, bench/bots.py how well. Server processes the tests start inherit it.
os.environ["BOT_SEARCH_SCALE"] = "0.1"
settings.BOT_SEARCH_SCALE = 0.1
# Likewise an analysis searches each decision briefly (tests check what it holds, not how good
# it is; bench/analysis.py measures its cost).
os.environ["ANALYSIS_SECONDS_PER_DECISION"] = "0.01"
settings.ANALYSIS_SECONDS_PER_DECISION = 0.01
# Passwords and OAuth client secrets hashed in the test processes cost one PBKDF2 iteration
# (tests/hashers.py); the server processes keep the real count and still verify them.
settings.PASSWORD_HASHERS = ["tests.hashers.OneIterationPBKDF2PasswordHasher"]
# The server processes the tests start run with DEBUG off, which refuses the development key;
# this process signs with the same key, so a session made here is valid there (sign_in in
# tests/web/conftest.py).
SERVER_SECRET_KEY = secrets.token_urlsafe(50)
settings.SECRET_KEY = SERVER_SECRET_KEY


# CI's soak step sets TEST_SOAK=1: the heavy end-to-end cases then all run (every game, every
# language); the README's test command runs a representative of each, so it stays fast.
SOAK = os.environ.get("TEST_SOAK") == "1"


def unless_soak(run: bool) -> None:
    """Skip this heavy case unless `run` (a representative) or TEST_SOAK=1 (all of them).
    Its test is marked `soak_sampled`, so CI's soak step (`-m "soak or soak_sampled"`) finds it."""
    if not (run or SOAK):
        pytest.skip("heavy case: CI's soak step runs it (TEST_SOAK=1); a sibling case runs here")


# The modules of the longest tests (pytest's --durations), longest first. They start first,
# so the test processes run them beside the many short tests instead of after them: in file
# order the browser tests came last and the run ended on one process working alone for minutes.
LONG_FIRST = (
    "tests/web/test_client_pages.py",
    "tests/sdk/test_end_to_end.py",
    "tests/web/test_browser.py",
    "tests/oauth/browser/",
    "tests/games/test_mcts_server.py",
    "tests/api/test_declared_errors.py",
    "tests/tournaments/test_bot_tournament.py",
    "tests/games/test_tasks.py",
    "tests/api/test_streams.py",
    "tests/web/",
    "tests/undo/",
)


def _start_rank(item: pytest.Item) -> int:
    path = item.nodeid.split("::", 1)[0]
    for rank, prefix in enumerate(LONG_FIRST):
        if path.startswith(prefix):
            return rank
    return len(LONG_FIRST)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The longest tests first (LONG_FIRST; a stable sort, the same in every test process).
    A test marked `soak` (a slow case whose kind another test already covers in the README's
    command) runs only with TEST_SOAK=1: CI's soak step runs every one of them."""
    items.sort(key=_start_rank)
    if SOAK:
        return
    skip = pytest.mark.skip(
        reason="slow case of a kind covered elsewhere: CI's soak step runs it (TEST_SOAK=1)"
    )
    for item in items:
        if item.get_closest_marker("soak") is not None:
            item.add_marker(skip)


def wait_for(predicate: Callable[[], Any], *, timeout: float = 60.0, interval: float = 0.1) -> Any:
    """Poll until `predicate()` is truthy; fail the test with a clear message on timeout."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(f"condition not met within {timeout} s")
        time.sleep(interval)


@pytest.fixture
def make_user(db: None) -> Callable[..., Any]:
    from games import services

    def make(username: str, *, is_bot: bool = False) -> tuple[Any, str]:
        issued = services.account_create(username=username, is_bot=is_bot)
        return issued.user, issued.raw_key

    return make


@pytest.fixture
def client_for() -> Callable[[str | None], APIClient]:
    def make(token: str | None) -> APIClient:
        client = APIClient()
        if token:
            client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
        return client

    return make


def _database_url_for_worker(name: str | None = None) -> str:
    """The URL of the test database (or, on PostgreSQL, of the database `name` on its server)."""
    from django.db import connection

    cfg = connection.settings_dict
    if cfg["ENGINE"] == "django.db.backends.sqlite3":
        return f"sqlite:///{cfg['NAME']}"
    auth = cfg["USER"] or ""
    if cfg.get("PASSWORD"):
        auth += f":{cfg['PASSWORD']}"
    host = cfg["HOST"] or "127.0.0.1"
    port = cfg["PORT"] or 5432
    return f"postgres://{auth}@{host}:{port}/{name or cfg['NAME']}"


def start_test_worker(name: str, log_path: Path, **env_extra: str) -> subprocess.Popen[bytes]:
    """A `celery worker` process on the test database, consuming this session's queue."""
    env = {
        **os.environ,
        "DATABASE_URL": _database_url_for_worker(),
        "LOG_LEVEL": "INFO",
        # Tasks the worker enqueues itself (the next bot turn, finalisation) stay on this queue.
        "CELERY_TASK_DEFAULT_QUEUE": TEST_QUEUE,
        "EVENTS_CHANNEL": settings.EVENTS_CHANNEL,
        **env_extra,
    }
    command = [sys.executable, "-m", "celery", "-A", "yokohama_server", "worker", "-P", "solo"]
    command += ["-Q", TEST_QUEUE, "-n", f"{name}@%h", "--without-gossip", "--without-mingle"]
    command += ["-l", "INFO"]
    with open(log_path, "a") as log:
        return subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)


def worker_nodes(prefix: str) -> list[str]:
    from yokohama_server.celery import app

    replies = app.control.ping(timeout=0.5) or []
    return [node for reply in replies for node in reply if node.startswith(prefix)]


@pytest.fixture(scope="session")
def celery_worker_process(django_db_setup: None, django_db_blocker: Any) -> Iterator[Any]:
    """A real `celery worker` process on the test database, or None in the embedded mode."""
    if not settings.REDIS_URL:
        yield None
        return
    from yokohama_server.celery import app

    app.conf.task_default_queue = TEST_QUEUE
    log_path = ROOT / "var" / f"test-celery-worker-{TEST_QUEUE}.log"
    proc = start_test_worker(f"{TEST_QUEUE}-main", log_path)
    try:
        deadline = time.monotonic() + WORKER_START_TIMEOUT_S
        while not worker_nodes(f"{TEST_QUEUE}-main"):
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"Celery worker did not start; see {log_path}")
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()


_COPIED = pytest.StashKey[bool]()  # this process's test database is a copy of the template


def _template_name(test_name: str) -> str:
    """The run's migrated database, which its test processes copy (`_copy_of_the_template`)."""
    return f"{test_name}_tpl_{TEST_RUN[-12:]}"


def _copy_of_the_template(config: pytest.Config, blocker: Any) -> bool:
    """Under pytest-xdist on PostgreSQL: this process's test database, made as a copy of the
    run's migrated template (the first process to get here migrates it, in a process of its
    own; the others wait and copy it). A -n 3 run of one test file took 18 s of CPU this way
    against 25 s with a migration in each process. False (nothing done) otherwise:
    pytest-django creates and migrates the database itself."""
    from django.db import connection

    if connection.vendor != "postgresql" or not hasattr(config, "workerinput"):
        return False
    creation: Any = connection.creation
    test_name = creation._get_test_db_name()  # with this process's suffix
    base_name = test_name.removesuffix(f"_{config.workerinput['workerid']}")
    template = _template_name(base_name)
    quote = connection.ops.quote_name
    lock_path = ROOT / "var" / f"{template}.lock"
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with blocker.unblock(), open(lock_path, "w") as lock, connection._nodb_cursor() as cursor:
        fcntl.flock(lock, fcntl.LOCK_EX)
        cursor.execute("SELECT 1 FROM pg_database WHERE datname = %s", [template])
        if cursor.fetchone() is None:
            cursor.execute(f"CREATE DATABASE {quote(template)}")
            subprocess.run(
                [sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"],
                cwd=ROOT,
                env={**os.environ, "DATABASE_URL": _database_url_for_worker(template)},
                check=True,
            )
        cursor.execute(f"DROP DATABASE IF EXISTS {quote(test_name)}")
        cursor.execute(f"CREATE DATABASE {quote(test_name)} TEMPLATE {quote(template)}")
    return True


def _drop_the_template(config: pytest.Config) -> None:
    """The controlling process, at the end of the run: the template its test processes copied."""
    import psycopg
    from django.db import connection

    if connection.vendor != "postgresql" or not getattr(config.option, "numprocesses", 0):
        return
    creation: Any = connection.creation
    template = _template_name(creation._get_test_db_name())
    # Not through Django: the controlling process has no test database, and its access is blocked.
    with psycopg.connect(_database_url_for_worker("postgres"), autocommit=True) as admin:
        admin.execute(f"DROP DATABASE IF EXISTS {connection.ops.quote_name(template)}")
    (ROOT / "var" / f"{template}.lock").unlink(missing_ok=True)


@pytest.fixture(scope="session")
def django_db_keepdb(
    request: pytest.FixtureRequest, django_db_modify_db_settings: None, django_db_blocker: Any
) -> bool:
    """pytest-django's (--reuse-db), or True when this process's test database is a fresh copy
    of the run's template: pytest-django then only checks that every migration is applied, and
    `django_db_setup` drops the copy at the end."""
    if request.config.getvalue("reuse_db"):
        return True
    request.config.stash[_COPIED] = _copy_of_the_template(request.config, django_db_blocker)
    return request.config.stash[_COPIED]


@pytest.fixture(scope="session")
def django_db_setup(
    request: pytest.FixtureRequest, django_db_setup: None, django_db_blocker: Any
) -> Iterator[None]:
    """pytest-django's, plus: commits that do not wait for the disk, flushes by DELETE
    (`_flush_by_delete`), and async views' own connections closed before the test database
    is dropped (PostgreSQL refuses to drop one in use).

    A synced commit costs ~20 ms on this machine and the suite commits on every accepted
    action of its live servers, workers and transactional tests, so waiting for the disk would
    be a large share of the run (not measured separately). The test database is thrown away;
    what a commit guarantees to other sessions is unchanged, and a clean PostgreSQL restart
    (tests/faults) still keeps every commit. The setting is the database's own, so the server
    and worker processes the tests start get it.
    """
    from django.db import connection

    if connection.vendor != "postgresql":
        yield
    else:
        with django_db_blocker.unblock(), connection.cursor() as cursor:
            name = connection.settings_dict["NAME"]
            cursor.execute(f'ALTER DATABASE "{name}" SET synchronous_commit TO off')
            cursor.execute("SET synchronous_commit TO off")
        with pytest.MonkeyPatch.context() as patch:
            operations = type(connection.ops)
            patch.setattr(operations, "sql_flush", _flush_by_delete(operations.sql_flush))
            yield
    from games import events

    events.close_db_connections()
    if request.config.stash.get(_COPIED, False):  # pytest-django keeps it (keepdb): drop it here
        with django_db_blocker.unblock():
            connection.creation.destroy_test_db(verbosity=0)


def _flush_by_delete(truncating: Callable[..., list[str]]) -> Callable[..., list[str]]:
    """The backend's sql_flush for the flush after each transactional test (live servers,
    workers), as DELETE instead of TRUNCATE: truncating the 42 tables cost ~0.2 s of
    PostgreSQL's CPU and ~0.3 s of the test's time, for the few rows a test leaves (DELETE:
    ~5 ms), and ~150 tests flush. Every foreign key is DEFERRABLE INITIALLY DEFERRED (Django
    creates them so), so the order of the tables does not matter within the flush's
    transaction (tests/test_flush.py). `truncating` (the backend's own) resets sequences."""

    def sql_flush(
        self: Any,
        style: Any,
        tables: list[str],
        *,
        reset_sequences: bool = False,
        allow_cascade: bool = False,
    ) -> list[str]:
        if reset_sequences or not tables:
            return truncating(
                self, style, tables, reset_sequences=reset_sequences, allow_cascade=allow_cascade
            )
        quote = self.quote_name
        return [f"{style.SQL_KEYWORD('DELETE FROM')} {style.SQL_FIELD(quote(t))};" for t in tables]

    return sql_flush


def _worker_idle() -> bool:
    """True when the session's worker has nothing queued, prefetched or running.

    The worker runs tasks in its main thread (-P solo) and answers control messages only
    between tasks, so one that does not answer is busy, not idle. A task it has taken from the
    queue (prefetched) is neither in the queue nor `active`, but in `reserved`. Two answers
    with the same count of tasks done, around an empty queue, show that nothing ran or
    arrived in between (a task finishing in that window may have queued the next bot turn).
    """
    import redis

    first = _worker_report()
    if first is None:
        return False
    if redis.Redis.from_url(settings.REDIS_URL or "").llen(TEST_QUEUE):
        return False
    return _worker_report() == first


# The session's worker's node name, once a ping has found it. A ping waits out its whole
# timeout (it cannot know how many workers will answer), so asking it again on every check
# cost a second per settle; the inspections below stop at the one answer they expect.
_main_node: list[str] = []


def _worker_report() -> dict[str, int] | None:
    """The worker's count of tasks done per name, or None when it is busy: no answer, or a
    task active or reserved."""
    from yokohama_server.celery import app

    if not _main_node:
        _main_node.extend(worker_nodes(f"{TEST_QUEUE}-main")[:1])
        if not _main_node:
            return None
    node = _main_node[0]
    inspect = app.control.inspect(destination=[node], timeout=1.0, limit=1)
    for question in (inspect.active, inspect.reserved):
        answer = question() or {}
        if node not in answer or answer[node]:
            return None
    stats = (inspect.stats() or {}).get(node)
    return None if stats is None else dict(stats.get("total", {}))


@pytest.fixture
def task_runner(
    celery_worker_process: Any, transactional_db: None
) -> Iterator[Callable[..., None]]:
    """Tasks run for real: a Celery worker process (REDIS_URL set) or the embedded thread.

    Yields `settle(timeout)`, which waits until no task is queued or running; it also runs
    at teardown, so the test database is never flushed under a running task.
    """
    from games import dispatch

    def settle(timeout: float = 60.0) -> None:
        if settings.CELERY_TASK_ALWAYS_EAGER:
            assert dispatch.wait_until_idle(timeout), "embedded tasks did not finish"
        else:
            wait_for(_worker_idle, timeout=timeout, interval=0.3)

    yield settle
    settle(120.0)


@pytest.fixture(autouse=True)
def _generous_rate_limits(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Tests drive whole games through the API; only the rate-limit test sets a tight limit."""
    from django.core.cache import cache
    from rest_framework.throttling import SimpleRateThrottle

    rates = {"anon": "100000/min", "user": "100000/min", "signup": "100000/min"}
    rates["login"] = "100000/min"
    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", rates)
    for subclass in SimpleRateThrottle.__subclasses__():
        monkeypatch.setattr(subclass, "THROTTLE_RATES", rates)
    cache.clear()
    yield
    cache.clear()


# --- a real server process ------------------------------------------------------------------

# One static folder per run, shared by its test processes: collectstatic compresses every file
# (gzip and brotli; ~4 s of CPU), and each process collected the same files into a folder of
# its own. The controlling process names the run before pytest-xdist starts the others, which
# inherit the name; the process that runs the whole session removes the folder at its end.
TEST_RUN = os.environ.setdefault("TEST_RUN_ID", TEST_QUEUE)
STATIC_ROOT = ROOT / "var" / f"test-static-{TEST_RUN}"


def collected_static(env: dict[str, str]) -> Path:
    """STATIC_ROOT, gathered by collectstatic once per run (under a lock: the first test
    process to get here collects, the others wait for it and reuse the folder)."""
    STATIC_ROOT.parent.mkdir(parents=True, exist_ok=True)
    with open(f"{STATIC_ROOT}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (STATIC_ROOT / "staticfiles.json").exists():
            subprocess.run(
                [sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"],
                cwd=ROOT,
                env={**env, "STATIC_ROOT": str(STATIC_ROOT)},
                check=True,
            )
    return STATIC_ROOT


SERVER_START_TIMEOUT_S = 60


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


def server_env(static_root: Path, **extra: str) -> dict[str, str]:
    """The environment of a server process the tests start: the test database, this run's
    Redis channel and queue, DEBUG off (static files from `static_root`), generous limits."""
    return {
        **os.environ,
        "DATABASE_URL": _database_url_for_worker(),
        "DEBUG": "False",
        "SECRET_KEY": SERVER_SECRET_KEY,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "LOG_LEVEL": "WARNING",
        "STATIC_ROOT": str(static_root),
        # Tests sign up and play whole games through the API; the real limits are per person.
        "THROTTLE_SIGNUP": "100000/min",
        "THROTTLE_LOGIN": "100000/min",
        "THROTTLE_ANON": "100000/min",
        "THROTTLE_USER": "100000/min",
        "EVENTS_CHANNEL": settings.EVENTS_CHANNEL,
        # Enqueue where this session's worker listens.
        "CELERY_TASK_DEFAULT_QUEUE": TEST_QUEUE,
        **extra,
    }


@contextmanager
def running_server(
    name: str, command: list[str], env: dict[str, str], url: str, log_path: Path
) -> Iterator[subprocess.Popen[bytes]]:
    """Run `command` until the block ends; the block starts once `url` answers, with the
    server's process."""
    import httpx

    with open(log_path, "w") as log:
        proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT_S
        while True:
            if proc.poll() is not None:
                pytest.fail(f"{name} exited ({proc.returncode}):\n{tail(log_path)}")
            try:
                if httpx.get(f"{url}/api/v1/games", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"{name} did not answer within {SERVER_START_TIMEOUT_S} s")
            time.sleep(0.2)
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


class LiveServer:
    def __init__(self, url: str, log_path: Path, workers: int = 1, pid: int = 0) -> None:
        self.url = url
        self.log_path = log_path
        self.workers = workers
        self.pid = pid  # the server's main process (its workers are its children)

    def log_tail(self, lines: int = 40) -> str:
        return tail(self.log_path, lines)


@pytest.fixture(scope="session")
def api_server(
    django_db_setup: None, django_db_blocker: Any, celery_worker_process: Any
) -> Iterator[LiveServer]:
    """The whole API served by uvicorn (ASGI, as the event streams are in production) on a
    free port, using the test database and, when REDIS_URL is set, the same Redis and the
    session's Celery worker; otherwise the embedded default, in one process (its event hub
    and task thread live in the process that serves the requests).

    Tests use it through `live_api`, which adds `transactional_db`: their rows are committed
    (the server sees them) and flushed afterwards.
    """
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = ROOT / "var" / f"test-api-server-{TEST_QUEUE}.log"
    # As in production (DEBUG off): WhiteNoise serves what collectstatic gathered, with hashed
    # names (collected_static). Cookies are not Secure-only, since the test server is plain HTTP.
    env = server_env(
        STATIC_ROOT,
        EVENTS_HEARTBEAT_SECONDS="1",
        SESSION_COOKIE_SECURE="False",
        CSRF_COOKIE_SECURE="False",
    )
    collected_static(env)
    workers = "2" if settings.REDIS_URL else "1"
    command = [sys.executable, "-m", "uvicorn", "yokohama_server.asgi:application"]
    command += ["--host", "127.0.0.1", "--port", str(port), "--workers", workers]
    command += ["--no-access-log", "--timeout-graceful-shutdown", "5"]
    with running_server("the server", command, env, url, log_path) as server:
        yield LiveServer(url, log_path, int(workers), server.pid)


@pytest.fixture
def live_api(api_server: LiveServer, task_runner: Any) -> LiveServer:
    """The live server, for one test whose data is flushed afterwards (`task_runner` brings
    `transactional_db` and waits for queued tasks first)."""
    return api_server


# --- every problem the suite's traffic produces is declared on its operation -------------------


@pytest.fixture(scope="session", autouse=True)
def _record_problem_traffic() -> Iterator[None]:
    from tests.problem_traffic import install_recorder

    uninstall = install_recorder()
    yield
    uninstall()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """pytest-xdist, in the controller: a worker's problems join the controller's, which
    checks them all at the end (a worker's own verdict would not fail the run)."""
    from tests.problem_traffic import OBSERVED, Observation

    output = getattr(node, "workeroutput", {})
    OBSERVED.update(Observation(*seen) for seen in output.get("problem_traffic", []))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Fail the run when a request of any test got a problem (status, code) that the schema
    does not declare on its operation (tests/problem_traffic.py). Every test process first
    deletes its Redis keys, as the benches do theirs (its servers and worker have stopped by
    now): its cache entries, its Celery queue and the bindings kombu keeps for that queue."""
    from tests.problem_traffic import OBSERVED, undeclared

    if settings.REDIS_URL:
        from bench.api_load import delete_redis_namespace

        delete_redis_namespace(settings.REDIS_URL, TEST_QUEUE)
    worker_output = getattr(session.config, "workeroutput", None)
    if worker_output is None:  # the whole session ends here: no server serves the folder now
        shutil.rmtree(STATIC_ROOT, ignore_errors=True)
        Path(f"{STATIC_ROOT}.lock").unlink(missing_ok=True)
        _drop_the_template(session.config)
    if worker_output is not None:  # a pytest-xdist worker: hand them to the controller
        worker_output["problem_traffic"] = [
            [seen.method, seen.path, seen.status, seen.code] for seen in OBSERVED
        ]
        return
    if not OBSERVED:
        return
    from drf_spectacular.generators import SchemaGenerator

    missing = undeclared(SchemaGenerator().get_schema(request=None, public=True), OBSERVED)
    if missing:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        lines = ["problems the schema does not declare on their operation:", *missing]
        if reporter is not None:
            reporter.write_sep("=", "undeclared error codes", red=True)
            for line in lines:
                reporter.write_line(line)
        else:
            print("\n".join(lines))
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
