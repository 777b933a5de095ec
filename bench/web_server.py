"""The WSGI server command of the README's production shape, for the benches and fault tests.

granian runs the application on `threads` blocking threads in each of `workers` processes
(children of the command's process), with the limits and thread lifetime of
docker/entrypoint.sh. `server="gunicorn"` gives the gthread server used before it (a dev
dependency), for comparisons (`bench/api_load.py --server gunicorn`).
"""

from __future__ import annotations

import sys

SERVERS = ("granian", "gunicorn")
APPLICATION = "yokohama_server.wsgi:application"


def wsgi_command(
    port: int | str,
    *,
    workers: int,
    threads: int,
    server: str = "granian",
    host: str = "127.0.0.1",
    log_level: str = "warning",
) -> list[str]:
    """The command that serves the API on host:port (`WEB_THREADS` should equal `threads`)."""
    if server == "granian":
        return [
            sys.executable, "-m", "granian", "--interface", "wsgi", APPLICATION,
            "--host", host, "--port", str(port),
            "--workers", str(workers), "--blocking-threads", str(threads),
            "--blocking-threads-idle-timeout", "600", "--http", "1", "--no-ws",
            "--http1-buffer-size", "16384", "--log-level", log_level,
        ]  # fmt: skip
    if server == "gunicorn":
        # threads=1 is gunicorn's sync worker, which closes each connection after one answer.
        gthread = ["--worker-class", "gthread", "--threads", str(threads)] if threads > 1 else []
        return [
            sys.executable, "-m", "gunicorn", APPLICATION, "-b", f"{host}:{port}",
            "-w", str(workers), *gthread, "--log-level", log_level,
        ]  # fmt: skip
    raise ValueError(f"unknown WSGI server {server!r}; one of {', '.join(SERVERS)}")
