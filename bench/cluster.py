"""The production shape on one machine, from private parts that may be killed at will.

`PrivatePostgres` and `PrivateRedis` are fresh instances in a temporary directory on free
ports (never the shared servers on 5432/6379); `Node` is one of our processes (a web
node (granian), a Celery worker, beat). Used by bench/chaos.py and tests/faults/.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
# The SDK and its generated client live in the repository, not in the server's environment.
for _path in (ROOT / "sdk", ROOT / "sdk" / "yokohama-client"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))
from bench.web_server import wsgi_command  # noqa: E402 (after the repository is on sys.path)

PG_BIN = Path("/usr/lib/postgresql/15/bin")
START_TIMEOUT_S = 60.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for(predicate: Callable[[], Any], *, timeout: float, what: str) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} did not happen within {timeout} s")
        time.sleep(0.1)


def tail(path: Path, lines: int = 30) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def _children(pid: int) -> list[int]:
    """Every descendant of `pid` (one pass over Linux /proc), so a stall stops a whole tree."""
    parent_of: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent_of[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found: list[int] = []
    tree = {pid}
    changed = True
    while changed:
        changed = False
        for child, parent in parent_of.items():
            if parent in tree and child not in tree:
                tree.add(child)
                found.append(child)
                changed = True
    return found


class PrivatePostgres:
    """A PostgreSQL 15 cluster of our own: initdb in `directory`, trust auth, a free port."""

    def __init__(self) -> None:
        # Its own directory under /tmp: PostgreSQL refuses to run as root, and the account it
        # then runs as must reach the directory (pytest's tmp_path is private to root).
        self.directory = Path(tempfile.mkdtemp(prefix="private-pg-"))
        self.data = self.directory / "pgdata"
        self.log = self.directory / "postgres.log"
        self.port = free_port()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/chaos"
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.directory, "postgres")
            self.as_user = ["runuser", "-u", "postgres", "--"]

    def create(self) -> None:
        subprocess.run(
            [
                *self.as_user,
                str(PG_BIN / "initdb"),
                "-D",
                str(self.data),
                "-U",
                "postgres",
                "-A",
                "trust",
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        self.start()
        psql = ["psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "-q"]
        subprocess.run([*psql, "-c", "CREATE DATABASE chaos"], check=True)

    def _ctl(self, *args: str) -> None:
        subprocess.run(
            [
                *self.as_user,
                str(PG_BIN / "pg_ctl"),
                "-D",
                str(self.data),
                "-l",
                str(self.log),
                *list(args),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )

    def start(self) -> None:
        # Durability is not under test (a restart, not a power cut): fsync off saves the disk.
        options = f"-p {self.port} -k {self.directory} -c listen_addresses=127.0.0.1"
        options += " -c fsync=off -c max_connections=200"
        self._ctl("-o", options, "-w", "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        self._ctl("-m", mode, "-w", "stop")

    def restart(self) -> None:
        """A restart as after a crash: every connection dies, nothing committed is lost."""
        self.stop("immediate")
        self.start()

    @property
    def pid(self) -> int:
        return int((self.data / "postmaster.pid").read_text().split()[0])

    def stall(self, seconds: float) -> None:
        """Freeze every PostgreSQL process (SIGSTOP) for `seconds`: a database that hangs."""
        pids = [self.pid, *_children(self.pid)]
        try:
            for pid in pids:
                with contextlib.suppress(ProcessLookupError):  # a backend that just ended
                    os.kill(pid, signal.SIGSTOP)
            time.sleep(seconds)
        finally:
            for pid in pids:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGCONT)

    def destroy(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError):
            self.stop("immediate")
        if (self.data / "postmaster.pid").exists():  # it did not stop: ours, so kill it
            for pid in [self.pid, *_children(self.pid)]:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGCONT)
                    os.kill(pid, signal.SIGKILL)
        shutil.rmtree(self.directory, ignore_errors=True)


class PrivateRedis:
    """A Redis of our own on a free port, without persistence (a restart loses everything)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        command = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1"]
        command += ["--save", "", "--appendonly", "no", "--dir", str(self.directory)]
        log = open(self.directory / "redis.log", "a")  # noqa: SIM115 (the child keeps it)
        self.proc = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        wait_for(self._answers, timeout=START_TIMEOUT_S, what="redis start")

    def _answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()

    def restart(self) -> None:
        self.kill()
        self.start()

    def destroy(self) -> None:
        self.kill()
        shutil.rmtree(self.directory, ignore_errors=True)


