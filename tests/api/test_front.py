"""The production front (docker/nginx.conf) in front of a live server: what it refuses itself
is a problem document too, and event streams pass through it unbuffered."""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.conftest import ROOT, LiveServer, free_port

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


@pytest.fixture
def front(live_api: LiveServer, tmp_path: Path) -> Iterator[str]:
    if not Path(NGINX).exists():
        pytest.skip("nginx is not installed (.ci/run installs Debian's nginx-light)")
    port = free_port()
    upstream = live_api.url.removeprefix("http://")
    site = (ROOT / "docker" / "nginx.conf").read_text()
    # The compose file's service names become the live server (it serves both kinds of path).
    site = site.replace("server web:8000;", f"server {upstream};")
    site = site.replace("server events:8001;", f"server {upstream};")
    site = site.replace("listen 80;", f"listen 127.0.0.1:{port};")
    (tmp_path / "site.conf").write_text(site)
    (tmp_path / "nginx.conf").write_text(
        f"worker_processes 1; daemon off; pid {tmp_path}/nginx.pid;\n"
        f"error_log {tmp_path}/error.log;\n"
        "events { worker_connections 256; }\n"
        # Bodies stay in memory: nginx's workers (not root) cannot write under pytest's tmp.
        "http { access_log off; client_body_buffer_size 1m;\n"
        f"include {tmp_path}/site.conf; }}\n"
    )
    proc = subprocess.Popen([NGINX, "-c", str(tmp_path / "nginx.conf")])
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                httpx.get(f"{url}/api/v1/games", timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_the_front_answers_problems_for_what_it_refuses(front: str) -> None:
    assert httpx.get(f"{front}/api/v1/games").status_code == 200
    big_header = httpx.get(f"{front}/api/v1/games", headers={"X-Big": "a" * 9000})
    assert big_header.status_code == 431
    assert big_header.headers["content-type"] == "application/problem+json"
    assert big_header.json()["code"] == "headers_too_large"
    big_body = httpx.post(
        f"{front}/api/v1/accounts",
        content=b"[" * 2_000_000,
        headers={"Content-Type": "application/json"},
    )
    assert big_body.status_code == 413
    assert big_body.headers["content-type"] == "application/problem+json"
    assert big_body.json()["code"] == "payload_too_large"
    # Between the app's limit (64 KiB) and the front's (1 MB), the app answers the same code.
    medium = httpx.post(
        f"{front}/api/v1/accounts",
        content=b"[" * 100_000,
        headers={"Content-Type": "application/json"},
    )
    assert medium.status_code == 413, (medium.status_code, medium.text)
    assert medium.json()["code"] == "payload_too_large"


def test_a_stream_passes_through_the_front_as_it_happens(front: str) -> None:
    with httpx.Client(base_url=front, timeout=httpx.Timeout(20.0)) as http:
        token = http.post("/api/v1/accounts", json={"username": "front-a"}).json()["token"]
        other = http.post("/api/v1/accounts", json={"username": "front-b"}).json()["token"]
        match = http.post(
            "/api/v1/matches",
            json={"game": "yokohama", "players": 2},
            headers={"Authorization": f"Bearer {token}"},
        ).json()
        with http.stream("GET", f"/api/v1/matches/{match['id']}/stream") as response:
            lines = response.iter_lines()
            assert '"status":"waiting"' in next(line for line in lines if line.startswith("data:"))
            # The start is announced while the stream is open: nothing waits in a buffer.
            joined = http.post(
                f"/api/v1/matches/{match['id']}/join",
                json={},
                headers={"Authorization": f"Bearer {other}"},
            )
            assert joined.status_code == 200
            assert '"status":"active"' in next(line for line in lines if line.startswith("data:"))
