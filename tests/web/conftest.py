"""A real browser: Debian's chromium driven by Playwright (never `playwright install`)."""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
]
SCREENSHOTS = Path(__file__).resolve().parent.parent.parent / "var" / "screenshots"
DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}
# Playwright waits (ms): long enough for a loaded 2-core machine, never a timing assertion.
WAIT_MS = 30_000


@pytest.fixture(scope="package")
def browser(api_server: Any) -> Iterator[Any]:
    """Chromium for these tests. After the server and test database (`api_server`), so it is
    closed before them: dropping the database beside Playwright's running loop is refused.
    Package-scoped: Playwright's sync API runs an asyncio loop on the test thread until it
    stops, and Django refuses ORM calls on a thread with a running loop (SynchronousOnlyOperation),
    for every test of the package while the browser is open, those without a tab included (their
    database setup and flush too). None of them holds async Django code for that guard to
    protect, so it is off exactly while the loop runs; other packages keep it."""
    if not CHROMIUM.exists():
        pytest.skip(
            "Debian's chromium is not installed (.ci/run installs it: apt-get install chromium)"
        )
    from playwright.sync_api import sync_playwright

    with pytest.MonkeyPatch.context() as patch, sync_playwright() as playwright:
        patch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


class Tab:
    """A page in its own browser context (own cookies), recording console errors."""

    def __init__(self, page: Any, base_url: str) -> None:
        self.page = page
        self.base_url = base_url
        self.errors: list[str] = []
        # URLs of other hosts the page asked for (recorded and refused when offline).
        self.outside: list[str] = []
        # Answers the test expects the page to meet (and checks on the page itself).
        self.expected_statuses: set[int] = set()
        page.set_default_timeout(WAIT_MS)
        page.on("console", self._console)
        page.on("pageerror", lambda exc: self.errors.append(f"uncaught: {exc}"))

    def _console(self, message: Any) -> None:
        if message.type != "error":
            return
        for status in self.expected_statuses:
            # Chromium logs every 4xx answer to fetch as a console error, expected or not.
            if message.text.startswith(
                f"Failed to load resource: the server responded with a status of {status} "
            ):
                return
        self.errors.append(message.text)

    def goto(self, path: str) -> Any:
        return self.page.goto(self.base_url + path)

    def shoot(self, name: str, *, full_page: bool = True) -> None:
        """Screenshots at desktop and phone size (var/screenshots/<name>-*.png), of the whole
        page unless `full_page` is False: the API reference is tens of thousands of pixels
        tall, and painting all of it took over 30 s on a loaded machine."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
            self.page.set_viewport_size(viewport)
            self.settle_paint()
            self.page.screenshot(path=str(SCREENSHOTS / f"{name}-{size}.png"), full_page=full_page)
        self.page.set_viewport_size(DESKTOP)

    def settle_paint(self) -> None:
        # Headless chromium paints a long page in tiles after a relayout; a full-page shot taken
        # at once shows blank tiles. Two frames and a pause let it finish (pictures only).
        self.page.evaluate(
            "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"
        )
        self.page.wait_for_timeout(800)


@pytest.fixture
def open_tab(browser: Any, live_api: Any) -> Iterator[Callable[..., Tab]]:
    contexts: list[Any] = []
    tabs: list[Tab] = []

    def make(*, offline: bool = False, viewport: dict[str, int] | None = None) -> Tab:
        context = browser.new_context(viewport=viewport or DESKTOP)
        contexts.append(context)
        page = context.new_page()
        tab = Tab(page, live_api.url)
        if offline:
            # Anything not from this server (a CDN, fonts) fails, as with no internet.
            def route(route: Any) -> None:
                if route.request.url.startswith(live_api.url):
                    route.continue_()
                else:
                    tab.outside.append(route.request.url)
                    route.abort()

            context.route("**/*", route)
        tabs.append(tab)
        return tab

    yield make
    for context in contexts:
        context.close()
    errors = [error for tab in tabs for error in tab.errors]
    assert not errors, f"console errors: {errors}"


def sign_in(tab: Tab, username: str) -> None:
    """A new account, signed in in the tab as a sign-up leaves it: its session cookie, made
    here (tests/conftest.py gives this process the server's key). The sign-up form has tests
    of its own; through it, each account cost a page, a form and a deliberately slow hash."""
    from django.conf import settings
    from django.test import Client

    from games import services

    client = Client()
    client.force_login(services.account_create(username=username).user)
    session = client.cookies[settings.SESSION_COOKIE_NAME].value
    tab.page.context.add_cookies(
        [{"name": settings.SESSION_COOKIE_NAME, "value": session, "url": tab.base_url}]
    )
    tab.goto("/lobby/")


class Api:
    """A third-party client of the live server (httpx with a token)."""

    def __init__(self, base_url: str, token: str | None = None) -> None:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.http = httpx.Client(base_url=base_url + "/api/v1", headers=headers, timeout=30)

    def get(self, path: str) -> Any:
        response = self.http.get(path)
        assert response.status_code == 200, response.text
        return response.json()

    def post(self, path: str, body: Any, *, expect: int = 201) -> Any:
        response = self.http.post(path, json=body)
        assert response.status_code == expect, response.text
        return response.json()


@pytest.fixture
def api_client(live_api: Any) -> Callable[[str | None], Api]:
    def make(username: str | None = None) -> Api:
        if username is None:
            return Api(live_api.url)
        token = Api(live_api.url).post("/accounts", {"username": username})["token"]
        return Api(live_api.url, token)

    return make


def unique(prefix: str) -> str:
    return f"{prefix}{uuid.uuid4().hex[:6]}"


def play_randomly(
    api: Api, match_id: int, rng: random.Random, *, until_seq: int | None = None
) -> Any:
    """Play `api`'s seat with random legal actions until the match ends (or passes until_seq);
    the other seats are server bots, which answer on their own."""
    for _ in range(5000):
        match = api.get(f"/matches/{match_id}")
        if match["status"] != "active" or (until_seq is not None and match["seq"] >= until_seq):
            return match
        legal = api.get(f"/matches/{match_id}/legal-actions")
        if not legal["actions"]:
            api.get(f"/matches/{match_id}/events?after={legal['seq']}&timeout=5")
            continue
        choice = rng.choice(legal["actions"])["notation"]
        response = api.http.post(
            f"/matches/{match_id}/actions", json={"expected_seq": legal["seq"], "action": choice}
        )
        # A bot deciding at the same time (the simultaneous setup) makes ours stale: decide again.
        assert response.status_code == 201 or response.json()["code"] == "stale_state", (
            response.text
        )
    raise AssertionError(f"match {match_id} did not end")
