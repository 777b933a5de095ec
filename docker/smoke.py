#!/usr/bin/env python3
"""Smoke test of the production compose stack (docker/compose.yml), from outside, through the front.

Against a running stack (README "Production shape"), one PASS/FAIL line per check:

  admin    createsuperuser (docker compose exec), log in at /admin/ with the CSRF token, the
           admin index page, and its CSS served by WhiteNoise
  api      sign up, a match against a random bot, a legal action, the bot's answer (a
           Celery worker plays it)
  next     a page's absolute `next` link works through the front (the port is kept)
  stream   the match's event stream (routed to uvicorn) delivers the action just submitted
  persist  docker compose down, up -d, every service healthy again: the account, the match
           and its log are still there (volumes)

Exit status 1 if any check failed. Not part of the pytest suite (it needs Docker); stdlib
only, so any python3 runs it:

    docker compose -f docker/compose.yml up --build -d
    python3 docker/smoke.py [--base http://localhost:8000] [--no-restart]
"""

from __future__ import annotations

import argparse
import http.client
import http.cookiejar
import json
import queue
import re
import secrets
import shlex
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PASSWORD = "correct horse battery"
SERVICES_HEALTHY = ("events", "postgres", "redis", "web", "worker")


def tail(done: subprocess.CompletedProcess[str], start: float) -> str:
    """The last line a compose command printed, and how long it took."""
    lines = (done.stdout + done.stderr).strip().splitlines() or [""]
    return f"{time.monotonic() - start:.0f} s, {lines[-1].strip()}"


class BrowserCookiePolicy(http.cookiejar.DefaultCookiePolicy):
    """Sends Secure cookies to http://localhost, as browsers do (a trustworthy origin)."""

    def return_ok_secure(self, cookie: http.cookiejar.Cookie, request: Any) -> bool:
        host = urllib.parse.urlsplit(request.get_full_url()).hostname
        return host in ("localhost", "127.0.0.1") or super().return_ok_secure(cookie, request)