def app_env(database_url: str, redis_url: str, **extra: str) -> dict[str, str]:
    """The environment of our processes in the production shape (README "Production")."""
    return {
        **os.environ,
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "DEBUG": "False",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "LOG_LEVEL": "WARNING",
        "SESSION_COOKIE_SECURE": "False",
        "CSRF_COOKIE_SECURE": "False",
        "THROTTLE_SIGNUP": "100000/min",
        "THROTTLE_LOGIN": "100000/min",
        "THROTTLE_ANON": "100000/min",
        "THROTTLE_USER": "100000/min",
        **extra,
    }


class Node:
    """One of our processes, restartable; `kill()` is kill -9 (no clean shutdown)."""

    def __init__(self, name: str, command: Sequence[str], env: dict[str, str], log: Path) -> None:
        self.name = name
        self.command = list(command)
        self.env = env
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        with open(self.log, "a") as log:
            self.proc = subprocess.Popen(
                self.command,
                cwd=ROOT,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # its children (web server workers, pool) die with it
            )

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def kill(self) -> None:
        """SIGKILL to the whole process group: the node and its workers vanish at once."""
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()


class WebNode(Node):
    def __init__(
        self, name: str, env: dict[str, str], log: Path, *, workers: int = 2, threads: int = 8
    ) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        # The README's production server (granian), workers stopped within 5 s of a SIGTERM.
        command = wsgi_command(self.port, workers=workers, threads=threads)
        command += ["--workers-kill-timeout", "5"]
        # The server sizes its share of long polls from the WSGI server's thread count.
        super().__init__(name, command, {**env, "WEB_THREADS": str(threads)}, log)

    def start(self) -> None:
        super().start()
        wait_for(self.answers, timeout=START_TIMEOUT_S, what=f"{self.name} start")

    def answers(self) -> bool:
        if self.proc is not None and self.proc.poll() is not None:
            raise RuntimeError(f"{self.name} exited:\n{tail(self.log)}")
        try:
            return httpx.get(f"{self.url}/api/v1/games", timeout=2).status_code == 200
        except httpx.TransportError:
            return False


def worker_node(name: str, env: dict[str, str], log: Path, *, concurrency: int = 2) -> Node:
    command = [sys.executable, "-m", "celery", "-A", "yokohama_server", "worker"]
    command += ["-c", str(concurrency), "-n", f"{name}@%h", "-l", "WARNING"]
    command += ["--without-gossip", "--without-mingle"]
    return Node(name, command, env, log)


def beat_node(name: str, env: dict[str, str], log: Path, directory: Path) -> Node:
    command = [sys.executable, "-m", "celery", "-A", "yokohama_server", "beat", "-l", "WARNING"]
    command += ["-s", str(directory / f"{name}-schedule")]
    return Node(name, command, env, log)


def migrate(env: dict[str, str]) -> None:
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"],
        cwd=ROOT,
        env=env,
        check=True,
    )


class RoundRobinTransport(httpx.BaseTransport):
    """The clients alternating between web nodes (a front without its own retries): each
    request goes to the next node's address, whatever the client's base URL says."""

    def __init__(self, urls: Sequence[str]) -> None:
        self.targets = [httpx.URL(url) for url in urls]
        self.next = 0
        self.inner = httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        target = self.targets[self.next % len(self.targets)]
        self.next += 1
        request.url = request.url.copy_with(host=target.host, port=target.port)
        return self.inner.handle_request(request)

    def close(self) -> None:
        self.inner.close()


def processes(nodes: Sequence[Node]) -> Iterator[Node]:
    """The nodes still running."""
    return (node for node in nodes if node.proc is not None and node.proc.poll() is None)
