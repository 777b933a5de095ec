"""The whole OAuth2 flow in Chromium against the live server: a player logs in, registers an
app, authorises it on the consent page, the app exchanges the code (PKCE S256) over HTTP,
plays through the API with the token (one action by hand, then the TypeScript SDK's example bot
plays a whole match of each game against `random-bot`), and the player revokes it on the
Authorised apps page.

Screenshots of the three pages at desktop (1280x800) and phone (390x844) size go to
var/screenshots/oauth-*.png.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlparse

import httpx
import pytest

from games.models import User
from tests.conftest import SOAK, wait_for
from tests.oauth.flows import pkce_pair
from tests.typescript_sdk import ensure_node_modules, play_example_bot
from tests.web.conftest import SCREENSHOTS

PASSWORD = "a long enough password 7"
# The app's redirect URI: a host that does not exist; the browser's request to it is caught
# (Playwright routing) and answered with a blank page, as the app's own server would.
CALLBACK = "https://app.example/callback"
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def shoot(page: Any, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.evaluate(
            "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"
        )
        page.screenshot(path=str(SCREENSHOTS / f"oauth-{name}-{size}.png"), full_page=True)
    page.set_viewport_size(SIZES["desktop"])


def play_one_action(api: httpx.Client, match_id: int) -> dict[str, Any]:
    """Submit our seat's first legal action (the bot may move first: wait, and decide again
    on `stale_state`)."""

    def attempt() -> dict[str, Any] | None:
        legal = api.get(f"/matches/{match_id}/legal-actions")
        assert legal.status_code == 200, legal.text
        body = legal.json()
        if not body["actions"]:
            return None
        submitted = api.post(
            f"/matches/{match_id}/actions",
            json={"expected_seq": body["seq"], "action": body["actions"][0]["notation"]},
            headers={"Idempotency-Key": f"oauth-e2e-{match_id}-{body['seq']}"},
        )
        if submitted.status_code == 409 and submitted.json()["code"] == "stale_state":
            return None
        assert submitted.status_code == 201, submitted.text
        accepted: dict[str, Any] = submitted.json()
        return accepted

    result: dict[str, Any] = wait_for(attempt)
    return result


@pytest.mark.soak_sampled
def test_a_player_authorises_an_app_which_plays_until_revoked(open_tab: Any, live_api: Any) -> None:
    ensure_node_modules()
    User.objects.create_user("hana", password=PASSWORD)
    tab = open_tab(viewport=SIZES["desktop"])
    page = tab.page

    def answer_callback(route: Any) -> None:
        route.fulfill(status=200, content_type="text/html", body="<!doctype html><title>ok</title>")

    page.context.route("https://app.example/**", answer_callback)

    # The player logs in.
    tab.goto("/login/")
    page.fill("#id_username", "hana")
    page.fill("#id_password", PASSWORD)
    page.click("form.form button[type=submit]")
    page.wait_for_url("**/lobby/")

    # As a developer, they register a public app (a confidential one too, to see its secret).
    tab.goto("/account/apps/")
    page.fill("#id_name", "Hana's helper")
    page.select_option("#id_client_type", "public")
    page.fill("#id_redirect_uris", CALLBACK)
    page.click("#oauth-app-form button[type=submit]")
    page.wait_for_selector("#oauth-apps li")
    client_id = page.inner_text("#oauth-apps li code.copy").strip()
    page.fill("#id_name", "Hana's server")
    page.select_option("#id_client_type", "confidential")
    page.fill("#id_redirect_uris", CALLBACK)
    page.click("#oauth-app-form button[type=submit]")
    page.wait_for_selector("#new-secret")
    assert len(page.inner_text("#new-secret code").strip()) > 30
    shoot(page, "apps")

    # The app sends the player to the authorize URL; the consent page names it and its scopes.
    verifier, challenge = pkce_pair()
    query = httpx.QueryParams(
        response_type="code",
        client_id=client_id,
        redirect_uri=CALLBACK,
        scope="read play",
        state="e2e-state",
        code_challenge=challenge,
        code_challenge_method="S256",
    )
    tab.goto(f"/oauth/authorize/?{query}")
    page.wait_for_selector("#oauth-consent")
    assert page.inner_text("#oauth-consent h1").strip().startswith("Hana's helper")
    scopes = page.inner_text("#oauth-scopes")
    assert "Read your own data" in scopes
    assert "submit actions" in scopes
    shoot(page, "consent")
    with page.expect_request(f"{CALLBACK}?*") as redirected:
        page.click("button[name=allow]")
    params = parse_qs(urlparse(redirected.value.url).query)
    assert params["state"] == ["e2e-state"]
    code = params["code"][0]

    # The app exchanges the code with its verifier, over HTTP.
    exchanged = httpx.post(
        f"{live_api.url}/oauth/token/",
        data={
            "grant_type": "authorization_code",
            "client_id": client_id,
            "code": code,
            "redirect_uri": CALLBACK,
            "code_verifier": verifier,
        },
    )
    assert exchanged.status_code == 200, exchanged.text
    tokens = exchanged.json()
    assert tokens["scope"] == "read play"
    headers = {"Authorization": f"Bearer {tokens['access_token']}"}
    api = httpx.Client(base_url=f"{live_api.url}/api/v1", headers=headers, timeout=30)

    # It plays for the player: creates a match against a bot and submits an action.
    assert api.get("/me").json()["username"] == "hana"
    created = api.post(
        "/matches", json={"game": "yokohama", "players": 2, "bots": [{"seat": 1, "kind": "random"}]}
    )
    assert created.status_code == 201, created.text
    accepted = play_one_action(api, created.json()["id"])
    assert accepted["seq"] >= 1

    # The app's TypeScript bot, with the same token, plays a match to the end: of each game in
    # CI's soak step (TEST_SOAK=1), of Yokohama in the README's command.
    for game in ("yokohama", "shinjuku", "yamatai") if SOAK else ("yokohama",):
        played = play_example_bot(live_api.url, tokens["access_token"], game)
        match = api.get(f"/matches/{played.match_id}").json()
        assert (match["game"], match["status"], match["your_seat"]) == (game, "finished", 0)
        # random-bot accepted the invitation: its seat is the server's random bot.
        assert [(seat["username"], seat["bot_kind"]) for seat in match["seats"]] == [
            ("hana", None),
            (None, "random"),
        ]
        results = api.get(f"/matches/{played.match_id}/result").json()["results"]
        mine = next(result for result in results if result["seat"] == 0)
        assert (mine["rank"], mine["score"]) == (played.rank, played.score)

    # The player takes its access away on the Authorised apps page.
    tab.goto("/account/authorised-apps/")
    page.wait_for_selector("#authorised-apps li")
    assert "Hana's helper" in page.inner_text("#authorised-apps")
    shoot(page, "authorised")
    page.click("#authorised-apps li button[type=submit]")
    page.wait_for_selector("#authorised-apps-empty")
    refused = api.get("/me")
    assert (refused.status_code, refused.json()["code"]) == (401, "authentication_failed")
    shoot(page, "authorised-empty")