@dataclass
class Response:
    status: int
    headers: dict[str, str]
    body: bytes
    url: str

    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Smoke:
    base: str
    compose: list[str]
    browser: urllib.request.OpenerDirector = field(init=False)
    client: urllib.request.OpenerDirector = field(init=False)
    failed: int = 0

    def __post_init__(self) -> None:
        jar = http.cookiejar.CookieJar(policy=BrowserCookiePolicy())
        # The admin's browser keeps cookies; the API client has none (a session cookie would
        # make the API ask for a CSRF token, as it should).
        self.browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        self.client = urllib.request.build_opener()

    # --- helpers ---------------------------------------------------------------------------

    def report(self, name: str, ok: bool, detail: str) -> bool:
        sys.stdout.write(f"{'PASS' if ok else 'FAIL'} {name}: {detail}\n")
        sys.stdout.flush()
        self.failed += not ok
        return ok

    def request(
        self,
        method: str,
        path: str,
        *,
        token: str | None = None,
        body: Any = None,
        form: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
        browser: bool = False,
    ) -> Response:
        url = path if path.startswith("http") else self.base + path
        all_headers = dict(headers or {})
        data = None
        if token:
            all_headers["Authorization"] = f"Bearer {token}"
        if body is not None:
            data = json.dumps(body).encode()
            all_headers["Content-Type"] = "application/json"
        if form is not None:
            data = urllib.parse.urlencode(form).encode()
            all_headers["Content-Type"] = "application/x-www-form-urlencoded"
        req = urllib.request.Request(url, data=data, headers=all_headers, method=method)
        try:
            with (self.browser if browser else self.client).open(req, timeout=30) as resp:
                return Response(resp.status, dict(resp.headers), resp.read(), resp.url)
        except urllib.error.HTTPError as error:
            return Response(error.code, dict(error.headers), error.read(), url)

    def run_compose(self, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [*self.compose, *args], capture_output=True, text=True, timeout=timeout, check=False
        )

    def wait_healthy(self, timeout: float) -> tuple[bool, str]:
        """Every service with a health check healthy, the others running, the front answering."""
        deadline = time.monotonic() + timeout
        states = ""
        while time.monotonic() < deadline:
            ps = self.run_compose("ps", "--format", "json")
            services: dict[str, str] = {}
            for line in ps.stdout.splitlines():
                # compose v2 prints one JSON object per line (older versions: one array).
                rows = json.loads(line) if line.strip() else []
                for row in rows if isinstance(rows, list) else [rows]:
                    services[row["Service"]] = row.get("Health") or row.get("State", "")
            states = ", ".join(f"{name}={state}" for name, state in sorted(services.items()))
            healthy = all(services.get(name) == "healthy" for name in SERVICES_HEALTHY)
            if healthy and {"front", "beat"} <= services.keys():
                try:
                    if self.request("GET", "/api/v1/health").status == 200:
                        return True, states
                except OSError:
                    pass
            time.sleep(2)
        return False, states

    def sign_up(self) -> tuple[str, str]:
        username = f"smoke-{secrets.token_hex(4)}"
        resp = self.request(
            "POST", "/api/v1/accounts", body={"username": username, "password": PASSWORD}
        )
        if resp.status != 201:
            raise RuntimeError(f"sign-up: HTTP {resp.status} {resp.body[:300]!r}")
        return username, str(resp.json()["token"])

    def play_one(self, token: str, match: int, deadline: float) -> tuple[int, str, float]:
        """Submits the first legal action once it is our turn: its seq, notation, sending time."""
        while time.monotonic() < deadline:
            legal = self.request("GET", f"/api/v1/matches/{match}/legal-actions", token=token)
            if legal.status != 200:
                raise RuntimeError(f"legal-actions: HTTP {legal.status} {legal.body[:300]!r}")
            seq, actions = legal.json()["seq"], legal.json()["actions"]
            if actions:
                notation = actions[0]["notation"]
                sent = time.monotonic()
                resp = self.request(
                    "POST",
                    f"/api/v1/matches/{match}/actions",
                    token=token,
                    body={"expected_seq": seq, "action": notation},
                    headers={"Idempotency-Key": f"{match}-{seq}"},
                )
                if resp.status in (200, 201):
                    return int(resp.json()["seq"]), str(notation), sent
                if resp.json().get("code") != "stale_state":  # else the bot moved first
                    raise RuntimeError(f"submit: HTTP {resp.status} {resp.body[:300]!r}")
            time.sleep(0.3)
        raise RuntimeError("no legal action for our seat before the deadline")

    # --- checks ----------------------------------------------------------------------------

    def check_admin(self) -> None:
        username = f"smoke-admin-{secrets.token_hex(4)}"
        password = secrets.token_urlsafe(16)
        created = self.run_compose(
            "exec", "-T",
            "-e", f"DJANGO_SUPERUSER_USERNAME={username}",
            "-e", f"DJANGO_SUPERUSER_PASSWORD={password}",
            "-e", "DJANGO_SUPERUSER_EMAIL=smoke@example.org",
            "web", "python", "manage.py", "createsuperuser", "--noinput",
        )  # fmt: skip
        if not self.report(
            "admin createsuperuser",
            created.returncode == 0,
            (created.stdout + created.stderr).strip()[-300:],
        ):
            return
        login = self.request("GET", "/admin/login/?next=/admin/", browser=True)
        match = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', login.body)
        if not self.report(
            "admin login page",
            login.status == 200 and match is not None,
            f"HTTP {login.status}, CSRF token {'found' if match else 'missing'}",
        ):
            return
        assert match is not None
        index = self.request(
            "POST",
            "/admin/login/?next=/admin/",
            form={
                "csrfmiddlewaretoken": match.group(1).decode(),
                "username": username,
                "password": password,
                "next": "/admin/",
            },
            # What a browser sends with the form.
            headers={"Origin": self.base, "Referer": f"{self.base}/admin/login/?next=/admin/"},
            browser=True,
        )
        ok = (
            index.status == 200
            and urllib.parse.urlsplit(index.url).path == "/admin/"
            and b"Site administration" in index.body
            and username.encode() in index.body
        )
        self.report(
            "admin login",
            ok,
            f"HTTP {index.status} at {index.url}, index page "
            f"{'shown' if b'Site administration' in index.body else 'missing'}",
        )
        css = re.search(
            rb'href="(/static/admin/css/base\.[0-9a-f]+\.css)"', index.body or login.body
        )
        if not self.report(
            "admin static CSS",
            css is not None,
            "a hashed base.css link" if css else "no hashed base.css link in the page",
        ):
            return
        assert css is not None
        sheet = self.request("GET", css.group(1).decode(), browser=True)
        self.report(
            "admin static CSS",
            sheet.status == 200
            and sheet.headers.get("Content-Type", "").startswith("text/css")
            and b"body" in sheet.body,
            f"GET {css.group(1).decode()}: HTTP {sheet.status}, "
            f"{sheet.headers.get('Content-Type')}, {len(sheet.body)} bytes, "
            f"Cache-Control {sheet.headers.get('Cache-Control')!r}",
        )

    def check_api(self) -> tuple[str, str, int] | None:
        try:
            username, token = self.sign_up()
            me = self.request("GET", "/api/v1/me", token=token)
            self.report(
                "api sign-up",
                me.status == 200 and me.json()["username"] == username,
                f"{username}, /me HTTP {me.status}",
            )
            created = self.request(
                "POST", "/api/v1/matches", token=token,
                body={"game": "yokohama", "players": 2, "bots": [{"seat": 1, "kind": "random"}]},
            )  # fmt: skip
            if not self.report(
                "api match vs bot",
                created.status == 201,
                f"HTTP {created.status} {created.body[:120]!r}",
            ):
                return None
            match = int(created.json()["id"])
            start = time.monotonic()
            deadline = start + 90
            seq, notation, _ = self.play_one(token, match, deadline)
            self.report("api submit", True, f"match {match}: played {notation} at seq {seq}")
            # The bot's answer: an entry by seat 1 after ours (its turn comes after a few of ours).
            while time.monotonic() < deadline:
                log = self.request(
                    "GET", f"/api/v1/matches/{match}/actions?after={seq}", token=token
                ).json()["results"]
                bot = [entry for entry in log if entry["seat"] == 1]
                if bot:
                    self.report(
                        "api bot answers",
                        True,
                        f"seat 1 played {bot[0]['kind']} at seq {bot[0]['seq']} "
                        f"({time.monotonic() - start:.1f} s after our first action)",
                    )
                    worker = self.run_compose("logs", "--no-color", "worker").stdout
                    played = re.findall(
                        rf'bot_take_turn_task\[[^]]+\] succeeded[^\n]*"args": "\({match}, ', worker
                    )
                    self.report(
                        "api bot in worker",
                        bool(played),
                        f"the worker logged {len(played)} bot turn(s) of match {match}",
                    )
                    return username, token, match
                legal = self.request(
                    "GET", f"/api/v1/matches/{match}/legal-actions", token=token
                ).json()
                if legal["actions"]:  # still our turn: play on until the bot's comes
                    seq, notation, _ = self.play_one(token, match, deadline)
                else:
                    time.sleep(0.3)
            self.report("api bot answers", False, "no move by the bot within 90 s (worker?)")
        except (RuntimeError, OSError, KeyError, ValueError) as error:
            self.report("api", False, repr(error))
        return None

    def check_next_link(self, token: str, match: int) -> None:
        page = self.request("GET", f"/api/v1/matches/{match}/actions?limit=1", token=token)
        next_url = page.json().get("next") if page.status == 200 else None
        if not next_url:
            self.report("next link", False, f"HTTP {page.status}, no next link")
            return
        followed = self.request("GET", next_url, token=token)
        self.report(
            "next link",
            followed.status == 200 and next_url.startswith(self.base),
            f"{next_url}: HTTP {followed.status}",
        )

    def check_stream(self, token: str, match: int) -> None:
        legal = self.request("GET", f"/api/v1/matches/{match}/legal-actions", token=token).json()
        after = legal["seq"]
        events: queue.Queue[tuple[str, str, str, float] | Exception] = queue.Queue()
        connected = threading.Event()
        parts = urllib.parse.urlsplit(self.base)
        conn = http.client.HTTPConnection(
            parts.hostname or "localhost", parts.port or 80, timeout=30
        )

        def read() -> None:
            try:
                conn.request(
                    "GET",
                    f"/api/v1/matches/{match}/stream?after={after}",
                    headers={"Authorization": f"Bearer {token}", "Accept": "text/event-stream"},
                )
                resp = conn.getresponse()
                if resp.status != 200:
                    raise RuntimeError(f"stream: HTTP {resp.status} {resp.read(300)!r}")
                connected.set()
                event_id = event = data = ""
                while True:
                    line = resp.readline().decode().rstrip("\n")
                    if not line:
                        if event:
                            events.put((event_id, event, data, time.monotonic()))
                        event_id = event = ""
                    elif line.startswith("id:"):
                        event_id = line[3:].strip()
                    elif line.startswith("event:"):
                        event = line[6:].strip()
                    elif line.startswith("data:"):
                        data = line[5:].strip()
            except Exception as error:  # handed to the main thread
                connected.set()
                events.put(error)

        threading.Thread(target=read, daemon=True).start()
        connected.wait(15)
        try:
            seq, notation, submitted = self.play_one(token, match, time.monotonic() + 60)
            deadline = time.monotonic() + 15
            while time.monotonic() < deadline:
                item = events.get(timeout=max(0.1, deadline - time.monotonic()))
                if isinstance(item, Exception):
                    raise item
                event_id, event, data, received = item
                if event == "action" and event_id == str(seq):
                    ok = json.loads(data).get("notation") == notation
                    self.report(
                        "stream",
                        ok,
                        f"event {event} id {event_id} ({notation}) "
                        f"{1000 * (received - submitted):.0f} ms after the submit request",
                    )
                    break
            else:
                self.report("stream", False, f"no event for seq {seq} within 15 s")
        except (queue.Empty, RuntimeError, OSError) as error:
            self.report("stream", False, repr(error) or "no event within 15 s")
        finally:
            conn.close()
        logs = self.run_compose("logs", "--no-color", "events").stdout
        self.report(
            "stream via uvicorn",
            f"/api/v1/matches/{match}/stream" in logs,
            "the events service logged the request"
            if f"/{match}/stream" in logs
            else "the request is not in the events service's log",
        )

    def check_persist(self, username: str, token: str, match: int) -> None:
        log_path = f"/api/v1/matches/{match}/actions?limit=500"
        before = self.request("GET", log_path, token=token).json()["results"]
        start = time.monotonic()
        down = self.run_compose("down")
        if not self.report("persist down", down.returncode == 0, tail(down, start)):
            return
        start = time.monotonic()
        up = self.run_compose("up", "-d")
        if not self.report("persist up", up.returncode == 0, tail(up, start)):
            return
        healthy, states = self.wait_healthy(180)
        self.report(
            "persist healthy", healthy, f"{time.monotonic() - start:.0f} s after up: {states}"
        )
        if not healthy:
            return
        after = self.request("GET", log_path, token=token)
        # The bot may have moved since: the log read before must be the start of this one.
        entries = after.json()["results"] if after.status == 200 else []
        login = self.request(
            "POST", "/api/v1/tokens", body={"username": username, "password": PASSWORD}
        )
        self.report(
            "persist data",
            bool(before) and entries[: len(before)] == before and login.status == 201,
            f"match {match}: {len(before)} log entries before, {len(entries)} after "
            f"(HTTP {after.status}), the first {len(before)} identical; "
            f"the old token works, a login too (HTTP {login.status})",
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="http://localhost:8000", help="the front's address")
    parser.add_argument(
        "--compose",
        default=f"docker compose -f {HERE / 'compose.yml'}",
        help="the compose command of the stack (default: %(default)s)",
    )
    parser.add_argument("--no-restart", action="store_true", help="skip the down/up check")
    args = parser.parse_args()
    smoke = Smoke(args.base.rstrip("/"), shlex.split(args.compose))

    healthy, states = smoke.wait_healthy(120)
    if not smoke.report("stack healthy", healthy, states):
        return 1
    smoke.check_admin()
    played = smoke.check_api()
    if played:
        username, token, match = played
        smoke.check_next_link(token, match)
        smoke.check_stream(token, match)
        if not args.no_restart:
            smoke.check_persist(username, token, match)
    sys.stdout.write(f"{'FAIL' if smoke.failed else 'PASS'}: {smoke.failed} check(s) failed\n")
    return 1 if smoke.failed else 0


if __name__ == "__main__":
    sys.exit(main())
